#!/usr/bin/env python3
"""Checks that every repository path the documentation names exists.

    scripts/doc-paths.py            # prints each path README.md or docs/ names that is not there, exits 1 if one is

Files move as the code is reorganised; a README that points a newcomer at a file that has gone is worse than
none. A path is a word starting with Sources/, Tests/, scripts/, schema/, examples/ or docs/.
"""

import glob
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PATH = re.compile(r"\b(?:Sources|Tests|scripts|schema|examples|docs)/[A-Za-z0-9_/.+-]*[A-Za-z0-9_+-]")


def main():
    documents = [os.path.join(ROOT, "README.md")] + sorted(glob.glob(os.path.join(ROOT, "docs", "**", "*.md"),
                                                                    recursive=True))
    missing = 0
    for document in documents:
        for number, line in enumerate(open(document, encoding="utf-8"), start=1):
            for path in PATH.findall(line):
                if "*" in path or os.path.exists(os.path.join(ROOT, path)):
                    continue
                print("%s:%d: names %s, which does not exist" % (os.path.relpath(document, ROOT), number, path))
                missing += 1
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
