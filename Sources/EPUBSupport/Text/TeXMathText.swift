/// A TeX formula as plain Unicode text, for places that hold text and not MathML (an EPUB's metadata, a
/// bibliography entry's title): `^1` → "¹", `H_2O` → "H₂O", `\alpha` → "α", `^\dagger` → "†". A formula with a
/// piece Unicode has no form for (`\frac`, `x^q`) has no plain text: its caller keeps the TeX as written.
public enum TeXMathText {
    /// The formula as Unicode text when every piece of it has such a form; nil otherwise.
    public static func unicode(_ tex: String) -> String? {
        var reader = Reader(Array(tex))
        var text = ""
        while let piece = reader.piece() {
            guard let plain = piece else { return nil }
            text += plain
        }
        return text
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
                let table = character == "^" ? TeXMathText.superscripts : TeXMathText.subscripts
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
            return .some(TeXMathText.commands[name])
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
