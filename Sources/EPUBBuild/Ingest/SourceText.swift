import EPUBSupport
import Foundation

/// A chapter's source text as lines, for pointing a diagnostic at a line and
/// column. Read again from the file the first time a message needs it: a big
/// book does not keep every chapter's text in memory for a rare message.
public final class SourceText: Sendable {
    public let path: String
    /// Where the text is read again from; nil for text made in memory.
    private let files: (any SourceFiles)?
    private let cache: Locked<[Substring]?>
    /// Where each line was written, when the text is not the file's own
    /// (mdBook's `{{#include}}` brought in lines of other files).
    public let origins: [Origin]?

    /// A file and line a line of the text came from.
    public struct Origin: Sendable, Equatable {
        public var path: String
        public var line: Int
    }

    /// The text of the file at `path` in `files`, read when first asked for.
    public init(path: String, files: any SourceFiles) {
        self.path = path
        self.files = files
        cache = Locked(nil)
        origins = nil
    }

    /// Text already in memory (tests, documents made from a string, a
    /// chapter with its includes expanded and `origins` for its lines).
    public init(path: String, lines: [Substring], origins: [Origin]? = nil) {
        self.path = path
        files = nil
        cache = Locked(lines)
        self.origins = origins
    }

    /// Where line `line` (and `column`) of the text was written; `shown` is the text's own display path.
    public func location(shown: String, line: Int, column: Int) -> SourceLocation {
        guard let origins, line >= 1, line <= origins.count else {
            return SourceLocation(path: shown, line: line, column: column)
        }
        return SourceLocation(path: origins[line - 1].path, line: origins[line - 1].line, column: column)
    }

    /// `later`, the origins an expansion of this text gives its lines (this text's own by `shown`, its display
    /// path), with each of this text's lines read as where it came from (a file joined to the chapter's).
    public func mapping(_ later: [Origin], shown: String) -> [Origin] {
        guard let origins else { return later }
        return later.map { origin in
            origin.path == shown && origin.line >= 1 && origin.line <= origins.count ? origins[origin.line - 1] : origin
        }
    }

    public var lines: [Substring] {
        cache.withLock { cache in
            if let cache { return cache }
            let data = files?.contents(atPath: path) ?? Data()
            var text = String(decoding: data, as: UTF8.self)
            if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
            let lines = Self.lines(of: text)
            cache = lines
            return lines
        }
    }

    /// The text split at each "\n" (a "\r" before it stays on its line),
    /// found by a scan of the UTF-8 bytes: splitting by Character cost a
    /// tenth of a whole build.
    static func lines(of text: String) -> [Substring] {
        var text = text
        text.makeContiguousUTF8()
        let utf8 = text.utf8
        let breaks: [Int] =
            utf8.withContiguousStorageIfAvailable { bytes in
                var offsets: [Int] = []
                for index in bytes.indices where bytes[index] == 0x0A { offsets.append(index) }
                return offsets
            } ?? []
        var lines: [Substring] = []
        lines.reserveCapacity(breaks.count + 1)
        var start = utf8.startIndex
        for offset in breaks {
            let newline = utf8.index(utf8.startIndex, offsetBy: offset)
            lines.append(text[start..<newline])
            start = utf8.index(after: newline)
        }
        lines.append(text[start...])
        return lines
    }
}
