import EPUBBuild
import EPUBSupport

/// Diagnostics of a fixture book as a user in the book's folder would read them.
enum FixtureMessages {
    static func shown(_ diagnostics: [Diagnostic], book name: String) -> [String] {
        let folder = "books/\(name)/"
        return diagnostics.map(\.description).map { line in
            guard let range = line.range(of: folder) else { return line }
            return String(line[range.upperBound...])
        }
    }
}
