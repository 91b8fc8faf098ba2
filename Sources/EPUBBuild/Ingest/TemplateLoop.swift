/// A GitBook page's `{% for item in book.list %}` … `{% endfor %}`, its tags each alone on its line, over a list the
/// build knows: book.json's (`variables`, a list of texts or of objects, `{{ item.name }}`) or one written in the tag
/// (`["a", "b"]`). GitBook renders the page as a Nunjucks template, so the lines between the tags are the page's once
/// per item; they had been kept once, the item's `{{ item }}` removed. A list of a namespace the book defines that it
/// does not give is empty, as Nunjucks has it: the lines are left out.
struct TemplateLoop {
    /// Per pass: the values it gives (`item`, `item.name`, `loop.index`, `loop.first`…).
    let passes: [[String: String]]
    /// The lines between the tags, as read, each with its origin and ending.
    var lines: [(text: Substring, origin: SourceText.Origin, ending: String)] = []
    /// How many `{% for %}` lines are open, this one included: the loop ends when its own `{% endfor %}` closes it.
    var depth = 1

    /// nil when the loop cannot be run: its list is none the build knows (`page.headings`), or the tag is not
    /// `name in list` (`key, value in object`).
    init?(_ arguments: Substring, values: [String: String], namespaces: Set<String>) {
        guard let match = arguments.wholeMatch(of: Self.pattern) else { return nil }
        let variable = String(match.1)
        let list = Substring(match.2.trimmingWhitespace)
        let items: [[String: String]]
        if list.hasPrefix("[") {
            guard let texts = Self.literalList(list) else { return nil }
            items = texts.map { [variable: $0] }
        } else {
            guard let found = Self.items(of: String(list), as: variable, values: values, namespaces: namespaces) else {
                return nil
            }
            items = found
        }
        passes = items.enumerated().map { index, bindings in
            bindings.merging([
                "loop.index": String(index + 1), "loop.index0": String(index),
                "loop.revindex": String(items.count - index), "loop.first": String(index == 0),
                "loop.last": String(index == items.count - 1), "loop.length": String(items.count),
            ]) { own, _ in own }
        }
    }

    // Compiled once; never mutated after it is built (Swift 6 cannot prove that, hence nonisolated(unsafe)).
    nonisolated(unsafe) private static let pattern = /\s*([A-Za-z_]\w*)\s+in\s+(.+?)\s*/

    /// `["a", 'b', 3]`: its items' texts; nil for another list (of variables, of lists).
    private static func literalList(_ text: Substring) -> [String]? {
        guard text.hasSuffix("]") else { return nil }
        let inner = text.dropFirst().dropLast()
        guard let tokens = TemplateCondition.tokens(of: inner) else { return nil }
        var texts: [String] = []
        for (index, token) in tokens.enumerated() {
            switch (index % 2, token) {
            case (0, .text(let text)): texts.append(text)
            case (0, .number(let number)): texts.append(number == number.rounded() ? String(Int(number)) : "\(number)")
            case (1, .symbol(",")): continue
            default: return nil
            }
        }
        return texts
    }

    /// The items of the list at `path` in `values` (`book.list.0`, `book.list.1.name`…), each as the values it gives
    /// `variable`; empty for a path of a namespace the book defines that it does not give; nil for one it cannot know.
    private static func items(
        of path: String, as variable: String, values: [String: String], namespaces: Set<String>
    ) -> [[String: String]]? {
        var items: [[String: String]] = []
        while true {
            let prefix = "\(path).\(items.count)"
            var bindings: [String: String] = [:]
            if let scalar = values[prefix] { bindings[variable] = scalar }
            for (key, value) in values where key.hasPrefix(prefix + ".") {
                bindings[variable + key.dropFirst(prefix.count)] = value
            }
            guard !bindings.isEmpty else { break }
            items.append(bindings)
        }
        if !items.isEmpty { return items }
        let namespace = String(path.prefix { $0 != "." })
        let given = values[path] != nil || values.keys.contains { $0.hasPrefix(path + ".") }
        return namespace.count < path.count && namespaces.contains(namespace) && !given ? [] : nil
    }
}
