import XMLTree

/// Inline SVG's references to ids of the page that has none of them: a link
/// or `<use>` to `#gone` (epubcheck RSC-012), a `fill="url(#gone)"`. A
/// browser draws nothing for a `<use>` of nothing and takes an unknown paint
/// as none, so the repair says what is drawn anyway.
extension ContentModelRepair {
    mutating func repairSVGReferences(in body: XMLNode) {
        var ids: Set<String> = []
        var svgElements: [XMLNode] = []
        body.forEachDescendant { element in
            if let id = element.attribute("id") { ids.insert(id) }
            if element.namespaceURI == XMLTree.svgNamespace { svgElements.append(element) }
        }
        for element in svgElements where body.contains(element) {
            for namespace in [nil, XMLTree.xlinkNamespace] as [String?] {
                guard let value = element.attribute("href", namespace: namespace), value.hasPrefix("#"),
                    !ids.contains(String(value.dropFirst()))
                else { continue }
                if element.name == "use" {
                    report(
                        element, "<use href=\"\(value)\"> naming no id of the page", "removed (it draws nothing)",
                        key: "svg use")
                    element.remove()
                } else if element.name == "a" {
                    report(
                        element, "<a href=\"\(value)\"> in SVG naming no id of the page",
                        "the drawing kept without the link", key: "svg link")
                    element.unwrap()
                    break
                } else {
                    report(
                        element, "<\(element.name) href=\"\(value)\"> in SVG naming no id of the page",
                        "its href removed", key: "svg href")
                    element.removeAttribute("href", namespace: namespace)
                }
            }
            guard body.contains(element) else { continue }
            for attribute in element.attributes
            where attribute.namespace == nil && attribute.value.contains("url(#")
                && (IdentifierReferences.urlAttributes.contains(attribute.name) || attribute.name == "style")
            {
                let repaired = Self.replacingMissingURLs(in: attribute.value, ids: ids)
                guard repaired != attribute.value else { continue }
                report(
                    element, "url(#…) naming no id of the page in <\(element.name) \(attribute.name)>",
                    "painted as none, as browsers do", key: "svg url")
                element.setAttribute(attribute.name, repaired)
            }
        }
    }

    // Compiled once. A Regex is never mutated after it is built; Swift 6 cannot prove that, hence nonisolated(unsafe).
    nonisolated(unsafe) private static let localURL = /url\(\s*["']?#([^)"'\s]+)["']?\s*\)/

    /// `url(#id)` with an id the page lacks replaced by `none`.
    static func replacingMissingURLs(in text: String, ids: Set<String>) -> String {
        var result = ""
        var rest = text[...]
        while let match = rest.firstMatch(of: Self.localURL) {
            result += rest[..<match.range.lowerBound]
            result += ids.contains(String(match.output.1)) ? String(rest[match.range]) : "none"
            rest = rest[match.range.upperBound...]
        }
        return result + rest
    }
}
