import XMLTree

/// Manifest properties (EPUB 3.3 §5.6.2) a content document needs, read from
/// its final markup so that what templates add is covered too.
enum ContentDocumentProperties {
    private static let namespaces = ["h": XMLTree.xhtmlNamespace, "svg": XMLTree.svgNamespace, "m": XMLTree.mathMLNamespace]

    static func of(_ tree: XMLTree) -> [String] {
        var properties: [String] = []
        if !tree.select("//m:math", namespaces: namespaces).isEmpty { properties.append("mathml") }
        // EPUB 3.3 §5.6.2: scripted is a script element or an event handler
        // attribute (`onclick`); a form alone is not (epubcheck OPF-014, OPF-015).
        let scripted = "//*[local-name()='script'] | //@*[starts-with(name(), 'on')]"
        if !tree.select(scripted, namespaces: namespaces).isEmpty { properties.append("scripted") }
        if !tree.select("//svg:svg", namespaces: namespaces).isEmpty { properties.append("svg") }
        let remote = "//h:audio[starts-with(@src,'http')] | //h:video[starts-with(@src,'http')] | //h:source[starts-with(@src,'http')]"
            + " | //h:track[starts-with(@src,'http')]"
        let styles = tree.select("//h:style | //svg:style | //@style", namespaces: namespaces).map(\.textContent)
        if !tree.select(remote, namespaces: namespaces).isEmpty || styles.contains(where: hasRemoteURL) {
            properties.append("remote-resources")
        }
        return properties
    }

    /// Whether CSS text has a `url()` of a remote resource (a font kept remote under `remote: keep`).
    static func hasRemoteURL(_ css: String) -> Bool {
        var rest = css[...]
        while let open = rest.range(of: "url(", options: .caseInsensitive) {
            rest = rest[open.upperBound...]
            let target = rest.drop { $0 == " " || $0 == "\t" || $0 == "\"" || $0 == "'" }.prefix(8).lowercased()
            if target.hasPrefix("http:") || target.hasPrefix("https:") || target.hasPrefix("//") { return true }
        }
        return false
    }
}
