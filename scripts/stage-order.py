#!/usr/bin/env python3
"""Checks that the pipeline's stage folders are layered: a file uses only types of its own stage or an earlier one.

    scripts/stage-order.py           # prints each use of a later stage's type, exits 1 if there is one

The targets in Package.swift are layered by the compiler. Inside the pipeline target (Sources/EPUBBuild), the
stages are folders, in the order a build runs them: Load, Ingest, Resolve, Transform, Package, then the
orchestration (Pipeline), epubcheck (Check) and many books at once (Batch). A type a stage produces, or a helper
several stages share, lives in the earliest stage that needs it, so that reading the stages in order never needs
a later one. Types are matched by name: the top-level types each folder declares (private ones excepted).
"""

import glob
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PIPELINE = os.path.join(ROOT, "Sources", "EPUBBuild")
ORDER = ["Load", "Ingest", "Resolve", "Transform", "Package", "Pipeline", "Check", "Batch"]
DECLARATION = re.compile(
    r"^(?:public |package |internal )?(?:final )?(?:indirect )?(?:struct|enum|class|protocol|typealias|actor)\s+(\w+)",
    re.M,
)
STRING = re.compile(r'"(?:\\.|[^"\\])*"')


def code_of(path):
    """The file without comments and string literals."""
    lines = open(path, encoding="utf-8").read().split("\n")
    return "\n".join(STRING.sub('""', line).split("//")[0] for line in lines)


def main():
    files = sorted(glob.glob(os.path.join(PIPELINE, "**", "*.swift"), recursive=True))
    stage_of = {path: os.path.relpath(path, PIPELINE).split(os.sep)[0] for path in files}
    unknown = sorted({stage for stage in stage_of.values() if stage not in ORDER})
    if unknown:
        print("scripts/stage-order.py: folders outside the stage order: %s" % ", ".join(unknown))
        return 1
    owner = {}
    for path in files:
        for name in DECLARATION.findall(open(path, encoding="utf-8").read()):
            owner[name] = stage_of[path]
    problems = 0
    for path in files:
        stage = ORDER.index(stage_of[path])
        later = sorted({
            (name, owner[name]) for name in set(re.findall(r"\b[A-Z]\w*\b", code_of(path)))
            if name in owner and ORDER.index(owner[name]) > stage
        })
        for name, other in later:
            print("%s: uses %s, a type of %s, a later stage than %s" % (
                os.path.relpath(path, ROOT), name, other, stage_of[path]))
            problems += 1
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
