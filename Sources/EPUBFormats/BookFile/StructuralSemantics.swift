/// The terms of the EPUB 3 Structural Semantics Vocabulary 1.1 that name a
/// whole document or section — what a chapter's `type` becomes as its
/// `epub:type`. A term outside this list is almost always a typo, so Load
/// refuses it and suggests the nearest term.
package enum StructuralSemantics {
    package static let sectionTerms: Set<String> = [
        // Partitions and divisions (SSV §2.1, §2.2)
        "cover", "frontmatter", "bodymatter", "backmatter", "volume", "part", "chapter", "division",
        // Sections and components (§2.3)
        "abstract", "foreword", "preface", "prologue", "introduction", "preamble", "conclusion", "epilogue",
        "afterword", "epigraph",
        // Navigation (§2.4)
        "toc", "toc-brief", "landmarks", "loa", "loi", "lot", "lov",
        // Reference sections (§2.5)
        "appendix", "colophon", "credits", "keywords",
        "index", "glossary", "bibliography",
        // Preliminary sections and components (§2.9)
        "titlepage", "halftitlepage", "copyright-page", "seriespage", "acknowledgments", "imprint",
        "imprimatur", "contributors", "other-credits", "errata", "dedication", "revision-history",
        // Complementary content (§2.10)
        "case-study", "notice", "pullquote", "tip",
        // Educational content (§2.12)
        "learning-objectives", "learning-outcomes", "learning-resources", "learning-standards",
        "answers", "assessments", "practices", "qna",
        // Notes (§2.14)
        "footnotes", "endnotes",
    ]

    /// The term nearest to `value` by edit distance, for "did you mean" hints.
    package static func nearest(to value: String) -> String {
        sectionTerms.sorted().min { editDistance(value, $0) < editDistance(value, $1) } ?? "chapter"
    }

    /// Edits from `a` to `b`, a swap of two neighbours counting one (`lio` is one from `loi`, two from `loa`).
    private static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var distance = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { distance[i][0] = i }
        for j in 0...b.count { distance[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                distance[i][j] = min(distance[i - 1][j] + 1, distance[i][j - 1] + 1, distance[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    distance[i][j] = min(distance[i][j], distance[i - 2][j - 2] + 1)
                }
            }
        }
        return distance[a.count][b.count]
    }
}
