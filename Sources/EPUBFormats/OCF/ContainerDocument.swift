import EPUBSupport
import Foundation
import XMLTree

/// META-INF/container.xml (OCF 3.3 §3.5.2.1), which points reading systems at
/// the package document.
package struct ContainerDocument {
    package static let path = ContainerPath("META-INF/container.xml")
    package static let namespace = "urn:oasis:names:tc:opendocument:xmlns:container"

    /// The package document's path from the container root.
    package var packagePath: ContainerPath

    package init(packagePath: ContainerPath) {
        self.packagePath = packagePath
    }

    /// The container.xml `tree` holds: the package document of its first rootfile, as reading systems take it
    /// (OCF 3.3 §3.5.2.1); nil when it names none. `full-path` is a URL path relative to the container root. A
    /// rootfile of another media type (OCF 2.0.1's other renditions: a PDF listed first) is passed over, as reading
    /// systems pass over it; the book had been refused, its PDF read as the package document.
    package init?(tree: XMLTree) {
        let rootfiles = tree.select("//c:rootfile", namespaces: ReadNamespaces.all)
        let package =
            rootfiles.first {
                ($0.attribute("media-type") ?? "application/oebps-package+xml").lowercased()
                    == "application/oebps-package+xml"
            } ?? rootfiles.first
        guard let path = package?.attribute("full-path"), !path.isEmpty else { return nil }
        self.packagePath = RelativeReference(path).resolved(against: .root)
    }

    package func xml() -> Data {
        let tree = XMLTree(rootName: "container", namespace: Self.namespace)
        let container = tree.root!
        container.setAttribute("version", "1.0")
        let rootfile = container.appendElement("rootfiles").appendElement("rootfile")
        rootfile.setAttribute("full-path", ContainerPath.root.reference(to: packagePath).string)
        rootfile.setAttribute("media-type", "application/oebps-package+xml")
        return tree.serialized(indent: true)
    }
}
