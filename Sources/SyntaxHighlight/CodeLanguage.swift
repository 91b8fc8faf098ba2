import CTreeSitterGrammars

/// A language code blocks are highlighted in: one vendored tree-sitter
/// grammar (ThirdParty/CTreeSitterGrammars) and its own highlight query.
public enum CodeLanguage: String, CaseIterable, Sendable {
    case bash, c, css, go, html, javascript, json, python, rust, sql, swift, toml, yaml

    /// The language a fence's info word names (```` ```rs ````, ```` ```sh ````), in
    /// the spellings GitHub's Linguist, pandoc and highlight.js accept; nil for
    /// one no grammar reads (`text`, `diff`, `dockerfile`), which stays plain.
    public init?(infoWord: String) {
        let word = infoWord.lowercased()
        if let language = CodeLanguage(rawValue: word) {
            self = language
            return
        }
        guard let language = Self.aliases[word] else { return nil }
        self = language
    }

    private static let aliases: [String: CodeLanguage] = [
        "sh": .bash, "shell": .bash, "zsh": .bash, "ksh": .bash, "shellscript": .bash, "shell-script": .bash,
        "h": .c,
        "golang": .go,
        "htm": .html, "xhtml": .html, "xml": .html, "svg": .html,
        "js": .javascript, "jsx": .javascript, "mjs": .javascript, "cjs": .javascript, "node": .javascript,
        "jsonc": .json, "json5": .json, "geojson": .json,
        "py": .python, "python3": .python, "py3": .python,
        "rs": .rust,
        "mysql": .sql, "postgresql": .sql, "postgres": .sql, "pgsql": .sql, "sqlite": .sql, "plsql": .sql, "tsql": .sql,
        "yml": .yaml,
    ]

    /// Whether, where several patterns capture the same node, the last one
    /// decides. The query's authors wrote it for one of two highlighters: the
    /// tree-sitter command line and GitHub, where the first pattern wins
    /// (tree-sitter's own grammars put `(identifier) @variable` last), or
    /// Neovim, where the last does (these four put `(bare_key) @type` or
    /// `(string_scalar) @string` first and a key's `@property` after).
    var laterPatternsWin: Bool {
        switch self {
        case .sql, .swift, .toml, .yaml: true
        default: false
        }
    }

    /// The grammar, as the runtime reads it; static data, shared by every thread.
    var grammar: OpaquePointer {
        switch self {
        case .bash: tree_sitter_bash()
        case .c: tree_sitter_c()
        case .css: tree_sitter_css()
        case .go: tree_sitter_go()
        case .html: tree_sitter_html()
        case .javascript: tree_sitter_javascript()
        case .json: tree_sitter_json()
        case .python: tree_sitter_python()
        case .rust: tree_sitter_rust()
        case .sql: tree_sitter_sql()
        case .swift: tree_sitter_swift()
        case .toml: tree_sitter_toml()
        case .yaml: tree_sitter_yaml()
        }
    }
}
