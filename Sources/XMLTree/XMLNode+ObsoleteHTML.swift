/// Obsolete HTML in an XHTML chapter: EPUB 2 books and pages written by hand
/// for old reading systems hold `<font color="red">`, `<center>`,
/// `<div align="center">`, `<table cellpadding="4">`, which XHTML 1.1 allowed
/// and EPUB 3's XHTML does not (epubcheck RSC-005). They become what an HTML
/// chapter's would (`XMLTree.xhtml(fromHTML:)`, the same rules): an element
/// EPUB does not allow the element its parent allows, with its name as a
/// class (`<span class="font">`), and a presentational attribute its CSS.
extension XMLNode {
    /// Repairs the XHTML elements at and under this one; a note for each kind of change.
    public func repairObsoleteHTML() -> [XMLTree.ConversionNote] {
        var notes: [XMLTree.ConversionNote] = []
        var reported: Set<String> = []
        var elements: [XMLNode] = []
        forEachDescendant { if $0.namespaceURI == XMLTree.xhtmlNamespace { elements.append($0) } }
        for original in elements {
            var element = original
            var name = element.name
            if !HTMLElementRules.allowed.contains(name), !HTMLElementRules.headElements.contains(name), !["html", "head", "body"].contains(name),
               let parent = element.parent {
                let siblings = parent.elementChildren
                let index = siblings.firstIndex { $0.isSame(as: element) } ?? 0
                let replacement = HTMLElementRules.replacement(inside: parent.name, afterSibling: index > 0 ? siblings[index - 1].name : nil,
                                                                isLastElement: index == siblings.count - 1)
                let kept = XMLTree.className(name)
                let attributes = element.attributes
                element = element.replace(withElement: replacement)
                for attribute in attributes {
                    element.setAttribute(attribute.name, attribute.value, namespace: attribute.namespace,
                                         prefix: attribute.namespace == XMLTree.opsNamespace ? "epub" : attribute.namespace == XMLTree.xmlNamespace ? "xml" : nil)
                }
                element.setAttribute("class", (element.attribute("class").map { $0 + " " } ?? "") + kept)
                if reported.insert("<\(name)> \(replacement)").inserted {
                    notes.append(.init(line: original.line, kind: .elementReplaced,
                                       message: "<\(name)> is not an element EPUB 3 XHTML allows; kept as <\(replacement) class=\"\(kept)\">"))
                }
                name = replacement
            }
            var styles: [String] = []
            for attribute in element.attributes where attribute.namespace == nil {
                guard let (repair, message) = HTMLAttributeRules.presentational(attribute.name, attribute.value, on: name) else { continue }
                element.removeAttribute(attribute.name)
                switch repair {
                case .style(let css): styles.append(css)
                case .value(let fixed): element.setAttribute(attribute.name, fixed)
                case .data: element.setAttribute("data-" + attribute.name, attribute.value)
                }
                if let message, reported.insert(message).inserted { notes.append(.init(line: element.line, kind: .attributeReplaced, message: message)) }
            }
            if !styles.isEmpty {
                let existing = element.attribute("style").map { $0.hasSuffix(";") || $0.isEmpty ? $0 + " " : $0 + "; " } ?? ""
                element.setAttribute("style", existing + styles.joined(separator: "; "))
            }
        }
        return notes
    }
}
