#!/usr/bin/env python3
"""Vendors the tree-sitter runtime, 13 grammars and their highlight queries
into ThirdParty/ from pinned PyPI packages (docs/highlighting-research.md says why
tree-sitter, and why these packages).

    python3 scripts/vendor-tree-sitter.py [--cache DIR]

Not part of the build: the output is committed, so building needs no network.
Run it again only to move a pin; then rebuild and run the tests (every query
must compile against its grammar, which SyntaxHighlighterTests checks).

Where the sources come from:
- the runtime: the sdist of tree-sitter (Python bindings), which holds it as
  tree_sitter/core/lib;
- most grammars' C sources: the sdist of tree-sitter-language-pack, which
  builds each from a pinned revision of the grammar's repository (listed in its
  sources/language_definitions.json); the grammars' own sdists lack a scanner
  (python, css, sql) or a header (html);
- Swift and YAML: their own sdists (the language pack has no YAML, and its
  Swift is older than the Swift queries);
- SQL: the tree-sitter-sql sdist's parser, with the language pack's scanner
  (the same three external tokens; the pack's own parser is older than the queries);
- each highlights.scm and LICENSE: the language's own package, sdist or wheel;
- YAML's schema.core.c, which every tree-sitter-yaml sdist lacks: generated
  by scripts/yaml-core-schema.py.
"""
import argparse
import pathlib
import shutil
import subprocess
import sys
import tarfile
import zipfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
RUNTIME = ("tree-sitter", "0.26.1")
PACK = ("tree-sitter-language-pack", "0.13.0")

# language: (PyPI package, version, where its C sources come from)
GRAMMARS = {
    "bash": ("tree-sitter-bash", "0.25.1", "pack"),
    "c": ("tree-sitter-c", "0.24.2", "pack"),
    "css": ("tree-sitter-css", "0.25.0", "pack"),
    "go": ("tree-sitter-go", "0.25.0", "pack"),
    "html": ("tree-sitter-html", "0.23.2", "pack"),
    "javascript": ("tree-sitter-javascript", "0.25.0", "pack"),
    "json": ("tree-sitter-json", "0.24.8", "pack"),
    "python": ("tree-sitter-python", "0.25.0", "pack"),
    "rust": ("tree-sitter-rust", "0.24.2", "pack"),
    "sql": ("tree-sitter-sql", "0.3.13", "own+pack-scanner"),
    "swift": ("tree-sitter-swift", "0.7.4", "own"),
    "toml": ("tree-sitter-toml", "0.7.0", "pack"),
    "yaml": ("tree-sitter-yaml", "0.7.1", "own"),
}


def download(cache, name, version, binary):
    kind = "wheel" if binary else "sdist"
    folder = cache / f"{name}-{version}-{kind}"
    if not folder.exists():
        folder.mkdir(parents=True)
        flags = ["--only-binary", ":all:"] if binary else ["--no-binary", ":all:"]
        subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--disable-pip-version-check",
                        *flags, "-d", str(folder), f"{name}=={version}"], check=True)
        archive = next(folder.iterdir())
        if archive.suffix == ".whl":
            with zipfile.ZipFile(archive) as z:
                z.extractall(folder / "x")
        else:
            with tarfile.open(archive) as t:
                t.extractall(folder / "x", filter="data")
    return folder / "x"


def find(tree, pattern):
    hits = sorted(tree.rglob(pattern))
    return hits[0] if hits else None


def package_file(cache, name, version, pattern):
    """A file of a package: its sdist first, its wheel when the sdist lacks it."""
    for binary in (False, True):
        hit = find(download(cache, name, version, binary), pattern)
        if hit:
            return hit
    sys.exit(f"{name} {version} has no {pattern}")


def copy_source(src, dest):
    dest.mkdir(parents=True)
    for file in ["parser.c", "scanner.c", "tag.h"]:
        if (src / file).exists():
            shutil.copy(src / file, dest / file)
    shutil.copytree(src / "tree_sitter", dest / "tree_sitter")


def swift_string(text):
    assert '"""#' not in text
    return '#"""\n' + text.rstrip("\n") + '\n"""#'


# Our one change to the runtime (ThirdParty/README.md, "Patches"): ts_query_new analyses the
# grammar's whole parse table to learn which pattern steps cannot fail, which only spares the
# matcher some states; for Swift's grammar that took 2 billion instructions (a quarter of a
# second) before the first code block was coloured. Every step is taken as one that can fail
# instead: the same matches, with a few more states while matching. The analysis also finds
# patterns that can never match, a check our queries, fixed at vendoring, do not need.
QUERY_ANALYSIS_MARKER = "  // For every parent symbol in the query, initialize an 'analysis subgraph'."
QUERY_ANALYSIS_PATCH = """  // epubbuild: the analysis below walks the grammar's whole parse table (a quarter of a
  // second for Swift's) only to learn which steps cannot fail, which saves work while
  // matching. Every step is taken as one that can fail instead: the same matches, found
  // with a few more states (ThirdParty/README.md, "Patches").
  for (unsigned i = 0; i < self->steps.size; i++) {
    QueryStep *step = array_get(&self->steps, i);
    if (step->depth == PATTERN_DONE_MARKER) continue;
    step->parent_pattern_guaranteed = false;
    step->root_pattern_guaranteed = false;
  }
  goto supertype_cleanup;

"""


def patch_query_analysis(query_c):
    text = query_c.read_text()
    assert text.count(QUERY_ANALYSIS_MARKER) == 1, "query.c changed: review the query-analysis patch"
    query_c.write_text(text.replace(QUERY_ANALYSIS_MARKER, QUERY_ANALYSIS_PATCH + QUERY_ANALYSIS_MARKER))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--cache", default=str(ROOT / ".tools/vendor-cache"))
    cache = pathlib.Path(parser.parse_args().cache)

    runtime = download(cache, *RUNTIME, binary=False)
    lib = find(runtime, "core/lib")
    target = ROOT / "ThirdParty/CTreeSitter"
    shutil.rmtree(target, ignore_errors=True)
    shutil.copytree(lib / "src", target / "src")
    (target / "include").mkdir(parents=True)
    shutil.copytree(lib / "include/tree_sitter", target / "include/tree_sitter")
    shutil.copy(find(runtime, "LICENSE"), target / "LICENSE")
    patch_query_analysis(target / "src/query.c")

    pack = find(download(cache, *PACK, binary=False), "parsers")
    grammars = ROOT / "ThirdParty/CTreeSitterGrammars"
    shutil.rmtree(grammars, ignore_errors=True)
    (grammars / "include").mkdir(parents=True)
    declarations = []
    queries = []
    provenance = ["# Vendored grammars", "", "Written by scripts/vendor-tree-sitter.py; do not edit.", "",
                  f"Runtime: {RUNTIME[0]} {RUNTIME[1]} (PyPI sdist), MIT.", "",
                  "| language | C sources | highlights.scm and LICENSE |", "| --- | --- | --- |"]
    for language, (name, version, origin) in GRAMMARS.items():
        dest = grammars / language
        if origin == "pack":
            copy_source(pack / language / "src", dest)
            sources = f"{PACK[0]} {PACK[1]}"
        else:
            own = find(download(cache, name, version, binary=False), "src/parser.c").parent
            copy_source(own, dest)
            sources = f"{name} {version}"
            if origin == "own+pack-scanner":
                shutil.copy(pack / language / "src/scanner.c", dest / "scanner.c")
                sources += f", scanner.c from {PACK[0]} {PACK[1]}"
        shutil.copy(package_file(cache, name, version, "LICENSE"), dest / "LICENSE")
        query = package_file(cache, name, version, "queries/highlights.scm").read_text()
        queries.append(f"    case .{language}: {swift_string(query)}")
        declarations.append(f"const TSLanguage *tree_sitter_{language}(void);")
        provenance.append(f"| {language} | {sources} | {name} {version} |")

    (grammars / "include/TreeSitterGrammars.h").write_text(
        "// Written by scripts/vendor-tree-sitter.py. Each function returns a grammar the runtime reads.\n"
        "#include <tree_sitter/api.h>\n\n" + "\n".join(declarations) + "\n")
    (grammars / "SOURCES.md").write_text("\n".join(provenance) + "\n")
    (ROOT / "Sources/SyntaxHighlight/HighlightQueries.swift").write_text(
        "// Written by scripts/vendor-tree-sitter.py from each language's queries/highlights.scm; do not edit.\n\n"
        "extension CodeLanguage {\n"
        "    /// The grammar's own highlight query (tree-sitter's query language).\n"
        "    var highlightsQuery: String {\n"
        "        switch self {\n" + "\n".join(queries) + "\n        }\n    }\n}\n")
    # The YAML scanner includes a file its sdists leave out; it is generated from the schema.
    subprocess.run([sys.executable, str(ROOT / "scripts/yaml-core-schema.py")], check=True)


if __name__ == "__main__":
    main()
