import Foundation

/// The list of books a batch works on: from the command line, from a file
/// (`--from list.txt`, `-` for standard input), and the share of it this
/// machine takes (`--shard K/N`).
public enum BookList {
    /// One path per line; blank lines and lines starting with `#` are skipped.
    /// A relative path is taken from the list file's folder (from the current
    /// folder for standard input), so a list works from wherever it is run.
    public static func read(from file: String) throws(BuildError) -> [String] {
        let data: Data?
        if file == "-" {
            data = FileHandle.standardInput.readAllRetryingInterrupts()
        } else {
            data = FileManager.default.contents(atPath: file)
        }
        guard let data, let text = String(data: data, encoding: .utf8) else {
            throw BuildError(
                .listUnreadable, at: SourceLocation(path: file), stage: .load, "cannot read the list of books")
        }
        let base =
            file == "-"
            ? nil : Paths.directory(of: Paths.absolute(file, relativeTo: FileManager.default.currentDirectoryPath))
        return text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
            .map { line in base.map { Paths.absolute(line, relativeTo: $0) } ?? line }
    }

    /// A share of the list: `K/N`, 1 ≤ K ≤ N.
    public struct Shard: Equatable, Sendable {
        public var index: Int
        public var count: Int

        /// Parses `K/N`.
        public init?(_ text: String) {
            let parts = text.split(separator: "/")
            guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(k) else {
                return nil
            }
            index = k
            count = n
        }

        /// The K-th of N shares: every N-th book starting at the K-th, so shares
        /// are disjoint, cover the list, and differ in size by one at most.
        /// The same list always gives the same shares, with no coordinator.
        public func select<T>(_ books: [T]) -> [T] {
            books.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
        }
    }
}
