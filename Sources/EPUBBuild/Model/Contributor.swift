/// A person or organisation credited in the metadata.
public struct Contributor: Equatable, Hashable, Sendable, Codable {
    public var name: String
    /// The sort form, `Austen, Jane` (`file-as` in book.yaml and OPF).
    public var fileAs: String?
    /// A MARC relator code (`aut`, `edt`, `ill`, `trl`, …).
    public var role: String?

    public init(name: String, fileAs: String? = nil, role: String? = nil) {
        self.name = name
        self.fileAs = fileAs
        self.role = role
    }
}
