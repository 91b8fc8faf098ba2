import Foundation

/// The work of one `CitationProcessor.process`: the order works are cited in, their numbers and year suffixes,
/// and the family names to disambiguate.
struct ProcessingState {
    let processor: CitationProcessor
    let clusters: [[CitationItem]]
    /// Cited works in the order first cited.
    private(set) var cited: [Reference] = []
    private(set) var notFound: [String] = []
    /// Bibliography order (by the style's sort), which also gives citation numbers.
    private(set) var ordered: [Reference] = []
    private(set) var numbers: [String: Int] = [:]
    private(set) var yearSuffixes: [String: String] = [:]
    private(set) var ambiguousFamilies: [String: Bool] = [:]
    var linkingMissing = true

    var style: CSLStyle { processor.style }
    var renderer: CSLRenderer { processor.renderer }

    init(processor: CitationProcessor, clusters: [[CitationItem]], uncited: [String] = []) {
        self.processor = processor
        self.clusters = clusters
        var seen: Set<String> = []
        // pandoc's citeproc takes the uncited works in the bibliography's order, not the order `nocite` names them.
        let named = Set(uncited)
        let listed =
            named.contains("*")
            ? processor.ids : processor.ids.filter(named.contains) + uncited.filter { processor.references[$0] == nil }
        for id in clusters.joined().map(\.id) + listed where seen.insert(id).inserted {
            if let reference = processor.references[id] {
                cited.append(reference)
            } else {
                notFound.append(id)
            }
        }
        ordered = sorted(cited)
        for (index, reference) in ordered.enumerated() { numbers[reference.id] = index + 1 }
        ambiguousFamilies = findAmbiguousFamilies()
        yearSuffixes = assignYearSuffixes()
    }

    /// A context for `reference` with what processing found: its number, year suffix, the shared family names.
    func context(_ reference: Reference, item: CitationItem?, mode: RenderMode) -> RenderContext {
        var context = processor.context(reference, item: item, mode: mode)
        context.citationNumber = numbers[reference.id]
        context.yearSuffix = yearSuffixes[reference.id]
        if style.citation["givenname-disambiguation-rule"] != "by-cite",
            style.citation["disambiguate-add-givenname"] == "true"
        {
            context.ambiguousFamilies = ambiguousFamilies
        }
        return context
    }

    /// Family names two cited people share as the first name of their works, when the given names differ.
    private func findAmbiguousFamilies() -> [String: Bool] {
        var givens: [String: Set<String>] = [:]
        for reference in cited {
            let primary = ["author", "editor", "translator"].lazy.compactMap { reference.names[$0]?.first }.first
            guard let name = primary, let family = name.family else { continue }
            givens[family, default: []].insert(name.given ?? "")
        }
        return givens.filter { $0.value.count > 1 }.mapValues { names in
            let initials = names.map { CSLRenderer.initials($0, with: ".", initialize: true) }
            return Set(initials).count < names.count
        }
    }

    /// a, b, c… for works whose citations would read the same, in bibliography order.
    private func assignYearSuffixes() -> [String: String] {
        guard style.citation["disambiguate-add-year-suffix"] == "true" else { return [:] }
        var groups: [String: [String]] = [:]
        var order: [String] = []
        for reference in ordered {
            var context = context(reference, item: nil, mode: .citation)
            context.yearSuffix = nil
            guard let layout = style.citation.child("layout") else { break }
            let key = renderer.renderChildren(layout, delimiter: "", &context).text.plainText
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(reference.id)
        }
        var suffixes: [String: String] = [:]
        for key in order where (groups[key]?.count ?? 0) > 1 {
            for (index, id) in (groups[key] ?? []).enumerated() { suffixes[id] = Self.letters(index) }
        }
        return suffixes
    }

    /// a…z, then aa, ab… as CSL counts year suffixes.
    static func letters(_ index: Int) -> String {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz")
        return index < 26 ? String(alphabet[index]) : letters(index / 26 - 1) + String(alphabet[index % 26])
    }
}
