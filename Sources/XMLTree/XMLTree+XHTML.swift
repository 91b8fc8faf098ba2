import CLibXML2
import Foundation

extension XMLTree {
    public static let xhtmlNamespace = "http://www.w3.org/1999/xhtml"
    public static let opsNamespace = "http://www.idpf.org/2007/ops"
    static let xmlNamespace = "http://www.w3.org/XML/1998/namespace"
    public static let svgNamespace = "http://www.w3.org/2000/svg"
    public static let mathMLNamespace = "http://www.w3.org/1998/Math/MathML"
    public static let xlinkNamespace = "http://www.w3.org/1999/xlink"
    static let ssmlNamespace = "http://www.w3.org/2001/10/synthesis"

    /// A problem met while turning HTML into XHTML; the content was kept
    /// in a changed form, or dropped with this note, never silently.
    public struct ConversionNote: Equatable, Sendable {
        /// What the conversion did.
        public enum Kind: Equatable, Sendable {
            /// An element EPUB does not allow became an allowed one.
            case elementReplaced
            /// An obsolete or unknown attribute became a style, an id or a `data-` attribute.
            case attributeReplaced
            /// Content with no place in a chapter was dropped (or kept only as a comment).
            case contentDropped
            /// A comment was rewritten to be well-formed XML.
            case commentRewritten
        }

        public var line: Int
        public var kind: Kind
        public var message: String
        /// The obsolete attribute the page's style now says, the page looking as its author saw it (`align`): a
        /// book tells these once per attribute, not at every use.
        public var styledAttribute: String?

        public init(line: Int, kind: Kind, message: String, styledAttribute: String? = nil) {
            self.line = line
            self.kind = kind
            self.message = message
            self.styledAttribute = styledAttribute
        }
    }

    /// An HTML document made XHTML: the body as a tree, and what of the
    /// <head> (or of head elements met in the body) a chapter keeps.
    public struct HTMLConversion: Sendable {
        /// `<html xmlns="http://www.w3.org/1999/xhtml"><body>…</body></html>`.
        public var tree: XMLTree
        /// Every change, in source order.
        public var notes: [ConversionNote]
        public var head: HeadContent
    }

    /// Converts an HTML tree (from `parse(html:)`) into a new XHTML document.
    ///
    /// XML is stricter than HTML, so the copy fixes what XML cannot hold:
    /// names that are not XML names, comments containing `--`
    /// (XML 1.0 §2.5: "the string '--' MUST NOT occur within comments"),
    /// `epub:type` / `xml:lang` written as plain HTML attributes, the lost
    /// case of SVG names; and what EPUB 3 XHTML does not allow: unknown
    /// elements and attributes, obsolete presentational attributes, children
    /// of void elements. Each change is a note at its source line.
    public static func xhtml(fromHTML html: XMLTree) -> HTMLConversion {
        var converter = HTMLToXHTMLConverter(source: html)
        converter.run()
        return converter.result
    }

    /// Ties a line of the HTML being converted to a line of the author's
    /// source: for Markdown, cmark-gfm's `data-sourcepos` on blocks and the
    /// `<!--epubbuild-line:N-->` markers `MarkdownRenderer` puts before raw HTML blocks.
    struct LineMapping {
        var htmlLine: Int
        var sourceLine: Int

        func sourceLine(of node: xmlNodePtr) -> Int { sourceLine + max(0, Int(node.pointee.line) - htmlLine) }
    }

    public static let lineMarkerPrefix = "epubbuild-line:"

    static func isXMLName(_ name: String) -> Bool {
        !name.isEmpty && xmlValidateName(name, 0) == 0
    }

    /// Whether `name` is what an `id` must be in XHTML and SVG: an XML name without a colon.
    package static func isNCName(_ name: String) -> Bool { isXMLName(name) && !name.contains(":") }

    /// Lower-case letters, digits and hyphens only, for use as a class or data- name.
    static func className(_ name: String) -> String {
        let mapped = name.lowercased().map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" }
        let trimmed = String(mapped).trimmingCharacters(in: CharacterSet(charactersIn: "-"))
        return trimmed.isEmpty ? "x" : trimmed
    }

    static func safeComment(_ text: String) -> String {
        var safe = text
        while safe.contains("--") { safe = safe.replacingOccurrences(of: "--", with: "- -") }
        if safe.hasSuffix("-") { safe += " " }
        return safe
    }
}
