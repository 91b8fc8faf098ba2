import Foundation

/// Renders a reference by a style's rendering elements (CSL 1.0.2 "Rendering Elements"): text, number, label,
/// names, date, group and choose, with affixes, delimiters, formatting, quotes, text-case and strip-periods.
struct CSLRenderer {
    let style: CSLStyle
    let locale: CSLLocale

    func render(_ node: CSLNode, _ context: inout RenderContext) -> Rendered {
        switch node.name {
        case "text": renderText(node, &context)
        case "group": renderGroup(node, &context)
        case "choose": renderChoose(node, &context)
        case "names": renderNames(node, &context)
        case "date": renderDate(node, &context)
        case "number": renderNumber(node, &context)
        case "label": renderLabel(node, &context)
        default: .nothing
        }
    }

    /// The children of `node` in order, `delimiter` between those that rendered.
    func renderChildren(_ node: CSLNode, delimiter: String, _ context: inout RenderContext) -> Rendered {
        var result = Rendered()
        var pieces: [RichText] = []
        for child in node.children {
            let rendered = render(child, &context)
            result.called += rendered.called
            result.filled += rendered.filled
            pieces.append(rendered.text)
        }
        result.text = RichTextBuilder.join(pieces, delimiter: delimiter, punctuationInQuote: locale.punctuationInQuote)
        return result
    }

    private func renderGroup(_ node: CSLNode, _ context: inout RenderContext) -> Rendered {
        var rendered = renderChildren(node, delimiter: node["delimiter"] ?? "", &context)
        // CSL 1.0.2: a group that calls variables and finds them all empty is suppressed, terms and all.
        if rendered.called > 0 && rendered.filled == 0 { return Rendered(called: rendered.called) }
        rendered.text = decorate(rendered.text, node)
        if !rendered.text.isEmpty && rendered.called == 0 { rendered.filled = 0 }
        return rendered
    }

    private func renderChoose(_ node: CSLNode, _ context: inout RenderContext) -> Rendered {
        for branch in node.children where branch.name == "else" || matches(branch, context) {
            return renderChildren(branch, delimiter: "", &context)
        }
        return .nothing
    }

    private func renderText(_ node: CSLNode, _ context: inout RenderContext) -> Rendered {
        let english = isEnglish(context.reference)
        if let variable = node["variable"] {
            // The year suffix is no variable a group calls, as in pandoc's citeproc, which fills it after
            // disambiguation: APA's "(n.d.)" is the term "no date" beside an empty year-suffix in one group.
            if variable == "year-suffix" {
                return textVariable(variable, form: "long", &context).map { Rendered(text: decorate($0, node)) }
                    ?? .nothing
            }
            guard let value = textVariable(variable, form: node["form"] ?? "long", &context) else {
                return Rendered(called: 1)
            }
            return Rendered(text: decorate(value, node, english: english), called: 1, filled: 1)
        }
        if let name = node["macro"], let macro = style.macros[name] {
            // CSL forbids a macro that calls itself; a style that does gets nothing from the call past this depth.
            guard context.macroDepth < 32 else { return .nothing }
            context.macroDepth += 1
            defer { context.macroDepth -= 1 }
            var rendered = renderChildren(macro, delimiter: "", &context)
            rendered.text = decorate(rendered.text, node, english: english)
            return rendered
        }
        if let term = node["term"] {
            let value = locale.term(term, form: node["form"] ?? "long", plural: node["plural"] == "true") ?? ""
            return Rendered(text: decorate(.text(value), node, english: english))
        }
        return Rendered(text: decorate(.text(node["value"] ?? ""), node, english: english))
    }

    /// CSL 1.0.2 "Text-case": title case is for English items, an item's language being its `language`, else the
    /// locale's; citeproc (pandoc's) keeps "Il nome della rosa" and a German book's titles as written.
    func isEnglish(_ reference: Reference) -> Bool {
        ReferenceLanguage.isEnglish(reference.fields["language"] ?? locale.language)
    }

    /// A standard variable's value: links for DOI and URL, page ranges formatted, the cite's locator and number.
    private func textVariable(_ variable: String, form: String, _ context: inout RenderContext) -> RichText? {
        guard !context.substituted.contains(variable) else { return nil }
        let value: String?
        switch variable {
        case "citation-number": value = context.citationNumber.map(String.init)
        case "year-suffix":
            context.yearSuffixRendered = true
            value = context.yearSuffix
        case "locator":
            value = context.item?.locator.map {
                PageRange.format($0, style.root["page-range-format"], delimiter: pageRangeDelimiter)
            }
        case "page":
            value = context.reference.fields["page"].map {
                PageRange.format($0, style.root["page-range-format"], delimiter: pageRangeDelimiter)
            }
        default:
            let fields = context.reference.fields
            value = form == "short" ? fields[variable + "-short"] ?? fields[variable] : fields[variable]
        }
        guard let value, !value.isEmpty else { return nil }
        context.renderedVariables.append(variable)
        switch variable {
        case "URL": return .link(href: value, .text(value))
        case "DOI":
            let href = value.hasPrefix("http") ? value : "https://doi.org/" + value
            return .link(href: href, .text(value))
        default: return FieldMarkup.richText(value)
        }
    }

    /// Text-case and strip-periods, formatting, quotes, then affixes and display, in the order CSL applies them;
    /// title case only for `english` text (`isEnglish`), where a title is what text-case changes.
    func decorate(_ text: RichText, _ node: CSLNode, english: Bool = true) -> RichText {
        guard !text.isEmpty else { return text }
        var result = text
        if node["strip-periods"] == "true" { result = result.mapText { $0.replacingOccurrences(of: ".", with: "") } }
        if let textCase = node["text-case"], textCase != "title" || english {
            result = TextCase.apply(textCase, to: result)
        }
        let formatting = Self.formatting(node)
        if !formatting.isPlain { result = .styled(formatting, result) }
        if node["quotes"] == "true" {
            result = .quoted(
                open: locale.term("open-quote") ?? "“", close: locale.term("close-quote") ?? "”", result)
        }
        result = affixed(result, node)
        if let display = node["display"] { result = .display(display, result) }
        return result
    }

    /// The text between the node's prefix and suffix; a DOI link takes a prefix that is its own address.
    func affixed(_ text: RichText, _ node: CSLNode) -> RichText {
        var text = text
        var prefix = node["prefix"] ?? ""
        if case .link(let href, .text(let value)) = text, !prefix.isEmpty,
            href.hasSuffix(prefix + value)
                || href == prefix + value
        {
            text = .link(href: href, .text(prefix + value))
            prefix = ""
        }
        var builder = RichTextBuilder(punctuationInQuote: locale.punctuationInQuote)
        builder.append(prefix)
        builder.append(text)
        builder.append(node["suffix"] ?? "")
        return builder.result
    }

    static func formatting(_ node: CSLNode) -> RichText.Formatting {
        var formatting = RichText.Formatting()
        formatting.italic = node["font-style"] == "italic" || node["font-style"] == "oblique"
        formatting.roman = node["font-style"] == "normal"
        formatting.bold = node["font-weight"] == "bold"
        formatting.smallCaps = node["font-variant"] == "small-caps"
        formatting.underline = node["text-decoration"] == "underline"
        formatting.verticalAlign = ["sup", "sub"].contains(node["vertical-align"] ?? "") ? node["vertical-align"] : nil
        return formatting
    }
}
