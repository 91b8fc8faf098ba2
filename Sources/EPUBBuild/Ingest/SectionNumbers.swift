import EPUBModel
import XMLTree

/// pandoc's `-N` (`number-sections:`): the sections are numbered through the book in reading order, 1, 1.1,
/// 1.2, 2, and each heading gets its number before its text as pandoc writes it,
/// `<h2 data-number="1.1"><span class="header-section-number">1.1</span> Title</h2>`, so the contents show it
/// too. A heading marked `{-}` or `.unnumbered` is left out and counts for nothing, and so is a heading inside
/// a quote, a list, a table, a figure, an aside or a note, which opens no section of the book.
struct SectionNumbers {
    private var counters = [Int](repeating: 0, count: 6)
    private static let numberClass = "header-section-number"

    /// Numbers the section headings of one document, after those of the documents before it.
    mutating func number(_ body: XMLNode) {
        for (heading, number) in count(body) {
            heading.setAttribute("data-number", number)
            let firstText = heading.firstChild
            let span = heading.prependElement("span", text: number)
            span.setAttribute("class", Self.numberClass)
            if let firstText { heading.insertText(" ", before: firstText) }
        }
    }

    /// The section headings of one document, each with its number, counted after those of the documents before it
    /// (pandoc-crossref counts them so for `@sec:x`, numbered on the page or not).
    mutating func count(_ body: XMLNode) -> [(heading: XMLNode, number: String)] {
        var numbered: [(heading: XMLNode, number: String)] = []
        for heading in body.descendants {
            guard let level = HeadingLevels.level(of: heading), opensSection(heading, in: body) else { continue }
            counters[level - 1] += 1
            for deeper in level..<6 { counters[deeper] = 0 }
            numbered.append((heading, counters[..<level].map(String.init).joined(separator: ".")))
        }
        return numbered
    }

    /// Whether `element` is the number this adds to a heading (it is no part of the heading's anchor).
    static func isNumber(_ element: XMLNode) -> Bool {
        element.name == "span" && element.attribute("class") == numberClass
    }

    /// `heading` as if `number` had passed it over: its number and the space after it gone, marked unnumbered
    /// (pandoc's citeproc so marks the heading its entries go under).
    static func unnumber(_ heading: XMLNode) {
        for child in heading.elementChildren where isNumber(child) {
            if let space = child.nextSibling, space.kind == .text, space.textContent.allSatisfy(\.isWhitespace) {
                space.remove()
            }
            child.remove()
        }
        heading.removeAttribute("data-number")
        let classes = (heading.attribute("class") ?? "").split(separator: " ").map(String.init)
        if !classes.contains("unnumbered") {
            heading.setAttribute("class", (classes + ["unnumbered"]).joined(separator: " "))
        }
    }

    private func opensSection(_ heading: XMLNode, in body: XMLNode) -> Bool {
        let classes = (heading.attribute("class") ?? "").split(separator: " ")
        guard !classes.contains("unnumbered") else { return false }
        var ancestor = heading.parent
        while let current = ancestor, !current.isSame(as: body) {
            if Heading.sectionlessContainers.contains(current.name) { return false }
            ancestor = current.parent
        }
        return true
    }
}
