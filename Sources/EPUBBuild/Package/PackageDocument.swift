import EPUBSupport
import Foundation
import XMLTree

/// The package document (EPUB 3.3 §5), the one model of a publication's
/// metadata, manifest, spine and rendition that both directions share: the
/// build makes one and writes it (`xml()`); `unpack` and `info` read one
/// from any EPUB 2 or 3 (`init(tree:path:)`, in PackageDocument+Reading).
/// Hrefs are container paths (`EPUB/text/ch1.xhtml`); `path` is where the
/// document itself lives, and the hrefs it writes are relative to it.
public struct PackageDocument: Equatable, Sendable {
    static let opfNamespace = "http://www.idpf.org/2007/opf"
    static let dcNamespace = "http://purl.org/dc/elements/1.1/"

    public var path: String
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
    public var guide: [Landmark] = []
    /// The spine's `toc`: the manifest id of the NCX.
    public var ncxID: String?
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
        path: String, metadata: PublicationMetadata, modified: String?, manifest: [ManifestItem], spine: [SpineItem]
    ) {
        self.path = path
        self.metadata = metadata
        self.modified = modified
        self.manifest = manifest
        self.spine = spine
    }

    /// The cover image's href.
    public var coverImage: String? {
        coverImageID.flatMap { id in manifest.first { $0.id == id }?.href }
    }

    func xml() -> Data {
        let tree = XMLTree(rootName: "package", namespace: Self.opfNamespace)
        let package = tree.root!
        package.setAttribute("version", "3.0")
        package.setAttribute("unique-identifier", "pub-id")
        package.setAttribute(
            "lang", metadata.language, namespace: "http://www.w3.org/XML/1998/namespace", prefix: "xml")
        let meta = package.appendElement("metadata")
        meta.declareNamespace(Self.dcNamespace, prefix: "dc")
        func dc(_ name: String, _ value: String, id: String? = nil) {
            let element = meta.appendElement(name, namespace: Self.dcNamespace, text: value)
            if let id { element.setAttribute("id", id) }
        }
        @discardableResult
        func refine(_ id: String, _ property: String, _ value: String, scheme: String? = nil) -> XMLNode {
            let element = meta.appendElement("meta", text: value)
            element.setAttribute("refines", "#" + id)
            element.setAttribute("property", property)
            if let scheme { element.setAttribute("scheme", scheme) }
            return element
        }

        // EPUB 3.3 §5.5.3.1: the package's unique-identifier MUST reference a dc:identifier.
        for (index, identifier) in ([metadata.identifier] + metadata.otherIdentifiers).enumerated() {
            let id = index == 0 ? "pub-id" : "identifier-\(index + 1)"
            let type = metadata.identifierType(of: identifier)?.refinement
            dc("identifier", identifier, id: index == 0 || type != nil ? id : nil)
            if let type { refine(id, "identifier-type", type.value, scheme: type.scheme) }
        }
        dc("title", metadata.title, id: "title")
        refine("title", "title-type", "main")
        if let subtitle = metadata.subtitle {
            dc("title", subtitle, id: "subtitle")
            refine("subtitle", "title-type", "subtitle")
        }
        for title in metadata.otherTitles {
            let id = "title-" + title.kind.rawValue
            dc("title", title.text, id: id)
            refine(id, "title-type", title.kind.rawValue)
        }
        for (index, collection) in metadata.collections.enumerated() {
            let id = "collection-\(index + 1)"
            let element = meta.appendElement("meta", text: collection.name)
            element.setAttribute("property", "belongs-to-collection")
            element.setAttribute("id", id)
            if let kind = collection.kind { refine(id, "collection-type", kind.rawValue) }
            if let position = collection.position { refine(id, "group-position", position) }
        }
        for (element, people, prefix) in [
            ("creator", metadata.authors, "creator"), ("contributor", metadata.contributors, "contributor"),
        ] {
            for (index, person) in people.enumerated() {
                let id = "\(prefix)-\(index + 1)"
                dc(element, person.name, id: id)
                if let role = person.role { refine(id, "role", role, scheme: "marc:relators") }
                if let fileAs = person.fileAs { refine(id, "file-as", fileAs) }
                for alternate in person.alternateScripts {
                    refine(id, "alternate-script", alternate.name)
                        .setAttribute(
                            "lang", alternate.language, namespace: "http://www.w3.org/XML/1998/namespace", prefix: "xml"
                        )
                }
            }
        }
        dc("language", metadata.language)
        for language in metadata.otherLanguages { dc("language", language) }
        if let date = metadata.date { dc("date", date) }
        if let publisher = metadata.publisher { dc("publisher", publisher) }
        if let rights = metadata.rights { dc("rights", rights) }
        if let description = metadata.description { dc("description", description) }
        for (index, subject) in metadata.subjects.enumerated() {
            // EPUB 3.3 §5.5.3.4: an authority MUST come with a term, and a term with an authority.
            guard let authority = subject.authority, let code = subject.code else {
                dc("subject", subject.name); continue
            }
            let id = "subject-\(index + 1)"
            dc("subject", subject.name, id: id)
            refine(id, "authority", authority)
            refine(id, "term", code)
        }
        for source in metadata.sources { dc("source", source) }
        // EPUB 3.3 §5.5.6: the metadata MUST include exactly one dcterms:modified.
        if let modified { meta.appendElement("meta", text: modified).setAttribute("property", "dcterms:modified") }
        // EPUB 3.3 §8.2: the rendition properties, only where they differ
        // from the defaults reading systems assume.
        let defaults = Rendition()
        for (property, value, isDefault) in [
            ("layout", rendition.layout.rawValue, rendition.layout == defaults.layout),
            ("orientation", rendition.orientation.rawValue, rendition.orientation == defaults.orientation),
            ("spread", rendition.spread.rawValue, rendition.spread == defaults.spread),
        ] where !isDefault {
            meta.appendElement("meta", text: value).setAttribute("property", "rendition:" + property)
        }
        if !mediaDurations.isEmpty {
            for (id, seconds) in mediaDurations.sorted(by: { $0.key < $1.key }) {
                refine(id, "media:duration", SMILClock.clock(seconds))
            }
            meta.appendElement("meta", text: SMILClock.clock(mediaDurations.values.reduce(0, +))).setAttribute(
                "property", "media:duration")
        }
        if let mediaActiveClass {
            meta.appendElement("meta", text: mediaActiveClass).setAttribute("property", "media:active-class")
        }
        // EPUB Accessibility 1.1 §5.1: the schema.org discoverability metadata; §5.2: conformance, only when stated.
        let access = accessibility
        for (property, values) in [
            ("schema:accessMode", access.accessModes), ("schema:accessModeSufficient", access.accessModesSufficient),
            ("schema:accessibilityFeature", access.features), ("schema:accessibilityHazard", access.hazards),
            ("schema:accessibilitySummary", access.summary.map { [$0] } ?? []),
            ("dcterms:conformsTo", access.conformsTo.map { [$0] } ?? []),
        ] {
            for value in values { meta.appendElement("meta", text: value).setAttribute("property", property) }
        }
        // The edition the page list follows. EPUB's coming `pageBreakSource` property is one epubcheck 4.2.6
        // refuses (OPF-027), so it is said the EPUB 3.2 way both releases accept: a dc:source refined `source-of
        // pagination`.
        if let source = access.pageBreakSource {
            dc("source", source, id: "page-source")
            refine("page-source", "source-of", "pagination")
        }
        if let certifiedBy = access.certifiedBy {
            let certifier = meta.appendElement("meta", text: certifiedBy)
            certifier.setAttribute("property", "a11y:certifiedBy")
            certifier.setAttribute("id", "certifier")
            if let credential = access.certifierCredential {
                refine("certifier", "a11y:certifierCredential", credential)
            }
        }
        if let coverImageID {
            // For EPUB 2 reading systems, which look for the cover this way.
            let cover = meta.appendElement("meta")
            cover.setAttribute("name", "cover")
            cover.setAttribute("content", coverImageID)
        }

        let manifestElement = package.appendElement("manifest")
        for item in manifest {
            let element = manifestElement.appendElement("item")
            element.setAttribute("id", item.id)
            element.setAttribute(
                "href",
                ReferenceURL(item.href).isExternal ? item.href : PackageLayout.relativeHref(from: path, to: item.href))
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
        return tree.serialized(indent: true)
    }
}
