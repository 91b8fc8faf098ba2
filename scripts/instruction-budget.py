#!/usr/bin/env python3
"""A speed guard that does not flake: counts the instructions of real corpus
builds and fails when one exceeds its budget in bench/instruction-budgets.json.

Beside the books, crafted inputs that once took quadratic time (found by
`make fuzz`: thousands of broken links on one line, brackets nested 32 000
deep, YAML nested 5 000 deep, a 70 000-character image name) are generated
and counted: a regression there is orders of magnitude, well past any budget,
and the tests need no wall-clock limit to catch it.

Wall-clock time on a shared 2-core machine varies by tens of percent from run
to run; the number of instructions a build executes varies by well under 1%.
Each book is copied to a temporary folder and built once with the release
binary at `--jobs 1`, with SOURCE_DATE_EPOCH and SWIFT_DETERMINISTIC_HASHING
set, under valgrind's callgrind (two runs differ by about 1% at most) (or, where valgrind is missing,
`perf stat -e instructions:u`). Only the epubbuild process is counted.

    scripts/instruction-budget.py            # check every budget (make perf-guard)
    scripts/instruction-budget.py --measure  # print the counts and the budgets they would give

Skips with a message, exit status 0, when ../shared/corpus is absent.
Standard library only.
"""

import argparse
import concurrent.futures
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.normpath(os.path.join(ROOT, "..", "shared", "corpus"))
BUDGETS = os.path.join(ROOT, "bench", "instruction-budgets.json")
BINARY = os.path.join(ROOT, ".build", "release", "epubbuild")
HEADROOM = 0.10


def counter():
    """callgrind when valgrind is installed, else perf when the kernel lets it count instructions; else None."""
    if shutil.which("valgrind") and shutil.which("objcopy"):
        return "callgrind"
    if shutil.which("perf"):
        probe = subprocess.run(["perf", "stat", "-x,", "-e", "instructions:u", "true"],
                               capture_output=True, text=True)
        if probe.returncode == 0 and "<not supported>" not in probe.stderr and "<not counted>" not in probe.stderr:
            return "perf"
    return None


def count(tool, command, env, scratch, status=0):
    """Instructions executed by `command` (user space, the process itself, no children)."""
    if tool == "callgrind":
        # Valgrind 3.19 (Debian 12) cannot read the DWARF 5 Swift writes and gives up: it counts a copy
        # without debug information (the symbols stay), which executes the same instructions.
        binary = os.path.join(scratch, "epubbuild")
        subprocess.run(["objcopy", "--strip-debug", command[0], binary], check=True)
        command = [binary] + command[1:]
        out = os.path.join(scratch, "callgrind.out")
        run = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out] + command,
                             env=env, capture_output=True, text=True)
        check(run, command, status)
        with open(out) as handle:
            for line in handle:
                if line.startswith(("summary:", "totals:")):
                    return int(line.split()[1])
        sys.exit("instruction-budget: callgrind wrote no total for " + " ".join(command))
    run = subprocess.run(["perf", "stat", "-x,", "-e", "instructions:u", "--"] + command,
                         env=env, capture_output=True, text=True)
    check(run, command, status)
    for line in run.stderr.splitlines():
        fields = line.split(",")
        if len(fields) > 2 and fields[2].startswith("instructions") and fields[0].isdigit():
            return int(fields[0])
    sys.exit("instruction-budget: perf counted nothing for " + " ".join(command) + "\n" + run.stderr)


def check(run, command, status):
    if run.returncode != status:
        sys.exit("instruction-budget: the build exited %d, not %d: %s\n%s" % (run.returncode, status, " ".join(command), run.stderr[-4000:]))


HEADER = "title: Crafted\nlanguage: en\n"


def crafted(name):
    """The files of a crafted book (CraftedInputTests holds the same inputs and checks their messages)."""
    if name == "nested-yaml":
        return {"book.yaml": HEADER + "subjects: " + "[" * 5000 + "]" * 5000 + "\nchapters: [a.md]\n", "a.md": "# A\n"}
    if name == "broken-xhtml-links":
        links = '<a href="#x">l</a> ' * 1000
        return {"book.yaml": HEADER + "chapters: [c.xhtml]\n",
                "c.xhtml": '<?xml version="1.0" encoding="UTF-8"?>\n<html xmlns="http://www.w3.org/1999/xhtml"><head><title>T</title></head>'
                           "<body><h1>T</h1><p>" + links + "</p></body></html>\n"}
    if name == "broken-markdown-links":
        return {"book.yaml": HEADER + "chapters: [b.md]\n", "b.md": "[x](y) " * 10000 + "\n"}
    if name == "nested-brackets":
        return {"book.yaml": HEADER + "chapters: [a.md]\n", "a.md": "[" * 32000 + "x" + "](x)" * 32000 + "\n"}
    if name == "long-image-name":
        return {"book.yaml": HEADER + "chapters: [d.md]\n", "d.md": "# D\n\n![pic](" + "a" * 70000 + ".png)\n"}
    if name == "one-block-each":
        # One short block per highlighted language: the cost of compiling every query (stock tree-sitter's
        # query analysis took 2 billion instructions for Swift's alone; ThirdParty/README.md, "Patches").
        languages = ["bash", "c", "css", "go", "html", "javascript", "json", "python", "rust", "sql", "swift", "toml", "yaml"]
        blocks = "".join("```%s\nx\n```\n\n" % language for language in languages)
        return {"book.yaml": HEADER + "chapters: [code.md]\n", "code.md": "# Code\n\n" + blocks}
    if name == "pandoc-cross-links":
        # pandoc's Markdown links a bare #id across chapters: each link looked through every chapter once
        # (1.3 s of Resolve on 400 chapters of 12 links, stop 47).
        chapters = {"c%03d.md" % n: "# C%d {#c%d}\n\n" % (n, n) + "[next](#c%d) " % ((n + 1) % 300) * 10 + "\n"
                    for n in range(300)}
        listed = "".join("  - %s\n" % name for name in sorted(chapters))
        return {"book.yaml": HEADER + "from: markdown\nchapters:\n" + listed, **chapters}
    if name == "open-css-urls":
        # `url(` left open thousands of times: the reference pattern had rescanned the rest at each (fuzzing, stop 54).
        return {"book.yaml": HEADER + "css: x.css\nchapters: [a.md]\n", "a.md": "# A\n", "x.css": "a{b:url(" * 14000}
    if name == "open-directives":
        # `{{#include` left open thousands of times on a line: each tag pattern ran to the line's end (stop 54).
        return {"book.yaml": HEADER + "chapters: [a.md]\n", "a.md": "# A\n\n" + "{{#include " * 3000 + "x\n"}
    if name == "open-liquid-tags":
        # `{% if %}` never closed, thousands on a line: each looked for its line's last `}}` again, and each warning
        # counted its column by Character (a probe of stop 56: 20 000 took 21 s).
        return {"book.yaml": HEADER + "chapters: [a.md]\n", "a.md": "# A\n\n" + "{% if %}" * 20000 + "\n"}
    if name == "open-links":
        # `[a](` thousands of times in pandoc's Markdown: each address looked for its `)` to the end (stop 54).
        return {"book.yaml": HEADER + "from: markdown\nchapters: [a.md]\n", "a.md": "# A\n\n" + "[a](" * 40000 + " x\n"}
    if name == "unparsable-code":
        # Text a grammar cannot read: tree-sitter's error recovery took over a minute on it (fuzzing, stop 54).
        return {"book.yaml": HEADER + "chapters: [a.md]\n", "a.md": "# A\n\n```go\n" + "<!--" * 8000 + "\n```\n"}
    if name == "missing-fragments":
        # Thousands of links to distinct missing ids on one line: locating each warning looked through the line's
        # elements again, and the edits were deduplicated pairwise (an adversarial probe of stop 58: 16 000 took
        # over a minute).
        links = "".join('<a href="#m%d">l</a> ' % n for n in range(8000))
        return {"book.yaml": HEADER + "chapters: [c.xhtml]\n",
                "c.xhtml": '<?xml version="1.0" encoding="UTF-8"?>\n<html xmlns="http://www.w3.org/1999/xhtml"><head><title>T</title></head>'
                           "<body><h1>T</h1><p>" + links + "</p></body></html>\n"}
    if name == "many-attributes":
        # 100 000 attributes on one element: libxml2 reads them in quadratic time, so they are refused before it
        # parses (stop 58).
        attributes = " ".join('a%d=""' % n for n in range(100000))
        return {"book.yaml": HEADER + "chapters: [c.xhtml]\n",
                "c.xhtml": '<?xml version="1.0" encoding="UTF-8"?>\n<html xmlns="http://www.w3.org/1999/xhtml"><head><title>T</title></head>'
                           "<body><p " + attributes + ">x</p></body></html>\n"}
    sys.exit("instruction-budget: no crafted input named " + name)


def measure(tool, name, book):
    with tempfile.TemporaryDirectory(prefix="instruction-budget-") as scratch:
        source = os.path.join(scratch, "book")
        if "path" in book:
            shutil.copytree(os.path.join(CORPUS, book["path"]), source, symlinks=True)
        else:
            os.makedirs(source)
            for file, text in crafted(book["crafted"]).items():
                with open(os.path.join(source, file), "w") as handle:
                    handle.write(text)
        env = dict(os.environ, SOURCE_DATE_EPOCH="1700000000", SWIFT_DETERMINISTIC_HASHING="1")
        command = [BINARY, "build", source, "-o", os.path.join(scratch, name + ".epub"), "-q", "--jobs", "1"] + book.get("flags", [])
        return count(tool, command, env, scratch, book.get("status", 0))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--measure", action="store_true", help="print the counts and the budgets (+10%%) they give; check nothing")
    parser.add_argument("--binary", help="the epubbuild to count (default .build/release/epubbuild)")
    parser.add_argument("--budgets", help="the budgets file (default bench/instruction-budgets.json)")
    parser.add_argument("--corpus", help="the corpus folder (default ../shared/corpus beside the clone)")
    arguments = parser.parse_args()
    global BINARY, BUDGETS, CORPUS
    BINARY = os.path.abspath(arguments.binary) if arguments.binary else BINARY
    BUDGETS = os.path.abspath(arguments.budgets) if arguments.budgets else BUDGETS
    CORPUS = os.path.abspath(arguments.corpus) if arguments.corpus else CORPUS

    if not os.path.isdir(CORPUS):
        print("instruction-budget: skipped: no corpus at %s (it sits beside the clone as ../shared/corpus)" % CORPUS)
        return 0
    if not os.access(BINARY, os.X_OK):
        sys.exit("instruction-budget: no release binary at %s: run `make build` first" % BINARY)
    tool = counter()
    if tool is None:
        print("instruction-budget: skipped: neither valgrind nor a working `perf stat -e instructions:u` is available")
        return 0

    with open(BUDGETS) as handle:
        budgets = json.load(handle)
    if tool != budgets.get("counter"):
        print("instruction-budget: note: budgets were measured with %s, counting with %s (they differ by a few percent)"
              % (budgets.get("counter"), tool))
    books = []
    for name, book in budgets["books"].items():
        if "crafted" in book or os.path.isdir(os.path.join(CORPUS, book["path"])):
            books.append((name, book))
        else:
            print("instruction-budget: %s: skipped: %s is not in the corpus" % (name, book["path"]))
    # The books are counted side by side: a count does not depend on what else the machine runs.
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        counts = list(pool.map(lambda item: measure(tool, *item), books))
    over = []
    for (name, book), used in zip(books, counts):
        budget = book["budget"]
        if arguments.measure:
            print("%-22s %15d instructions   budget with %d%% headroom: %d" % (name, used, HEADROOM * 100, round(used * (1 + HEADROOM), -6)))
            continue
        share = 100.0 * used / budget
        print("%-22s %15d of %15d instructions (%5.1f%% of its budget)" % (name, used, budget, share))
        if used > budget:
            over.append((name, used, budget))
    for name, used, budget in over:
        print("instruction-budget: %s exceeds its budget by %d instructions (%.1f%%): %d > %d"
              % (name, used - budget, 100.0 * (used - budget) / budget, used, budget))
    if over:
        print("Find what got slower (valgrind --tool=callgrind, callgrind_annotate) and fix it. If the cost is worth it,\n"
              "raise the budget in bench/instruction-budgets.json in a commit of its own that says why\n"
              "(scripts/instruction-budget.py --measure prints the new counts).")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
