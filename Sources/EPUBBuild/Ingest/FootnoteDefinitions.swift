import EPUBSupport
import Foundation

/// Footnote definitions that cmark-gfm (and pandoc) leave out of the page
/// without a word: one no reference uses (`[^b]: Never referenced.`), and a
/// second definition of a label (the first is the note). GitHub and pandoc
/// leave them out too; here each kind is told, so that no text the author
/// wrote goes silently.
enum FootnoteDefinitions {
    /// A definition as written: its label, folded as cmark compares labels, and its line in the text.
    struct Definition: Equatable {
        let label: String
        let line: Int
    }

    /// The definitions of `text` (Markdown) that `html` (what cmark-gfm made of it) shows no note for.
    static func leftOut(in text: String, html: String) -> (unused: [Definition], repeated: [Definition]) {
        let definitions = self.definitions(in: text)
        guard !definitions.isEmpty else { return ([], []) }
        let referenced = referencedLabels(in: html)
        var seen = Set<String>()
        var unused: [Definition] = [], repeated: [Definition] = []
        for definition in definitions {
            if !seen.insert(definition.label).inserted {
                repeated.append(definition)
            } else if !referenced.contains(definition.label) {
                unused.append(definition)
            }
        }
        return (unused, repeated)
    }

    /// `[^label]:` at a line's start (after up to three spaces), outside fenced code.
    static func definitions(in text: String) -> [Definition] {
        var result: [Definition] = []
        var fence: CodeFence?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let open = fence {
                if open.isClosed(by: line) { fence = nil }
                continue
            }
            if let opening = CodeFence(opening: line) {
                fence = opening
                continue
            }
            let indented = line.drop { $0 == " " }
            guard line.count - indented.count <= 3, indented.hasPrefix("[^"),
                let close = indented.firstIndex(of: "]"),
                indented[indented.index(after: close)...].hasPrefix(":")
            else { continue }
            let label = indented[indented.index(indented.startIndex, offsetBy: 2)..<close]
            guard !label.isEmpty, !label.contains(where: \.isWhitespace) else { continue }
            result.append(Definition(label: label.lowercased(), line: index + 1))
        }
        return result
    }

    /// The labels of the notes cmark-gfm linked to (`href="#fn-label"`, the label percent-encoded).
    private static func referencedLabels(in html: String) -> Set<String> {
        var labels = Set<String>()
        var rest = html[...]
        while let found = rest.range(of: "href=\"#fn-") {
            rest = rest[found.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            let label = String(rest[..<end])
            labels.insert((label.removingPercentEncoding ?? label).lowercased())
            rest = rest[end...]
        }
        return labels
    }
}
