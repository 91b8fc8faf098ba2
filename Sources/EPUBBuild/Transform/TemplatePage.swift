import EPUBModel
import EPUBSupport
import Foundation
import Markdown
import XMLTree

/// The document every template receives: a `<page>` with the book's metadata
/// and what this one page needs. The README documents its shape for people
/// who write their own templates.
///
/// ```xml
/// <page kind="chapter" href="text/intro.xhtml" lang="en" dir="rtl">
///   <book><title/><subtitle/><author role="aut" file-as="…"/>…</book>
///   <stylesheet href="../styles/book.css"/>
///   <title>Chapter title</title> <type>chapter</type> <prefix>z3998: …</prefix>
///   <viewport>width=1200, height=1600</viewport>
///   <content id="…" class="…">…XHTML…</content>   (attributes: the source's <body>)
///   <has-heading/>   (the content holds an h1–h6)
///   <has-title/>   (the content shows its title: an h1, or a first heading that reads as <title>)
///   <sectioned/>   (the content is sections or articles of its own, nothing between them)
///   <as-written/> <source-page/>   (drawn as written; the source is XHTML or HTML)
///   <root class="vrtl"/>   (the source page's own <html> attributes)
///   <web-link href="https://…">Title</web-link>   (a part's: web pages its summary entries link)
/// </page>
/// ```
struct TemplatePage {
    enum Kind: String {
        case chapter, part, cover, titlepage, navigation, picture
    }

    let tree: XMLTree
    private var page: XMLNode { tree.root! }

    /// `direction`: the book's `direction:`; nil takes the language's.
    /// `writingMode`: the book's `writing-mode:`, given to every page as a style.
    init(
        kind: Kind, href: String, metadata: PublicationMetadata, direction: TextDirection? = nil,
        writingMode: WritingMode? = nil,
        stylesheets: [String], alternateStylesheets: [String: String] = [:]
    ) {
        tree = XMLTree(rootName: "page")
        page.setAttribute("kind", kind.rawValue)
        page.setAttribute("href", href)
        page.setAttribute("lang", metadata.language)
        if let dir = direction?.rawValue ?? (RightToLeftLanguages.contains(metadata.language) ? "rtl" : nil) {
            page.setAttribute("dir", dir)
        }
        let book = page.appendElement("book")
        book.appendElement("title", text: metadata.title)
        if let subtitle = metadata.subtitle { book.appendElement("subtitle", text: subtitle) }
        for (name, people) in [("author", metadata.authors), ("contributor", metadata.contributors)] {
            for person in people {
                let element = book.appendElement(name, text: person.name)
                if let role = person.role { element.setAttribute("role", role) }
                if let fileAs = person.fileAs { element.setAttribute("file-as", fileAs) }
            }
        }
        for (name, value) in [
            ("language", metadata.language), ("identifier", metadata.identifier), ("date", metadata.date),
            ("publisher", metadata.publisher), ("rights", metadata.rights),
            ("description", metadata.description), ("date-as-written", metadata.dateAsWritten),
        ] {
            if let value { book.appendElement(name, text: value) }
        }
        for subject in metadata.subjects { book.appendElement("subject", text: subject.name) }
        for stylesheet in stylesheets {
            let element = page.appendElement("stylesheet")
            element.setAttribute("href", RelativeReference(from: href, to: stylesheet).string)
            if let title = alternateStylesheets[stylesheet] { element.setAttribute("alternate-title", title) }
        }
        if let writingMode {
            // The -epub- form for the reading systems that predate CSS Writing Modes (EPUB 3.0's CSS profile).
            page.appendElement(
                "style",
                text: "html { -epub-writing-mode: \(writingMode.rawValue); writing-mode: \(writingMode.rawValue); }")
        }
    }

    /// The processing instruction a template writes where the chapter's content
    /// goes (`<?epubbuild-content?>`, Templates/chapter.xsl): the build moves
    /// `<content>`'s children there after the template ran (XMLTree.fill).
    static let contentPlaceholder = "epubbuild-content"

    /// The `<content>` element, once `addContent(from:)` made it.
    var content: XMLNode? { page.elementChildren.last { $0.hasName("content") } }

    func add(_ name: String, text: String) {
        page.appendElement(name, text: text)
    }

    /// Copies the children of `body` into `<content>`, and its attributes
    /// (the source page's `<body id class dir …>`) onto it; `<has-heading/>`
    /// tells templates whether it holds a heading. Found here in one walk
    /// that stops at the first, it spares chapter.xsl's six XPath walks and
    /// their union (1 % of comprehensive-rust's instructions).
    func addContent(from body: XMLNode) {
        if let first = body.firstDescendant(where: \.isXHTMLHeading) {
            page.appendElement("has-heading")
            if showsItsTitle(first: first, in: body) { page.appendElement("has-title") }
        }
        let content = page.appendElement("content")
        let kind = page.elementChildren.first { $0.hasName("type") }?.textContent
        for attribute in body.attributes {
            var value = attribute.value
            // The template's body has the page's kind as its class already: said again, it doubled each round trip.
            if attribute.name == "class", attribute.namespace == nil, let kind {
                value = value.split(separator: " ").filter { $0 != kind }.joined(separator: " ")
                if value.isEmpty { continue }
            }
            content.setAttribute(
                attribute.name, value, namespace: attribute.namespace,
                prefix: attribute.namespace == XMLTree.opsNamespace ? "epub" : nil)
        }
        // An unpacked epubbuild EPUB's page keeps the template's section it holds: chapter.xsl adds none around an
        // XHTML page, so nothing nests one more each round trip.
        let children = body.children
        for child in children { content.appendCopy(of: child) }
        if Self.isSectioned(children) { page.appendElement("sectioned") }
    }

    /// `<root class="…" style="…"/>`: the source page's own `<html>` attributes, which common.xsl gives the page's
    /// `<html>`: Japanese books' `<html class="vrtl">` is what their stylesheet sets vertical writing by
    /// (`html.vrtl { writing-mode: vertical-rl }`), and dropped, the book turned horizontal. The namespaces and
    /// `epub:prefix` are the template's own. The page's language (`lang` or `xml:lang`) is the page's `@lang`: an
    /// anthology's French chapter is read aloud and hyphenated as French, and a Hebrew one in an English book runs
    /// right to left unless its `dir` says otherwise.
    func addRootAttributes(from root: XMLNode) {
        if let written = root.attribute("lang") ?? LanguageAttribute.xmlLang(of: root),
            let language = LanguageTag.isWellFormed(written) ? written : LanguageAttribute.tag(meant: written),
            language != page.attribute("lang")
        {
            page.setAttribute("lang", language)
            if root.attribute("dir") == nil {
                if RightToLeftLanguages.contains(language) {
                    page.setAttribute("dir", "rtl")
                } else if page.attribute("dir") == "rtl" {
                    page.setAttribute("dir", "ltr")
                }
            }
        }
        let kept = root.attributes.filter { $0.namespace == nil && !["lang", "xmlns"].contains($0.name) }
        guard !kept.isEmpty else { return }
        let element = page.appendElement("root")
        for attribute in kept { element.setAttribute(attribute.name, attribute.value) }
    }

    /// Code runs left to right on a right-to-left page: each code block and code span not inside one gets `dir="ltr"`
    /// unless its author gave a direction. mdBook's stylesheet says `code { direction: ltr }`, which an EPUB's CSS may
    /// not (EPUB 3.3 §6.3.2: direction is the markup's); a Hebrew book's Rust had run right to left.
    func keepCodeLeftToRight() {
        guard page.attribute("dir") == "rtl", let content else { return }
        content.forEachDescendant { element in
            guard element.attribute("dir") == nil, element.namespaceURI == XMLTree.xhtmlNamespace,
                element.hasName("pre") || (element.hasName("code") && element.parent?.hasName("pre") != true)
            else { return }
            element.setAttribute("dir", "ltr")
        }
    }

    /// `<sectioned/>`: the content is sections of its own (`<section epub:type="chapter">`, `<article>`) with
    /// nothing between them, as Standard Ebooks and most EPUB makers write a page; chapter.xsl adds no section around
    /// an (X)HTML page's sections, which nested each chapter in a second one and made an endnotes page a chapter.
    private static func isSectioned(_ children: [XMLNode]) -> Bool {
        var sections = 0
        for child in children {
            if child.isElement {
                guard child.hasName("section") || child.hasName("article") else { return false }
                sections += 1
            } else if child.kind == .text, !child.textContent.allSatisfy(\.isWhitespace) {
                return false
            }
        }
        return sections > 0
    }

    /// `<has-title/>`: the content shows its own title, in an h1 or in a first heading that reads as the page's
    /// title, its letters and digits holding the title's or held in it (a sub-chapter written
    /// `## Typestate Pattern: Example` under the label Typestate Pattern Example). A page of `##` sections alone,
    /// or one that opens with text before them, shows none: GitBook draws the summary's label over such a page,
    /// and so does chapter.xsl. An h1 after the page's opening words (`base.md`: a paragraph, then
    /// `# Relative URL redirection`) heads a section, not the page, unless it reads as the title.
    private func showsItsTitle(first: XMLNode, in body: XMLNode) -> Bool {
        let opensWithText = Self.hasText(before: first, in: body)
        guard !first.hasName("h1") || opensWithText else { return true }
        // Scalar properties, not Foundation's CharacterSet: that cost comprehensive-rust 40 M instructions.
        func letters(_ text: String) -> String {
            var kept = String.UnicodeScalarView()
            kept.append(
                contentsOf: text.lowercased().unicodeScalars.filter {
                    $0.properties.isAlphabetic || $0.properties.numericType != nil
                })
            return String(kept)
        }
        let title = letters(page.elementChildren.first { $0.hasName("title") }?.textContent ?? "")
        let heading = letters(first.textContent)
        return title.isEmpty || heading.contains(title) || (!heading.isEmpty && title.contains(heading))
            || (!opensWithText && body.firstDescendant(where: { $0.isXHTMLHeading && $0.hasName("h1") }) != nil)
    }

    /// Whether words come before `heading` in `body` (a logo or a comment is no words).
    private static func hasText(before heading: XMLNode, in body: XMLNode) -> Bool {
        var node = heading
        while let parent = node.parent {
            for sibling in parent.children {
                if sibling.isSame(as: node) { break }
                if sibling.kind == .element || sibling.kind == .text,
                    !sibling.textContent.allSatisfy(\.isWhitespace)
                {
                    return true
                }
            }
            if parent.isSame(as: body) { return false }
            node = parent
        }
        return false
    }

    /// `<credit role="trl">Translated by …</credit>` for each of the contributors' roles a printed title page
    /// credits (editor, translator, illustrator), in the book's words: pandoc's title page lists its creators too, and
    /// a translator named only in the package metadata is one no reader sees.
    func addCredits(_ contributors: [Contributor], words: GeneratedWords) {
        for contributor in contributors {
            for role in contributor.roles {
                guard let line = words.credit(contributor.name, role: role) else { continue }
                guard let book = page.elementChildren.first(where: { $0.hasName("book") }) else { return }
                book.appendElement("credit", text: line).setAttribute("role", role)
            }
        }
    }

    /// The book's abstract, Markdown, as `<abstract title="Abstract"><p>…</p>…</abstract>` for the title page:
    /// each paragraph (a list item's, a quotation's…) a `<p>` keeping its emphasis, code, sub- and superscripts and
    /// web links as XHTML; any other markup its text (the page is the build's: raw HTML never reaches it).
    func addAbstract(_ abstract: String, title: String, syntax: MarkdownRenderer.Syntax) {
        let element = page.appendElement("abstract")
        element.setAttribute("title", title)
        let html = MarkdownRenderer.html(from: abstract, syntax: syntax.subtracting([.footnotes, .citations]))
        let blocks = (try? XMLTree.parse(html: Data(html.utf8)))?.root?.descendants.filter {
            $0.hasName("p") || $0.isXHTMLHeading
                || ($0.hasName("li") && !$0.elementChildren.contains { $0.hasName("p") })
        }
        guard let blocks, !blocks.isEmpty else {
            for paragraph in abstract.components(separatedBy: "\n\n") { element.appendElement("p", text: paragraph) }
            return
        }
        for block in blocks { Self.copyInline(block, into: element.appendElement("p"), webLinks: true) }
    }

    /// The title and subtitle a pandoc book marks up (`The *Collected* Works`), for the title page: `<book>`'s
    /// `<title>` and `<subtitle>` hold their emphasis, strong, code, sub- and superscripts as XHTML, as pandoc's
    /// title page shows them, a link as its text. Every other page, the package, the contents and the NCX keep their
    /// text, which is what a template's `xsl:value-of` still reads here.
    func addMarkedUpTitles(of metadata: PublicationMetadata, syntax: MarkdownRenderer.Syntax) {
        guard let book = page.elementChildren.first(where: { $0.hasName("book") }) else { return }
        for (name, markdown) in [("title", metadata.titleMarkdown), ("subtitle", metadata.subtitleMarkdown)] {
            guard let markdown, let element = book.elementChildren.first(where: { $0.hasName(name) }) else { continue }
            let html = MarkdownRenderer.html(from: markdown, syntax: syntax.subtracting([.footnotes, .citations]))
            guard
                let line = (try? XMLTree.parse(html: Data(html.utf8)))?.root?.firstDescendant(where: {
                    $0.hasName("p") || $0.isXHTMLHeading
                })
            else { continue }
            for child in element.children { child.remove() }
            Self.copyInline(line, into: element, webLinks: false)
        }
    }

    private static let abstractInlines: Set<String> = [
        "em", "strong", "i", "b", "code", "sub", "sup", "del", "s", "mark", "q", "cite", "abbr", "small", "br", "a",
    ]

    /// `node`'s text and the inline elements of `abstractInlines` (a link only to the web, and only with
    /// `webLinks`; else its text), into `parent`.
    private static func copyInline(_ node: XMLNode, into parent: XMLNode, webLinks: Bool) {
        for child in node.children {
            if child.kind == .text {
                parent.appendText(child.textContent)
            } else if child.isElement, !child.hasName("ul"), !child.hasName("ol") {
                let href = child.attribute("href") ?? ""
                let web = href.hasPrefix("https://") || href.hasPrefix("http://") || href.hasPrefix("mailto:")
                guard Self.abstractInlines.contains(child.name), !child.hasName("a") || (web && webLinks) else {
                    copyInline(child, into: parent, webLinks: webLinks)
                    continue
                }
                let copy = parent.appendElement(child.name, namespace: XMLTree.xhtmlNamespace)
                if child.hasName("a") { copy.setAttribute("href", href) }
                copyInline(child, into: copy, webLinks: webLinks)
            }
        }
    }

    func addWebLink(_ link: Link) {
        page.appendElement("web-link", text: link.title).setAttribute("href", link.href)
    }

    func addImage(src: String, alt: String) {
        let image = page.appendElement("image")
        image.setAttribute("src", src)
        image.setAttribute("alt", alt)
    }
}
