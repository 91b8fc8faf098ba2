import EPUBSupport
import XMLTree

/// Makes a chapter's structure valid EPUB 3 XHTML, not only well-formed XML:
/// raw HTML in real books puts content where HTML's content models (HTML
/// Living Standard §4, which EPUB 3.3 §6.1.2 makes normative and epubcheck
/// checks as RSC-005) do not allow it — a `<br>` after a `<figcaption>`, a
/// `<div>` inside a `<span>`, `<li>` outside a list, a `<td>` straight in a
/// `<table>`. Each violation is fixed the way HTML parsers fix it where they
/// do (foster parenting out of tables, closing a `<p>` at a block) and
/// otherwise by the smallest change that keeps the meaning, with one warning
/// per rule and element per chapter at the author's line. Block content
/// that has no valid place (a table in a heading) is an error there.
///
/// The walk visits children before their parent, so a parent sees its
/// children already repaired. The README's table lists every rule.
struct ContentModelRepair {
    private let source: SourceText
    private let shown: String
    /// The `<summary>` a `<details>` without one is given, in the book's language.
    private var notes = "Notes"
    /// The prefixes the chapter's own root declares (`epub:prefix="z3998: http://…"`), which its page keeps.
    var declaredPrefixes: Set<Substring> = []
    /// The chapter was XHTML as written, whose attributes no HTML conversion checked (`HTMLToXHTMLConverter` keeps an
    /// attribute its element does not take as `data-`; so does this repair).
    var checksAttributeNames = false
    private var reported: Set<String> = []
    private(set) var diagnostics: [Diagnostic] = []

    /// Repairs `body` in place; returns the warnings and errors.
    static func apply(
        to body: XMLNode, source: SourceText, shown: String, notes: String = "Notes", prefixes: String? = nil,
        checksAttributeNames: Bool = false
    ) -> [Diagnostic] {
        var repair = ContentModelRepair(source: source, shown: shown)
        repair.notes = notes
        repair.checksAttributeNames = checksAttributeNames
        repair.declaredPrefixes = Set(
            (prefixes ?? "").split(whereSeparator: \.isWhitespace).filter { $0.hasSuffix(":") }.map { $0.dropLast() })
        var elements: [XMLNode] = []
        var hasSVG = false
        var switches: [XMLNode] = []
        let collect = { (element: XMLNode) in
            let namespace = element.namespaceURI
            if namespace == XMLTree.xhtmlNamespace {
                elements.append(element)
            } else if element.name == "svg" {
                hasSVG = true
            } else if namespace == XMLTree.opsNamespace && (element.name == "switch" || element.name == "trigger") {
                switches.append(element)
            }
        }
        body.forEachDescendant(collect)
        if !switches.isEmpty {
            // Rare: collected again without the cases left out.
            repair.replaceDeprecatedElements(switches)
            elements = []
            body.forEachDescendant(collect)
        }
        if hasSVG {
            repair.repairSVGReferences(in: body)
            let drawings = SVGContentRepair.replaceForeignObjectsWithFallback(in: body)
            for drawing in drawings {
                repair.diagnostics.append(
                    Diagnostic(
                        .warning, .svgForeignObjectReplaced, at: repair.place(drawing), stage: .ingest,
                        "inline SVG holds HTML in <foreignObject> (draw.io's labels), which EPUB does not take; each replaced by the drawing's own fallback"
                    ))
            }
            SVGContentRepair.apply(in: body, inline: true)
            if !drawings.isEmpty {
                // The HTML elements of the labels went with them.
                elements = []
                body.forEachDescendant(collect)
            }
        }
        // Reversed document order puts every element after all of its descendants.
        for element in elements.reversed() where element.parent != nil {
            repair.visit(element)
        }
        repair.repairChildren(of: body, name: "body")
        // Found from the last element up: told in the order of the source.
        return repair.diagnostics.enumerated().sorted {
            ($0.element.location.line, -$0.offset) < ($1.element.location.line, -$1.offset)
        }.map(\.element)
    }

    /// Repairs one element, whose children are repaired already: its place, then its attributes and children.
    private mutating func visit(_ element: XMLNode) {
        var element = element
        var name = element.name
        if Self.phrasingOnly.contains(name), let renamed = repairPhrasingContent(of: element) {
            element = renamed
            name = renamed.name
        }
        guard !repairPlace(of: element, name: name) else { return }
        repairAttributes(of: element, name: name)
        repairChildren(of: element, name: name)
    }

    /// The rules about where `element` may be. Returns whether it was unwrapped, removed, wrapped or renamed, so
    /// that its attributes and children are no longer its own to repair.
    private mutating func repairPlace(of element: XMLNode, name: String) -> Bool {
        switch name {
        case "html", "body":
            report(element, "<\(element.name)> inside a chapter", "its content kept in place")
            element.unwrap()
            return true
        case "head":
            report(element, "<head> inside a chapter", "dropped")
            element.remove()
            return true
        case "td", "th", "tr", "thead", "tbody", "tfoot", "caption", "colgroup", "col":
            guard !isInTableStructure(element) else { return false }
            report(element, "<\(element.name)> outside a table", "its content kept in place")
            element.unwrap()
            return true
        case "li":
            return repairListItem(element)
        case "dt", "dd":
            guard let parent = element.parent, parent.name != "dl",
                !(parent.name == "div" && parent.parent?.name == "dl")
            else { return false }
            wrapRun(
                from: element, in: "dl", members: ["dt", "dd"], why: "<\(element.name)> outside a <dl>",
                fix: "wrapped in <dl>")
            return true
        case "figcaption":
            guard element.parent?.name != "figure" else { return false }
            rename(element, to: "div", why: "<figcaption> outside a <figure>")
            return true
        case "noscript":
            // Scripts never run in a reading system without scripting, so what noscript holds is what shows;
            // XHTML has no noscript element (HTML §4.12.2: "not allowed in XML documents").
            report(element, "<noscript>", "its content kept in place")
            element.unwrap()
            return true
        case "button"
        where ancestor(of: element, named: "a") != nil || element.descendants.contains(where: { $0.name == "a" }):
            // Interactive content may not nest (HTML §4.10.6, §4.5.1); a button does nothing in a book without script.
            rename(element, to: "span", why: "a <button> inside or around a link")
            return true
        case "a":
            guard ancestor(of: element, named: "a") != nil else { return false }
            let href = element.attribute("href").map { " (to \($0))" } ?? ""
            report(element, "a link inside a link", "the inner link\(href) kept as its text")
            element.unwrap()
            return true
        default:
            return false
        }
    }

    /// An `<li>` outside a list is wrapped in one (returns true); an item's ordinal value belongs to ordered lists
    /// only (HTML §4.4.8).
    private mutating func repairListItem(_ element: XMLNode) -> Bool {
        if let parent = element.parent, !Self.lists.contains(parent.name) {
            wrapRun(from: element, in: "ul", members: ["li"], why: "<li> outside a list", fix: "wrapped in <ul>")
            return true
        }
        if element.parent?.name != "ol", let value = element.attribute("value") {
            report(element, "value on an <li> of a <\(element.parent?.name ?? "")>", "kept as data-value")
            element.setAttribute("data-value", value)
            element.removeAttribute("value")
        }
        return false
    }

    /// The rules about which children `element` may have.
    private mutating func repairChildren(of element: XMLNode, name: String) {
        switch name {
        case "ul", "ol", "menu": repairList(element)
        case "dl": repairDefinitionList(element)
        case "table": repairTable(element)
        case "figure": repairFigure(element)
        case "details": repairDetails(element)
        case "hgroup": repairHeadingGroup(element)
        case "fieldset": moveFirst("legend", in: element)
        default: break
        }
    }

    // MARK: Phrasing content

    /// HTML elements whose content model is phrasing content only.
    private static let phrasingOnly: Set<String> = [
        "p", "h1", "h2", "h3", "h4", "h5", "h6", "pre", "span", "em", "strong", "b", "i", "u", "s", "small", "code",
        "kbd",
        "samp", "var", "sub", "sup", "mark", "q", "cite", "abbr", "dfn", "time", "label", "bdi", "bdo", "button",
        "data",
        "output", "meter", "progress", "legend", "summary", "rb", "rt", "rp", "ruby",
    ]

    /// Phrasing content (HTML §3.2.5.2.5) as elements; text always is.
    private static let phrasing: Set<String> = phrasingOnly.subtracting([
        "p", "h1", "h2", "h3", "h4", "h5", "h6", "pre", "legend", "summary", "rb", "rt", "rp",
    ])
    .union([
        "a", "area", "audio", "br", "canvas", "datalist", "del", "embed", "iframe", "img", "input", "ins", "map",
        "noscript", "object", "picture", "script", "select", "template", "textarea", "video", "wbr", "svg", "math",
        "slot",
        // Parts of their parents' own content models (media, objects, ruby annotations), not blocks.
        "source", "track", "param", "rt", "rp", "rb", "rtc",
    ])

    private static let headings: Set<String> = ["h1", "h2", "h3", "h4", "h5", "h6", "hgroup"]

    /// Phrasing elements whose content model is their parent's (HTML's "transparent").
    private static let transparent: Set<String> = [
        "a", "ins", "del", "map", "object", "audio", "video", "canvas", "noscript",
    ]

    /// Block elements that may become a `<span>` when their content is phrasing.
    private static let spannable: Set<String> = [
        "div", "p", "h1", "h2", "h3", "h4", "h5", "h6", "section", "article", "aside", "header", "footer", "address",
        "blockquote", "hgroup", "main", "nav", "figure", "figcaption", "center",
    ]

    /// Whether `node` is content only a flow-content parent may hold.
    private static func needsFlow(_ node: XMLNode) -> Bool {
        guard node.isElement else { return false }
        let name = node.name
        if phrasing.contains(name) && !transparent.contains(name) { return false }
        guard node.namespaceURI == XMLTree.xhtmlNamespace else { return false }  // svg, math: phrasing
        if !phrasing.contains(name) { return true }
        return node.elementChildren.contains(where: needsFlow)
    }

    /// Whether `node` can become phrasing content by turning blocks into spans.
    private static func canBecomePhrasing(_ node: XMLNode) -> Bool {
        guard needsFlow(node) else { return true }
        if transparent.contains(node.name) { return node.elementChildren.allSatisfy(canBecomePhrasing) }
        return spannable.contains(node.name) && node.elementChildren.allSatisfy(canBecomePhrasing)
    }

    /// Block content inside a phrasing-only element. A `<p>` is closed before
    /// the block and opened again after it, as an HTML parser does; in other
    /// elements a block whose own content is phrasing becomes a `<span>`
    /// with its name as a class; failing that, a `<span>` becomes a `<div>`.
    /// Returns the element when it was replaced.
    private mutating func repairPhrasingContent(of element: XMLNode) -> XMLNode? {
        // A summary or legend may hold headings beside its phrasing content (HTML §4.11.2, §4.10.16).
        let headingsAllowed = element.name == "summary" || element.name == "legend"
        let isBlock = { (node: XMLNode) in
            Self.needsFlow(node) && !(headingsAllowed && Self.headings.contains(node.name))
        }
        // Every paragraph and span passes here: find out without building arrays whether any child is a block.
        var child = element.firstChild
        while let current = child, !isBlock(current) { child = current.nextSibling }
        guard child != nil else { return nil }
        let blocks = element.children.filter(isBlock)
        guard let first = blocks.first else { return nil }
        if element.name == "p" {
            splitAround(element, first: first)
            return nil
        }
        if blocks.allSatisfy(Self.canBecomePhrasing) {
            for block in blocks { makePhrasing(block, inside: element.name) }
            return nil
        }
        if element.name == "span", let parent = element.parent,
            !Self.phrasingOnly.contains(parent.name) || parent.name == "p"
        {
            return rename(element, to: "div", why: "<span> holding block content", asClass: false)
        }
        if element.parent != nil {
            // `<b>bold <table>…</table> more</b>`, which browsers show and mdBook builds.
            splitAround(element, first: first)
            return nil
        }
        let block = blocks.first { !Self.canBecomePhrasing($0) }!
        let line = block.nearestLine
        diagnostics.append(
            Diagnostic(
                .error, .htmlStructureInvalid, at: source.location(shown: shown, line: max(line, 1), column: 1),
                stage: .ingest,
                "<\(block.name)> inside <\(element.name)> has no valid place in EPUB 3 XHTML: only phrasing content may go there — move it out of the <\(element.name)>"
            ))
        return nil
    }

    private mutating func makePhrasing(_ node: XMLNode, inside parent: String) {
        guard Self.needsFlow(node) else { return }
        for child in node.elementChildren { makePhrasing(child, inside: parent) }
        if !Self.transparent.contains(node.name) {
            rename(node, to: "span", why: "<\(node.name)> inside <\(parent)>")
        }
    }

    /// `<p>a<div>b</div>c</p>` → `<p>a</p><div>b</div><p>c</p>`, and so for any
    /// phrasing element (`<b>a<table/>c</b>` → `<b>a</b><table/><b>c</b>`), as an
    /// HTML parser closes a paragraph before a block, and after it opens again
    /// the formatting elements that were open (a paragraph bare; any other
    /// element with its attributes, but its id, which stays with the first).
    /// Runs of white space alone open nothing.
    private mutating func splitAround(_ element: XMLNode, first: XMLNode) {
        let isParagraph = element.name == "p"
        report(
            first, "<\(first.name)> inside <\(element.name)>",
            isParagraph
                ? "the paragraph closed before it and opened again after it"
                : "the <\(element.name)> closed before it and opened again after it")
        guard let parent = element.parent else { return }
        let next = element.nextSibling
        var current: XMLNode? = nil
        var started = false
        for child in element.children {
            if child.isSame(as: first) { started = true }
            guard started else { continue }
            if Self.needsFlow(child) {
                current = nil
                place(child, in: parent, before: next)
            } else {
                if current == nil {
                    if child.isWhitespace { place(child, in: parent, before: next); continue }
                    current = reopened(element, in: parent, before: next, bare: isParagraph)
                }
                child.move(intoEndOf: current!)
            }
        }
        if element.children.allSatisfy(\.isWhitespace) && element.attribute("id") == nil { element.remove() }
    }

    /// A new element like `element` before `next`: bare, or with its attributes but its id (repaired as its own were).
    private mutating func reopened(_ element: XMLNode, in parent: XMLNode, before next: XMLNode?, bare: Bool)
        -> XMLNode
    {
        let opened = parent.insertElement(element.name, before: next)
        guard !bare else { return opened }
        for attribute in element.attributes where !(attribute.namespace == nil && attribute.name == "id") {
            opened.setAttribute(
                attribute.name, attribute.value, namespace: attribute.namespace,
                prefix: attribute.namespace == XMLTree.opsNamespace ? "epub" : nil)
        }
        repairAttributes(of: opened, name: opened.name)
        return opened
    }

    private func place(_ node: XMLNode, in parent: XMLNode, before next: XMLNode?) {
        if let next { node.move(before: next) } else { node.move(intoEndOf: parent) }
    }

    // MARK: Lists

    private static let lists: Set<String> = ["ul", "ol", "menu"]
    private static let scriptSupporting: Set<String> = ["script", "template"]

    /// A list holds `<li>` only: a list straight inside a list joins the item
    /// before it (what its author meant by nesting), a `<br>` goes, anything
    /// else is wrapped in an `<li>` of its own.
    private mutating func repairList(_ list: XMLNode) {
        var wrapper: XMLNode?
        for child in list.children {
            if child.isWhitespace || child.kind == .comment { continue }
            if child.isElement && (child.name == "li" || Self.scriptSupporting.contains(child.name)) {
                wrapper = child.name == "li" ? child : wrapper
                continue
            }
            if child.isElement && child.name == "br" {
                report(child, "<br> inside <\(list.name)>", "dropped")
                child.remove()
                continue
            }
            if child.isElement && Self.lists.contains(child.name), let item = wrapper {
                report(child, "<\(child.name)> straight inside <\(list.name)>", "moved into the item before it")
                child.move(intoEndOf: item)
                continue
            }
            report(
                child, "\(child.isElement ? "<\(child.name)>" : "text") straight inside <\(list.name)>",
                "wrapped in <li>")
            let item = list.insertElement("li", before: child)
            child.move(intoEndOf: item)
            wrapper = item
        }
    }

    /// A `<dl>` holds `<dt>` and `<dd>` (or `<div>` groups of them): other
    /// content joins the term or definition before it, or starts a `<dd>`.
    private mutating func repairDefinitionList(_ list: XMLNode) {
        // Groups are `dt+ dd+`: definitions before any term get an empty term.
        if let first = list.elementChildren.first(where: { $0.name == "dt" || $0.name == "dd" }), first.name == "dd" {
            report(first, "a <dd> before any <dt>", "given an empty <dt>")
            _ = list.insertElement("dt", before: first)
        }
        // … and end with a definition.
        if let last = list.elementChildren.last(where: { $0.name == "dt" || $0.name == "dd" }), last.name == "dt" {
            report(last, "a <dl> ending with a <dt>", "given an empty <dd>")
            _ = list.insertElement("dd", before: last.nextSibling)
        }
        var previous: XMLNode?
        for child in list.children {
            if child.isWhitespace || child.kind == .comment { continue }
            if child.isElement && ["dt", "dd", "div"].contains(child.name) || Self.scriptSupporting.contains(child.name)
            {
                previous = child.name == "dt" || child.name == "dd" ? child : previous
                continue
            }
            if child.isElement && child.name == "br" {
                report(child, "<br> inside <dl>", "dropped")
                child.remove()
                continue
            }
            report(
                child, "\(child.isElement ? "<\(child.name)>" : "text") straight inside <dl>",
                "moved into the <dt> or <dd> before it")
            if let previous {
                child.move(intoEndOf: previous)
            } else {
                let definition = list.insertElement("dd", before: child)
                child.move(intoEndOf: definition)
                previous = definition
            }
        }
    }

    /// An `<hgroup>` is valid for both checkers only when it holds one
    /// heading: EPUB 3.2's (epubcheck 4.2.6) holds headings only, today's HTML
    /// (§4.3.7, epubcheck 5.3) one heading among paragraphs. Any other becomes a
    /// `<div class="hgroup">` (a header may not hold a header, and hgroups stand
    /// in headers) whose first heading stays and whose later ones,
    /// the subtitles, become `<p class="h2">` — HTML's own way to write a
    /// subtitle — so the outline and the contents do not gain a section.
    private mutating func repairHeadingGroup(_ group: XMLNode) {
        let children = group.elementChildren.filter { !Self.scriptSupporting.contains($0.name) }
        let headings = children.filter { Self.headings.contains($0.name) && $0.name != "hgroup" }
        guard children.count != 1 || headings.count != 1 else { return }
        // One warning for the group: the subtitles' renaming is reported under the same words.
        let why =
            "an <hgroup> holding \(headings.count) heading\(headings.count == 1 ? "" : "s") and \(children.count - headings.count) other element\(children.count - headings.count == 1 ? "" : "s")"
        let header = rename(group, to: "div", why: why)
        for subtitle in header.elementChildren.filter({ Self.headings.contains($0.name) }).dropFirst() {
            rename(subtitle, to: "p", why: why)
        }
    }

    /// A `<details>` opens with its one `<summary>`: a late one moves first,
    /// a second becomes a div, and one with none is given one, "Notes" in the book's language
    /// (comprehensive-rust's speaker notes are such `<details>`): browsers
    /// show their own "Details" there, and reading systems may not, so
    /// without it the notes would stand open in the text. That is what the
    /// author sees in a browser, so it goes without a warning (a course
    /// writes one in every page).
    private mutating func repairDetails(_ details: XMLNode) {
        let summaries = details.elementChildren.filter { $0.name == "summary" }
        guard !summaries.isEmpty else {
            details.prependElement("summary", text: notes)
            return
        }
        for extra in summaries.dropFirst() { rename(extra, to: "div", why: "a second <summary> in a <details>") }
        moveFirst("summary", in: details)
    }

    /// Wraps `element` and the siblings of the kinds in `members` that follow it (with the white space between) in a
    /// new `name`.
    private mutating func wrapRun(
        from element: XMLNode, in name: String, members: Set<String>, why: String, fix: String
    ) {
        guard let parent = element.parent else { return }
        report(element, why, fix)
        // Visited last to first: the run starts at the first member before this one.
        var start = element
        var back = element.previousSibling
        while let current = back,
            current.isWhitespace || current.kind == .comment || (current.isElement && members.contains(current.name))
        {
            if current.isElement { start = current }
            back = current.previousSibling
        }
        var run: [XMLNode] = []
        var sibling: XMLNode? = start
        while let current = sibling,
            current.isWhitespace || current.kind == .comment || (current.isElement && members.contains(current.name))
        {
            run.append(current)
            sibling = current.nextSibling
        }
        while let last = run.last, !last.isElement { run.removeLast() }
        let wrapper = parent.insertElement(name, before: start)
        for node in run { node.move(intoEndOf: wrapper) }
        if name == "dl" { repairDefinitionList(wrapper) }
    }

    // MARK: Tables

    private static let tableSections: Set<String> = ["thead", "tbody", "tfoot"]

    private func isInTableStructure(_ element: XMLNode) -> Bool {
        guard let parent = element.parent else { return false }
        switch element.name {
        case "td", "th":
            return parent.name == "tr" || parent.name == "table" || Self.tableSections.contains(parent.name)
        case "tr": return parent.name == "table" || Self.tableSections.contains(parent.name)
        case "col": return parent.name == "colgroup" || parent.name == "table"
        default: return parent.name == "table"
        }
    }

    /// A table holds a caption, column groups, row groups and rows; a row
    /// group holds rows; a row holds cells. Cells straight inside a table or
    /// row group are wrapped in a row; anything else moves before the table,
    /// in document order, as HTML's "foster parenting" does (HTML
    /// §13.2.6.1); a late caption moves first.
    private mutating func repairTable(_ table: XMLNode) {
        // Tables are common and nearly always right: check that first, without building arrays.
        guard !Self.isValidTable(table) else { return }
        repairRows(of: table, allowed: ["caption", "colgroup", "col", "thead", "tbody", "tfoot", "tr"])
        orderParts(of: table)
    }

    /// Whether `table` already holds its parts in HTML's order (caption?,
    /// colgroup*, thead?, tbody* or tr*, tfoot?) and its rows only cells.
    private static func isValidTable(_ table: XMLNode) -> Bool {
        let rank = ["caption": 0, "colgroup": 1, "thead": 2, "tbody": 3, "tr": 3, "tfoot": 4]
        var last = -1
        var sawGroup = false, sawRow = false
        var child = table.firstChild
        while let current = child {
            child = current.nextSibling
            guard current.isElement else {
                if current.kind == .text && !current.isWhitespace { return false }
                continue
            }
            let name = current.name
            if scriptSupporting.contains(name) { continue }
            guard let position = rank[name], position >= last, !(position == last && position != 1 && position != 3)
            else { return false }
            last = position
            if name == "tr" { sawRow = true; guard rowHoldsCells(current) else { return false } }
            if name == "tbody" || name == "thead" || name == "tfoot" {
                // Rows may follow a head or precede a foot, but not stand beside bodies: (tbody* | tr+).
                if name == "tbody" { sawGroup = true }
                var row = current.firstChild
                while let inner = row {
                    row = inner.nextSibling
                    if inner.isElement {
                        guard inner.name == "tr", rowHoldsCells(inner) else { return false }
                    } else if inner.kind == .text && !inner.isWhitespace {
                        return false
                    }
                }
            }
            if name == "colgroup", current.attribute("span") != nil, current.firstChild != nil { return false }
        }
        return !(sawGroup && sawRow)
    }

    private static func rowHoldsCells(_ row: XMLNode) -> Bool {
        var cell = row.firstChild
        while let current = cell {
            cell = current.nextSibling
            if current.isElement {
                let name = current.name
                guard name == "td" || name == "th" || scriptSupporting.contains(name) else { return false }
            } else if current.kind == .text && !current.isWhitespace {
                return false
            }
        }
        return true
    }

    /// A table's parts in the order HTML requires (§4.9.1): caption?,
    /// colgroup*, thead?, (tbody* | tr+), tfoot?. Columns straight inside
    /// the table go into a column group (as HTML parsers imply one); HTML
    /// 4's footer before the body moves to the end; a second head or foot
    /// becomes a body; rows beside a body are wrapped in a body of their own.
    private mutating func orderParts(of table: XMLNode) {
        var columns: XMLNode?
        for child in table.elementChildren {
            if child.name == "col" {
                if columns == nil {
                    report(child, "<col> straight inside <table>", "wrapped in <colgroup>")
                    columns = table.insertElement("colgroup", before: child)
                }
                child.move(intoEndOf: columns!)
            } else if child.name != "colgroup" {
                columns = nil
            } else if child.attribute("span") != nil && child.elementChildren.contains(where: { $0.name == "col" }) {
                report(child, "a <colgroup> with both span and <col>s", "its span dropped")
                child.removeAttribute("span")
            }
        }
        let parts = table.elementChildren.filter {
            ["caption", "colgroup", "thead", "tbody", "tfoot", "tr"].contains($0.name)
        }
        // HTML §4.9.1: (tbody* | tr+) — rows beside a head or a foot are fine, beside a body they are not.
        let hasGroups = parts.contains { $0.name == "tbody" }
        var heads = parts.filter { $0.name == "thead" }, feet = parts.filter { $0.name == "tfoot" }
        var bodies: [XMLNode] = []
        var run: XMLNode?
        for part in parts {
            switch part.name {
            case "tr" where hasGroups:
                if run == nil {
                    report(part, "<tr> beside a <tbody> in a <table>", "wrapped in <tbody>")
                    run = table.insertElement("tbody", before: part)
                    bodies.append(run!)
                }
                part.move(intoEndOf: run!)
            case "tbody", "tr":
                run = nil
                bodies.append(part)
            case "thead" where !heads.first!.isSame(as: part), "tfoot" where !feet.first!.isSame(as: part):
                run = nil
                bodies.append(rename(part, to: "tbody", why: "a second <\(part.name)> in a <table>"))
            default:
                run = nil
            }
        }
        heads = Array(heads.prefix(1))
        feet = Array(feet.prefix(1))
        let wanted =
            parts.filter { $0.name == "caption" }.prefix(1) + parts.filter { $0.name == "colgroup" } + heads + bodies
            + feet
        let current = table.elementChildren.filter {
            ["caption", "colgroup", "thead", "tbody", "tfoot", "tr"].contains($0.name)
        }
        guard !zip(current, wanted).allSatisfy({ $0.isSame(as: $1) }) || current.count != wanted.count else { return }
        let moved = zip(current, wanted).first { !$0.isSame(as: $1) }?.1 ?? wanted[0]
        report(
            moved, "<\(moved.name)> out of its place in a <table>",
            "the table's parts put in HTML's order (caption, columns, head, bodies, foot)")
        for part in wanted { part.move(intoEndOf: table) }
    }

    private mutating func repairRows(of section: XMLNode, allowed: Set<String>) {
        var row: XMLNode?
        for child in section.children {
            if child.isWhitespace || child.kind == .comment { continue }
            if child.isElement && (child.name == "td" || child.name == "th") {
                if row == nil {
                    report(child, "<\(child.name)> straight inside <\(section.name)>", "wrapped in <tr>")
                    row = section.insertElement("tr", before: child)
                }
                child.move(intoEndOf: row!)
                continue
            }
            row = nil
            if child.isElement && Self.tableSections.contains(child.name) && allowed.contains(child.name) {
                repairRows(of: child, allowed: ["tr"])
            } else if child.isElement && child.name == "tr" {
                repairRow(child)
            } else if !(child.isElement && (allowed.contains(child.name) || Self.scriptSupporting.contains(child.name)))
            {
                fosterParent(child, from: section)
            }
        }
    }

    private mutating func repairRow(_ row: XMLNode) {
        for child in row.children {
            if child.isWhitespace || child.kind == .comment { continue }
            if child.isElement && (["td", "th"].contains(child.name) || Self.scriptSupporting.contains(child.name)) {
                continue
            }
            fosterParent(child, from: row)
        }
    }

    private mutating func fosterParent(_ node: XMLNode, from container: XMLNode) {
        guard let table = ancestor(of: node, named: "table"), table.parent != nil else { return }
        if node.isElement && node.name == "br" {
            report(node, "<br> inside <\(container.name)>", "dropped")
            node.remove()
            return
        }
        report(
            node, "\(node.isElement ? "<\(node.name)>" : "text") inside <\(container.name)>", "moved before the table")
        node.move(before: table)
    }

    // MARK: Figures

    /// A figure's caption is its first or last child (HTML §4.4.12): `<br>`s
    /// after the caption go, a caption with content on both sides moves to
    /// the end, and a second caption becomes a `<div class="figcaption">`.
    private mutating func repairFigure(_ figure: XMLNode) {
        let captions = figure.elementChildren.filter { $0.name == "figcaption" }
        guard let caption = captions.first else { return }
        for extra in captions.dropFirst() { rename(extra, to: "div", why: "a second <figcaption> in a <figure>") }
        var trailing = Array(figure.children.drop { !$0.isSame(as: caption) }.dropFirst())
        let breaks = trailing.filter { $0.isElement && $0.name == "br" }
        if !breaks.isEmpty,
            trailing.allSatisfy({ $0.isWhitespace || $0.kind == .comment || ($0.isElement && $0.name == "br") })
        {
            report(breaks[0], "<br> after a <figcaption>", "dropped")
            for node in breaks { node.remove() }
            trailing = []
        }
        let meaningful = { (node: XMLNode) in !(node.isWhitespace || node.kind == .comment) }
        let leading = figure.children.prefix { !$0.isSame(as: caption) }
        if trailing.contains(where: meaningful) && leading.contains(where: meaningful) {
            report(caption, "a <figcaption> between a figure's contents", "moved to the figure's end")
            caption.move(intoEndOf: figure)
        }
    }

    private mutating func moveFirst(_ name: String, in element: XMLNode) {
        guard let child = element.elementChildren.first(where: { $0.name == name }),
            let first = element.children.first(where: { !($0.isWhitespace || $0.kind == .comment) }),
            !first.isSame(as: child)
        else { return }
        report(child, "<\(name)> after other content of <\(element.name)>", "moved first")
        child.move(before: first)
    }

    // MARK: Helpers

    private func ancestor(of node: XMLNode, named name: String) -> XMLNode? {
        var current = node.parent
        while let element = current {
            if element.name == name { return element }
            current = element.parent
        }
        return nil
    }

    /// Replaces `element` by a `name` element with the same attributes and
    /// children, and the old name as a class (`asClass`).
    @discardableResult
    private mutating func rename(_ element: XMLNode, to name: String, why: String, asClass: Bool = true) -> XMLNode {
        let attributes = element.attributes
        let old = element.name
        report(element, why, "kept as <\(name)\(asClass ? " class=\"\(old)\"" : "")>")
        let line = element.line
        let renamed = element.replace(withElement: name)
        renamed.setLine(line)
        for attribute in attributes {
            renamed.setAttribute(attribute.name, attribute.value, namespace: attribute.namespace)
        }
        if asClass {
            let classes = renamed.attribute("class").map { $0 + " " } ?? ""
            renamed.setAttribute("class", classes + old)
        }
        return renamed
    }

    /// Tells `what` was repaired and how, once per `key` (by default `what`) per chapter.
    /// Where the author wrote `node`: its line, column 1.
    func place(_ node: XMLNode) -> SourceLocation {
        source.location(shown: shown, line: max(node.nearestLine, 1), column: 1)
    }

    mutating func report(_ node: XMLNode, _ what: String, _ fix: String, key: String? = nil) {
        guard reported.insert(key ?? what).inserted else { return }
        diagnostics.append(
            Diagnostic(
                .warning, .htmlStructureRepaired, at: place(node),
                stage: .ingest, "\(what) is not valid EPUB 3 XHTML; \(fix)"))
    }
}
