import XMLTree

/// pandoc's numbered code blocks (```` ```{.python .numberLines startFrom="5"} ````, its `fenced_code_attributes`):
/// each line starts with an empty `<span class="line-number" data-line="5" aria-hidden="true"/>`, whose number
/// book.css draws (`content: attr(data-line)`). The number is no text of the page, so a reader copying the code
/// copies no numbers, a screen reader does not read one per line, and the code's text is what the author wrote.
/// Written in Transform, after the highlighting spans, into them where a line starts inside one (a string over
/// three lines); pandoc draws its numbers with a CSS counter on an empty link per line, to the same effect.
enum CodeLineNumbers {
    /// Whether `code` (a block's) is numbered and still the plain text Markdown made: a block already marked up
    /// (an unpacked book's numbers, pandoc's own spans) is left as it is, and numbered once.
    static func isToBeNumbered(_ code: XMLNode) -> Bool {
        guard let classes = code.parent?.attribute("class"),
            classes.split(separator: " ").contains(where: { CodeAttributes.numberingClasses.contains(String($0)) })
        else { return false }
        return code.children.allSatisfy { $0.kind == .text } && !code.textContent.isEmpty
    }

    /// Numbers the lines of `code` from its block's `startFrom` (pandoc's default, 1); the newline that ends the
    /// last line starts none.
    static func number(_ code: XMLNode) {
        let text = code.textContent
        var line = code.parent?.attribute("data-startfrom").flatMap { Int($0) } ?? 1
        var newlinesLeft = text.utf8.count(where: { $0 == UInt8(ascii: "\n") })
        let endsWithNewline = text.hasSuffix("\n")
        mark(line, in: code, before: code.firstChild)
        for node in textNodes(in: code) {
            let value = node.textContent
            guard value.contains("\n"), let parent = node.parent else { continue }
            let pieces = value.split(separator: "\n", omittingEmptySubsequences: false)
            for (index, piece) in pieces.enumerated() {
                let isLast = index == pieces.count - 1
                let written = isLast ? String(piece) : piece + "\n"
                if !written.isEmpty { parent.insertText(written, before: node) }
                guard !isLast else { continue }
                newlinesLeft -= 1
                if newlinesLeft > 0 || !endsWithNewline {
                    line += 1
                    mark(line, in: parent, before: node)
                }
            }
            node.remove()
        }
    }

    /// The empty element that starts line `line`, in `parent` before `node` (at its end when nil).
    private static func mark(_ line: Int, in parent: XMLNode, before node: XMLNode?) {
        let marker = parent.insertElement("span", before: node)
        marker.setAttribute("class", "line-number")
        marker.setAttribute("data-line", String(line))
        marker.setAttribute("aria-hidden", "true")
    }

    /// The text nodes below `element`, in document order (the code's own and its highlighting spans').
    private static func textNodes(in element: XMLNode) -> [XMLNode] {
        element.children.flatMap { $0.kind == .text ? [$0] : $0.isElement ? textNodes(in: $0) : [] }
    }
}
