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
    /// The document written as XHTML, or nil when it is XHTML already (or
    /// refused for another reason, which the build reports).
    /// `isHTML`: the file is named `.html` or `.htm`, which the build reads as HTML anyway: XML's refusal is no news.
    static func repair(
        _ data: Data, path: String, shown: String, stage: BuildStage = .extract, isHTML: Bool = false,
        warnings: inout [Diagnostic]
    ) -> Data? {
        if data.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
            warnings.append(
                Diagnostic(
                    .warning, .malformedXHTML, at: SourceLocation(path: shown), stage: stage,
                    "the document is empty; written as a blank page, which what links to it still finds"))
            return blankPage()
        }
        guard let (reason, line, column) = problem(of: data, path: path) else { return nil }
        guard let html = try? XMLTree.parse(html: data, url: path), html.truncation == nil, let source = html.root
        else { return nil }
        let converted = XMLTree.xhtml(fromHTML: html)
        guard let root = converted.tree.root else { return nil }
        // The conversion keeps the page's `lang` (and `xml:lang`) and `dir`; HTML's parser had read `xml:lang` as a
        // plain attribute of that name.
        if root.attribute("lang") == nil, let value = source.attribute("xml:lang") { root.setAttribute("lang", value) }
        if !isHTML {
            warnings.append(
                Diagnostic(
                    .warning, .malformedXHTML, at: SourceLocation(path: shown, line: line, column: column),
                    stage: stage, "\(reason); read as HTML, as a browser reads it, and written as XHTML"))
        }
        // A change made many times (150 `<font face>` of a Word page) is one warning, at its first place, counted.
        var counts: [String: Int] = [:]
        for note in converted.notes { counts[note.message, default: 0] += 1 }
        for note in converted.notes where counts[note.message] != nil {
            let count = counts.removeValue(forKey: note.message)!
            warnings.append(
                Diagnostic(
                    .warning, DiagnosticCode(note.kind),
                    at: SourceLocation(path: shown, line: max(note.line, 1), column: 1),
                    stage: stage, note.message + (count > 1 ? " (\(count) times, the first here)" : "")))
        }
        writeHead(converted.head, into: root)
        converted.tree.addHTMLDoctype()
        return converted.tree.serialized()
    }

    /// Why the build would refuse `data` as an XHTML chapter, and where, when a browser's reading mends it: it is
    /// not well-formed XML, or its elements are in no namespace (`<html>` without `xmlns`, which a browser reading
    /// it as XML shows as bare text). Nil for XHTML, and for a document refused for another reason.
    private static func problem(of data: Data, path: String) -> (reason: String, line: Int, column: Int)? {
        if XMLTree.isWellFormed(xml: data) {
            // Most documents declare XHTML's namespace near their start: only the others are read in full.
            guard data.prefix(4096).range(of: Data(XMLTree.xhtmlNamespace.utf8)) == nil,
                let root = (try? XMLTree.parse(xml: data, url: path))?.root,
                root.name.lowercased() == "html", root.namespaceURI == nil
            else { return nil }
            return (
                "its <html> is in no namespace, where XHTML's elements are in \(XMLTree.xhtmlNamespace)", root.line, 1
            )
        }
        do {
            _ = try XMLTree.parse(xml: data, url: path)
            return nil
        } catch  where error.kind == .malformed {
            return ("not well-formed XML (\(error.message))", max(error.line, 1), max(error.column, 1))
        } catch {
            return nil
        }
    }

    /// An XHTML page with nothing in it.
    private static func blankPage() -> Data {
        let page = XMLTree(rootName: "html", namespace: XMLTree.xhtmlNamespace)
        writeHead(XMLTree.HeadContent(), into: page.root!)
        page.root!.appendElement("body")
        page.addHTMLDoctype()
        return page.serialized()
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
