import EPUBSupport
import Foundation
import XMLTree

/// A content document that is not well-formed XML, as EPUBs made by hand or
/// by older tools often hold (`<br>` unclosed, `&` bare, a tag left open):
/// reading systems built on browser engines show it anyway, but the build
/// reads chapters as XML and would stop at it. So unpacking reads it as HTML,
/// as a browser does, and writes it back as well-formed XHTML, with a warning
/// at the place XML's parser stopped, so that the project builds with what a
/// reader saw. The conversion is the one HTML chapters get
/// (`XMLTree.xhtml(fromHTML:)`); each change it makes is a warning too.
enum MalformedXHTMLRepair {
    /// The document written as XHTML, or nil when it is well-formed (or
    /// refused for another reason, which the build reports).
    static func repair(
        _ data: Data, path: String, shown: String, stage: BuildStage = .extract, warnings: inout [Diagnostic]
    ) -> Data? {
        // Most documents are well-formed: a parse that builds no tree says so, and only the others are read in full.
        if XMLTree.isWellFormed(xml: data) { return nil }
        let failure: XMLParseError
        do {
            _ = try XMLTree.parse(xml: data, url: path)
            return nil
        } catch {
            failure = error
        }
        guard failure.kind == .malformed, let html = try? XMLTree.parse(html: data, url: path), html.truncation == nil,
            let source = html.root
        else { return nil }
        let converted = XMLTree.xhtml(fromHTML: html)
        guard let root = converted.tree.root else { return nil }
        warnings.append(
            Diagnostic(
                .warning, .malformedXHTML,
                at: SourceLocation(path: shown, line: max(failure.line, 1), column: max(failure.column, 1)),
                stage: stage,
                "not well-formed XML (\(failure.message)); read as HTML, as a browser reads it, and written as XHTML"))
        for note in converted.notes {
            warnings.append(
                Diagnostic(
                    .warning, DiagnosticCode(note.kind),
                    at: SourceLocation(path: shown, line: max(note.line, 1), column: 1),
                    stage: stage, note.message))
        }
        for name in ["lang", "dir"] {
            // HTML's parser keeps `xml:lang` as a plain attribute of that name.
            if let value = source.attribute(name) ?? source.attribute("xml:" + name)
                ?? source.attribute(name, namespace: HTMLCopier.xmlNamespace)
            {
                root.setAttribute(name, value)
            }
        }
        writeHead(converted.head, into: root)
        converted.tree.addHTMLDoctype()
        return converted.tree.serialized()
    }

    /// The `<head>` a chapter keeps: its title, stylesheets and styles, and a fixed-layout page's viewport.
    private static func writeHead(_ content: XMLTree.HeadContent, into root: XMLNode) {
        let head = root.prependElement("head")
        head.appendElement("title", text: content.title ?? "")
        if let viewport = content.viewport {
            let meta = head.appendElement("meta")
            meta.setAttribute("name", "viewport")
            meta.setAttribute("content", viewport)
        }
        for stylesheet in content.stylesheets {
            let link = head.appendElement("link")
            link.setAttribute("rel", "stylesheet")
            link.setAttribute("type", "text/css")
            link.setAttribute("href", stylesheet.href)
        }
        for style in content.styles {
            head.appendElement("style", text: style.text).setAttribute("type", "text/css")
        }
    }
}
