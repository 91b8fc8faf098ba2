import XMLTree

/// Every way a document refers to one of its own ids other than `<a href>`
/// (which LinkResolver handles): when the file's registry renames an id,
/// these follow it, or the second of two chapters with the same markup would
/// point at ids it no longer has (epubcheck RSC-005, RSC-012).
enum IdentifierReferences {
    /// HTML and WAI-ARIA attributes holding one id or a space-separated list of ids.
    static let idAttributes: Set<String> = [
        "aria-activedescendant", "aria-controls", "aria-describedby", "aria-details", "aria-errormessage",
        "aria-flowto", "aria-labelledby", "aria-owns", "for", "form", "headers", "itemref", "list", "popovertarget",
    ]

    /// SVG presentation attributes whose value may be a `url(#id)` (SVG 1.1 §17.1.4, FuncIRI).
    static let urlAttributes: Set<String> = [
        "clip-path", "fill", "filter", "marker", "marker-end", "marker-mid", "marker-start", "mask", "stroke",
    ]

    static let xlinkNamespace = "http://www.w3.org/1999/xlink"

    /// Rewrites the id references below `body`; `renamed` gives the id the
    /// book uses for an id as the source wrote it (nil: no such id, left as written).
    static func rewrite(in body: XMLNode, renamed: (String) -> String?) {
        let elements = body.descendants
        // HTML: a <map>'s name must equal its id, and `usemap="#name"` names the map.
        var mapNames: [String: String] = [:]
        for map in elements where map.name == "map" && map.namespaceURI == XMLTree.xhtmlNamespace {
            guard let name = map.attribute("name"), let id = map.attribute("id"), renamed(name) == id, name != id else {
                continue
            }
            map.setAttribute("name", id)
            mapNames[name] = id
        }
        for element in elements {
            let isXHTML = element.namespaceURI == XMLTree.xhtmlNamespace
            for attribute in element.attributes {
                if attribute.namespace == xlinkNamespace, attribute.name == "href" {
                    if let value = fragmentReference(attribute.value, renamed: renamed) {
                        element.setAttribute("href", value, namespace: xlinkNamespace, prefix: "xlink")
                    }
                    continue
                }
                guard attribute.namespace == nil else { continue }
                let value = attribute.value
                var rewritten: String?
                switch attribute.name {
                case let name where idAttributes.contains(name):
                    let ids = value.split(whereSeparator: \.isWhitespace).map { renamed(String($0)) ?? String($0) }
                    rewritten = ids.joined(separator: " ")
                case "usemap" where value.hasPrefix("#"):
                    rewritten = mapNames[String(value.dropFirst())].map { "#" + $0 }
                case "href" where !isXHTML:
                    // SVG 2 `href` on <use>, <image>, gradients, <textPath>…; an XHTML <a>/<area> is LinkResolver's.
                    rewritten = fragmentReference(value, renamed: renamed)
                case "style":
                    rewritten = rewritingURLs(in: value, renamed: renamed)
                case let name where urlAttributes.contains(name):
                    rewritten = rewritingURLs(in: value, renamed: renamed)
                default:
                    break
                }
                if let rewritten, rewritten != value { element.setAttribute(attribute.name, rewritten) }
            }
        }
        for style in elements where style.name == "style" {
            let text = style.textContent
            let rewritten = rewritingURLs(in: text, renamed: renamed)
            if rewritten != text {
                for child in style.children { child.remove() }
                style.appendText(rewritten)
            }
        }
    }

    /// The id references of `elements` (`aria-labelledby`, `<label for>`…) kept to the ids their page has: HTML wants
    /// them in the same document (epubcheck RSC-005), and a book split where its source was not (a calibre split
    /// file, a chapter split at its headings) or a reference to a missing element had left them dangling. An
    /// attribute with no id left is kept as `data-NAME`. What was changed: `(element, attribute, value)`.
    static func keepingPageIDs(_ elements: [XMLNode], ids: Set<String>) -> [(String, String, String)] {
        var changed: [(String, String, String)] = []
        for element in elements where element.namespaceURI == XMLTree.xhtmlNamespace {
            for attribute in element.attributes
            where attribute.namespace == nil && idAttributes.contains(attribute.name) {
                let written = attribute.value.split(whereSeparator: \.isWhitespace)
                let kept = written.filter { ids.contains(String($0)) }
                guard kept.count < written.count else { continue }
                changed.append((element.name, attribute.name, attribute.value))
                if kept.isEmpty {
                    element.removeAttribute(attribute.name)
                    element.setAttribute("data-" + attribute.name, attribute.value)
                } else {
                    element.setAttribute(attribute.name, kept.joined(separator: " "))
                }
            }
        }
        return changed
    }

    /// `#id` with the id renamed; nil for anything else.
    static func fragmentReference(_ value: String, renamed: (String) -> String?) -> String? {
        guard value.hasPrefix("#"), let id = renamed(String(value.dropFirst())) else { return nil }
        return "#" + id
    }

    /// CSS text (a `style` attribute, a `<style>` element, a presentation
    /// attribute) with every `url(#id)` following its id.
    static func rewritingURLs(in css: String, renamed: (String) -> String?) -> String {
        guard css.contains("url(") else { return css }
        var result = ""
        var rest = css[...]
        while let open = rest.range(of: "url(") {
            result += rest[..<open.upperBound]
            rest = rest[open.upperBound...]
            let spaces = rest.prefix { $0 == " " || $0 == "\t" }
            var inner = rest.dropFirst(spaces.count)
            let quote = inner.first.flatMap { $0 == "\"" || $0 == "'" ? $0 : nil }
            if quote != nil { inner = inner.dropFirst() }
            guard inner.first == "#" else { continue }
            let id = inner.dropFirst().prefix { $0 != ")" && $0 != quote && !$0.isWhitespace }
            guard let replacement = renamed(String(id)) else { continue }
            result += spaces + (quote.map(String.init) ?? "") + "#" + replacement
            rest = inner.dropFirst(1 + id.count)
        }
        return result + rest
    }
}
