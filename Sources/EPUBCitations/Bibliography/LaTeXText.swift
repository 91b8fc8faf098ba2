import EPUBSupport
import Foundation

/// The text of a BibTeX field value, its LaTeX read into Unicode: accents (`{\"o}` → ö), named characters
/// (`\ss`, `\o`, `\&`), ligatures of dashes and quotes (`--` → –, ``` `` ``` → “), `~` as a no-break space, and
/// formatting commands (`\emph{…}`) reduced to their text, math (`$\alpha$`, `$L^2$`) to its Unicode text. Braces
/// are dropped but remembered: text inside them is protected from case changes, as BibTeX and CSL processors treat it.
struct LaTeXText {
    /// Each scalar of the text with whether braces protect its case.
    private(set) var scalars: [(scalar: Unicode.Scalar, isProtected: Bool)] = []

    init(_ source: String) {
        var reader = Reader(text: Array(source.unicodeScalars))
        reader.read(depth: 0, until: nil)
        scalars = reader.output
    }

    /// The text, composed (NFC), with `protected` case kept and nothing else known about it.
    var string: String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars.map(\.scalar))
        return String(view).precomposedStringWithCanonicalMapping
    }

    /// The text with nocase marks around what braces protected.
    var markedString: String {
        var view = String.UnicodeScalarView()
        var inProtected = false
        for (scalar, isProtected) in scalars {
            if isProtected != inProtected {
                view.append(
                    contentsOf: String(isProtected ? Reference.nocaseStart : Reference.nocaseEnd).unicodeScalars)
                inProtected = isProtected
            }
            view.append(scalar)
        }
        if inProtected { view.append(contentsOf: String(Reference.nocaseEnd).unicodeScalars) }
        return String(view).precomposedStringWithCanonicalMapping
    }

    /// Combining marks of the accent commands.
    static let accents: [String: Unicode.Scalar] = [
        "'": "\u{301}", "`": "\u{300}", "^": "\u{302}", "\"": "\u{308}", "~": "\u{303}", "=": "\u{304}",
        ".": "\u{307}", "u": "\u{306}", "v": "\u{30C}", "H": "\u{30B}", "c": "\u{327}", "k": "\u{328}",
        "r": "\u{30A}", "d": "\u{323}", "b": "\u{331}",
    ]

    /// Commands that stand for characters or words.
    static let symbols: [String: String] = [
        "ss": "ß", "o": "ø", "O": "Ø", "ae": "æ", "AE": "Æ", "oe": "œ", "OE": "Œ", "aa": "å", "AA": "Å",
        "l": "ł", "L": "Ł", "i": "ı", "j": "ȷ", "&": "&", "%": "%", "$": "$", "#": "#", "_": "_", "{": "{",
        "}": "}", "textendash": "–", "textemdash": "—", "ldots": "…", "dots": "…", "textellipsis": "…",
        "TeX": "TeX", "LaTeX": "LaTeX", "BibTeX": "BibTeX", "copyright": "©", "S": "§", "P": "¶",
        "textquoteleft": "‘", "textquoteright": "’", "textquotedblleft": "“", "textquotedblright": "”",
        " ": " ", ",": "\u{2009}", "-": "", "/": "", "@": "", "\\": " ",
    ]

    private struct Reader {
        let text: [Unicode.Scalar]
        var index = 0
        var output: [(scalar: Unicode.Scalar, isProtected: Bool)] = []

        init(text: [Unicode.Scalar]) { self.text = text }

        mutating func read(depth: Int, until close: Unicode.Scalar?) {
            while index < text.count {
                let scalar = text[index]
                if scalar == close { index += 1; return }
                index += 1
                switch scalar {
                // Past a depth no title needs, braces only protect: no deeper recursion on crafted input.
                case "{" where depth < 32: read(depth: depth + 1, until: "}")
                case "{": continue
                case "}": continue
                case "\\": command(depth: depth)
                case "~": emit("\u{A0}", depth)
                case "-": dashes(depth)
                case "`", "'": quotes(scalar, depth)
                case "$": math(depth)
                default:
                    if scalar.properties.isWhitespace {
                        if output.last.map({ $0.scalar != " " }) ?? false { emit(" ", depth) }
                    } else {
                        emit(scalar, depth)
                    }
                }
            }
        }

        mutating func emit(_ scalar: Unicode.Scalar, _ depth: Int) { output.append((scalar, depth > 0)) }
        mutating func emit(_ string: String, _ depth: Int) {
            for scalar in string.unicodeScalars { emit(scalar, depth) }
        }

        /// A formula `$…$` as its Unicode text (`$\alpha$` → α, `$L^2$` → L², as pandoc shows them), else its TeX
        /// without the dollars, as pandoc's CSL-JSON writes it: never dropped. Protected either way: a formula's
        /// case is its meaning. A `$` that nothing closes is dropped.
        mutating func math(_ depth: Int) {
            var end = index
            while end < text.count, text[end] != "$" { end += text[end] == "\\" ? 2 : 1 }
            guard end < text.count else { return }
            let tex = String(String.UnicodeScalarView(text[index..<end]))
            index = end + 1
            emit(TeXMathText.unicode(tex) ?? tex, depth + 1)
        }

        mutating func dashes(_ depth: Int) {
            var count = 1
            while index < text.count, text[index] == "-", count < 3 { count += 1; index += 1 }
            emit(["-", "–", "—"][count - 1], depth)
        }

        mutating func quotes(_ scalar: Unicode.Scalar, _ depth: Int) {
            if index < text.count, text[index] == scalar {
                index += 1
                emit(scalar == "`" ? "“" : "”", depth)
            } else {
                emit(scalar == "`" ? "‘" : "’", depth)
            }
        }

        mutating func command(depth: Int) {
            guard index < text.count else { return }
            var name = String(text[index])
            index += 1
            if text[index - 1].properties.isAlphabetic {
                while index < text.count, text[index].properties.isAlphabetic, text[index].isASCII {
                    name.unicodeScalars.append(text[index])
                    index += 1
                }
                while index < text.count, text[index] == " " { index += 1 }
            }
            if let accent = LaTeXText.accents[name] {
                argument(depth: depth)
                emit(accent, depth)
            } else if let symbol = LaTeXText.symbols[name] {
                emit(symbol, depth)
            } else if index < text.count, text[index] == "{" {
                index += 1
                read(depth: depth, until: "}")
            }
        }

        /// The letter an accent goes on: `{o}`, `o`, `\i` or `{\i}`.
        mutating func argument(depth: Int) {
            guard index < text.count else { return }
            if text[index] == "{" {
                index += 1
                read(depth: depth, until: "}")
            } else if text[index] == "\\" {
                index += 1
                command(depth: depth)
            } else {
                emit(text[index], depth)
                index += 1
            }
        }
    }
}
