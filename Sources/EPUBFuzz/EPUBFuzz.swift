import EPUBBuild
import EPUBCitations
import EPUBSupport
import Foundation

// Coverage-guided fuzzing of every parser of untrusted input, with libFuzzer.
// Built by `make fuzz` (fuzz/libfuzzer.py) with
//   swift build -c release --product EPUBFuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc
// -DFUZZING
// and run with FUZZ_TARGET naming the input the fuzzer's bytes become. Each
// input is one entry of a small valid EPUB, or one file of a small valid book,
// so mutations reach the parsers behind the container rather than the zip's.
// Built without -DFUZZING (a plain `swift build`), the executable only says how to build it.

/// What the fuzzer's bytes are.
enum FuzzTarget: String, CaseIterable {
    // An EPUB held in memory, one entry replaced: read, described by `info`, unpacked to a project and flattened.
    case container, package, navigation, ncx, chapter, stylesheet, image
    // A book held in memory (MemoryFiles), one file replaced, built.
    case bookYAML = "book-yaml", markdown, xhtml, css, svg
    // A bibliography, read as BibTeX, CSL-JSON and CSL-YAML, and its entries rendered in Chicago author-date.
    case bibliography

    static var current: FuzzTarget {
        let name = ProcessInfo.processInfo.environment["FUZZ_TARGET"] ?? "package"
        guard let target = FuzzTarget(rawValue: name) else {
            fatalError("FUZZ_TARGET=\(name) is none of \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return target
    }
}

/// Where each run writes what it makes: a folder of its own, emptied between runs.
let work = NSTemporaryDirectory() + "epubfuzz-\(getpid())"
let target = FuzzTarget.current

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ bytes: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let input = bytes.map { Data(bytes: $0, count: size) } ?? Data()
    try? FileManager.default.removeItem(atPath: work)
    try? FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
    switch target {
    case .container, .package, .navigation, .ncx, .chapter, .stylesheet, .image:
        SampleEPUB.exercise(replacing: SampleEPUB.entry(for: target), with: input, in: work)
    case .bookYAML, .markdown, .xhtml, .css, .svg:
        SampleBook.exercise(replacing: SampleBook.file(for: target), with: input, in: work)
    case .bibliography:
        exerciseBibliography(String(decoding: input, as: UTF8.self))
    }
    return 0
}

/// Reads `text` as each bibliography format and renders what it holds, cited once each, with the default style.
func exerciseBibliography(_ text: String) {
    let location = SourceLocation(path: "refs")
    guard let style = try? CitationStyles.load(nil, shownAt: location),
        let locale = try? CSLLocale.load(language: "en-US", folder: CitationStyles.locales, style: style)
    else { return }
    for name in ["refs.bib", "refs.json", "refs.yaml"] {
        guard let references = try? BibliographyReader.read(text, path: name) else { continue }
        let cites = references.prefix(50).map { [CitationItem(id: $0.id)] }
        _ = CitationProcessor(style: style, locale: locale, references: references).process(cites)
    }
}

#if FUZZING
    @_silgen_name("LLVMFuzzerRunDriver")
    func LLVMFuzzerRunDriver(
        _ argc: UnsafeMutablePointer<Int32>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
    ) -> Int32

    // SwiftPM links an executable with `--defsym main=EPUBFuzz_main`.
    @_cdecl("EPUBFuzz_main")
    public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
        var count = argc
        var arguments = argv
        return LLVMFuzzerRunDriver(&count, &arguments) { bytes, size in fuzzOne(bytes, size) }
    }
#else
    @_cdecl("EPUBFuzz_main")
    public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
        FileHandle.standardError.write(
            Data("EPUBFuzz is a libFuzzer harness: run `make fuzz` (see fuzz/README.md)\n".utf8))
        return 2
    }
#endif
