import XMLTree

/// Manifest properties (EPUB 3.3 §5.6.2) a content document needs, read from
/// its final markup so that what templates add is covered too. Filled element
/// by element during the one walk the Transform stage makes of each page.
package struct ContentDocumentProperties {
    private var mathML = false
    private var scripted = false
    private var svg = false
    private var remoteResources = false

    package init() {}

    /// The properties, in the order the manifest lists them.
    package var values: [String] {
        [("mathml", mathML), ("scripted", scripted), ("svg", svg), ("remote-resources", remoteResources)].filter(\.1)
            .map(\.0)
    }

    /// Media elements whose `src` may name a remote resource.
    private static let mediaElements: Set<String> = ["audio", "video", "source", "track"]

    package mutating func note(
        _ element: XMLNode, name: String, namespace: String?,
        attributes: [(namespace: String?, name: String, value: String)]
    ) {
        switch (name, namespace) {
        case ("math", XMLTree.mathMLNamespace): mathML = true
        case ("svg", XMLTree.svgNamespace): svg = true
        // EPUB 3.3 §5.6.2: scripted is a script element or an event handler
        // attribute (`onclick`, below). A form stays only in a page with script
        // (Ingest's InertForms), where the script already makes it scripted.
        case ("script", _): scripted = true
        case ("style", XMLTree.xhtmlNamespace), ("style", XMLTree.svgNamespace):
            if !remoteResources && Self.hasRemoteURL(element.textContent) { remoteResources = true }
        default: break
        }
        for attribute in attributes where attribute.namespace == nil {
            if attribute.name.hasPrefix("on") { scripted = true }
            if attribute.name == "style" && !remoteResources && Self.hasRemoteURL(attribute.value) {
                remoteResources = true
            }
            if attribute.name == "src" && namespace == XMLTree.xhtmlNamespace && Self.mediaElements.contains(name)
                && attribute.value.hasPrefix("http")
            {
                remoteResources = true
            }
        }
    }

    /// Whether CSS text has a `url()` of a remote resource (a font kept remote under `remote: keep`).
    package static func hasRemoteURL(_ css: String) -> Bool {
        var rest = css[...]
        while let open = rest.range(of: "url(", options: .caseInsensitive) {
            rest = rest[open.upperBound...]
            let target = rest.drop { $0 == " " || $0 == "\t" || $0 == "\"" || $0 == "'" }.prefix(8).lowercased()
            if target.hasPrefix("http:") || target.hasPrefix("https:") || target.hasPrefix("//") { return true }
        }
        return false
    }
}
