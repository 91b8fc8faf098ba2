import EPUBSupport
import XMLTree

/// Where the files of a written EPUB came from, kept by a build for
/// `build --check`, so that what epubcheck says of a page is said of the
/// author's line. A chapter page maps each of its elements (by its place in
/// document order, which the page's bytes keep) to the source line the
/// element was written on; generated files map to the book file.
public struct SourceMap: Sendable {
    /// A page's elements, numbered in document order from 0 → where each was written.
    public struct Page: Sendable {
        public var chapter: String
        public var elements: [Int: SourceLocation]
    }

    /// The book.yaml, book.toml or first Markdown file.
    public var bookFile: String
    /// The folder of the package document inside the container (`EPUB`).
    public var packageFolder: String
    /// Chapter pages by href relative to the package document.
    public var pages: [String: Page] = [:]
    /// Resources copied as they are, by href → their source file.
    public var resources: [String: String] = [:]

    /// The attribute that carries a content element's source line through the
    /// template; taken off again before the page is serialised.
    static let marker = "data-epubbuild-source"

    /// Marks every element of a chapter's content with its source line.
    static func mark(_ body: XMLNode) {
        body.forEachDescendant { element in
            let line = element.line
            if line > 0 { element.setAttribute(marker, String(line)) }
        }
    }

    /// Takes the marks off a rendered page: element number → source line.
    static func takeMarks(from tree: XMLTree) -> [Int: Int] {
        var lines: [Int: Int] = [:]
        var number = 0
        tree.forEachElement { element in
            if let value = element.attribute(marker) {
                lines[number] = Int(value)
                element.removeAttribute(marker)
            }
            number += 1
        }
        return lines
    }
}
