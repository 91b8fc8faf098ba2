import EPUBBuild
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
    }
    return 0
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
