/// A person or organisation credited in the metadata.
public struct Contributor: Equatable, Hashable, Sendable, Codable {
    /// Whether `code` is a MARC relator code (`aut`, `ill`, `trl`): the roles book.yaml takes and the build
    /// writes as `role` refinements (EPUB 3.3 §D.3.16). The code list is open, so only the form is checked.
    public static func isRoleCode(_ code: String) -> Bool {
        code.utf8.count == 3 && code.utf8.allSatisfy { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }
    }

    /// The name in another script, for readers and catalogues that use it
    /// (an `alternate-script` refinement, EPUB 3.3 §D.3).
    public struct AlternateScript: Equatable, Hashable, Sendable, Codable {
        public var name: String
        /// The BCP 47 tag of the language and script (`ja`, `en`, `sr-Latn`).
        public var language: String

        public init(name: String, language: String) {
            self.name = name
            self.language = language
        }
    }

    public var name: String
    /// The sort form, `Austen, Jane` (`file-as` in book.yaml and OPF).
    public var fileAs: String?
    /// A MARC relator code (`aut`, `edt`, `ill`, `trl`, …).
    public var role: String?
    /// Roles besides `role`, in order: one person may be credited as several (Standard Ebooks' producer is the
    /// book's designer, its typesetter and its proofreader).
    public var otherRoles: [String] = []
    public var alternateScripts: [AlternateScript] = []

    /// Every role, `role` first.
    public var roles: [String] { (role.map { [$0] } ?? []) + otherRoles }

    public init(name: String, fileAs: String? = nil, role: String? = nil, alternateScripts: [AlternateScript] = []) {
        self.name = name
        self.fileAs = fileAs
        self.role = role
        self.alternateScripts = alternateScripts
    }
}
