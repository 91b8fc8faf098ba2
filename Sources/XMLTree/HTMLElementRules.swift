/// What the HTML-to-XHTML conversion knows about HTML elements: which ones
/// EPUB 3 XHTML content documents allow, which are void, which take only
/// phrasing content, and what an element it does not know becomes.
enum HTMLElementRules {
    /// The elements of HTML that XHTML content documents allow (HTML Living
    /// Standard as epubcheck's schema has it, less the obsolete ones such as
    /// <font>, <center> and <listing>). `svg` and `math` are foreign content,
    /// and the <head> elements are handled apart (`headElements`).
    static let allowed: Set<String> = [
        "a", "abbr", "address", "area", "article", "aside", "audio", "b", "bdi", "bdo", "blockquote", "br", "button",
        "canvas", "caption", "cite", "code", "col", "colgroup", "data", "datalist", "dd", "del", "details", "dfn",
        "dialog", "div", "dl", "dt", "em", "embed", "fieldset", "figcaption", "figure", "footer", "form", "h1", "h2",
        "h3", "h4", "h5", "h6", "header", "hgroup", "hr", "i", "iframe", "img", "input", "ins", "kbd", "label",
        "legend",
        "li", "main", "map", "mark", "menu", "meter", "nav", "noscript", "object", "ol", "optgroup", "option",
        "output", "p", "param", "picture", "pre", "progress", "q", "rb", "rp", "rt", "rtc", "ruby", "s", "samp",
        "script", "section", "select", "small", "source", "span", "strong", "sub", "summary", "sup", "table",
        "tbody", "td", "template", "textarea", "tfoot", "th", "thead", "time", "tr", "track", "u", "ul", "var",
        "video", "wbr",
    ]

    /// The look of an obsolete presentational element, kept as the style that gives it when the element becomes a
    /// `<span>` or `<div>` of its name's class: without it `<strike>$10</strike> $5` read as two prices, and
    /// `<center>` was no longer centred, in a book with no stylesheet of its own for those classes (HTML §15.3, the
    /// rendering section's rules for these elements). Not `<listing>` or `<xmp>`: the name now mostly stands for a
    /// tool's own element (the Rust book's `<Listing>`), whose content is Markdown, not preformatted text.
    static let obsoleteLooks: [String: String] = [
        "center": "text-align: center", "strike": "text-decoration: line-through", "tt": "font-family: monospace",
        "big": "font-size: larger", "nobr": "white-space: nowrap", "blink": "text-decoration: blink",
    ]

    /// Elements that belong in a page's <head>, which the templates write:
    /// the conversion keeps what it can of them (title, styles, stylesheet
    /// links) and reports the rest.
    static let headElements: Set<String> = ["title", "base", "meta", "link", "style"]

    /// HTML void elements (HTML §13.1.2 "Void elements", with the obsolete
    /// keygen and param): they never have children. libxml2 2.9.14's HTML
    /// parser does not know embed, keygen, source, track and wbr as void and
    /// nests what follows inside them; the conversion moves that back out.
    static let void: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "keygen", "link", "meta", "param", "source",
        "track", "wbr",
    ]

    /// Elements whose content is phrasing only: an unknown element inside
    /// one becomes a <span>.
    static let phrasingParents: Set<String> = [
        "p", "span", "a", "em", "strong", "b", "i", "u", "s", "small", "code", "kbd", "samp", "var", "sub", "sup",
        "mark", "q", "cite", "abbr", "dfn", "time", "label", "h1", "h2", "h3", "h4", "h5", "h6", "pre", "bdi", "bdo",
        "button", "dt", "legend", "summary", "caption", "figcaption", "del", "ins", "data", "output", "ruby", "rb",
        "rt", "rtc", "rp", "meter", "progress",
    ]

    /// What an element EPUB does not allow becomes, chosen so that the parent
    /// stays valid: a list item inside a list, a cell inside a row, a row
    /// inside a table, a term or a definition inside <dl>, an option inside a
    /// <select>, a <span> where only phrasing content may go, a <div> elsewhere.
    ///
    /// In a <dl> (whose content model is `(dt+, dd+)*`), an element right after
    /// a <dt>, or the list's last element, becomes <dd>; any other a <dt>.
    static func replacement(inside parent: String, afterSibling previous: String?, isLastElement: Bool) -> String {
        switch parent {
        case "ul", "ol", "menu": "li"
        case "dl": previous == "dt" || isLastElement ? "dd" : "dt"
        case "tr": "td"
        case "table", "thead", "tbody", "tfoot": "tr"
        case "select", "datalist", "optgroup": "option"
        default: phrasingParents.contains(parent) ? "span" : "div"
        }
    }
}
