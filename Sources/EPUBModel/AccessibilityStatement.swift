import EPUBSupport
import Foundation

/// What book.yaml says of a book's accessibility (`accessibility:`): what
/// only its maker can know. Everything else is derived from the content.
public struct AccessibilityStatement: Equatable, Sendable {
    /// Replaces the summary the build writes from what it found.
    public var summary: String?
    /// `flashing`, `motionSimulation`, `sound` (or their `no…Hazard` forms); nil is `none`.
    public var hazards: [String]?
    /// `conforms-to`: the standard the book meets, as EPUB Accessibility 1.1 §5.2 names it.
    public var conformsTo: String?
    public var certifiedBy: String?
    public var certifierCredential: String?
    /// Where book.yaml states `conforms-to`, for the warning when the content does not back it.
    public var conformsToLocation: SourceLocation?

    public init() {}

    /// EPUB Accessibility 1.1 §5.2: the conformance statement names the
    /// specification, the WCAG version and level; EPUB Accessibility 1.0 used a URL.
    package static func isConformanceStatement(_ value: String) -> Bool {
        value.wholeMatch(of: /EPUB Accessibility 1\.1 - WCAG 2\.[0-2] Level A{1,3}/) != nil
            || value.hasPrefix("http://") || value.hasPrefix("https://")
    }

    /// The hazard terms book.yaml accepts (the schema.org vocabulary).
    /// The term among `terms` that `term` repeats or contradicts (schema.org accessibilityHazard): `none` and
    /// `unknown` stand alone, and of flashing, motion simulation and sound each is a hazard, no hazard or unknown.
    package static func hazardConflict(_ term: String, with terms: [String]) -> String? {
        func kind(_ term: String) -> String {
            switch term {
            case "none", "unknown": return "all"
            default:
                let bare = term.replacingOccurrences(of: "no", with: "", options: .anchored)
                    .replacingOccurrences(of: "unknown", with: "", options: .anchored)
                    .replacingOccurrences(of: "Hazard", with: "")
                return bare.prefix(1).lowercased() + bare.dropFirst()
            }
        }
        return terms.first { $0 == term || kind($0) == kind(term) || kind($0) == "all" || kind(term) == "all" }
    }

    package static let hazardTerms = [
        "none", "unknown", "flashing", "motionSimulation", "sound", "noFlashingHazard",
        "noMotionSimulationHazard", "noSoundHazard", "unknownFlashingHazard",
        "unknownMotionSimulationHazard", "unknownSoundHazard",
    ]
}
