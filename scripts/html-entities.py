#!/usr/bin/env python3
"""Writes Sources/XMLTree/HTMLNamedReferences+Table.swift from Python's own copy of WHATWG's list of named character
references (`html.entities.html5`).

    python3 scripts/html-entities.py   # rewrites the Swift file; commit it

libxml2's HTML parser knows HTML 4's 253 names; HTML5 has 2 125 (`&check;`, `&lbrack;`, `&NotEqualTilde;`), which a
browser shows as their characters and libxml2 left as text. Only the names written with their semicolon are kept: the
legacy ones without it are HTML 4's, which libxml2 reads. The table is kept in the repository.
"""

import html.entities
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTPUT = os.path.join(ROOT, "Sources", "XMLTree", "HTMLNamedReferences+Table.swift")


def main():
    table = {name[:-1]: text for name, text in html.entities.html5.items() if name.endswith(";")}
    pairs = ["%s=%s" % (name, "+".join("%X" % ord(c) for c in table[name])) for name in sorted(table)]
    lines, line = [], ""
    for pair in pairs:
        if len(line) + len(pair) + 1 > 108:
            lines.append(line)
            line = ""
        line += (" " if line else "") + pair
    lines.append(line)
    with open(OUTPUT, "w", encoding="utf-8") as out:
        out.write("""// Made by scripts/html-entities.py from Python %d.%d's html.entities.html5; do not edit.

extension HTMLNamedReferences {
    /// HTML's named character references (WHATWG HTML §13.5), without `&` and `;`: %d names, each
    /// `name=code points` in hexadecimal, `+` between two. A string, not a dictionary literal: it compiles in a
    /// moment and is read at the first use.
    static let written = \"\"\"
%s
        \"\"\"
}
""" % (sys.version_info[0], sys.version_info[1], len(table), "\n".join("        " + l for l in lines)))


if __name__ == "__main__":
    main()
