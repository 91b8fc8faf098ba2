import EPUBModel
import Foundation
import XMLTree

/// Turns cmark-gfm's footnotes into EPUB 3 notes (EPUB 3 Structural
/// Semantics Vocabulary): references become `epub:type="noteref"` links, and
/// the notes become either `<aside epub:type="footnote">` elements, which
/// reading systems show as pop-ups, or one `epub:type="endnotes"` section at
/// the end of the chapter. Back-links to every reference are kept.
enum FootnoteFormatter {
    /// `backToContent`: the label of a note's link back, in the book's language (cmark-gfm writes English's).
    static func apply(to body: XMLNode, style: NoteStyle, backToContent: String = "Back to content") {
        var numbering = NoteNumbering()
        for element in body.descendants {
            decodeIdentifiers(of: element)
            if element.attribute("data-footnote-ref") != nil {
                numbering.number(element)
                element.setAttribute("type", "noteref", namespace: XMLTree.opsNamespace, prefix: "epub")
                element.setAttribute("role", "doc-noteref")
            } else if element.attribute("data-footnote-backref") != nil {
                element.setAttribute("type", "backlink", namespace: XMLTree.opsNamespace, prefix: "epub")
                element.setAttribute("role", "doc-backlink")
                element.setAttribute("aria-label", backToContent)
                // U+FE0E asks for the arrow as text, as pandoc writes it: Apple's readers draw a bare ↩ as an emoji.
                if let arrow = element.firstChild, arrow.kind == .text, arrow.textContent == "↩" {
                    arrow.setText("↩\u{FE0E}")
                }
            }
        }
        for section in body.descendants where section.attribute("data-footnotes") != nil {
            var notes = section.elementChildren.filter { $0.name == "ol" }.flatMap {
                $0.elementChildren.filter { $0.name == "li" }
            }
            notes = ordered(notes, by: numbering.order)
            switch style {
            case .endnotes:
                section.setAttribute("type", "endnotes", namespace: XMLTree.opsNamespace, prefix: "epub")
                section.setAttribute("role", "doc-endnotes")
                for note in notes {
                    // No role: DPUB-ARIA 1.1 deprecates doc-endnote (epubcheck 5 warns, RSC-017);
                    // the list inside doc-endnotes already says what its items are.
                    note.setAttribute("type", "endnote", namespace: XMLTree.opsNamespace, prefix: "epub")
                }
            case .footnotes:
                for note in notes {
                    let aside = body.appendElement("aside")
                    aside.setAttribute("type", "footnote", namespace: XMLTree.opsNamespace, prefix: "epub")
                    aside.setAttribute("role", "doc-footnote")
                    aside.setAttribute("class", "footnote")
                    if let id = note.attribute("id") { aside.setAttribute("id", id) }
                    for child in note.children { aside.appendCopy(of: child) }
                }
                section.remove()
            }
        }
    }
}

extension FootnoteFormatter {
    /// Each note numbered by where it is first referred to, as pandoc numbers them: cmark-gfm numbers its `[^n]`
    /// notes so, but pandoc's inline notes (`^[…]`, CMarkPandoc) come after them, so `A^[one] B[^x]` read "A² B¹".
    /// Each reference's number is rewritten as the walk meets it; `order` is the notes' ids, first referred to first.
    private struct NoteNumbering {
        private(set) var order: [String] = []
        private var numbers: [String: Int] = [:]

        mutating func number(_ reference: XMLNode) {
            guard let href = reference.attribute("href"), href.hasPrefix("#") else { return }
            let id = String(href.dropFirst())
            let number = numbers[id] ?? (order.count + 1)
            if numbers[id] == nil {
                numbers[id] = number
                order.append(id)
            }
            if reference.textContent != String(number) { reference.setText(String(number)) }
        }
    }

    /// `notes` (list items with ids) in the order `order` gives; any it does not name keep their place after.
    private static func ordered(_ notes: [XMLNode], by order: [String]) -> [XMLNode] {
        let position = Dictionary(order.enumerated().map { ($1, $0) }) { first, _ in first }
        let sorted = notes.enumerated().sorted { left, right in
            let a = left.element.attribute("id").flatMap { position[$0] } ?? (order.count + left.offset)
            let b = right.element.attribute("id").flatMap { position[$0] } ?? (order.count + right.offset)
            return a < b
        }.map(\.element)
        // Endnotes are an <ol>: its items must stand in their new order for the numbers it shows to match.
        if zip(sorted, notes).contains(where: { !$0.isSame(as: $1) }), let list = notes.first?.parent {
            for note in sorted { note.move(intoEndOf: list) }
        }
        return sorted
    }

    /// cmark-gfm percent-encodes a note's label in its ids (`[^Café]` gives
    /// `id="fn-Caf%C3%A9"`), but a fragment is percent-decoded before it is
    /// compared with ids (URL Standard; epubcheck RSC-012), so `#fn-Caf%C3%A9`
    /// never finds that id. The label as written is a valid id (`fn-Café`),
    /// so ids and the links to them carry it decoded.
    static func decodeIdentifiers(of element: XMLNode) {
        let isNoteLink =
            element.attribute("data-footnote-ref") != nil || element.attribute("data-footnote-backref") != nil
        for (name, prefix) in [("id", ""), ("href", "#")] where name == "id" || isNoteLink {
            guard let value = element.attribute(name), value.contains("%"),
                value.hasPrefix(prefix + "fn-") || value.hasPrefix(prefix + "fnref-"),
                let decoded = value.removingPercentEncoding, decoded != value
            else { continue }
            element.setAttribute(name, decoded)
        }
    }
}
