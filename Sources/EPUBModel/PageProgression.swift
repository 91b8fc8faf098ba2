/// The direction pages turn: the spine's `page-progression-direction`
/// (EPUB 3.3 §5.7.1) — right to left for Arabic, Hebrew, and Japanese or
/// Chinese set vertically.
public enum PageProgression: String, Sendable, CaseIterable {
    case ltr, rtl
    /// `default`: the package says nothing, and reading systems choose.
    case unspecified = "default"
}
