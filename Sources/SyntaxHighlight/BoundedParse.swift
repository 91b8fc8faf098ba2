import CTreeSitter

/// A tree-sitter parse with a bound on its work. tree-sitter's error recovery can take time that grows with the
/// square of the input or worse on text its grammar cannot read (fuzzing: 32 KB of `<!--` in a Go block took over a
/// minute). The parser calls back every hundred operations; past a budget proportional to the code's length, far
/// above what any readable code needs, the parse is given up and the block stays plain. The budget counts
/// operations, not time, so the same book gives the same EPUB on any machine.
enum BoundedParse {
    /// Operations allowed per byte of code, beside a fixed allowance for short blocks, in tree-sitter's units of a
    /// hundred operations (`OP_COUNT_PER_PARSER_CALLBACK_CHECK`). Real code takes at most 0.04 a byte (measured on
    /// comprehensive-rust, learn-go-with-tests, docker-practice-zh: 64 for 7 KB of Rust at most, 0.009 a byte).
    static let callbacksPerByte = 0.1
    static let fixedCallbacks = 1_000

    private struct Source {
        let base: UnsafePointer<CChar>
        let count: UInt32
        var callbacks = 0
        let limit: Int
    }

    static func parse(_ parser: OpaquePointer, _ bytes: UnsafeBufferPointer<CChar>) -> OpaquePointer? {
        guard let base = bytes.baseAddress else { return nil }
        var source = Source(
            base: base, count: UInt32(bytes.count),
            limit: fixedCallbacks + Int(Double(bytes.count) * callbacksPerByte))
        return withUnsafeMutablePointer(to: &source) { pointer in
            let input = TSInput(
                payload: UnsafeMutableRawPointer(pointer),
                read: { payload, index, _, read in
                    let source = payload!.assumingMemoryBound(to: Source.self)
                    let left = index < source.pointee.count ? source.pointee.count - index : 0
                    read?.pointee = left
                    return left == 0 ? nil : source.pointee.base + Int(index)
                },
                encoding: TSInputEncodingUTF8, decode: nil)
            let options = TSParseOptions(
                payload: UnsafeMutableRawPointer(pointer),
                progress_callback: { state in
                    let source = state!.pointee.payload!.assumingMemoryBound(to: Source.self)
                    source.pointee.callbacks += 1
                    return source.pointee.callbacks > source.pointee.limit
                })
            return ts_parser_parse_with_options(parser, nil, input, options)
        }
    }
}
