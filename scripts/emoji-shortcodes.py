#!/usr/bin/env python3
"""Writes Sources/EPUBBuild/Ingest/EmojiShortcodes.swift from PyPI's `emoji` package.

    python3 -m venv /tmp/emoji && /tmp/emoji/bin/pip install emoji==2.16.0
    /tmp/emoji/bin/python scripts/emoji-shortcodes.py   # rewrites the Swift file; commit it

GitHub's Markdown, and pandoc's `emoji` extension (on in its `gfm`), show `:smile:` as 😄. The names are GitHub's
(gemoji's, which the package keeps as aliases) and the package's own CLDR names (`:warning:`, `:grinning_face:`);
where both name one emoji, both are kept. The table is kept in the repository, so a build needs no package.
"""

import os

import emoji

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTPUT = os.path.join(ROOT, "Sources", "EPUBBuild", "Ingest", "EmojiShortcodes.swift")


def names():
    table = {}
    # The package's own names first, so that GitHub's alias wins where one name means two emoji.
    for character, data in emoji.EMOJI_DATA.items():
        if data.get("status", emoji.STATUS["fully_qualified"]) != emoji.STATUS["fully_qualified"]:
            continue
        table[data["en"].strip(":").lower()] = character
    for character, data in emoji.EMOJI_DATA.items():
        for alias in data.get("alias", []):
            table[alias.strip(":").lower()] = character
    allowed = set("abcdefghijklmnopqrstuvwxyz0123456789_+-")
    return {name: character for name, character in table.items() if name and set(name) <= allowed}


def main():
    table = names()
    pairs = ["%s=%s" % (name, table[name]) for name in sorted(table)]
    lines, line = [], ""
    for pair in pairs:
        if len(line) + len(pair) + 1 > 108:
            lines.append(line)
            line = ""
        line += (" " if line else "") + pair
    lines.append(line)
    with open(OUTPUT, "w", encoding="utf-8") as out:
        out.write("""// Made by scripts/emoji-shortcodes.py from PyPI's emoji %s; do not edit.

extension Emoji {
    /// GitHub's emoji shortcodes (and the Unicode names beside them), without their colons: %d names, each
    /// `name=emoji`. A string, not a dictionary literal: it compiles in a moment and is read at the first use.
    static let written = \"\"\"
%s
        \"\"\"
}
""" % (emoji.__version__, len(table), "\n".join("        " + l for l in lines)))


if __name__ == "__main__":
    main()
