/// The template blocks open where a page is read, innermost last: GitBook's drawn blocks (`{% hint %}`, whose closing
/// tag closes the element its opening one drew) and the tags of plugins epubbuild removes (`{% mcq %}`), any of which
/// may open a block of that plugin's, closed by its `{% endmcq %}`. A drawn block opened inside a plugin's block and
/// not closed there is one of that plugin's own tags (gitbook-plugin-mcqx's `{%hint%}`), not GitBook's: it had drawn
/// a hint that took the rest of the page.
struct TemplateBlockStack {
    struct Block {
        let name: String
        let place: TemplateTagScanner.Place
        /// The element's closing tag; nil for a plugin's tag, removed.
        let closer: String?
    }

    private var blocks: [Block] = []
    /// How many of each name are open: a closing tag that closes nothing is settled without a walk of the stack.
    private var counts: [String: Int] = [:]

    var count: Int { blocks.count }

    func isOpen(_ name: String) -> Bool { counts[name, default: 0] > 0 }

    mutating func push(_ block: Block) {
        blocks.append(block)
        counts[block.name, default: 0] += 1
    }

    mutating func pop() -> Block? {
        guard let block = blocks.popLast() else { return nil }
        counts[block.name, default: 1] -= 1
        return block
    }

    /// Closes the innermost open `name`: the blocks open inside it, innermost first, and it; nil when none is open.
    mutating func close(_ name: String) -> (inside: [Block], closed: Block)? {
        guard isOpen(name) else { return nil }
        var inside: [Block] = []
        while let block = pop() {
            if block.name == name { return (inside, block) }
            inside.append(block)
        }
        return nil
    }
}
