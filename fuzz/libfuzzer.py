#!/usr/bin/env python3
"""Coverage-guided fuzzing of every parser of untrusted input, with libFuzzer.

    python3 fuzz/libfuzzer.py --seconds 240 [--only package,css] [--jobs 1]

Builds the EPUBFuzz harness (Sources/EPUBFuzz) with -sanitize=fuzzer,address
into .build-fuzz, then runs each target for an equal share of --seconds on
seeds taken from the test fixtures, and prints, per target, the executions
and the coverage libFuzzer reached. A crash (a Swift trap, an ASan report, a
timeout, memory beyond 2 GB) is copied to fuzz/findings/libfuzzer/ with the
target's name, and the run exits 1. Replay one: `FUZZ_TARGET=css .build-fuzz/release/EPUBFuzz FILE`.
"""
import argparse, glob, os, re, shutil, subprocess, sys, tempfile, time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(REPO, "Tests", "EPUBBuildTests", "Fixtures")
BUILD = os.path.join(REPO, ".build-fuzz")
BINARY = os.path.join(BUILD, "release", "EPUBFuzz")

# Each target, and the fixture files that seed it.
SEEDS = {
    "container": ["epub/*/META-INF/container.xml"],
    "package": ["epub/*/*.opf", "epub/*/*/*.opf", "epub/*/*/*/*.opf"],
    "navigation": ["epub/*/*/nav*.xhtml", "epub/*/*/*/nav*.xhtml"],
    "ncx": ["epub/*/*.ncx", "epub/*/*/*.ncx"],
    "chapter": ["epub/*/*/*.xhtml", "books/*/*.xhtml"],
    "stylesheet": ["epub/*/*/*.css", "books/*/*.css"],
    "image": ["books/*/*.svg", "books/*/*/*.svg", "epub/*/*/*.svg"],
    "book-yaml": ["books/*/book.yaml"],
    "markdown": ["books/*/*.md", "books/*/*/*.md"],
    "xhtml": ["books/*/*.xhtml", "epub/*/*/*.xhtml"],
    "css": ["books/*/*.css", "books/*/*/*.css"],
    "svg": ["books/*/*.svg", "books/*/*/*.svg"],
    "bibliography": ["books/*/*.bib", "books/*/expected/*.json"],
}

def build():
    cmd = ["swift", "build", "-c", "release", "--product", "EPUBFuzz", "--scratch-path", BUILD,
           "-Xswiftc", "-sanitize=fuzzer,address", "-Xswiftc", "-parse-as-library", "-Xswiftc", "-DFUZZING"]
    print("$ " + " ".join(cmd), flush=True)
    subprocess.run(cmd, cwd=REPO, check=True)

def seeds(target, folder, cap=60):
    os.makedirs(folder, exist_ok=True)
    files = sorted({f for pattern in SEEDS[target] for f in glob.glob(os.path.join(FIXTURES, pattern)) if os.path.isfile(f)})
    files = [f for f in files if os.path.getsize(f) <= 64 * 1024][:cap]
    for index, f in enumerate(files):
        shutil.copy(f, os.path.join(folder, f"seed-{index}"))
    return len(files)

def run(target, seconds, work):
    corpus = os.path.join(work, target)
    count = seeds(target, corpus)
    artifacts = os.path.join(work, "artifacts", target) + "/"
    os.makedirs(artifacts, exist_ok=True)
    env = dict(os.environ, FUZZ_TARGET=target, SWIFT_BACKTRACE="enable=no",
               EPUBBUILD_TEMPLATES=os.path.join(REPO, "Templates"),
               ASAN_OPTIONS="detect_leaks=0:allocator_may_return_null=1")
    cmd = [BINARY, corpus, f"-max_total_time={seconds}", "-timeout=10", "-rss_limit_mb=2048", "-detect_leaks=0",
           "-max_len=65536", f"-artifact_prefix={artifacts}", "-print_final_stats=1"]
    started = time.time()
    result = subprocess.run(cmd, env=env, capture_output=True, text=True, errors="replace")
    output = result.stderr + result.stdout
    done = re.findall(r"#(\d+)\s+DONE\s+cov: (\d+) ft: (\d+) corp: (\d+)", output)
    execs, cov, ft, corp = done[-1] if done else ("?", "?", "?", "?")
    crashes = [f for f in os.listdir(artifacts)]
    print(f"{target:11} {seconds:5d} s  {count:3d} seeds  {execs:>8} execs  cov {cov:>6}  features {ft:>6}  corpus {corp:>5}  "
          f"{'CRASH ' + ', '.join(crashes) if crashes else 'no crash'}  ({time.time() - started:.0f} s)", flush=True)
    if crashes:
        keep = os.path.join(REPO, "fuzz", "findings", "libfuzzer")
        os.makedirs(keep, exist_ok=True)
        for c in crashes:
            shutil.copy(os.path.join(artifacts, c), os.path.join(keep, f"{target}-{c}"))
        tail = "\n".join(output.splitlines()[-40:])
        print(tail, flush=True)
    return not crashes

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=int, default=240, help="total time, shared equally by the targets")
    ap.add_argument("--only", default="", help="comma-separated targets")
    ap.add_argument("--no-build", action="store_true")
    a = ap.parse_args()
    targets = [t for t in SEEDS if not a.only or t in a.only.split(",")]
    if not a.no_build:
        build()
    work = tempfile.mkdtemp(prefix="epubfuzz-")
    share = max(5, a.seconds // len(targets))
    ok = all([run(t, share, work) for t in targets])
    shutil.rmtree(work, ignore_errors=True)
    sys.exit(0 if ok else 1)

if __name__ == "__main__":
    main()
