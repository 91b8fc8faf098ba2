import Foundation
import XMLTree

/// GitHub's alerts, which mdBook also renders: a block quote whose first
/// line is `[!NOTE]`, `[!TIP]`, `[!IMPORTANT]`, `[!WARNING]` or `[!CAUTION]`
/// becomes
///
///     <aside class="admonition note" role="note">
///       <p class="admonition-title">Note</p> …the quote's content…
///     </aside>
///
/// The title is a paragraph, not a heading: a heading would put every note
/// into the table of contents. A tip takes DPUB-ARIA's `doc-tip` role.
enum Admonitions {
    static let kinds = [
        "note": "Note", "tip": "Tip", "important": "Important", "warning": "Warning", "caution": "Caution",
    ]

    // Compiled once, not at every block quote. A Regex is never mutated after it is built; Swift 6 cannot prove that,
    // hence nonisolated(unsafe).
    nonisolated(unsafe) private static let marker = /[ \t]*\[!([A-Za-z]+)\][ \t]*(\n|$)/

    static func apply(to body: XMLNode) {
        for quote in body.descendants where quote.name == "blockquote" {
            guard let paragraph = quote.elementChildren.first, paragraph.name == "p",
                let marker = paragraph.children.first, marker.kind == .text,
                let match = marker.textContent.prefixMatch(of: Self.marker),
                let title = kinds[match.1.lowercased()]
            else { continue }
            let kind = match.1.lowercased()
            let rest = String(marker.textContent[match.range.upperBound...])
            marker.setText(rest)
            if rest.isEmpty, paragraph.children.count == 1 { paragraph.remove() }
            let aside = quote.replace(withElement: "aside")
            aside.setAttribute("class", "admonition \(kind)")
            aside.setAttribute("role", kind == "tip" ? "doc-tip" : "note")
            aside.prependElement("p", text: title).setAttribute("class", "admonition-title")
        }
    }
}
