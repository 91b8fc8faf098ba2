import EPUBSupport

/// An open Nunjucks raw block: `{% raw %}`, or `{% verbatim %}` (Twig's name, which Nunjucks reads alike), shows what
/// it holds as written up to the closing tag of its name. Nunjucks' `parseRaw` counts the tags of the block's own name
/// inside it (`rawLevel`), so an inner `{% raw %}…{% endraw %}` pair, an example of escaping, is text. The first
/// `{% endraw %}` had ended the block: the inner one's line was lost, the outer one removed as a stray tag.
struct RawNesting: Equatable {
    /// `raw` or `verbatim`.
    let name: String
    /// The blocks of that name open, the outermost included.
    private(set) var level = 1

    private static let names: Set<String> = ["raw", "verbatim"]

    /// The block `tag` opens, nil when it opens none.
    init?(opening tag: TemplateTag) {
        guard tag.form == .tag, Self.names.contains(tag.name) else { return nil }
        name = tag.name
    }

    /// The tags that open or close a block of its name: all that are read inside it.
    var tagNames: Set<String> { [name, "end" + name] }

    /// Counts `tag`, read inside the block; whether it closes the outermost (and so the block ends there).
    mutating func isClosed(by tag: TemplateTag) -> Bool {
        guard tag.form == .tag else { return false }
        if tag.name == name { level += 1 }
        if tag.name == "end" + name { level -= 1 }
        return level == 0
    }

    /// Whether `tag` closes a raw block, outside any: a stray closing tag.
    static func isClosing(_ tag: TemplateTag) -> Bool {
        tag.form == .tag && tag.name.hasPrefix("end") && names.contains(String(tag.name.dropFirst(3)))
    }

    /// Quick test before walking a line: whether it may hold a raw block's tag.
    static func mayAppear(in line: Substring) -> Bool {
        ByteSearch.contains("raw", in: line) || ByteSearch.contains("verbatim", in: line)
    }
}
