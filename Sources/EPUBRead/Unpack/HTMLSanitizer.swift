import EPUBSupport
import XMLTree

/// Removes from a flattened chapter everything that could run code when the
/// page opens (unless `--scripts`): `<script>`, event handler attributes
/// (`onload`, `onerror`, …), `javascript:` URLs, frames and embedded objects
/// (an SVG in `<object>` runs its scripts; one in `<img>` never does),
/// `<meta http-equiv="refresh">` and `<base>`. An object showing an image
/// becomes an `<img>`; other objects and iframes leave their fallback
/// content. Each kind is reported once per book, with a count.
struct HTMLSanitizer {
    enum Kind: CaseIterable {
        case script, eventHandler, javascriptURL, frame, refresh, base

        func message(_ count: Int, names: [String]) -> String {
            let one = count == 1
            let what: String
            switch self {
            case .script: what = one ? "<script> element" : "<script> elements"
            case .eventHandler: what = one ? "event handler attribute" : "event handler attributes"
            case .javascriptURL: what = one ? "javascript: URL" : "javascript: URLs"
            case .frame:
                what =
                    (one ? "frame or embedded object" : "frames and embedded objects")
                    + " (<iframe>, <object>, <embed>, <frame>)"
            case .refresh: what = one ? "<meta http-equiv=\"refresh\">" : "<meta http-equiv=\"refresh\"> elements"
            case .base: what = one ? "<base> element" : "<base> elements"
            }
            let shown =
                names.isEmpty
                ? "" : " (" + names.prefix(4).joined(separator: ", ") + (names.count > 4 ? ", …" : "") + ")"
            let kept = self == .frame ? ", keeping their fallback content" : ""
            return "\(count) \(what)\(shown) dropped\(kept); pass --scripts to keep them"
        }
    }

    /// Attributes holding a URL that a browser follows or loads (HTML, SVG, MathML, SVG animation values).
    static let urlAttributes: Set<String> = [
        "href", "src", "action", "formaction", "data", "poster", "background", "cite", "codebase", "longdesc",
        "ping", "srcset", "usemap", "to", "from", "by", "values", "lowsrc", "dynsrc",
    ]

    private var counts: [Kind: Int] = [:]
    private var names: [Kind: [String]] = [:]
    private var firstSeen: [Kind: SourceLocation] = [:]

    /// Sanitises `element`'s descendants; `location` names the chapter in
    /// warnings, `isImage` tells whether a URL an object or embed shows is an
    /// image (it then becomes an `<img>`).
    mutating func sanitize(_ element: XMLNode, location: SourceLocation, isImage: (String) -> Bool) {
        for child in element.elementChildren {
            switch child.name.lowercased() {
            case "script":
                note(.script, at: location)
                child.remove()
            case "base":
                note(.base, at: location)
                child.remove()
            case "meta" where child.attribute("http-equiv")?.lowercased() == "refresh":
                note(.refresh, at: location)
                child.remove()
            case "embed", "frame", "frameset":
                if let image = child.attribute("src"), isImage(image) {
                    becomeImage(child, source: image)
                } else {
                    note(.frame, at: location)
                    child.remove()
                }
            case "object":
                if let image = child.attribute("data"), isImage(image) {
                    becomeImage(child, source: image)
                } else {
                    note(.frame, at: location)
                    let fallback = child.replace(withElement: "span")
                    for param in fallback.elementChildren where param.name == "param" { param.remove() }
                    sanitize(fallback, location: location, isImage: isImage)
                }
            case "iframe":
                note(.frame, at: location)
                let fallback = child.replace(withElement: "span")
                sanitize(fallback, location: location, isImage: isImage)
            default:
                sanitizeAttributes(of: child, location: location)
                sanitize(child, location: location, isImage: isImage)
            }
        }
    }

    /// Replaces an `<object>` or `<embed>` showing an image by an `<img>`, its fallback text as `alt`.
    private func becomeImage(_ element: XMLNode, source: String) {
        let kept = ["id", "class", "width", "height", "style", "title"].compactMap { name in
            element.attribute(name).map { (name, $0) }
        }
        let alt = element.textContent.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let image = element.replace(withElement: "img")
        for child in image.children { child.remove() }
        image.setAttribute("src", source)
        image.setAttribute("alt", alt)
        for (name, value) in kept { image.setAttribute(name, value) }
    }

    private mutating func sanitizeAttributes(of element: XMLNode, location: SourceLocation) {
        for (namespace, name, value) in element.attributes {
            let lowered = name.lowercased()
            if lowered.hasPrefix("on") {
                note(.eventHandler, at: location, name: lowered)
                element.removeAttribute(name, namespace: namespace)
            } else if Self.urlAttributes.contains(lowered), Self.isScriptURL(value, list: lowered == "values") {
                note(.javascriptURL, at: location)
                element.removeAttribute(name, namespace: namespace)
            }
        }
    }

    /// Whether a URL would run script. Browsers drop tabs and newlines
    /// anywhere in a URL and spaces and controls around it, so
    /// `java&#9;script:` counts; SVG animation `values` are a `;` list.
    static func isScriptURL(_ value: String, list: Bool = false) -> Bool {
        let urls = list ? value.split(separator: ";").map(String.init) : [value]
        return urls.contains { url in
            let cleaned = String(url.unicodeScalars.filter { $0.value > 0x20 }).lowercased()
            return cleaned.hasPrefix("javascript:") || cleaned.hasPrefix("vbscript:")
        }
    }

    private mutating func note(_ kind: Kind, at location: SourceLocation, name: String? = nil) {
        counts[kind, default: 0] += 1
        if firstSeen[kind] == nil { firstSeen[kind] = location }
        if let name, !(names[kind] ?? []).contains(name) { names[kind, default: []].append(name) }
    }

    /// One warning per kind found, at the first chapter that had it.
    var warnings: [Diagnostic] {
        Kind.allCases.compactMap { kind in
            guard let count = counts[kind], let location = firstSeen[kind] else { return nil }
            return Diagnostic(
                .warning, .scriptRemoved, at: location, stage: .flatten, kind.message(count, names: names[kind] ?? []))
        }
    }
}
