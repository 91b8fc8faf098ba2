/// The accessibility metadata of a package document (EPUB Accessibility 1.1
/// §5.1, the schema.org properties, and §5.2 conformance): what the build
/// writes, derived from `AccessibilityFacts`, and what `info` and `unpack`
/// read from any EPUB.
public struct AccessibilityMetadata: Equatable, Sendable, Codable {
    /// `schema:accessMode`: `textual`, `visual`, …
    public var accessModes: [String] = []
    /// `schema:accessModeSufficient`: each a comma-separated set of modes that suffices alone (`textual`,
    /// `textual,visual`).
    public var accessModesSufficient: [String] = []
    /// `schema:accessibilityFeature`: `tableOfContents`, `alternativeText`, …
    public var features: [String] = []
    /// `schema:accessibilityHazard`: `none`, or `flashing`, `motionSimulation`, `sound`, …
    public var hazards: [String] = []
    /// `schema:accessibilitySummary`.
    public var summary: String?
    /// `dcterms:conformsTo`: `EPUB Accessibility 1.1 - WCAG 2.1 Level AA`.
    public var conformsTo: String?
    /// `a11y:certifiedBy` and its `a11y:certifierCredential`.
    public var certifiedBy: String?
    public var certifierCredential: String?
    /// The edition the page list follows (EPUB Accessibility 1.1 §5.1.3's page source): written as a
    /// `dc:source` refined `source-of pagination`; read from that or from the newer `pageBreakSource`.
    public var pageBreakSource: String?

    public init() {}

    public var isEmpty: Bool { self == AccessibilityMetadata() }
}
