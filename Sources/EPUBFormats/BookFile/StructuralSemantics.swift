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

    private static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
