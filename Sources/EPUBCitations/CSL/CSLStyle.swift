import EPUBSupport
import Foundation

/// A CSL 1.0.2 style: its citation and bibliography layouts, macros, options and own locale overrides.
public struct CSLStyle: Sendable {
    public let root: CSLNode
    let macros: [String: CSLNode]
    let citation: CSLNode
    let bibliography: CSLNode?
    /// `<locale>` elements of the style, each applied over the locale files.
    let locales: [CSLNode]
    /// The style's `default-locale`, if it states one.
    public var defaultLocale: String? { root["default-locale"] }
    /// Whether citations are numbers (IEEE) rather than author-date: `citation-format="numeric"`.
    public var isNumeric: Bool {
        root.child("info")?.children("category").contains { $0["citation-format"] == "numeric" } ?? false
    }

    /// Whether citations are notes (`class="note"`, Chicago's full-note style) rather than in the text.
    public var isNoteStyle: Bool { root["class"] == "note" }

    public init(_ root: CSLNode, path: String) throws(BuildError) {
        self.root = root
        macros = Dictionary(
            root.children("macro").map { ($0["name"] ?? "", $0) }, uniquingKeysWith: { first, _ in first })
        guard let citation = root.child("citation"), citation.child("layout") != nil else {
            throw BuildError(
                .cslSyntax, at: SourceLocation(path: path, line: root.line, column: 1), stage: .load,
                "this CSL style has no <citation> with a <layout> — a dependent style names its parent in <info>; use the parent"
            )
        }
        self.citation = citation
        bibliography = root.child("bibliography")
        locales = root.children("locale")
    }

    /// Reads a .csl file.
    public static func load(path: String, shownAs shown: String) throws(BuildError) -> CSLStyle {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw BuildError(.cslSyntax, at: SourceLocation(path: shown), stage: .load, "the CSL style does not exist")
        }
        return try CSLStyle(try CSLNode.parse(data, path: shown, root: "style"), path: shown)
    }

    /// An inheritable option (name options, `and`, `delimiter`…): on the node, else on the citation or
    /// bibliography element, else on the style (CSL 1.0.2 "Inheritable Name Options").
    func inherited(_ attribute: String, context: CSLNode) -> String? {
        context[attribute] ?? root[attribute]
    }
}
