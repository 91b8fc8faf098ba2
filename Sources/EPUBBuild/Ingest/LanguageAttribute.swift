import EPUBModel
import Foundation
import XMLTree

/// An element's `lang` and `xml:lang`, whichever way the parser stored the
/// latter: namespaced (XHTML) or as a plain attribute named `xml:lang` (HTML).
enum LanguageAttribute {
    static let xmlNamespace = "http://www.w3.org/XML/1998/namespace"

    static func xmlLang(of element: XMLNode) -> String? {
        element.attribute("lang", namespace: xmlNamespace) ?? element.attribute("xml:lang")
    }

    static func set(_ attribute: String, _ value: String, on element: XMLNode) {
        guard attribute == "xml:lang" else { return element.setAttribute(attribute, value) }
        if element.attribute("xml:lang") != nil { element.removeAttribute("xml:lang") }
        element.setAttribute("lang", value, namespace: xmlNamespace, prefix: "xml")
    }

    static func remove(_ attribute: String, from element: XMLNode) {
        guard attribute == "xml:lang" else { return element.removeAttribute(attribute) }
        element.removeAttribute("xml:lang")
        element.removeAttribute("lang", namespace: xmlNamespace)
    }

    /// The tag `value` stands for when it is one written loosely (`”en”`, ` en `, `en_US`).
    static func tag(meant value: String) -> String? {
        let trimmed = value.trimmingCharacters(in: .whitespaces.union(.punctuationCharacters).subtracting(["-", "_"]))
        let tag = trimmed.replacingOccurrences(of: "_", with: "-")
        return LanguageTag.isWellFormed(tag) ? tag : nil
    }
}
