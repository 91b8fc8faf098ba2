/// The attributes EPUB 3 XHTML allows, as epubcheck's schema (the Nu HTML
/// Checker's, with EPUB's additions) has them, and what the conversion
/// makes of obsolete presentational ones. An attribute not allowed on its
/// element is kept as `data-<name>`, with a warning.
package enum HTMLAttributeRules {
    /// Allowed on every HTML element (HTML §3.2.6 "Global attributes", plus
    /// microdata, RDFa and EPUB's epub:type and SSML attributes).
    static let global: Set<String> = [
        "id", "class", "title", "lang", "dir", "style", "hidden", "tabindex", "accesskey", "translate",
        "contenteditable", "draggable", "spellcheck", "autofocus", "inputmode", "nonce", "is", "slot", "role",
        "itemscope", "itemtype", "itemid", "itemprop", "itemref",
        "about", "prefix", "property", "resource", "typeof", "vocab", "content", "datatype", "rel", "inlist",
        "xml:lang", "xml:space", "xml:base", "epub:type", "ssml:ph", "ssml:alphabet",
    ]

    /// Event handler content attributes (HTML §8.1.8.2) that the schema knows.
    static let eventHandlers: Set<String> = [
        "onabort", "onauxclick", "onblur", "oncancel", "oncanplay", "oncanplaythrough", "onchange", "onclick",
        "onclose", "oncontextmenu", "oncopy", "oncuechange", "oncut", "ondblclick", "ondrag", "ondragend",
        "ondragenter", "ondragleave", "ondragover", "ondragstart", "ondrop", "ondurationchange", "onemptied",
        "onended", "onerror", "onfocus", "onformdata", "oninput", "oninvalid", "onkeydown", "onkeypress",
        "onkeyup", "onload", "onloadeddata", "onloadedmetadata", "onloadstart", "onmousedown", "onmouseenter",
        "onmouseleave", "onmousemove", "onmouseout", "onmouseover", "onmouseup", "onpaste", "onpause", "onplay",
        "onplaying", "onprogress", "onratechange", "onreset", "onresize", "onscroll", "onseeked", "onseeking",
        "onselect", "onslotchange", "onstalled", "onsubmit", "onsuspend", "ontimeupdate", "ontoggle",
        "onvolumechange", "onwaiting", "onwheel",
    ]

    private static let media: Set<String> = ["src", "autoplay", "controls", "crossorigin", "loop", "muted", "preload"]
    private static let hyperlink: Set<String> = ["href", "target", "download", "ping", "rel", "hreflang", "type"]

    /// An `<a>` or `<area>` without `href` is a placeholder link, which must not have these (HTML §4.5.1 "If the
    /// href attribute is not specified … the target, download, ping, rel, hreflang, type, and referrerpolicy
    /// attributes must be omitted"; `rel` stays, RDFa's global attribute in EPUB's schema).
    package static func removeHyperlinkOnlyAttributes(from link: XMLNode) {
        for name in ["target", "download", "ping", "hreflang", "type", "referrerpolicy"]
        where link.attribute(name) != nil {
            link.removeAttribute(name)
        }
    }
    private static let formControl: Set<String> = ["disabled", "form", "name"]
    private static let submitter: Set<String> = [
        "formaction", "formenctype", "formmethod", "formnovalidate", "formtarget",
    ]

    /// Allowed on one element beyond the global ones.
    static let byElement: [String: Set<String>] = [
        "a": hyperlink,
        "area": hyperlink.union(["alt", "coords", "shape"]),
        "audio": media,
        "video": media.union(["playsinline", "poster", "width", "height"]),
        "source": ["src", "type", "srcset", "sizes", "media"],
        "track": ["default", "kind", "label", "src", "srclang"],
        "img": [
            "alt", "src", "srcset", "sizes", "crossorigin", "usemap", "ismap", "width", "height", "decoding", "loading",
        ],
        "iframe": ["src", "srcdoc", "name", "sandbox", "allow", "allowfullscreen", "width", "height", "loading"],
        "embed": ["src", "type", "width", "height"],
        "object": ["data", "type", "name", "usemap", "form", "width", "height"],
        "param": ["name", "value"],
        "canvas": ["width", "height"],
        "map": ["name"],
        "blockquote": ["cite"],
        "q": ["cite"],
        "del": ["cite", "datetime"],
        "ins": ["cite", "datetime"],
        "time": ["datetime"],
        "data": ["value"],
        "ol": ["reversed", "start", "type"],
        "li": ["value"],
        "td": ["colspan", "rowspan", "headers"],
        "th": ["colspan", "rowspan", "headers", "scope"],
        "col": ["span"],
        "colgroup": ["span"],
        "table": ["border"],
        "meter": ["value", "min", "max", "low", "high", "optimum"],
        "progress": ["value", "max"],
        "details": ["open"],
        "dialog": ["open"],
        "label": ["for", "form"],
        "output": formControl.union(["for"]),
        "fieldset": formControl,
        "form": ["accept-charset", "action", "autocomplete", "enctype", "method", "name", "novalidate", "target"],
        "button": formControl.union(submitter).union(["type", "value"]),
        "input": formControl.union(submitter).union([
            "accept", "alt", "autocomplete", "checked", "dirname", "height", "list", "max", "maxlength", "min",
            "minlength", "multiple", "pattern", "placeholder", "readonly", "required", "size", "src", "step", "type",
            "value", "width",
        ]),
        "select": formControl.union(["autocomplete", "multiple", "required", "size"]),
        "option": ["disabled", "label", "selected", "value"],
        "optgroup": ["disabled", "label"],
        "textarea": formControl.union([
            "autocomplete", "cols", "dirname", "maxlength", "minlength", "placeholder", "readonly", "required",
            "rows", "wrap",
        ]),
        "script": ["src", "type", "async", "defer", "crossorigin", "integrity", "nomodule", "charset"],
        "bdo": ["dir"],
    ]

    package static func allows(_ attribute: String, on element: String) -> Bool {
        global.contains(attribute) || eventHandlers.contains(attribute)
            || byElement[element]?.contains(attribute) == true
            || (attribute.hasPrefix("aria-") && attribute.count > 5) || isDataAttribute(attribute)
    }

    /// `data-*` with a name HTML accepts (§3.2.6.6: at least one character,
    /// XML-compatible, no ASCII upper-case letters).
    static func isDataAttribute(_ name: String) -> Bool {
        name.hasPrefix("data-") && name.count > 5 && !name.contains(":") && !name.contains(where: \.isUppercase)
    }

    // MARK: Obsolete presentational attributes

    /// Obsolete attributes (HTML §16.2) that become the CSS property shown.
    /// `align` is apart: what it means depends on the element (`alignment`).
    static let asStyle: [String: String] = [
        "valign": "vertical-align", "bgcolor": "background-color", "color": "color", "face": "font-family",
        "background": "background-image", "nowrap": "white-space", "clear": "clear",
    ]

    /// Elements on which width and height are presentational (obsolete), not
    /// the size of embedded content.
    static let sizeIsPresentational: Set<String> = [
        "table", "td", "th", "tr", "col", "colgroup", "hr", "pre", "div", "p", "span",
    ]

    /// Elements whose `width` and `height` are dimensions in CSS pixels, a
    /// non-negative integer (HTML §4.8.16): `width="50%"` and `height="auto"`,
    /// which READMEs are full of, are refused there (epubcheck RSC-005).
    static let sizeIsInteger: Set<String> = ["img", "video", "canvas", "iframe", "embed", "object", "source", "input"]

    /// A dimension as HTML wants it (`"200px"` → `"200"`), or nil when it is
    /// one only CSS can say (`50%`, `auto`, `10.5`, `20em`).
    /// An HTML length as CSS: a number (`394`, GitBook's `140.33333333333331`) in pixels, anything else (`50%`) as
    /// written. A decimal had been left without its unit, which CSS ignores.
    static func cssLength(_ value: String) -> String {
        let written = value.trimmingCharacters(in: .whitespaces)
        let isNumber =
            !written.isEmpty && written.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
            && written.filter { $0 == "." }.count <= 1 && written != "."
        return isNumber ? written + "px" : written
    }

    static func integerDimension(_ value: String) -> String? {
        var digits = Substring(value.trimmingCharacters(in: .whitespaces))
        if digits.hasSuffix("px") { digits = digits.dropLast(2) }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return String(Int(digits).map(String.init) ?? String(digits))
    }

    /// Other obsolete attributes: kept as data- attributes so nothing is lost.
    static let asData: Set<String> = [
        "border", "cellpadding", "cellspacing", "frameborder", "hspace", "vspace", "language", "noshade", "compact",
        "text", "link", "vlink", "alink", "marginheight", "marginwidth", "scrolling", "axis", "char", "charoff",
        "rules",
        "frame", "summary", "longdesc", "size",
    ]

    /// What an obsolete presentational attribute becomes.
    enum Presentational {
        /// A declaration for the element's `style`.
        case style(String)
        /// The attribute, with the value HTML wants (`width="200px"` → `200`).
        case value(String)
        /// A `data-` attribute of the same name, so nothing is lost.
        case data
    }

    /// What `name="value"` on `element` becomes, and the note that says so;
    /// nil when it is no obsolete presentational attribute (HTML §16.2).
    static func presentational(_ name: String, _ value: String, on element: String) -> (Presentational, note: String?)?
    {
        if name == "align" {
            let css = alignment(value, on: element)
            return (.style(css), "attribute 'align' is obsolete in HTML; kept as style \"\(css)\"")
        }
        if let property = asStyle[name] {
            let css =
                "\(property): "
                + (property == "white-space" ? "nowrap" : property == "background-image" ? "url(\"\(value)\")" : value)
            return (.style(css), "attribute '\(name)' is obsolete in HTML; kept as style \"\(css)\"")
        }
        if name == "width" || name == "height", sizeIsPresentational.contains(element) {
            let css = "\(name): " + cssLength(value)
            return (.style(css), "attribute '\(name)' on <\(element)> is obsolete in HTML; kept as style \"\(css)\"")
        }
        if name == "width" || name == "height", sizeIsInteger.contains(element), integerDimension(value) != value {
            if let integer = integerDimension(value) { return (.value(integer), nil) }
            let css = "\(name): " + cssLength(value)
            return (
                .style(css),
                "attribute '\(name)=\"\(value)\"' on <\(element)> is not a whole number of pixels; kept as style \"\(css)\""
            )
        }
        // `<font size="5">`, a `<span>` by now (no other element EPUB allows has a size of this form).
        if name == "size", element == "span", let css = fontSize(value) {
            return (.style(css), "attribute 'size' on <font> is obsolete in HTML; kept as style \"\(css)\"")
        }
        if asData.contains(name), !(name == "border" && element == "table" && (value == "1" || value.isEmpty)) {
            return (.data, "attribute '\(name)' is obsolete in HTML; kept as data-\(name)")
        }
        return nil
    }

    /// `<font size>`'s CSS: 1 to 7 as HTML's rendering section maps them (x-small … xxx-large, the last as xx-large,
    /// which CSS 2 has), `+1` and `-2` relative to the text around.
    static func fontSize(_ value: String) -> String? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        let sizes = ["x-small", "small", "medium", "large", "x-large", "xx-large", "xx-large"]
        if let first = trimmed.first, first == "+" || first == "-", let step = Int(trimmed.dropFirst()), step > 0 {
            return "font-size: " + (first == "+" ? "larger" : "smaller")
        }
        guard let size = Int(trimmed), (1...7).contains(size) else { return nil }
        return "font-size: " + sizes[size - 1]
    }

    /// Elements whose `align` places the element itself (HTML 4 §15.1.3):
    /// left and right float it, the others align it with the text line.
    private static let replaced: Set<String> = ["img", "iframe", "object", "embed", "input", "video", "canvas"]

    /// The CSS for `align="value"` on `element`.
    static func alignment(_ value: String, on element: String) -> String {
        let value = value.lowercased()
        if replaced.contains(element) {
            switch value {
            case "left", "right": return "float: \(value)"
            case "texttop": return "vertical-align: text-top"
            case "absmiddle", "center", "middle": return "vertical-align: middle"
            case "absbottom", "bottom": return "vertical-align: bottom"
            default: return "vertical-align: \(value)"
            }
        }
        if element == "table" {
            return value == "center" ? "margin-left: auto; margin-right: auto" : "float: \(value)"
        }
        if element == "caption", value == "top" || value == "bottom" { return "caption-side: \(value)" }
        return "text-align: \(value)"
    }
}
