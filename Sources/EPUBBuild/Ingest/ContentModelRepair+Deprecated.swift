import XMLTree

extension ContentModelRepair {
    /// `epub:switch` is deprecated (EPUB 3.3 Appendix D; epubcheck RSC-017),
    /// and a page holding one must be declared `switch` (OPF-014). Each
    /// switch is replaced by what it would show: the first `epub:case` in a
    /// namespace every EPUB 3 reading system renders (MathML, SVG, XHTML),
    /// else its `epub:default`.
    /// `epub:trigger` (deprecated with it, EPUB 3.3 Appendix D) is removed:
    /// its media controls need XML Events, which no current reading system runs.
    mutating func replaceDeprecatedElements(_ switches: [XMLNode]) {
        let rendered: Set<String> = [XMLTree.mathMLNamespace, XMLTree.svgNamespace, XMLTree.xhtmlNamespace]
        for element in switches where element.parent != nil {
            if element.name == "trigger" {
                report(element, "<epub:trigger> (deprecated)", "removed")
                element.remove()
                continue
            }
            let parts = element.elementChildren.filter { $0.namespaceURI == XMLTree.opsNamespace }
            let chosen = parts.first { $0.name == "case" && rendered.contains($0.attribute("required-namespace") ?? "") }
                ?? parts.first { $0.name == "default" }
            report(element, "<epub:switch> (deprecated)", chosen?.name == "case" ? "replaced by its case in \(chosen!.attribute("required-namespace")!)"
                                                                           : "replaced by its default content")
            if let chosen {
                for child in chosen.children { child.move(before: element) }
            }
            element.remove()
        }
    }
}
