extension XMLNode {
    /// What a reading system shows of this `epub:switch` (EPUB 3.0.1 §4.1.3,
    /// deprecated by EPUB 3.3 Appendix D): its first `epub:case` in a
    /// namespace every EPUB 3 reading system renders (MathML, SVG, XHTML),
    /// else its `epub:default`; nil when it has neither. The build and
    /// `unpack --html` both put this in the switch's place.
    public var shownCaseOfSwitch: XMLNode? {
        let rendered: Set<String> = [XMLTree.mathMLNamespace, XMLTree.svgNamespace, XMLTree.xhtmlNamespace]
        let parts = elementChildren.filter { $0.namespaceURI == XMLTree.opsNamespace }
        return parts.first { $0.name == "case" && rendered.contains($0.attribute("required-namespace") ?? "") }
            ?? parts.first { $0.name == "default" }
    }
}
