import EPUBSupport
import XMLTree

/// A `<form>` in a chapter that has no script becomes a `<div>`.
///
/// The two epubcheck releases a build answers to disagree about forms:
/// epubcheck 5 counts a form as scripted content and wants the `scripted`
/// manifest property (OPF-014), epubcheck 4.2.6 does not and refuses the
/// property on a page without script (OPF-015). Without script a form does
/// nothing in a reading system (nothing may submit it: EPUB 3.3 §4.3, no
/// network access is promised), so where a chapter has none the form keeps its
/// content and global attributes as a `<div>`, which both accept, and the
/// author is told. A chapter with script keeps its forms: the script makes the
/// page `scripted` for both releases.
enum InertForms {
    /// Attributes only a form has; the rest (id, class, lang, aria-*, data-*…) stay on the div.
    private static let formAttributes: Set<String> = [
        "accept-charset", "action", "autocomplete", "enctype", "method", "name", "novalidate", "target", "rel",
    ]

    /// Rewrites `body`'s forms when nothing in it is script.
    static func apply(to body: XMLNode, path: String, warnings: inout [Diagnostic]) {
        // Every chapter passes here: a walk that allocates nothing settles the usual case, no form.
        var hasForm = false
        body.forEachDescendant { if !hasForm && $0.name == "form" { hasForm = true } }
        guard hasForm else { return }
        let elements = body.descendants
        let forms = elements.filter { $0.name == "form" && $0.namespaceURI == XMLTree.xhtmlNamespace }
        guard !forms.isEmpty, !elements.contains(where: isScript) else { return }
        var formIds: Set<String> = []
        for form in forms {
            if let id = form.attribute("id") { formIds.insert(id) }
            let location = SourceLocation(path: path, line: max(form.line, 1), column: 1)
            let attributes = form.attributes
            let div = form.replace(withElement: "div")
            for attribute in attributes where !formAttributes.contains(attribute.name) || attribute.namespace != nil {
                div.setAttribute(attribute.name, attribute.value, namespace: attribute.namespace)
            }
            warnings.append(
                Diagnostic(
                    .warning, .htmlElementReplaced, at: location, stage: .ingest,
                    "a form does nothing in an EPUB without script; kept as a <div>"))
        }
        // `form="id"` on a control must name a form (HTML §4.10.18.3).
        for element in elements where element.attribute("form").map(formIds.contains) == true {
            element.removeAttribute("form")
        }
    }

    /// A script element or an event handler attribute (`onclick`): what makes a page scripted (EPUB 3.3 §5.6.2).
    private static func isScript(_ element: XMLNode) -> Bool {
        element.name == "script" || element.attributes.contains { $0.namespace == nil && $0.name.hasPrefix("on") }
    }
}
