import EPUBSupport

/// The book file of a project folder, for `epubbuild build` given a folder
/// (or nothing: the current one). The first that exists wins: book.yaml;
/// mdBook's book.toml; GitBook's book.js (read before book.json, as GitBook does), book.json, then .gitbook.yaml;
/// then a
/// SUMMARY.md alone, read as a GitBook summary.
public enum BookDiscovery {
    public struct Found: Equatable, Sendable {
        /// The book file, absolute.
        public var file: String
        /// What kind of project it makes the folder, for the line the CLI prints.
        public var kind: String
    }

    static let candidates = [
        ("book.yaml", "book.yaml"), ("book.toml", "mdBook project"), ("book.js", "GitBook project"),
        ("book.json", "GitBook project"),
        (".gitbook.yaml", "GitBook project"), ("SUMMARY.md", "summary without a book file"),
    ]

    /// The names looked for, in order, for the message when none is there.
    public static var names: [String] { candidates.map(\.0) }

    public static func find(in folder: String, files: any SourceFiles = DiskFiles()) -> Found? {
        for (name, kind) in candidates {
            let file = Paths.absolute(name, relativeTo: folder)
            if files.isFile(file) { return Found(file: file, kind: kind) }
        }
        return nil
    }

    /// The books of a GitBook project in several languages (its LANGS.md), one per language; nil for any other.
    public static func languageBooks(in folder: String, files: any SourceFiles = DiskFiles()) -> [String]? {
        GitBookProject.languageBooks(in: folder, files: files)
    }
}
