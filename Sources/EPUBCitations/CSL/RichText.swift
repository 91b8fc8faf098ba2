/// What the CSL processor writes: text with CSL's formatting, quotes, links and display blocks, independent of
/// the document it goes into (the build writes it as XHTML; the tests read it as text or HTML).
public indirect enum RichText: Sendable, Equatable {
    case text(String)
    case sequence([RichText])
    case styled(Formatting, RichText)
    /// Text between the locale's quotation marks, kept apart so that punctuation can move inside.
    case quoted(open: String, close: String, RichText)
    case link(href: String, RichText)
    /// A part of a bibliography entry laid out apart (`display="left-margin"`, `right-inline`, `block`, `indent`).
    case display(String, RichText)

    public static let empty = RichText.sequence([])

    public struct Formatting: Sendable, Equatable, Hashable {
        public var italic = false
        public var bold = false
        public var smallCaps = false
        public var underline = false
        /// `sup`, `sub` or nil.
        public var verticalAlign: String?
        /// `font-style="normal"` inside italics: roman again.
        public var roman = false
        public var isPlain: Bool { self == Formatting() }

        public init() {}
    }

    /// The text without formatting, quotation marks included: for sorting, comparing and emptiness.
    public var plainText: String {
        switch self {
        case .text(let text): Reference.unmarked(text)
        case .sequence(let parts): parts.map(\.plainText).joined()
        case .styled(_, let inner), .link(_, let inner), .display(_, let inner): inner.plainText
        case .quoted(let open, let close, let inner): open + inner.plainText + close
        }
    }

    public var isEmpty: Bool {
        switch self {
        case .text(let text): text.isEmpty
        case .sequence(let parts): parts.allSatisfy(\.isEmpty)
        case .styled(_, let inner), .link(_, let inner), .display(_, let inner), .quoted(_, _, let inner):
            inner.isEmpty
        }
    }

    /// Whether the text opens in superscript: a numeric style's superscript citation ("striped¹"), which takes
    /// the place of the space before it, as pandoc writes it.
    public var opensInSuperscript: Bool { opens(inSuperscript: false) ?? false }

    private func opens(inSuperscript: Bool) -> Bool? {
        switch self {
        case .text(let text): return Reference.unmarked(text).isEmpty ? nil : inSuperscript
        case .sequence(let parts): return parts.lazy.compactMap { $0.opens(inSuperscript: inSuperscript) }.first
        case .styled(let formatting, let inner):
            return inner.opens(inSuperscript: inSuperscript || formatting.verticalAlign == "sup")
        case .link(_, let inner), .display(_, let inner): return inner.opens(inSuperscript: inSuperscript)
        case .quoted(_, _, let inner): return inner.isEmpty ? nil : inSuperscript
        }
    }

    var firstCharacter: Character? {
        switch self {
        case .text(let text): text.first
        case .sequence(let parts): parts.lazy.compactMap(\.firstCharacter).first
        case .styled(_, let inner), .link(_, let inner), .display(_, let inner): inner.firstCharacter
        case .quoted(let open, _, let inner): inner.isEmpty ? nil : open.first
        }
    }

    var lastCharacter: Character? {
        switch self {
        case .text(let text): text.last
        case .sequence(let parts): parts.reversed().lazy.compactMap(\.lastCharacter).first
        case .styled(_, let inner), .link(_, let inner), .display(_, let inner): inner.lastCharacter
        case .quoted(_, let close, let inner): inner.isEmpty ? nil : close.last
        }
    }

    /// The text with its first character removed (a period an affix repeats).
    func droppingFirst() -> RichText {
        switch self {
        case .text(let text): return .text(String(text.dropFirst()))
        case .sequence(var parts):
            guard let index = parts.firstIndex(where: { !$0.isEmpty }) else { return self }
            parts[index] = parts[index].droppingFirst()
            return .sequence(parts)
        case .styled(let formatting, let inner): return .styled(formatting, inner.droppingFirst())
        case .link(let href, let inner): return .link(href: href, inner.droppingFirst())
        case .display(let kind, let inner): return .display(kind, inner.droppingFirst())
        case .quoted: return self
        }
    }

    /// The text with its first letter in upper case, as a note opens ("See Knuth, 12."; pandoc's citeproc).
    func capitalizingFirst() -> RichText {
        switch self {
        case .text(let text): return .text(TextCase.capitalized(text))
        case .sequence(var parts):
            guard let index = parts.firstIndex(where: { !$0.isEmpty }) else { return self }
            parts[index] = parts[index].capitalizingFirst()
            return .sequence(parts)
        case .styled(let formatting, let inner): return .styled(formatting, inner.capitalizingFirst())
        case .link(let href, let inner): return .link(href: href, inner.capitalizingFirst())
        case .display(let kind, let inner): return .display(kind, inner.capitalizingFirst())
        case .quoted(let open, let close, let inner):
            return .quoted(open: open, close: close, inner.capitalizingFirst())
        }
    }

    /// Whether the text ends with a closing quotation mark, where punctuation-in-quote puts a period or comma.
    var endsWithQuote: Bool {
        switch self {
        case .quoted(_, _, let inner): !inner.isEmpty
        case .sequence(let parts): parts.last(where: { !$0.isEmpty })?.endsWithQuote ?? false
        case .styled(_, let inner), .link(_, let inner), .display(_, let inner): inner.endsWithQuote
        case .text: false
        }
    }

    /// Puts `punctuation` just inside the closing quotation mark the text ends with.
    func insertingBeforeClosingQuote(_ punctuation: String) -> RichText {
        switch self {
        case .quoted(let open, let close, let inner):
            if inner.lastCharacter.map({ ".,!?".contains($0) }) ?? false { return self }
            return .quoted(open: open, close: close, .sequence([inner, .text(punctuation)]))
        case .sequence(var parts):
            guard let index = parts.lastIndex(where: { !$0.isEmpty }) else { return self }
            parts[index] = parts[index].insertingBeforeClosingQuote(punctuation)
            return .sequence(parts)
        case .styled(let formatting, let inner):
            return .styled(formatting, inner.insertingBeforeClosingQuote(punctuation))
        case .link(let href, let inner): return .link(href: href, inner.insertingBeforeClosingQuote(punctuation))
        case .display(let kind, let inner): return .display(kind, inner.insertingBeforeClosingQuote(punctuation))
        case .text: return self
        }
    }

    /// Each leaf's text changed by `transform`, in order.
    func mapText(_ transform: (String) -> String) -> RichText {
        switch self {
        case .text(let text): .text(transform(text))
        case .sequence(let parts): .sequence(parts.map { $0.mapText(transform) })
        case .styled(let formatting, let inner): .styled(formatting, inner.mapText(transform))
        case .link(let href, let inner): .link(href: href, inner.mapText(transform))
        case .display(let kind, let inner): .display(kind, inner.mapText(transform))
        case .quoted(let open, let close, let inner): .quoted(open: open, close: close, inner.mapText(transform))
        }
    }
}
