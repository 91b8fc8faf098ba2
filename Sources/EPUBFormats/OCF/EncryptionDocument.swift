import EPUBModel
import EPUBSupport
import Foundation
import XMLTree

/// META-INF/encryption.xml (OCF 3.3 §3.5.2.3), both ways: which resources
/// are obfuscated, and with which algorithm. The build writes it for the
/// fonts it obfuscates; the reader takes it to restore them.
package struct EncryptionDocument: Equatable {
    package static let path = ContainerPath("META-INF/encryption.xml")
    package static let encryptionNamespace = "http://www.w3.org/2001/04/xmlenc#"

    /// Container path → algorithm URI.
    package var resources: [ContainerPath: String] = [:]

    package func xml() -> Data {
        let tree = XMLTree(rootName: "encryption", namespace: ContainerDocument.namespace)
        let root = tree.root!
        root.declareNamespace(Self.encryptionNamespace, prefix: "enc")
        for (path, algorithm) in resources.sorted(by: { $0.key < $1.key }) {
            let data = root.appendElement("EncryptedData", namespace: Self.encryptionNamespace)
            data.appendElement("EncryptionMethod", namespace: Self.encryptionNamespace).setAttribute(
                "Algorithm", algorithm)
            data.appendElement("CipherData", namespace: Self.encryptionNamespace)
                .appendElement("CipherReference", namespace: Self.encryptionNamespace)
                .setAttribute("URI", ContainerPath.root.reference(to: path).string)
        }
        return tree.serialized(indent: true)
    }

    /// Reads the `EncryptedData` entries; URIs are relative to the container root (OCF 3.3 §3.5.2.3), and
    /// written percent-encoded, so the reference from the root is what `xml()` writes.
    package init(tree: XMLTree) {
        for data in tree.select("//enc:EncryptedData", namespaces: ReadNamespaces.all) {
            let algorithm = data.descendants.first { $0.name == "EncryptionMethod" }?.attribute("Algorithm") ?? ""
            guard let uri = data.descendants.first(where: { $0.name == "CipherReference" })?.attribute("URI") else {
                continue
            }
            resources[RelativeReference(uri).resolved(against: .root)] = algorithm
        }
    }

    package init(resources: [ContainerPath: String]) {
        self.resources = resources
    }
}
