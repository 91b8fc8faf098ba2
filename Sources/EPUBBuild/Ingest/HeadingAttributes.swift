import Foundation
import XMLTree

/// Heading attributes as mdBook (pulldown-cmark) and pandoc read them:
/// `## Options {#options .wide}` gives the heading `id="options"` and
/// `class="wide"`, and the braces leave its text. Other `key=value` pairs
/// become `data-key` attributes, which EPUB allows on any element. pandoc's
/// `{-}` is its `{.unnumbered}`.
enum HeadingAttributes {
    private static let headings: Set<String> = ["h1", "h2", "h3", "h4", "h5", "h6"]

    // Compiled once, not at every heading. A Regex is never mutated after it is built; Swift 6 cannot prove that, hence
    // nonisolated(unsafe).
    // A quoted value's quotes may have been made curly by the `smart` extension, which runs before this pass. An ATX
    // heading's closing `#`s before the block (`## Title ## {#t}`) go with it, as in pandoc. An id may hold dots
    // (`{#sec-2.1}`), as pandoc's identifiers and pulldown-cmark's do.
    nonisolated(unsafe) static let attributeBlock =
        /(?:[ \t]+#+)?[ \t]*\{[ \t]*((?:(?:#[\w:.-]+|\.[\w:-]+)|-|[A-Za-z_][\w:.-]*=(?:"[^"]*"|“[^”]*”|[^\s"“”}]+))(?:[ \t]+(?:(?:#[\w:.-]+|\.[\w:-]+)|-|[A-Za-z_][\w:.-]*=(?:"[^"]*"|“[^”]*”|[^\s"“”}]+)))*)[ \t]*\}$/
    nonisolated(unsafe) private static let attributeWord =
        /(?:#[\w:.-]+|\.[\w:-]+)|-(?=\s|$)|[A-Za-z_][\w:.-]*=(?:"[^"]*"|“[^”]*”|[^\s"“”}]+)/
    /// Keys that stay HTML attributes, as on a fenced div (pandoc_attributes.c); any other becomes `data-key`.
    private static let keptKeys: Set<String> = ["lang", "dir", "title", "style"]

    /// One word of an attribute block: `#id`, `.class`, pandoc's `-`, or `key=value` (the key folded, the quotes gone).
    enum Word: Equatable {
        case id(String)
        case className(String)
        case unnumbered
        case pair(key: String, value: String)
    }

    /// The words of the inside of an attribute block, in order (`CodeAttributes` reads code blocks' with it).
    static func words(in block: Substring) -> [Word] {
        block.matches(of: attributeWord).compactMap { match -> Word? in
            let word = match.output
            if word == "-" { return .unnumbered }
            if word.hasPrefix("#") { return .id(String(word.dropFirst())) }
            if word.hasPrefix(".") { return .className(String(word.dropFirst())) }
            guard let equals = word.firstIndex(of: "=") else { return nil }
            let value = word[word.index(after: equals)...].trimmingCharacters(in: CharacterSet(charactersIn: "\"“”"))
            return .pair(key: word[..<equals].lowercased(), value: value)
        }
    }

    /// GitBook's editor ends every heading with an empty link to itself, `## Welcome! <a href="#welcome"
    /// id="welcome"></a>`: its id is the heading's (links to `#welcome` reach it), and the link, which a screen reader
    /// announces with nothing to say, goes. It had left the heading `welcome-1` and a warning per heading.
    private static func takeSelfAnchor(of heading: XMLNode) {
        guard let anchor = heading.elementChildren.last, anchor.name == "a", let id = anchor.attribute("id"),
            anchor.attribute("href") == "#" + id, anchor.children.isEmpty || anchor.textContent.isEmpty
        else { return }
        if heading.attribute("id") == nil { heading.setAttribute("id", id) }
        anchor.remove()
        if let last = heading.children.last, last.kind == .text {
            last.setText(String(last.textContent.reversed().drop { $0 == " " }.reversed()))
        }
    }

    /// A `key=value` word on `element` as pandoc's EPUB writer puts it: `epub:type` as itself, a key HTML has
    /// (`lang`, `title`…) or a `data-` one as it is, any other as `data-key`, its name only what an XML name allows
    /// there (`{data-x=1}` had become `data-data-x`, `{foo:bar=1}` an attribute no XML parser reads).
    static func setPair(_ key: String, _ value: String, on element: XMLNode) {
        if key == "epub:type" {
            element.setAttribute("type", value, namespace: XMLTree.opsNamespace, prefix: "epub")
            return
        }
        let name = String(key.filter { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) })
        guard let first = name.first, first.isLetter else { return }
        element.setAttribute(keptKeys.contains(name) || name.hasPrefix("data-") ? name : "data-" + name, value)
    }

    static func apply(to body: XMLNode) {
        for heading in body.descendants where headings.contains(heading.name) {
            takeSelfAnchor(of: heading)
            guard let last = heading.children.last, last.kind == .text else { continue }
            let text = last.textContent
            guard text.hasSuffix("}"), let match = text.firstMatch(of: Self.attributeBlock)
            else { continue }
            var classes: [String] = heading.attribute("class").map { [$0] } ?? []
            for word in words(in: match.1) {
                switch word {
                case .unnumbered: classes.append("unnumbered")
                case .id(let id): heading.setAttribute("id", id)
                case .className(let name): classes.append(name)
                case .pair(let key, let value): setPair(key, value, on: heading)
                }
            }
            if !classes.isEmpty { heading.setAttribute("class", classes.joined(separator: " ")) }
            last.setText(String(text[..<match.range.lowerBound]))
        }
    }
}
