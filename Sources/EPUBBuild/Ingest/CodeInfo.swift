/// What a code block's class says of it: the language word and the
/// attributes after it, as a fence's info string gave them. cmark-gfm writes
/// ```` ```rust,ignore ```` as `language-rust,ignore` (mdBook's attributes
/// follow a comma); pandoc's braces give `language-{.python}`; an HTML
/// author may write `lang-go`. Highlighting and mdBook's hidden lines both
/// read it here.
struct CodeInfo {
    /// As written (`Rust` stays `Rust`).
    let language: Substring
    /// `ignore`, `no_run`, `hidelines=!!!` …
    let attributes: [Substring]

    init?(classAttribute: String?) {
        guard let named = classAttribute?.split(whereSeparator: { $0 == " " || $0 == "\t" })
            .first(where: { $0.hasPrefix("language-") || $0.hasPrefix("lang-") }) else { return nil }
        let words = named.drop { $0 != "-" }.dropFirst()
            .drop { $0 == "{" || $0 == "." }
            .prefix { $0 != "}" && $0 != "{" }
            .split(separator: ",")
        guard let language = words.first else { return nil }
        self.language = language
        attributes = Array(words.dropFirst())
    }
}
