import XMLTree

/// SVG `<foreignObject>` elements meant for one program's extension, as
/// Illustrator writes `<switch><foreignObject requiredExtensions="…AdobeIllustrator…">
/// <i:pgfRef/></foreignObject><g>the drawing</g></switch>`. No reading
/// system has the extension, so `<switch>` always shows the next child; but
/// epubcheck refuses the element: a foreignObject holds XHTML only (EPUB 3.3
/// §6.2.2, RSC-005), and epubcheck 4.2.6 takes no requiredExtensions value
/// but EPUB's own. Removing them changes nothing any reader shows.
enum SVGExtensions {
    static let epubExtension = "http://www.idpf.org/2007/ops"

    /// Removes every such foreignObject below `root` (and `root` itself is never one); returns how many.
    @discardableResult
    static func removeUnsupportedForeignObjects(in root: XMLNode) -> Int {
        var unsupported: [XMLNode] = []
        root.forEachDescendant { element in
            guard element.name == "foreignObject", element.namespaceURI == XMLTree.svgNamespace,
                  let extensions = element.attribute("requiredExtensions"),
                  extensions.split(separator: " ").contains(where: { $0 != epubExtension }) else { return }
            unsupported.append(element)
        }
        for element in unsupported { element.remove() }
        return unsupported.count
    }
}
