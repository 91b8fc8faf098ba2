import Foundation
import XMLTree

/// Reads an OPF package document (EPUB 2 or 3) into metadata, manifest and spine.
struct PackageDocumentParser {
    let path: String
    let tree: XMLTree

    private func select(_ xpath: String) -> [XMLNode] { tree.select(xpath, namespaces: ReadNamespaces.all) }
    private func text(_ xpath: String) -> String? {
        select(xpath).first.map { $0.textContent.trimmingCharacters(in: .whitespacesAndNewlines) }.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// EPUB 3 `<meta refines="#id" property="…">` values.
    private func refinement(_ id: String?, _ property: String) -> String? {
        guard let id else { return nil }
        return text("//opf:metadata/opf:meta[@refines='#\(id)'][@property='\(property)']")
    }

    func parse() -> (Publication, ncxID: String?) {
        let opf = "http://www.idpf.org/2007/opf"
        let uniqueID = select("/opf:package").first?.attribute("unique-identifier")
        let identifiers = select("//opf:metadata/dc:identifier")
        let identifier = (identifiers.first { $0.attribute("id") == uniqueID } ?? identifiers.first)?.textContent
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? ""

        let titles = select("//opf:metadata/dc:title")
        let main = titles.first { refinement($0.attribute("id"), "title-type") == "main" } ?? titles.first
        let subtitle = titles.first { refinement($0.attribute("id"), "title-type") == "subtitle" }
        var metadata = PublicationMetadata(title: main?.textContent.trimmingCharacters(in: .whitespacesAndNewlines) ?? "",
                                           language: text("//opf:metadata/dc:language") ?? "und", identifier: identifier)
        metadata.subtitle = subtitle?.textContent.trimmingCharacters(in: .whitespacesAndNewlines)
        func people(_ element: String) -> [Contributor] {
            select("//opf:metadata/dc:\(element)").map { node in
                let id = node.attribute("id")
                return Contributor(name: node.textContent.trimmingCharacters(in: .whitespacesAndNewlines),
                                   fileAs: refinement(id, "file-as") ?? node.attribute("file-as", namespace: opf),
                                   role: refinement(id, "role") ?? node.attribute("role", namespace: opf))
            }
        }
        metadata.authors = people("creator")
        metadata.contributors = people("contributor")
        metadata.date = text("//opf:metadata/dc:date")
        metadata.publisher = text("//opf:metadata/dc:publisher")
        metadata.rights = text("//opf:metadata/dc:rights")
        metadata.description = text("//opf:metadata/dc:description")
        metadata.subjects = select("//opf:metadata/dc:subject").map { $0.textContent.trimmingCharacters(in: .whitespacesAndNewlines) }

        let manifest = select("//opf:manifest/opf:item").compactMap { item -> ManifestItem? in
            guard let id = item.attribute("id"), let href = item.attribute("href") else { return nil }
            let resolved = ReferenceURL(href).isExternal ? href : ContainerPath.resolve(href, from: path)
            let properties = (item.attribute("properties") ?? "").split(separator: " ").map(String.init)
            return ManifestItem(id: id, href: resolved, mediaType: item.attribute("media-type") ?? "", properties: properties)
        }
        let spineElement = select("//opf:spine").first
        let spine = select("//opf:spine/opf:itemref").compactMap { ref in
            ref.attribute("idref").map {
                SpineItem(idref: $0, linear: ref.attribute("linear") != "no",
                          properties: (ref.attribute("properties") ?? "").split(whereSeparator: \.isWhitespace).map(String.init))
            }
        }
        let coverID = manifest.first { $0.properties.contains("cover-image") }?.id
            ?? select("//opf:metadata/opf:meta[@name='cover']").first?.attribute("content")
        var publication = Publication(
            version: select("/opf:package").first?.attribute("version") ?? "",
            packagePath: path, metadata: metadata,
            modified: text("//opf:metadata/opf:meta[@property='dcterms:modified']"),
            layout: text("//opf:metadata/opf:meta[@property='rendition:layout']") ?? "reflowable",
            pageProgressionDirection: spineElement?.attribute("page-progression-direction"),
            manifest: manifest, spine: spine, tableOfContents: [], landmarks: [], pageList: [], navigationSource: "spine",
            coverImage: manifest.first { $0.id == coverID }?.href)
        let others = identifiers.map { $0.textContent.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { $0 != identifier && !$0.isEmpty }
        publication.identifiers = [identifier] + others
        publication.orientation = text("//opf:metadata/opf:meta[@property='rendition:orientation']")
        publication.spread = text("//opf:metadata/opf:meta[@property='rendition:spread']")
        return (publication, spineElement?.attribute("toc"))
    }
}
