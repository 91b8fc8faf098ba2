/// An archive entry `unpack` will not write, and why: its name could reach
/// outside the target, it is a symbolic link, a zip bomb, or it clashes with
/// another entry.
public struct SkippedEntry: Codable, Equatable, Sendable {
    /// The name as the archive stores it.
    public var name: String
    public var reason: String

    public init(name: String, reason: String) {
        self.name = name
        self.reason = reason
    }
}
