import EPUBFormats
import XMLTree

/// A chapter whose first heading names its kind (`# Dedication {epub:type=dedication}`, pandoc's way to mark front
/// and back matter) is a chapter of that kind, as pandoc makes its section: the term is the page's `epub:type`
/// (its section's, not the heading's), so a dedication or a copyright page is front matter and the landmark where
/// the text starts passes over it. The heading had kept the term and the page had been a chapter.
///
/// A chapter whose type book.yaml or its front matter set (anything but `chapter`) keeps it.
enum HeadingSectionTypes {
    static func applied(to chapter: ChapterDocument) -> ChapterDocument {
        guard chapter.spec.type == "chapter", let body = chapter.body,
            let heading = body.elementChildren.first(where: { !$0.name.isEmpty }), isHeading(heading),
            let term = heading.attribute("type", namespace: XMLTree.opsNamespace)?.trimmingWhitespace,
            term != "chapter", StructuralSemantics.sectionTerms.contains(term)
        else { return chapter }
        var typed = chapter
        typed.spec.type = term
        heading.removeAttribute("type", namespace: XMLTree.opsNamespace)
        return typed
    }

    private static func isHeading(_ element: XMLNode) -> Bool {
        ["h1", "h2", "h3", "h4", "h5", "h6"].contains(element.name)
    }
}
