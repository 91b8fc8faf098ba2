import EPUBSupport
import XMLTree

/// pandoc-crossref's references, read as its filter reads them (`--filter pandoc-crossref`, book.yaml
/// `cross-references: true`): `@fig:harbour`, `[@fig:a; @tbl:b]`, `@sec:setup`, `@eq:euler` become empty links to
/// their targets, which the Resolve stage fills with the target's number or heading (`CrossReferenceText`); a
/// table's caption ending `{#tbl:x}` and a display formula followed by `{#eq:x}` label them, a figure's label
/// moves from its image to the figure, and a code block labelled `lst:` with a caption becomes a listing. Without this
/// the references and labels reached the reader as written.
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
            } else if element.hasName("pre") || element.hasName("div") {
                captionListing(element)
            }
        }
        for text in ProseTexts.holding("@", in: body, skipping: ["a"]) { link(in: text) }
        for text in ProseTexts.holding("{", in: body) { labelEquation(before: text) }
    }

    // MARK: References

    /// A reference: its kind and label, which together are the target's id (`fig:harbour`), and how it reads.
    struct Reference: Equatable {
        var kind: String
        var label: String
        var form: Form = .prefixed
        /// The text a bracketed reference has after its label (`[@fig:a, left]`), read after its number.
        var suffix = ""
        var id: String { kind + ":" + label }
    }

    /// How a reference's prefix reads: the filter's (`@fig:a`, "fig. 1"), capitalised (`@Fig:a`, "Fig. 1"), none
    /// (`[-@fig:a]`, "1"), or the author's (`[Panel @fig:a]`, "Panel 1").
    enum Form: Equatable, Hashable {
        case prefixed, capitalised, bare
        case custom(String)

        /// The form as its link's attribute holds it until the Resolve stage reads it (`attribute`), a custom
        /// prefix in `prefixAttribute`.
        var attributeValue: String {
            switch self {
            case .prefixed: ""
            case .capitalised: "capitalised"
            case .bare: "bare"
            case .custom: "custom"
            }
        }

        /// The form a link's attributes hold.
        init(attributeValue: String, prefix: String?) {
            switch attributeValue {
            case "capitalised": self = .capitalised
            case "bare": self = .bare
            case "custom": self = .custom(prefix ?? "")
            default: self = .prefixed
            }
        }
    }

    /// A citation span (the book has a bibliography, so `[@fig:a]` was read as a citation) whose keys are all
    /// references: its group of links.
    private static func linkCitation(_ span: XMLNode) {
        guard span.attribute("class") == "citation", let parent = span.parent,
            let keys = span.attribute("data-cites")?.split(separator: " ").map(String.init), !keys.isEmpty
        else { return }
        var references = keys.compactMap(reference(fromKey:))
        guard references.count == keys.count else { return }
        // The citation as written, read as the filter reads a group: `[-@fig:a]` has no prefix, `[Panel @fig:a, left]`
        // the author's, with its suffix (they had been read as `@fig:a`, "fig. 1").
        let text = span.textContent.trimmingWhitespace
        let pieces = ReferenceScanner.pieces(of: text.hasPrefix("[") ? text : "[" + text + "]")
        if pieces.count == 1, case .references(let written) = pieces[0], written.map(\.id) == references.map(\.id) {
            references = written
        }
        insertGroup(references, before: span, in: parent)
        span.remove()
    }

    private static func reference(fromKey key: String) -> Reference? {
        guard let colon = key.firstIndex(of: ":") else { return nil }
        let kind = key[..<colon].lowercased()
        let label = String(key[key.index(after: colon)...])
        guard kinds.contains(kind), !label.isEmpty else { return nil }
        return Reference(kind: kind, label: label, form: key.first?.isUppercase == true ? .capitalised : .prefixed)
    }

    /// The attributes that mark a group of references and each of its links until the Resolve stage writes them as
    /// the filter does (`CrossReferenceReading`); until then a link reads as written, `@fig:cat`, which it keeps if
    /// the target is missing. A link's attribute holds its form; a custom prefix and a suffix have their own.
    static let groupAttribute = "data-epubbuild-references"
    static let attribute = "data-epubbuild-reference"
    static let prefixAttribute = "data-epubbuild-reference-prefix"
    static let suffixAttribute = "data-epubbuild-reference-suffix"

    private static func insertGroup(_ references: [Reference], before node: XMLNode, in parent: XMLNode) {
        let group = parent.insertElement("span", before: node)
        group.setAttribute(groupAttribute, "")
        for (index, reference) in references.enumerated() {
            if index > 0 { group.appendText("; ") }
            let link = group.appendElement("a")
            link.setAttribute("href", "#" + reference.id)
            link.setAttribute(attribute, reference.form.attributeValue)
            if case .custom(let prefix) = reference.form { link.setAttribute(prefixAttribute, prefix) }
            if !reference.suffix.isEmpty { link.setAttribute(suffixAttribute, reference.suffix) }
            link.appendText("@" + reference.id)
        }
    }

    /// The references in a text node, each group replaced by its links.
    private static func link(in node: XMLNode) {
        guard let parent = node.parent else { return }
        let pieces = ReferenceScanner.pieces(of: node.textContent)
        guard pieces.contains(where: { if case .references = $0 { true } else { false } }) else { return }
        for piece in pieces {
            switch piece {
            case .text(let text): parent.insertText(text, before: node)
            case .references(let references): insertGroup(references, before: node, in: parent)
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

    /// The filter's listings: a code block labelled `lst:` with a `caption` attribute
    /// (```` ```{#lst:main .go caption="The server"} ````), or a `listing` div labelled so whose first paragraph is
    /// the caption (`::: {#lst:main .listing}`), as the figure of class `listing` that `Captions` numbers.
    private static func captionListing(_ element: XMLNode) {
        guard let id = element.attribute("id"), id.hasPrefix("lst:"), let parent = element.parent else { return }
        if element.hasName("pre") {
            guard let caption = element.attribute("data-caption") else { return }
            element.removeAttribute("data-caption")
            element.removeAttribute("id")
            let figure = parent.insertElement("figure", before: element)
            figure.setAttribute("class", "listing")
            figure.setAttribute("id", id)
            figure.appendElement("figcaption", text: caption)
            element.move(intoEndOf: figure)
            return
        }
        let classes = (element.attribute("class") ?? "").split(separator: " ")
        guard classes.contains("listing"), let first = element.elementChildren.first, first.hasName("p"),
            element.elementChildren.contains(where: { $0.hasName("pre") })
        else { return }
        let figure = element.replace(withElement: "figure")
        figure.setAttribute("class", "listing")
        figure.setAttribute("id", id)
        let caption = figure.insertElement("figcaption", before: first)
        for child in first.children { child.move(intoEndOf: caption) }
        first.remove()
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
/// and the bracketed `[@fig:a; @fig:b]`, `[-@fig:a]`, `[Panel @fig:a, left]`. An `@` inside a word (`name@example.org`)
/// is no reference,
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

    /// `[@a; -@b; Panel @c, left]` at `index`: a group whose every item is a reference, each with the prefix and
    /// suffix the filter reads.
    private static func bracketed(_ bytes: [UInt8], at index: Int) -> ([CrossReferences.Reference], Int)? {
        guard bytes[index] == UInt8(ascii: "[") else { return nil }
        var references: [CrossReferences.Reference] = []
        var position = index + 1
        while true {
            let prefixStart = position
            while position < bytes.count, !"@[];".utf8.contains(bytes[position]) { position += 1 }
            guard position < bytes.count, bytes[position] == UInt8(ascii: "@"),
                var (reference, end) = reference(bytes, at: position + 1)
            else { return nil }
            var prefix = text(bytes[prefixStart..<position])
            if prefix.hasSuffix("-"), prefix.dropLast().allSatisfy({ $0 == " " }) {
                reference.form = .bare
                prefix = ""
            }
            prefix = prefix.trimmingCharacters(in: .whitespaces)
            if !prefix.isEmpty { reference.form = .custom(prefix) }
            position = end
            while position < bytes.count, !"@[];".utf8.contains(bytes[position]) { position += 1 }
            guard position < bytes.count, bytes[position] != UInt8(ascii: "@"), bytes[position] != UInt8(ascii: "[")
            else { return nil }
            reference.suffix = String(text(bytes[end..<position]).reversed().drop { $0 == " " }.reversed())
            references.append(reference)
            position += 1
            if bytes[position - 1] == UInt8(ascii: "]") { return (references, position) }
        }
    }

    private static func text(_ bytes: ArraySlice<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }

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
        let capitalised = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[start])
        let label = String(decoding: bytes[(colon + 1)..<end], as: UTF8.self)
        return (.init(kind: kind, label: label, form: capitalised ? .capitalised : .prefixed), end)
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
