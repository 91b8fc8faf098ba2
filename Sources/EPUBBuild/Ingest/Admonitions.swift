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
///
/// The same marker as other tools write it is read too, so that none is left on the page: Obsidian's callouts and
/// mdbook-admonish's names (`[!info]`, `[!faq]- Why?`, its title after the marker), coloured as the nearest of
/// GitHub's kinds (`admonition note info`); gitbook-plugin-flexible-alerts' and docsify's options
/// (`[!TIP|style:flat|label:Hint]`, the label its title; `labelVisibility:hidden`, no title), and the titles the
/// book's own configuration gives each kind (`titles`: flexible-alerts' `"note": "Hinweis"`).
enum Admonitions {
    static let kinds = [
        "note": "Note", "tip": "Tip", "important": "Important", "warning": "Warning", "caution": "Caution",
    ]

    /// The other names a quote's marker uses for a kind (Obsidian's callouts, mdbook-admonish's directives, and
    /// their aliases) → the name, and the one of GitHub's kinds it is coloured as.
    static let directives: [String: (directive: String, kind: String)] = {
        let groups: [(String, String, [String])] = [
            ("note", "note", []), ("abstract", "note", ["summary", "tldr"]), ("info", "note", ["todo"]),
            ("tip", "tip", ["hint", "important"]), ("success", "tip", ["check", "done"]),
            ("question", "note", ["help", "faq"]), ("warning", "warning", ["caution", "attention"]),
            ("failure", "caution", ["fail", "missing"]), ("danger", "caution", ["error"]), ("bug", "caution", []),
            ("example", "note", []), ("quote", "note", ["cite"]),
        ]
        var table: [String: (String, String)] = [:]
        for (directive, kind, aliases) in groups {
            for name in [directive] + aliases { table[name] = (directive, kind) }
        }
        return table
    }()

    // Compiled once, not at every block quote. A Regex is never mutated after it is built; Swift 6 cannot prove that,
    // hence nonisolated(unsafe). `[!KIND]`, flexible-alerts' options after `|` (`[!TIP|label:Hint|style:flat]`),
    // Obsidian's fold sign and title (`[!faq]- Why?`).
    // A kind is a word, or words joined by hyphens with digits (mdbook-spec's `[!EDITION-2024]`).
    nonisolated(unsafe) private static let marker =
        /[ \t]*\[!([A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*)((?:\|[^\]\n]*)?)\][-+]?[ \t]*([^\n]*)(\n|$)/

    /// `gitBookAlerts`: gitbook-plugin-alerts' `> **[info] Title**` quotes too (a GitBook book.json lists the plugin).
    static func apply(to body: XMLNode, titles: [String: String] = [:], gitBookAlerts: Bool = false) {
        if gitBookAlerts { applyGitBookAlerts(to: body) }
        for quote in body.descendants where quote.name == "blockquote" {
            guard let paragraph = quote.elementChildren.first, paragraph.name == "p",
                let marker = paragraph.children.first, marker.kind == .text,
                let match = marker.textContent.prefixMatch(of: Self.marker)
            else { continue }
            let written = match.1.lowercased()
            let kind: String, classes: String
            if kinds[written] != nil {
                (kind, classes) = (written, "admonition \(written)")
            } else {
                let directive = directives[written] ?? (written, "note")
                (kind, classes) = (directive.kind, "admonition \(directive.kind) \(directive.directive)")
            }
            let options = match.2.split(separator: "|")
            let label = options.first { $0.hasPrefix("label:") }?.dropFirst(6)
            let title =
                label.map(String.init)
                ?? (match.3.isEmpty ? titles[written] ?? kinds[written] ?? defaultTitle(written) : String(match.3))
            let showsTitle = !options.contains("labelVisibility:hidden") && !title.isEmpty
            let rest = String(marker.textContent[match.range.upperBound...])
            marker.setText(rest)
            // A marker line ending in two spaces is a hard break, which GitHub does not show (`> [!NOTE]␠␠`).
            let children = paragraph.children
            if rest.isEmpty, children.count > 1, children[1].name == "br" {
                children[1].remove()
                if children.count > 2, children[2].kind == .text {
                    children[2].setText(String(children[2].textContent.drop { $0 == "\n" }))
                }
            }
            if rest.isEmpty, paragraph.children.allSatisfy({ $0.kind == .text && $0.textContent.isEmpty }) {
                paragraph.remove()
            }
            makeAdmonition(of: quote, kind: kind, classes: classes, title: showsTitle ? title : nil)
        }
    }

    /// The title of a kind no table names: mdbook-spec's `edition-2024` is "2024 Edition differences", as the Rust
    /// Reference shows it; another its words (`see-also` → "See also").
    private static func defaultTitle(_ kind: String) -> String {
        if let year = kind.wholeMatch(of: /edition-?([0-9]{4})/)?.1 { return "\(year) Edition differences" }
        let words = kind.replacingOccurrences(of: "-", with: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }

    /// gitbook-plugin-alerts' quotes, whose first words are a bold kind and title: `> **[info] For info**` → an
    /// admonition titled "For info" (`[warning]`, `[danger]`, `[success]` likewise), as the plugin draws them. Without
    /// the plugin GitBook shows the quote with its bold `[info]`, and so does the build.
    private static func applyGitBookAlerts(to body: XMLNode) {
        let alerts = [
            "info": ("info", "note"), "warning": ("warning", "warning"), "danger": ("danger", "caution"),
            "success": ("success", "tip"),
        ]
        for quote in body.descendants where quote.name == "blockquote" {
            guard let paragraph = quote.elementChildren.first, paragraph.name == "p",
                let strong = paragraph.children.first, strong.name == "strong",
                let match = strong.textContent.wholeMatch(of: /\[([a-z]+)\]\s*(.*)/),
                let (directive, kind) = alerts[String(match.1)]
            else { continue }
            let title = match.2.isEmpty ? directive.capitalized : String(match.2)
            strong.remove()
            if let first = paragraph.children.first, first.kind == .text {
                first.setText(String(first.textContent.drop { $0 == " " }))
            }
            if paragraph.textContent.allSatisfy(\.isWhitespace) { paragraph.remove() }
            makeAdmonition(of: quote, kind: kind, classes: "admonition \(kind) \(directive)", title: title)
        }
    }

    /// The quote made an `<aside>` of its kind, its title (if it shows one) first.
    private static func makeAdmonition(of quote: XMLNode, kind: String, classes: String, title: String?) {
        let aside = quote.replace(withElement: "aside")
        aside.setAttribute("class", classes)
        aside.setAttribute("role", kind == "tip" ? "doc-tip" : "note")
        if let title { aside.prependElement("p", text: title).setAttribute("class", "admonition-title") }
    }
}
