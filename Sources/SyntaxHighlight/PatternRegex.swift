import CPCRE2

/// A compiled PCRE2 regular expression: a query's `#match?` pattern (written
/// for Rust's regex crate, whose syntax these patterns share with PCRE2).
/// Compiled once and read by every thread; each thread matches with a
/// `MatchData` of its own.
final class PatternRegex: @unchecked Sendable {
    private let code: OpaquePointer

    init?(_ pattern: String) {
        var error: Int32 = 0
        var offset = 0
        let bytes = Array(pattern.utf8)
        guard let code = pcre2_compile_8(bytes, bytes.count, 0, &error, &offset, nil) else { return nil }
        pcre2_jit_compile_8(code, UInt32(PCRE2_JIT_COMPLETE))
        self.code = code
    }

    deinit { pcre2_code_free_8(code) }

    /// Whether the pattern matches somewhere in `bytes` (as `#match?` asks: a search, not a whole match).
    func matches(_ bytes: UnsafeBufferPointer<UInt8>, using data: MatchData) -> Bool {
        pcre2_match_8(code, bytes.baseAddress, bytes.count, 0, 0, data.pointer, nil) >= 0
    }

    /// The space a match writes its offsets to; one per thread.
    final class MatchData {
        let pointer: OpaquePointer

        init() { pointer = pcre2_match_data_create_8(1, nil) }

        deinit { pcre2_match_data_free_8(pointer) }
    }
}
