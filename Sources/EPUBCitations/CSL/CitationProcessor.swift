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
        // A key defined twice cites its last definition, as pandoc's does (BibliographyReader warns of it).
        for reference in references {
            if byID.updateValue(reference, forKey: reference.id) == nil { ids.append(reference.id) }
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
        /// A note style's author cited in the text (`@key` placed `.note`): the names the text keeps, the rest of
        /// the citation its note's; nil for any other cluster.
        public var authors: [RichText?]
    }

    /// `linkingMissing`: a key no reference has links to `#ref-<key>` as pandoc writes it (an EPUB, where the
    /// link would be broken, leaves it out).
    ///
    /// `uncited`: keys listed in the bibliography though no cluster cites them (pandoc's `nocite`), `*` for every
    /// reference; they come after the cited works, in the bibliography's order, as pandoc's citeproc takes them.
    ///
    /// `placements`: where each cluster stands, for a note style (`CitationPlacement`); in the text by default.
    public func process(
        _ clusters: [[CitationItem]], placements: [CitationPlacement] = [], uncited: [String] = [],
        linkingMissing: Bool = true
    ) -> Output {
        var state = ProcessingState(processor: self, clusters: clusters, uncited: uncited)
        state.linkingMissing = linkingMissing
        let bibliography = state.bibliographyEntries()
        let rendered = clusters.indices.map { index in
            state.cluster(index, placement: index < placements.count ? placements[index] : .text)
        }
        return Output(
            citations: rendered.map(\.text), bibliography: bibliography, notFound: state.notFound,
            authors: rendered.map(\.author))
    }

    /// A rendering context for `reference` under the citation or bibliography element.
    func context(_ reference: Reference, item: CitationItem?, mode: RenderMode) -> RenderContext {
        let element = mode == .citation ? style.citation : style.bibliography ?? style.citation
        return RenderContext(reference: reference, item: item, mode: mode, layoutElement: element)
    }
}

/// Where a citation cluster stands, which decides how a note style's citation is written (as pandoc's citeproc
/// writes it): in the text (an author-date or numeric style's place), as a note's whole text (first letter
/// capitalized; an author cited in the text keeps the names there, `Output.authors`), or inside the author's own
/// note (in parentheses, without the layout's affixes; an author cited in the text as the whole citation).
public enum CitationPlacement: Sendable {
    case text
    case note
    case insideNote
}
