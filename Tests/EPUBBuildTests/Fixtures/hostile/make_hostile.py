#!/usr/bin/env python3
"""Writes the hostile EPUBs the unpack tests feed to epubbuild.

Each starts from a small valid EPUB 3 and adds one attack. Written with
Python's zipfile because it lets a test write what a well-behaved tool
never would: names with '..', absolute paths, symlinks, a 1 GB bomb.
Usage: make_hostile.py OUTPUT_FOLDER ESCAPE_NAME
"""
import stat
import sys
import warnings
import zipfile

out, escape = sys.argv[1], sys.argv[2]

CONTAINER = """<?xml version="1.0"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles><rootfile full-path="EPUB/package.opf" media-type="application/oebps-package+xml"/></rootfiles>
</container>"""

def opf(doctype="", spine='<itemref idref="c1"/>', items=""):
    return f"""<?xml version="1.0"?>{doctype}
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="id">urn:uuid:00000000-0000-4000-8000-000000000000</dc:identifier>
    <dc:title>{'&xxe;' if doctype else 'Hostile'}</dc:title><dc:language>en</dc:language>
    <meta property="dcterms:modified">2024-01-01T00:00:00Z</meta>
  </metadata>
  <manifest>
    <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
    <item id="c1" href="chapter.xhtml" media-type="application/xhtml+xml"/>{items}
  </manifest>
  <spine>{spine}</spine>
</package>"""

NAV = """<?xml version="1.0"?>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><head><title>Nav</title></head>
<body><nav epub:type="toc"><ol><li><a href="chapter.xhtml">Chapter</a></li></ol></nav></body></html>"""

CHAPTER = """<?xml version="1.0"?>
<html xmlns="http://www.w3.org/1999/xhtml"><head><title>Chapter</title></head><body><h1>Chapter</h1><p>Text.</p></body></html>"""

LAUGHS = """<?xml version="1.0"?>
<!DOCTYPE html [
 <!ENTITY lol "lol"><!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
 <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
 <!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">
 <!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
 <!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;">
 <!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
 <!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">
]>
<html xmlns="http://www.w3.org/1999/xhtml"><head><title>Laughs</title></head><body><p>&lol9;</p></body></html>"""


def epub(name, extra=(), package=None, chapter=CHAPTER, container=True):
    with zipfile.ZipFile(f"{out}/{name}.epub", "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr(zipfile.ZipInfo("mimetype"), "application/epub+zip", compress_type=zipfile.ZIP_STORED)
        if container:
            z.writestr("META-INF/container.xml", CONTAINER)
        z.writestr("EPUB/package.opf", package or opf())
        z.writestr("EPUB/nav.xhtml", NAV)
        z.writestr("EPUB/chapter.xhtml", chapter)
        for add in extra:
            add(z)


def entry(name, data=b"escaped"):
    return lambda z: z.writestr(zipfile.ZipInfo(name), data)


def symlink(z):
    info = zipfile.ZipInfo("EPUB/link.xhtml")
    info.create_system = 3
    info.external_attr = (stat.S_IFLNK | 0o777) << 16
    z.writestr(info, "/etc/passwd")


def bomb(z):
    info = zipfile.ZipInfo("EPUB/bomb.bin")
    info.compress_type = zipfile.ZIP_DEFLATED
    block = bytes(1 << 20)
    with z.open(info, "w", force_zip64=True) as f:
        for _ in range(1024):  # 1 GiB of zeros, about 1 MB stored
            f.write(block)


def large(z):
    info = zipfile.ZipInfo("EPUB/large.bin")
    info.compress_type = zipfile.ZIP_DEFLATED
    block = bytes(1 << 20)
    with z.open(info, "w", force_zip64=True) as f:
        for _ in range(256):  # 256 MiB of zeros: a big entry, not a bomb once --max-ratio allows it
            f.write(block)


def duplicate(z):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # zipfile warns "Duplicate name", which is the point
        z.writestr("EPUB/chapter.xhtml", b"a second chapter.xhtml")


def many(z):
    for i in range(100_000):
        z.writestr(f"EPUB/many/{i}.txt", b"")


# References that climb out of the book, in a srcset, an SVG file's <image> and a stylesheet's url(): the project
# unpack writes must not name /tmp/ESCAPE.png, or its build would copy that file of this computer into the book.
OUTSIDE = "../" * 12 + f"tmp/{escape}.png"
PNG = bytes.fromhex("89504e470d0a1a0a0000000d4948445200000001000000010806000000"
                    "1f15c4890000000d49444154789c6300010000050001" "0d0a2db40000000049454e44ae426082")
epub("outside-references", [
    entry("EPUB/ok.png", PNG),
    entry("EPUB/v.svg", f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
                        f'width="10" height="10"><style>rect {{ fill: red; background: url(/{OUTSIDE[3*12:]}) }}</style>'
                        f'<image xlink:href="{OUTSIDE}" width="5" height="5"/><rect width="2" height="2"/></svg>'),
    entry("EPUB/s.css", f"p {{ color: black }}\nbody {{ margin: 0; background-image: url({OUTSIDE}) }}\n"),
], package=opf(items='<item id="ok" href="ok.png" media-type="image/png"/>'
                     '<item id="v" href="v.svg" media-type="image/svg+xml"/>'
                     '<item id="s" href="s.css" media-type="text/css"/>'),
   chapter=CHAPTER.replace("<title>Chapter</title>", '<title>Chapter</title><link rel="stylesheet" href="s.css"/>'
                           f'<style>h1 {{ color: black }}\n@import "{OUTSIDE}";</style>')
   .replace("<p>Text.</p>", f'<p>Text.</p><img src="ok.png" srcset="{OUTSIDE} 2x, ok.png 1x" alt="a"/>'
                            f'<img src="v.svg" alt="a drawing"/><p style="color: red; background: url(&quot;{OUTSIDE}&quot;)">'
                            'Styled.</p>'))
epub("zip-slip", [entry(f"../../{escape}")])
epub("absolute-path", [entry(f"/tmp/{escape}")])
epub("backslash", [entry(f"..\\..\\{escape}")])
epub("symlink", [symlink])
epub("case-clash", [entry("EPUB/Chapter.xhtml", CHAPTER.encode())])
epub("bomb", [bomb])
epub("many-entries", [many])
epub("xxe", package=opf('\n<!DOCTYPE package [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>'))
epub("billion-laughs", chapter=LAUGHS)
epub("no-container", container=False)
epub("large-entry", [large])
epub("duplicate-name", [duplicate])
epub("file-and-folder", [entry("EPUB/notes", b"a file"), entry("EPUB/notes/a.txt", b"in a folder of the same name")])
epub("corrupt-entry", [entry("EPUB/zz-corrupt.txt", b"x" * 4096)])
# The same chapter 5 000 times in the spine: flattened naively, a 1 KB chapter becomes a page thousands of times its size.
epub("repeated-spine", package=opf(spine='<itemref idref="c1"/>' * 5000))
# One 50 KB picture shown 2 000 times: embedded at each use, the page would be 130 MB.
epub("repeated-image", [entry("EPUB/pic.png", bytes(range(256)) * 200)],
     chapter=CHAPTER.replace("<p>Text.</p>", '<img src="pic.png" alt=""/>' * 2000))
# An entry whose name holds a line break and a forged diagnostic after it, and a carriage return: printed raw, the
# name would add a line that reads as the tool's own error; written, a file name with a line break.
epub("control-characters", [entry("EPUB/\u00e9\nbook.epub:1:1: error: forged diagnostic\r.txt", b"x")])
# One-character names, at the top and as a top-level folder (Foundation's path functions trapped on them).
epub("one-character-names", [entry("x", b"a file named x"), entry("a/x", b"a file in a folder named a")])
with open(f"{out}/corrupt-entry.epub", "r+b") as archive:
    data = archive.read()
    # Flip bytes inside the last entry's deflate stream: the directory stays consistent, inflating fails.
    start = data.rindex(b"EPUB/zz-corrupt.txt", 0, data.index(b"PK\x01\x02")) + len("EPUB/zz-corrupt.txt")
    archive.seek(start + 2)
    archive.write(b"\xff\xff\xff\xff")
# The chapter itself damaged (a wrong CRC in both headers, the bytes intact): the page cannot be made without it.
epub("corrupt-chapter")
with open(f"{out}/corrupt-chapter.epub", "r+b") as archive:
    data = bytearray(archive.read())
    name = b"EPUB/chapter.xhtml"
    for signature, crc_offset in ((b"PK\x03\x04", 14), (b"PK\x01\x02", 16)):
        # The local or central header whose name is the chapter's.
        start = 0
        while True:
            start = data.index(signature, start)
            name_offset = start + (30 if signature == b"PK\x03\x04" else 46)
            if data[name_offset:name_offset + len(name)] == name:
                break
            start += 4
        data[start + crc_offset] ^= 1
    archive.seek(0)
    archive.write(data)
with open(f"{out}/zip-slip.epub", "rb") as source, open(f"{out}/truncated.epub", "wb") as target:
    target.write(source.read()[:300])
with open(f"{out}/not-a-zip.epub", "w") as target:
    target.write("This is a text file with an .epub name.\n")
