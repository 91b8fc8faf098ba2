import EPUBSupport
import Foundation
import XMLTree

/// The XSLT templates of a build: a book's own `templates:` folder first, the
/// defaults after. Each template is compiled once per build.
final class TemplateSet {
    enum Name: String, CaseIterable {
        case chapter = "chapter.xsl"
        case part = "part.xsl"
        case navigation = "nav.xsl"
        case titlePage = "titlepage.xsl"
        case cover = "cover.xsl"
        case picture = "picture.xsl"
    }

    /// The stylesheet every book gets unless `default-css: false`.
    static let defaultStylesheet = "book.css"
    /// The colours of highlighted code, linked when a chapter has some (with or without `default-css`).
    static let highlightStylesheet = "highlight.css"

    /// The book's own folder first, then the defaults.
    let folders: [String]
    private var compiled: [Name: XSLTStylesheet] = [:]

    init(bookTemplates: String?, defaults: String) {
        folders = [bookTemplates, defaults].compactMap { $0 }
    }

    /// Every file of the template folders (a change to any may change the output).
    var allFiles: [String] {
        folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).map { folder + "/" + $0 }.filter(
                Paths.isRegularFile)
        }
    }

    /// The file `name` from the first folder that has it.
    func file(_ name: String) -> String? {
        folders.map { $0 + "/" + name }.first(where: Paths.isRegularFile)
    }

    func stylesheet(_ name: Name) throws(BuildError) -> XSLTStylesheet {
        if let stylesheet = compiled[name] { return stylesheet }
        guard let path = file(name.rawValue) else {
            throw BuildError(
                .templateMissing, at: SourceLocation(path: folders.last.map(Paths.display) ?? "Templates"),
                stage: .transform,
                "template '\(name.rawValue)' is missing from \(folders.map(Paths.display).joined(separator: " and "))")
        }
        do {
            let stylesheet = try XSLTStylesheet(path: path, includeFolders: folders)
            compiled[name] = stylesheet
            return stylesheet
        } catch {
            throw BuildError(Self.compilationProblems(error, template: path))
        }
    }

    /// libxslt's messages as one diagnostic per error, at the line it names. A
    /// compilation error is reported as a header line (`compilation error: file
    /// /x/chapter.xsl line 4 element bogus`) and one line saying what is wrong;
    /// other lines (an XPath parser's `Invalid expression`) come before the
    /// error they belong to. A template that is not well-formed XML arrives as `path:line:col`.
    static func compilationProblems(_ failure: XSLTStylesheet.Failure, template: String) -> [Diagnostic] {
        var path = failure.path
        var line = 0, column = 0
        let parts = path.split(separator: ":")
        if parts.count >= 3, let parsedLine = Int(parts[parts.count - 2]),
            let parsedColumn = Int(parts[parts.count - 1])
        {
            path = parts.dropLast(2).joined(separator: ":")
            (line, column) = (parsedLine, parsedColumn)
        }
        let lines = failure.message.components(separatedBy: "; ").map { $0.trimmingCharacters(in: .whitespaces) }
        let header = "compilation error: "
        guard lines.contains(where: { $0.hasPrefix(header) }) else {
            return [
                Diagnostic(
                    .error, .templateError, at: SourceLocation(path: Paths.display(path), line: line, column: column),
                    stage: .transform,
                    "template does not compile: \(failure.message)")
            ]
        }
        var problems: [(location: SourceLocation, lines: [String])] = []
        var pending: [String] = []
        var detailTaken = true
        for text in lines where !text.isEmpty {
            if text.hasPrefix(header) {
                problems.append((location(ofHeader: String(text.dropFirst(header.count)), default: path), pending))
                pending = []
                detailTaken = false
            } else if !detailTaken {
                problems[problems.count - 1].lines.append(text)
                detailTaken = true
            } else {
                pending.append(text)
            }
        }
        if !pending.isEmpty { problems[problems.count - 1].lines += pending }
        return problems.map { problem in
            Diagnostic(
                .error, .templateError, at: problem.location, stage: .transform,
                "template does not compile: " + problem.lines.joined(separator: "; "))
        }
    }

    /// `file PATH line N element NAME` as a location.
    private static func location(ofHeader header: String, default path: String) -> SourceLocation {
        guard header.hasPrefix("file "), let lineRange = header.range(of: " line ", options: .backwards) else {
            return SourceLocation(path: Paths.display(path))
        }
        let file = String(header.dropFirst("file ".count)[..<lineRange.lowerBound])
        let number = Int(header[lineRange.upperBound...].prefix { $0.isNumber }) ?? 0
        return SourceLocation(path: Paths.display(file), line: number, column: 1)
    }

    /// Each template of `names`, compiled: what workers rendering pages in
    /// parallel share (a compiled libxslt stylesheet is read-only while it is
    /// applied; this set's cache is not shared across threads).
    func compiled(_ names: Set<Name>) throws(BuildError) -> [Name: XSLTStylesheet] {
        var result: [Name: XSLTStylesheet] = [:]
        for name in names.sorted(by: { $0.rawValue < $1.rawValue }) { result[name] = try stylesheet(name) }
        return result
    }

    /// Applies template `name` to `page` and returns the XHTML document.
    func render(_ name: Name, page: XMLTree) throws(BuildError) -> XMLTree {
        try Self.render(try stylesheet(name), page: page)
    }

    /// Applies `stylesheet` to `page` and returns the XHTML document.
    static func render(_ stylesheet: XSLTStylesheet, page: XMLTree) throws(BuildError) -> XMLTree {
        let result: XMLTree
        do {
            result = try stylesheet.apply(to: page)
        } catch {
            throw BuildError(
                .templateError, at: SourceLocation(path: Paths.display(stylesheet.path)), stage: .transform,
                "template failed: \(error.message)")
        }
        guard let root = result.root, root.name == "html", root.namespaceURI == XMLTree.xhtmlNamespace else {
            throw BuildError(
                .templateOutput, at: SourceLocation(path: Paths.display(stylesheet.path)), stage: .transform,
                "template must produce an <html> element in the XHTML namespace")
        }
        result.addHTMLDoctype()
        return result
    }
}
