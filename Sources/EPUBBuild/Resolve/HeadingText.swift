import EPUBSupport
import XMLTree

/// What a heading says, read from its markup: the text of its entry in the
/// contents (the navigation document, the NCX, the page's `<title>`), and
/// the text its GitHub anchor is made from.
///
/// A heading's text content is not that text. A formula's MathML holds the
/// rendered symbols and then its TeX again in the annotation
/// (`Sum ∑i=1ni\sum_{i=1}^n i`), a note reference adds its number
/// (`The main function1`), and an icon says nothing.
enum HeadingText {
    /// The contents' text: a formula as its TeX (its `alttext`, the form
    /// pandoc gives a formula in its NCX); note references are left out (a
    /// contents entry is no place to follow a note from), and runs of white
    /// space are one space. Images are left out too (an icon, a badge)
    /// unless the heading is only pictures, a README's logo: then it says
    /// their alt texts, and an SVG drawing its title.
    static func contents(of heading: XMLNode) -> String {
        var text = ""
        append(heading, to: &text, mode: .contents)
        if text.allSatisfy(\.isWhitespace) { append(heading, to: &text, mode: .pictures) }
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The text GitHub slugs for the heading's anchor: the text as written,
    /// with a formula as its TeX. GitHub slugs the Markdown's text before
    /// any formula is rendered, so `## Sum $\sum_i i$` is `sum-sum_i-i`;
    /// images and note numbers stay as GitHub has them (no alt text, the
    /// number), so anchors authors already link to do not move.
    static func anchorText(of heading: XMLNode) -> String {
        var text = ""
        append(heading, to: &text, mode: .anchor)
        return text.trimmingWhitespace
    }

    private enum Mode { case contents, pictures, anchor }

    private static func append(_ node: XMLNode, to text: inout String, mode: Mode) {
        for child in node.children {
            switch child.kind {
            case .text:
                text += child.textContent
            case .element:
                if child.name == "math" && child.namespaceURI == XMLTree.mathMLNamespace {
                    text += tex(of: child)
                } else if child.name.hasPrefix("annotation") && child.namespaceURI == XMLTree.mathMLNamespace {
                    continue
                } else if mode == .anchor, child.name == "span", let name = child.attribute("data-emoji") {
                    // An emoji written as its shortcode is its name in the anchor, as GitHub's and pandoc's
                    // (`gfm_auto_identifiers`): `## :rocket: Launch` is `#rocket-launch`.
                    text += name
                } else if mode == .anchor && SectionNumbers.isNumber(child) {
                    // pandoc's `-N` number is no part of the heading's anchor: `#sub`, not `#1.1-sub`.
                    continue
                } else if mode != .anchor && isNoteReference(child) {
                    continue
                } else if mode == .pictures && child.name == "img" {
                    // Spaced, so two pictures' alt texts do not run together.
                    text += " " + (child.attribute("alt") ?? "") + " "
                } else if mode == .pictures && child.name == "svg" && child.namespaceURI == XMLTree.svgNamespace {
                    text += " " + (child.elementChildren.first { $0.name == "title" }?.textContent ?? "") + " "
                } else {
                    append(child, to: &text, mode: mode)
                }
            case .comment, .other:
                continue
            }
        }
    }

    /// A formula's TeX: its `alttext` (TeX math writes it), else a TeX
    /// annotation, else what it shows (MathML written by hand).
    private static func tex(of math: XMLNode) -> String {
        if let alt = math.attribute("alttext"), !alt.allSatisfy(\.isWhitespace) { return alt }
        var annotation: XMLNode?
        math.forEachDescendant { element in
            if annotation == nil, element.name == "annotation", element.attribute("encoding") == "application/x-tex" {
                annotation = element
            }
        }
        if let annotation { return annotation.textContent }
        var text = ""
        append(math, to: &text, mode: .anchor)
        return text
    }

    /// A link to a note (EPUB 3 Structural Semantics' `noteref`, DPUB-ARIA's
    /// `doc-noteref`, or cmark-gfm's `data-footnote-ref`).
    private static func isNoteReference(_ element: XMLNode) -> Bool {
        guard element.name == "a" else { return false }
        let types = (element.attribute("type", namespace: XMLTree.opsNamespace) ?? "").split(separator: " ")
        return types.contains("noteref") || element.attribute("role") == "doc-noteref"
            || element.attribute("data-footnote-ref") != nil
    }
}
