import EPUBModel
import EPUBSupport
import Foundation
import XMLTree

/// The package document (EPUB 3.3 §5), the one model of a publication's
/// metadata, manifest, spine and rendition that both directions share: the
/// build makes one and writes it (`xml()`); `unpack` and `info` read one
/// from any EPUB 2 or 3 (`init(tree:path:)`, in PackageDocument+Reading).
/// Every path is a container path (`EPUB/text/ch1.xhtml`), whoever made the
/// document; `path` is where the document itself lives, and the hrefs it
/// writes are relative to it (EPUB 3.3 §5.6.2: relative to the package document).
public struct PackageDocument: Equatable, Sendable {
    package static let opfNamespace = "http://www.idpf.org/2007/opf"
    package static let dcNamespace = "http://purl.org/dc/elements/1.1/"

    public var path: ContainerPath
    /// The package's `version`: the build writes `3.0`; a book read may be `2.0`.
    public var version = "3.0"
    public var metadata: PublicationMetadata
    /// `dcterms:modified`, as `CCYY-MM-DDThh:mm:ssZ`.
    public var modified: String?
    public var manifest: [ManifestItem]
    public var spine: [SpineItem]
    /// The manifest id of the cover image.
    public var coverImageID: String?
    /// EPUB 2's `<guide>` references, their types as written (`cover`, `text`, `title-page`).
    public var guide: [ContainerLink] = []
    /// The spine's `toc`: the manifest id of the NCX.
    public var ncxID: String?
    /// The spine's `page-map`: the manifest id of Adobe's page map (`page-map.xml`), which EPUB 2 books made for Adobe
    /// Digital Editions hold their print pages in.
    public var pageMapID: String?
    public var rendition = Rendition()
    /// The spine's `page-progression-direction`; nil says nothing (`default`).
    public var pageProgression: PageProgression?
    /// Media overlays' durations in seconds, by manifest id (`media:duration`, Media Overlays 3.3 §3.3).
    public var mediaDurations: [String: Double] = [:]
    /// `media:active-class`: the class of the element being read aloud.
    public var mediaActiveClass: String?
    /// The schema.org accessibility properties and conformance (EPUB Accessibility 1.1 §5).
    public var accessibility = AccessibilityMetadata()

    public init(
        path: ContainerPath, metadata: PublicationMetadata, modified: String?, manifest: [ManifestItem],
        spine: [SpineItem]
    ) {
        self.path = path
        self.metadata = metadata
        self.modified = modified
        self.manifest = manifest
        self.spine = spine
    }

    /// The cover image's container path (nil for none, or a remote one).
    public var coverImage: ContainerPath? {
        coverImageID.flatMap { id in manifest.first { $0.id == id }?.path }
    }

    package func xml() -> Data {
        let tree = XMLTree(rootName: "package", namespace: Self.opfNamespace)
        let package = tree.root!
        package.setAttribute("version", "3.0")
        package.setAttribute("unique-identifier", "pub-id")
        package.setAttribute(
            "lang", metadata.language, namespace: "http://www.w3.org/XML/1998/namespace", prefix: "xml")
        // EPUB 3.3 §D.3: a prefix the metadata uses that EPUB does not reserve MUST be declared.
        if let prefixes = MetadataVocabularies.declaration(
            for: metadata.otherMetadata, vocabularies: metadata.vocabularies)
        {
            package.setAttribute("prefix", prefixes)
        }
        let meta = MetadataElement(element: package.appendElement("metadata"))
        meta.element.declareNamespace(Self.dcNamespace, prefix: "dc")
        writeIdentifiers(meta)
        writeTitles(meta)
        writeCreators(meta)
        writeDescription(meta)
        writeOtherMetadata(meta)
        writeRenditionAndMedia(meta)
        writeAccessibility(meta)
        writeManifestAndSpine(package)
        return tree.serialized(indent: true)
    }

    /// The identifiers, each typed where its kind is known.
    private func writeIdentifiers(_ meta: MetadataElement) {
        // EPUB 3.3 §5.5.3.1: the package's unique-identifier MUST reference a dc:identifier.
        for (index, identifier) in ([metadata.identifier] + metadata.otherIdentifiers).enumerated() {
            let id = index == 0 ? "pub-id" : "identifier-\(index + 1)"
            let type = metadata.identifierType(of: identifier)?.refinement
            meta.dc("identifier", identifier, id: index == 0 || type != nil ? id : nil)
            if let type { meta.refine(id, "identifier-type", type.value, scheme: type.scheme) }
        }
    }

    /// The main title, the subtitle, the other titles and the collections the book belongs to.
    private func writeTitles(_ meta: MetadataElement) {
        meta.dc("title", metadata.title, id: "title")
        meta.refine("title", "title-type", "main")
        if let fileAs = metadata.titleFileAs { meta.refine("title", "file-as", fileAs) }
        if let subtitle = metadata.subtitle {
            meta.dc("title", subtitle, id: "subtitle")
            meta.refine("subtitle", "title-type", "subtitle")
        }
        for title in metadata.otherTitles {
            let id = "title-" + title.kind.rawValue
            meta.dc("title", title.text, id: id)
            meta.refine(id, "title-type", title.kind.rawValue)
        }
        for (index, collection) in metadata.collections.enumerated() {
            let id = "collection-\(index + 1)"
            let element = meta.element.appendElement("meta", text: collection.name)
            element.setAttribute("property", "belongs-to-collection")
            element.setAttribute("id", id)
            if let kind = collection.kind { meta.refine(id, "collection-type", kind.rawValue) }
            if let position = collection.position { meta.refine(id, "group-position", position) }
        }
    }

    /// Authors and contributors, with their roles, sort names and names in other scripts.
    private func writeCreators(_ meta: MetadataElement) {
        for (element, people, prefix) in [
            ("creator", metadata.authors, "creator"), ("contributor", metadata.contributors, "contributor"),
        ] {
            for (index, person) in people.enumerated() {
                let id = "\(prefix)-\(index + 1)"
                meta.dc(element, person.name, id: id)
                for role in person.roles { meta.refine(id, "role", role, scheme: "marc:relators") }
                if let fileAs = person.fileAs { meta.refine(id, "file-as", fileAs) }
                for alternate in person.alternateScripts {
                    meta.refine(id, "alternate-script", alternate.name)
                        .setAttribute(
                            "lang", alternate.language, namespace: "http://www.w3.org/XML/1998/namespace", prefix: "xml"
                        )
                }
            }
        }
    }

    /// Languages, date, publisher, rights, description, subjects and sources.
    private func writeDescription(_ meta: MetadataElement) {
        meta.dc("language", metadata.language)
        for language in metadata.otherLanguages { meta.dc("language", language) }
        if let date = metadata.date { meta.dc("date", date) }
        if let publisher = metadata.publisher {
            meta.dc("publisher", publisher, id: metadata.publisherFileAs == nil ? nil : "publisher")
            if let fileAs = metadata.publisherFileAs { meta.refine("publisher", "file-as", fileAs) }
        }
        if let rights = metadata.rights { meta.dc("rights", rights) }
        if let description = metadata.description { meta.dc("description", description) }
        for (index, subject) in metadata.subjects.enumerated() {
            // EPUB 3.3 §5.5.3.4: an authority MUST come with a term, and a term with an authority.
            guard let authority = subject.authority, let code = subject.code else {
                meta.dc("subject", subject.name); continue
            }
            let id = "subject-\(index + 1)"
            meta.dc("subject", subject.name, id: id)
            meta.refine(id, "authority", authority)
            meta.refine(id, "term", code)
        }
        for source in metadata.sources { meta.dc("source", source) }
    }

    /// The metadata carried as written (`package-metadata`).
    private func writeOtherMetadata(_ meta: MetadataElement) {
        let xmlNamespace = "http://www.w3.org/XML/1998/namespace"
        for entry in metadata.otherMetadata {
            let element: XMLNode
            switch entry.kind {
            case .dublinCore(let name):
                element = meta.element.appendElement(name, namespace: Self.dcNamespace, text: entry.value)
            case .property(let property):
                element = meta.element.appendElement("meta", text: entry.value)
                element.setAttribute("property", property)
                if let scheme = entry.scheme { element.setAttribute("scheme", scheme) }
            case .link(let rel):
                element = meta.element.appendElement("link")
                element.setAttribute("href", entry.value)
                element.setAttribute("rel", rel)
            case .named(let name):
                element = meta.element.appendElement("meta")
                element.setAttribute("name", name)
                element.setAttribute("content", entry.value)
            }
            if let language = entry.language {
                element.setAttribute("lang", language, namespace: xmlNamespace, prefix: "xml")
            }
        }
    }

    /// The modification date, the rendition properties and the media overlays' durations.
    private func writeRenditionAndMedia(_ meta: MetadataElement) {
        // EPUB 3.3 §5.5.6: the metadata MUST include exactly one dcterms:modified.
        if let modified {
            meta.element.appendElement("meta", text: modified).setAttribute("property", "dcterms:modified")
        }
        // EPUB 3.3 §8.2: the rendition properties, only where they differ
        // from the defaults reading systems assume.
        let defaults = Rendition()
        for (property, value, isDefault) in [
            ("layout", rendition.layout.rawValue, rendition.layout == defaults.layout),
            ("orientation", rendition.orientation.rawValue, rendition.orientation == defaults.orientation),
            ("spread", rendition.spread.rawValue, rendition.spread == defaults.spread),
        ] where !isDefault {
            meta.element.appendElement("meta", text: value).setAttribute("property", "rendition:" + property)
        }
        if !mediaDurations.isEmpty {
            for (id, seconds) in mediaDurations.sorted(by: { $0.key < $1.key }) {
                meta.refine(id, "media:duration", SMILClock.clock(seconds))
            }
            meta.element.appendElement("meta", text: SMILClock.clock(mediaDurations.values.reduce(0, +))).setAttribute(
                "property", "media:duration")
        }
        if let mediaActiveClass {
            meta.element.appendElement("meta", text: mediaActiveClass).setAttribute("property", "media:active-class")
        }
    }

    /// The accessibility metadata, the print edition's source, the certifier and EPUB 2's cover.
    private func writeAccessibility(_ meta: MetadataElement) {
        // EPUB Accessibility 1.1 §5.1: the schema.org discoverability metadata; §5.2: conformance, only when stated.
        let access = accessibility
        for (property, values) in [
            ("schema:accessMode", access.accessModes), ("schema:accessModeSufficient", access.accessModesSufficient),
            ("schema:accessibilityFeature", access.features), ("schema:accessibilityHazard", access.hazards),
            ("schema:accessibilitySummary", access.summary.map { [$0] } ?? []),
            ("dcterms:conformsTo", access.conformsTo.map { [$0] } ?? []),
        ] {
            for value in values { meta.element.appendElement("meta", text: value).setAttribute("property", property) }
        }
        // The edition the page list follows. EPUB's coming `pageBreakSource` property is one epubcheck 4.2.6
        // refuses (OPF-027), so it is said the EPUB 3.2 way both releases accept: a dc:source refined `source-of
        // pagination`.
        if let source = access.pageBreakSource {
            meta.dc("source", source, id: "page-source")
            meta.refine("page-source", "source-of", "pagination")
        }
        if let certifiedBy = access.certifiedBy {
            let certifier = meta.element.appendElement("meta", text: certifiedBy)
            certifier.setAttribute("property", "a11y:certifiedBy")
            certifier.setAttribute("id", "certifier")
            if let credential = access.certifierCredential {
                meta.refine("certifier", "a11y:certifierCredential", credential)
            }
        }
        if let coverImageID {
            // For EPUB 2 reading systems, which look for the cover this way.
            let cover = meta.element.appendElement("meta")
            cover.setAttribute("name", "cover")
            cover.setAttribute("content", coverImageID)
        }
    }

    /// The manifest and the spine.
    private func writeManifestAndSpine(_ package: XMLNode) {
        let manifestElement = package.appendElement("manifest")
        for item in manifest {
            let element = manifestElement.appendElement("item")
            element.setAttribute("id", item.id)
            switch item.href {
            case .path(let target): element.setAttribute("href", path.reference(to: target).string)
            case .remote(let url): element.setAttribute("href", url)
            }
            element.setAttribute("media-type", item.mediaType)
            if let fallback = item.fallback { element.setAttribute("fallback", fallback) }
            if let overlay = item.mediaOverlay { element.setAttribute("media-overlay", overlay) }
            if !item.properties.isEmpty { element.setAttribute("properties", item.properties.joined(separator: " ")) }
        }
        let spineElement = package.appendElement("spine")
        if let ncxID { spineElement.setAttribute("toc", ncxID) }
        if let pageProgression, pageProgression != .unspecified {
            spineElement.setAttribute("page-progression-direction", pageProgression.rawValue)
        }
        for item in spine {
            let element = spineElement.appendElement("itemref")
            element.setAttribute("idref", item.idref)
            if !item.linear { element.setAttribute("linear", "no") }
            if !item.properties.isEmpty { element.setAttribute("properties", item.properties.joined(separator: " ")) }
        }
    }
}

/// The package document's `<metadata>`, and the two ways its entries are written.
private struct MetadataElement {
    package let element: XMLNode

    package func dc(_ name: String, _ value: String, id: String? = nil) {
        let entry = element.appendElement(name, namespace: PackageDocument.dcNamespace, text: value)
        if let id { entry.setAttribute("id", id) }
    }

    /// A `<meta refines="#id">`: a property of the entry `id` names (EPUB 3.3 §5.5.5).
    @discardableResult
    package func refine(_ id: String, _ property: String, _ value: String, scheme: String? = nil) -> XMLNode {
        let entry = element.appendElement("meta", text: value)
        entry.setAttribute("refines", "#" + id)
        entry.setAttribute("property", property)
        if let scheme { entry.setAttribute("scheme", scheme) }
        return entry
    }
}
