/// The writing systems whose text is told apart by its characters alone,
/// for finding a passage in another language than the one its `lang` says
/// (WCAG 3.1.2). Text in the Latin script cannot tell English from French,
/// so only a change of script is detectable.
package enum Script: String, CaseIterable {
    case latin = "Latin", greek = "Greek", cyrillic = "Cyrillic", hebrew = "Hebrew", arabic = "Arabic"
    case devanagari = "Devanagari", thai = "Thai", hangul = "Hangul", kana = "Japanese kana", han = "Han"

    package static func of(_ scalar: Unicode.Scalar) -> Script? {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F: .latin
        case 0x370...0x3FF: .greek
        case 0x400...0x4FF: .cyrillic
        case 0x591...0x5F4, 0xFB1D...0xFB4F: .hebrew
        case 0x600...0x6FF, 0x750...0x77F, 0x8A0...0x8FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: .arabic
        case 0x900...0x97F: .devanagari
        case 0xE00...0xE7F: .thai
        case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF: .hangul
        case 0x3040...0x30FF, 0x31F0...0x31FF: .kana
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF: .han
        default: nil
        }
    }

    /// The script most of `text`'s letters are in, when it is clear: at
    /// least 8 letters, three quarters of them in it.
    package static func dominant(in text: String) -> Script? {
        var counts: [Script: Int] = [:]
        var letters = 0
        for scalar in text.unicodeScalars {
            guard let script = of(scalar) else { continue }
            counts[script, default: 0] += 1
            letters += 1
        }
        // Japanese mixes kana and Han in every sentence: together they are its script.
        if let kana = counts[.kana], let han = counts[.han] {
            counts[.kana] = kana + han
            counts[.han] = nil
        }
        guard letters >= 8, let (script, count) = counts.max(by: { $0.value < $1.value }), count * 4 >= letters * 3
        else { return nil }
        return script
    }

    /// Whether `text` may hold a letter of another script than Latin, judged
    /// from its UTF-8 lead bytes alone: most books in a Latin-script language
    /// then need no closer look. Below U+0340 every letter is Latin, and
    /// U+2000–U+2FFF (lead byte E2: dashes, quotes, arrows) holds no letter
    /// these scripts use, nor does U+FE00–U+FE3F (EF B8: the variation
    /// selectors, such as the U+FE0E after every note's ↩, and vertical forms).
    package static func mayHoldNonLatinLetters(_ text: String) -> Bool {
        func suspect(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            for index in bytes.indices {
                let byte = bytes[index]
                if (byte >= 0xCD && byte <= 0xE1) || (byte >= 0xE3 && byte <= 0xED) { return true }
                if byte == 0xEF, index + 1 == bytes.count || bytes[index + 1] != 0xB8 { return true }
            }
            return false
        }
        var text = text
        return text.withUTF8(suspect)
    }

    /// The scripts text in the BCP 47 `language` is written in.
    package static func of(language: String) -> Set<Script> {
        let subtags = language.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        let scriptTags: [String: Script] = [
            "latn": .latin, "grek": .greek, "cyrl": .cyrillic, "hebr": .hebrew, "arab": .arabic,
            "deva": .devanagari, "thai": .thai, "kore": .hangul, "hang": .hangul, "jpan": .kana,
            "hans": .han, "hant": .han,
        ]
        if let tag = subtags.dropFirst().first(where: { $0.count == 4 }), let script = scriptTags[tag] {
            return script == .kana ? [.kana, .han, .latin] : [script, .latin]
        }
        switch subtags.first ?? "" {
        case "ja": return [.kana, .han]
        case "zh", "yue", "wuu": return [.han]
        case "ko": return [.hangul, .han]
        case "ar", "fa", "ur", "ps", "sd", "ug", "ckb": return [.arabic]
        case "he", "iw", "yi", "ji": return [.hebrew]
        case "ru", "uk", "be", "bg", "sr", "mk", "kk", "ky", "mn", "tg": return [.cyrillic, .latin]
        case "el": return [.greek]
        case "hi", "mr", "ne", "sa": return [.devanagari]
        case "th": return [.thai]
        default: return [.latin]
        }
    }
}
