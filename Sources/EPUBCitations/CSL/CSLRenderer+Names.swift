/// `<names>`, `<name>`, `<et-al>`, `<substitute>` and the names' `<label>` (CSL 1.0.2 "Names").
extension CSLRenderer {
    func renderNames(_ node: CSLNode, _ context: inout RenderContext) -> Rendered {
        let variables = (node["variable"] ?? "").split(separator: " ").map(String.init)
        let nameNode = node.child("name") ?? context.inheritedName ?? CSLNode(name: "name")
        let etAlNode = node.child("et-al") ?? context.inheritedEtAl
        var lists: [RichText] = []
        for variable in variables where !context.substituted.contains(variable) {
            guard let names = context.reference.names[variable], !names.isEmpty else { continue }
            context.renderedVariables.append(variable)
            lists.append(nameList(names, variable: variable, names: node, name: nameNode, etAl: etAlNode, context))
            if node.child("name") == nil, let label = context.inheritedLabel, node.child("label") == nil {
                lists[lists.count - 1] = .sequence([lists[lists.count - 1], labelText(label, variable, names.count)])
            }
        }
        let delimiter = node["delimiter"] ?? style.inherited("names-delimiter", context: context.layoutElement) ?? ""
        var text = RichTextBuilder.join(lists, delimiter: delimiter, punctuationInQuote: locale.punctuationInQuote)
        if text.isEmpty, let substitute = node.child("substitute") {
            return substituted(substitute, name: nameNode, etAl: etAlNode, names: node, &context)
        }
        guard !text.isEmpty else { return Rendered(called: max(variables.count, 1)) }
        text = decorate(text, node)
        if !context.inSubstitute { text = firstNamesRule(text, &context) }
        return Rendered(text: text, called: variables.count, filled: 1)
    }

    /// Suppressed author, subsequent-author-substitute, and the first names' text remembered.
    private func firstNamesRule(_ text: RichText, _ context: inout RenderContext) -> RichText {
        context.namesRendered += 1
        guard context.namesRendered == 1 else { return text }
        context.firstNames = text.plainText
        context.firstNamesOutput = text
        if context.suppressAuthor { return .empty }
        if let substitute = context.namesSubstitute { return .text(substitute) }
        return text
    }

    /// The first child of `<substitute>` that renders; the variables it used are empty from then on.
    private func substituted(
        _ substitute: CSLNode, name: CSLNode, etAl: CSLNode?, names: CSLNode, _ context: inout RenderContext
    ) -> Rendered {
        for child in substitute.children {
            let before = context.renderedVariables.count
            let saved = (context.inheritedName, context.inheritedEtAl, context.inheritedLabel, context.inSubstitute)
            context.inheritedName = name
            context.inheritedEtAl = etAl
            context.inheritedLabel = names.child("label")
            context.inSubstitute = true
            var rendered = render(child, &context)
            (context.inheritedName, context.inheritedEtAl, context.inheritedLabel, context.inSubstitute) = saved
            guard !rendered.text.isEmpty else { continue }
            context.substituted.formUnion(context.renderedVariables[before...])
            rendered.text = decorate(rendered.text, names)
            if !context.inSubstitute { rendered.text = firstNamesRule(rendered.text, &context) }
            rendered.filled = max(rendered.filled, 1)
            return rendered
        }
        return Rendered(called: 1)
    }

    private func nameList(
        _ all: [ReferenceName], variable: String, names: CSLNode, name: CSLNode, etAl: CSLNode?,
        _ context: RenderContext
    ) -> RichText {
        let option = { (attribute: String) in
            name[attribute] ?? style.inherited(attribute, context: context.layoutElement)
        }
        // BibTeX's `and others`: the names written, then "et al." as if the list were cut there. It counts as a
        // name against et-al-min, as citeproc counts it: "A and B and others" is "A et al." where et-al-min is 3.
        let others = all.last == ReferenceName.others
        let all = others ? Array(all.dropLast()) : all
        let count = all.count + (others ? 1 : 0)
        var shown = all
        var truncated = others
        let etAlMin = context.sortNamesMin ?? option("et-al-min").flatMap { Int($0) }
        let etAlUseFirst = context.sortNamesUseFirst ?? option("et-al-use-first").flatMap { Int($0) }
        if let etAlMin, let etAlUseFirst, count >= etAlMin, etAlUseFirst < count {
            shown = Array(all.prefix(etAlUseFirst))
            truncated = true
        }
        if name["form"] == "count" { return .text(String(shown.count)) }
        let delimiter = name["delimiter"] ?? style.inherited("name-delimiter", context: context.layoutElement) ?? ", "
        var rendered: [RichText] = []
        for (index, person) in shown.enumerated() {
            rendered.append(self.name(person, index: index, node: name, option: option, context))
        }
        var builder = RichTextBuilder(punctuationInQuote: locale.punctuationInQuote)
        for (index, piece) in rendered.enumerated() {
            if index > 0 {
                builder.append(separator(before: index, of: rendered.count, truncated: truncated, delimiter, option))
            }
            builder.append(piece)
        }
        if truncated {
            let term = locale.term(etAl?["term"] ?? "et-al") ?? "et al."
            let precedes = option("delimiter-precedes-et-al") ?? "contextual"
            let useDelimiter =
                precedes == "always" || (precedes == "contextual" && shown.count > 1)
                || (precedes == "after-inverted-name" && isInverted(shown.count - 1, option))
            builder.append(useDelimiter ? delimiter : " ")
            builder.append(etAl.map { decorate(.text(term), $0) } ?? .text(term))
        }
        return withLabel(builder.result, variable: variable, count: count, names: names)
    }

    /// What comes before the name at `index`: the delimiter, and before the last the `and` term.
    private func separator(
        before index: Int, of count: Int, truncated: Bool, _ delimiter: String, _ option: (String) -> String?
    ) -> String {
        guard index == count - 1, !truncated, let and = option("and") else { return delimiter }
        let word = and == "symbol" ? "&" : locale.term("and") ?? "and"
        let precedes = option("delimiter-precedes-last") ?? "contextual"
        let useDelimiter =
            precedes == "always" || (precedes == "contextual" && count > 2)
            || (precedes == "after-inverted-name" && isInverted(index - 1, option))
        return (useDelimiter ? delimiter : " ") + word + " "
    }

    private func isInverted(_ index: Int, _ option: (String) -> String?) -> Bool {
        switch option("name-as-sort-order") {
        case "all": true
        case "first": index == 0
        default: false
        }
    }

    private func labelText(_ label: CSLNode, _ variable: String, _ count: Int) -> RichText {
        decorate(.text(locale.term(variable, form: label["form"] ?? "long", plural: count > 1) ?? ""), label)
    }

    private func withLabel(_ list: RichText, variable: String, count: Int, names: CSLNode) -> RichText {
        guard let label = names.child("label") else { return list }
        let term = locale.term(variable, form: label["form"] ?? "long", plural: count > 1) ?? ""
        let labelText = decorate(.text(term), label)
        let labelFirst = names.children.firstIndex { $0.name == "label" } ?? 0
        let nameFirst = names.children.firstIndex { $0.name == "name" } ?? 0
        var builder = RichTextBuilder(punctuationInQuote: locale.punctuationInQuote)
        if labelFirst < nameFirst { builder.append(labelText) }
        builder.append(list)
        if labelFirst >= nameFirst { builder.append(labelText) }
        return builder.result
    }
}
