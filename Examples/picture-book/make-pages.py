#!/usr/bin/env python3
"""Draws the picture book's pages: ten 600x800 PNG images, named page-1.png
to page-10.png so that name order needs numbers read as numbers (page-10
comes last, not after page-1). Pure Python (zlib only), so anyone can
redraw them: python3 make-pages.py"""
import math, os, struct, zlib

W, H = 600, 800
PALETTE = {
    'night': (18, 26, 64), 'dusk': (236, 132, 72), 'dawn': (246, 186, 196), 'day': (150, 200, 240), 'storm': (88, 96, 112),
    'sea': (24, 70, 120), 'deep': (14, 44, 86), 'foam': (230, 240, 250), 'rock': (70, 62, 58), 'white': (248, 248, 244),
    'red': (200, 40, 44), 'light': (255, 226, 110), 'moon': (250, 240, 200), 'sun': (255, 170, 60), 'cloud': (150, 156, 170),
    'rain': (190, 200, 220), 'boat': (120, 70, 40), 'sail': (240, 232, 210), 'bird': (40, 40, 48), 'star': (255, 255, 230),
}
NAMES = list(PALETTE)


def canvas(sky):
    return [bytearray([NAMES.index(sky)]) * W for _ in range(H)]


def fill(img, colour, inside, box=(0, 0, W, H)):
    c = NAMES.index(colour)
    x0, y0, x1, y1 = (max(0, int(box[0])), max(0, int(box[1])), min(W, int(box[2]) + 1), min(H, int(box[3]) + 1))
    for y in range(y0, y1):
        row = img[y]
        for x in range(x0, x1):
            if inside(x, y):
                row[x] = c


def circle(img, colour, cx, cy, r):
    fill(img, colour, lambda x, y: (x - cx) ** 2 + (y - cy) ** 2 <= r * r, (cx - r, cy - r, cx + r, cy + r))


def rect(img, colour, x0, y0, x1, y1):
    fill(img, colour, lambda x, y: True, (x0, y0, x1, y1))


def polygon(img, colour, points):
    xs, ys = [p[0] for p in points], [p[1] for p in points]

    def inside(x, y):
        result, j = False, len(points) - 1
        for i in range(len(points)):
            (xi, yi), (xj, yj) = points[i], points[j]
            if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
                result = not result
            j = i
        return result
    fill(img, colour, inside, (min(xs), min(ys), max(xs), max(ys)))


def sea(img, level=560, waves=6, height=8, colour='sea'):
    rect(img, colour, 0, level, W, H)
    rect(img, 'deep', 0, level + 140, W, H)
    for k in range(waves):
        y = level + 20 + k * 34
        fill(img, 'foam', lambda x, yy, y=y: abs(yy - (y + height * math.sin(x / 23 + k))) < 2, (0, y - height - 2, W, y + height + 2))


def lighthouse(img, x=420, base=560, lit=False):
    polygon(img, 'rock', [(x - 90, base + 30), (x - 60, base - 20), (x + 70, base - 25), (x + 100, base + 30)])
    for band in range(6):
        top, bottom = base - 40 - (band + 1) * 45, base - 40 - band * 45
        shrink = lambda y: 30 - (base - 40 - y) * 0.04
        polygon(img, 'red' if band % 2 else 'white', [(x - shrink(bottom), bottom), (x + shrink(bottom), bottom),
                                                      (x + shrink(top), top), (x - shrink(top), top)])
    rect(img, 'light' if lit else 'rock', x - 16, base - 340, x + 16, base - 310)
    polygon(img, 'red', [(x - 26, base - 340), (x + 26, base - 340), (x, base - 375)])


def beam(img, x=420, y=215, towards=(0, 160), spread=60):
    polygon(img, 'light', [(x, y - 6), (towards[0], towards[1] - spread), (towards[0], towards[1] + spread), (x, y + 6)])


def boat(img, x, y):
    polygon(img, 'boat', [(x - 50, y), (x + 50, y), (x + 35, y + 22), (x - 35, y + 22)])
    rect(img, 'boat', x - 2, y - 90, x + 2, y)
    polygon(img, 'sail', [(x + 4, y - 86), (x + 4, y - 8), (x + 48, y - 8)])


def stars(img, count=40, seed=7):
    for i in range(count):
        seed = (seed * 1103515245 + 12345) % 2 ** 31
        x, y = seed % W, (seed // W) % 420
        circle(img, 'star', x, y, 2)


def cloud(img, x, y):
    for dx, dy, r in [(-50, 10, 34), (0, 0, 46), (50, 12, 32), (-20, 24, 30), (28, 26, 30)]:
        circle(img, 'cloud', x + dx, y + dy, r)


def rain(img):
    c = NAMES.index('rain')
    for start in range(-H, W, 28):
        for t in range(0, 560, 3):
            x, y = start + t // 3, t
            if 0 <= x < W and (t // 18) % 2 == 0:
                img[y][x] = c


def birds(img, places):
    for x, y in places:
        polygon(img, 'bird', [(x - 22, y - 8), (x, y + 4), (x + 22, y - 8), (x, y)])


def page(number):
    if number == 1:    # cover: the lighthouse under the moon
        img = canvas('night'); stars(img); circle(img, 'moon', 150, 170, 70); sea(img); lighthouse(img, lit=True)
    elif number == 2:  # evening
        img = canvas('dusk'); circle(img, 'sun', 160, 560, 90); sea(img); lighthouse(img)
    elif number == 3:  # the keeper lights the lamp
        img = canvas('night'); stars(img, 25); sea(img); lighthouse(img, lit=True); beam(img)
    elif number == 4:  # clouds gather
        img = canvas('storm'); cloud(img, 160, 150); cloud(img, 430, 110); sea(img, waves=7, height=14); lighthouse(img, lit=True)
    elif number == 5:  # the storm
        img = canvas('storm'); cloud(img, 120, 120); cloud(img, 330, 90); cloud(img, 520, 140); rain(img)
        sea(img, level=540, waves=8, height=18); lighthouse(img, lit=True); beam(img, towards=(0, 420), spread=50)
    elif number == 6:  # a boat in the waves
        img = canvas('storm'); rain(img); sea(img, level=540, waves=8, height=18); boat(img, 150, 560)
        lighthouse(img, lit=True); beam(img, towards=(60, 520), spread=70)
    elif number == 7:  # the boat follows the light
        img = canvas('night'); stars(img, 15); sea(img, waves=6, height=10); boat(img, 260, 575); lighthouse(img, lit=True)
        beam(img, towards=(120, 560), spread=60)
    elif number == 8:  # safe beside the rock
        img = canvas('night'); stars(img, 30); circle(img, 'moon', 120, 140, 50); sea(img); boat(img, 300, 585); lighthouse(img, lit=True)
    elif number == 9:  # dawn
        img = canvas('dawn'); circle(img, 'sun', 300, 580, 110); sea(img); boat(img, 200, 590); lighthouse(img)
    else:              # morning, and the gulls come back
        img = canvas('day'); circle(img, 'sun', 480, 130, 60); birds(img, [(150, 200), (230, 160), (320, 230)]); sea(img); lighthouse(img)
    return img


def png(img):
    def chunk(kind, data):
        return struct.pack('>I', len(data)) + kind + data + struct.pack('>I', zlib.crc32(kind + data) & 0xffffffff)
    raw = b''.join(b'\x00' + bytes(row) for row in img)
    palette = b''.join(bytes(PALETTE[name]) for name in NAMES)
    return (b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', W, H, 8, 3, 0, 0, 0)) + chunk(b'PLTE', palette)
            + chunk(b'IDAT', zlib.compress(raw, 9)) + chunk(b'IEND', b''))


if __name__ == '__main__':
    folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'pages')
    os.makedirs(folder, exist_ok=True)
    for n in range(1, 11):
        with open(os.path.join(folder, f'page-{n}.png'), 'wb') as out:
            out.write(png(page(n)))
