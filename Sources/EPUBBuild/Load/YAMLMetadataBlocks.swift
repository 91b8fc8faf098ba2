import EPUBFormats
import Foundation
import Yams

/// pandoc's `yaml_metadata_block`: a YAML mapping between a `---` line and a `---` or `...` line is metadata wherever
/// it is in the document, after a blank line when it is not at the top ("A YAML metadata block may occur anywhere in
/// the document, but if it is not at the beginning, it must be preceded by a blank line"). Read as CommonMark, one
/// that was not the first line was a thematic break and a paragraph or a heading of `key: value` text, and the title
/// it gave was lost.
///
/// A block is metadata only when its YAML is a mapping, as in pandoc: `---`, a line of text, `---` stays a rule and
/// a heading.
enum YAMLMetadataBlocks {
    struct Block {
        /// The lines of the block, its `---` lines included (0-based).
        let lines: ClosedRange<Int>
        let mapping: Node.Mapping
        /// The YAML's text, and the lines before its first (the opening `---` and all above it).
        let yaml: String
        var lineOffset: Int { lines.lowerBound + 1 }
    }

    /// A block whose YAML does not parse, which pandoc stops at ("YAML parse exception").
    struct Malformed {
        /// The lines before the YAML's first: a mark's line in the YAML plus this is the file's line.
        let lineOffset: Int
        let error: any Error
    }

    /// Every metadata block of `text` outside code, the one at its top included.
    static func blocks(in text: String) -> [Block] {
        var malformed: [Malformed] = []
        return blocks(in: text, malformed: &malformed)
    }

    /// The blocks, and in `malformed` each block that would be one if its YAML parsed.
    static func blocks(in text: String, malformed: inout [Malformed]) -> [Block] {
        guard text.contains("---") else { return [] }
        let lines = text.lines
        let inCode = fencedCode(lines)
        var blocks: [Block] = []
        var index = 0
        while index < lines.count {
            defer { index += 1 }
            guard !inCode[index], isFence(lines[index], opening: true),
                index == 0 || isBlank(lines[index - 1]) || endsLongComment(lines[index - 1]),
                index + 1 < lines.count, !isBlank(lines[index + 1]),
                let end = lines[(index + 1)...].firstIndex(where: { isFence($0, opening: false) })
            else { continue }
            let yaml = lines[(index + 1)..<end].joined(separator: "\n")
            let node: Node?
            do { node = YAMLNesting.tooDeep(yaml) == nil ? try YAMLReading.compose(yaml) : nil } catch {
                malformed.append(Malformed(lineOffset: index + 1, error: error))
                continue
            }
            guard case .mapping(let mapping) = node else { continue }
            blocks.append(Block(lines: index...end, mapping: mapping, yaml: yaml))
            index = end
        }
        return blocks
    }

    /// `text` with the lines of `blocks` blank, so that every other line keeps its number.
    static func blanked(_ text: String, blocks: [Block]) -> String {
        guard !blocks.isEmpty else { return text }
        var lines = text.lines
        for block in blocks {
            for index in block.lines { lines[index] = "" }
        }
        return lines.joined(separator: "\n")
    }

    /// Whether each line is inside a fenced code block (or is its fence): Load reads no further into Markdown.
    private static func fencedCode(_ lines: [Substring]) -> [Bool] {
        var open: (character: Character, count: Int)?
        return lines.map { line in
            let text = line.drop { $0 == " " }
            let character = text.first ?? " "
            let count = text.prefix { $0 == character }.count
            guard line.count - text.count < 4, character == "`" || character == "~", count >= 3 else {
                return open != nil
            }
            if let fence = open {
                if character == fence.character && count >= fence.count
                    && text.dropFirst(count).allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" })
                {
                    open = nil
                }
            } else {
                open = (character, count)
            }
            return true
        }
    }

    /// `---` (or `...` closing), at most three spaces in.
    private static func isFence(_ line: Substring, opening: Bool) -> Bool {
        guard line.prefix(while: { $0 == " " }).count < 4 else { return false }
        let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed == "---" || (!opening && trimmed == "...")
    }

    /// The last line of an HTML comment begun on an earlier line: pandoc's reader takes a block after it as it takes
    /// one after a blank line (a one-line comment's next line it does not).
    private static func endsLongComment(_ line: Substring) -> Bool {
        line.trimmingWhitespace.hasSuffix("-->") && !line.contains("<!--")
    }

    private static func isBlank(_ line: Substring) -> Bool {
        line.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" }
    }
}
