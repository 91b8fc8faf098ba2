import EPUBSupport
import Foundation
import XMLTree

/// An element of a CSL style or locale file, copied out of libxml2's tree into values: a style is read once and
/// then used by every thread that renders a chapter.
public struct CSLNode: Sendable {
    public var name: String
    public var attributes: [String: String]
    public var children: [CSLNode]
    /// The element's text (a term's value, a `<text value=…>`'s is an attribute), trimmed.
    public var text: String
    public var line: Int

    public subscript(_ attribute: String) -> String? { attributes[attribute] }

    public func child(_ name: String) -> CSLNode? { children.first { $0.name == name } }

    public func children(_ name: String) -> [CSLNode] { children.filter { $0.name == name } }

    init(_ node: XMLNode) {
        name = node.name
        attributes = Dictionary(node.attributes.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        children = node.elementChildren.map(CSLNode.init)
        text = children.isEmpty ? Self.trimmingXMLSpace(node.textContent) : ""
        line = node.line
    }

    /// The text without XML's white space at its ends (XML 1.0 §2.3), and no other: French's quote terms are
    /// "«&#160;" and "&#160;»", whose no-break spaces are part of the term.
    private static func trimmingXMLSpace(_ text: String) -> String {
        let isSpace: (Character) -> Bool = { " \t\r\n".contains($0) }
        return String(text.drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }

    init(name: String, attributes: [String: String] = [:], children: [CSLNode] = []) {
        self.name = name
        self.attributes = attributes
        self.children = children
        text = ""
        line = 0
    }

    /// The root element of a CSL file (`<style>` or `<locale>`), or the error saying why there is none.
    static func parse(_ data: Data, path: String, root: String) throws(BuildError) -> CSLNode {
        let tree: XMLTree
        do {
            tree = try XMLTree.parse(xml: data, url: path)
        } catch {
            // The line and column are the message's place, not part of its words.
            throw BuildError(
                .cslSyntax, at: SourceLocation(path: path, line: error.line, column: error.column), stage: .load,
                "malformed CSL: \(error.message) — a CSL style is XML: mend it, or take the style's file again from "
                    + "its source (the Zotero style repository)")
        }
        guard let element = tree.root, element.name == root else {
            throw BuildError(
                .cslSyntax, at: SourceLocation(path: path, line: 1, column: 1), stage: .load,
                "a CSL \(root == "style" ? "style" : "locale") file must have a <\(root)> root element")
        }
        return CSLNode(element)
    }
}
