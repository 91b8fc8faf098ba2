/// A zip archive that cannot be read or written, with the archive and (when known) the entry involved.
public struct ZipError: Error, Equatable, Sendable, CustomStringConvertible {
    public var path: String
    public var entry: String?
    public var message: String

    public init(path: String, entry: String? = nil, message: String) {
        self.path = path
        self.entry = entry
        self.message = message
    }

    public var description: String {
        if let entry { return "\(path): entry '\(entry)': \(message)" }
        return "\(path): \(message)"
    }
}
