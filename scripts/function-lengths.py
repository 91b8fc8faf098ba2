#!/usr/bin/env python3
"""Function lengths in Sources/: the longest, and the rule `make lint` holds.

    scripts/function-lengths.py            # the 12 longest functions, and how many are over 60 and 100 lines
    scripts/function-lengths.py --top 30   # the 30 longest
    scripts/function-lengths.py --check    # exit 1 if one is over 100 lines, or over 60 without a reason

A function (or initialiser, or computed property) may run past 60 lines only
with a reason: a comment line in its documentation that starts with
`Long:` (`/// Long: one case per element of the table it reads.`). None may
run past 100. Lines are counted from the declaration to the closing brace.
Vendored code (ThirdParty/) and generated tables (HighlightQueries.swift) are
not ours to split.
"""

import argparse
import glob
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LIMIT, HARD_LIMIT = 60, 100
SKIPPED = ("HighlightQueries.swift",)
DECLARATION = re.compile(
    r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*"
    r"(?:(?:public|package|private|fileprivate|internal|static|class|final|mutating|override|convenience|required"
    r"|nonisolated)\s+)*(func\s+[^\s(<]+|init[?!]?|var\s+\w+)"
)
STRING = re.compile(r'"(?:\\.|[^"\\])*"')


def body_end(lines, start):
    """The line of the brace that closes the body opened at or after `start`, or None if there is no body."""
    depth, started = 0, False
    for index in range(start, len(lines)):
        code = STRING.sub('""', lines[index]).split("//")[0]
        for character in code:
            if character == "{":
                depth += 1
                started = True
            elif character == "}":
                depth -= 1
        if started and depth <= 0:
            return index
        if not started and index > start + 8:
            return None
    return None


def has_reason(lines, start):
    """Whether the comment block above the declaration at `start` gives a `Long:` reason."""
    index = start - 1
    while index >= 0 and (lines[index].strip().startswith("//") or lines[index].strip().startswith("@")):
        if re.match(r"^\s*///?\s*Long:", lines[index]):
            return True
        index -= 1
    return False


def functions():
    """(length, file, name, line, has a reason) for every function-like body in Sources/."""
    result = []
    for path in sorted(glob.glob(os.path.join(ROOT, "Sources", "**", "*.swift"), recursive=True)):
        if path.endswith(SKIPPED):
            continue
        lines = open(path, encoding="utf-8").read().split("\n")
        index = 0
        while index < len(lines):
            match = DECLARATION.match(lines[index])
            is_body = match and (
                "func" in match.group(1) or "init" in match.group(1) or lines[index].rstrip().endswith("{")
            )
            end = body_end(lines, index) if is_body else None
            if end is None:
                index += 1
                continue
            name = match.group(1).replace("func ", "")
            relative = os.path.relpath(path, os.path.join(ROOT, "Sources"))
            result.append((end - index + 1, relative, name, index + 1, has_reason(lines, index)))
            index = end + 1 if name.startswith("var ") else index + 1
    return sorted(result, reverse=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--top", type=int, default=12)
    parser.add_argument("--check", action="store_true")
    arguments = parser.parse_args()
    found = functions()
    if arguments.check:
        failures = [f for f in found if f[0] > HARD_LIMIT or (f[0] > LIMIT and not f[4])]
        for length, path, name, line, _ in failures:
            rule = "over %d lines" % HARD_LIMIT
            if length <= HARD_LIMIT:
                rule = "over %d lines without a `Long:` reason" % LIMIT
            print("Sources/%s:%d: %s is %d lines: %s" % (path, line, name, length, rule))
        return 1 if failures else 0
    print("over %d lines: %d (%d with a reason), over %d: %d" % (
        LIMIT, sum(f[0] > LIMIT for f in found), sum(f[0] > LIMIT and f[4] for f in found),
        HARD_LIMIT, sum(f[0] > HARD_LIMIT for f in found)))
    for length, path, name, line, reason in found[:arguments.top]:
        print("%4d  Sources/%s:%d  %s%s" % (length, path, line, name, "  (Long: reason given)" if reason else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
