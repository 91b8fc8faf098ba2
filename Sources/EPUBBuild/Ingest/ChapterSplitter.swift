import XMLTree

/// Splits a chapter into one document per heading of its `split` level or
/// above (`split: 2` starts a new document at every h1 and h2 that stands at
/// the top of the chapter). Footnotes move to the document that refers to
/// them, so pop-up notes keep working; links are resolved later, across the
/// split documents, by LinkResolver.
enum ChapterSplitter {
    static func split(_ chapter: ChapterDocument) -> [ChapterDocument] {
        guard let level = chapter.spec.split, let body = chapter.body else { return [chapter] }
        var groups: [[XMLNode]] = [[]]
        for child in body.children {
            if let headingLevel = headingLevel(of: child), headingLevel <= level,
                groups[groups.count - 1].contains(where: \.isElement)
            {
                groups.append([])
            }
            groups[groups.count - 1].append(child)
        }
        guard groups.count > 1 else { return [chapter] }
        moveNotes(in: &groups)
        let endnotes = groups[groups.count - 1].last { $0.isElement && $0.attribute("data-footnotes") != nil }

        return groups.enumerated().map { index, nodes in
            let tree = XMLTree(rootName: "html", namespace: XMLTree.xhtmlNamespace)
            tree.root!.declareNamespace(XMLTree.opsNamespace, prefix: "epub")
            let newBody = tree.root!.appendElement("body")
            for node in nodes { newBody.appendCopy(of: node) }
            if let endnotes { keepOwnEndnotes(in: newBody, from: endnotes) }
            renumberNotes(in: newBody)
            var part = ChapterDocument(
                spec: chapter.spec, format: chapter.format, displayPath: chapter.displayPath,
                source: chapter.source, content: tree)
            part.splitIndex = index
            part.referenceNumbers = chapter.referenceNumbers
            part.sourceSize = chapter.sourceSize / groups.count
            if !chapter.codeBlocks.isEmpty { part.codeBlocks = CodeHighlighting.codeBlocks(in: newBody) }
            if index == 0 {
                part.sourceTitle = chapter.sourceTitle
                part.pageTitle = chapter.pageTitle
                part.includedFiles = chapter.includedFiles
                part.linkedStylesheets = chapter.linkedStylesheets
                part.alternateStylesheetTitles = chapter.alternateStylesheetTitles
                part.headStyles = chapter.headStyles
            }
            part.epubPrefix = chapter.epubPrefix
            part.viewport = chapter.viewport
            if index > 0 {
                part.spec.title = nil  // the book.yaml title names the chapter, i.e. its first document
            }
            return part
        }
    }

    /// Each document's notes numbered from 1, in the order it refers to them, as pandoc numbers a chapter's: the
    /// second chapter of a file had gone on from the first's (its first note "4"). A note referred to twice keeps
    /// its number.
    private static func renumberNotes(in body: XMLNode) {
        var numbers: [String: Int] = [:]
        for link in body.descendants where link.name == "a" && link.attribute("data-footnote-ref") != nil {
            guard let target = link.attribute("href"), link.elementChildren.isEmpty,
                Int(link.textContent) != nil
            else { continue }
            let number = numbers[target] ?? numbers.count + 1
            numbers[target] = number
            link.setText(String(number))
        }
    }

    /// A document's endnotes (`notes: endnotes`): the chapter's list, which its last document holds, cut to the
    /// notes this document refers to, and left out where it refers to none. Every document had listed them in the
    /// last, numbered from 1 there: a note of the second document had been listed second, read as another's.
    private static func keepOwnEndnotes(in body: XMLNode, from endnotes: XMLNode) {
        let referred = Set(
            body.descendants.compactMap { link in
                link.attribute("data-footnote-ref") == nil ? nil : link.attribute("href").map { String($0.dropFirst()) }
            })
        var section = body.elementChildren.last { $0.attribute("data-footnotes") != nil }
        if section == nil, !referred.isEmpty {
            body.appendCopy(of: endnotes)
            section = body.elementChildren.last
        }
        guard let section else { return }
        let notes = { section.elementChildren.filter { $0.hasName("ol") }.flatMap(\.elementChildren) }
        for note in notes() where !referred.contains(note.attribute("id") ?? "") { note.remove() }
        if notes().isEmpty { section.remove() }
    }

    private static func headingLevel(of node: XMLNode) -> Int? {
        guard node.isElement, node.namespaceURI == XMLTree.xhtmlNamespace, node.name.count == 2, node.name.first == "h"
        else { return nil }
        return Int(node.name.dropFirst()).flatMap { (1...6).contains($0) ? $0 : nil }
    }

    /// Footnote asides are collected at the end of the chapter; each goes to the
    /// first group that links to it, in their order (they were listed in reverse).
    private static func moveNotes(in groups: inout [[XMLNode]]) {
        let last = groups.count - 1
        var moved: [(target: Int, note: XMLNode)] = []
        for (position, node) in groups[last].enumerated().reversed() {
            guard node.isElement, node.name == "aside", let id = node.attribute("id") else { continue }
            let target = groups.indices.first { index in
                groups[index].contains { group in
                    group.isElement
                        && (group.descendants + [group]).contains { $0.name == "a" && $0.attribute("href") == "#" + id }
                }
            }
            if let target, target != last {
                groups[last].remove(at: position)
                moved.append((target, node))
            }
        }
        for (target, note) in moved.reversed() { groups[target].append(note) }
    }
}
