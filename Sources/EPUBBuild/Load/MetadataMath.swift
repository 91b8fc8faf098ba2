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
    static func unicode(_ tex: String) -> String {
        var reader = Reader(Array(tex))
        var text = ""
        while let piece = reader.piece() {
            guard let plain = piece else { return tex }
            text += plain
        }
        return text
    }

    private static func escaped(_ text: String) -> String {
        String(text.flatMap { $0.isASCII && $0.isPunctuation || $0.isASCII && $0.isSymbol ? ["\\", $0] : [$0] })
    }

    /// Reads a formula a piece at a time: a letter, digit or operator; a command; a script.
    private struct Reader {
        let characters: [Character]
        var index = 0
        init(_ characters: [Character]) { self.characters = characters }

        /// nil at the end; `.some(nil)` for a piece with no plain form.
        mutating func piece() -> String?? {
            guard index < characters.count else { return nil }
            let character = characters[index]
            index += 1
            switch character {
            case "^", "_":
                guard let argument = argument() else { return .some(nil) }
                let table = character == "^" ? MetadataMath.superscripts : MetadataMath.subscripts
                // A symbol raised (`^\dagger`, `^*`) reads as itself; letters and digits need their script's form.
                if argument.count == 1, !argument.first!.isLetter, !argument.first!.isNumber { return argument }
                let mapped = argument.compactMap { table[$0] }
                return mapped.count == argument.count ? String(mapped) : .some(nil)
            case "\\": return command()
            case "{", "}": return ""
            case " ": return ""
            default:
                let plain = character.isLetter || character.isNumber || "+-=()[]/,.:;'!|<>*".contains(character)
                return .some(plain ? String(character) : nil)
            }
        }

        /// A script's argument: one character, a command, or a group of plain pieces.
        private mutating func argument() -> String? {
            guard index < characters.count else { return nil }
            let first = characters[index]
            index += 1
            if first == "\\" { return command() ?? nil }
            guard first == "{" else { return String(first) }
            var text = ""
            while index < characters.count, characters[index] != "}" {
                guard let piece = piece(), let plain = piece else { return nil }
                text += plain
            }
            index += 1
            return text
        }

        /// A command's plain form: a Greek letter, a symbol, the text of `\text{…}` and its kind.
        private mutating func command() -> String?? {
            var name = ""
            while index < characters.count, characters[index].isLetter {
                name.append(characters[index])
                index += 1
            }
            if name.isEmpty, index < characters.count {
                index += 1
                return [",", ";", " ", "!"].contains(characters[index - 1]) ? "" : .some(nil)
            }
            if ["text", "textrm", "mathrm", "mathit", "mathbf", "textit", "textbf", "mbox"].contains(name) {
                return argument().map { .some($0) } ?? .some(nil)
            }
            return .some(MetadataMath.commands[name])
        }
    }

    private static let superscripts: [Character: Character] = Dictionary(
        uniqueKeysWithValues: zip("0123456789+-=(),ni", "⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾,ⁿⁱ"))
    private static let subscripts: [Character: Character] = Dictionary(
        uniqueKeysWithValues: zip("0123456789+-=(),aehijklmnoprstuvx", "₀₁₂₃₄₅₆₇₈₉₊₋₌₍₎,ₐₑₕᵢⱼₖₗₘₙₒₚᵣₛₜᵤᵥₓ"))
    private static let commands: [String: String] = [
        "alpha": "α", "beta": "β", "gamma": "γ", "delta": "δ", "epsilon": "ε", "varepsilon": "ε", "zeta": "ζ",
        "eta": "η", "theta": "θ", "iota": "ι", "kappa": "κ", "lambda": "λ", "mu": "μ", "nu": "ν", "xi": "ξ",
        "pi": "π", "rho": "ρ", "sigma": "σ", "tau": "τ", "upsilon": "υ", "phi": "φ", "varphi": "φ", "chi": "χ",
        "psi": "ψ", "omega": "ω", "Gamma": "Γ", "Delta": "Δ", "Theta": "Θ", "Lambda": "Λ", "Xi": "Ξ", "Pi": "Π",
        "Sigma": "Σ", "Phi": "Φ", "Psi": "Ψ", "Omega": "Ω", "dagger": "†", "ddagger": "‡", "ast": "*", "star": "⋆",
        "cdot": "·", "times": "×", "pm": "±", "le": "≤", "leq": "≤", "ge": "≥", "geq": "≥", "ne": "≠", "neq": "≠",
        "infty": "∞", "approx": "≈", "to": "→", "rightarrow": "→", "circ": "∘", "S": "§", "P": "¶", "prime": "′",
    ]
}
