import EPUBSupport

/// TeX math in a metadata string (`author: "Jane Doe$^1$"`, `title: "On $E=mc^2$"`), which pandoc reads as Markdown
/// with `tex_math_dollars`. An EPUB's metadata and our title page hold plain text, where a formula's dollars would
/// show raw; each formula becomes its plain form instead:
/// - what Unicode writes as text, written so: `$^1$` → "¹", `$H_2O$` → "H₂O", `$\alpha$` → "α", `$^\dagger$` → "†";
/// - anything else its TeX without the dollars (`E=mc^2`), the form pandoc gives a formula in dc:title and its NCX.
///
/// A formula is pandoc's: `$` with no space after it, up to the next `$` with no space before it and no digit after
/// it, on one line; `\$` is a dollar.
enum MetadataMath {
    /// `text` with each formula replaced by its plain form, Markdown's punctuation in it escaped so the text is read
    /// as written.
    static func plain(_ text: String) -> String {
        guard text.contains("$") else { return text }
        let characters = Array(text)
        var result = ""
        var index = 0
        while index < characters.count {
            if characters[index] == "\\", index + 1 < characters.count {
                result.append(contentsOf: [characters[index], characters[index + 1]])
                index += 2
            } else if characters[index] == "$", let end = closing(characters, openingAt: index) {
                result += escaped(unicode(String(characters[(index + 1)..<end])))
                index = end + 1
            } else {
                result.append(characters[index])
                index += 1
            }
        }
        return result
    }

    /// The index of the `$` closing a formula opened at `start`, if one does.
    private static func closing(_ characters: [Character], openingAt start: Int) -> Int? {
        guard start + 1 < characters.count, !characters[start + 1].isWhitespace, characters[start + 1] != "$" else {
            return nil
        }
        var index = start + 1
        while index < characters.count, characters[index] != "\n" {
            if characters[index] == "\\" {
                index += 2
                continue
            }
            if characters[index] == "$" {
                let after = index + 1 < characters.count ? characters[index + 1] : " "
                if !characters[index - 1].isWhitespace, !after.isNumber { return index }
            }
            index += 1
        }
        return nil
    }

    /// The formula as Unicode text when every piece of it has such a form, else its TeX as written.
    static func unicode(_ tex: String) -> String { TeXMathText.unicode(tex) ?? tex }

    private static func escaped(_ text: String) -> String {
        String(text.flatMap { $0.isASCII && $0.isPunctuation || $0.isASCII && $0.isSymbol ? ["\\", $0] : [$0] })
    }
}
