import XMLTree

/// A note style's citations as notes (CSL 1.0.2 `class="note"`, Chicago's full-note style), as pandoc's citeproc
/// places them: each citation in the text becomes a note of its own, marked where the citation stood, and the
/// punctuation after it moves before the mark ("argues this [@knuth84, 33]." reads "argues this.¹"). An author
/// cited in the text (`@knuth84 says`) stays in the text, the rest of the citation in the note. A citation inside
/// the author's own note stays there (notes do not nest).
///
/// The notes are made as cmark-gfm writes them, before the footnote pass, which numbers them with the author's in
/// the order they are referred to. Resolve renders the citations, reading the marks left here:
/// `data-citation-note` on a citation that is a note's whole text, `data-citation-author` on the author left in
/// the text and `data-citation-rest` on the rest in its note (both carrying the note's number), and
/// `data-citation-in-note` on a citation inside the author's note.
enum CitationNotes {
    static func apply(to body: XMLNode, punctuationFirst: Bool) {
        let citations = body.descendants.filter {
            $0.name == "span" && $0.attribute("class") == "citation" && $0.attribute("data-cites") != nil
        }
        guard !citations.isEmpty else { return }
        var list: XMLNode?
        for (index, citation) in citations.enumerated() {
            if let note = enclosingNote(of: citation) {
                markInNote(citation, note: note)
                continue
            }
            let number = index + 1
            let notes = list ?? noteList(in: body)
            list = notes
            let paragraph = note(number, in: notes)
            if citation.attribute("data-in-text") != nil {
                let rest = paragraph.prependElement("span")
                for attribute in citation.attributes where attribute.namespace == nil {
                    rest.setAttribute(attribute.name, attribute.value)
                }
                for child in citation.children { rest.appendCopy(of: child) }
                rest.setAttribute("data-citation-rest", String(number))
                citation.setAttribute("data-citation-author", String(number))
                reference(number, before: citation.nextSibling, in: citation.parent!)
            } else {
                let mark = reference(number, before: citation, in: citation.parent!)
                citation.setAttribute("data-citation-note", "")
                citation.move(before: paragraph.firstChild!)
                trimSpace(before: mark)
                if punctuationFirst { movePunctuation(after: mark) }
            }
        }
    }

    /// The note (a list item of cmark-gfm's notes section) holding `node`, if any.
    private static func enclosingNote(of node: XMLNode) -> XMLNode? {
        var current = node.parent
        while let element = current {
            if element.name == "li", element.parent?.parent?.attribute("data-footnotes") != nil { return element }
            current = element.parent
        }
        return nil
    }

    /// A citation the author's note holds: its own note's text when it opens the note (pandoc's citeproc writes it
    /// so, unbracketed), else in brackets.
    private static func markInNote(_ citation: XMLNode, note: XMLNode) {
        let opens =
            note.elementChildren.first.map { first in
                first.children.first { !$0.isWhitespace }.map { $0.isSame(as: citation) } ?? false
            } ?? false
        citation.setAttribute(opens ? "data-citation-note" : "data-citation-in-note", "")
    }

    /// The `<ol>` of the chapter's notes, made when it has none.
    private static func noteList(in body: XMLNode) -> XMLNode {
        if let section = body.elementChildren.last(where: { $0.attribute("data-footnotes") != nil }),
            let list = section.elementChildren.first(where: { $0.name == "ol" })
        {
            return list
        }
        let section = body.appendElement("section")
        section.setAttribute("class", "footnotes")
        section.setAttribute("data-footnotes", "")
        return section.appendElement("ol")
    }

    /// A new note's paragraph, holding only its link back.
    private static func note(_ number: Int, in list: XMLNode) -> XMLNode {
        let item = list.appendElement("li")
        item.setAttribute("id", "fn-citation-\(number)")
        let paragraph = item.appendElement("p")
        paragraph.appendText(" ")
        let back = paragraph.appendElement("a", text: "↩")
        back.setAttribute("href", "#fnref-citation-\(number)")
        back.setAttribute("class", "footnote-backref")
        back.setAttribute("data-footnote-backref", "")
        return paragraph
    }

    @discardableResult
    private static func reference(_ number: Int, before next: XMLNode?, in parent: XMLNode) -> XMLNode {
        let mark = parent.insertElement("sup", before: next)
        mark.setAttribute("class", "footnote-ref")
        let link = mark.appendElement("a", text: String(number))
        link.setAttribute("href", "#fn-citation-\(number)")
        link.setAttribute("id", "fnref-citation-\(number)")
        link.setAttribute("data-footnote-ref", "")
        return mark
    }

    /// The space between the words and the citation goes with it: the mark follows the word.
    private static func trimSpace(before mark: XMLNode) {
        guard let text = mark.previousSibling, text.kind == .text else { return }
        let content = text.textContent
        let trimmed = String(content.reversed().drop { $0 == " " || $0 == "\n" }.reversed())
        if trimmed != content { text.setText(trimmed) }
    }

    /// pandoc's `notes-after-punctuation` (its default): a full stop, comma, semicolon, colon, question or
    /// exclamation mark after the citation goes before the mark.
    private static func movePunctuation(after mark: XMLNode) {
        guard let text = mark.nextSibling, text.kind == .text else { return }
        let content = text.textContent
        let punctuation = content.prefix { ".,;:!?".contains($0) }
        guard !punctuation.isEmpty else { return }
        text.setText(String(content.dropFirst(punctuation.count)))
        if let previous = mark.previousSibling, previous.kind == .text {
            previous.setText(previous.textContent + punctuation)
        } else {
            mark.parent!.insertText(String(punctuation), before: mark)
        }
    }
}
