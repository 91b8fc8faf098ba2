import EPUBSupport
import XMLTree

/// GitBook's card view: a table written `<table data-view="cards">`, each row one card. GitBook shows a row's
/// visible cells one under another in its card, the column marked `data-card-cover` as the card's picture and the
/// one marked `data-card-target` as the place the card leads to; a `data-hidden` column is never shown. Left a
/// table, the page had shown those columns (file names such as `cover.png`) under empty headers.
///
/// Each row becomes an item of a list:
///
///     <ul class="cards"><li class="card">
///       <img class="card-cover" src="cover.png" alt=""/>
///       <div class="card-field"><a href="page.md"><strong>Title</strong></a></div>
///       <div class="card-field">What the page is about.</div>
///     </li>…</ul>
///
/// The first field links to the target unless it links somewhere already; a card with no text links by the target's
/// own words. A visible column's header, when it has words, labels its field (`<span class="card-label">`), so that
/// nothing shown is lost. The cover is decorative (`alt=""`, `role="presentation"`): the card's words say what it is.
enum GitBookCards {
    static func mayHaveCards(_ html: String) -> Bool { ByteSearch.contains("data-view=\"cards\"", in: html) }

    static func apply(to body: XMLNode) {
        for table in body.descendants where table.name == "table" && table.attribute("data-view") == "cards" {
            guard let parent = table.parent else { continue }
            let rows = table.descendants.filter { $0.name == "tr" }
            guard let header = rows.first, header.parent?.name == "thead" else { continue }
            let columns = header.elementChildren.map(Column.init)
            let list = parent.insertElement("ul", before: table)
            list.setAttribute("class", "cards")
            for row in rows.dropFirst() { addCard(of: row.elementChildren, columns: columns, to: list) }
            table.remove()
        }
    }

    /// What a column is to its cards, from its header cell.
    private struct Column {
        let label: String
        let hidden: Bool
        let isCover: Bool
        let isTarget: Bool

        init(_ header: XMLNode) {
            label = header.textContent.trimmingCharacters(in: .whitespacesAndNewlines)
            hidden = header.attribute("data-hidden") != nil
            isCover = header.attribute("data-card-cover") != nil
            isTarget = header.attribute("data-card-target") != nil
        }
    }

    private static func addCard(of cells: [XMLNode], columns: [Column], to list: XMLNode) {
        let card = list.appendElement("li")
        card.setAttribute("class", "card")
        let pairs = Array(zip(columns, cells))
        if let cover = pairs.first(where: { $0.0.isCover }).flatMap({ address(in: $0.1) }) {
            let image = card.appendElement("img")
            image.setAttribute("class", "card-cover")
            image.setAttribute("src", cover)
            image.setAttribute("alt", "")
            image.setAttribute("role", "presentation")
        }
        var fields: [XMLNode] = []
        for (column, cell) in pairs where !column.hidden && !column.isCover && !column.isTarget && shows(cell) {
            let field = card.appendElement("div")
            field.setAttribute("class", "card-field")
            if !column.label.isEmpty {
                field.appendElement("span", text: column.label).setAttribute("class", "card-label")
            }
            for child in cell.children { child.move(intoEndOf: field) }
            fields.append(field)
        }
        guard let targetCell = pairs.first(where: { $0.0.isTarget })?.1, let target = address(in: targetCell) else {
            return
        }
        if let first = fields.first {
            link(first, to: target)
        } else {
            let field = card.appendElement("div")
            field.setAttribute("class", "card-field")
            field.appendElement("a", text: targetCell.textContent).setAttribute("href", target)
        }
    }

    /// The address a cover or target cell holds: its link's, or its picture's.
    private static func address(in cell: XMLNode) -> String? {
        for node in cell.descendants {
            if node.name == "a", let href = node.attribute("href"), !href.isEmpty { return href }
            if node.name == "img", let src = node.attribute("src"), !src.isEmpty { return src }
        }
        return nil
    }

    /// Whether a cell has anything to show: words, or a picture.
    private static func shows(_ cell: XMLNode) -> Bool {
        !cell.textContent.allSatisfy(\.isWhitespace) || cell.descendants.contains { $0.name == "img" }
    }

    /// The field's words made a link to `target`, unless they link somewhere already (GitBook's card is one link;
    /// a link inside a link is not allowed). Blocks (`<p>`) keep their place: the link goes inside the first.
    private static func link(_ field: XMLNode, to target: String) {
        guard !field.descendants.contains(where: { $0.name == "a" }) else { return }
        let blocks: Set<String> = ["p", "div", "ul", "ol", "table", "pre", "blockquote", "figure"]
        let holder =
            field.elementChildren.contains { blocks.contains($0.name) }
            ? field.elementChildren.first { $0.name == "p" } : field
        guard let holder else { return }
        let words = holder.children.filter { !($0.isElement && $0.attribute("class") == "card-label") }
        guard let first = words.first else { return }
        let anchor = holder.insertElement("a", before: first)
        anchor.setAttribute("href", target)
        for child in words { child.move(intoEndOf: anchor) }
    }
}
