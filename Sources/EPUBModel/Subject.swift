/// A `dc:subject`, with the scheme it is drawn from when it has one: the
/// `authority` and `term` refinements (EPUB 3.3 §5.5.3.4: each needs the other).
public struct Subject: Equatable, Hashable, Sendable, Codable, ExpressibleByStringLiteral {
    /// What readers see: `Science / Earth Sciences / Oceanography`.
    public var name: String
    /// The scheme: `BISAC`, `THEMA`, or the scheme's web address.
    public var authority: String?
    /// The code in that scheme: `SCI052000`, `RBKC`.
    public var code: String?

    public init(_ name: String, authority: String? = nil, code: String? = nil) {
        self.name = name
        self.authority = authority
        self.code = code
    }

    public init(stringLiteral value: String) { self.init(value) }

    /// `value` as an authority: BISAC and THEMA in capitals, another
    /// scheme's name or web address as given; nil if it is neither.
    package static func authority(_ value: String) -> String? {
        switch value.lowercased() {
        case "bisac": return "BISAC"
        case "thema": return "THEMA"
        default:
            let isName = value.wholeMatch(of: /[A-Za-z][A-Za-z0-9_-]*/) != nil
            return isName || value.hasPrefix("http://") || value.hasPrefix("https://") ? value : nil
        }
    }

    /// What is wrong with `code` as a code of `authority`, or nil.
    package static func problem(code: String, authority: String) -> String? {
        switch authority {
        case "BISAC":
            // Three letters for the heading, six digits: SCI052000.
            code.wholeMatch(of: /[A-Z]{3}[0-9]{6}/) == nil
                ? "BISAC code '\(code)' is not three capital letters and six digits, such as SCI052000" : nil
        case "THEMA":
            // A subject (RBKC) or qualifier (1DDU-GB-S) code.
            code.wholeMatch(of: /[A-Z0-9]+(-[A-Z0-9]+)*/) == nil
                ? "Thema code '\(code)' is not a subject or qualifier code such as RBKC or 1DDU-GB-S" : nil
        default:
            nil
        }
    }
}
