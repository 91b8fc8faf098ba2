import Foundation
import XMLTree
import ZipArchive

/// A written EPUB opened for inspection: its entries, their bytes and their XML.
struct EPUBFile {
    static let namespaces = [
        "opf": "http://www.idpf.org/2007/opf", "dc": "http://purl.org/dc/elements/1.1/",
        "h": "http://www.w3.org/1999/xhtml", "epub": "http://www.idpf.org/2007/ops",
        "ncx": "http://www.daisy.org/z3986/2005/ncx/", "c": "urn:oasis:names:tc:opendocument:xmlns:container",
        "m": "http://www.w3.org/1998/Math/MathML",
    ]

    let path: String
    let archive: ZipArchiveReader

    init(_ path: String) throws {
        self.path = path
        archive = try ZipArchiveReader(path: path)
    }

    var entryNames: [String] { archive.entries.map(\.name) }

    func data(_ name: String) throws -> Data { try archive.data(named: name) }

    func xml(_ name: String) throws -> XMLTree { try XMLTree.parse(xml: data(name), url: name) }

    /// The package document's path, from META-INF/container.xml.
    func packagePath() throws -> String {
        try xml("META-INF/container.xml").select("//c:rootfile/@full-path", namespaces: Self.namespaces).first!
            .textContent
    }

    func package() throws -> XMLTree { try xml(packagePath()) }

    /// `href` (relative to the document at `base`) as a container path.
    static func resolve(_ href: String, against base: String) -> String {
        let path =
            href.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        var parts = base.split(separator: "/").dropLast().map(String.init)
        for part in (path.removingPercentEncoding ?? path).split(separator: "/") {
            if part == ".." { parts.removeLast() } else if part != "." { parts.append(String(part)) }
        }
        return parts.joined(separator: "/")
    }

    /// The container paths of the spine, in reading order.
    func spinePaths() throws -> [String] {
        let opfPath = try packagePath()
        let opf = try package()
        var hrefs: [String: String] = [:]
        for item in opf.select("//opf:manifest/opf:item", namespaces: Self.namespaces) {
            hrefs[item.attribute("id")!] = Self.resolve(item.attribute("href")!, against: opfPath)
        }
        return opf.select("//opf:spine/opf:itemref", namespaces: Self.namespaces).map { hrefs[$0.attribute("idref")!]! }
    }

    /// The ids in the XML document at `path`.
    func ids(in path: String) throws -> Set<String> {
        Set(try xml(path).select("//@id").map(\.textContent))
    }
}
