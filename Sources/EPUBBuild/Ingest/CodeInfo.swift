import EPUBSupport

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
        // Read as UTF-8 bytes: every character it looks for is ASCII, and a
        // walk by Characters (grapheme clusters) would cost more than the rest of a block's bookkeeping.
        guard let utf8 = classAttribute?.utf8,
            let named = utf8.split(whereSeparator: { $0 == 0x20 || $0 == 0x09 })
                .first(where: { $0.starts(with: "language-".utf8) || $0.starts(with: "lang-".utf8) })
        else { return nil }
        let words = named.drop { $0 != 0x2D }.dropFirst()  // after the first "-"
            .drop { $0 == 0x7B || $0 == 0x2E }  // "{", "."
            .prefix { $0 != 0x7D && $0 != 0x7B }  // up to "}" or "{"
            .split(separator: 0x2C)  // ","
            .map { Substring($0) }
        guard let language = words.first else { return nil }
        self.language = language
        attributes = Array(words.dropFirst())
    }
}
