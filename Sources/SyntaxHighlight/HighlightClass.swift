/// What a highlighted run of code is, as the class `hl-<rawValue>` that
/// Templates/highlight.css colours. The grammars' queries name their captures
/// in two traditions (tree-sitter's `@function.method`, Neovim's
/// `@conditional`, `@storageclass`); each is folded into one of these few, so
/// a book's own stylesheet has a short, stable list to style.
public enum HighlightClass: String, CaseIterable, Sendable {
    case keyword, string, escape, comment, number, constant, function, type, property, attribute, tag
    /// A console session's prompt (`$ `), not typed by the reader.
    case prompt

    /// The class of a query's capture name; nil leaves the text plain
    /// (variables, punctuation, and captures only other patterns read).
    public init?(captureName name: String) {
        let parts = name.split(separator: ".")
        guard let first = parts.first else { return nil }
        switch first {
        case "keyword", "conditional", "repeat", "include", "import", "exception", "storageclass",
            "media", "supports", "keyframes", "charset":
            self = .keyword
        case "string" where parts.dropFirst().first == "special" && parts.last == "key":
            self = .property
        case "string" where ["escape", "regex", "regexp"].contains(parts.dropFirst().first ?? ""):
            self = .escape
        case "escape":
            self = .escape
        case "character":
            self = parts.dropFirst().first == "special" ? .escape : .string
        case "string":  // string.special too: a CSS colour, a TOML date, a symbol
            self = .string
        case "comment":
            self = .comment
        case "number", "float":
            self = .number
        case "constant", "boolean", "label":
            self = .constant
        case "function", "method":
            self = .function
        case "type", "namespace", "module", "constructor":
            self = name == "type.qualifier" ? .keyword : .type
        case "property", "field":
            self = .property
        case "variable":
            switch parts.dropFirst().first {
            case "builtin": self = .keyword
            case "member": self = .property
            default: return nil
            }
        case "attribute":
            self = .attribute
        case "tag":
            if parts.count > 1 { return nil }  // tag.error, tag.delimiter
            self = .tag
        default:  // operators and punctuation too: a span for every `:=` and `{` would double a page for no colour
            return nil
        }
    }

    public var className: String { Self.classNames[self]! }

    /// Made once: a page of code asks for thousands.
    private static let classNames = Dictionary(uniqueKeysWithValues: allCases.map { ($0, "hl-" + $0.rawValue) })
}
