import Foundation

/// A book `epubbuild info --json` could not read, as it appears in the array
/// printed for several books: `{"error": "…", "file": "…"}`.
public struct InfoFailure: Codable, Equatable, Sendable {
    public var file: String
    /// What is wrong, without the location (the file says which book).
    public var error: String

    public init(file: String, error: String) {
        self.file = file
        self.error = error
    }

    /// Pretty, key-sorted JSON, like `PublicationInfo.json()`.
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self)
    }
}
