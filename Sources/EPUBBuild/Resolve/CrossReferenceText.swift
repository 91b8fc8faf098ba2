import XMLTree

/// A link with no text to a numbered figure or listing (`[](#fig-harbour)`,
/// `<a href="lamp.md#lst-start"></a>`) reads its number: "Figure 3-2".
///
/// This is what pandoc-crossref makes of `@fig:harbour`: the text follows
/// the numbering when figures move, and the author does not write numbers
/// by hand. A link with no text is otherwise a link a screen reader cannot
/// announce (WCAG 2.4.4), which the accessibility audit warns about; a link
/// with text of its own keeps it.
enum CrossReferenceText {
    /// The numbers of `chapter`'s numbered figures and listings by their
    /// ids, as `Captions.number` wrote them ("Figure 3-2", without the period).
    static func numbers(in chapter: ChapterDocument) -> [String: String] {
        guard let body = chapter.body else { return [:] }
        var numbers: [String: String] = [:]
        for figure in body.descendants where figure.isElement && figure.name == "figure" {
            guard let id = figure.attribute("id"),
                  let label = figure.elementChildren.first(where: { $0.name == "figcaption" })?.elementChildren.first,
                  label.name == "span", ["figure-label", "listing-label"].contains(label.attribute("class") ?? "") else { continue }
            var number = label.textContent.trimmingCharacters(in: .whitespaces)
            if number.hasSuffix(".") { number.removeLast() }
            numbers[id] = number
        }
        return numbers
    }

    /// Gives each link of `chapter` that has no text, no picture and no
    /// label its target's number, when the target is a numbered figure or
    /// listing. `numbers` holds each document's numbers by its href.
    static func fill(_ chapter: ChapterDocument, numbers: [String: [String: String]], links: LinkResolver) {
        guard let body = chapter.body else { return }
        var empty: [XMLNode] = []
        for link in body.descendants where link.isElement && link.name == "a" && link.namespaceURI == XMLTree.xhtmlNamespace {
            guard link.attribute("href") != nil, link.elementChildren.isEmpty, link.textContent.allSatisfy(\.isWhitespace),
                  (link.attribute("aria-label") ?? "").allSatisfy(\.isWhitespace),
                  link.attribute("aria-labelledby") == nil else { continue }
            empty.append(link)
        }
        for link in empty {
            guard let href = link.attribute("href"), let anchor = links.anchor(of: href, in: chapter),
                  let number = numbers[anchor.href]?[anchor.id] else { continue }
            for child in link.children { child.remove() }
            link.appendText(number)
        }
    }
}
