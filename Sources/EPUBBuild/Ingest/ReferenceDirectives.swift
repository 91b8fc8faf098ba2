import EPUBSupport

/// HackTricks' `{{#ref}}` blocks (its own mdBook preprocessor, over thousands of pages), a card linking to another
/// page:
///
///     {{#ref}}
///     ../network-services-pentesting/pentesting-web/README.md      →   [README.md](<…/README.md> "mention")
///     {{#endref}}
///
/// The path becomes a link that reads as its page's title (a mention, `CrossReferenceText`). Before, both
/// directives were removed with a warning and the bare path was left as a paragraph. No line moves: the directive
/// lines become blank. A block holding anything but one path stays as it was, and is reported as any unknown
/// directive is.
enum ReferenceDirectives {
    static func linked(_ markdown: String) -> String {
        guard ByteSearch.contains("{{#ref}}", in: markdown) else { return markdown }
        var lines = SourceText.lines(of: markdown)
        var changed = false
        var index = 0
        while index + 2 < lines.count {
            defer { index += 1 }
            let path = lines[index + 1].trimmingCharacters(in: .whitespaces)
            guard lines[index].trimmingCharacters(in: .whitespaces) == "{{#ref}}",
                lines[index + 2].trimmingCharacters(in: .whitespaces) == "{{#endref}}",
                !path.isEmpty, !path.contains(where: { $0 == " " || $0 == ">" || $0 == "<" || $0 == "{" })
            else { continue }
            let name = path.split(separator: "/").last.map(String.init) ?? path
            lines[index] = ""
            lines[index + 1] = Substring("[\(name)](<\(path)> \"mention\")")
            lines[index + 2] = ""
            changed = true
            index += 2
        }
        return changed ? lines.joined(separator: "\n") : markdown
    }
}
