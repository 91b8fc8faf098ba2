import EPUBFormats
import EPUBModel
import EPUBSupport
import Yams

/// YAML front matter at the top of a Markdown chapter, between `---` lines:
/// `title`, `type`, `linear`, `id` and `split`, merged with book.yaml (whose
/// per-chapter keys win; the front matter's `split` wins over the book-wide one).
enum FrontMatter {
    static let keys = ["title", "type", "linear", "id", "split"]
    /// Jekyll's own front-matter keys (its documentation's "Front Matter" and "Posts" pages, those of its
    /// common plugins: jekyll-redirect-from, jekyll-seo-tag, jekyll-sitemap; and the `mathjax: true` by which
    /// a layout loads MathJax), which say how the site renders or
    /// lists the page and have no place in an EPUB: read quietly; so are GitBook's (its page options: the icon and
    /// cover the site shows, whether the page is hidden from its sidebar). Any other key is warned about, once a key.
    static let siteKeys: Set<String> = [
        "layout", "permalink", "published", "date", "category", "categories", "tags", "excerpt",
        "excerpt_separator", "redirect_from", "redirect_to", "mathjax", "description", "author", "image",
        "sitemap", "last_modified_at", "lang", "icon", "cover", "coverY", "hidden", "metaLinks", "noIndex",
    ]

    /// Applies the front matter of `text` to `chapter` and returns the text
    /// with the front matter blanked out, line for line, so later line
    /// numbers still match the file.
    /// A key it does not know is a warning, counted over the book (`ignored`):
    /// front matter often serves a site generator or a preprocessor too
    /// (Jekyll's `layout`, Hugo's `tags`, a course's `minutes` in every chapter).
    static func apply(_ text: String, to chapter: inout ChapterSpec, path: String, ignored: inout [UnrenderedSyntax])
        throws(BuildError) -> String
    {
        var description: String?
        var variables: [String: String]?
        return try apply(
            text, to: &chapter, path: path, ignored: &ignored, description: &description, pageVariables: &variables)
    }

    /// `description` receives the front matter's `description:`, a string (GitBook shows it under the page's title;
    /// Jekyll and the others put it in the page's `<meta>`, which a chapter has no place for).
    /// `onlyOwnKeys`: in a book whose tool reads no front matter (mdBook), a block that is not YAML, or names a key
    /// that is not epubbuild's, is no front matter but Markdown, as that tool shows it (a rule, then a heading).
    /// `pageVariables`, when not nil, receives every key as a GitBook page's template variable (`page.KEY`): GitBook
    /// adds the front matter's keys to `page` (its docs' pages.md: "The front matter can define variables of your
    /// own, they will be added to the page variable"), so no key there is a mistake, and none is warned of.
    static func apply(
        _ text: String, to chapter: inout ChapterSpec, path: String, ignored: inout [UnrenderedSyntax],
        description: inout String?, pageVariables: inout [String: String]?, onlyOwnKeys: Bool = false
    ) throws(BuildError) -> String {
        if chapter.metadataLines > 0 {
            return withoutMetadataLines(text, count: chapter.metadataLines)
        }
        guard let (lines, end) = bounds(of: text) else { return text }
        let yaml = lines[1..<end].joined(separator: "\n")
        if chapter.frontMatterIsBookMetadata { return blanked(text, lines: lines, end: end) }
        if onlyOwnKeys {
            guard let mapping = (try? YAMLReading.compose(yaml))??.mapping,
                mapping.keys.allSatisfy({ keys.contains($0.string ?? "") })
            else { return text }
        }
        if let deep = YAMLNesting.tooDeep(yaml) {
            throw BuildError(
                .yamlSyntax, at: SourceLocation(path: path, line: deep.line + 1, column: deep.column), stage: .ingest,
                "front matter nested more than \(YAMLNesting.limit) levels deep — it needs only a few keys")
        }
        let node: Node?
        do { node = try YAMLReading.compose(yaml) } catch {
            // The YAML starts on the file's second line, under the `---`.
            var failure = BookSpecLoader.yamlSyntaxError(
                error, path: path, format: "front matter", lineOffset: 1, stage: .ingest)
            failure.diagnostic.message += " — close every quote, and quote a value that holds ': ' or ' #'"
            throw failure
        }
        if let node {
            // Marks count from the YAML block; the block starts on line 2 of the file.
            let shifted = YAMLField(node: node, path: path, key: "front matter", lineOffset: 1)
            var unknown: [(name: String, location: SourceLocation)] = []
            let fields = try shifted.mapping(known: keys) { field, name in
                if !siteKeys.contains(name) { unknown.append((name, field.location)) }
            }
            if pageVariables != nil {
                var variables: [String: String] = [:]
                GitBookProject.addTemplateValues(of: node, as: "page", to: &variables)
                pageVariables = variables
            } else if let warning = ignoredKeys(unknown) {
                ignored.count(warning)
            }
            if let text = node.mapping?["description"]?.string?.trimmingWhitespace, !text.isEmpty {
                description = text
            }
            try apply(fields, to: &chapter)
        }
        return blanked(text, lines: lines, end: end)
    }

    /// The keys epubbuild reads, but those the chapter list set.
    private static func apply(_ fields: [String: YAMLField], to chapter: inout ChapterSpec) throws(BuildError) {
        if let field = fields["title"], !chapter.keysFromList.contains("title") {
            chapter.title = try field.nonEmptyString()
        }
        if let field = fields["type"], !chapter.keysFromList.contains("type") {
            chapter.type = try ChapterSpecFields.type(field)
        }
        if let field = fields["linear"], !chapter.keysFromList.contains("linear") {
            chapter.linear = try field.bool()
        }
        if let field = fields["id"], !chapter.keysFromList.contains("id") {
            chapter.id = try ChapterSpecFields.id(field)
        }
        if let field = fields["split"], !chapter.keysFromList.contains("split") {
            chapter.split = try field.int(in: 1...6)
        }
    }

    /// The unknown keys of one file as one warning, of a kind told once for the book (a key every chapter has is one
    /// message); nil for none. Each key had been a message of its own.
    private static func ignoredKeys(_ unknown: [(name: String, location: SourceLocation)]) -> UnrenderedSyntax? {
        guard let first = unknown.first else { return nil }
        let outcome = "ignored — epubbuild reads \(keys.joined(separator: ", ")) there"
        guard unknown.count > 1 else {
            return UnrenderedSyntax(
                code: .unknownKey, kind: "front-matter key '\(first.name)'",
                plural: "front-matter keys '\(first.name)'",
                outcome: outcome, first: first.location)
        }
        let names = unknown.map { "'\($0.name)'" }.joined(separator: ", ")
        return UnrenderedSyntax(
            code: .unknownKey, kind: "file's front-matter keys \(names)", plural: "files' front-matter keys \(names)",
            outcome: outcome, first: first.location)
    }

    /// The YAML between the `---` lines, if the text starts with front matter.
    static func block(of text: String) -> String? {
        bounds(of: text).map { lines, end in lines[1..<end].joined(separator: "\n") }
    }

    /// The text with its first `count` lines (a title block) blanked, line for line, so later lines keep their numbers.
    private static func withoutMetadataLines(_ text: String, count: Int) -> String {
        var lines = text.lines
        for index in lines.indices.prefix(count) { lines[index] = "" }
        return lines.joined(separator: "\n")
    }

    /// The text with its front matter (if any) blanked, line for line, so that its other lines keep their numbers.
    static func withBlockBlanked(_ text: String) -> String {
        guard let (lines, end) = bounds(of: text) else { return text }
        return blanked(text, lines: lines, end: end)
    }

    /// The text after its front matter (the whole text when it has none).
    static func withoutBlock(_ text: String) -> String {
        guard let (lines, end) = bounds(of: text) else { return text }
        return String(text[lines[end].endIndex...].dropFirst())
    }

    /// The text's lines up to the one closing its front matter, and that line's index.
    /// Only those lines are split off: splitting a whole chapter into Characters
    /// was a twentieth of comprehensive-rust's build, whose every chapter has front matter.
    private static func bounds(of text: String) -> (lines: [Substring], end: Int)? {
        guard text.hasPrefix("---") else { return nil }
        var lines: [Substring] = []
        var start = text.startIndex
        let utf8 = text.utf8
        while start < text.endIndex {
            // A line ends at "\n", "\r" or "\r\n", as Markdown's lines do; found in the bytes, where a search by
            // Character cost a chapter 20 000 instructions.
            let lineEnd = utf8[start...].firstIndex { $0 == 0x0A || $0 == 0x0D } ?? text.endIndex
            let line = text[start..<lineEnd]
            let fence = line.trimmingCharacters(in: .whitespaces)
            if lines.isEmpty {
                guard fence == "---" else { return nil }
            } else if fence == "---" || fence == "..." {
                lines.append(line)
                return (lines, lines.count - 1)
            }
            lines.append(line)
            start = lineEnd < text.endIndex ? text.index(after: lineEnd) : text.endIndex
        }
        return nil
    }

    /// The text with its front matter blanked out, line for line; the rest stays as written, line ends included.
    private static func blanked(_ text: String, lines: [Substring], end: Int) -> String {
        let rest = text[lines[end].endIndex...].dropFirst()
        return String(repeating: "\n", count: end + 1) + rest
    }
}
