import Foundation

/// Writes a large Markdown book whose chapters all share heading names and
/// link densely to each other, deterministically (a fixed linear congruential
/// generator picks the link targets).
enum StressBook {
    static func write(chapters: Int, to folder: String) throws -> String {
        var seed: UInt64 = 42
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        var yaml = "title: Stress Book\nauthors: Generator\nlanguage: en\nchapters:\n"
        for index in 1...chapters {
            let name = String(format: "chapter-%04d.md", index)
            yaml += "  - \(name)\n"
            var text = "# Chapter \(index)\n\nOpening text of chapter \(index).\n\n"
            for section in ["Overview", "Details", "Details", "Summary"] {
                text += "## \(section)\n\n"
                for _ in 0..<3 {
                    let target = String(format: "chapter-%04d.md", next(chapters) + 1)
                    let fragment = ["", "#overview", "#details", "#details-1", "#summary"][next(5)]
                    text += "See [another chapter](\(target)\(fragment)) and [this one's overview](#overview).\n"
                }
                text += "\n"
            }
            try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
        }
        try yaml.write(toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        return folder + "/book.yaml"
    }
}
