import EPUBModel

/// The numbers figures and listings take their chapter's by: chapters are
/// numbered 1, 2, 3 in reading order and appendices A, B, C; other sections
/// (a preface, an introduction) have none.
struct ChapterNumbering {
    private var chapters = 0
    private var appendices = 0

    mutating func label(for chapter: ChapterSpec) -> String? {
        let terms = chapter.type.split(separator: " ")
        if terms.contains("appendix") {
            appendices += 1
            return appendices <= 26 ? String(UnicodeScalar(UInt8(64 + appendices))) : "A\(appendices)"
        }
        guard terms.contains("chapter") else { return nil }
        chapters += 1
        return String(chapters)
    }
}
