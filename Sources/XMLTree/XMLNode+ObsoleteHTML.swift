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
        var notes: [XMLTree.ConversionNote] = []
        var reported: Set<String> = []
        var elements: [XMLNode] = []
        // Elements of another vocabulary among HTML's: Word's `<o:p>` and `<st1:place>`, in its namespace or in none
        // (a prefix declared nowhere). SVG and MathML are HTML's own foreign content, `epub:` is EPUB's.
        let known: Set<String?> = [XMLTree.svgNamespace, XMLTree.mathMLNamespace, XMLTree.opsNamespace]
        forEachDescendant { element in
            if element.namespaceURI == XMLTree.xhtmlNamespace
                || !known.contains(element.namespaceURI) && element.parent?.namespaceURI == XMLTree.xhtmlNamespace
            {
                elements.append(element)
            }
        }
        var ids = Set(elements.compactMap { $0.attribute("id") })
        for original in elements {
            var element = original
            var name = element.name
            let line = original.line
            if element.namespaceURI != XMLTree.xhtmlNamespace, element.namespaceURI != nil || name.contains(":") {
                // Word's `<o:p>`, `<st1:place>`: markup of the program that wrote the page, not HTML; the text stays.
                if reported.insert("<\(element.qualifiedName)>").inserted {
                    notes.append(
                        .init(
                            line: line, kind: .elementReplaced,
                            message:
                                "<\(element.qualifiedName)> is not HTML (the markup of the program that wrote the page); its content kept"
                        ))
                }
                element.unwrap()
                continue
            }
            if element.namespaceURI == nil
                || !HTMLElementRules.allowed.contains(name) && !HTMLElementRules.headElements.contains(name)
                    && !["html", "head", "body"].contains(name),
                let parent = element.parent
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
                element = element.replace(withElement: replacement, namespace: XMLTree.xhtmlNamespace)
                element.setLine(line)  // for the later repairs' warnings
                for attribute in attributes {
                    element.setAttribute(
                        attribute.name, attribute.value, namespace: attribute.namespace,
                        prefix: attribute.namespace == XMLTree.opsNamespace
                            ? "epub" : attribute.namespace == XMLTree.xmlNamespace ? "xml" : nil)
                }
                if !known { element.setAttribute("class", (element.attribute("class").map { $0 + " " } ?? "") + kept) }
                if !known, reported.insert("<\(name)> \(replacement)").inserted {
                    notes.append(
                        .init(
                            line: line, kind: .elementReplaced,
                            message:
                                "<\(name)> is not an element EPUB 3 XHTML allows; kept as <\(replacement) class=\"\(kept)\">"
                        ))
                }
                name = replacement
            }
            // HTML 4's anchor, `<a name="x">`, which links to `#x` land on: HTML5 has the id.
            if name == "a" || name == "img", let anchor = element.attribute("name") {
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
        return notes
    }
}
