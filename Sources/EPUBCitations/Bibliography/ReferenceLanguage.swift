import EPUBSupport

/// An entry's language, which decides whether its title is cased as English (CSL 1.0.2 "Text-case": title case is
/// for English items only). biblatex's `langid` (or `hyphenation`, or `language`) names a babel language
/// (`ngerman`, `british`), which CSL reads as BCP 47 (`de-DE`, `en-GB`), as pandoc maps it.
enum ReferenceLanguage {
    /// babel's names for the languages CSL has locales for; a name not here is kept as written.
    static let tags: [String: String] = [
        "english": "en-US", "usenglish": "en-US", "american": "en-US", "british": "en-GB", "ukenglish": "en-GB",
        "canadian": "en-US", "australian": "en-GB", "newzealand": "en-GB", "afrikaans": "af-ZA", "arabic": "ar",
        "basque": "eu", "bulgarian": "bg-BG", "catalan": "ca-AD", "croatian": "hr-HR", "czech": "cs-CZ",
        "danish": "da-DK", "dutch": "nl-NL", "estonian": "et-EE", "finnish": "fi-FI", "canadien": "fr-CA",
        "acadian": "fr-CA", "french": "fr-FR", "francais": "fr-FR", "austrian": "de-AT", "naustrian": "de-AT",
        "german": "de-DE", "germanb": "de-DE", "ngerman": "de-DE", "greek": "el-GR", "polutonikogreek": "el-GR",
        "hebrew": "he-IL", "hungarian": "hu-HU", "magyar": "hu-HU", "icelandic": "is-IS", "italian": "it-IT",
        "japanese": "ja-JP", "latvian": "lv-LV", "lithuanian": "lt-LT", "mongolian": "mn-MN", "norsk": "nb-NO",
        "nynorsk": "nn-NO", "farsi": "fa-IR", "polish": "pl-PL", "brazil": "pt-BR", "brazilian": "pt-BR",
        "portugues": "pt-PT", "portuguese": "pt-PT", "romanian": "ro-RO", "russian": "ru-RU", "serbian": "sr-RS",
        "serbianc": "sr-RS", "slovak": "sk-SK", "slovene": "sl-SL", "spanish": "es-ES", "swedish": "sv-SE",
        "thai": "th-TH", "turkish": "tr-TR", "ukrainian": "uk-UA", "vietnamese": "vi-VN", "latin": "la",
    ]

    /// A BibTeX entry's language tag, if it names one: `langid` first, as biblatex and pandoc read it.
    static func tag(_ entry: BibTeXEntry) -> String? {
        guard let name = ["langid", "hyphenation", "language"].lazy.compactMap(entry.value).first else { return nil }
        let written = LaTeXText(name).string.trimmingWhitespace
        return tags[written.lowercased()] ?? written
    }

    /// Whether a language tag or babel name is English (`en`, `en-GB`, `english`, `British`).
    static func isEnglish(_ language: String) -> Bool {
        let tag = tags[language.lowercased()] ?? language
        return tag.split(separator: "-").first?.lowercased() == "en"
    }
}
