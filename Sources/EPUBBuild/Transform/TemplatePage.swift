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
/// </page>
/// ```
struct TemplatePage {
    enum Kind: String {
        case chapter, part, cover, titlepage, navigation, picture
    }

    let tree: XMLTree
    private var page: XMLNode { tree.root! }

    init(kind: Kind, href: String, metadata: PublicationMetadata, stylesheets: [String]) {
        tree = XMLTree(rootName: "page")
        page.setAttribute("kind", kind.rawValue)
        page.setAttribute("href", href)
        page.setAttribute("lang", metadata.language)
        if RightToLeftLanguages.contains(metadata.language) { page.setAttribute("dir", "rtl") }
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
        for (name, value) in [("language", metadata.language), ("identifier", metadata.identifier), ("date", metadata.date),
                              ("publisher", metadata.publisher), ("rights", metadata.rights),
                              ("description", metadata.description)] {
            if let value { book.appendElement(name, text: value) }
        }
        for subject in metadata.subjects { book.appendElement("subject", text: subject) }
        for stylesheet in stylesheets {
            page.appendElement("stylesheet").setAttribute("href", PackageLayout.relativeHref(from: href, to: stylesheet))
        }
    }

    func add(_ name: String, text: String) {
        page.appendElement(name, text: text)
    }

    /// Copies the children of `body` into `<content>`, and its attributes
    /// (the source page's `<body id class dir …>`) onto it.
    func addContent(from body: XMLNode) {
        let content = page.appendElement("content")
        for attribute in body.attributes {
            content.setAttribute(attribute.name, attribute.value, namespace: attribute.namespace,
                                 prefix: attribute.namespace == XMLTree.opsNamespace ? "epub" : nil)
        }
        for child in body.children { content.appendCopy(of: child) }
    }

    func addImage(src: String, alt: String) {
        let image = page.appendElement("image")
        image.setAttribute("src", src)
        image.setAttribute("alt", alt)
    }

    /// `<toc title="…"><entry title="…" href="…">…</entry></toc>` with hrefs relative to this page.
    func addTableOfContents(_ entries: [TOCEntry], title: String, from href: String) {
        let toc = page.appendElement("toc")
        toc.setAttribute("title", title)
        func add(_ entry: TOCEntry, to parent: XMLNode) {
            let element = parent.appendElement("entry")
            element.setAttribute("title", entry.title)
            element.setAttribute("href", relative(entry.href, from: href))
            for child in entry.children { add(child, to: element) }
        }
        for entry in entries { add(entry, to: toc) }
    }

    func addLandmarks(_ landmarks: [Landmark], from href: String) {
        let element = page.appendElement("landmarks")
        for landmark in landmarks {
            let entry = element.appendElement("entry")
            entry.setAttribute("type", landmark.type)
            entry.setAttribute("title", landmark.title)
            entry.setAttribute("href", relative(landmark.href, from: href))
        }
    }

    /// `<page-list><entry title="12" href="…"/></page-list>`, when the book has one.
    func addPageList(_ pages: [TOCEntry], from href: String) {
        guard !pages.isEmpty else { return }
        let element = page.appendElement("page-list")
        for target in pages {
            let entry = element.appendElement("entry")
            entry.setAttribute("title", target.title)
            entry.setAttribute("href", relative(target.href, from: href))
        }
    }

    private func relative(_ target: String, from href: String) -> String {
        let parts = target.split(separator: "#", maxSplits: 1).map(String.init)
        let path = PackageLayout.relativeHref(from: href, to: parts[0])
        return parts.count > 1 ? path + "#" + parts[1] : path
    }
}
