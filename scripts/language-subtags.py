#!/usr/bin/env python3
"""Writes Sources/EPUBModel/LanguageSubtags.swift from Debian's iso-codes (apt-get install iso-codes).

    scripts/language-subtags.py          # rewrites the Swift file; commit it with the iso-codes version it names

A language tag's primary subtag is registered (BCP 47, RFC 5646 §2.2.1) when it is an ISO 639-1 code, an ISO 639-3
code without a two-letter one, or an ISO 639-5 collection; a book whose `language:` is none of them (`english`,
`xx`, `eng`) is read by no reading system as its author meant. The table is kept in the repository, not read at run
time, so epubbuild needs no iso-codes on the machine it runs on.
"""

import json
import re
import os
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CODES = "/usr/share/iso-codes/json/"
OUTPUT = os.path.join(ROOT, "Sources", "EPUBModel", "LanguageSubtags.swift")


def load(name, key):
    return json.load(open(CODES + name, encoding="utf-8"))[key]


def swift_words(words, indent="        "):
    """A Swift string literal of space-separated words, in lines of at most 120 characters."""
    lines, line = [], ""
    for word in words:
        if len(indent) + len(line) + len(word) + 1 > 116:
            lines.append(line)
            line = ""
        line += (" " if line else "") + word
    lines.append(line)
    return "\n".join(indent + l for l in lines)


def main():
    part3 = load("iso_639-3.json", "639-3")
    part2 = load("iso_639-2.json", "639-2")
    part5 = load("iso_639-5.json", "639-5")
    two = sorted({entry["alpha_2"] for entry in part3 if "alpha_2" in entry})
    three = {entry["alpha_3"] for entry in part3 if "alpha_2" not in entry}
    three |= {entry["alpha_3"] for entry in part5}
    three |= {entry["alpha_3"] for entry in part2 if "alpha_2" not in entry and "bibliographic" not in entry}
    three -= {code for code in three if "qaa" <= code <= "qtz"}  # private use, allowed by its range
    meant = {}
    for entry in part3 + part2:
        if "alpha_2" not in entry:
            continue
        meant[entry["alpha_3"]] = entry["alpha_2"]
        if "bibliographic" in entry:
            meant[entry["bibliographic"]] = entry["alpha_2"]
        for name in entry["name"].split(";"):
            # "Greek, Modern (1453-)" is written greek
            word = re.sub(r"\(.*?\)", "", name).split(",")[0].strip().lower().replace(" ", "-")
            meant.setdefault(word, entry["alpha_2"])
    names = {entry["alpha_2"]: entry["name"].split(";")[0] for entry in part3 if "alpha_2" in entry}
    version = subprocess.run(["dpkg-query", "-W", "-f", "${Version}", "iso-codes"], capture_output=True,
                             text=True).stdout.strip()
    pairs = ["%s=%s" % (written, code) for written, code in sorted(meant.items()) if " " not in written]
    named = ["%s=%s" % (code, names[code].replace(" ", "_")) for code in two]
    with open(OUTPUT, "w", encoding="utf-8") as out:
        out.write("""// Made by scripts/language-subtags.py from Debian's iso-codes %s; do not edit.

/// The registered primary language subtags (BCP 47, RFC 5646 §2.2.1): ISO 639-1's two-letter codes, and the
/// three-letter codes of ISO 639-3 and 639-5 for languages that have no two-letter one.
enum LanguageSubtags {
    static let twoLetter = Set(
        \"\"\"
%s
        \"\"\".split(whereSeparator: \\.isWhitespace).map(String.init))

    static let threeLetter = Set(
        \"\"\"
%s
        \"\"\".split(whereSeparator: \\.isWhitespace).map(String.init))

    /// What a tag that is not registered most likely meant: a three-letter code, a bibliographic code or an
    /// English name of a language that has a two-letter code (`eng`, `fre`, `english` → en).
    static let meant: [String: String] = Dictionary(
        uniqueKeysWithValues: \"\"\"
%s
            \"\"\".split(whereSeparator: \\.isWhitespace).map { pair in
                let parts = pair.split(separator: "=")
                return (String(parts[0]), String(parts[1]))
            })

    /// Each two-letter code's English name, for a message (`en` → English).
    static let names: [String: String] = Dictionary(
        uniqueKeysWithValues: \"\"\"
%s
            \"\"\".split(whereSeparator: \\.isWhitespace).map { pair in
                let parts = pair.split(separator: "=")
                return (String(parts[0]), parts[1].replacingOccurrences(of: "_", with: " "))
            })
}
""" % (version, swift_words(two), swift_words(sorted(three)), swift_words(pairs, "            "),
       swift_words(named, "            ")))
    print("wrote %s: %d two-letter, %d three-letter codes, %d names" % (OUTPUT, len(two), len(three), len(meant)))


if __name__ == "__main__":
    main()
