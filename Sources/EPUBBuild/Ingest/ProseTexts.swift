import XMLTree

/// The text nodes of a page's prose that hold a character: those outside code, math, and the elements `skipping`
/// adds. Passes that read syntax in running text (emoji shortcodes, pandoc's implicit heading references) walk these,
/// never a code block's text.
enum ProseTexts {
    /// Elements whose text is never prose: code, math, and the page's own scripts and styles.
    static let opaque: Set<String> = ["code", "pre", "kbd", "samp", "tt", "script", "style", "math", "svg"]

    /// The text nodes below `element` holding the ASCII `character`, in document order. The text is searched in its
    /// bytes: by Character, the walk cost a book 5 % more instructions.
    static func holding(_ character: Unicode.Scalar, in element: XMLNode, skipping: Set<String> = []) -> [XMLNode] {
        var texts: [XMLNode] = []
        collect(UInt8(ascii: character), in: element, skipping: opaque.union(skipping), into: &texts)
        return texts
    }

    private static func collect(_ byte: UInt8, in element: XMLNode, skipping: Set<String>, into texts: inout [XMLNode])
    {
        for child in element.children {
            if child.kind == .text {
                if child.textContent.utf8.contains(byte) { texts.append(child) }
            } else if child.isElement, !skipping.contains(child.name) {
                collect(byte, in: child, skipping: skipping, into: &texts)
            }
        }
    }
}
