/// A zip archive that cannot be read or written, with the archive and (when known) the entry involved.
public struct ZipError: Error, Equatable, Sendable, CustomStringConvertible {
    public var path: String
    public var entry: String?
    public var message: String
    /// The errno of a failed system call, for a caller that words it for its users (`FileError`).
    public var systemError: Int32?

    public init(path: String, entry: String? = nil, message: String, systemError: Int32? = nil) {
        self.path = path
        self.entry = entry
        self.message = message
        self.systemError = systemError
    }

    public var description: String {
        if let entry { return "\(path): entry '\(entry)': \(message)" }
        return "\(path): \(message)"
    }
}
