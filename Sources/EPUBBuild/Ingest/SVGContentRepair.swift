import XMLTree

/// SVG as drawing programs and authors write it, made what EPUB accepts,
/// in SVG images and inline SVG alike, without changing what a reader draws.
///
/// Removed, since no reader shows it and epubcheck refuses it:
/// - Illustrator's `<switch><foreignObject requiredExtensions="…AdobeIllustrator…">
///   <i:pgfRef/></foreignObject><g>the drawing</g></switch>`: no reading
///   system has the extension, so the switch always shows the next child; but
///   a foreignObject holds XHTML only (EPUB 3.3 §6.2.2, RSC-005), and
///   epubcheck 4.2.6 takes no requiredExtensions value but EPUB's own.
/// - Inkscape's flowed text (`<flowRoot>`, from an SVG 1.2 draft that never
///   became a standard): browsers draw nothing for it; SVG 1.1 has no such element.
/// - draw.io's copy of its own diagram in a `content` attribute of the root.
/// - In inline SVG, elements with a prefix the HTML parser could not bind
///   (`<sodipodi:namedview>`, `<i:pgf>`), what `<metadata>` holds, and text
///   outside the elements that draw or name text (Markdown turns a pasted
///   `<rdf:RDF>` into such text): none of it is drawn, and it would make the
///   page not well-formed (RSC-016) or invalid.
///
/// Added: a `<title>` for a link that has none (its text, else its
/// target), which screen readers announce (epubcheck 4.2.6 ACC-011).
enum SVGContentRepair {
    static let epubExtension = "http://www.idpf.org/2007/ops"
    private static let flowedText: Set<String> = [
        "flowroot", "flowregion", "flowpara", "flowspan", "flowdiv", "flowregionbreak", "flowline",
    ]
    /// Elements whose text SVG uses: drawn, named or styled.
    private static let textual: Set<String> = [
        "text", "tspan", "textPath", "title", "desc", "style", "script", "a", "altGlyph", "tref",
    ]

    /// draw.io's labels: `<switch><foreignObject requiredFeatures="…#Extensibility">
    /// <div xmlns="…/xhtml">label</div></foreignObject><text>label</text></switch>`.
    /// The HTML inside is a web page's (flex boxes, `data-drawio-colors`, unclosed
    /// structure) that EPUB 3.3 §6.2.2 requires to be valid XHTML content
    /// (epubcheck RSC-005, 119 errors in one book), and the switch already
    /// holds what to draw without it: each such foreignObject is removed, so
    /// the switch draws its own fallback (the `<text>`, or an `<image>`).
    /// Returns the outermost `<svg>` of each foreignObject removed, once per drawing.
    static func replaceForeignObjectsWithFallback(in root: XMLNode) -> [XMLNode] {
        var replaced: [XMLNode] = []
        let check = { (element: XMLNode) in
            guard element.name == "foreignObject", element.namespaceURI == XMLTree.svgNamespace,
                let parent = element.parent, parent.name == "switch",
                !hasOtherExtensions(element), hasFallback(after: element, in: parent)
            else { return }
            replaced.append(element)
        }
        check(root)
        root.forEachDescendant(check)
        var drawings: [XMLNode] = []
        for element in replaced {
            let drawing = outermostSVG(of: element)
            if !drawings.contains(where: { $0.isSame(as: drawing) }) { drawings.append(drawing) }
            element.remove()
        }
        return drawings
    }

    /// Illustrator's private data, removed silently by `apply`.
    private static func hasOtherExtensions(_ element: XMLNode) -> Bool {
        element.attribute("requiredExtensions").map { $0.split(separator: " ").contains { $0 != epubExtension } }
            ?? false
    }

    /// SVG 1.1 §5.8.2: a switch draws its first child whose conditions hold; an element after this one is drawn when
    /// this one is not.
    private static func hasFallback(after element: XMLNode, in parent: XMLNode) -> Bool {
        let siblings = parent.elementChildren
        guard let index = siblings.firstIndex(where: { $0.isSame(as: element) }) else { return false }
        return siblings[(index + 1)...].contains {
            $0.namespaceURI == XMLTree.svgNamespace && $0.name != "foreignObject"
        }
    }

    private static func outermostSVG(of element: XMLNode) -> XMLNode {
        var outermost = element
        var ancestor = element.parent
        while let current = ancestor, current.namespaceURI == XMLTree.svgNamespace {
            if current.name == "svg" { outermost = current }
            ancestor = current.parent
        }
        return outermost
    }

    /// Repairs everything below `root` (and `root` itself when it is an `<svg>`); returns how many changes it made.
    @discardableResult
    /// `inline`: the SVG stands in a chapter (or will: an included drawing).
    static func apply(in root: XMLNode, inline: Bool) -> Int {
        var removed: [XMLNode] = []
        var untitledLinks: [XMLNode] = []
        var count = 0
        let known: Set<String?> = [XMLTree.svgNamespace, XMLTree.xhtmlNamespace, XMLTree.mathMLNamespace]
        let check = { (element: XMLNode) in
            if inline && !known.contains(element.namespaceURI) && element.parent?.namespaceURI == XMLTree.svgNamespace {
                removed.append(element)  // an included file's editor element (`<sodipodi:namedview>`)
                return
            }
            guard element.namespaceURI == XMLTree.svgNamespace else { return }
            if element.name == "svg", element.attribute("content") != nil {
                element.removeAttribute("content")
                count += 1
            }
            if flowedText.contains(element.name.lowercased()) || element.name.contains(":") {
                removed.append(element)
            } else if element.name == "foreignObject", let extensions = element.attribute("requiredExtensions"),
                extensions.split(separator: " ").contains(where: { $0 != epubExtension })
            {
                removed.append(element)
            } else if inline && element.name == "metadata" {
                removed += element.children.filter { !$0.isWhitespace }
            } else if inline && !textual.contains(element.name) {
                removed += element.children.filter { $0.kind == .text && !$0.isWhitespace }
            }
            let isLink =
                element.attribute("href") != nil || element.attribute("href", namespace: XMLTree.xlinkNamespace) != nil
            if element.name == "a", isLink, element.attribute("title", namespace: XMLTree.xlinkNamespace) == nil,
                !element.elementChildren.contains(where: {
                    $0.name == "title" && $0.namespaceURI == XMLTree.svgNamespace
                })
            {
                untitledLinks.append(element)
            }
        }
        check(root)
        root.forEachDescendant(check)
        // A node inside one already removed goes with it: look up its ancestors, not every other node (a drawing may
        // hold thousands).
        let removedIDs = Set(removed.map(\.identity))
        let outermost = removed.filter { node in
            var ancestor = node.parent
            while let current = ancestor {
                if removedIDs.contains(current.identity) { return false }
                ancestor = current.parent
            }
            return true
        }
        for node in outermost where node.parent != nil { node.remove() }
        for link in untitledLinks where link.parent != nil {
            let text = link.textContent.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            let target = link.attribute("href") ?? link.attribute("href", namespace: XMLTree.xlinkNamespace) ?? ""
            guard !(text.isEmpty && target.isEmpty) else { continue }
            _ = link.prependElement("title", text: text.isEmpty ? target : text)
            count += 1
        }
        return count + outermost.count
    }
}
