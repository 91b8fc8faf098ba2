/// Well-formedness of a BCP 47 language tag (RFC 5646 §2.1), which OPF 3.3
/// §5.5.3.1.3 requires of `dc:language` ("MUST be a well-formed language tag")
/// and epubcheck checks (OPF-092): `en-a` passes a loose pattern but is not
/// well-formed (a singleton needs a subtag after it).
package enum LanguageTag {
    package static func isWellFormed(_ tag: String) -> Bool {
        hasCommonShape(tag) || tag.wholeMatch(of: Self.langtag) != nil
            || tag.wholeMatch(of: /[xX](-[A-Za-z0-9]{1,8})+/) != nil
            || grandfathered.contains(tag.lowercased())
    }

    /// `en`, `fra`, `en-US`, `es-419`, `zh-Hant`: a language, then a region or
    /// a script, the grammar's commonest shapes, settled without building its
    /// Regex (4 M instructions, a tenth of a small book's build).
    private static func hasCommonShape(_ tag: String) -> Bool {
        func all(_ part: Substring, _ count: Int, _ test: (UInt8) -> Bool) -> Bool {
            part.utf8.count == count && part.utf8.allSatisfy(test)
        }
        let isLetter = { (byte: UInt8) in (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
        let isDigit = { (byte: UInt8) in (0x30...0x39).contains(byte) }
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count <= 2, all(parts[0], 2, isLetter) || all(parts[0], 3, isLetter) else { return false }
        guard parts.count == 2 else { return true }
        return all(parts[1], 2, isLetter) || all(parts[1], 3, isDigit) || all(parts[1], 4, isLetter)
    }

    /// When `tag` is well-formed but its language is not a registered subtag (`english`, `xx`, `eng`): the subtag,
    /// and the registered tag it most likely meant with that language's name (`en`, English), if one is known.
    /// Reading systems choose voices, fonts and hyphenation by the registered subtags; private use (`x-…`,
    /// `qaa`–`qtz`) and the grandfathered tags are registered by their form.
    package static func unregisteredLanguage(of tag: String) -> (subtag: String, meant: (tag: String, name: String)?)? {
        let lowered = tag.lowercased()
        guard !lowered.hasPrefix("x-"), !grandfathered.contains(lowered),
            let primary = lowered.split(separator: "-").first.map(String.init)
        else { return nil }
        let registered =
            primary.count == 2
            ? LanguageSubtags.twoLetter.contains(primary)
            : primary.count == 3 && (LanguageSubtags.threeLetter.contains(primary) || ("qaa"..."qtz").contains(primary))
        guard !registered else { return nil }
        let meant = LanguageSubtags.meant[primary].flatMap { code in LanguageSubtags.names[code].map { (code, $0) } }
        return (primary, meant)
    }

    /// language ["-" script] ["-" region] *("-" variant) *("-" extension) ["-" privateuse]
    nonisolated(unsafe) private static let langtag =
        /([A-Za-z]{2,3}(-[A-Za-z]{3}){0,3}|[A-Za-z]{4,8})(-[A-Za-z]{4})?(-([A-Za-z]{2}|[0-9]{3}))?(-([A-Za-z0-9]{5,8}|[0-9][A-Za-z0-9]{3}))*(-[0-9A-WY-Za-wy-z](-[A-Za-z0-9]{2,8})+)*(-[xX](-[A-Za-z0-9]{1,8})+)?/

    /// RFC 5646 §2.2.8: tags registered before the grammar, still well-formed.
    private static let grandfathered: Set<String> = [
        "en-gb-oed", "i-ami", "i-bnn", "i-default", "i-enochian", "i-hak", "i-klingon", "i-lux", "i-mingo", "i-navajo",
        "i-pwn",
        "i-tao", "i-tay", "i-tsu", "sgn-be-fr", "sgn-be-nl", "sgn-ch-de", "art-lojban", "cel-gaulish", "no-bok",
        "no-nyn",
        "zh-guoyu", "zh-hakka", "zh-min", "zh-min-nan", "zh-xiang",
    ]
}
