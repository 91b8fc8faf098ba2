import CTreeSitter
import Foundation

/// A grammar's highlight query, compiled: what each capture is shown as, and
/// the predicates (`#match?`, `#eq?`, `#any-of?`) each pattern's captures must
/// satisfy. A compiled query is read-only while cursors run it, so one is
/// shared by every thread; it is compiled the first time a book uses the
/// language, in under a millisecond since the runtime skips tree-sitter's
/// query analysis (ThirdParty/README.md, "Patches"; it took 260 ms for Swift's).
final class HighlightQuery: @unchecked Sendable {
    let pointer: OpaquePointer
    /// Per capture id: its class's index in `HighlightClass.allCases`, or -1 for one left plain.
    let classes: [Int8]
    /// Per pattern: the predicates a match must satisfy.
    let predicates: [[Predicate]]

    enum Predicate {
        case match(capture: UInt32, PatternRegex, negated: Bool)
        case equalsText(capture: UInt32, [[UInt8]], negated: Bool)
        case equalsCapture(capture: UInt32, other: UInt32, negated: Bool)
    }

    struct CompileError: Error, CustomStringConvertible {
        let language: CodeLanguage
        let offset: UInt32
        let kind: UInt32
        var description: String {
            "the \(language.rawValue) highlight query does not compile (error \(kind) at byte \(offset))"
        }
    }

    init(_ language: CodeLanguage) throws(CompileError) {
        let source = Array(language.highlightsQuery.utf8)
        var offset: UInt32 = 0
        var error = TSQueryErrorNone
        guard
            let query = source.withUnsafeBufferPointer({ bytes in
                bytes.withMemoryRebound(to: CChar.self) {
                    ts_query_new(language.grammar, $0.baseAddress, UInt32($0.count), &offset, &error)
                }
            })
        else {
            throw CompileError(language: language, offset: offset, kind: error.rawValue)
        }
        pointer = query
        classes = (0..<ts_query_capture_count(query)).map { id in
            var length: UInt32 = 0
            let kind = HighlightClass(captureName: String(cString: ts_query_capture_name_for_id(query, id, &length)))
            return kind.map { Int8(HighlightClass.allCases.firstIndex(of: $0)!) } ?? -1
        }
        predicates = (0..<ts_query_pattern_count(query)).map { Self.predicates(of: query, pattern: $0) }
        // A pattern whose captures are all left plain (`(identifier) @variable`, every operator and bracket)
        // cannot change the output: see SyntaxHighlighter.spans. Most of a program's tokens are such, and
        // running those patterns took a third of the query's time on learn-go-with-tests.
        for pattern in 0..<ts_query_pattern_count(query) {
            let start = Int(ts_query_start_byte_for_pattern(query, pattern)),
                end = Int(ts_query_end_byte_for_pattern(query, pattern))
            let names = Self.captureNames(in: source[start..<min(end, source.count)])
            if names.allSatisfy({ HighlightClass(captureName: $0) == nil }) { ts_query_disable_pattern(query, pattern) }
        }
    }

    /// The capture names (`@keyword.function`) in a pattern's source. A string
    /// such as `"@keyword"` counts as one too, which only keeps its pattern enabled.
    private static func captureNames(in pattern: ArraySlice<UInt8>) -> [String] {
        var names: [String] = []
        var index = pattern.startIndex
        while let at = pattern[index...].firstIndex(of: UInt8(ascii: "@")) {
            let name = pattern[(at + 1)...].prefix {
                $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-")
                    || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0)
                    || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
            }
            if !name.isEmpty { names.append(String(decoding: name, as: UTF8.self)) }
            index = at + 1 + name.count
        }
        return names
    }

    deinit { ts_query_delete(pointer) }

    /// A pattern's predicates, from the runtime's flat list of steps (a name,
    /// its arguments, a Done). Those that only set properties (`#set!`) or
    /// need a locals query (`#is-not? local`) are not filters here.
    private static func predicates(of query: OpaquePointer, pattern: UInt32) -> [Predicate] {
        var count: UInt32 = 0
        guard let steps = ts_query_predicates_for_pattern(query, pattern, &count), count > 0 else { return [] }
        func string(_ id: UInt32) -> String {
            var length: UInt32 = 0
            return String(cString: ts_query_string_value_for_id(query, id, &length))
        }
        var result: [Predicate] = []
        var start = 0
        while start < Int(count) {
            var end = start
            while steps[end].type != TSQueryPredicateStepTypeDone { end += 1 }
            let arguments = Array(UnsafeBufferPointer(start: steps + start + 1, count: end - start - 1))
            let name = string(steps[start].value_id)
            let negated = name.hasPrefix("not-")
            if let first = arguments.first, first.type == TSQueryPredicateStepTypeCapture, arguments.count >= 2 {
                switch negated ? String(name.dropFirst(4)) : name {
                case "match?":
                    if let regex = PatternRegex(string(arguments[1].value_id)) {
                        result.append(.match(capture: first.value_id, regex, negated: negated))
                    }
                case "eq?" where arguments[1].type == TSQueryPredicateStepTypeCapture:
                    result.append(
                        .equalsCapture(capture: first.value_id, other: arguments[1].value_id, negated: negated))
                case "eq?", "any-of?":
                    let texts = arguments.dropFirst().map { Array(string($0.value_id).utf8) }
                    result.append(.equalsText(capture: first.value_id, texts, negated: negated))
                default:
                    break
                }
            }
            start = end + 1
        }
        return result
    }

    /// The compiled query of each language a build has used so far: each is
    /// compiled once, under a lock of its own, so that one thread compiling
    /// Swift's does not hold up another highlighting Go.
    private final class Slot: @unchecked Sendable {
        let lock = NSLock()
        var result: Result<HighlightQuery, CompileError>?
    }
    private static let slotsLock = NSLock()
    nonisolated(unsafe) private static var slots: [CodeLanguage: Slot] = [:]

    static func shared(_ language: CodeLanguage) throws(CompileError) -> HighlightQuery {
        let slot = slotsLock.withLock {
            if let slot = slots[language] { return slot }
            let slot = Slot()
            slots[language] = slot
            return slot
        }
        slot.lock.lock()
        defer { slot.lock.unlock() }
        if slot.result == nil {
            do throws(CompileError) { slot.result = .success(try HighlightQuery(language)) } catch {
                slot.result = .failure(error)
            }
        }
        return try slot.result!.get()
    }
}
