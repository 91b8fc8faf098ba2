import EPUBModel
import EPUBSupport

/// pandoc reads the files of a command line as one text: a link's reference definition, or a note's, in any file
/// serves every file (`pandoc ch1.md ch2.md links.md`, a book whose last file holds its links). The build reads each
/// chapter on its own, so a chapter that uses a label another file defines, and does not define it itself, gets that
/// definition appended: `[the spec][spec]` and `[^n1]` had reached the reader as written.
enum SharedReferenceDefinitions {
    struct Shared: Sendable {
        /// Each definition as written (a note's with its lines), by its label as CommonMark matches labels (case and
        /// spaces folded; a note's with its `^`), the first winning.
        var definitions: [String: String] = [:]
        /// The note labels the book's files refer to: a definition only another file uses is no unused one.
        var referencedNotes: Set<String> = []
    }

    /// The definitions of the book's files.
    static func gathered(in chapters: [ChapterSpec], files: any SourceFiles) -> Shared {
        var shared = Shared()
        for file in chapters.flatMap({ [$0.file] + $0.continuedIn }) {
            guard let data = files.contents(atPath: file) else { continue }
            let text = String(decoding: data, as: UTF8.self)
            guard ByteSearch.contains("]", in: text) else { continue }
            let lines = SourceText.lines(of: text)
            let kinds = TeXMath.CodeLines.kinds(of: lines)
            for (label, block) in definitions(lines, kinds) where shared.definitions[label] == nil {
                shared.definitions[label] = block
            }
            for index in lines.indices where kinds[index] == .text {
                shared.referencedNotes.formUnion(bracketed(in: lines[index]).filter { $0.hasPrefix("^") })
            }
        }
        return shared
    }

    /// `markdown` with the shared definitions of the labels it uses and does not define appended.
    static func appended(to markdown: String, shared: Shared) -> String {
        guard !shared.definitions.isEmpty, ByteSearch.contains("]", in: markdown) else { return markdown }
        let lines = SourceText.lines(of: markdown)
        let kinds = TeXMath.CodeLines.kinds(of: lines)
        let own = Set(definitions(lines, kinds).map(\.label))
        var used: Set<String> = []
        for index in lines.indices where kinds[index] == .text {
            for label in bracketed(in: lines[index]) where shared.definitions[label] != nil && !own.contains(label) {
                used.insert(label)
            }
        }
        guard !used.isEmpty else { return markdown }
        return markdown + "\n\n" + used.sorted().compactMap { shared.definitions[$0] }.joined(separator: "\n\n")
            + "\n"
    }

    /// The definitions of a text's `lines` (outside code, by their `kinds`) with their folded labels: each `[label]:
    /// destination` line, and each
    /// `[^label]: text` with the lines that continue it (up to a blank line not followed by an indented one).
    private static func definitions(_ lines: [Substring], _ kinds: [TeXMath.LineKind]) -> [(
        label: String, block: String
    )] {
        lines.indices.compactMap { index in
            let line = lines[index]
            guard kinds[index] == .text, line.prefix(while: { $0 == " " }).count < 4 else { return nil }
            let text = line.drop { $0 == " " }
            guard text.first == "[", let close = text.firstIndex(of: "]") else { return nil }
            let after = text[text.index(after: close)...]
            guard after.first == ":", after.dropFirst().contains(where: { !$0.isWhitespace }) else { return nil }
            let label = folded(text[text.index(after: text.startIndex)..<close])
            guard label.hasPrefix("^") else { return (label, String(text)) }
            var end = index + 1
            while end < lines.count, isContinuation(lines, end) { end += 1 }
            return (label, lines[index..<end].joined(separator: "\n"))
        }
    }

    /// Whether the line at `index` continues the note above it: text that starts no definition or heading, or a
    /// blank line before an indented one.
    private static func isContinuation(_ lines: [Substring], _ index: Int) -> Bool {
        let line = lines[index]
        if line.allSatisfy(\.isWhitespace) {
            return index + 1 < lines.count && (lines[index + 1].hasPrefix("    ") || lines[index + 1].hasPrefix("\t"))
        }
        return !line.hasPrefix("[") && !line.hasPrefix("#")
    }

    /// The text of each `[…]` of `line` that holds no bracket, folded: what a reference may name.
    private static func bracketed(in line: Substring) -> [String] {
        var labels: [String] = []
        var rest = line[...]
        while let open = rest.firstIndex(of: "[") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(where: { $0 == "]" || $0 == "[" }) else { break }
            if after[close] == "]", close > after.startIndex { labels.append(folded(after[..<close])) }
            rest = after[close...]
        }
        return labels
    }

    /// CommonMark's label matching: case folded, runs of white space one space.
    private static func folded(_ label: Substring) -> String {
        label.split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased()
    }
}
