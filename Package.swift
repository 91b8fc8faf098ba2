// swift-tools-version: 6.0
import PackageDescription

/// The grammars vendored in ThirdParty/CTreeSitterGrammars, one folder each.
let grammarLanguages = [
    "bash", "c", "css", "go", "html", "javascript", "json", "python", "rust", "sql", "swift", "toml", "yaml",
]

let package = Package(
    name: "epubbuild",
    products: [
        .library(name: "EPUBBuild", targets: ["EPUBBuild", "EPUBRead", "EPUBFormats", "EPUBModel", "EPUBSupport"]),
        .executable(name: "epubbuild", targets: ["epubbuild"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
    ],
    targets: [
        // C libraries from Debian's -dev packages, found through pkg-config.
        .systemLibrary(
            name: "CLibXML2", pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]),
        .systemLibrary(
            name: "CLibXSLT", pkgConfig: "libexslt",
            providers: [.apt(["libxslt1-dev"])]),
        .systemLibrary(
            name: "CLibZip", pkgConfig: "libzip",
            providers: [.apt(["libzip-dev"])]),
        // zlib: libzip's own dependency, used directly to deflate pages on the threads that make them.
        .systemLibrary(
            name: "CZlib", pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]),
        // libdeflate: deflates pages on the threads that make them, in half the time of zlib at a better ratio.
        .systemLibrary(
            name: "CLibDeflate", pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"])]),
        .systemLibrary(
            name: "CCmarkGFM", pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]),
        // Regular expressions for highlight queries' #match? predicates.
        .systemLibrary(
            name: "CPCRE2", pkgConfig: "libpcre2-8",
            providers: [.apt(["libpcre2-dev"])]),

        // tree-sitter and the grammars of the languages code blocks are highlighted in, vendored
        // under ThirdParty/ (not ours: three quarters of the tree's lines; ThirdParty/README.md)
        // from pinned PyPI packages by scripts/vendor-tree-sitter.py (Debian 12's runtime is too old
        // for current grammars). lib.c includes the runtime's other files; the grammars' own headers
        // sit beside each parser.c.
        .target(
            name: "CTreeSitter", path: "ThirdParty/CTreeSitter", exclude: ["LICENSE"], sources: ["src/lib.c"],
            cSettings: [.headerSearchPath("src"), .define("NDEBUG", .when(configuration: .release))]),
        .target(
            name: "CTreeSitterGrammars", dependencies: ["CTreeSitter"], path: "ThirdParty/CTreeSitterGrammars",
            // yaml/schema.core.c is included by yaml/scanner.c, not compiled on its own.
            exclude: ["SOURCES.md", "yaml/schema.core.c"] + grammarLanguages.map { "\($0)/LICENSE" },
            cSettings: [.define("NDEBUG", .when(configuration: .release))]),

        // Swift wrappers that own the C libraries' memory; no C pointer leaves them.
        .target(name: "CXMLShim", dependencies: ["CLibXML2", "CLibXSLT"]),
        .target(name: "XMLTree", dependencies: ["CLibXML2", "CLibXSLT", "CXMLShim"]),
        .target(name: "ZipArchive", dependencies: ["CLibDeflate", "CLibZip", "CZlib"]),
        // pandoc Markdown's inline syntax as cmark-gfm syntax extensions (C, through cmark-gfm's public API).
        .target(name: "CMarkPandoc", dependencies: ["CCmarkGFM"]),
        .target(name: "Markdown", dependencies: ["CCmarkGFM", "CMarkPandoc"]),
        .target(name: "SyntaxHighlight", dependencies: ["CTreeSitter", "CTreeSitterGrammars", "CPCRE2"]),

        // The bottom layer, under everything of ours: paths, byte search, media types, diagnostics,
        // the worker pool and the file access every stage reads through. It imports nothing of the pipeline.
        .target(name: "EPUBSupport", dependencies: ["XMLTree"]),

        // The publication, as book.yaml describes it and as an EPUB's package states it: metadata, chapters,
        // contents, manifest, rendition, accessibility, and the typed paths and references between them.
        .target(name: "EPUBModel", dependencies: ["EPUBSupport"]),

        // The EPUB's own formats, each defined once and read and written by one codec: the package document,
        // the navigation document and NCX, container.xml and encryption.xml, the OCF zip, the
        // accessibility metadata and audit of content documents, and the book files authors write:
        // book.yaml's table and writer, the YAML fields it is read through, TOML (book.toml) and SUMMARY.md.
        .target(
            name: "EPUBFormats",
            dependencies: [
                "EPUBModel", "EPUBSupport", "Markdown", "XMLTree", "ZipArchive",
                .product(name: "Yams", package: "Yams"),
            ]),

        // Citations: bibliographies (CSL-JSON, CSL-YAML, BibTeX) read into CSL's data model, and a CSL 1.0.2
        // processor that renders citations and references with a style. Below the pipeline, which runs it.
        .target(
            name: "EPUBCitations",
            dependencies: ["EPUBFormats", "EPUBSupport", "XMLTree", .product(name: "Yams", package: "Yams")]),

        // The reading side: an EPUB's container and publication, `unpack` (to a project, the raw files or one
        // HTML page), `info` and `pack`. A sibling of the pipeline: neither sees the other.
        .target(name: "EPUBRead", dependencies: ["EPUBFormats", "EPUBModel", "EPUBSupport", "XMLTree", "ZipArchive"]),

        // The build pipeline: Load, Ingest, Resolve, Transform, Package, Write.
        .target(
            name: "EPUBBuild",
            dependencies: [
                "EPUBCitations", "EPUBFormats", "EPUBModel", "EPUBSupport", "XMLTree", "ZipArchive", "Markdown",
                "SyntaxHighlight", .product(name: "Yams", package: "Yams"),
            ]),

        // The thin command-line front end.
        .executableTarget(
            name: "epubbuild",
            dependencies: [
                "EPUBBuild", "EPUBRead", "EPUBFormats", "EPUBModel", "EPUBSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // The release binary allocates through mimalloc (Debian's libmimalloc-dev): glibc's malloc and free were
            // 15 % of a build's instructions, and mimalloc takes 10 % off the whole (710 M → 638 M on async-book).
            // Only in release: the library leaves the allocator to the program that uses it, and the sanitizers
            // of the debug builds bring their own.
            linkerSettings: [.linkedLibrary("mimalloc", .when(configuration: .release))]),

        // libFuzzer harness of every parser of untrusted input (`make fuzz`, fuzz/README.md); inert in a plain build.
        .executableTarget(
            name: "EPUBFuzz",
            dependencies: ["EPUBBuild", "EPUBCitations", "EPUBRead", "EPUBFormats", "EPUBModel", "EPUBSupport"],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]),

        .testTarget(
            name: "EPUBBuildTests",
            dependencies: [
                "EPUBBuild", "EPUBCitations", "EPUBRead", "EPUBFormats", "EPUBModel", "EPUBSupport", "XMLTree",
                "ZipArchive", "Markdown", "SyntaxHighlight",
            ],
            resources: [.copy("Fixtures")]),
    ],
    swiftLanguageModes: [.v6]
)
