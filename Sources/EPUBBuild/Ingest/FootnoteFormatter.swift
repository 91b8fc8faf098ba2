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
        for element in body.descendants {
            decodeIdentifiers(of: element)
            if element.attribute("data-footnote-ref") != nil {
                element.setAttribute("type", "noteref", namespace: XMLTree.opsNamespace, prefix: "epub")
                element.setAttribute("role", "doc-noteref")
            } else if element.attribute("data-footnote-backref") != nil {
                element.setAttribute("type", "backlink", namespace: XMLTree.opsNamespace, prefix: "epub")
                element.setAttribute("role", "doc-backlink")
                element.setAttribute("aria-label", backToContent)
            }
        }
        for section in body.descendants where section.attribute("data-footnotes") != nil {
            let notes = section.elementChildren.filter { $0.name == "ol" }.flatMap {
                $0.elementChildren.filter { $0.name == "li" }
            }
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
