#!/usr/bin/env python3
"""`make bench`: epubbuild beside pandoc on the same inputs, in the same run.

Prints a table: case, epubbuild seconds, pandoc seconds, ratio (pandoc ÷
epubbuild), and both peak RSS values; then each target the project set
itself, with the number measured in this run; then epubcheck's counts for
the learn-go-with-tests EPUB written by each tool. epubbuild's times are the
best of a few runs. No absolute time is checked anywhere: the ratios are the
result.
"""
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EPUBBUILD = os.path.join(ROOT, ".build/release/epubbuild")
CORPUS = os.path.normpath(os.path.join(ROOT, "..", "shared", "corpus"))
GENERATE = [sys.executable, os.path.join(ROOT, "bench/generate.py")]
EPUBCHECK = "/usr/share/java/epubcheck.jar"
QUICK = os.environ.get("BENCH_QUICK") == "1"
# The current pandoc (the PyPI wheel pypandoc-binary; `make bench` installs it), timed beside Debian's.
PANDOC3 = os.path.abspath(os.environ["PANDOC3"]) if os.environ.get("PANDOC3") else None


def measure(command, runs=3, cwd=None, allow_failure=False):
    """Best wall time and peak RSS (MB) of `command`: the time to the millisecond here (GNU time's
    has two decimals, too coarse for a 0.15 s build), the peak through GNU time."""
    best_time, peak = None, 0.0
    for _ in range(runs):
        with tempfile.NamedTemporaryFile() as report:
            start = time.perf_counter()
            result = subprocess.run(["/usr/bin/time", "-f", "%e %M", "-o", report.name] + command, cwd=cwd,
                                    stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
            seconds = time.perf_counter() - start
            kilobytes = open(report.name).read().split()[-1]
        if result.returncode != 0 and not allow_failure:
            sys.exit(f"failed: {' '.join(command)}\n{result.stderr.decode(errors='replace')[-2000:]}")
        best_time = float(seconds) if best_time is None else min(best_time, float(seconds))
        peak = max(peak, int(kilobytes) / 1024)
    return best_time, peak


def measure_together(commands, runs):
    """measure() of several commands taken in turn, run after run, so that a noisy moment on the
    machine slows them alike: what a ratio between them needs (three runs of each, one after the
    other, gave a 7% and a 69% cost of highlighting on the same binary)."""
    best = [(None, 0.0)] * len(commands)
    for _ in range(runs):
        timed = [measure(command, 1) for command in commands]
        best = [(time if low is None else min(low, time), max(peak, rss)) for (low, peak), (time, rss) in zip(best, timed)]
    return best


def folder_megabytes(folder, pattern):
    return sum(os.path.getsize(f) for f in glob.glob(os.path.join(folder, pattern))) / 1_000_000


rows = []
results = {}
# The books issue 31 set a ratio for (async-book and comprehensive-rust at 20x pandoc), printed among the targets.
SPEED_GOALS = {"async-book": 20, "comprehensive-rust": 20}


def row(case, ours, theirs=None):
    ratio = theirs[0] / max(ours[0], 0.005) if theirs else None
    results[case] = (ours, theirs, ratio)
    rows.append((case, f"{ours[0]:.2f}", f"{theirs[0]:.2f}" if theirs else "-", f"{ratio:.1f}x" if ratio else "-",
                 f"{ours[1]:.0f}", f"{theirs[1]:.0f}" if theirs else "-"))
    print(f"  {case}: epubbuild {ours[0]:.2f} s, pandoc {theirs[0]:.2f} s" if theirs else f"  {case}: {ours[0]:.2f} s", flush=True)


def pandoc_markdown(folder, output):
    chapters = re.findall(r"^\s*- (\S+\.md)$", open(os.path.join(folder, "book.yaml")).read(), re.M)
    return ["pandoc", "-f", "gfm", "-t", "epub3", "--metadata", "title=Bench", "-o", output] + [os.path.join(folder, c) for c in chapters]


def epubcheck_counts(epub):
    output = subprocess.run(["java", "-jar", EPUBCHECK, epub], capture_output=True, text=True)
    match = re.search(r"Messages: (\d+) fatals? / (\d+) errors? / (\d+) warnings?", output.stdout + output.stderr)
    return tuple(int(n) for n in match.groups()) if match else None


def math_row(work, runs):
    """A generated book of 5 000 TeX formulas (two in three inline; a quarter of the display ones numbered
    `equation`s and `align`s, referred to by \\eqref), made MathML by epubbuild (KaTeX, one node process)
    and by pandoc --mathml (texmath) from the same chapter files. pandoc reads them as its own Markdown,
    whose tex_math_dollars its gfm lacks before 3.x."""
    folder = os.path.join(work, "math")
    subprocess.run(GENERATE + ["math", folder, "50", "5000"], check=True)
    chapters = sorted(glob.glob(os.path.join(folder, "chapter-*.md")))
    ours = measure([EPUBBUILD, "build", folder + "/book.yaml", "-o", folder + ".epub", "-q"], runs)
    theirs = measure(["pandoc", "-f", "markdown", "-t", "epub3", "--mathml", "--metadata", "title=Bench", "-o",
                      folder + "-pandoc.epub"] + chapters, 1)
    row("math 5000 formulas / 50 chapters build (pandoc --mathml)", ours, theirs)


def pandoc_markdown_row(work, runs):
    """A generated book in pandoc's Markdown with every construct of its dialect (definition lists, fenced divs,
    spans, attributes, notes, line blocks, fancy and example lists, simple and grid tables, raw blocks), built by
    both tools from the same files with the same command line, epubbuild's name changed."""
    folder = os.path.join(work, "pandoc-markdown")
    subprocess.run(GENERATE + ["pandoc", folder, "40", "25"], check=True)
    files = [os.path.join(folder, "title.txt")] + sorted(glob.glob(os.path.join(folder, "chapter-*.md")))
    common = ["-f", "markdown", "-M", "lang=en", "--toc", "-N"]
    ours = measure([EPUBBUILD] + common + ["-o", folder + ".epub", "-q"] + files, runs)
    theirs = measure(["pandoc"] + common + ["-t", "epub3", "-o", folder + "-pandoc.epub"] + files, 1)
    row("pandoc Markdown 1000 sections / 40 chapters build (-f markdown -N)", ours, theirs)


def print_table():
    header = ("case", "epubbuild s", "pandoc s", "ratio", "epubbuild MB", "pandoc MB")
    widths = [max(len(str(r[i])) for r in rows + [header]) for i in range(len(header))]
    print()
    for line in [header, tuple("-" * w for w in widths)] + rows:
        print("  ".join(str(cell).ljust(width) for cell, width in zip(line, widths)))


def main():
    if not shutil.which("pandoc"):
        sys.exit("make bench needs pandoc (apt-get install pandoc)")
    work = tempfile.mkdtemp(prefix="epubbuild-bench-")
    runs = 1 if QUICK else 3
    print(f"pandoc: {subprocess.run(['pandoc', '--version'], capture_output=True, text=True).stdout.splitlines()[0]}")

    # BENCH_ONLY=math: that row alone, for working on it without the whole run's quarter of an hour.
    if os.environ.get("BENCH_ONLY") == "math":
        math_row(work, runs)
        return print_table()
    if os.environ.get("BENCH_ONLY") == "pandoc":
        pandoc_markdown_row(work, runs)
        return print_table()

    lgwt = os.path.join(CORPUS, "learn-go-with-tests")
    validity = []
    if os.path.isdir(lgwt):
        book = os.path.join(work, "lgwt", "book.yaml")
        os.makedirs(os.path.dirname(book))
        open(book, "w").write(f"title: Learn Go with Tests\nlanguage: en\nchapters: {{summary: {lgwt}/SUMMARY.md}}\n")
        chapters = re.findall(r"\]\(([^)]+\.md)\)", open(os.path.join(lgwt, "SUMMARY.md")).read())
        ours_epub, theirs_epub = os.path.join(work, "lgwt.epub"), os.path.join(work, "lgwt-pandoc.epub")
        plain_book = os.path.join(work, "lgwt", "plain.yaml")
        open(plain_book, "w").write(open(book).read() + "highlight: false\n")
        ours, plain = measure_together([[EPUBBUILD, "build", book, "-o", ours_epub, "-q"],
                                        [EPUBBUILD, "build", plain_book, "-o", os.path.join(work, "lgwt-plain.epub"), "-q"]], 15)
        # pandoc may fail on the remote images it tries to download offline; its time still counts.
        theirs = measure(["pandoc", "-f", "gfm", "-t", "epub3", "--metadata", "title=Learn Go with Tests", "-o",
                          theirs_epub] + chapters, 1, cwd=lgwt, allow_failure=True)
        # Both sides highlight code: epubbuild by default (highlight: true), pandoc by default too (its --highlight-style).
        row("learn-go-with-tests build", ours, theirs)
        validity = [("epubbuild learn-go-with-tests", ours_epub), ("pandoc learn-go-with-tests", theirs_epub)]
        row("learn-go-with-tests build, highlight: false", plain)
        print(f"    highlighting adds {(ours[0] / plain[0] - 1) * 100:.0f}% to epubbuild's time "
              f"({plain[0]:.3f} s without, {ours[0]:.3f} s with)", flush=True)
        if PANDOC3 and os.path.exists(PANDOC3):
            version = subprocess.run([PANDOC3, "--version"], capture_output=True, text=True).stdout.split()[1]
            current_epub = os.path.join(work, "lgwt-pandoc3.epub")
            current = measure([PANDOC3, "-f", "gfm", "-t", "epub3", "--metadata", "title=Learn Go with Tests", "-o",
                               current_epub] + chapters, 1, cwd=lgwt, allow_failure=True)
            row(f"learn-go-with-tests build, pandoc {version}", ours, current)
            validity.append((f"pandoc {version} learn-go-with-tests", current_epub))
    else:
        print(f"  (no corpus at {CORPUS}: learn-go-with-tests and corpus EPUB cases skipped)")

    # Every mdBook and GitBook book of the corpus, built from its folder as its users build it (the project
    # is found there), beside pandoc on the same chapter files in SUMMARY.md's order.
    books = sorted(glob.glob(os.path.join(CORPUS, "mdbook", "*", "book.toml")) + glob.glob(os.path.join(CORPUS, "mdbook", "*", "book", "book.toml"))
                   + glob.glob(os.path.join(CORPUS, "gitbook", "*", "book.json")))
    for marker in books:
        project = os.path.dirname(marker)
        kind = "GitBook" if marker.endswith("book.json") else "mdBook"
        name = os.path.basename(project) if os.path.basename(project) != "book" else os.path.basename(os.path.dirname(project))
        source = os.path.join(project, "src") if os.path.isfile(os.path.join(project, "src", "SUMMARY.md")) else project
        summary = os.path.join(source, "SUMMARY.md")
        chapters = [c for c in re.findall(r"\]\(([^)#]+\.md)", open(summary).read()) if os.path.exists(os.path.join(source, c))] \
            if os.path.isfile(summary) else []
        ours_epub, theirs_epub = os.path.join(work, name + ".epub"), os.path.join(work, name + "-pandoc.epub")
        # Books whose own sources hold broken links or missing includes build with --lenient (as world-check does).
        copy = os.path.join(work, "src-" + name)
        shutil.copytree(os.path.dirname(project) if name == "halo2" else project, copy, symlinks=True)
        folder = os.path.join(copy, "book") if name == "halo2" else copy
        command = [EPUBBUILD, "build", folder, "-o", ours_epub, "-q", "--link-base", f"https://example.org/{name}/"]
        if subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode != 0:
            command.append("--lenient")
        if subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode != 0:
            print(f"  {kind} {name}: epubbuild does not build it yet (see the issues); skipped", flush=True)
            continue
        ours = measure(command, runs)
        theirs = measure(["pandoc", "-f", "gfm", "-t", "epub3", "--metadata", f"title={name}", "-o", theirs_epub] + chapters,
                         1, cwd=source, allow_failure=True)
        row(f"{kind} {name} build" + (" (--lenient)" if "--lenient" in command else ""), ours, theirs)
        validity += [(f"epubbuild {name}", ours_epub), (f"pandoc {name}", theirs_epub)]
        if name in SPEED_GOALS:
            # What highlighting costs each tool: the same book with code left plain on both sides.
            plain = measure(command + ["--no-highlight"], runs)
            theirs_plain = measure(["pandoc", "-f", "gfm", "-t", "epub3", "--no-highlight", "--metadata", f"title={name}",
                                    "-o", theirs_epub] + chapters, 1, cwd=source, allow_failure=True)
            row(f"{kind} {name} build, --no-highlight (both)", plain, theirs_plain)
            print(f"    highlighting costs epubbuild {100 * (1 - plain[0] / ours[0]):.0f}% of this build, "
                  f"pandoc {100 * (1 - theirs_plain[0] / theirs[0]):.0f}% of its own", flush=True)

    sizes = [5] if QUICK else [5, 10, 20]
    for megabytes in sizes:
        folder = os.path.join(work, f"md-{megabytes}")
        subprocess.run(GENERATE + ["markdown", folder, "1000", str(megabytes)], check=True)
        ours = measure([EPUBBUILD, "build", folder + "/book.yaml", "-o", folder + ".epub", "-q"], runs)
        theirs = measure(pandoc_markdown(folder, folder + "-pandoc.epub"), 1)
        row(f"markdown {megabytes} MB / 1000 chapters build", ours, theirs)
        results[f"source MB {megabytes}"] = folder_megabytes(folder, "*.md")

    size = sizes[-1]
    folder = os.path.join(work, "xhtml")
    subprocess.run(GENERATE + ["xhtml", folder, "1000", str(size)], check=True)
    names = re.findall(r"^\s*- (\S+\.xhtml)$", open(folder + "/book.yaml").read(), re.M)
    ours = measure([EPUBBUILD, "build", folder + "/book.yaml", "-o", folder + ".epub", "-q"], runs)
    theirs = measure(["pandoc", "-f", "html", "-t", "epub3", "--metadata", "title=Bench", "-o", folder + "-pandoc.epub"]
                     + [os.path.join(folder, n) for n in names], 1)
    row(f"xhtml {size} MB / 1000 chapters build", ours, theirs)

    flatten = []
    if os.path.isdir(CORPUS):
        corpus = sorted(glob.glob(os.path.join(CORPUS, "epub", "*.epub")), key=os.path.getsize)
        # The largest file of the corpus (images), and the largest text (moby-dick) if that is another one.
        flatten += [corpus[-1]] + [e for e in corpus if e.endswith("moby-dick.epub") and e != corpus[-1]]
    flatten.append(os.path.join(work, f"md-{size}.epub"))
    for epub in flatten:
        name = os.path.basename(epub)
        ours = measure([EPUBBUILD, "unpack", epub, "--html", "-o", os.path.join(work, name + ".html"), "--force", "-q"], runs)
        theirs = measure(["pandoc", epub, "-s", "-o", os.path.join(work, name + "-pandoc.html")], 1)
        row(f"flatten {name} to HTML", ours, theirs)
        if epub.startswith(CORPUS):
            # pandoc -s leaves the images out of its page (they point into an EPUB that is not there);
            # --self-contained embeds them as epubbuild does, so it is the like-for-like time.
            embedded = measure(["pandoc", epub, "-s", "--self-contained", "-o", os.path.join(work, name + "-pandoc-sc.html")], 1)
            row(f"flatten {name} to HTML, pandoc --self-contained", ours, embedded)
            sizes_kb = [os.path.getsize(os.path.join(work, name + suffix)) // 1024
                        for suffix in (".html", "-pandoc.html", "-pandoc-sc.html")]
            print(f"    page sizes: epubbuild {sizes_kb[0]} KB, pandoc -s {sizes_kb[1]} KB, "
                  f"pandoc --self-contained {sizes_kb[2]} KB", flush=True)

    math_row(work, runs)
    pandoc_markdown_row(work, runs)

    batch = os.path.join(work, "batch")
    count = 40 if QUICK else 200
    subprocess.run(GENERATE + ["batch", batch, str(count)], check=True)
    # Two runs each, taken in turn (1, 2, 1, 2), the best of each kept: this machine slows down for
    # stretches of many seconds, and one run of each once landed a noisy stretch on one side only.
    runs_of = {1: [], 2: []}
    for _ in range(2):
        for jobs in (1, 2):
            runs_of[jobs].append(measure([EPUBBUILD, "build", "--from", batch + "-list.txt", "--jobs", str(jobs), "-q"], 1))
    one, two = (min(runs_of[jobs], key=lambda run: run[0]) for jobs in (1, 2))
    speedup = one[0] / max(two[0], 0.005)
    rows.append((f"batch of {count} books, --jobs 1 vs --jobs 2", f"{one[0]:.2f}", f"{two[0]:.2f} (jobs 2)",
                 f"{speedup:.2f}x throughput", f"{one[1]:.0f}", f"{two[1]:.0f}"))

    print_table()

    print("\nlinearity (epubbuild seconds per source MB):")
    for megabytes in sizes:
        seconds = results[f"markdown {megabytes} MB / 1000 chapters build"][0][0]
        print(f"  {megabytes:>2} MB: {seconds / results[f'source MB {megabytes}']:.3f} s/MB")

    print("\ntargets:")
    targets = []
    if "learn-go-with-tests build" in results:
        targets.append(("learn-go-with-tests build ≥ 20x pandoc", results["learn-go-with-tests build"][2], 20))
    largest = f"markdown {sizes[-1]} MB / 1000 chapters build"
    targets.append((f"{sizes[-1]} MB Markdown build ≥ 30x pandoc", results[largest][2], 30))
    for epub in flatten:
        case = f"flatten {os.path.basename(epub)} to HTML"
        targets.append((f"{case} ≥ 30x pandoc -s", results[case][2], 30))
    targets.append(("batch --jobs 2 ≥ 1.7x the throughput of --jobs 1", speedup, 1.7))
    for name, goal in SPEED_GOALS.items():
        case = next((c for c in results if c.startswith(f"mdBook {name} build") and "no-highlight" not in c), None)
        if case:
            targets.append((f"{name} build ≥ {goal}x pandoc", results[case][2], goal))
    for label, value, goal in targets:
        print(f"  {'met ' if value >= goal else 'MISSED'}  {label}: {value:.2f}x")
    for epub in flatten:
        like = results.get(f"flatten {os.path.basename(epub)} to HTML, pandoc --self-contained")
        if like and results[f"flatten {os.path.basename(epub)} to HTML"][2] < 30:
            print(f"        {os.path.basename(epub)}: pandoc -s writes no images, so its time is its start-up;"
                  f" with them embedded (--self-contained) epubbuild is {like[2]:.1f}x faster")
    rss_ratio = results[largest][0][1] / results[f"source MB {sizes[-1]}"]
    print(f"  {'met ' if rss_ratio < 10 else 'MISSED'}  peak RSS < 10x source for the {sizes[-1]} MB book: "
          f"{results[largest][0][1]:.0f} MB for {results[f'source MB {sizes[-1]}']:.1f} MB of Markdown = {rss_ratio:.1f}x")

    if validity and os.path.exists(EPUBCHECK):
        print("\nepubcheck 4.2.6 on the corpus books' EPUBs (fatals / errors / warnings):")
        for tool, epub in validity:
            counts = epubcheck_counts(epub) if os.path.exists(epub) else None
            print(f"  {tool}: " + (" / ".join(map(str, counts)) if counts else "no EPUB written"))
    shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
