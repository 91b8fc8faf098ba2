import XMLTree

/// GitHub's emoji shortcodes (pandoc's `emoji` extension, on in its `gfm`): `:smile:` in a chapter's text is
/// shown as 😄, written as pandoc writes it, `<span class="emoji" data-emoji="smile">😄</span>`. Text in code,
/// links' addresses and math stays as written, as on GitHub; a name no emoji has (`:foo:`, `std::io::Read`'s
/// `:io:`) stays text.
enum Emoji {
    /// `written` read once, at the first chapter that needs it, in its bytes: split by Character, the table took
    /// 170 million instructions to read, a tenth of a book's build.
    private static let table: [String: String] = {
        var table: [String: String] = [:]
        table.reserveCapacity(5000)
        let bytes = Array(written.utf8)
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count && bytes[end] != UInt8(ascii: " ") && bytes[end] != UInt8(ascii: "\n") { end += 1 }
            if let equals = bytes[start..<end].firstIndex(of: UInt8(ascii: "=")) {
                table[String(decoding: bytes[start..<equals], as: UTF8.self)] = String(
                    decoding: bytes[(equals + 1)..<end], as: UTF8.self)
            }
            start = end + 1
        }
        return table
    }()

    /// Whether `html` may hold a shortcode: a colon, a name's characters, a colon. Most chapters have none,
    /// and skip the walk.
    static func mayHaveShortcodes(_ html: String) -> Bool {
        var utf8 = html.utf8.makeIterator()
        var run = -1  // characters since an opening colon; -1: none open
        while let byte = utf8.next() {
            if byte == UInt8(ascii: ":") {
                if run > 0 { return true }
                run = 0
            } else if run >= 0 {
                run = isNameByte(byte) ? run + 1 : -1
            }
        }
        return false
    }

    static func apply(to body: XMLNode) {
        for text in ProseTexts.holding(":", in: body) { replaceShortcodes(in: text) }
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "+"), UInt8(ascii: "-"):
            true
        default: false
        }
    }

    /// The shortcodes of one text node, each made a span before it; what is left stays the node's text.
    private static func replaceShortcodes(in node: XMLNode) {
        let text = Array(node.textContent.utf8)
        guard let parent = node.parent else { return }
        var placed = 0  // the end of the text already placed before the node
        var index = 0
        while index < text.count {
            guard text[index] == UInt8(ascii: ":") else {
                index += 1
                continue
            }
            var end = index + 1
            while end < text.count, isNameByte(text[end]) { end += 1 }
            guard end < text.count, text[end] == UInt8(ascii: ":"), end > index + 1,
                let character = table[String(decoding: text[(index + 1)..<end], as: UTF8.self)]
            else {
                // The closing colon may open the next shortcode (`:a::b:` is not, `:x: :y:` is).
                index = end > index + 1 && end < text.count && text[end] == UInt8(ascii: ":") ? end : index + 1
                continue
            }
            if placed < index { parent.insertText(String(decoding: text[placed..<index], as: UTF8.self), before: node) }
            let span = parent.insertElement("span", before: node)
            span.setAttribute("class", "emoji")
            span.setAttribute("data-emoji", String(decoding: text[(index + 1)..<end], as: UTF8.self))
            span.appendText(character)
            placed = end + 1
            index = end + 1
        }
        if placed > 0 { node.setText(String(decoding: text[placed...], as: UTF8.self)) }
    }
}
