import Yams

/// How the book files (and bibliographies) are composed into Yams nodes: with no tag resolution.
///
/// Yams' default resolver compiles seven NSRegularExpressions through ICU
/// the first time any node asks for it: 9 M instructions, about 2 ms, at
/// the start of every build. Nothing the build reads needs it: `bool`,
/// `int` and `string` read a scalar's text, not its resolved tag. Only
/// writing a book.yaml (`BookSpecWriter`, where a string such as `yes` must
/// be quoted) resolves tags, and it keeps Yams' default.
package enum YAMLReading {
    /// The node of `text`, or nil for an empty document.
    /// YAML indents with spaces only; pandoc reads an indenting tab (`author:` / `<tab>- Ann`) as spaces, and so
    /// does this when the text does not parse otherwise (the first error stays the one told when neither does).
    package static func compose(_ text: String) throws -> Node? {
        do {
            return try Yams.compose(yaml: text, .basic)
        } catch {
            guard let spaced = tabsIndentingAsSpaces(text), let node = try? Yams.compose(yaml: spaced, .basic) else {
                throw error
            }
            return node
        }
    }

    /// `text` with each tab of a line's indentation four spaces; nil when no line is indented by a tab.
    private static func tabsIndentingAsSpaces(_ text: String) -> String? {
        var changed = false
        let lines = text.lines.map { line -> Substring in
            let indentation = line.prefix { $0 == " " || $0 == "\t" }
            guard indentation.contains("\t") else { return line }
            changed = true
            return Substring(indentation.replacingOccurrences(of: "\t", with: "    "))
                + line.dropFirst(indentation.count)
        }
        return changed ? lines.joined(separator: "\n") : nil
    }

    /// The first document of `text`, or nil when it has none: for a file that may hold more after it (a
    /// CSL-YAML bibliography closed by `---` or `...`).
    package static func firstDocument(_ text: String) throws -> Node? {
        try Parser(yaml: text, resolver: .basic).nextRoot()
    }
}

extension Tag {
    /// The tag of a node the build makes from what it read (TOML, book.json,
    /// the command line), unresolved as `YAMLReading` leaves a composed one.
    /// A new instance each time: Yams resolves a tag in place.
    package static var unresolved: Tag { Tag(.implicit, .basic, .default) }
}
