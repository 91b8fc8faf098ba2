/// Obsolete HTML in an XHTML chapter: EPUB 2 books and pages written by hand
/// for old reading systems hold `<font color="red">`, `<center>`,
/// `<div align="center">`, `<table cellpadding="4">`, which XHTML 1.1 allowed
/// and EPUB 3's XHTML does not (epubcheck RSC-005). They become what an HTML
/// chapter's would (`XMLTree.xhtml(fromHTML:)`, the same rules): an element
/// EPUB does not allow the element its parent allows, with its name as a
/// class (`<span class="font">`), a presentational attribute its CSS, and
/// HTML 4's `<a name="x">` anchor its id. One note per kind of change.
extension XMLNode {
    /// Repairs the XHTML elements at and under this one; a note for each kind of change.
    public func repairObsoleteHTML() -> [XMLTree.ConversionNote] {
        var repair = ObsoleteHTMLRepair(elements: obsoleteHTMLCandidates())
        repair.run()
        return repair.notes
    }

    /// The elements under this one the repair looks at: HTML's, and those of
    /// another vocabulary among HTML's: Word's `<o:p>` and `<st1:place>`, in
    /// its namespace or in none (a prefix declared nowhere). SVG and MathML
    /// are HTML's own foreign content, `epub:` is EPUB's.
    private func obsoleteHTMLCandidates() -> [XMLNode] {
        var elements: [XMLNode] = []
        let known: Set<String?> = [XMLTree.svgNamespace, XMLTree.mathMLNamespace, XMLTree.opsNamespace]
        forEachDescendant { element in
            if element.namespaceURI == XMLTree.xhtmlNamespace
                || !known.contains(element.namespaceURI) && element.parent?.namespaceURI == XMLTree.xhtmlNamespace
            {
                elements.append(element)
            }
        }
        return elements
    }
}

/// One run of `repairObsoleteHTML` over a document's elements, in document order.
private struct ObsoleteHTMLRepair {
    let elements: [XMLNode]
    private(set) var notes: [XMLTree.ConversionNote] = []
    /// The kinds of change noted already: each is noted once.
    private var reported: Set<String> = []
    /// The ids the document uses, so that `<a name="x">` becomes `id="x"` only when x is free.
    private var ids: Set<String>

    init(elements: [XMLNode]) {
        self.elements = elements
        ids = Set(elements.compactMap { $0.attribute("id") })
    }

    mutating func run() {
        for original in elements {
            var element = original
            var name = element.name
            let line = original.line
            if element.namespaceURI != XMLTree.xhtmlNamespace, element.namespaceURI != nil || name.contains(":") {
                unwrapForeign(element, line: line)
                continue
            }
            if element.namespaceURI == nil
                || !HTMLElementRules.allowed.contains(name) && !HTMLElementRules.headElements.contains(name)
                    && !["html", "head", "body"].contains(name),
                let parent = element.parent
            {
                (element, name) = replace(element, name: name, in: parent, line: line)
            }
            // HTML 4's anchor, `<a name="x">`, which links to `#x` land on: HTML5 has the id.
            if name == "a" || name == "img", let anchor = element.attribute("name") {
                convertAnchorName(anchor, on: element, name: name, line: line)
            }
            convertPresentationalAttributes(of: element, name: name, line: line)
        }
    }

    /// Word's `<o:p>`, `<st1:place>`: markup of the program that wrote the page, not HTML; the text stays.
    private mutating func unwrapForeign(_ element: XMLNode, line: Int) {
        if reported.insert("<\(element.qualifiedName)>").inserted {
            notes.append(
                .init(
                    line: line, kind: .elementReplaced,
                    message:
                        "<\(element.qualifiedName)> is not HTML (the markup of the program that wrote the page); its content kept"
                ))
        }
        element.unwrap()
    }

    /// An element of no namespace, or one EPUB's XHTML does not allow, as the
    /// XHTML element that takes its place (an unknown one the element its
    /// parent allows, its name as a class), with its attributes; and its new name.
    private mutating func replace(_ element: XMLNode, name: String, in parent: XMLNode, line: Int)
        -> (XMLNode, String)
    {
        let siblings = parent.elementChildren
        let index = siblings.firstIndex { $0.isSame(as: element) } ?? 0
        let known = HTMLElementRules.allowed.contains(name)
        let replacement =
            known
            ? name
            : HTMLElementRules.replacement(
                inside: parent.name, afterSibling: index > 0 ? siblings[index - 1].name : nil,
                isLastElement: index == siblings.count - 1)
        let kept = XMLTree.className(name)
        let attributes = element.attributes
        let replaced = element.replace(withElement: replacement, namespace: XMLTree.xhtmlNamespace)
        replaced.setLine(line)  // for the later repairs' warnings
        for attribute in attributes {
            replaced.setAttribute(
                attribute.name, attribute.value, namespace: attribute.namespace,
                prefix: attribute.namespace == XMLTree.opsNamespace
                    ? "epub" : attribute.namespace == XMLTree.xmlNamespace ? "xml" : nil)
        }
        if !known { replaced.setAttribute("class", (replaced.attribute("class").map { $0 + " " } ?? "") + kept) }
        if !known, let look = HTMLElementRules.obsoleteLooks[name] {
            replaced.setAttribute("style", replaced.attribute("style").map { look + "; " + $0 } ?? look)
        }
        if !known, reported.insert("<\(name)> \(replacement)").inserted {
            notes.append(
                .init(
                    line: line, kind: .elementReplaced,
                    message:
                        "<\(name)> is not an element EPUB 3 XHTML allows; kept as <\(replacement) class=\"\(kept)\">"
                ))
        }
        return (replaced, replacement)
    }

    /// `<a name="x">`: the id when the element has none and x is a free id,
    /// dropped when it is the id already, else kept as data-name.
    private mutating func convertAnchorName(_ anchor: String, on element: XMLNode, name: String, line: Int) {
        element.removeAttribute("name")
        let message: String
        if element.attribute("id") == anchor {
            message = "attribute 'name' on <\(name)> is obsolete in HTML; dropped, the id is the same"
        } else if element.attribute("id") == nil, !anchor.isEmpty, !anchor.contains(where: \.isWhitespace),
            ids.insert(anchor).inserted
        {
            element.setAttribute("id", anchor)
            message = "attribute 'name' on <\(name)> is obsolete in HTML; kept as its id"
        } else {
            element.setAttribute("data-name", anchor)
            message = "attribute 'name' on <\(name)> is obsolete in HTML; kept as data-name"
        }
        if reported.insert(message).inserted {
            notes.append(.init(line: line, kind: .attributeReplaced, message: message))
        }
    }

    /// Presentational attributes (`align`, `cellpadding`, `bgcolor`) as the
    /// element's CSS, or a value or data- attribute HTML allows (`HTMLAttributeRules`).
    private mutating func convertPresentationalAttributes(of element: XMLNode, name: String, line: Int) {
        var styles: [String] = []
        for attribute in element.attributes where attribute.namespace == nil {
            guard
                let (repair, message) = HTMLAttributeRules.presentational(attribute.name, attribute.value, on: name)
            else { continue }
            element.removeAttribute(attribute.name)
            switch repair {
            case .style(let css): styles.append(css)
            case .value(let fixed): element.setAttribute(attribute.name, fixed)
            case .data: element.setAttribute("data-" + attribute.name, attribute.value)
            }
            if let message, reported.insert(message).inserted {
                notes.append(.init(line: line, kind: .attributeReplaced, message: message))
            }
        }
        if !styles.isEmpty {
            let existing =
                element.attribute("style").map { $0.hasSuffix(";") || $0.isEmpty ? $0 + " " : $0 + "; " } ?? ""
            element.setAttribute("style", existing + styles.joined(separator: "; "))
        }
    }
}
