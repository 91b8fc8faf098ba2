import EPUBSupport
import Foundation

/// One entry of a bibliography in CSL's data model (the variables of CSL-JSON), whichever file it was read from:
/// the CSL processor sees only this, so CSL-JSON, CSL-YAML and BibTeX are read the same way by every style.
public struct Reference: Sendable, Equatable {
    /// The citation key (`doe99` in `[@doe99]`).
    public var id: String
    /// A CSL item type (`book`, `article-journal`, `chapter`, …); empty when the source gave none.
    public var type: String
    /// The standard and number variables (`title`, `container-title`, `volume`, `page`, `DOI`, …).
    public var fields: [String: String] = [:]
    /// The name variables (`author`, `editor`, `translator`, …), each a list in the source's order.
    public var names: [String: [ReferenceName]] = [:]
    /// The date variables (`issued`, `accessed`, …).
    public var dates: [String: ReferenceDate] = [:]
    /// Where the entry starts, for warnings about it.
    public var location: SourceLocation

    public init(id: String, type: String, location: SourceLocation) {
        self.id = id
        self.type = type
        self.location = location
    }

    /// Marks around text whose case must not change (BibTeX's braces, CSL-JSON's `<span class="nocase">`), kept
    /// in field values until the text is written: private-use characters no source contains.
    public static let nocaseStart: Character = "\u{E000}"
    public static let nocaseEnd: Character = "\u{E001}"

    /// `text` without nocase or formatting marks (`FieldMarkup`).
    public static func unmarked(_ text: String) -> String {
        text.contains(where: FieldMarkup.isMark) ? text.filter { !FieldMarkup.isMark($0) } : text
    }

    /// CSL's variable names are lower case but for these, which CSL-YAML as pandoc writes it spells in lower case.
    static let upperCaseVariables: Set<String> = ["DOI", "ISBN", "ISSN", "PMCID", "PMID", "URL"]

    /// The name a variable has in CSL (`doi` → `DOI`).
    static func variableName(_ key: String) -> String {
        upperCaseVariables.contains(key.uppercased()) ? key.uppercased() : key
    }

    /// CSL 1.0.2 Appendix IV, "Name Variables".
    static let nameVariables: Set<String> = [
        "author", "chair", "collection-editor", "compiler", "composer", "container-author", "contributor", "curator",
        "director", "editor", "editorial-director", "editor-translator", "executive-producer", "guest", "host",
        "illustrator", "interviewer", "narrator", "organizer", "original-author", "performer", "producer",
        "recipient", "reviewed-author", "script-writer", "series-creator", "translator",
    ]

    /// CSL 1.0.2 Appendix IV, "Date Variables".
    static let dateVariables: Set<String> = [
        "accessed", "available-date", "event-date", "issued", "original-date", "submitted",
    ]
}

/// A person or an organisation, as CSL names them.
public struct ReferenceName: Sendable, Equatable {
    /// BibTeX's `and others` at the end of a name list: the list goes on unnamed, rendered as the et-al term.
    public static let others = ReferenceName(literal: "others")

    public var family: String?
    public var given: String?
    /// `van der` in "Jan van der Berg" sorted under B.
    public var droppingParticle: String?
    /// `van` in "Ludwig van Beethoven" when it stays with the family name.
    public var nonDroppingParticle: String?
    public var suffix: String?
    /// A name not split into parts: an institution ("World Health Organization").
    public var literal: String?

    public init(
        family: String? = nil, given: String? = nil, droppingParticle: String? = nil,
        nonDroppingParticle: String? = nil, suffix: String? = nil, literal: String? = nil
    ) {
        self.family = family
        self.given = given
        self.droppingParticle = droppingParticle
        self.nonDroppingParticle = nonDroppingParticle
        self.suffix = suffix
        self.literal = literal
    }
}

/// A date or a range of dates: year, month and day, each part after the year optional.
public struct ReferenceDate: Sendable, Equatable {
    /// One date, or two for a range; each `[year, month?, day?]`.
    public var parts: [[Int]]
    /// 1 to 4 (spring to winter) when the source gives a season instead of a month.
    public var season: Int?
    public var circa = false
    /// A date CSL cannot take apart ("Spring 1999?"), printed as written.
    public var literal: String?

    public init(parts: [[Int]], season: Int? = nil, circa: Bool = false, literal: String? = nil) {
        self.parts = parts
        self.season = season
        self.circa = circa
        self.literal = literal
    }

    /// Reads `2020`, `2020-03`, `2020-03-05` and ranges `2019-04/2019-06`, the EDTF forms CSL-YAML and biblatex
    /// write; nil for anything else.
    public static func edtf(_ text: String) -> ReferenceDate? {
        var trimmed = Substring(text.trimmingCharacters(in: .whitespaces))
        var circa = false
        if trimmed.hasSuffix("~") || trimmed.hasSuffix("?") {
            circa = true
            trimmed = trimmed.dropLast()
        }
        var parts: [[Int]] = []
        for half in trimmed.split(separator: "/", omittingEmptySubsequences: false).prefix(3) {
            let numbers = half.split(separator: "-").map { Int($0) }
            guard !half.isEmpty, numbers.count <= 3, !numbers.contains(nil) else { return nil }
            parts.append(numbers.compactMap { $0 })
        }
        guard (1...2).contains(parts.count) else { return nil }
        return ReferenceDate(parts: parts, circa: circa)
    }
}
