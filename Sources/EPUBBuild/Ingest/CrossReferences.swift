import EPUBSupport
import XMLTree

/// pandoc-crossref's references, read as its filter reads them (`--filter pandoc-crossref`, book.yaml
/// `cross-references: true`): `@fig:harbour`, `[@fig:a; @tbl:b]`, `@sec:setup`, `@eq:euler` become empty links to
/// their targets, which the Resolve stage fills with the target's number or heading (`CrossReferenceText`); a
/// table's caption ending `{#tbl:x}` and a display formula followed by `{#eq:x}` label them, and a figure's label
/// moves from its image to the figure. Without this the references and labels reached the reader as written.
enum CrossReferences {
    /// pandoc-crossref's kinds of label.
    static let kinds: Set<String> = ["fig", "tbl", "eq", "sec", "lst"]

    static func apply(to body: XMLNode) {
        // One walk for the elements (a citation span is replaced by links, which the walk's list does not hold).
        for element in body.descendants where element.isElement {
            if element.hasName("span") {
                linkCitation(element)
            } else if element.hasName("figure") {
                labelFigure(element)
            } else if element.hasName("caption") {
                labelTable(byCaption: element)
            }
        }
        for text in ProseTexts.holding("@", in: body, skipping: ["a"]) { link(in: text) }
        for text in ProseTexts.holding("{", in: body) { labelEquation(before: text) }
    }

    // MARK: References

    /// A reference: its kind and label, which together are the target's id (`fig:harbour`).
    struct Reference: Equatable {
        var kind: String
        var label: String
        var id: String { kind + ":" + label }
    }

    /// A citation span (the book has a bibliography, so `[@fig:a]` was read as a citation) whose keys are all
    /// references: its links, apart by commas.
    private static func linkCitation(_ span: XMLNode) {
        guard span.attribute("class") == "citation", let parent = span.parent,
            let keys = span.attribute("data-cites")?.split(separator: " ").map(String.init), !keys.isEmpty
        else { return }
        let references = keys.compactMap(reference(fromKey:))
        guard references.count == keys.count else { return }
        insertLinks(references, before: span, in: parent)
        span.remove()
    }

    private static func reference(fromKey key: String) -> Reference? {
        guard let colon = key.firstIndex(of: ":") else { return nil }
        let kind = key[..<colon].lowercased()
        let label = String(key[key.index(after: colon)...])
        return kinds.contains(kind) && !label.isEmpty ? Reference(kind: kind, label: label) : nil
    }

    /// The attribute that marks a reference's link until the Resolve stage gives it its target's number
    /// (`CrossReferenceText`); until then it reads as written, `@fig:cat`, which it keeps if the target is missing.
    static let attribute = "data-epubbuild-reference"

    private static func insertLinks(_ references: [Reference], before node: XMLNode, in parent: XMLNode) {
        for (index, reference) in references.enumerated() {
            if index > 0 { parent.insertText(", ", before: node) }
            let link = parent.insertElement("a", before: node)
            link.setAttribute("href", "#" + reference.id)
            link.setAttribute(attribute, "")
            link.appendText("@" + reference.id)
        }
    }

    /// The references in a text node, each replaced by its link (a bracketed group by its links).
    private static func link(in node: XMLNode) {
        guard let parent = node.parent else { return }
        let pieces = ReferenceScanner.pieces(of: node.textContent)
        guard pieces.contains(where: { if case .references = $0 { true } else { false } }) else { return }
        for piece in pieces {
            switch piece {
            case .text(let text): parent.insertText(text, before: node)
            case .references(let references): insertLinks(references, before: node, in: parent)
            }
        }
        node.remove()
    }

    // MARK: Labels

    /// pandoc writes a figure's label on its image (`![A cat](cat.png){#fig:cat}`); the figure is what is numbered
    /// and what a reference reads the number of.
    private static func labelFigure(_ figure: XMLNode) {
        guard figure.attribute("id") == nil,
            let image = figure.descendants.first(where: { $0.isElement && $0.hasName("img") }),
            let id = image.attribute("id"), id.hasPrefix("fig:")
        else { return }
        image.removeAttribute("id")
        figure.setAttribute("id", id)
    }

    /// pandoc's table caption `: Numbers {#tbl:numbers}`: the label leaves the caption for the table's id.
    private static func labelTable(byCaption caption: XMLNode) {
        guard let table = caption.parent, table.hasName("table"), table.attribute("id") == nil,
            let last = caption.children.last, last.kind == .text,
            let (text, id) = trailingLabel(last.textContent, kind: "tbl")
        else { return }
        last.setText(text)
        table.setAttribute("id", id)
    }

    /// `$$ e^{i\pi} + 1 = 0 $$ {#eq:euler}`: the formula and its label, wrapped in a `<span class="equation">` of
    /// that id, which the numbering gives its number.
    private static func labelEquation(before node: XMLNode) {
        // The formula is still its placeholder here (`TeXMath`), or a `math` span a page's HTML wrote.
        guard let formula = node.previousSibling, formula.isElement, formula.hasName("span"),
            formula.attribute(TeXMath.placeholderAttribute) != nil
                || (formula.attribute("class") ?? "").split(separator: " ").contains("math"),
            let parent = node.parent
        else { return }
        let text = node.textContent
        let trimmed = text.drop { $0 == " " || $0 == "\t" }
        guard trimmed.hasPrefix("{#eq:"), let close = trimmed.firstIndex(of: "}") else { return }
        let label = trimmed[trimmed.index(trimmed.startIndex, offsetBy: 5)..<close]
        guard !label.isEmpty, !label.contains(where: \.isWhitespace) else { return }
        let equation = parent.insertElement("span", before: formula)
        equation.setAttribute("class", "equation")
        equation.setAttribute("id", "eq:" + label)
        formula.move(intoEndOf: equation)
        node.setText(String(trimmed[trimmed.index(after: close)...]))
    }

    /// A caption's text without its trailing `{#kind:label}`, and the id it gives.
    static func trailingLabel(_ text: String, kind: String) -> (String, String)? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.hasSuffix("}"), let open = trimmed.range(of: "{#" + kind + ":", options: .backwards) else {
            return nil
        }
        let label = trimmed[open.upperBound..<trimmed.index(before: trimmed.endIndex)]
        guard !label.isEmpty, !label.contains(where: \.isWhitespace) else { return nil }
        let rest = trimmed[..<open.lowerBound]
        return (String(rest.reversed().drop(while: \.isWhitespace).reversed()), kind + ":" + label)
    }
}

/// Finds pandoc-crossref's references in a text: `@fig:label`, `@Fig:label` (capitalised at a sentence's start),
/// and the bracketed `[@fig:a; @fig:b]`, `[-@fig:a]`. An `@` inside a word (`name@example.org`) is no reference,
/// and a label ends before a closing `.` or `:` (`see @fig:cat.`).
enum ReferenceScanner {
    enum Piece: Equatable {
        case text(String)
        case references([CrossReferences.Reference])
    }

    static func pieces(of text: String) -> [Piece] {
        let bytes = Array(text.utf8)
        var pieces: [Piece] = []
        var placed = 0
        var index = 0
        while index < bytes.count {
            if let (references, end) = bracketed(bytes, at: index) ?? bare(bytes, at: index) {
                if index > placed { pieces.append(.text(String(decoding: bytes[placed..<index], as: UTF8.self))) }
                pieces.append(.references(references))
                placed = end
                index = end
            } else {
                index += 1
            }
        }
        if placed < bytes.count { pieces.append(.text(String(decoding: bytes[placed...], as: UTF8.self))) }
        return pieces
    }

    /// `@kind:label` at `index`, not inside a word.
    private static func bare(_ bytes: [UInt8], at index: Int) -> ([CrossReferences.Reference], Int)? {
        guard bytes[index] == UInt8(ascii: "@"), index == 0 || !isWordByte(bytes[index - 1]),
            let (reference, end) = reference(bytes, at: index + 1)
        else { return nil }
        return ([reference], end)
    }

    /// `[@a; -@b]` at `index`: a group whose every item is a reference.
    private static func bracketed(_ bytes: [UInt8], at index: Int) -> ([CrossReferences.Reference], Int)? {
        guard bytes[index] == UInt8(ascii: "[") else { return nil }
        var references: [CrossReferences.Reference] = []
        var position = index + 1
        while true {
            while position < bytes.count, bytes[position] == UInt8(ascii: " ") { position += 1 }
            if position < bytes.count, bytes[position] == UInt8(ascii: "-") { position += 1 }
            guard position < bytes.count, bytes[position] == UInt8(ascii: "@"),
                let (reference, end) = reference(bytes, at: position + 1)
            else { return nil }
            references.append(reference)
            position = end
            while position < bytes.count, bytes[position] == UInt8(ascii: " ") { position += 1 }
            guard position < bytes.count else { return nil }
            if bytes[position] == UInt8(ascii: "]") { return (references, position + 1) }
            guard bytes[position] == UInt8(ascii: ";") else { return nil }
            position += 1
        }
    }

    /// `kind:label` starting at `start`, and where it ends.
    private static func reference(_ bytes: [UInt8], at start: Int) -> (CrossReferences.Reference, Int)? {
        var colon = start
        while colon < bytes.count, isLetter(bytes[colon]) { colon += 1 }
        guard colon < bytes.count, bytes[colon] == UInt8(ascii: ":") else { return nil }
        let kind = String(decoding: bytes[start..<colon], as: UTF8.self).lowercased()
        guard CrossReferences.kinds.contains(kind) else { return nil }
        var end = colon + 1
        while end < bytes.count, isLabelByte(bytes[end]) { end += 1 }
        // A label ends with a letter or digit: the sentence's full stop or colon is not part of it.
        while end > colon + 1, [UInt8(ascii: "."), UInt8(ascii: ":")].contains(bytes[end - 1]) { end -= 1 }
        guard end > colon + 1 else { return nil }
        return (.init(kind: kind, label: String(decoding: bytes[(colon + 1)..<end], as: UTF8.self)), end)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte >= 0x80
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "@")
    }

    private static func isLabelByte(_ byte: UInt8) -> Bool {
        isWordByte(byte) && byte != UInt8(ascii: "@")
            || [UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: ":")]
                .contains(byte)
    }
}
