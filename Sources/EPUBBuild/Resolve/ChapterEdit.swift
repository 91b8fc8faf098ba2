import EPUBSupport
import XMLTree

/// A change to a chapter's tree that Resolve decides during its walk and
/// makes after it: replacing or removing an element frees it and everything
/// below it, so nothing is changed while a list of the tree's nodes is in use.
enum ChapterEdit {
    /// Replace the element by a link to each URL: one `<a>` labelled `label`,
    /// or for several URLs a `<span class="remote-media">` holding `label`
    /// followed by one link per URL.
    case links(XMLNode, urls: [String], label: String)
    /// Replace the element by `<span class="remote-image">label</span>` (a
    /// remote image inside a link, which must not hold another link).
    case text(XMLNode, label: String)
    /// Replace an SVG `<image>` by an SVG link holding `label` as text, placed where the image was.
    case svgLink(XMLNode, url: String, label: String)
    /// Replace an image that cannot be packaged (`--lenient`) by its alt text, as a
    /// browser shows an image it cannot load; one without alt text goes.
    case altText(XMLNode, label: String)
    /// Remove the element (a `<style>` moved to the head, a `<source>` left with nothing to load).
    case remove(XMLNode)
    /// Take the `href` off a link that cannot work, keeping its text. Made
    /// after the walk so a second link with the same target is still found at
    /// its own place in the source.
    case unlink(XMLNode)

    var element: XMLNode {
        switch self {
        case .links(let element, _, _), .text(let element, _), .svgLink(let element, _, _), .altText(let element, _),
            .remove(let element),
            .unlink(let element):
            element
        }
    }

    /// Whether the edit frees the element (and so everything below it).
    private var freesElement: Bool {
        if case .unlink = self { return false }
        return true
    }

    /// Makes `edits` in order. An edit of an element inside another edited
    /// element, or a second edit of the same one, is skipped: the first edit
    /// already replaced or removed it (nested `<source>`s of one `<audio>`).
    static func apply(_ edits: [ChapterEdit]) {
        // By element identity, in sets: a chapter of 16 000 links to missing targets had made these checks quadratic.
        var seen = Set<Int>()
        let kept = edits.filter { seen.insert($0.element.identity).inserted }
        let freed = Set(kept.filter(\.freesElement).map(\.element.identity))
        let independent = kept.filter { edit in
            var ancestor = edit.element.parent
            while let current = ancestor {
                if freed.contains(current.identity) { return false }
                ancestor = current.parent
            }
            return true
        }
        for edit in independent { edit.make() }
    }

    /// A web address as a browser reads it (`WebAddress`), nil for one no browser opens.
    private static func href(_ url: String) -> String? {
        switch WebAddress.read(url) {
        case .valid(let address), .repaired(let address): address
        case .invalid: nil
        }
    }

    private func make() {
        switch self {
        case .links(let element, let written, let label):
            // Written as a browser reads them: a raw <img src> keeps spaces and backslashes cmark would have escaped,
            // and epubcheck reads every href against the URL Standard (RSC-020). One no browser opens is no link.
            let urls = written.compactMap(Self.href)
            guard !urls.isEmpty else {
                Self.emptied(element.replace(withElement: "span")).appendText(label)
                return
            }
            if urls.count == 1 {
                let link = Self.emptied(element.replace(withElement: "a"))
                link.setAttribute("href", urls[0])
                link.appendText(label)
                return
            }
            let span = Self.emptied(element.replace(withElement: "span"))
            span.setAttribute("class", "remote-media")
            span.appendText(label + ": ")
            for (index, url) in urls.enumerated() {
                if index > 0 { span.appendText(", ") }
                span.appendElement("a", text: url).setAttribute("href", url)
            }
        case .text(let element, let label):
            let span = Self.emptied(element.replace(withElement: "span"))
            span.setAttribute("class", "remote-image")
            span.appendText(label)
        case .svgLink(let element, let url, let label):
            let position = ["x", "y", "transform"].compactMap { name in element.attribute(name).map { (name, $0) } }
            let link = Self.emptied(element.replace(withElement: "a"))
            link.setAttribute(
                "href", Self.href(url) ?? "#", namespace: IdentifierReferences.xlinkNamespace, prefix: "xlink")
            // EPUB Accessibility (epubcheck ACC-011): an SVG link needs a human-readable title.
            link.setAttribute("title", label, namespace: IdentifierReferences.xlinkNamespace, prefix: "xlink")
            let text = link.appendElement("text", text: label)
            for (name, value) in position { text.setAttribute(name, value) }
            // The image's y is its top edge; a text's y is its baseline unless told otherwise.
            text.setAttribute("dominant-baseline", "hanging")
        case .altText(let element, let label):
            // A figure's caption says what its picture showed (pandoc's implicit figure: the alt text is the caption
            // again, its math as TeX, the caption hidden from screen readers): the caption stays, once, for all.
            if let figure = element.parent, figure.name == "figure",
                let caption = figure.elementChildren.first(where: { $0.name == "figcaption" })
            {
                caption.removeAttribute("aria-hidden")
                return element.remove()
            }
            guard !label.isEmpty else { return element.remove() }
            let span = Self.emptied(element.replace(withElement: "span"))
            span.appendText(label)
            span.unwrap()
        case .remove(let element):
            element.remove()
        case .unlink(let element):
            // An image map's area is nothing but its link: without an href its alt is not allowed (epubcheck RSC-005).
            guard element.name != "area" else { return element.remove() }
            element.removeAttribute("href")
            HTMLAttributeRules.removeHyperlinkOnlyAttributes(from: element)
        }
    }

    /// `element` without its children (those the replaced element had).
    private static func emptied(_ element: XMLNode) -> XMLNode {
        for child in element.children { child.remove() }
        return element
    }
}
