import Foundation

/// pandoc's title block (its `pandoc_title_block` extension) at the top of a
/// book's first file: up to three lines starting with `%` — the title, the
/// authors (separated by `;`), the date — each continued on lines that start
/// with a space; a field left empty (`%` alone) is not given.
///
/// A book given as Markdown files reads it whatever the dialect: `% Title`
/// shown as a paragraph is never what its author meant (os1k's `title.txt`
/// holds nothing else, read with `-f gfm`).
struct TitleBlock: Equatable {
    var title: String?
    var authors: [String] = []
    var date: String?
    /// The lines it takes at the top of the file, blanked from the chapter; each field's line is in `lines`.
    var lineCount = 0
    /// The line (1-based) of the title, authors and date fields.
    var lines: [Int] = []

    /// The title block `text` starts with, if it does.
    init?(_ text: Substring) {
        guard text.hasPrefix("%") else { return nil }
        var fields: [(text: String, line: Int)] = []
        for (index, line) in text.lines.enumerated() {
            let line = line.hasSuffix("\r") ? line.dropLast() : line
            if line.hasPrefix("%"), fields.count < 3 {
                fields.append((String(line.dropFirst()), index + 1))
            } else if let first = line.first, first == " " || first == "\t", !fields.isEmpty,
                !line.allSatisfy(\.isWhitespace)
            {
                // A continued author field starts a new author; a continued title goes on.
                fields[fields.count - 1].text +=
                    (fields.count == 2 ? ";" : " ") + line.trimmingCharacters(in: .whitespaces)
            } else {
                break
            }
            lineCount = index + 1
        }
        let trimmed = fields.map { $0.text.trimmingCharacters(in: .whitespaces) }
        title = trimmed.first.flatMap { $0.isEmpty ? nil : $0 }
        if trimmed.count > 1 {
            authors = trimmed[1].split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }
        }
        date = trimmed.count > 2 && !trimmed[2].isEmpty ? trimmed[2] : nil
        lines = fields.map(\.line)
    }
}
