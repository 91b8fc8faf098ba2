import Markdown
import XMLTree

/// Figures and listings. In Markdown, an image alone in its paragraph with a
/// title (`![A map](map.png "The harbour at low tide")`) becomes a `<figure>`
/// whose `<figcaption>` is the title, and a code block whose info string
/// gives a title (```` ```go title="main.go" ````) a `<figure class="listing">`;
/// `{#id}` after the image, or in the info string, names either, so links
/// to it keep working. With `figure-numbers` / `listing-numbers`, captioned
/// figures and listings are numbered per chapter ("Figure 3-2.", "Listing 3-2.").
enum Captions {
    /// `title="…"`, `title=word`, and `{#id}` in a code block's info string (cmark-gfm's `data-meta`).
    nonisolated(unsafe) private static let metaTitle = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/
    nonisolated(unsafe) private static let metaID = /\{#([A-Za-z][\w:.-]*)\}/
    nonisolated(unsafe) private static let imageID = /^[ \t]*\{#([A-Za-z][\w:.-]*)\}[ \t]*$/

    /// The figures and listings Markdown's shapes stand for (what cmark-gfm made of a Markdown chapter).
    /// `altCaptions` (pandoc's `implicit_figures`): an image alone in its paragraph is a figure whose caption is its
    /// alt text, as pandoc writes it; its title stays its title.
    static func makeFigures(in body: XMLNode, altCaptions: Bool = false) {
        for element in body.descendants where element.isElement {
            switch element.name {
            case "p": altCaptions ? implicitFigure(from: element) : figure(from: element)
            // A description that makes no caption (an image in running text or a tight list's item): the alt text
            // says it.
            case "span" where element.attribute(MarkdownRenderer.captionAttribute) != nil: element.remove()
            case "code" where element.parent?.name == "pre": listing(from: element)
            default: break
            }
        }
    }

    /// `<p><img title="…"/>{#id}</p>` → `<figure id><img/><figcaption>…</figcaption></figure>`.
    private static func figure(from paragraph: XMLNode) {
        let children = paragraph.children.filter { !($0.kind == .text && $0.textContent.allSatisfy(\.isWhitespace)) }
        guard let image = children.first, image.name == "img", let title = image.attribute("title"),
            !title.trimmingCharacters(in: .whitespaces).isEmpty, children.count <= 2
        else { return }
        var id: String?
        if children.count == 2 {
            guard children[1].kind == .text, let match = children[1].textContent.firstMatch(of: imageID) else { return }
            id = String(match.1)
            children[1].remove()
        }
        let figure = paragraph.replace(withElement: "figure")
        if let id { figure.setAttribute("id", id) }
        image.removeAttribute("title")
        figure.appendElement("figcaption", text: title)
    }

    /// `<p><img alt="A map"/></p>` → `<figure><img alt="A map"/><figcaption aria-hidden="true">A map</figcaption>
    /// </figure>`, as pandoc 2.17's HTML writer writes it (the caption repeats the alt text, so it is hidden from
    /// screen readers). An image with text beside it, or with no alt text, stays in its paragraph; so does one
    /// followed by a non-breaking space (`![A map](map.png)\ `), pandoc's way of asking for no figure.
    ///
    /// The caption is the image's description as the Markdown wrote it, emphasis, formulas and links kept, which the
    /// parser placed in a `<span data-epubbuild-caption>` after the image (`MarkdownRenderer.Syntax.figureCaptions`).
    private static func implicitFigure(from paragraph: XMLNode) {
        var children = paragraph.children.filter {
            !($0.kind == .text && $0.textContent.unicodeScalars.allSatisfy { " \t\n\r".unicodeScalars.contains($0) })
        }
        let described = children.last.flatMap {
            $0.name == "span" && $0.attribute(MarkdownRenderer.captionAttribute) != nil ? $0 : nil
        }
        if let described {
            described.remove()
            children.removeLast()
        }
        guard children.count == 1, let image = children.first, image.name == "img",
            let alt = image.attribute("alt"), !alt.trimmingCharacters(in: .whitespaces).isEmpty
        else { return }
        let figure = paragraph.replace(withElement: "figure")
        let caption = figure.appendElement("figcaption", text: described == nil ? alt : nil)
        described?.children.forEach { $0.move(intoEndOf: caption) }
        caption.setAttribute("aria-hidden", "true")
    }

    /// `<pre><code data-meta='title="main.go" {#id}'>` → `<figure class="listing"
    /// id><figcaption>main.go</figcaption><pre>…</pre></figure>`.
    private static func listing(from code: XMLNode) {
        guard let meta = code.attribute("data-meta") else { return }
        // The rest of the info string is read here and nowhere else: it is not written out.
        code.removeAttribute("data-meta")
        guard let pre = code.parent, let parent = pre.parent else { return }
        let title = meta.firstMatch(of: metaTitle).map { String($0.1 ?? $0.2 ?? $0.3 ?? "") }
        let id = meta.firstMatch(of: metaID).map { String($0.1) }
        guard title?.isEmpty == false || id != nil else { return }
        let figure = parent.insertElement("figure", before: pre)
        figure.setAttribute("class", "listing")
        if let id { figure.setAttribute("id", id) }
        if let title, !title.isEmpty { figure.appendElement("figcaption", text: title) }
        pre.move(intoEndOf: figure)
    }

    /// Numbers the captioned figures and listings of one chapter in reading
    /// order: "Figure 3-2." for the second figure of chapter 3, or "Figure 2."
    /// in a chapter without a number (a preface); `figures` and `listings`
    /// are the words the labels start with, nil for those not numbered. The
    /// label is a `<span>` at the start of the caption, so a stylesheet can set it apart.
    static func number(_ body: XMLNode, chapter: String?, figures: String?, listings: String?) {
        var book = Counts()
        number(body, chapter: chapter, words: Words(figures: figures, listings: listings), book: &book)
    }

    /// The words the labels start with, nil for what is not numbered; `labelledOnly`: only what pandoc-crossref
    /// numbers, the figures, tables and formulas labelled `fig:`, `tbl:`, `eq:` (the formulas read "(3)");
    /// `throughTheBook`: those numbered 1, 2, 3 through the book, as the filter numbers them.
    struct Words {
        var figures: String?
        var listings: String?
        var tables: String? = nil
        var labelledOnly = false
        /// Only the listings pandoc-crossref numbers, those labelled `lst:`.
        var labelledListingsOnly = false
        var throughTheBook = false
        /// Between a number and the caption's text: "Figure 3-2. The harbour", or pandoc-crossref's "Figure 3: …".
        var delimiter = "."
        /// pandoc-crossref's `chapters`: what is numbered through the book counts anew at each numbered top-level
        /// heading, after that chapter's number and this ("Figure 2.3"); nil: through the book.
        var chapterDelimiter: String?
    }

    /// How many of each kind are numbered so far.
    struct Counts {
        /// The numbered top-level headings so far (`Words.chapterDelimiter`).
        var chapter = 0
        var figures = 0
        var listings = 0
        var tables = 0
        var equations = 0
    }

    /// Numbers one chapter's captions; `book` counts what is numbered through the book, chapter after chapter.
    /// The number each numbered element with an id was given, by its id (what pandoc-crossref's references read).
    @discardableResult
    static func number(_ body: XMLNode, chapter: String?, words: Words, book: inout Counts) -> [String: String] {
        var numbers: [String: String] = [:]
        var own = Counts()
        let prefix = chapter.map { "\($0)-" } ?? ""
        func next(_ kind: WritableKeyPath<Counts, Int>, throughTheBook: Bool) -> String {
            guard !throughTheBook else {
                book[keyPath: kind] += 1
                return (words.chapterDelimiter.map { "\(book.chapter)" + $0 } ?? "") + "\(book[keyPath: kind])"
            }
            own[keyPath: kind] += 1
            return prefix + "\(own[keyPath: kind])"
        }
        for element in body.descendants where element.isElement {
            // Only a figure, table or formula needs its id read.
            let id = ["figure", "table", "span"].contains(element.name) ? element.attribute("id") ?? "" : ""
            switch element.name {
            // A chapter (pandoc-crossref's: an unnumbered one keeps the one before's number).
            case "h1" where words.chapterDelimiter != nil:
                guard !(element.attribute("class") ?? "").split(separator: " ").contains("unnumbered") else { continue }
                book = Counts(chapter: book.chapter + 1)
            case "figure":
                guard let caption = element.elementChildren.first(where: { $0.name == "figcaption" }) else { continue }
                let isListing = (element.attribute("class") ?? "").split(separator: " ").contains("listing")
                guard let word = isListing ? words.listings : words.figures,
                    isListing
                        ? !words.labelledListingsOnly || id.hasPrefix("lst:")
                        : !words.labelledOnly || id.hasPrefix("fig:")
                else { continue }
                let number = next(isListing ? \.listings : \.figures, throughTheBook: words.throughTheBook)
                // The space is the label's own, so the caption reads "Figure 3-2. The harbour" whatever follows.
                caption.prependElement("span", text: word + " " + number + words.delimiter + " ").setAttribute(
                    "class", isListing ? "listing-label" : "figure-label")
                if !id.isEmpty { numbers[id] = number }
            case "table" where id.hasPrefix("tbl:"):
                guard let word = words.tables,
                    let caption = element.elementChildren.first(where: { $0.name == "caption" })
                else { continue }
                let number = next(\.tables, throughTheBook: words.throughTheBook)
                caption.prependElement("span", text: word + " " + number + words.delimiter + " ")
                    .setAttribute("class", "table-label")
                numbers[id] = number
            case "span" where id.hasPrefix("eq:") && element.attribute("class") == "equation":
                let number = next(\.equations, throughTheBook: words.throughTheBook)
                element.appendElement("span", text: " (" + number + ")").setAttribute("class", "equation-number")
                numbers[id] = number
            default:
                continue
            }
        }
        return numbers
    }
}
