import Foundation

/// What kind of identifier a `dc:identifier` is: its `identifier-type`
/// refinement (EPUB 3.3 §D.3, drawn from ONIX code list 5 where it has a code).
public enum IdentifierType: Hashable, Sendable, Codable {
    case isbn, doi, uuid
    /// A kind the publisher names (a catalogue number, a distributor's id).
    case custom(String)

    /// The type book.yaml names (`isbn:`, `doi:`, `uuid:`, or any other word).
    package init(name: String) {
        switch name.lowercased() {
        case "isbn": self = .isbn
        case "doi": self = .doi
        case "uuid": self = .uuid
        default: self = .custom(name)
        }
    }

    /// The type the value's own form shows (`urn:isbn:…`, `urn:doi:…`, `urn:uuid:…`).
    package static func inferred(from value: String) -> IdentifierType? {
        let lower = value.lowercased()
        if lower.hasPrefix("urn:isbn:") { return .isbn }
        if lower.hasPrefix("urn:doi:") || lower.hasPrefix("doi:") || lower.hasPrefix("https://doi.org/") { return .doi }
        if lower.hasPrefix("urn:uuid:") { return .uuid }
        return nil
    }

    /// The name book.yaml gives it.
    package var name: String {
        switch self {
        case .isbn: "isbn"
        case .doi: "doi"
        case .uuid: "uuid"
        case .custom(let name): name
        }
    }

    /// What is wrong with `value` as an identifier of this kind, or nil.
    package func problem(with value: String) -> String? {
        switch self {
        case .isbn:
            do { _ = try ISBN(value) } catch { return "ISBN '\(value)' \(error.message)" }
            return nil
        case .doi:
            // A DOI is `10.` + registrant + `/` + suffix (ISO 26324), bare or as `doi:`, `urn:doi:` or a doi.org
            // address.
            var bare = Substring(value)
            for prefix in ["urn:doi:", "doi:", "https://doi.org/", "http://dx.doi.org/"]
            where bare.lowercased().hasPrefix(prefix) {
                bare = bare.dropFirst(prefix.count)
            }
            return bare.wholeMatch(of: /10\.[0-9]{4,9}(\.[0-9]+)*\/\S+/) == nil
                ? "DOI '\(value)' is not 10.<registrant>/<suffix>, such as 10.1000/182" : nil
        case .uuid:
            // epubcheck OPF-085: an identifier marked as a UUID must be one (RFC 4122).
            let bare = value.lowercased().hasPrefix("urn:uuid:") ? String(value.dropFirst("urn:uuid:".count)) : value
            return UUID(uuidString: bare) == nil
                ? "identifier '\(value)' is marked as a UUID but is not one (xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx)"
                : nil
        case .custom(let name):
            return name.wholeMatch(of: /[A-Za-z][A-Za-z0-9_.-]*/) == nil
                ? "identifier kind '\(name)' must be a word such as isbn, doi, uuid or catalogue" : nil
        }
    }

    /// The `identifier-type` refinement: ONIX code list 5's code (15 ISBN-13,
    /// 06 DOI), a custom type's name without a scheme, nothing for a UUID,
    /// which ONIX has no code for and whose `urn:uuid:` says what it is.
    package var refinement: (value: String, scheme: String?)? {
        switch self {
        case .isbn: ("15", "onix:codelist5")
        case .doi: ("06", "onix:codelist5")
        case .uuid: nil
        case .custom(let name): (name, nil)
        }
    }

    /// The type an `identifier-type` refinement (or EPUB 2's `opf:scheme`) names.
    package init?(refinement value: String, scheme: String?) {
        // A code of ONIX list 5, also when its scheme is misnamed (`xsd:string`, as some books have it).
        if scheme == "onix:codelist5" || value.allSatisfy({ ("0"..."9").contains($0) }) {
            switch value {
            case "02", "15": self = .isbn
            case "06": self = .doi
            default: return nil
            }
            return
        }
        guard !value.isEmpty else { return nil }
        self.init(name: value)
    }
}
