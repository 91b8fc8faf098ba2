import EPUBSupport

/// The metadata keys of one file (or of the command line) that an EPUB has no use for. pandoc says nothing of them:
/// metadata is open to any template or filter, and a book shared with a PDF build sets LaTeX's (`toc-own-page`,
/// `titlepage-background`). A key close to one the EPUB takes is likely a slip of the keyboard, and has a warning of
/// its own that names it; the rest are one warning, at the first, so a shared metadata file is one line, not five.
struct UnusedKeys {
    private var others: [(key: String, at: SourceLocation)] = []
    private(set) var warnings: [Diagnostic] = []

    mutating func add(_ key: String, at location: SourceLocation) {
        let name = MarkdownBook.pandocNames[key] ?? key
        if let near = NearestName.to(name, among: MarkdownBook.bookKeys) {
            warnings.append(
                Diagnostic(
                    .warning, .unknownKey, at: location, stage: .load,
                    "metadata '\(key)' is not used for an EPUB; ignored — did you mean '\(near)'?"))
        } else {
            others.append((key, location))
        }
    }

    /// The warnings: the close ones, then one for the others.
    var all: [Diagnostic] {
        guard let first = others.first else { return warnings }
        let message = "metadata \(Self.listed(others.map(\.key))) not used for an EPUB; ignored"
        return warnings + [Diagnostic(.warning, .unknownKey, at: first.at, stage: .load, message)]
    }

    /// `'a' is`, `'a' and 'b' are`, `'a', 'b', 'c', 'd' and 3 more are`.
    static func listed(_ keys: [String]) -> String {
        let names = keys.map { "'\($0)'" }
        guard let last = names.last else { return "" }
        let shown =
            names.count > 5
            ? names.prefix(4).joined(separator: ", ") + " and \(names.count - 4) more"
            : names.dropLast().joined(separator: ", ") + (names.count > 1 ? " and " : "") + last
        return shown + (names.count == 1 ? " is" : " are")
    }
}
