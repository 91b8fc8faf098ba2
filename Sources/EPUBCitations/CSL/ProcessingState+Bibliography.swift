import Foundation

/// The bibliography: sorted by the style's `<sort>` keys, each entry by its layout, a repeated author replaced by
/// `subsequent-author-substitute`.
extension ProcessingState {
    func sorted(_ references: [Reference]) -> [Reference] {
        guard let sort = style.bibliography?.child("sort"), !sort.children("key").isEmpty else { return references }
        let keyed = references.enumerated().map {
            (offset: $0.offset, reference: $0.element, keys: sortKeys($0.element, sort))
        }
        let descending = sort.children("key").map { $0["sort"] == "descending" }
        return keyed.sorted { left, right in
            Self.precedes(left.keys, right.keys, descending: descending) ?? (left.offset < right.offset)
        }.map(\.reference)
    }

    /// Whether keys `a` come before keys `b`; nil when they are the same.
    static func precedes(_ a: [String], _ b: [String], descending: [Bool]) -> Bool? {
        for (index, isDescending) in descending.enumerated() {
            let (a, b) = (a[index], b[index])
            if a == b { continue }
            // CSL: empty keys sort last, whichever the direction.
            if a.isEmpty || b.isEmpty { return b.isEmpty }
            return isDescending ? a > b : a < b
        }
        return nil
    }

    /// Each key's value, folded for comparison: case, accents and punctuation do not count, as in Unicode
    /// collation's first level.
    func sortKeys(_ reference: Reference, _ sort: CSLNode) -> [String] {
        sort.children("key").map { key in
            var context = context(reference, item: nil, mode: .sort)
            context.sortNamesMin = key["names-min"].flatMap { Int($0) }
            context.sortNamesUseFirst = key["names-use-first"].flatMap { Int($0) }
            let text: String
            if let macro = key["macro"].flatMap({ style.macros[$0] }) {
                text = renderer.renderChildren(macro, delimiter: "", &context).text.plainText
            } else if let variable = key["variable"] {
                text = variableSortKey(variable, reference, &context)
            } else {
                text = ""
            }
            return Self.collationKey(text)
        }
    }

    private func variableSortKey(_ variable: String, _ reference: Reference, _ context: inout RenderContext) -> String {
        if variable == "citation-number" { return String(format: "%08d", numbers[reference.id] ?? 0) }
        if let date = reference.dates[variable] { return CSLRenderer.sortKey(date) }
        if reference.names[variable] != nil {
            let names = CSLNode(name: "names", attributes: ["variable": variable], children: [CSLNode(name: "name")])
            return renderer.render(names, &context).text.plainText
        }
        return Reference.unmarked(reference.fields[variable] ?? "")
    }

    static func collationKey(_ text: String) -> String {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        return String(
            folded.unicodeScalars.filter {
                $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == " "
            }.map(Character.init)
        ).trimmingCharacters(in: .whitespaces)
    }

    func bibliographyEntries() -> [(id: String, entry: RichText)] {
        guard let bibliography = style.bibliography, let layout = bibliography.child("layout") else { return [] }
        var entries: [(id: String, entry: RichText)] = []
        var previousNames: String?
        for reference in ordered {
            var context = context(reference, item: nil, mode: .bibliography)
            var entry = entryText(layout, &context)
            if let substitute = bibliography["subsequent-author-substitute"], let names = context.firstNames,
                names == previousNames
            {
                var again = self.context(reference, item: nil, mode: .bibliography)
                again.namesSubstitute = substitute
                entry = entryText(layout, &again)
            }
            previousNames = context.firstNames
            entries.append((reference.id, entry))
        }
        return entries
    }

    /// One entry by the layout; with `second-field-align`, its first field in the margin and the rest beside it,
    /// as pandoc lays them out (`csl-left-margin`, `csl-right-inline`).
    private func entryText(_ layout: CSLNode, _ context: inout RenderContext) -> RichText {
        guard style.bibliography?["second-field-align"] != nil, let first = layout.children.first else {
            return renderer.decorate(
                renderer.renderChildren(layout, delimiter: layout["delimiter"] ?? "", &context).text, layout)
        }
        let margin = renderer.render(first, &context).text
        var rest = layout
        rest.children.removeFirst()
        let inline = renderer.decorate(
            renderer.renderChildren(rest, delimiter: layout["delimiter"] ?? "", &context).text, layout)
        guard !margin.isEmpty else { return inline }
        return .sequence([.display("left-margin", .sequence([margin, .text(" ")])), .display("right-inline", inline)])
    }
}
