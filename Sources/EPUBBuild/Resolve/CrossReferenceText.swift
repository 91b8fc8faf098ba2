import EPUBFormats
import XMLTree

/// A link with no text to a numbered figure or listing (`[](#fig-harbour)`,
/// `<a href="lamp.md#lst-start"></a>`) reads its number, "Figure 3-2"; one
/// to a heading (`[](#setting-up)`) reads the heading, "Setting up".
///
/// This is what AsciiDoc makes of `<<setting-up>>` (pandoc-crossref's
/// `@fig:harbour` is `CrossReferenceReading`'s): the text follows the numbering when figures move and
/// the heading when it is renamed, and the author does not copy either by
/// hand. A link with no text is otherwise a link a screen reader cannot
/// announce (WCAG 2.4.4), which the accessibility audit warns about; a link
/// with text of its own keeps it.
enum CrossReferenceText {
    /// What a link to each of `chapter`'s ids would read: a numbered figure's
    /// or listing's number as `Captions.number` wrote it ("Figure 3-2",
    /// without the period), a heading's text as its contents entry has it.
    /// Under the id "", the page's title: its list entry's, else its first heading's.
    static func texts(in chapter: ChapterDocument) -> [String: String] {
        guard let body = chapter.body else { return [:] }
        var texts: [String: String] = [:]
        if let title = chapter.spec.title { texts[""] = title }
        for element in body.descendants where element.isElement {
            guard let id = element.attribute("id") else { continue }
            if element.name == "figure" {
                guard
                    let label = element.elementChildren.first(where: { $0.name == "figcaption" })?.elementChildren
                        .first,
                    label.name == "span", ["figure-label", "listing-label"].contains(label.attribute("class") ?? "")
                else { continue }
                texts[id] = withoutDelimiter(label.textContent)
            } else if let number = crossReferenceNumber(of: element) {
                texts[id] = number
            } else if headings.contains(element.name) {
                let text = HeadingText.contents(of: element)
                if !text.isEmpty {
                    texts[id] = text
                    if texts[""] == nil { texts[""] = text }
                }
            }
        }
        return texts
    }

    /// A table's number ("Table 3-1") or a formula's ("(3-1)"), as `Captions.number` wrote them for
    /// pandoc-crossref's labels.
    private static func crossReferenceNumber(of element: XMLNode) -> String? {
        let label: XMLNode?
        switch element.name {
        case "table":
            label = element.elementChildren.first { $0.name == "caption" }?.elementChildren.first {
                $0.attribute("class") == "table-label"
            }
        case "span" where element.attribute("class") == "equation":
            label = element.elementChildren.last { $0.attribute("class") == "equation-number" }
        default:
            return nil
        }
        return label.map { withoutDelimiter($0.textContent) }
    }

    /// A label without what parts it from the caption's text ("Figure 3-2. " → "Figure 3-2"; pandoc-crossref's
    /// "Figure 3: " → "Figure 3").
    private static func withoutDelimiter(_ label: String) -> String {
        String(label.reversed().drop { $0.isWhitespace || $0.isPunctuation && $0 != ")" }.reversed())
    }

    /// The links of `chapter` the accessibility audit would find empty, and
    /// that hold no element a text would replace, and GitBook's mentions
    /// (`[page.md](page.md "mention")`, whose text GitBook shows as the page's or
    /// heading's title). Every book's chapters are walked for them, so names
    /// are compared as libxml2 holds them and only links are looked at further.
    static func emptyLinks(in chapter: ChapterDocument) -> [XMLNode] {
        var links: [XMLNode] = []
        chapter.body?.forEachDescendant { link in
            guard link.hasName("a"), link.namespaceURI == XMLTree.xhtmlNamespace, link.attribute("href") != nil,
                link.elementChildren.isEmpty, AccessibilityAudit.isUnnamed(link: link) || isMention(link)
            else { return }
            links.append(link)
        }
        return links
    }

    private static func isMention(_ link: XMLNode) -> Bool { link.attribute("title") == "mention" }

    /// Gives each empty link of `chapter` its target's text, when the target
    /// is a numbered figure, listing, table or formula or a heading, and each mention its page's
    /// or heading's title. `texts` holds each document's texts by its href.
    static func fill(_ chapter: ChapterDocument, texts: [String: [String: String]], links: LinkResolver) {
        for link in emptyLinks(in: chapter) {
            guard let href = link.attribute("href") else { continue }
            let text =
                links.anchor(of: href, in: chapter).flatMap { texts[$0.href]?[$0.id] }
                ?? (isMention(link) ? links.document(of: href, in: chapter).flatMap { texts[$0]?[""] } : nil)
            guard let text else { continue }
            if isMention(link) { link.removeAttribute("title") }
            for child in link.children { child.remove() }
            link.appendText(text)
        }
    }

    private static let headings: Set<String> = ["h1", "h2", "h3", "h4", "h5", "h6"]
}
