import Foundation
import XMLTree

/// The NCX (OPF 2.0.1 §2.4.1), the table of contents EPUB 2 reading systems
/// read. EPUB 3 keeps it only for them; the navigation document is the real one.
struct NCXDocument {
    static let namespace = "http://www.daisy.org/z3986/2005/ncx/"

    var identifier: String
    var title: String
    var authors: [String]
    var entries: [TOCEntry]

    /// `href` of the NCX itself, so entry hrefs can be made relative to it.
    var href: String

    func xml() -> Data {
        let tree = XMLTree(rootName: "ncx", namespace: Self.namespace)
        let ncx = tree.root!
        ncx.setAttribute("version", "2005-1")
        let head = ncx.appendElement("head")
        let depth = entries.map(\.depth).max() ?? 1
        // epubcheck NCX-001: dtb:uid must match the package's unique identifier.
        for (name, content) in [("dtb:uid", identifier), ("dtb:depth", String(depth)),
                                ("dtb:totalPageCount", "0"), ("dtb:maxPageNumber", "0")] {
            let meta = head.appendElement("meta")
            meta.setAttribute("name", name)
            meta.setAttribute("content", content)
        }
        ncx.appendElement("docTitle").appendElement("text", text: title)
        for author in authors { ncx.appendElement("docAuthor").appendElement("text", text: author) }
        let map = ncx.appendElement("navMap")
        var pointCount = 0
        // epubcheck (NCX schema): navPoints that refer to the same target must share one playOrder.
        var playOrders: [String: Int] = [:]
        func add(_ entry: TOCEntry, to parent: XMLNode) {
            pointCount += 1
            let parts = entry.href.split(separator: "#", maxSplits: 1).map(String.init)
            let src = PackageLayout.relativeHref(from: href, to: parts[0]) + (parts.count > 1 ? "#" + parts[1] : "")
            let order = playOrders[src] ?? playOrders.count + 1
            playOrders[src] = order
            let point = parent.appendElement("navPoint")
            point.setAttribute("id", "navPoint-\(pointCount)")
            point.setAttribute("playOrder", String(order))
            point.appendElement("navLabel").appendElement("text", text: entry.title)
            point.appendElement("content").setAttribute("src", src)
            for child in entry.children { add(child, to: point) }
        }
        for entry in entries { add(entry, to: map) }
        return tree.serialized(indent: true)
    }
}
