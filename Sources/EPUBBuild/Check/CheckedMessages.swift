import EPUBSupport
import Foundation
import XMLTree
import ZipArchive

/// epubcheck's messages said where the author can act on them: a chapter
/// page's at the source line of the element they are about, a copied
/// resource's at its source file, and a generated file's (the package
/// document, the navigation, the cover and title pages) at the book file's
/// key that made it.
public struct CheckedMessages {
    let map: SourceMap
    let epub: String
    /// Each chapter page's elements as written: (number in document order, line) — read once per page.
    private var pageElements: [String: [(number: Int, line: Int)]] = [:]
    private lazy var archive: ZipArchiveReader? = try? ZipArchiveReader(path: epub)
    private lazy var bookLines: [Substring] = SourceText.lines(
        of: (try? String(contentsOfFile: map.bookFile, encoding: .utf8)) ?? "")

    public init(map: SourceMap, epub: String) {
        self.map = map
        self.epub = epub
    }

    /// The diagnostics for `messages` (epubcheck's INFO and USAGE notes are left out).
    public mutating func diagnostics(for messages: [EPUBChecker.Message]) -> [Diagnostic] {
        let found: [Diagnostic] = messages.compactMap { message in
            let severity: Diagnostic.Severity
            switch message.severity {
            case "FATAL", "ERROR": severity = .error
            case "WARNING": severity = .warning
            default: return nil
            }
            let (location, origin) = place(message)
            let written =
                message.path.map {
                    " (in \($0)" + (message.line > 0 ? ":\(message.line):\(message.column)" : "")
                        + (origin.map { ", \($0)" } ?? "") + ")"
                } ?? ""
            return Diagnostic(
                severity, .epubcheck, at: location, stage: .check, "\(message.id) \(message.text)\(written)")
        }
        // In source order, as the build's own messages are.
        return found.enumerated().sorted {
            ($0.element.location.path, $0.element.location.line, $0.offset) < (
                $1.element.location.path, $1.element.location.line, $1.offset
            )
        }.map(\.element)
    }

    /// Where a message belongs, and for a generated file what made it.
    private mutating func place(_ message: EPUBChecker.Message) -> (SourceLocation, String?) {
        let book = Paths.display(map.bookFile)
        guard let path = message.path, path.hasPrefix(map.packageFolder + "/") else {
            return (SourceLocation(path: book), nil)
        }
        let href = String(path.dropFirst(map.packageFolder.count + 1))
        if let page = map.pages[href] {
            return (sourceOfElement(at: message.line, in: path, page: page), nil)
        }
        if let source = map.resources[href] {
            return (SourceLocation(path: Paths.display(source), line: message.line, column: message.column), nil)
        }
        let key = keyMaking(href, line: message.line, path: path)
        return (
            SourceLocation(path: book, line: keyLine(key), column: keyLine(key) > 0 ? 1 : 0),
            "made from \(Paths.lastComponent(map.bookFile))'s '\(key)'"
        )
    }

    /// The source of the element a message at `line` of a page is about: the
    /// last element starting on or before that line, or the nearest one
    /// before it that came from the chapter (the template's own wrappers did not).
    private mutating func sourceOfElement(at line: Int, in path: String, page: SourceMap.Page) -> SourceLocation {
        if pageElements[path] == nil {
            var elements: [(Int, Int)] = []
            if let data = try? archive?.data(named: path), let tree = try? XMLTree.parse(xml: data, url: path) {
                var number = 0
                tree.forEachElement { element in
                    elements.append((number, element.line))
                    number += 1
                }
            }
            pageElements[path] = elements
        }
        let elements = pageElements[path] ?? []
        let at = elements.last { $0.line <= line }?.number ?? 0
        for number in stride(from: at, through: 0, by: -1) {
            if let location = page.elements[number] { return location }
        }
        return SourceLocation(path: page.chapter, line: 1, column: 1)
    }

    /// The book file key a generated file's content comes from.
    private mutating func keyMaking(_ href: String, line: Int, path: String) -> String {
        switch Paths.lastComponent(href) {
        case "cover.xhtml": return "cover"
        case "titlepage.xhtml": return "titlepage"
        case "nav.xhtml", "toc.ncx": return "toc"
        default: break
        }
        guard Paths.fileExtension(href) == "opf", let data = try? archive?.data(named: path),
            let tree = try? XMLTree.parse(xml: data, url: path)
        else { return "chapters" }
        var name = "metadata"
        tree.forEachElement { element in
            if element.line <= line { name = element.name }
        }
        let keys = [
            "title": "title", "creator": "authors", "contributor": "contributors", "language": "language",
            "date": "date",
            "identifier": "identifier", "publisher": "publisher", "rights": "rights", "description": "description",
            "subject": "subjects", "item": "chapters", "itemref": "chapters", "spine": "chapters",
            "manifest": "chapters",
        ]
        return keys[name] ?? "title"
    }

    /// The line of the book file that sets `key` (`key:` in YAML, `key =` in TOML), or 0.
    private mutating func keyLine(_ key: String) -> Int {
        let names = key == "authors" ? ["authors", "author"] : [key]
        for (index, line) in bookLines.enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            for name in names where trimmed.hasPrefix(name) {
                let rest = trimmed.dropFirst(name.count).drop { $0 == " " || $0 == "\t" }
                if rest.hasPrefix(":") || rest.hasPrefix("=") { return index + 1 }
            }
        }
        return 0
    }
}
