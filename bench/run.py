#!/usr/bin/env python3
"""`make bench`: epubbuild beside pandoc on the same inputs, in the same run.

Prints a table: case, epubbuild seconds, pandoc seconds, ratio (pandoc ÷
epubbuild), and both peak RSS values. Times are the best of a few runs.
No absolute time is checked anywhere: the ratios are the result.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EPUBBUILD = os.path.join(ROOT, ".build/release/epubbuild")
CORPUS = os.path.normpath(os.path.join(ROOT, "..", "shared", "corpus"))
GENERATE = [sys.executable, os.path.join(ROOT, "bench/generate.py")]
QUICK = os.environ.get("BENCH_QUICK") == "1"


def measure(command, runs=3, cwd=None):
    """Best wall time and peak RSS (MB) of `command`, through GNU time."""
    best_time, peak = None, 0.0
    for _ in range(runs):
        with tempfile.NamedTemporaryFile() as report:
            result = subprocess.run(["/usr/bin/time", "-f", "%e %M", "-o", report.name] + command, cwd=cwd,
                                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            seconds, kilobytes = open(report.name).read().split()[-2:]
        if result.returncode != 0 and "pandoc" not in command[0]:
            sys.exit(f"failed: {' '.join(command)}")
        best_time = float(seconds) if best_time is None else min(best_time, float(seconds))
        peak = max(peak, int(kilobytes) / 1024)
    return best_time, peak


rows = []


def row(case, ours, theirs=None):
    ratio = f"{theirs[0] / max(ours[0], 0.005):.1f}x" if theirs else "-"
    rows.append((case, f"{ours[0]:.2f}", f"{theirs[0]:.2f}" if theirs else "-", ratio,
                 f"{ours[1]:.0f}", f"{theirs[1]:.0f}" if theirs else "-"))
    print(f"  {case}: epubbuild {ours[0]:.2f} s, pandoc {theirs[0]:.2f} s" if theirs else f"  {case}: {ours[0]:.2f} s", flush=True)


def pandoc_markdown(folder, output):
    chapters = re.findall(r"^\s*- (\S+\.md)$", open(os.path.join(folder, "book.yaml")).read(), re.M)
    return ["pandoc", "-f", "gfm", "-t", "epub3", "--metadata", "title=Bench", "-o", output] + [os.path.join(folder, c) for c in chapters]


def main():
    if not shutil.which("pandoc"):
        sys.exit("make bench needs pandoc (apt-get install pandoc)")
    work = tempfile.mkdtemp(prefix="epubbuild-bench-")
    runs = 1 if QUICK else 3

    lgwt = os.path.join(CORPUS, "learn-go-with-tests")
    if os.path.isdir(lgwt):
        book = os.path.join(work, "lgwt", "book.yaml")
        os.makedirs(os.path.dirname(book))
        open(book, "w").write(f"title: Learn Go with Tests\nlanguage: en\nchapters: {{summary: {lgwt}/SUMMARY.md}}\n")
        chapters = re.findall(r"\]\(([^)]+\.md)\)", open(os.path.join(lgwt, "SUMMARY.md")).read())
        ours = measure([EPUBBUILD, "build", book, "-o", os.path.join(work, "lgwt.epub"), "-q"], runs)
        theirs = measure(["pandoc", "-f", "gfm", "-t", "epub3", "--metadata", "title=Learn Go with Tests", "-o",
                          os.path.join(work, "lgwt-pandoc.epub")] + chapters, 1, cwd=lgwt)
        row("learn-go-with-tests build", ours, theirs)

    for megabytes in ([5] if QUICK else [5, 10, 20]):
        folder = os.path.join(work, f"md-{megabytes}")
        subprocess.run(GENERATE + ["markdown", folder, "1000", str(megabytes)], check=True)
        ours = measure([EPUBBUILD, "build", folder + "/book.yaml", "-o", folder + ".epub", "-q"], runs)
        theirs = measure(pandoc_markdown(folder, folder + "-pandoc.epub"), 1)
        row(f"markdown {megabytes} MB / 1000 chapters build", ours, theirs)

    size = 5 if QUICK else 20
    folder = os.path.join(work, "xhtml")
    subprocess.run(GENERATE + ["xhtml", folder, "1000", str(size)], check=True)
    names = re.findall(r"^\s*- (\S+\.xhtml)$", open(folder + "/book.yaml").read(), re.M)
    ours = measure([EPUBBUILD, "build", folder + "/book.yaml", "-o", folder + ".epub", "-q"], runs)
    theirs = measure(["pandoc", "-f", "html", "-t", "epub3", "--metadata", "title=Bench", "-o", folder + "-pandoc.epub"]
                     + [os.path.join(folder, n) for n in names], 1)
    row(f"xhtml {size} MB / 1000 chapters build", ours, theirs)

    flatten = [os.path.join(CORPUS, "epub", "idpf-moby-dick.epub")] if os.path.isdir(CORPUS) else []
    flatten.append(os.path.join(work, f"md-{5 if QUICK else 20}.epub"))
    for epub in flatten:
        name = os.path.basename(epub)
        ours = measure([EPUBBUILD, "unpack", epub, "--html", "-o", os.path.join(work, name + ".html"), "--force", "-q"], runs)
        theirs = measure(["pandoc", epub, "-s", "-o", os.path.join(work, name + "-pandoc.html")], 1)
        row(f"flatten {name} to HTML", ours, theirs)

    batch = os.path.join(work, "batch")
    count = 40 if QUICK else 200
    subprocess.run(GENERATE + ["batch", batch, str(count)], check=True)
    # One run each: the batch is long enough to average itself.
    one = measure([EPUBBUILD, "build", "--from", batch + "-list.txt", "--jobs", "1", "-q"], 1)
    two = measure([EPUBBUILD, "build", "--from", batch + "-list.txt", "--jobs", "2", "-q"], 1)
    rows.append((f"batch of {count} books, --jobs 1 vs --jobs 2", f"{one[0]:.2f}", f"{two[0]:.2f} (jobs 2)",
                 f"{one[0] / max(two[0], 0.005):.2f}x throughput", f"{one[1]:.0f}", f"{two[1]:.0f}"))

    header = ("case", "epubbuild s", "pandoc s", "ratio", "epubbuild MB", "pandoc MB")
    widths = [max(len(str(r[i])) for r in rows + [header]) for i in range(len(header))]
    print()
    for line in [header, tuple("-" * w for w in widths)] + rows:
        print("  ".join(str(cell).ljust(width) for cell, width in zip(line, widths)))
    shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
