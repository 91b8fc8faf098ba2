import Foundation
import Markdown
import XMLTree

/// Reads a GitBook or mdBook `SUMMARY.md` into the chapter list: list items
/// linking to files are chapters (nested lists nest them in the table of
/// contents), headings after the summary's own title start parts, bare links
/// outside lists are mdBook's prefix and suffix chapters, and draft entries
/// (a link with no target) are skipped with a warning. cmark-gfm parses the
/// Markdown; its `data-sourcepos` gives each entry's line for messages.
final class SummaryReader {
    /// Makes a chapter from a file named in the summary (checking it exists), given its location and label.
    typealias ChapterMaker = (_ file: String, _ location: SourceLocation) throws(BuildError) -> ChapterSpec

    private let file: String
    private let shown: String
    private let directory: String
    private var lines: [Substring] = []
    private(set) var warnings: [Diagnostic] = []

    init(file: String) {
        self.file = file
        shown = Paths.display(file)
        directory = Paths.directory(of: file)
    }

    /// `location` is where book.yaml names the summary, for the message when it is missing.
    func read(from summaryLocation: SourceLocation, makeChapter: ChapterMaker) throws(BuildError) -> [ContentsEntry] {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
            throw BuildError(at: summaryLocation, stage: .load, "summary '\(shown)' does not exist or is not UTF-8 text")
        }
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let html: XMLTree
        do { html = try XMLTree.parse(html: Data(MarkdownRenderer.html(from: text).utf8), url: file) } catch {
            throw BuildError(at: SourceLocation(path: shown), stage: .load, "cannot read the summary: \(error.message)")
        }
        guard let body = html.select("/html/body").first else { return [] }

        var entries: [ContentsEntry] = []
        var part: (title: String, location: SourceLocation, chapters: [ContentsEntry])?
        var seenContent = false
        func add(_ new: [ContentsEntry]) {
            if part != nil { part!.chapters += new } else { entries += new }
        }
        func closePart() {
            if let open = part { entries.append(.part(title: open.title, location: open.location, chapters: open.chapters)) }
            part = nil
        }
        for block in body.elementChildren {
            switch block.name {
            case "h1", "h2", "h3", "h4", "h5", "h6":
                // The first heading before any entry is the summary's own title ("# Summary").
                guard seenContent else { seenContent = true; continue }
                closePart()
                part = (block.textContent.trimmingCharacters(in: .whitespacesAndNewlines), location(of: block), [])
            case "ul", "ol":
                seenContent = true
                add(try list(block, makeChapter: makeChapter))
            case "p":
                seenContent = true
                for link in block.descendants where link.name == "a" {
                    if let entry = try entry(link, children: [], at: location(of: block), makeChapter: makeChapter) { add([entry]) }
                }
            default:
                continue // mdBook's `---` separators carry no chapters
            }
        }
        closePart()
        return entries
    }

    private func list(_ list: XMLNode, makeChapter: ChapterMaker) throws(BuildError) -> [ContentsEntry] {
        var result: [ContentsEntry] = []
        for item in list.elementChildren where item.name == "li" {
            var children: [ContentsEntry] = []
            var link: XMLNode?
            for child in item.elementChildren {
                if child.name == "ul" || child.name == "ol" {
                    children += try self.list(child, makeChapter: makeChapter)
                } else if link == nil {
                    link = child.name == "a" ? child : child.descendants.first { $0.name == "a" }
                }
            }
            let itemLocation = location(of: item)
            if let link, let entry = try entry(link, children: children, at: itemLocation, makeChapter: makeChapter) {
                result.append(entry)
            } else {
                if link == nil {
                    warnings.append(Diagnostic(.warning, at: itemLocation, stage: .load, "summary entry has no link; skipped"))
                }
                result += children
            }
        }
        return result
    }

    private func entry(_ link: XMLNode, children: [ContentsEntry], at location: SourceLocation,
                       makeChapter: ChapterMaker) throws(BuildError) -> ContentsEntry? {
        let title = link.textContent.trimmingCharacters(in: .whitespacesAndNewlines)
        let href = link.attribute("href") ?? ""
        guard !href.isEmpty else {
            warnings.append(Diagnostic(.warning, at: location, stage: .load, "draft chapter '\(title)' has no file; skipped"))
            return children.isEmpty ? nil : .part(title: title, location: location, chapters: children)
        }
        let url = ReferenceURL(href)
        guard !url.isExternal else {
            warnings.append(Diagnostic(.warning, at: location, stage: .load, "summary entry '\(title)' links outside the book; skipped"))
            return nil
        }
        var chapter = try makeChapter(url.file(relativeTo: directory, root: directory), refine(location, to: href))
        if !title.isEmpty { chapter.title = title }
        return .chapter(chapter, children: children)
    }

    private func location(of node: XMLNode) -> SourceLocation {
        let numbers = (node.attribute("data-sourcepos") ?? "").split(whereSeparator: { $0 == ":" || $0 == "-" }).compactMap { Int($0) }
        return SourceLocation(path: shown, line: numbers.first ?? 0, column: numbers.count > 1 ? numbers[1] : 0)
    }

    /// The column where `value` is written on the location's line.
    private func refine(_ location: SourceLocation, to value: String) -> SourceLocation {
        guard location.line >= 1, location.line <= lines.count, let range = lines[location.line - 1].range(of: value) else { return location }
        let column = lines[location.line - 1].distance(from: lines[location.line - 1].startIndex, to: range.lowerBound) + 1
        return SourceLocation(path: shown, line: location.line, column: column)
    }
}
