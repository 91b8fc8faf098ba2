/// How pandoc-crossref's references read (its manual's "Reference format" settings), so a book built here reads as
/// the filter writes it: `@fig:a` is "fig. 1", `[@fig:a; @fig:b; @fig:c]` "figs. 1-3", `@Fig:a` "Fig. 1",
/// `[-@fig:a]` "1", `[Panel @fig:a]` "Panel 1"; and a caption "Figure 1: A cat" (`titleDelim`).
public struct CrossReferenceStyle: Equatable, Sendable {
    /// pandoc-crossref's kinds of label, as they start a label (`fig:cat`).
    public enum Kind: String, CaseIterable, Sendable {
        case fig, tbl, eq, sec, lst
    }

    /// Each kind's prefixes by how many references a group holds: the first for one, the second for two, …, the
    /// last for any more (`figPrefix: [fig., figs.]`); one prefix serves every count.
    public var prefixes: [Kind: [String]] = [
        .fig: ["fig.", "figs."], .tbl: ["tbl.", "tbls."], .eq: ["eq.", "eqns."], .sec: ["sec.", "secs."],
        .lst: ["lst.", "lsts."],
    ]
    /// Between the first and last number of three or more that follow one another (`rangeDelim`): "figs. 1-3".
    public var rangeDelimiter = "-"
    /// Between exactly two numbers or ranges (`pairDelim`), between any others (`refDelim`), and before the last
    /// of three or more (`lastDelim`).
    public var pairDelimiter = ", "
    public var referenceDelimiter = ", "
    public var lastDelimiter = ", "
    /// Between a caption's number and its text (`titleDelim`): "Figure 1: A cat".
    public var titleDelimiter = ":"
    /// Figures, tables, formulas and listings numbered per chapter, the chapter's number first (`chapters: true`,
    /// "fig. 2.3"), each top-level heading a chapter; `chapDelim` between the two.
    public var chapters = false
    public var chapterDelimiter = "."

    public init() {}

    /// The prefix of a group of `count` references of `kind`, capitalised (`@Fig:a`) as the filter capitalises
    /// it: the first letter of each word.
    public func prefix(of kind: Kind, count: Int, capitalised: Bool) -> String {
        let forms = prefixes[kind] ?? []
        guard let form = forms.isEmpty ? nil : forms[min(max(count, 1), forms.count) - 1] else { return "" }
        guard capitalised else { return form }
        return form.split(separator: " ", omittingEmptySubsequences: false).map {
            $0.prefix(1).uppercased() + $0.dropFirst()
        }
        .joined(separator: " ")
    }

    /// The settings book.yaml's `cross-references:` mapping takes, by its name for each, with pandoc-crossref's
    /// metadata name beside it (what a pandoc book's metadata or `-M` sets).
    public static let settings: [(name: String, filterName: String)] = [
        ("fig-prefix", "figPrefix"), ("tbl-prefix", "tblPrefix"), ("eq-prefix", "eqnPrefix"),
        ("sec-prefix", "secPrefix"), ("lst-prefix", "lstPrefix"), ("range-delimiter", "rangeDelim"),
        ("pair-delimiter", "pairDelim"), ("reference-delimiter", "refDelim"), ("last-delimiter", "lastDelim"),
        ("title-delimiter", "titleDelim"), ("chapters", "chapters"), ("chapter-delimiter", "chapDelim"),
    ]

    /// The kind a prefix setting is for (`fig-prefix` → `.fig`).
    public static func kind(ofPrefixSetting name: String) -> Kind? {
        guard name.hasSuffix("-prefix") else { return nil }
        return Kind(rawValue: String(name.dropLast("-prefix".count)))
    }

    /// A delimiter setting's value, by its book.yaml name.
    public subscript(delimiter name: String) -> String? {
        get {
            switch name {
            case "range-delimiter": rangeDelimiter
            case "pair-delimiter": pairDelimiter
            case "reference-delimiter": referenceDelimiter
            case "last-delimiter": lastDelimiter
            case "title-delimiter": titleDelimiter
            case "chapter-delimiter": chapterDelimiter
            default: nil
            }
        }
        set {
            guard let newValue else { return }
            switch name {
            case "range-delimiter": rangeDelimiter = newValue
            case "pair-delimiter": pairDelimiter = newValue
            case "reference-delimiter": referenceDelimiter = newValue
            case "last-delimiter": lastDelimiter = newValue
            case "title-delimiter": titleDelimiter = newValue
            case "chapter-delimiter": chapterDelimiter = newValue
            default: break
            }
        }
    }
}
