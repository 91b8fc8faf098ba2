import EPUBFormats
import XMLTree

/// More of HTML's microsyntaxes that makers get wrong (epubcheck RSC-005 otherwise): an integer `tabindex`, a
/// navigable's `target`, a MIME type as a link's `type`, numbers on `<progress>` and `<meter>`, and boolean
/// attributes. What a browser reads in the value is kept; what it cannot read is kept as `data-`, as ever.
extension ContentModelRepair {
    mutating func repairAttributeValues(of element: XMLNode, name: String) {
        // HTML §6.6.3: a valid integer.
        keepAsDataUnless("tabindex", on: element) { $0.wholeMatch(of: /-?[0-9]+/) != nil }
        if element.attribute("target") != nil { repairTarget(of: element) }
        if name == "a" || name == "link" || name == "area", let type = element.attribute("type") {
            repairLinkType(type, of: element)
        }
        if name == "progress" || name == "meter" {
            // HTML §2.3.4.3: a valid floating-point number.
            for attribute in ["value", "min", "max", "low", "high", "optimum"] {
                keepAsDataUnless(attribute, on: element) {
                    $0.wholeMatch(of: /-?([0-9]+|[0-9]*\.[0-9]+)([eE][-+]?[0-9]+)?/) != nil
                }
            }
        }
        repairBooleanAttributes(of: element)
    }

    /// HTML §7.3.1.2: a target is `_blank`, `_self`, `_parent` or `_top` (any case), or a name that does not begin
    /// with `_`. A browser opens any other `_name` (`_new`, which calibre writes) in a new window of that name, as
    /// `_blank` does; an empty one is no target.
    private mutating func repairTarget(of element: XMLNode) {
        guard let value = element.attribute("target") else { return }
        let keywords = ["_blank", "_self", "_parent", "_top"]
        let lowered = value.lowercased()
        guard value.isEmpty || (value.hasPrefix("_") && !keywords.contains(value)) else { return }
        let what = "target=\"\(value)\" on <\(element.name)>"
        if value.isEmpty {
            report(element, what, "removed", key: "target=\(value) on \(element.name)")
            element.removeAttribute("target")
        } else {
            let meant = keywords.contains(lowered) ? lowered : "_blank"
            report(
                element, what, "read as target=\"\(meant)\", as a browser opens it",
                key: "target=\(value) on \(element.name)")
            element.setAttribute("target", meant)
        }
    }

    /// A link's `type` is the MIME type of what it leads to (HTML §4.6.2). A structural semantics term there
    /// (`<a type="noteref">`, an `epub:type` whose prefix a conversion lost) is read as the `epub:type` it meant.
    private mutating func repairLinkType(_ type: String, of element: XMLNode) {
        guard type.wholeMatch(of: /[a-zA-Z0-9!#$&+\-^_.]+\/[a-zA-Z0-9!#$&+\-^_.]+.*/) == nil else { return }
        let terms = type.split(whereSeparator: \.isWhitespace).map(String.init)
        guard !terms.isEmpty, terms.allSatisfy({ Self.linkTerms.contains($0) }) else {
            return keepAsDataUnless("type", on: element) { _ in false }
        }
        let existing = element.attribute("type", namespace: XMLTree.opsNamespace)
        let merged = ((existing?.split(whereSeparator: \.isWhitespace).map(String.init) ?? []) + terms)
        let types = merged.enumerated().filter { merged.firstIndex(of: $0.element) == $0.offset }.map(\.element)
        report(
            element, "type=\"\(type)\" on <\(element.name)>",
            "read as epub:type=\"\(types.joined(separator: " "))\"", key: "type on \(element.name)")
        element.removeAttribute("type")
        element.setAttribute("type", types.joined(separator: " "), namespace: XMLTree.opsNamespace, prefix: "epub")
    }

    /// The Structural Semantics terms a link or a section carries (SSV 1.1 §2.14, §2.16).
    private static let linkTerms = StructuralSemantics.sectionTerms.union([
        "noteref", "biblioref", "glossref", "backlink", "referrer", "annoref", "footnote", "endnote", "rearnote",
    ])

    /// HTML §2.3.2: a boolean attribute's value is empty or its own name; any value is read as present (`"true"`,
    /// and `"false"` too), so it is written as its name.
    private mutating func repairBooleanAttributes(of element: XMLNode) {
        for attribute in element.attributes where attribute.namespace == nil && Self.booleans.contains(attribute.name) {
            let value = attribute.value
            guard !value.isEmpty, value != attribute.name, !(attribute.name == "hidden" && value == "until-found")
            else { continue }
            report(
                element, "\(attribute.name)=\"\(value)\" on <\(element.name)>",
                "written \(attribute.name)=\"\(attribute.name)\": a browser reads any value as present",
                key: "\(attribute.name) on \(element.name)")
            element.setAttribute(attribute.name, attribute.name)
        }
    }

    private static let booleans: Set<String> = [
        "allowfullscreen", "async", "autofocus", "autoplay", "checked", "controls", "default", "defer", "disabled",
        "formnovalidate", "hidden", "inert", "ismap", "itemscope", "loop", "multiple", "muted", "nomodule",
        "novalidate", "open", "playsinline", "readonly", "required", "reversed", "selected",
    ]
}
