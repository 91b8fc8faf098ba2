import EPUBModel
import EPUBSupport
import Foundation
import XMLTree

/// Attribute values HTML constrains and real books get wrong. Each invalid
/// one is kept as a `data-` attribute, so nothing the author wrote is lost,
/// with one warning per rule and element per chapter.
extension ContentModelRepair {
    mutating func repairAttributes(of element: XMLNode, name: String) {
        if checksAttributeNames { keepUnknownAttributesAsData(of: element, name: name) }
        if let role = element.attribute("role") { dropDeprecatedRoles(role, of: element) }
        if element.attribute("dir") != nil { repairDirection(of: element) }
        repairLanguage(of: element)
        repairAttributeValues(of: element, name: name)
        if let types = element.attribute("type", namespace: XMLTree.opsNamespace), types.contains(":") {
            dropUndeclaredTypes(types, of: element)
        }
        if let id = element.attribute("id"), id.contains(where: \.isWhitespace) {
            // HTML §3.2.6: an id "must not contain any ASCII whitespace"; Resolve makes the spaces hyphens, links
            // following.
            report(
                element, "id=\"\(id)\" on <\(element.name)>", "its spaces become hyphens", key: "id on \(element.name)")
        }
        switch name {
        case "td", "th":
            // HTML §4.9.11: colspan 1…1000, rowspan 0…65534.
            keepAsDataUnless("colspan", on: element) { Int($0).map { (1...1000).contains($0) } ?? false }
            keepAsDataUnless("rowspan", on: element) { Int($0).map { (0...65534).contains($0) } ?? false }
            if element.attribute("headers") != nil {
                let headerIDs = Self.headerCellIDs(of: element)
                keepAsDataUnless("headers", on: element) { value in
                    value.split(whereSeparator: \.isWhitespace).allSatisfy { headerIDs.contains(String($0)) }
                }
            }
        case "li" where element.parent?.name == "ol":
            keepAsDataUnless("value", on: element) { Int($0) != nil }
        case "ol":
            keepAsDataUnless("start", on: element) { Int($0) != nil }
        case "time":
            keepAsDataUnless("datetime", on: element, isValid: Self.isValidDateTime)
        case "blockquote", "q", "del", "ins":
            // epubcheck reads a cite as a resource: a relative one must be in the
            // container (RSC-007), a remote one should be https (RSC-031).
            keepAsDataUnless("cite", on: element) { $0.lowercased().hasPrefix("https:") }
        default:
            break
        }
    }

    /// EPUB 3.3 §D.1.3: a prefixed `epub:type` term's prefix must be declared by the page's `epub:prefix` (epubcheck
    /// OPF-028 otherwise), and in the page the build writes only a prefix the chapter's own root declares is. A term
    /// of any other vocabulary (`z3998:roman` in Markdown, pandoc's `{epub:type=…}`) is left out; the others stay.
    private mutating func dropUndeclaredTypes(_ types: String, of element: XMLNode) {
        let terms = types.split(whereSeparator: \.isWhitespace)
        let kept = terms.filter { term in
            guard let colon = term.firstIndex(of: ":") else { return true }
            return declaredPrefixes.contains(term[..<colon])
        }
        guard kept.count != terms.count else { return }
        report(
            element, "epub:type=\"\(types)\" on <\(element.name)>",
            "terms of a vocabulary the page does not declare (epub:prefix) left out",
            key: "epub:type on \(element.name)")
        if kept.isEmpty {
            element.removeAttribute("type", namespace: XMLTree.opsNamespace)
        } else {
            element.setAttribute("type", kept.joined(separator: " "), namespace: XMLTree.opsNamespace, prefix: "epub")
        }
    }

    /// DPUB-ARIA 1.1 deprecates `doc-endnote` and `doc-biblioentry` (epubcheck 5:
    /// RSC-017, and an error where the element may not have them): pandoc 2 and
    /// InDesign write them. The list of `doc-endnotes` or `doc-bibliography`
    /// around them already says what its items are, and `epub:type` stays.
    private mutating func dropDeprecatedRoles(_ role: String, of element: XMLNode) {
        let roles = role.split(whereSeparator: \.isWhitespace)
        let kept = roles.filter { $0 != "doc-endnote" && $0 != "doc-biblioentry" }
        guard kept.count != roles.count else { return }
        report(
            element, "role=\"\(role)\" (deprecated by DPUB-ARIA 1.1) on <\(element.name)>",
            "dropped; its epub:type stays", key: "role on \(element.name)")
        if kept.isEmpty {
            element.removeAttribute("role")
        } else {
            element.setAttribute("role", kept.joined(separator: " "))
        }
    }

    /// HTML §3.2.6.4: `dir` is "ltr", "rtl" or "auto" (epubcheck RSC-005 otherwise). A
    /// value holding one (`”ltr”`: curly quotes, which the HTML parser keeps as part of
    /// the value) or the start of one (`lt`) is read as it; anything else is removed.
    private mutating func repairDirection(of element: XMLNode) {
        guard let value = element.attribute("dir") else { return }
        let directions = ["ltr", "rtl", "auto"]
        guard !directions.contains(value.lowercased()) else { return }
        let letters = value.lowercased().filter { $0.isASCII && $0.isLetter }
        let meant =
            directions.first { $0 == letters } ?? directions.first { letters.count >= 2 && $0.hasPrefix(letters) }
        let what = "dir=\"\(value)\" on <\(element.name)>"
        if let meant {
            report(element, what, "read as dir=\"\(meant)\"", key: "dir on \(element.name)")
            element.setAttribute("dir", meant)
        } else {
            report(element, what, "removed (ltr, rtl or auto)", key: "dir on \(element.name)")
            element.removeAttribute("dir")
        }
    }

    /// HTML §3.2.6.2: `lang` and `xml:lang` are "a valid BCP 47 language tag, or the
    /// empty string", and the same when both are given. A tag with quotes or spaces
    /// around it, or `_` for `-` (`en_US`), is read as the tag; anything else is removed.
    private mutating func repairLanguage(of element: XMLNode) {
        let xmlLang = LanguageAttribute.xmlLang(of: element)
        for (attribute, value) in [("lang", element.attribute("lang")), ("xml:lang", xmlLang)] {
            guard let value, !value.isEmpty, !LanguageTag.isWellFormed(value) else { continue }
            let what = "\(attribute)=\"\(value)\" on <\(element.name)>"
            if let tag = LanguageAttribute.tag(meant: value) {
                report(element, what, "read as \(attribute)=\"\(tag)\"", key: "\(attribute) on \(element.name)")
                LanguageAttribute.set(attribute, tag, on: element)
            } else {
                report(element, what, "removed (not a BCP 47 language tag)", key: "\(attribute) on \(element.name)")
                LanguageAttribute.remove(attribute, from: element)
            }
        }
        // XHTML: where both are given, xml:lang is the one that counts (HTML §3.2.6.2).
        if let xml = LanguageAttribute.xmlLang(of: element), let lang = element.attribute("lang"),
            xml.lowercased() != lang.lowercased()
        {
            report(
                element, "lang=\"\(lang)\" beside xml:lang=\"\(xml)\" on <\(element.name)>", "lang made \"\(xml)\"",
                key: "lang and xml:lang on \(element.name)")
            element.setAttribute("lang", xml)
        }
    }

    /// An attribute EPUB 3 XHTML does not allow on its element (pandoc's LaTeX reader writes `label="…"` on a span)
    /// is kept as `data-` (epubcheck RSC-005 otherwise).
    private mutating func keepUnknownAttributesAsData(of element: XMLNode, name: String) {
        for attribute in element.attributes
        where attribute.namespace == nil && !HTMLAttributeRules.allows(attribute.name, on: name) {
            let data = "data-" + attribute.name.lowercased().filter { $0.isLetter || $0.isNumber || "-_.".contains($0) }
            report(
                element, "\(attribute.name)=\"\(attribute.value)\" on <\(name)>",
                "kept as \(data)", key: "\(attribute.name) on \(name)")
            element.removeAttribute(attribute.name)
            if data.count > 5 { element.setAttribute(data, attribute.value) }
        }
    }

    mutating func keepAsDataUnless(_ name: String, on element: XMLNode, isValid: (String) -> Bool) {
        guard let value = element.attribute(name), !isValid(value.trimmingCharacters(in: .whitespaces)) else { return }
        report(
            element, "\(name)=\"\(value)\" on <\(element.name)>", "kept as data-\(name)",
            key: "\(name) on \(element.name)")
        element.setAttribute("data-" + name, value)
        element.removeAttribute(name)
    }

    /// The ids of the header cells of `cell`'s table (HTML §4.9.12: headers name th elements of the same table).
    private static func headerCellIDs(of cell: XMLNode) -> Set<String> {
        var table = cell.parent
        while let current = table, current.name != "table" { table = current.parent }
        var ids: Set<String> = []
        table?.forEachDescendant { if $0.name == "th", let id = $0.attribute("id") { ids.insert(id) } }
        return ids
    }

    /// HTML's date and time microsyntaxes (§2.3.5): a date, month, year, week,
    /// yearless date, time, local or global date and time, time zone offset, or duration.
    static func isValidDateTime(_ value: String) -> Bool {
        value != "P" && value != "PT" && dateTimePatterns.contains { value.wholeMatch(of: $0) != nil }
    }

    /// Compiled once, not for every `datetime`. A Regex is never mutated after it is built; Swift 6 cannot prove that,
    /// hence nonisolated(unsafe).
    nonisolated(unsafe) private static let dateTimePatterns: [Regex<AnyRegexOutput>] = {
        let time = #"([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?"#
        let zone = #"(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)"#
        let date = #"\d{4,}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])"#
        let patterns = [
            #"\d{4,}"#, #"\d{4,}-(0[1-9]|1[0-2])"#, date, #"\d{4,}-W(0[1-9]|[1-4]\d|5[0-3])"#,
            #"--(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])"#, time, zone,
            date + "[T ]" + time, date + "[T ]" + time + zone,
            #"P(\d+D)?(T(\d+H)?(\d+M)?(\d+(\.\d{1,3})?S)?)?"#, #"(\s*\d+(\.\d{1,3})?\s*[WwDdHhMmSs]\s*)+"#,
        ]
        return patterns.compactMap { try? Regex($0) }
    }()
}
