#!/usr/bin/env python3
"""The bytes of everything epubbuild writes from the corpus and the examples,
as one SHA-256 per output: what a refactoring must leave unchanged.

    scripts/snapshot.py > before.txt              # with the binary before the change
    scripts/snapshot.py --compare before.txt      # after: lists every output whose bytes differ

Builds every example (Examples/*/book.yaml), every book of ../shared/corpus
the way world-check builds it (`build FOLDER`, `--lenient` where the plain
build fails), and every corpus EPUB's round trip (`unpack -o`, then `build`
of the project), with SOURCE_DATE_EPOCH fixed. A build that fails is recorded
as `failed` with its exit status, so a change that breaks one shows too.
Standard library only; skips the corpus with a message when it is absent.
"""

import argparse
import concurrent.futures
import glob
import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.normpath(os.path.join(ROOT, "..", "shared", "corpus"))
ENV = dict(os.environ, SOURCE_DATE_EPOCH="1700000000")


ENTRIES = False


def digest(path):
    """The file's bytes; with --entries, each zip entry's name, method and content instead, so that a change of
    deflate codec (same content, other compressed bytes) shows as no change."""
    hasher = hashlib.sha256()
    if ENTRIES:
        with zipfile.ZipFile(path) as archive:
            for info in archive.infolist():
                hasher.update(f"{info.filename}\0{info.compress_type}\0".encode() + archive.read(info) + b"\0")
        return hasher.hexdigest()
    with open(path, "rb") as handle:
        hasher.update(handle.read())
    return hasher.hexdigest()


def run(binary, arguments, cwd):
    return subprocess.run([binary] + arguments, cwd=cwd, env=ENV, capture_output=True).returncode


def build(binary, name, source, scratch, flags=()):
    """Builds `source` (a book file or folder) to NAME.epub; its digest, or `failed N`."""
    output = os.path.join(scratch, name.replace("/", "_") + ".epub")
    status = run(binary, ["build", source, "-o", output, "-q"] + list(flags), scratch)
    if status != 0 and "--lenient" not in flags:
        status = run(binary, ["build", source, "-o", output, "-q", "--lenient"] + list(flags), scratch)
        name += " (--lenient)"
    return name, digest(output) if status == 0 else "failed %d" % status


def book(binary, name, folder, scratch):
    copy = os.path.join(scratch, "src-" + name.replace("/", "_"))
    shutil.copytree(folder, copy, symlinks=True)  # nothing is written into the corpus
    sub = os.path.join(copy, "book") if os.path.isfile(os.path.join(copy, "book", "book.toml")) else copy
    return build(binary, name, sub, scratch)


def round_trip(binary, epub, scratch):
    name = "unpack/" + os.path.basename(epub)
    project = os.path.join(scratch, "proj-" + os.path.basename(epub))
    status = run(binary, ["unpack", epub, "-o", project, "-q"], scratch)
    if status != 0:
        return name, "failed unpack %d" % status
    return build(binary, name, os.path.join(project, "book.yaml"), scratch)


def jobs(binary, scratch):
    for example in sorted(glob.glob(os.path.join(ROOT, "Examples", "*", "book.yaml"))):
        yield lambda e=example: build(binary, "example/" + os.path.basename(os.path.dirname(e)), e, scratch)
    if not os.path.isdir(CORPUS):
        print("snapshot: no corpus at %s: examples only" % CORPUS, file=sys.stderr)
        return
    folders = [("learn-go-with-tests", os.path.join(CORPUS, "learn-go-with-tests"))]
    for kind in ("mdbook", "gitbook"):
        folders += [(kind + "/" + os.path.basename(d.rstrip("/")), d.rstrip("/")) for d in sorted(glob.glob(os.path.join(CORPUS, kind, "*/")))]
    for name, folder in folders:
        yield lambda n=name, f=folder: book(binary, n, f, scratch)
    for epub in sorted(glob.glob(os.path.join(CORPUS, "epub", "*.epub"))):
        yield lambda e=epub: round_trip(binary, e, scratch)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "epubbuild"))
    parser.add_argument("--compare", help="a snapshot written before: print what differs, exit 1 if anything does")
    parser.add_argument("--entries", action="store_true",
                        help="hash the EPUBs' entries (names, methods, contents) rather than their bytes")
    arguments = parser.parse_args()
    global ENTRIES
    ENTRIES = arguments.entries
    binary = os.path.abspath(arguments.binary)
    if not os.access(binary, os.X_OK):
        sys.exit("snapshot: no epubbuild at %s: run `make build` first, or pass --binary" % binary)
    with tempfile.TemporaryDirectory(prefix="snapshot-") as scratch:
        with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
            lines = ["%s %s" % (value, name) for name, value in pool.map(lambda job: job(), jobs(binary, scratch))]
    if not arguments.compare:
        print("\n".join(lines))
        return 0
    before = {line.split(" ", 1)[1]: line.split(" ", 1)[0] for line in open(arguments.compare).read().splitlines() if line}
    after = {line.split(" ", 1)[1]: line.split(" ", 1)[0] for line in lines}
    changed = sorted(name for name in before.keys() | after.keys() if before.get(name) != after.get(name))
    for name in changed:
        print("differs: %s (%s → %s)" % (name, before.get(name, "absent"), after.get(name, "absent")))
    print("snapshot: %d outputs, %d differ" % (len(after), len(changed)))
    return 1 if changed else 0


if __name__ == "__main__":
    sys.exit(main())
