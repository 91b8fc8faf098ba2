import EPUBModel
import EPUBSupport
import Foundation
import XMLTree

/// The NCX (OPF 2.0.1 §2.4.1), both ways: the table of contents and page
/// list EPUB 2 reading systems read. The build writes one beside the EPUB 3
/// navigation document; the reader takes it from a book that has no navigation
/// document. Every link is to a container path; `path` is the NCX's own, and the
/// `src` it writes are relative to it.
package struct NCXDocument: Equatable {
    package static let namespace = "http://www.daisy.org/z3986/2005/ncx/"

    package var identifier: String
    package var title: String
    package var authors: [String]
    /// The navMap.
    package var entries: [ContainerLink]
    /// The pageList: where the print edition's pages begin.
    package var pageList: [ContainerLink] = []
    /// The page list's label, in the book's language (`GeneratedWords.pages`).
    package var pagesLabel = "Pages"
    /// The NCX's own path, so entry hrefs can be made relative to it.
    package var path: ContainerPath

    package init(
        identifier: String, title: String, authors: [String], entries: [ContainerLink],
        pageList: [ContainerLink] = [], pagesLabel: String = "Pages", path: ContainerPath
    ) {
        self.identifier = identifier
        self.title = title
        self.authors = authors
        self.entries = entries
        self.pageList = pageList
        self.pagesLabel = pagesLabel
        self.path = path
    }

    package func xml() -> Data {
        let tree = XMLTree(rootName: "ncx", namespace: Self.namespace)
        let ncx = tree.root!
        ncx.setAttribute("version", "2005-1")
        let head = ncx.appendElement("head")
        let depth = entries.map(\.depth).max() ?? 1
        let pageNumbers = pageList.compactMap { Int($0.title) }
        // epubcheck NCX-001: dtb:uid must match the package's unique identifier.
        for (name, content) in [
            ("dtb:uid", identifier), ("dtb:depth", String(depth)),
            ("dtb:totalPageCount", String(pageList.count)), ("dtb:maxPageNumber", String(pageNumbers.max() ?? 0)),
        ] {
            let meta = head.appendElement("meta")
            meta.setAttribute("name", name)
            meta.setAttribute("content", content)
        }
        ncx.appendElement("docTitle").appendElement("text", text: title)
        for author in authors { ncx.appendElement("docAuthor").appendElement("text", text: author) }
        let map = ncx.appendElement("navMap")
        var pointCount = 0
        // epubcheck (NCX schema): navPoints and pageTargets that refer to the same target must share one playOrder.
        var playOrders: [String: Int] = [:]
        func target(_ entry: ContainerLink, named name: String, in parent: XMLNode) -> XMLNode {
            pointCount += 1
            let src = path.reference(to: entry.path, fragment: entry.fragment).string
            let order = playOrders[src] ?? playOrders.count + 1
            playOrders[src] = order
            let point = parent.appendElement(name)
            point.setAttribute("id", "\(name)-\(pointCount)")
            point.setAttribute("playOrder", String(order))
            point.appendElement("navLabel").appendElement("text", text: entry.title)
            point.appendElement("content").setAttribute("src", src)
            return point
        }
        func add(_ entry: ContainerLink, to parent: XMLNode) {
            let point = target(entry, named: "navPoint", in: parent)
            for child in entry.children { add(child, to: point) }
        }
        for entry in entries { add(entry, to: map) }
        if !pageList.isEmpty {
            let list = ncx.appendElement("pageList")
            list.appendElement("navLabel").appendElement("text", text: pagesLabel)
            for page in pageList {
                let pageTarget = target(page, named: "pageTarget", in: list)
                // Roman numerals and other labels are front matter's or special pages'; numbers are the body's.
                pageTarget.setAttribute("type", Int(page.title) == nil ? "front" : "normal")
                if Int(page.title) != nil { pageTarget.setAttribute("value", page.title) }
            }
        }
        return tree.serialized(indent: true)
    }

    /// Adobe's page map at `path` (`<page-map><page name="12" href="ch2.xhtml#p12"/>…`), as a page list, hrefs
    /// resolved from it: the print pages of an EPUB 2 book made for Adobe Digital Editions, which its NCX lacks.
    package static func pageMap(_ tree: XMLTree, path: ContainerPath) -> [ContainerLink] {
        tree.root.map { root in
            root.descendants.filter { $0.name == "page" }.compactMap { page in
                guard let name = page.attribute("name"), let href = page.attribute("href") else { return nil }
                let reference = RelativeReference(href)
                return ContainerLink(
                    title: name, path: reference.resolved(against: path), fragment: reference.fragmentID)
            }
        } ?? []
    }

    /// Reads the NCX at `path`: its navMap and its pageList, hrefs resolved from it.
    package init(tree: XMLTree, path: ContainerPath) {
        func text(_ xpath: String) -> [String] {
            tree.select(xpath, namespaces: ReadNamespaces.all).map {
                $0.textContent.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            }
        }
        func points(_ parent: XMLNode, named name: String) -> [ContainerLink] {
            parent.elementChildren.filter { $0.name == name }.map { point in
                let label =
                    point.elementChildren.first { $0.name == "navLabel" }?.textContent
                    .split(whereSeparator: \.isWhitespace).joined(separator: " ") ?? ""
                let src = RelativeReference(
                    point.elementChildren.first { $0.name == "content" }?.attribute("src") ?? "")
                return ContainerLink(
                    title: label, path: src.resolved(against: path), fragment: src.fragmentID,
                    children: points(point, named: name))
            }
        }
        let root = "/ncx:ncx/"
        self.init(
            identifier: tree.select(
                root + "ncx:head/ncx:meta[@name='dtb:uid']/@content", namespaces: ReadNamespaces.all
            ).first?.textContent ?? "",
            title: text(root + "ncx:docTitle/ncx:text").first ?? "", authors: text(root + "ncx:docAuthor/ncx:text"),
            entries: tree.select(root + "ncx:navMap", namespaces: ReadNamespaces.all).first.map {
                points($0, named: "navPoint")
            } ?? [],
            pageList: tree.select(root + "ncx:pageList", namespaces: ReadNamespaces.all).first.map {
                points($0, named: "pageTarget")
            } ?? [],
            pagesLabel: text(root + "ncx:pageList/ncx:navLabel/ncx:text").first ?? "Pages", path: path)
    }
}
