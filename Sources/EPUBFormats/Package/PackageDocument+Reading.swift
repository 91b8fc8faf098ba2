import EPUBModel
import EPUBSupport
import Foundation
import XMLTree

extension PackageDocument {
    /// OPF 1.x grouped the metadata in `<dc-metadata>` and `<x-metadata>`
    /// inside `<metadata>`, and OPF 2.0.1 §2.2 still lets EPUB 2 books do so
    /// ("for backward compatibility"); many from the 2000s do. Unwrapped, their
    /// Dublin Core and `<meta>` elements read as any other book's. Dublin Core
    /// elements in the 1.0 namespace, or capitalised as OPF 1.x wrote them
    /// (`dc:Title`), are read as their DCMES 1.1 names.
    package static func unwrapLegacyMetadata(in tree: XMLTree) {
        let metadata = tree.select("/opf:package/opf:metadata", namespaces: ReadNamespaces.all)
        for wrapper in metadata.flatMap(\.elementChildren) where ["dc-metadata", "x-metadata"].contains(wrapper.name) {
            wrapper.unwrap()
        }
        let dublinCore = "http://purl.org/dc/elements/1.1/"
        // Declared where the renamed elements find it (a prefix no book uses, so it clashes with none).
        metadata.forEach { $0.declareNamespace(dublinCore, prefix: "dcmes11") }
        for element in metadata.flatMap(\.elementChildren) {
            guard let namespace = element.namespaceURI, namespace.hasPrefix("http://purl.org/dc/elements/1."),
                namespace != dublinCore || element.name != element.name.lowercased()
            else { continue }
            let attributes = element.attributes
            let renamed = element.replace(withElement: element.name.lowercased(), namespace: dublinCore)
            for attribute in attributes {
                renamed.setAttribute(
                    attribute.name, attribute.value, namespace: attribute.namespace,
                    prefix: attribute.namespace == opfNamespace ? "opf" : nil)
            }
        }
    }

    /// Reads the package document at `path` (EPUB 2 or 3, prefixed or not:
    /// EPUB 2's `opf:role`/`opf:file-as`, EPUB 3's `refines`). A rendition
    /// or direction value the specification does not define reads as the default.
    package init(tree: XMLTree, path: ContainerPath) {
        let reader = OPFReader(tree: tree, path: path)
        let manifest = reader.manifest()
        self.init(
            path: path, metadata: reader.metadata(),
            modified: reader.text("//opf:metadata/opf:meta[@property='dcterms:modified']"), manifest: manifest,
            spine: reader.spine())
        version = reader.select("/opf:package").first?.attribute("version") ?? ""
        coverImageID = reader.coverImageID(in: manifest)
        guide = reader.guide()
        let spineElement = reader.select("//opf:spine").first
        ncxID = spineElement?.attribute("toc")
        pageMapID = spineElement?.attribute("page-map")
        pageProgression = spineElement?.attribute("page-progression-direction").flatMap(PageProgression.init(rawValue:))
            .flatMap { $0 == .unspecified ? nil : $0 }
        mediaDurations = reader.mediaDurations()
        mediaActiveClass = reader.text("//opf:metadata/opf:meta[@property='media:active-class']")
        rendition = reader.rendition()
        accessibility = reader.accessibility()
        (metadata.otherMetadata, metadata.vocabularies) = reader.otherMetadata(besides: metadata)
    }
}

/// The queries a package document is read with: XPath over the tree, and the
/// EPUB 3 refinements (`<meta refines="#id" property="…">`) of its entries.
struct OPFReader {
    package let tree: XMLTree
    package let path: ContainerPath
    package var opf: String { PackageDocument.opfNamespace }

    package func select(_ xpath: String) -> [XMLNode] { tree.select(xpath, namespaces: ReadNamespaces.all) }
    package func text(_ node: XMLNode) -> String { node.textContent.trimmingWhitespace }
    package func text(_ xpath: String) -> String? { select(xpath).first.map(text).flatMap { $0.isEmpty ? nil : $0 } }

    package func refinement(_ id: String?, _ property: String) -> String? {
        guard let id else { return nil }
        return refinements(id, property).first.map(text).flatMap { $0.isEmpty ? nil : $0 }
    }

    package func refinements(_ id: String?, _ property: String) -> [XMLNode] {
        guard let id, !id.contains("'") else { return [] }
        return select("//opf:metadata/opf:meta[@refines='#\(id)'][@property='\(property)']")
    }

    /// EPUB 3's `<meta property>` or the `<meta name content>` EPUB 2 books carry.
    package func values(_ property: String) -> [String] {
        select("//opf:metadata/opf:meta[@property='\(property)'][not(@refines)]").map(text)
            + select("//opf:metadata/opf:meta[@name='\(property)']").compactMap { $0.attribute("content") }
    }
}

// MARK: Metadata

extension OPFReader {
    package func metadata() -> PublicationMetadata {
        let package = select("/opf:package").first
        let uniqueID = package?.attribute("unique-identifier")
        let identifiers = select("//opf:metadata/dc:identifier")
        let unique = identifiers.first { $0.attribute("id") == uniqueID } ?? identifiers.first
        let identifier = unique.map(text) ?? ""
        let titles = select("//opf:metadata/dc:title")
        let main = titles.first { refinement($0.attribute("id"), "title-type") == "main" } ?? titles.first
        var metadata = PublicationMetadata(
            title: main.map(text) ?? "", language: text("//opf:metadata/dc:language") ?? "und", identifier: identifier)
        metadata.otherIdentifiers = identifiers.map(text).filter { $0 != identifier && !$0.isEmpty }
        metadata.otherLanguages = Array(
            select("//opf:metadata/dc:language").map(text).filter { !$0.isEmpty }.dropFirst())
        readIdentifierTypes(of: identifiers, into: &metadata)
        readTitles(titles, main: main, into: &metadata)
        metadata.collections = collections()
        metadata.authors = people("creator")
        metadata.contributors = people("contributor")
        readDescription(into: &metadata)
        return metadata
    }

    /// EPUB 3's identifier-type, or EPUB 2's opf:scheme; kept only where the value's form does not already say it.
    private func readIdentifierTypes(of identifiers: [XMLNode], into metadata: inout PublicationMetadata) {
        for node in identifiers {
            let value = text(node)
            let refinement = refinements(node.attribute("id"), "identifier-type").first
            let type =
                refinement.flatMap { IdentifierType(refinement: text($0), scheme: $0.attribute("scheme")) }
                ?? node.attribute("scheme", namespace: opf).flatMap { IdentifierType(refinement: $0, scheme: nil) }
            if let type, !value.isEmpty, type != IdentifierType.inferred(from: value),
                metadata.identifierTypes[value] == nil
            {
                metadata.identifierTypes[value] = type
            }
        }
    }

    private func readTitles(_ titles: [XMLNode], main: XMLNode?, into metadata: inout PublicationMetadata) {
        let subtitle = titles.first { refinement($0.attribute("id"), "title-type") == "subtitle" }
        metadata.subtitle = subtitle.map(text)
        metadata.titleFileAs = main.flatMap(fileAs)
        metadata.otherTitles = titles.compactMap { node in
            // Standard Ebooks writes its full title's type `extended`, as pandoc names EPUB's `expanded`.
            let written = refinement(node.attribute("id"), "title-type")
            guard
                let kind = (written == "extended" ? "expanded" : written).flatMap(PublicationTitle.Kind.init(rawValue:))
            else { return nil }
            return PublicationTitle(text(node), kind: kind)
        }
    }

    /// An element's `file-as`: EPUB 3's refinement, or EPUB 2's `opf:file-as`.
    private func fileAs(_ node: XMLNode) -> String? {
        (refinement(node.attribute("id"), "file-as") ?? node.attribute("file-as", namespace: opf)).flatMap {
            $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? nil : $0
        }
    }

    private func collections() -> [PublicationCollection] {
        let collections = select("//opf:metadata/opf:meta[@property='belongs-to-collection'][not(@refines)]").map {
            node in
            let id = node.attribute("id")
            return PublicationCollection(
                name: text(node),
                kind: refinement(id, "collection-type").flatMap(PublicationCollection.Kind.init(rawValue:)),
                position: refinement(id, "group-position"))
        }
        // calibre's own series metadata, which many EPUBs in the wild carry instead.
        guard collections.isEmpty,
            let series = select("//opf:metadata/opf:meta[@name='calibre:series']").first?.attribute("content"),
            !series.isEmpty
        else { return collections }
        let index = select("//opf:metadata/opf:meta[@name='calibre:series_index']").first?.attribute("content")
        return [
            PublicationCollection(name: series, kind: .series, position: index.flatMap { Double($0) == nil ? nil : $0 })
        ]
    }

    private func people(_ element: String) -> [Contributor] {
        select("//opf:metadata/dc:\(element)").map { node in
            let id = node.attribute("id")
            let alternates = refinements(id, "alternate-script").compactMap {
                alternate -> Contributor.AlternateScript? in
                guard let language = alternate.attribute("lang", namespace: "http://www.w3.org/XML/1998/namespace"),
                    !text(alternate).isEmpty
                else { return nil }
                return Contributor.AlternateScript(name: text(alternate), language: language)
            }
            let roles = refinements(id, "role").map(text).filter { !$0.isEmpty }
            var person = Contributor(
                name: text(node), fileAs: refinement(id, "file-as") ?? node.attribute("file-as", namespace: opf),
                role: roles.first ?? node.attribute("role", namespace: opf), alternateScripts: alternates)
            person.otherRoles = Array(roles.dropFirst())
            return person
        }
    }

    private func readDescription(into metadata: inout PublicationMetadata) {
        // EPUB 2 books may date several events (`opf:event="original-publication"`, "modification"): the
        // publication's is the book's.
        metadata.date =
            text("//opf:metadata/dc:date[@opf:event='publication']") ?? text("//opf:metadata/dc:date[not(@opf:event)]")
            ?? text("//opf:metadata/dc:date")
        let publisher = select("//opf:metadata/dc:publisher").first
        metadata.publisher = text("//opf:metadata/dc:publisher")
        metadata.publisherFileAs = publisher.flatMap(fileAs)
        metadata.rights = text("//opf:metadata/dc:rights")
        metadata.description = text("//opf:metadata/dc:description")
        metadata.subjects = select("//opf:metadata/dc:subject").map { node in
            let id = node.attribute("id")
            return Subject(text(node), authority: refinement(id, "authority"), code: refinement(id, "term"))
        }
        let sources = select("//opf:metadata/dc:source")
        metadata.sources = sources.filter { refinement($0.attribute("id"), "source-of") != "pagination" }.map(text)
            .filter { !$0.isEmpty }
    }
}

// MARK: Manifest, spine and the rest

extension OPFReader {
    package func manifest() -> [ManifestItem] {
        select("//opf:manifest/opf:item").compactMap { item -> ManifestItem? in
            guard let id = item.attribute("id"), let href = item.attribute("href") else { return nil }
            let reference = RelativeReference(href)
            var manifestItem = ManifestItem(
                id: id, href: reference.isExternal ? .remote(href) : .path(reference.resolved(against: path)),
                mediaType: MediaType.normalized(item.attribute("media-type") ?? ""),
                properties: (item.attribute("properties") ?? "").split(whereSeparator: \.isWhitespace).map(String.init))
            manifestItem.fallback = item.attribute("fallback")
            manifestItem.mediaOverlay = item.attribute("media-overlay")
            return manifestItem
        }
    }

    package func spine() -> [SpineItem] {
        select("//opf:spine/opf:itemref").compactMap { ref in
            ref.attribute("idref").map {
                SpineItem(
                    idref: $0, linear: ref.attribute("linear") != "no",
                    properties: (ref.attribute("properties") ?? "").split(whereSeparator: \.isWhitespace).map(
                        String.init))
            }
        }
    }

    /// EPUB 3's `cover-image` item, or EPUB 2's `<meta name="cover">`, which names the image's id or, as some
    /// tools write it, its href.
    package func coverImageID(in manifest: [ManifestItem]) -> String? {
        let coverMeta = select("//opf:metadata/opf:meta[@name='cover']").first?.attribute("content")
        return manifest.first { $0.properties.contains("cover-image") }?.id
            ?? coverMeta.flatMap { id in manifest.contains { $0.id == id } ? id : nil }
            ?? coverMeta.flatMap { href in
                let resolved = RelativeReference(href).resolved(against: path)
                return manifest.first { $0.path == resolved && $0.mediaType.hasPrefix("image/") }?.id
            }
    }

    /// EPUB 2's guide (OPF 2.0.1 §2.6), which EPUB 3 replaced by the navigation document's landmarks.
    package func guide() -> [ContainerLink] {
        select("//opf:guide/opf:reference").compactMap { reference in
            guard let type = reference.attribute("type"),
                let href = reference.attribute("href").map(RelativeReference.init),
                !href.isExternal
            else { return nil }
            return ContainerLink.landmark(
                type: type, title: reference.attribute("title") ?? "", path: href.resolved(against: path),
                fragment: href.fragment)
        }
    }

    package func mediaDurations() -> [String: Double] {
        var durations: [String: Double] = [:]
        for duration in select("//opf:metadata/opf:meta[@property='media:duration'][@refines]") {
            guard let id = duration.attribute("refines").map({ String($0.drop { $0 == "#" }) }),
                let seconds = SMILClock.seconds(text(duration))
            else { continue }
            durations[id] = seconds
        }
        return durations
    }

    package func rendition() -> Rendition {
        func property(_ name: String) -> String? { text("//opf:metadata/opf:meta[@property='rendition:\(name)']") }
        var rendition = Rendition()
        rendition.layout = property("layout").flatMap(Rendition.Layout.init(rawValue:)) ?? .reflowable
        rendition.orientation = property("orientation").flatMap(Rendition.Orientation.init(rawValue:)) ?? .auto
        rendition.spread = property("spread").flatMap(Rendition.Spread.init(rawValue:)) ?? .auto
        // EPUB 3.0.1's book-wide page size, deprecated since 3.2 in favour of each page's own viewport meta.
        rendition.viewport = text("//opf:metadata/opf:meta[@property='rendition:viewport'][not(@refines)]")
            .flatMap(Viewport.init(content:))
        return rendition
    }

    package func accessibility() -> AccessibilityMetadata {
        var accessibility = AccessibilityMetadata()
        accessibility.accessModes = values("schema:accessMode")
        accessibility.accessModesSufficient = values("schema:accessModeSufficient")
        accessibility.features = values("schema:accessibilityFeature")
        accessibility.hazards = values("schema:accessibilityHazard")
        accessibility.summary = values("schema:accessibilitySummary").first
        // EPUB Accessibility 1.0 stated conformance as a link (`<link rel="dcterms:conformsTo" href>`).
        accessibility.conformsTo =
            values("dcterms:conformsTo").first
            ?? select("//opf:metadata/opf:link[@rel='dcterms:conformsTo'][not(@refines)]").first?.attribute("href")
        accessibility.pageBreakSource =
            values("pageBreakSource").first
            ?? select("//opf:metadata/dc:source").first { refinement($0.attribute("id"), "source-of") == "pagination" }
            .map(text)
        let certifier = select("//opf:metadata/opf:meta[@property='a11y:certifiedBy']").first
        accessibility.certifiedBy = certifier.map(text)
        accessibility.certifierCredential =
            refinement(certifier?.attribute("id"), "a11y:certifierCredential")
            ?? values("a11y:certifierCredential").first
        return accessibility
    }
}
