import EPUBSupport
import Foundation

/// The terms, date formats and options of one language (CSL 1.0.2 "Locale Files"), made of the locale files a
/// style falls back through (en-US under the language's primary dialect under the exact tag) with the style's own
/// `<locale>` elements over them.
public struct CSLLocale: Sendable {
    public struct TermKey: Hashable, Sendable {
        var name: String
        var form: String
    }

    /// Each term's singular and plural.
    var terms: [TermKey: (single: String, multiple: String)] = [:]
    /// `<date form="text">` and `<date form="numeric">`.
    var dates: [String: CSLNode] = [:]
    /// Every spelling each term had in any of the files and overrides, for reading locators ("chap." even where a
    /// style prints "Ch.").
    var spellings: [String: Set<String>] = [:]
    var punctuationInQuote = false
    var limitDayOrdinalsToDay1 = false
    /// The language tag the locale is for (`en-US`).
    public var language: String

    /// The languages whose locale file is not `<language>-<LANGUAGE>` (CSL's "primary dialects").
    static let primaryDialects: [String: String] = [
        "af": "af-ZA", "ar": "ar", "bg": "bg-BG", "ca": "ca-AD", "cs": "cs-CZ", "cy": "cy-GB", "da": "da-DK",
        "de": "de-DE", "el": "el-GR", "en": "en-US", "es": "es-ES", "et": "et-EE", "eu": "eu", "fa": "fa-IR",
        "fi": "fi-FI", "fr": "fr-FR", "he": "he-IL", "hi": "hi-IN", "hr": "hr-HR", "hu": "hu-HU", "id": "id-ID",
        "is": "is-IS", "it": "it-IT", "ja": "ja-JP", "km": "km-KH", "ko": "ko-KR", "la": "la", "lt": "lt-LT",
        "lv": "lv-LV", "mn": "mn-MN", "nb": "nb-NO", "nl": "nl-NL", "nn": "nn-NO", "pl": "pl-PL", "pt": "pt-PT",
        "ro": "ro-RO", "ru": "ru-RU", "sk": "sk-SK", "sl": "sl-SI", "sr": "sr-RS", "sv": "sv-SE", "th": "th-TH",
        "tr": "tr-TR", "uk": "uk-UA", "vi": "vi-VN", "zh": "zh-CN",
    ]

    /// The locale for `language` (a BCP 47 tag; the style's `default-locale` or the book's language), read from
    /// the locale files in `folder` and completed by `style`'s `<locale>` elements.
    public static func load(language: String, folder: String, style: CSLStyle) throws(BuildError) -> CSLLocale {
        var locale = CSLLocale(language: language)
        let primary = String(language.split(separator: "-").first ?? "en")
        var chain = ["en-US"]
        for tag in [primaryDialects[primary] ?? primary, language] where !chain.contains(tag) { chain.append(tag) }
        for tag in chain {
            let path = folder + "/locales-\(tag).xml"
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            locale.overlay(try CSLNode.parse(data, path: path, root: "locale"))
        }
        let styleLocales = style.locales
        for match in ["", primary, language] {
            for node in styleLocales where (node["lang"] ?? "") == match { locale.overlay(node) }
        }
        return locale
    }

    init(language: String) { self.language = language }

    mutating func overlay(_ node: CSLNode) {
        let defined = node.child("terms")?.children("term") ?? []
        // CSL 1.0.2 §"Ordinal Suffixes": a locale that defines any ordinal term replaces the ordinal terms of those it
        // overlays. German's only one is "ordinal" ("."): English's "ordinal-01" ("st") must not make "1st Februar".
        if defined.contains(where: { Self.isOrdinal($0["name"] ?? "") }) {
            terms = terms.filter { !Self.isOrdinal($0.key.name) }
        }
        for term in defined {
            let name = term["name"] ?? ""
            let key = TermKey(name: name, form: term["form"] ?? "long")
            if let single = term.child("single") {
                terms[key] = (single.text, term.child("multiple")?.text ?? single.text)
            } else {
                terms[key] = (term.text, term.text)
            }
            if let value = terms[key] { spellings[name, default: []].formUnion([value.single, value.multiple]) }
        }
        for date in node.children("date") { dates[date["form"] ?? "text"] = date }
        if let options = node.child("style-options") {
            if let value = options["punctuation-in-quote"] { punctuationInQuote = value == "true" }
            if let value = options["limit-day-ordinals-to-day-1"] { limitDayOrdinalsToDay1 = value == "true" }
        }
    }

    /// `ordinal` and `ordinal-00` … `ordinal-99`, not the long ordinals.
    private static func isOrdinal(_ name: String) -> Bool {
        name == "ordinal" || (name.hasPrefix("ordinal-") && name.count == 10 && name.suffix(2).allSatisfy(\.isNumber))
    }

    /// A term in a form, falling back as CSL says (symbol → short → long, verb-short → verb → long); nil when the
    /// locale has no such term.
    func term(_ name: String, form: String = "long", plural: Bool = false) -> String? {
        let fallbacks =
            [
                "symbol": ["symbol", "short", "long"], "verb-short": ["verb-short", "verb", "long"],
                "short": ["short", "long"], "verb": ["verb", "long"],
            ][form] ?? [form]
        for candidate in fallbacks {
            if let value = terms[TermKey(name: name, form: candidate)] { return plural ? value.multiple : value.single }
        }
        return nil
    }

    /// The heading of a references section the build adds: the locale's plural of "reference", capitalised
    /// ("References", "Referenzen").
    public var referencesHeading: String {
        let term = term("reference", plural: true) ?? "references"
        return term.prefix(1).uppercased() + term.dropFirst()
    }

    /// The ordinal suffix of `number` ("st", "nd", "e"), by CSL 1.0.1's ordinal terms.
    func ordinalSuffix(_ number: Int) -> String {
        let lastTwo = number % 100
        let lastOne = number % 10
        if let exact = term(String(format: "ordinal-%02d", lastTwo)) { return exact }
        if !(11...13).contains(lastTwo), lastOne > 0, let last = term(String(format: "ordinal-%02d", lastOne)) {
            return last
        }
        return term("ordinal") ?? ""
    }
}
