#!/usr/bin/env python3
"""Writes badcrc-chapter.epub: a minimal EPUB 3 whose one chapter, c.xhtml, has a
wrong CRC (the same in the local and the central header; the bytes themselves are intact)."""
import struct, zlib

FILES = [
    ("mimetype", b"application/epub+zip"),
    ("META-INF/container.xml", b'<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">'
     b'<rootfiles><rootfile full-path="EPUB/p.opf" media-type="application/oebps-package+xml"/></rootfiles></container>'),
    ("EPUB/p.opf", b'<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="i">'
     b'<metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="i">x</dc:identifier><dc:title>T</dc:title>'
     b'<dc:language>en</dc:language></metadata><manifest>'
     b'<item id="n" href="n.xhtml" media-type="application/xhtml+xml" properties="nav"/>'
     b'<item id="c" href="c.xhtml" media-type="application/xhtml+xml"/></manifest><spine><itemref idref="c"/></spine></package>'),
    ("EPUB/n.xhtml", b'<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><head><title>n</title></head>'
     b'<body><nav epub:type="toc"><ol><li><a href="c.xhtml">C</a></li></ol></nav></body></html>'),
    ("EPUB/c.xhtml", b'<html xmlns="http://www.w3.org/1999/xhtml"><head><title>c</title></head><body><p>Hello</p></body></html>'),
]
BAD = "EPUB/c.xhtml"

out, central = bytearray(), bytearray()
for name, data in FILES:
    crc = zlib.crc32(data)
    ccrc = crc ^ 1 if name == BAD else crc
    off = len(out)
    out += struct.pack("<IHHHHHIIIHH", 0x04034B50, 20, 0, 0, 0, 0x21, ccrc, len(data), len(data), len(name), 0) + name.encode() + data
    central += struct.pack("<IHHHHHHIIIHHHHHII", 0x02014B50, 0x031E, 20, 0, 0, 0, 0x21, ccrc, len(data), len(data),
                           len(name), 0, 0, 0, 0, 0o100644 << 16, off) + name.encode()
cd = len(out)
out += central + struct.pack("<IHHHHIIH", 0x06054B50, 0, 0, len(FILES), len(FILES), len(central), cd, 0)
open("badcrc-chapter.epub", "wb").write(out)
print("wrote badcrc-chapter.epub")
