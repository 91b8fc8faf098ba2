import Foundation

/// Renders the citations of a document and its bibliography with one style (CSL 1.0.2): numbers cites for
/// numeric styles, sorts the bibliography by the style's keys, tells apart same-author same-year works by a year
/// suffix (2020a, 2020b) and people who share a family name by their given names, and collapses cites as the
/// style asks (`collapse="year"`, `collapse="citation-number"`).
public struct CitationProcessor: Sendable {
    public let style: CSLStyle
    public let locale: CSLLocale
    let renderer: CSLRenderer
    let references: [String: Reference]
    /// The references' ids in the bibliography's order, each once (what `nocite: @*` lists).
    let ids: [String]

    public init(style: CSLStyle, locale: CSLLocale, references: [Reference]) {
        self.style = style
        self.locale = locale
        renderer = CSLRenderer(style: style, locale: locale)
        var byID: [String: Reference] = [:]
        var ids: [String] = []
        for reference in references where byID[reference.id] == nil {
            byID[reference.id] = reference
            ids.append(reference.id)
        }
        self.references = byID
        self.ids = ids
    }

    /// The citations, each cluster as one rich text whose cites link to `#ref-<id>`, and the bibliography of the
    /// works cited, in the style's order.
    public struct Output: Sendable {
        public var citations: [RichText]
        public var bibliography: [(id: String, entry: RichText)]
        /// The keys cited that no reference has, in the order first cited.
        public var notFound: [String]
    }

    /// `linkingMissing`: a key no reference has links to `#ref-<key>` as pandoc writes it (an EPUB, where the
    /// link would be broken, leaves it out).
    ///
    /// `uncited`: keys listed in the bibliography though no cluster cites them (pandoc's `nocite`), `*` for every
    /// reference; they come after the cited works, in the bibliography's order, as pandoc's citeproc takes them.
    public func process(_ clusters: [[CitationItem]], uncited: [String] = [], linkingMissing: Bool = true) -> Output {
        var state = ProcessingState(processor: self, clusters: clusters, uncited: uncited)
        state.linkingMissing = linkingMissing
        let bibliography = state.bibliographyEntries()
        let citations = clusters.indices.map { state.cluster($0) }
        return Output(citations: citations, bibliography: bibliography, notFound: state.notFound)
    }

    /// A rendering context for `reference` under the citation or bibliography element.
    func context(_ reference: Reference, item: CitationItem?, mode: RenderMode) -> RenderContext {
        let element = mode == .citation ? style.citation : style.bibliography ?? style.citation
        return RenderContext(reference: reference, item: item, mode: mode, layoutElement: element)
    }
}
