#!/usr/bin/env python3
"""Bounded-time mutation fuzzer for the epubbuild CLI (Python 3 standard library only).

    python3 fuzz/run.py --binary .build/release/epubbuild --seconds 300 [--seed 1] [--out DIR]

Entry points: info, info --json, unpack -o, unpack --raw -o, unpack --html (mutated EPUBs)
and build (mutated book.yaml / Markdown / XHTML / CSS / SVG). See fuzz/README.md.
Case J of entry point E is fully determined by (seed, E, J); how many cases run
depends on the time budget only.
"""

import argparse
import json
import os
import random
import re
import resource
import shutil
import signal
import stat
import struct
import subprocess
import sys
import tempfile
import time
import zipfile
import zlib
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
FIXTURES = REPO / "Tests" / "EPUBBuildTests" / "Fixtures" / "epub"
EXAMPLES = REPO / "Examples"
CORPUS = REPO.parent / "shared" / "corpus" / "epub"  # beside the clone, when present

EPUB_ENTRIES = ["info", "info-json", "unpack", "unpack-raw", "unpack-html"]
ENTRIES = EPUB_ENTRIES + ["build"]
FSIZE_LIMIT = 512 << 20  # a single output file larger than this is a finding (SIGXFSZ)
DEPTHS = [40, 300, 1000, 5000, 30000, 100000]
COUNTS = [2, 3, 10, 100, 1000, 5000]
PARTIAL_RE = re.compile(r"^\..*\.partial-")


# ---------------------------------------------------------------- zip writing

def deflate(data, level=6):
    c = zlib.compressobj(level, zlib.DEFLATED, -15)
    return c.compress(data) + c.flush()


def enc_name(name):
    return name if isinstance(name, bytes) else name.encode("utf-8", "surrogateescape")


def write_zip(entries, comment=b""):
    """entries: dicts with name, data and optional method, crc, flags, usize,
    csize, ext_attr, local_name, raw (stored bytes as given). Full control over
    every header field, so a mutation can make any inconsistency."""
    out = bytearray()
    central = bytearray()
    for e in entries:
        name = enc_name(e["name"])
        data = e["data"]
        method = e.get("method", 8 if len(data) > 0 else 0)
        if "raw" in e:
            comp = e["raw"]
        elif method == 8:
            comp = deflate(data)
        else:
            comp = data
        crc = e["crc"] if e.get("crc") is not None else zlib.crc32(data) & 0xFFFFFFFF
        flags = e.get("flags", 0x800 if any(b > 127 for b in name) else 0)
        usize = e.get("usize", len(data))
        csize = e.get("csize", len(comp))
        lname = enc_name(e.get("local_name", name))
        lcrc = e.get("local_crc", crc)
        if name.endswith(b"/"):
            ext = (0o40755 << 16) | 0x10
        else:
            ext = 0o100644 << 16
        ext = e.get("ext_attr", ext)
        offset = len(out)
        out += struct.pack("<IHHHHHIIIHH", 0x04034B50, 20, flags, method, 0, 0x21,
                           lcrc, csize & 0xFFFFFFFF, usize & 0xFFFFFFFF, len(lname), 0)
        out += lname + comp
        central += struct.pack("<IHHHHHHIIIHHHHHII", 0x02014B50, 0x031E, 20, flags, method, 0, 0x21,
                               crc, csize & 0xFFFFFFFF, usize & 0xFFFFFFFF, len(name), 0, 0, 0, 0,
                               ext & 0xFFFFFFFF, offset)
        central += name
    cd_offset = len(out)
    out += central
    n = len(entries) & 0xFFFF
    out += struct.pack("<IHHHHIIH", 0x06054B50, 0, 0, n, n, len(central), cd_offset, len(comment))
    out += comment
    return bytes(out)


def read_epub(path):
    entries = []
    with zipfile.ZipFile(path) as z:
        for info in z.infolist():
            try:
                data = z.read(info)
            except Exception:
                continue
            entries.append({"name": info.filename, "data": data,
                            "method": 0 if info.compress_type == 0 else 8})
    return entries


def dir_entries(folder):
    entries = [{"name": "mimetype", "data": (folder / "mimetype").read_bytes(), "method": 0}]
    for p in sorted(folder.rglob("*")):
        rel = p.relative_to(folder).as_posix()
        if p.is_file() and rel != "mimetype":
            entries.append({"name": rel, "data": p.read_bytes(), "method": 8})
    return entries


# ---------------------------------------------------------------- text mutations

COMMON_TOKENS = ["<", ">", "&", "\"", "'", "{", "}", "[", "]", "(", ")", "\\", "/", "#", "%", ":", "\n", "\t",
                 "\r", "\x00", "\u202e", "\ufeff", "\U0001F600", "..", "../", "/", "~", "*", "|", "`", "$"]
TOKENS = {
    "yaml": ["- ", ": ", "{", "}", "[", "]", "? ", "&a ", "*a", "*b", "!!binary ", "!!python/object:x ", "!tag ",
             "|", ">", "---\n", "...\n", "%YAML 1.2\n", "<<: *a\n", "\t", "~", "null", ".nan", "1e400",
             "99999999999999999999", "-1", "0", "true", "[]", "{}", "''", "\"\\u0000\"", "\"\\ud800\"",
             "title: x\n", "chapters: []\n", "chapters: {summary: SUMMARY.md}\n", "toc: {depth: 99}\n",
             "split: 0\n", "split: 7\n", "layout: pre-paginated\n", "viewport: 0x0\n", "cover: /etc/passwd\n",
             "css: ../../../../etc/passwd\n", "templates: /\n", "language: \"\"\n", "date: 99999-99-99\n",
             "id: ../x\n", "file: ../book.yaml\n", "file: /dev/zero\n", "file: .\n", "file: chapters\n",
             "  - {file: x.md, toc: [{title: a, anchor: zz, children: [{title: b}]}]}\n",
             "page-progression: sideways\n", "file: a\n", "cover: .\n", "css: /\n", "templates: .\n", "- a\n",
             "- .\n", "- /\n", "- ''\n", "- chapters\n", "cover: images\n", "id: a\n", "id: ''\n", "remote: keep\n", "notes: endnotes\n"],
    "md": ["[x](", "](#", "](", "[^1]", "[^1]: note\n", "[^x]", "<div>", "</div>", "<p>", "</span>",
           "![a](../images/pigeon.png)", "![a](missing.png)", "![a](../../../../etc/passwd)", "![a](/etc/passwd)",
           "|a|b|\n|-|-|\n", "```\n", "~~~", "<!--", "-->", "&nbsp;", "&#0;", "&#x110000;", "&bogus;", "<svg>",
           "<math>", "---\ntitle: x\n---\n", "# H\n", "###### H\n", "> ", "- [ ] ", "1. ", "* ", "**", "_",
           "~~", "<script>alert(1)</script>", "<a name=\"x\">", "<img src=x onerror=y>", "<style>p{}</style>",
           "<link rel=\"stylesheet\" href=\"../../etc/passwd\">", "[l]: other.md#nope\n", "[l]",
           "<?php x ?>", "<![CDATA[", "]]>", "<o:p>", "<center>", "<table><td>", "https://example.invalid/x.png",
           "<video src=\"https://example.invalid/v.mp4\">", "[l](a)", "[l](.)", "[l](/)", "[l](..)", "[l](%)",
           "[l](#)", "[l](%zz)", "[l](a.md#)", "[l](pigeons.md#nope)", "[l](../book.yaml)", "![i](.)", "![i](..)",
           "![](/)", "![i](a)", "<img src=\"\">", "<a href=\"#\">", "[l](<>)", "[l](\\)", "[l](file:///etc/passwd)", "<meta name=\"viewport\" content=\"width=0\">"],
    "xhtml": ["<", ">", "&", "&amp;", "&nbsp;", "&bogus;", "&#0;", "&#xD800;", "<!DOCTYPE html>",
              "<!DOCTYPE x [<!ENTITY a \"aaaa\">]>", "]]>", "<![CDATA[x]]>", "xmlns=\"\"", " id=\"x\"", " id=\"\"",
              " href=\"#x\"", " href=\"../../../etc/passwd\"", " src=\"/etc/passwd\"", "<img src=\"x.png\"/>",
              "<div>", "</div>", "<p>", "</p>", "<body>", "</body>", "<html>", "</html>", "<?xml version=\"1.0\"?>",
              "<!--", "-->", "<svg xmlns=\"http://www.w3.org/2000/svg\">", "</svg>", "<h1>T</h1>", "<h2>",
              "<script>x</script>", "<a href=\"essay-2.xhtml#nope\">l</a>", "<a href=\"\">", "epub:type=\"x\"",
              "xml:lang=\"\"", "dir=\"sideways\"", "<title></title>", "<meta name=\"viewport\" content=\"w\"/>"],
    "css": ["{", "}", ";", ":", "url(", ")", "url(../../../../etc/passwd)", "url(/etc/passwd)", "url(\"",
            "url(data:image/png;base64,AAAA)", "url(https://example.invalid/f.woff)", "@import \"x.css\";",
            "@import url(../styles/guide.css);", "@font-face{font-family:x;src:url(f.ttf)}", "@media print{",
            "/*", "*/", "\\", "\"", "'", ":is(", ":root", "html", "body", "@charset \"x\";", "!important",
            "@namespace x url(y);", "@page{", "@supports(", "var(--x)", "--x:", "&", ">", "~", "+", "#", ".c"],
    "svg": ["<", ">", "&", "<g>", "</g>", "<use href=\"#x\"/>", "<use xlink:href=\"#a\"/>", " id=\"a\"",
            "<image href=\"../../../../etc/passwd\"/>", "<image href=\"https://example.invalid/x.png\"/>",
            "<foreignObject>", "<script>x</script>", " onload=\"x\"", " viewBox=\"0 0 -1 nan\"",
            "<!DOCTYPE svg [<!ENTITY a \"b\">]>", "<style>@import url(x.css);</style>", "fill=\"url(#nope)\"",
            "xmlns=\"\"", "xmlns:xlink=\"\"", "<?xml-stylesheet href=\"x.css\"?>", "<![CDATA[", "]]>", "<!--"],
}
TOKENS["xml"] = TOKENS["xhtml"]
NEST = {
    "yaml": [("[", "]"), ("{a: ", "}"), ("- ", "")],
    "md": [("> ", ""), ("<div>", "</div>"), ("*", "*"), ("[", "](x)"), ("<span>", "</span>"), ("  - ", "")],
    "xhtml": [("<div>", "</div>"), ("<span>", "</span>"), ("<ol><li>", "</li></ol>"), ("<b>", "</b>")],
    "css": [("a{", "}"), ("@media print{", "}"), (":is(", ")"), ("(", ")")],
    "svg": [("<g>", "</g>"), ("<svg>", "</svg>")],
}
NEST["xml"] = NEST["xhtml"]
BAD_UTF8 = [b"\xff", b"\xfe\xff", b"\xc3\x28", b"\xc0\xaf", b"\xed\xa0\x80", b"\xf4\x90\x80\x80", b"\xe2\x82",
            b"\x80", b"\xf8\x88\x80\x80\x80", b"\x00"]
TOKEN_RE = re.compile(rb"\s+|\w+|[^\w\s]")


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def mutate_text(rng, data, kind, depth_cap=100000):
    """One text-level mutation of bytes `data` for a file of kind yaml/md/xhtml/xml/css/svg."""
    toks = TOKEN_RE.findall(data) or [b" "]
    op = pick(rng, ["delete", "duplicate", "insert", "insert", "nest", "longline", "hugeattr", "unbalanced",
                    "random", "badutf8", "truncate", "dupline", "swaplines", "lineends"])
    i = rng.randrange(len(toks))
    n = rng.choice([1, 1, 2, 5, 20])
    if op == "delete":
        del toks[i:i + n]
    elif op == "duplicate":
        toks[i:i] = toks[i:i + n] * rng.choice([1, 2, 10, 300])
    elif op == "insert":
        vocab = TOKENS.get(kind, []) + COMMON_TOKENS
        toks.insert(i, "".join(pick(rng, vocab) for _ in range(rng.choice([1, 1, 2, 4]))).encode())
    elif op == "nest":
        o, c = pick(rng, NEST.get(kind, NEST["xhtml"]))
        d = min(depth_cap, pick(rng, DEPTHS))
        if kind in ("yaml", "md") and c == "" and o.strip() in ("-", ">"):
            # block nesting: one line per level, indented
            if o.strip() == "-":
                body = "".join("  " * k + "- \n" for k in range(min(d, 3000))) + "  " * min(d, 3000) + "- x\n"
            else:
                body = "> " * d + "x\n"
            toks.insert(i, ("\n" + body).encode())
        else:
            toks.insert(i, (o * d + "x" + c * d).encode())
    elif op == "longline":
        unit = pick(rng, [b"a", b"word ", b"[x](y) ", b"<b>x</b>", b"&amp;", b"\xc3\xa9", b"\\", b"*_"])
        toks.insert(i, unit * (rng.choice([10000, 100000, 1000000]) // len(unit)))
    elif op == "hugeattr":
        val = pick(rng, [b"a", b"&amp;", b"\xe2\x80\xae", b" ", b"#"]) * rng.choice([1000, 100000, 1000000])
        if kind == "yaml":
            toks.insert(i, b"\ndescription: \"" + val + b"\"\n")
        elif kind == "css":
            toks.insert(i, b"\na{content:\"" + val + b"\"}\n")
        else:
            toks.insert(i, b"<span title=\"" + val + b"\" id=\"" + val[:5000] + b"\">x</span>")
    elif op == "unbalanced":
        toks.insert(i, pick(rng, [b"(", b")", b"[", b"]", b"{", b"}", b"<", b">", b"\"", b"'", b"`", b"<!--",
                                  b"/*", b"<![CDATA["]) * rng.choice([1, 1, 3, 1000]))
    elif op == "random":
        toks.insert(i, bytes(rng.randrange(256) for _ in range(rng.choice([1, 4, 64, 1024]))))
    elif op == "badutf8":
        toks.insert(i, pick(rng, BAD_UTF8))
    elif op == "truncate":
        toks = toks[:i]
    elif op == "dupline" or op == "swaplines" or op == "lineends":
        lines = data.split(b"\n")
        j = rng.randrange(len(lines))
        if op == "dupline":
            lines[j:j] = [lines[j]] * rng.choice([2, 10, 1000, 10000])
        elif op == "swaplines":
            k = rng.randrange(len(lines))
            lines[j], lines[k] = lines[k], lines[j]
        else:
            return (b"\r\n" if rng.random() < 0.5 else b"\r").join(lines), op
        return b"\n".join(lines), op
    return b"".join(toks), op


# ---------------------------------------------------------------- structural XML mutations

ELEM_RE = re.compile(rb"<([A-Za-z][\w:.-]*)\b[^<>]*?(?:/>|>(?:(?!<\1\b).)*?</\1\s*>)", re.S)
ATTR_RE = re.compile(rb"\s([\w:.-]+)\s*=\s*(\"[^\"]*\"|'[^']*')")


def odd_paths(rng, ctx):
    base = pick(rng, ["x.xhtml", "a", "b.css", "i.png", "n.ncx", "c.opf"])
    return pick(rng, [
        "a", "x", ".", "..", "/", "", " ", "\\", "../" + base, "../../" + base, "../../../../../../" + base,
        "/" + base, ctx["abs"] + "-" + base, "C:/" + base, "C:\\" + base, "a\\..\\..\\" + base,
        "./" + base, "x/./y/../" + base, "//" + base, base + "/", "%2e%2e/" + base, "%2F" + base,
        "a%00b", "a\nb", "\u0301" + base, "caf\u00e9.xhtml", "cafe\u0301.xhtml", "A" * 300, "d/" * 200 + base,
        ("x" * 255 + "/") * 3 + base, "#frag", "?q", "mimetype", "META-INF", "META-INF/container.xml",
        "file:///etc/passwd", "http://example.invalid/" + base, "data:text/html,x", "..\\" + base, "\u202e" + base,
    ])


def odd_value(rng, ctx):
    return pick(rng, [
        lambda: odd_paths(rng, ctx),
        lambda: "",
        lambda: "A" * rng.choice([1000, 100000, 1000000]),
        lambda: "&amp;" * 1000,
        lambda: "&#0;",
        lambda: "&bogus;",
        lambda: "-1",
        lambda: "99999999999999999999",
        lambda: "no",
        lambda: "rtl",
        lambda: "#" + "x" * 10,
        lambda: "nav cover-image scripted svg",
        lambda: "application/xhtml+xml",
        lambda: "image/svg+xml",
        lambda: "\u0000",
    ])()


def xml_mutation(rng, data, ctx):
    op = pick(rng, ["dup", "dup", "remove", "remove", "nest", "attr", "attr", "href", "href", "dropattr", "dupattr", "rename",
                    "unclose", "swap", "text", "text", "entity", "encoding"])
    # the element regex is slow on big or deeply nested documents: mutate those as text
    elems = list(ELEM_RE.finditer(data)) if len(data) < 300000 and op not in ("text", "entity", "encoding") else []
    if not elems and op not in ("text", "entity", "encoding"):
        op = "text"
    if op == "text":
        return mutate_text(rng, data, "xml")[0], "xml-text"
    if op == "entity":
        doctype = pick(rng, [b"<!DOCTYPE x [<!ENTITY a \"" + b"z" * 10 + b"\">]>",
                             b"<!DOCTYPE x SYSTEM \"file:///etc/passwd\">",
                             b"<!DOCTYPE x [<!ENTITY % p SYSTEM \"http://example.invalid/\"> %p;]>",
                             b"<!DOCTYPE html>", b"<!DOCTYPE html PUBLIC \"-//W3C//DTD XHTML 1.1//EN\" "
                                                 b"\"http://www.w3.org/TR/xhtml11/DTD/xhtml11.dtd\">"])
        m = re.search(rb"<[A-Za-z]", data)
        at = m.start() if m else 0
        return data[:at] + doctype + data[at:], "xml-doctype"
    if op == "encoding":
        choice = rng.randrange(4)
        if choice == 0:
            return b"\xef\xbb\xbf" + data, "xml-bom"
        if choice == 1:
            return data.replace(b"UTF-8", b"UTF-16").replace(b"utf-8", b"ISO-8859-1"), "xml-encoding-decl"
        if choice == 2:
            return data.decode("utf-8", "replace").encode("utf-16"), "xml-utf16"
        return data + pick(rng, BAD_UTF8), "xml-badutf8"
    m = pick(rng, elems)
    s, e = m.span()
    el = data[s:e]
    tag = m.group(1)
    if op == "dup":
        k = pick(rng, COUNTS)
        return data[:s] + el * k + data[e:], "xml-dup-%s" % tag.decode(errors="replace")
    if op == "remove":
        return data[:s] + data[e:], "xml-remove"
    if op == "nest":
        d = pick(rng, DEPTHS)
        if el.endswith(b"/>"):
            inner = el
            wrap_o, wrap_c = b"<" + tag + b">", b"</" + tag + b">"
        else:
            gt = el.index(b">") + 1
            wrap_o, wrap_c = el[:gt], el[el.rindex(b"</"):]
            inner = el[gt:el.rindex(b"</")]
        return data[:s] + wrap_o * d + inner + wrap_c * d + data[e:], "xml-nest"
    if op == "href":
        refs = [a for a in ATTR_RE.finditer(data) if a.group(1).lower().split(b":")[-1] in
                (b"href", b"src", b"full-path", b"idref", b"refines", b"unique-identifier", b"toc", b"id", b"uri")]
        if refs:
            a = pick(rng, refs)
            val = odd_paths(rng, ctx) if rng.random() < 0.8 else odd_value(rng, ctx)
            val = val.encode("utf-8", "surrogateescape").replace(b"\"", b"&quot;")
            return data[:a.start(2)] + b"\"" + val + b"\"" + data[a.end(2):], "xml-href-%s" % a.group(1).decode(errors="replace")
        op = "attr"
    if op in ("attr", "dropattr", "dupattr"):
        attrs = list(ATTR_RE.finditer(el))
        if not attrs:
            return data[:s] + el * 2 + data[e:], "xml-dup"
        a = pick(rng, attrs)
        if op == "attr":
            val = odd_value(rng, ctx).encode("utf-8", "surrogateescape").replace(b"\"", b"&quot;")
            el2 = el[:a.start(2)] + b"\"" + val + b"\"" + el[a.end(2):]
            return data[:s] + el2 + data[e:], "xml-attr-%s" % a.group(1).decode(errors="replace")
        if op == "dropattr":
            return data[:s] + el[:a.start()] + el[a.end():] + data[e:], "xml-dropattr"
        return data[:s] + el[:a.end()] + el[a.start():a.end()] + el[a.end():] + data[e:], "xml-dupattr"
    if op == "rename":
        new = pick(rng, [b"x", b"html", b"item", b"itemref", b"a", b"nav", b"ol", b"li", b"opf:item", b"dc:title",
                         b"rootfile", b"navPoint", b"content"])
        el2 = re.sub(rb"^<" + re.escape(tag), b"<" + new, el)
        el2 = re.sub(rb"</" + re.escape(tag) + rb"(\s*>)$", b"</" + new + rb"\1", el2)
        return data[:s] + el2 + data[e:], "xml-rename"
    if op == "unclose":
        if el.endswith(b"/>"):
            return data[:s] + el[:-2] + b">" + data[e:], "xml-unclose"
        return data[:s] + el[:el.rindex(b"</")] + data[e:], "xml-unclose"
    # swap two elements
    m2 = pick(rng, elems)
    if m2.start() >= e:
        return data[:s] + data[m2.start():m2.end()] + data[e:m2.start()] + el + data[m2.end():], "xml-swap"
    return data[:s] + el * 2 + data[e:], "xml-dup"


# ---------------------------------------------------------------- EPUB mutations

def find_opf(entries):
    cont = next((e for e in entries if e["name"] == "META-INF/container.xml"), None)
    if cont:
        m = re.search(rb"full-path\s*=\s*[\"']([^\"']+)", cont["data"])
        if m:
            name = m.group(1).decode("utf-8", "replace")
            opf = next((e for e in entries if e["name"] == name), None)
            if opf:
                return opf
    return next((e for e in entries if e["name"].endswith(".opf")), None)


def in_spine(opf, name):
    """Whether container path `name` is a spine document of `opf` (hrefs taken literally)."""
    if opf is None:
        return False
    odir = opf["name"].rsplit("/", 1)[0] + "/" if "/" in opf["name"] else ""
    if not name.startswith(odir):
        return False
    href = name[len(odir):].encode("utf-8", "surrogateescape")
    m = re.search(rb"<(?:\w+:)?item\b[^>]*\bhref=\"" + re.escape(href) + rb"\"[^>]*>", opf["data"])
    ident = m and re.search(rb"\bid=\"([^\"]*)\"", m.group(0))
    return bool(ident) and re.search(rb"idref=\"" + re.escape(ident.group(1)) + rb"\"", opf["data"]) is not None


def kind_of(name):
    n = name.lower()
    if n.endswith((".opf", ".ncx", ".xml", ".xhtml", ".html", ".htm", ".smil")):
        return "xml"
    if n.endswith(".svg"):
        return "svg"
    if n.endswith(".css"):
        return "css"
    return None


def mutate_epub(rng, seed_entries, ctx):
    """Returns (bytes, description, damaged). `damaged` is set when the only change is a
    wrong central-directory CRC on a non-empty entry: "read" when that entry is the
    container, the package or a spine document (every unpack mode reads it and must
    refuse the book), else "stored" (only --raw, which copies every entry, must refuse)."""
    entries = [dict(e) for e in seed_entries]
    ops = []
    damaged = []
    opf = find_opf(entries)
    for _ in range(rng.choice([1, 1, 1, 2, 3])):
        op = pick(rng, ["xml", "xml", "xml", "opf", "opf", "spine", "rename", "rename", "zipfield", "zipfield",
                        "dupentry", "symlink", "bomb", "text", "manyentries", "dirs"])
        if op in ("xml", "text"):
            cands = [e for e in entries if kind_of(e["name"])] or entries
            # favour the package, container and navigation documents
            pref = [e for e in cands if e["name"].endswith((".opf", "container.xml", ".ncx")) or "nav" in e["name"]]
            e = pick(rng, pref) if pref and rng.random() < 0.5 else pick(rng, cands)
            if op == "xml":
                e["data"], what = xml_mutation(rng, e["data"], ctx)
            else:
                e["data"], what = mutate_text(rng, e["data"], kind_of(e["name"]) or "xml")
            ops.append("%s:%s" % (what, e["name"]))
        elif op == "opf" and opf is not None:
            opf["data"], what = xml_mutation(rng, opf["data"], ctx)
            ops.append("opf-" + what)
        elif op == "spine" and opf is not None:
            refs = list(re.finditer(rb"<(?:\w+:)?itemref\b[^>]*>", opf["data"]))
            if refs:
                r = pick(rng, refs)
                what = rng.randrange(4)
                if what == 0:
                    k = rng.choice([2, 2, 10, 100, 3000])
                    opf["data"] = opf["data"][:r.end()] + r.group(0) * k + opf["data"][r.end():]
                    ops.append("spine-repeat-%d" % k)
                elif what == 1:
                    opf["data"] = opf["data"][:r.start()] + re.sub(rb"idref=\"[^\"]*\"", b"idref=\"nope\"", r.group(0)) + opf["data"][r.end():]
                    ops.append("spine-missing-idref")
                elif what == 2:
                    opf["data"] = re.sub(rb"<(?:\w+:)?itemref\b[^>]*>", b"", opf["data"])
                    ops.append("spine-empty")
                else:
                    ids = re.findall(rb"<(?:\w+:)?item\b[^>]*\bid=\"([^\"]*)\"", opf["data"])
                    if ids:
                        opf["data"] = opf["data"][:r.end()] + b"<itemref idref=\"" + pick(rng, ids) + b"\"/>" + opf["data"][r.end():]
                    ops.append("spine-nondoc-item")
        elif op == "rename" and len(entries) > 1:
            e = pick(rng, entries[1:])
            old = e["name"]
            if not old:
                continue  # an earlier rename may have left an empty name: nothing refers to it
            new = odd_paths(rng, ctx)
            if rng.random() < 0.6:
                # keep the references pointing at it, so that the reader follows the odd name
                olddir = old.rsplit("/", 1)[0] + "/" if "/" in old else ""
                newname = olddir + new if not new.startswith("/") and rng.random() < 0.7 else new
                for other in entries:
                    if kind_of(other["name"]) != "xml" or other is e:
                        continue
                    odir = other["name"].rsplit("/", 1)[0] + "/" if "/" in other["name"] else ""
                    if other["name"] == "META-INF/container.xml":
                        odir = ""  # full-path is relative to the container's root
                    ref_old = old[len(odir):] if old.startswith(odir) else os.path.relpath(old, odir or ".")
                    ref_new = newname[len(odir):] if odir and newname.startswith(odir) else (
                        newname if newname.startswith("/") or not odir else "../" * odir.count("/") + newname)
                    for q in (b"\"", b"'"):
                        other["data"] = other["data"].replace(
                            q + ref_old.encode() + q, q + ref_new.encode("utf-8", "surrogateescape") + q).replace(
                            q + ref_old.encode() + b"#", q + ref_new.encode("utf-8", "surrogateescape") + b"#")
                e["name"] = newname
            else:
                e["name"] = new
            ops.append("rename:%r->%r" % (old, e["name"][:80]))
        elif op == "zipfield":
            e = pick(rng, entries)
            what = pick(rng, ["badcrc", "badcrc", "badcrc", "badcrc-local", "method99", "stored-as-deflated", "encrypted", "usize-big",
                              "usize-small", "csize-big", "localname", "mimetype-deflated", "no-mimetype",
                              "mimetype-last", "dirattr"])
            if what == "badcrc":
                e["crc"] = (zlib.crc32(e["data"]) ^ 0x1) & 0xFFFFFFFF
                if e["data"] and not e["name"].endswith("/"):
                    damaged.append(("read" if e is opf or e["name"] == "META-INF/container.xml"
                                    or in_spine(opf, e["name"]) else "stored", e["name"]))
            elif what == "badcrc-local":
                e["local_crc"] = 0xDEADBEEF
            elif what == "method99":
                e["method"] = 99
            elif what == "stored-as-deflated":
                e["raw"] = e["data"]
                e["method"] = 8
            elif what == "encrypted":
                e["flags"] = 0x1
            elif what == "usize-big":
                e["usize"] = 0xFFFFFFF0
            elif what == "usize-small":
                e["usize"] = max(0, len(e["data"]) // 3)
            elif what == "csize-big":
                e["csize"] = 0x7FFFFFFF
            elif what == "localname":
                e["local_name"] = "../../evil-local"
            elif what == "mimetype-deflated":
                entries[0]["method"] = 8
            elif what == "no-mimetype":
                entries = [x for x in entries if x["name"] != "mimetype"] or entries
            elif what == "mimetype-last":
                entries = entries[1:] + entries[:1]
            elif what == "dirattr":
                e["ext_attr"] = (0o40755 << 16) | 0x10
            ops.append("zip-%s:%s" % (what, e["name"]))
        elif op == "dupentry":
            e = pick(rng, entries)
            what = rng.randrange(4)
            if what == 0:
                entries.append({"name": e["name"], "data": b"<x/>", "method": 8})
            elif what == 1:
                entries.append({"name": e["name"].upper(), "data": e["data"], "method": 8})
            elif what == 2:
                entries.append({"name": e["name"] + "/child.xhtml", "data": b"<x/>", "method": 8})
            else:
                entries.append({"name": e["name"].rsplit("/", 1)[0] + "/", "data": b"", "method": 0})
            ops.append("dupentry-%d:%s" % (what, e["name"]))
        elif op == "symlink":
            target = pick(rng, ["/etc/passwd", "../../../../etc", ctx["abs"] + "-link", "..", "."])
            name = pick(rng, [e["name"] for e in entries[1:]] or ["x"]) if rng.random() < 0.5 else "EPUB/link"
            entries = [x for x in entries if x["name"] != name]
            entries.append({"name": name, "data": target.encode(), "method": 0, "ext_attr": (0o120777 << 16)})
            # and a file written through it
            if rng.random() < 0.5:
                entries.append({"name": name + "/through.txt", "data": b"x", "method": 0})
            ops.append("symlink:%s->%s" % (name, target))
        elif op == "bomb":
            size = rng.choice([1 << 20, 16 << 20, 64 << 20])
            if size not in ctx["bombs"]:
                zeros = b"\0" * size
                ctx["bombs"][size] = (deflate(zeros, 9), zlib.crc32(zeros) & 0xFFFFFFFF)
            raw, crc = ctx["bombs"][size]
            e = pick(rng, entries)
            e.update({"data": b"", "raw": raw, "method": 8, "usize": rng.choice([size, 10, 0]), "crc": crc})
            ops.append("bomb-%dMiB:%s" % (size >> 20, e["name"]))
        elif op == "manyentries":
            k = rng.choice([300, 3000, 20001])
            entries.extend({"name": "EPUB/f%d" % j, "data": b"", "method": 0} for j in range(k))
            ops.append("manyentries-%d" % k)
        elif op == "dirs":
            d = rng.choice([50, 200, 1000])
            entries.append({"name": "d/" * d + "x.xhtml", "data": b"<x/>", "method": 0})
            ops.append("deepdir-%d" % d)
    data = write_zip(entries, comment=b"" if rng.random() < 0.9 else b"PK\x05\x06" + bytes(30))
    # byte-level mutations on the container
    if rng.random() < 0.25:
        data = bytearray(data)
        what = rng.randrange(4)
        if what == 0:
            for _ in range(rng.choice([1, 4, 32])):
                data[rng.randrange(len(data))] ^= 1 << rng.randrange(8)
            ops.append("bitflip")
        elif what == 1:
            data = data[:rng.randrange(len(data))]
            ops.append("truncate")
        elif what == 2:
            at = rng.randrange(len(data))
            data[at:at] = bytes(rng.randrange(256) for _ in range(rng.choice([1, 16, 512])))
            ops.append("insertbytes")
        else:
            at = rng.randrange(len(data))
            n = rng.choice([4, 64, 4096])
            data[at:at + n] = bytes(min(n, len(data) - at))
            ops.append("zerorange")
        data = bytes(data)
    return data, "; ".join(ops) or "none", (damaged[0][0] if len(ops) == 1 and damaged else None)


# ---------------------------------------------------------------- running and judging

def walk(root, skip):
    """{relative path: (is_dir, size, mtime_ns)} below root, not descending into `skip` (absolute)."""
    result = {}
    stack = [root]
    while stack:
        d = stack.pop()
        try:
            it = list(os.scandir(d))
        except OSError:
            continue
        for ent in it:
            rel = os.path.relpath(ent.path, root)
            try:
                st = ent.stat(follow_symlinks=False)
            except OSError:
                continue
            isdir = stat.S_ISDIR(st.st_mode)
            result[rel] = (isdir, st.st_size if not isdir else 0, st.st_mtime_ns if not isdir else 0)
            if isdir and ent.path not in skip:
                stack.append(ent.path)
    return result


def limits():
    resource.setrlimit(resource.RLIMIT_FSIZE, (FSIZE_LIMIT, FSIZE_LIMIT))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))


def run_cmd(cmd, cwd, env, timeout):
    start = time.monotonic()
    p = subprocess.Popen(cmd, cwd=cwd, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, start_new_session=True, preexec_fn=limits)
    try:
        out, err = p.communicate(timeout=timeout)
        return p.returncode, out, err, time.monotonic() - start, False
    except subprocess.TimeoutExpired:
        for sig in (signal.SIGTERM, signal.SIGKILL):
            try:
                os.killpg(p.pid, sig)
            except ProcessLookupError:
                pass
            try:
                out, err = p.communicate(timeout=2)
                break
            except subprocess.TimeoutExpired:
                out, err = b"", b""
        return p.returncode, out, err, time.monotonic() - start, True


def remove_tree(path):
    """rm -rf: shutil.rmtree recurses and fails on the very deep folders some cases make."""
    if os.path.lexists(path):
        subprocess.run(["rm", "-rf", "--", str(path)], check=False)


def signal_of(rc):
    if rc is None:
        return None
    if rc < 0:
        return -rc
    if rc >= 128:
        return rc - 128
    return None


def first_line(err, case_dir):
    text = err.decode("utf-8", "replace").replace(str(case_dir), "<case>")
    lines = [l.strip() for l in text.splitlines() if l.strip()]
    crash = [l for l in lines if re.search(r"Fatal error|fatal error|runtime failure|Precondition|Assertion|"
                                           r"Segmentation|Illegal instruction|Aborted|overflow|Crash", l)]
    errors = [l for l in lines if ": error:" in l or l.lower().startswith("error")]
    return (crash or errors or lines or [""])[0]


def normalise(line):
    line = re.sub(r"^\S*?:(\d+:)?(\d+:)? ?(?=(error|warning|note):)", "", line)  # drop the path:line:col
    line = re.sub(r"'[^']*'|\"[^\"]*\"|‘[^’]*’|“[^”]*”", "'…'", line)
    line = re.sub(r"\d+", "N", line)
    line = re.sub(r"\s+", " ", line).strip()
    return line[:160]


def judge(entry, rc, out, err, timed_out, new, changed, target, rel_target, extra_out):
    """Returns a list of (kind, detail)."""
    findings = []
    if timed_out:
        return [("hang", "timeout")]
    sig = signal_of(rc)
    if sig == signal.SIGXFSZ:
        return [("huge-output", "an output file exceeded %d MiB (SIGXFSZ)" % (FSIZE_LIMIT >> 20))]
    if sig is not None:
        findings.append(("crash", "signal %d" % sig))
    elif rc not in (0, 1):
        findings.append(("bad-exit", "exit %d" % rc))
    if sig is not None:
        return findings  # a crash says it all
    if rc != 0 and not err.strip():
        findings.append(("silent-fail", "non-zero exit with empty stderr"))
    partial = sorted(p for p in new if PARTIAL_RE.match(os.path.basename(p)))
    if partial:
        findings.append(("partial-left", "left behind: " + ", ".join(partial[:3])))
    allowed = set()
    if rel_target and rc == 0:
        parts = rel_target.split("/")
        allowed = {"/".join(parts[:k]) for k in range(1, len(parts) + 1)} | set(extra_out)
    outside = sorted(p for p in new if p not in allowed and not PARTIAL_RE.match(os.path.basename(p)))
    if rc != 0 and target and any(p == rel_target or rel_target.startswith(p + "/") for p in outside):
        findings.append(("partial-output", "failure left output at the target: " +
                         ", ".join(p for p in outside if p == rel_target or rel_target.startswith(p + "/"))))
        outside = [p for p in outside if not (p == rel_target or rel_target.startswith(p + "/"))]
    if outside or changed:
        findings.append(("wrote-outside", "new/changed entries: " + ", ".join((outside + changed)[:4])))
    if rc == 1 and entry == "info-json" and out.strip():
        findings.append(("output-on-failure", "info --json printed to stdout for an unreadable book"))
    if rc == 0:
        missing = None
        if entry in ("info", "info-json") and not out.strip():
            missing = "empty stdout"
        elif entry == "info-json":
            try:
                obj = json.loads(out)
                if not isinstance(obj, dict) or "file" not in obj:
                    missing = "stdout is not one JSON object with a file key"
            except ValueError as exc:
                missing = "stdout is not JSON: %s" % exc
        elif entry in ("unpack", "unpack-raw"):
            if not os.path.isdir(target) or not os.listdir(target):
                missing = "target folder missing or empty"
            elif entry == "unpack" and not any(n.endswith(".yaml") for n in os.listdir(target)):
                missing = "project has no book.yaml"
        elif entry == "unpack-html":
            if not os.path.isfile(target) or os.path.getsize(target) == 0:
                missing = "html file missing or empty"
        elif entry == "build":
            if not os.path.isfile(target):
                missing = "epub missing"
            else:
                try:
                    with zipfile.ZipFile(target) as z:
                        names = z.namelist()
                        bad = z.testzip()
                    if not names or names[0] != "mimetype":
                        missing = "epub does not start with mimetype"
                    elif bad:
                        missing = "epub entry %s is damaged" % bad
                except Exception as exc:  # noqa: BLE001
                    missing = "epub is not a valid zip: %s" % exc
        if missing:
            findings.append(("output-missing", missing))
    return findings


class Fuzzer:
    def __init__(self, args):
        self.args = args
        self.binary = str(Path(args.binary).resolve())
        self.work = Path(tempfile.mkdtemp(prefix="epubfuzz-"))
        self.runroot = self.work / "runs"
        self.runroot.mkdir()
        self.out = Path(args.out) if args.out else self.work / "findings"
        self.out.mkdir(parents=True, exist_ok=True)
        self.templates = self.work / "Templates"
        shutil.copytree(REPO / "Templates", self.templates)
        self.ctx = {"abs": str(self.runroot / "ESCAPED"), "bombs": {}}
        self.findings = {}  # key -> record
        self.cases = {e: 0 for e in ENTRIES}
        self.time_used = {e: 0.0 for e in ENTRIES}
        self.failing_cases = 0
        self.occurrences = {}
        self.outcomes = {e: {} for e in ENTRIES}  # entry -> {exit status: count}

    # -- seeds
    def prepare(self):
        seeds = []
        for d in sorted(FIXTURES.iterdir()) if FIXTURES.is_dir() else []:
            if (d / "mimetype").is_file():
                seeds.append(("fixture:" + d.name, dir_entries(d)))
        self.books = []
        for d in sorted(EXAMPLES.iterdir()) if EXAMPLES.is_dir() else []:
            if not (d / "book.yaml").is_file():
                continue
            book = self.work / "books" / d.name
            shutil.copytree(d, book)
            self.add_svg(book)
            epub = self.work / "seeds" / (d.name + ".epub")
            rc, _, err, _, _ = run_cmd(self.build_cmd(book / "book.yaml", epub), str(self.work), self.env(self.work), 60)
            if rc == 0:
                seeds.append(("example:" + d.name, read_epub(epub)))
                self.books.append(book)
            else:
                print("warning: example %s does not build: %s" % (d.name, err.decode(errors="replace")[:300]), file=sys.stderr)
        if CORPUS.is_dir():
            small = sorted((p.stat().st_size, p.name) for p in CORPUS.glob("*.epub") if p.stat().st_size <= self.args.corpus_max_bytes)
            for _, name in small[:self.args.corpus_count]:
                try:
                    seeds.append(("corpus:" + name, read_epub(CORPUS / name)))
                except Exception as exc:  # noqa: BLE001
                    print("warning: corpus %s unreadable: %s" % (name, exc), file=sys.stderr)
        self.seeds = seeds
        print("seeds: %d EPUBs (%s); %d books" % (len(seeds), ", ".join(s[0] for s in seeds), len(self.books)))

    @staticmethod
    def add_svg(book):
        """The examples have no SVG; give field-guide one so that SVG sources get fuzzed too."""
        md = book / "chapters" / "pigeons.md"
        if md.is_file():
            (book / "images" / "figure.svg").write_text(
                '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
                'width="40" height="20" viewBox="0 0 40 20">\n  <title>Figure</title>\n'
                '  <defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>\n'
                '  <g id="a"><rect width="40" height="20" fill="url(#g)"/><circle cx="10" cy="10" r="5"/></g>\n'
                '  <use xlink:href="#a" x="20"/>\n  <text x="2" y="18">fig</text>\n</svg>\n')
            with open(md, "a") as f:
                f.write("\n![A figure](../images/figure.svg)\n")

    def env(self, case_dir):
        env = {k: v for k, v in os.environ.items() if k not in ("SOURCE_DATE_EPOCH", "EPUBBUILD_TEMPLATES")}
        env["HOME"] = str(case_dir / "home")
        env["TMPDIR"] = str(case_dir / "tmp")
        return env

    def build_cmd(self, yaml, out):
        return [self.binary, "build", str(yaml), "-o", str(out), "--default-templates", str(self.templates)]

    # -- one case
    def make_case(self, entry, j, case_dir):
        """Writes the input under case_dir; returns (cmd, target, extra outputs, description, input paths)."""
        rng = random.Random("%s:%s:%d" % (self.args.seed, entry, j))
        target_dir = case_dir / "t" / "u"
        if entry == "build":
            src = pick(rng, self.books)
            book = case_dir / "book"
            shutil.copytree(src, book)
            files = [p for p in sorted(book.rglob("*")) if p.suffix in (".yaml", ".md", ".xhtml", ".css", ".svg")]
            by_kind = {}
            for p in files:
                by_kind.setdefault(p.suffix, []).append(p)
            victim = pick(rng, by_kind[pick(rng, sorted(by_kind))])
            kind = {".yaml": "yaml", ".md": "md", ".xhtml": "xhtml", ".css": "css", ".svg": "svg"}[victim.suffix]
            data = victim.read_bytes()
            ops = []
            for _ in range(rng.choice([1, 1, 2, 3])):
                data, op = mutate_text(rng, data, kind)
                ops.append(op)
            victim.write_bytes(data)
            target = target_dir / "book.epub"
            cmd = self.build_cmd(book / "book.yaml", target)
            if rng.random() < 0.2:
                cmd.append("--lenient")
            desc = "%s: %s %s" % (src.name, victim.relative_to(book), "+".join(ops))
            return cmd, target, [], desc, [book]
        seed_name, entries = pick(rng, self.seeds)
        data, ops, damaged = mutate_epub(rng, entries, self.ctx)
        self.expect_refusal = damaged == "read" and entry.startswith("unpack") or damaged and entry == "unpack-raw"
        epub = case_dir / "in.epub"
        epub.write_bytes(data)
        desc = "%s: %s" % (seed_name, ops)
        if entry == "info":
            return [self.binary, "info", str(epub)], None, [], desc, [epub]
        if entry == "info-json":
            return [self.binary, "info", "--json", str(epub)], None, [], desc, [epub]
        if entry == "unpack":
            return [self.binary, "unpack", str(epub), "-o", str(target_dir / "proj")], target_dir / "proj", [], desc, [epub]
        if entry == "unpack-raw":
            return [self.binary, "unpack", str(epub), "--raw", "-o", str(target_dir / "raw")], target_dir / "raw", [], desc, [epub]
        html = target_dir / "page.html"
        form = [str(html)] if rng.random() < 0.5 else ["-o", str(html)]
        extra = []
        if rng.random() < 0.2:
            form.append("--no-embed")
            extra = ["t/u/page_files"]
        if rng.random() < 0.1:
            form.append(pick(rng, ["--scripts", "--drop-nonlinear"]))
        return [self.binary, "unpack", str(epub), "--html"] + form, html, extra, desc, [epub]

    def run_case(self, entry, j, deadline):
        case_dir = self.runroot / ("%s-%d" % (entry, j))
        case_dir.mkdir()
        (case_dir / "home").mkdir()
        (case_dir / "tmp").mkdir()
        self.expect_refusal = False
        cmd, target, extra, desc, inputs = self.make_case(entry, j, case_dir)
        before_root = set(os.listdir(self.runroot))
        before = walk(str(case_dir), set())
        timeout = min(self.args.timeout, max(0.5, deadline - time.monotonic()))
        rc, out, err, took, timed_out = run_cmd(cmd, str(case_dir), self.env(case_dir), timeout)
        if timed_out and timeout < self.args.timeout:
            remove_tree(case_dir)
            return None  # stopped by the overall deadline, not a hang
        skip = ({str(target)} if target else set()) | {str(case_dir / x) for x in extra}
        after = walk(str(case_dir), skip)
        new = sorted(p for p in after if p not in before)
        changed = sorted(p for p in before if p in after and after[p] != before[p] and not before[p][0])
        changed += sorted("removed " + p for p in before if p not in after)
        rel_target = os.path.relpath(str(target), str(case_dir)) if target else None
        new_root = sorted(set(os.listdir(self.runroot)) - before_root)
        outcome = "timeout" if timed_out else str(rc)
        self.outcomes[entry][outcome] = self.outcomes[entry].get(outcome, 0) + 1
        if self.args.verbose:
            print("%s:%d exit=%s %.2fs %s" % (entry, j, outcome, took, desc[:200]), flush=True)
        found = judge(entry, rc, out, err, timed_out, new, changed, str(target) if target else None, rel_target, extra)
        if self.expect_refusal and rc == 0 and not timed_out:
            found.append(("accepted-damaged", "exit 0 on a book with a bad-CRC entry it must read"))
        if new_root:
            found.append(("wrote-outside", "new entries beside the case folder: " + ", ".join(new_root[:4])))
        for name in new_root:
            remove_tree(self.runroot / name)
        if found:
            self.failing_cases += 1
            for kind, detail in found:
                self.record(entry, j, kind, detail, rc, err, out, took, cmd, case_dir, desc, inputs)
        remove_tree(case_dir)
        return took

    def record(self, entry, j, kind, detail, rc, err, out, took, cmd, case_dir, desc, inputs):
        line = first_line(err, case_dir)
        if kind == "hang":
            sig = "timeout: " + re.sub(r"\d+", "N", re.sub(r"[:;].*", "", desc.split(": ", 1)[-1]))[:60]
        elif kind == "crash":
            sig = detail + ": " + normalise(line)
        else:
            sig = normalise(line) or detail
        key = (entry, kind, sig)
        self.occurrences[key] = self.occurrences.get(key, 0) + 1
        if key in self.findings:
            return
        n = len(self.findings) + 1
        folder = self.out / ("%03d-%s-%s" % (n, entry, kind))
        remove_tree(folder)
        folder.mkdir(parents=True)
        for p in inputs:
            if p.is_dir():
                shutil.copytree(p, folder / p.name, symlinks=True)
            else:
                shutil.copy2(p, folder / p.name)
        shown = [c.replace(str(case_dir) + "/", "") for c in cmd]
        shown[0] = "epubbuild"
        (folder / "stderr.txt").write_bytes(err[:200000])
        (folder / "stdout.txt").write_bytes(out[:20000])
        rec = {"entry": entry, "case": j, "kind": kind, "detail": detail, "exit": rc, "seconds": round(took, 2),
               "first_stderr_line": line[:300], "signature": sig, "mutation": desc[:2000],
               "command": " ".join(shown), "replay": "python3 fuzz/run.py --binary BIN --seed %s --case %s:%d"
               % (self.args.seed, entry, j)}
        (folder / "finding.json").write_text(json.dumps(rec, indent=2, ensure_ascii=False) + "\n")
        self.findings[key] = rec
        print("FINDING %s %s [%s] exit=%s %.1fs: %s\n    %s\n    %s" % (entry, kind, detail, rc, took, line[:200], desc[:300], folder),
              flush=True)

    # -- main loop
    def run(self):
        start = time.monotonic()
        deadline = start + self.args.seconds
        self.prepare()
        if self.args.case:
            entry, j = self.args.case.split(":")
            self.run_case(entry, int(j), time.monotonic() + self.args.timeout + 5)
            self.cases[entry] += 1
            return self.report()
        entries = [e for e in ENTRIES if not self.args.only or e in self.args.only.split(",")]
        if not self.books:
            entries = [e for e in entries if e != "build"]
        if not self.seeds:
            entries = [e for e in entries if e == "build"]
        share = max(0.0, deadline - time.monotonic()) / max(1, len(entries))
        active = list(entries)
        while active and time.monotonic() < deadline - 0.5:
            for entry in list(active):
                if time.monotonic() >= deadline - 0.5:
                    break
                if self.time_used[entry] >= share:
                    active.remove(entry)
                    continue
                t0 = time.monotonic()
                j = self.cases[entry]
                if self.run_case(entry, j, deadline) is not None:
                    self.cases[entry] += 1
                self.time_used[entry] += time.monotonic() - t0
            # an entry point that finishes early leaves its share to the others
            if active:
                share = max(share, (max(0.0, deadline - time.monotonic()) + sum(self.time_used[e] for e in active)) / len(active))
        return self.report()

    def report(self):
        print("\n== epubbuild fuzz summary (seed %s) ==" % self.args.seed)
        for e in ENTRIES:
            print("  %-12s %6d cases  %6.1fs  exit statuses: %s" % (
                e, self.cases[e], self.time_used[e],
                ", ".join("%s×%d" % kv for kv in sorted(self.outcomes[e].items())) or "-"))
        kinds = {}
        for (entry, kind, sig), rec in self.findings.items():
            kinds[kind] = kinds.get(kind, 0) + 1
        print("findings per kind: " + (", ".join("%s %d" % kv for kv in sorted(kinds.items())) or "none"))
        for key, rec in self.findings.items():
            print("  [%s] %s exit=%s x%d: %s" % (rec["entry"], rec["kind"], rec["exit"], self.occurrences[key],
                                                 rec["signature"][:150]))
        total = sum(self.cases.values())
        print("findings saved under %s" % self.out)
        print("%d passed, %d failed" % (total - self.failing_cases, len(self.findings)))
        if not self.args.keep:
            if self.args.out:
                remove_tree(self.work)
            else:
                for name in ("runs", "books", "seeds", "Templates"):
                    remove_tree(self.work / name)
        return 1 if self.findings else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--binary", required=True, help="the epubbuild executable")
    ap.add_argument("--seconds", type=float, default=60, help="total time budget (default 60)")
    ap.add_argument("--seed", default="1", help="seed; case J of an entry point depends only on it (default 1)")
    ap.add_argument("--out", help="where findings are saved (default: a temporary folder)")
    ap.add_argument("--timeout", type=float, default=10, help="seconds per CLI call; longer is a hang (default 10)")
    ap.add_argument("--only", help="comma-separated entry points: " + ",".join(ENTRIES))
    ap.add_argument("--case", help="replay one case, e.g. unpack-html:17")
    ap.add_argument("--corpus-count", type=int, default=4, help="small EPUBs taken from %s (default 4)" % CORPUS)
    ap.add_argument("--corpus-max-bytes", type=int, default=300000)
    ap.add_argument("-v", "--verbose", action="store_true", help="print every case")
    ap.add_argument("--keep", action="store_true", help="keep the work folder")
    args = ap.parse_args()
    if not os.access(args.binary, os.X_OK):
        ap.error("not an executable: %s" % args.binary)
    sys.exit(Fuzzer(args).run())


if __name__ == "__main__":
    main()
