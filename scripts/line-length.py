#!/usr/bin/env python3
"""`make lint`'s line check: no line of Swift over 120 characters, except where a
string literal alone makes it so (a message or a fixture stays whole on its line,
so that grepping for what a user saw finds it). swift-format breaks code at 120;
this catches what it cannot: comments and code beside long literals.

    scripts/line-length.py [--wrap-comments] [FOLDER ...]

--wrap-comments rewraps `//` and `///` comment lines over the limit in place.
"""
import os
import re
import sys
import textwrap

LIMIT = 120
# Generated from the grammars' own query files (scripts/vendor-tree-sitter.py).
GENERATED = {"HighlightQueries.swift"}
LITERAL = re.compile(r'#*"(?:\\.|[^"\\])*"#*')
COMMENT = re.compile(r"^(\s*)(///?)\s?(.*)$")


def swift_files(folders):
    for folder in folders:
        for root, _, files in os.walk(folder):
            for name in sorted(files):
                if name.endswith(".swift") and name not in GENERATED:
                    yield os.path.join(root, name)


def too_long(line):
    """Over the limit once its string literals are taken out (or a comment over it)."""
    if len(line) <= LIMIT:
        return False
    if COMMENT.match(line):
        return True
    stripped = line.strip()
    if len(stripped) > 2 and stripped[0] == "/" and stripped[-1] == "/":
        return False  # a regex literal on its own line
    return len(LITERAL.sub('""', line)) > LIMIT


def wrapped(line):
    indent, marker, text = COMMENT.match(line).groups()
    prefix = f"{indent}{marker} "
    return [prefix + part for part in textwrap.wrap(text, LIMIT - len(prefix), break_long_words=False, break_on_hyphens=False)]


def in_multiline_literals(lines):
    """For each line, whether it lies inside a multi-line string literal (its text is the literal's)."""
    inside, result = False, []
    for line in lines:
        result.append(inside)
        # A `"""` opens or closes one (outside comments).
        if not inside and COMMENT.match(line):
            continue
        inside ^= line.count('"""') % 2 == 1
    return result


def main(arguments):
    wrap = "--wrap-comments" in arguments
    folders = [a for a in arguments if not a.startswith("--")] or ["Sources", "Tests"]
    found = 0
    for path in swift_files(folders):
        lines = open(path, encoding="utf-8").read().split("\n")
        literal = in_multiline_literals(lines)
        out = []
        for number, line in enumerate(lines, 1):
            if literal[number - 1]:
                out.append(line)
                continue
            if wrap and len(line) > LIMIT and COMMENT.match(line):
                out.extend(wrapped(line))
                continue
            out.append(line)
            if too_long(line):
                found += 1
                print(f"{path}:{number}: {len(line)} characters (limit {LIMIT}, string literals aside)")
        if wrap and out != lines:
            open(path, "w", encoding="utf-8").write("\n".join(out))
    if found:
        print(f"line-length: {found} line(s) over {LIMIT} characters")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
