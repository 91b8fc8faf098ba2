/// One work cited in a citation (`@doe99, pp. 33-35` in `[see @doe99, pp. 33-35]`), as pandoc's citation syntax
/// gives it.
public struct CitationItem: Sendable, Equatable {
    public var id: String
    /// Text before the work, inside the brackets ("see").
    public var prefix: RichText
    /// Text after the work and its locator ("and *passim*"), its formatting read.
    public var suffix: RichText
    /// The locator's value ("33-35") and its CSL label ("page", "chapter"); nil without one.
    public var locator: String?
    public var label: String?
    /// `[-@key]`: the author is left out.
    public var suppressAuthor: Bool
    /// `@key` in the text: the author in the sentence, the rest of the citation after it.
    public var authorInText: Bool

    public init(
        id: String, prefix: RichText = .empty, suffix: RichText = .empty, locator: String? = nil, label: String? = nil,
        suppressAuthor: Bool = false, authorInText: Bool = false
    ) {
        self.id = id
        self.prefix = prefix
        self.suffix = suffix
        self.locator = locator
        self.label = label
        self.suppressAuthor = suppressAuthor
        self.authorInText = authorInText
    }
}

/// Where a cite stands among the cites of the same work before it (CSL 1.0.2 "position").
enum CitePosition: String, Sendable {
    case first, subsequent, ibid
    case ibidWithLocator = "ibid-with-locator"
}

/// What a rendering is for: citations and bibliographies render names and dates differently, and sort keys
/// render them for comparison.
enum RenderMode: Sendable { case citation, bibliography, sort }

/// The state of rendering one reference: the reference and cite, and what earlier elements rendered.
struct RenderContext {
    var reference: Reference
    var item: CitationItem?
    var mode: RenderMode
    /// The `<citation>` or `<bibliography>` element, whose attributes name elements inherit.
    var layoutElement: CSLNode
    var position = CitePosition.first
    var citationNumber: Int?
    var yearSuffix: String?
    var yearSuffixRendered = false
    /// Variables a `<substitute>` used, empty for the rest of the rendering.
    var substituted: Set<String> = []
    /// Variables that produced text, in order (to know what a substitute used).
    var renderedVariables: [String] = []
    /// `<name>` options handed down to the `<names>` of a `<substitute>`.
    var inheritedName: CSLNode?
    var inheritedEtAl: CSLNode?
    var inheritedLabel: CSLNode?
    /// Inside a `<substitute>`: the names there are not the first names yet; what the substitute renders is.
    var inSubstitute = false
    /// How many `<names>` elements have rendered text so far.
    var namesRendered = 0
    /// The first names' text when it was rendered, for subsequent-author-substitute.
    var firstNames: String?
    var firstNamesOutput: RichText?
    /// Set to replace the first names (subsequent-author-substitute).
    var namesSubstitute: String?
    /// `[-@key]`: the first names render nothing.
    var suppressAuthor = false
    /// Family names two cited people share, whose given names citations add (givenname disambiguation): true
    /// when their initials are the same too, and only the whole given names tell them apart.
    var ambiguousFamilies: [String: Bool] = [:]
    /// Sort keys' `names-min` and `names-use-first`.
    var sortNamesMin: Int?
    var sortNamesUseFirst: Int?
    var disambiguate = false
    /// How deeply macros are calling macros: a style whose macro calls itself stops here.
    var macroDepth = 0

    init(reference: Reference, item: CitationItem?, mode: RenderMode, layoutElement: CSLNode) {
        self.reference = reference
        self.item = item
        self.mode = mode
        self.layoutElement = layoutElement
    }
}

/// A rendering and, for group suppression, how many variables it called and how many of them had a value.
struct Rendered {
    var text: RichText = .empty
    var called = 0
    var filled = 0

    static let nothing = Rendered()
}
