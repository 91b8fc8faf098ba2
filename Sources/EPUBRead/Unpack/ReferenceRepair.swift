import EPUBModel
import EPUBSupport
import Foundation
import XMLTree

/// What `unpack -o` changes in a content document so that its project
/// builds: references the build would refuse because the source EPUB was
/// damaged or invalid. A resource the archive lacks (a video never added, a
/// font left out), a `file:` URL, an absolute path (`/images/a.png`), or a
/// path climbing out of the container points at nothing a reading system
/// can load (OCF 3.3 §3.3 keeps every reference inside the container). The
/// reference is taken away and the content kept: a link becomes its text,
/// a picture its alt text, a media `<source>` goes and its siblings stay,
/// an `<object>` becomes its fallback content. One warning per reference.
///
/// An `<img>` of a foreign image (AVIF, JPEG XL) whose manifest fallback is a
/// core image is valid, but book.yaml has no manifest: the picture is written
/// as a `<picture>` whose `<source>` is the foreign image and whose `<img>` its
/// fallback (the intrinsic fallback of EPUB 3.3 §3.5.2.2), which the build keeps.
/// One with no core fallback at all, which no EPUB 3 reading system need show
/// (§3.5.1), is replaced by its alt text; its file stays in the project.
struct ReferenceRepair {
    /// A foreign image and the core image its manifest fallback chain reaches.
    struct ForeignImage {
        var mediaType: String
        /// The fallback's container path; nil when the chain reaches no core image.
        var fallback: ContainerPath?
    }

    /// The document's path in the container, and what the archive holds.
    let documentPath: ContainerPath
    let archive: EPUBContainer
    /// Foreign images, with their core fallback where they have one, by container path.
    var foreignImages: [ContainerPath: ForeignImage] = [:]
    /// The navigation document and NCX the project leaves out (the build writes its own): a chapter's "Back to
    /// contents" link to them would name a file the project lacks, which the build refuses.
    var generated: Set<ContainerPath> = []
    /// `book.epub:OPS/ch1.xhtml`, the place warnings name.
    let shown: String
    /// The document's folder (`OPS`), for the many hrefs that need no resolving.
    private let folder: ContainerPath

    /// Values already judged, by folder: the chapters of a book link to the same few files.
    final class Verdicts {
        var problems: [String: String?] = [:]
        init() {}
    }
    private let verdicts: Verdicts

    init(
        documentPath: ContainerPath, archive: EPUBContainer, shown: String,
        foreignImages: [ContainerPath: ForeignImage] = [:], generated: Set<ContainerPath> = [],
        verdicts: Verdicts = Verdicts()
    ) {
        self.documentPath = documentPath
        self.archive = archive
        self.foreignImages = foreignImages
        self.generated = generated
        self.shown = shown
        self.verdicts = verdicts
        folder = documentPath.folder
    }

    private static let attributes: [String: [String]] = [
        "a": ["href"], "area": ["href"], "img": ["src", "srcset"], "source": ["src", "srcset"], "track": ["src"],
        "audio": ["src"],
        "video": ["src", "poster"], "link": ["href"], "object": ["data"], "embed": ["src"], "iframe": ["src"],
        "image": ["href"],
        "script": ["src"],
    ]

    /// The repaired document, or nil when it needs no repair (it is then copied byte for byte).
    func repair(_ data: Data, warnings: inout [Diagnostic]) -> Data? {
        // Most documents need nothing: their reference values are read from the bytes, without a parse.
        let holdsCSS = ByteSearch.contains("url(", in: data) || ByteSearch.contains("@import", in: data)
        guard holdsCSS || mayNeedRepair(data) else { return nil }
        guard let tree = try? XMLTree.parse(xml: data, url: documentPath.string), let root = tree.root else {
            return nil
        }
        var changed = holdsCSS && repairCSS(in: root, warnings: &warnings)
        var elements: [XMLNode] = []
        root.forEachDescendant { element in
            if Self.attributes[element.name] != nil { elements.append(element) }
        }
        for element in elements where root.contains(element) {
            for name in Self.attributes[element.name] ?? [] {
                let namespace = element.name == "image" ? XMLTree.xlinkNamespace : nil
                guard
                    let value = element.attribute(name, namespace: namespace)
                        ?? (element.name == "image" ? element.attribute(name) : nil),
                    let problem = problem(with: value, attribute: name)
                else { continue }
                let what = fix(element, attribute: name, namespace: namespace, value: value)
                warnings.append(
                    Diagnostic(
                        .warning, .notRebuildable,
                        at: SourceLocation(path: shown, line: max(element.line, 1), column: 1),
                        stage: .extract, "<\(element.name) \(name)=\"\(value)\">: \(problem); \(what)"))
                changed = true
                break
            }
        }
        return changed ? tree.serialized() : nil
    }

    /// Takes out of the document's CSS (`<style>` elements, XHTML's and SVG's, and `style` attributes) each
    /// `url()` or `@import` that names a file outside the book, as `CSSReferenceRepair` does in a stylesheet: the
    /// build reads what a project names, and would copy that file of this computer into the book. Whether it did.
    private func repairCSS(in root: XMLNode, warnings: inout [Diagnostic]) -> Bool {
        var changed = false
        var elements: [XMLNode] = []
        root.forEachDescendant { element in
            if element.name == "style" || element.attribute("style") != nil { elements.append(element) }
        }
        for element in elements {
            func warn(_ line: Int, _ message: String) {
                warnings.append(
                    Diagnostic(
                        .warning, .notRebuildable, at: SourceLocation(path: shown, line: max(line, 1), column: 1),
                        stage: .extract, message))
            }
            if let style = element.attribute("style"),
                let repaired = CSSReferenceRepair.repair(style, of: documentPath, warn: { warn(element.line, $1) })
            {
                element.setAttribute("style", repaired)
                changed = true
            }
            guard element.name == "style",
                let repaired = CSSReferenceRepair.repair(
                    element.textContent, of: documentPath, warn: { warn(element.line + $0 - 1, $1) })
            else { continue }
            for child in element.children { child.remove() }
            element.appendText(repaired)
            changed = true
        }
        return changed
    }

    /// Whether a `src`, `href`, `data` or `poster` value in `data` has a problem:
    /// a linear pass over the bytes (unpacking a 1000-chapter book parses only
    /// the documents that need repair). It may say yes for a value the parse
    /// then keeps (one inside a comment), never no for one it repairs.
    private func mayNeedRepair(_ data: Data) -> Bool {
        let names: [[UInt8]] = [
            Array("src".utf8), Array("href".utf8), Array("data".utf8), Array("poster".utf8), Array("srcset".utf8),
        ]
        // A document names the same stylesheet or chapter many times: each file is checked once.
        var checked: Set<String> = []
        return data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Bool in
            let bytes = buffer.bindMemory(to: UInt8.self)
            var index = 0
            while index < bytes.count {
                guard bytes[index] == UInt8(ascii: "=") else { index += 1; continue }
                // The attribute's name ends just before the '=' (spaces allowed between).
                var end = index
                while end > 0,
                    bytes[end - 1] == 0x20 || bytes[end - 1] == 0x0A || bytes[end - 1] == 0x09 || bytes[end - 1] == 0x0D
                { end -= 1 }
                var start = end
                while start > 0, bytes[start - 1] >= UInt8(ascii: "a") && bytes[start - 1] <= UInt8(ascii: "z") {
                    start -= 1
                }
                var open = index + 1
                while open < bytes.count,
                    bytes[open] == 0x20 || bytes[open] == 0x0A || bytes[open] == 0x09 || bytes[open] == 0x0D
                { open += 1 }
                index += 1
                guard open < bytes.count, bytes[open] == UInt8(ascii: "\"") || bytes[open] == UInt8(ascii: "'"),
                    names.contains(where: { $0.elementsEqual(bytes[start..<end]) })
                else { continue }
                var close = open + 1
                while close < bytes.count, bytes[close] != bytes[open] { close += 1 }
                var raw = bytes[(open + 1)..<min(close, bytes.count)]
                index = close
                // Only the file part decides (a chapter's many links into another differ by their fragments).
                if let hash = raw.firstIndex(of: UInt8(ascii: "#")), hash > raw.startIndex { raw = raw[..<hash] }
                // Most values are in-page anchors and web links, which need no string to pass.
                if raw.first == UInt8(ascii: "#") || raw.starts(with: Self.http) || raw.starts(with: Self.https) {
                    continue
                }
                var value = String(decoding: raw, as: UTF8.self)
                if raw.contains(UInt8(ascii: "&")) { value = value.replacingOccurrences(of: "&amp;", with: "&") }
                if !checked.insert(value).inserted { continue }
                let attribute = String(decoding: bytes[start..<end], as: UTF8.self)
                let key = folder.string + "\u{0}" + attribute + "\u{0}" + value
                let verdict = verdicts.problems[key] ?? problem(with: value, attribute: attribute)
                verdicts.problems[key] = verdict
                if verdict != nil { return true }
            }
            return false
        }
    }

    private static let http = Array("http://".utf8), https = Array("https://".utf8)

    /// Why `value` cannot be kept, or nil when it can.
    private func problem(with value: String, attribute: String) -> String? {
        // Each candidate of a srcset is a reference of its own: one climbing out of the book would have the build
        // copy a file of this computer into the book it rebuilds.
        if attribute == "srcset" {
            // A candidate that is a foreign image is fine where it stands (a <picture>'s typed source).
            return Self.candidates(of: value).lazy.compactMap { problem(with: $0.url, attribute: "candidate") }.first
        }
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if let outside = Self.leavesTheBook(trimmed, from: documentPath) { return outside }
        let reference = RelativeReference(trimmed)
        if reference.isExternal || trimmed.isEmpty || trimmed.hasPrefix("#") || trimmed.lowercased().hasPrefix("data:")
        {
            return nil
        }
        let plain = !trimmed.contains("./") && !trimmed.contains("%") && !trimmed.contains("//")
        // A plain name (`chapter-2.xhtml`, `images/a.png`) is the folder's; anything else is resolved.
        let target =
            plain ? folder.appending(String(reference.path)) : reference.resolved(against: documentPath)
        if !archive.contains(target) && !archive.names.contains(where: { $0.hasPrefix(target.string + "/") }) {
            return "the book does not hold '\(target)'"
        }
        if generated.contains(target) {
            return "the navigation document, which the build writes anew (a reading system's contents leads there)"
        }
        if attribute == "src", let foreign = foreignImages[target] {
            return foreign.fallback == nil
                ? "\(foreign.mediaType) is not a core media type, and it has no fallback"
                : "\(foreign.mediaType) is not a core media type, and its fallback is in the manifest"
        }
        return nil
    }

    /// Why `value`, written in the document at `document`, names no place of the book — a `file:` URL, an absolute
    /// path, a path climbing out of the container — or nil. One rule for content documents, SVG files and
    /// stylesheets (`CSSReferenceRepair`): OCF 3.3 §3.3 keeps every reference inside the container.
    static func leavesTheBook(_ value: String, from document: ContainerPath) -> String? {
        let lower = value.lowercased()
        if lower.hasPrefix("file:") { return "a file: URL names a file on the maker's computer" }
        let reference = RelativeReference(value)
        if reference.isExternal || value.isEmpty || value.hasPrefix("#") || lower.hasPrefix("data:") { return nil }
        if value.hasPrefix("/") { return "an absolute path is not a place in the book" }
        // A plain name (`images/a.png`) cannot climb: most values are, and skip the walk.
        let plain = !value.contains("./") && !value.contains("%") && !value.contains("//")
        return !plain && reference.climbsOut(from: document) ? "the path leaves the book's container" : nil
    }

    /// The foreign image `value` names, with its fallback, if it names one.
    private func foreignImage(_ value: String) -> ForeignImage? {
        foreignImages[RelativeReference(value.trimmingCharacters(in: .whitespaces)).resolved(against: documentPath)]
    }

    /// A srcset's candidates (HTML §4.8.4.3.2): each a URL, then its width or density, comma-separated.
    private static func candidates(of srcset: String) -> [(url: String, text: String)] {
        srcset.split(separator: ",").compactMap { candidate in
            let text = candidate.trimmingCharacters(in: .whitespacesAndNewlines)
            guard let url = text.split(whereSeparator: \.isWhitespace).first else { return nil }
            return (String(url), text)
        }
    }

    /// Takes the reference away, keeping what the element says; returns how.
    private func fix(_ element: XMLNode, attribute: String, namespace: String?, value: String) -> String {
        if attribute == "srcset" {
            let kept = Self.candidates(of: value).filter { problem(with: $0.url, attribute: "candidate") == nil }
            guard kept.isEmpty else {
                element.setAttribute("srcset", kept.map(\.text).joined(separator: ", "))
                return "its other candidates are kept"
            }
            element.removeAttribute("srcset")
            guard element.name == "source", element.attribute("src") == nil else { return "the srcset is removed" }
            element.remove()
            return "the source is removed"
        }
        switch element.name {
        // An image map's area is nothing but its link: without an href its alt is not allowed (epubcheck RSC-005).
        case "area":
            element.remove()
            return "the image map's area is removed"
        case "a":
            element.removeAttribute(attribute)
            HTMLAttributeRules.removeHyperlinkOnlyAttributes(from: element)
            return "the link is kept as its text"
        case "img" where foreignImage(value)?.fallback != nil:
            let foreign = foreignImage(value)!
            let fallback = documentPath.reference(to: foreign.fallback!).string
            // Inside a picture already, the image becomes one more of its sources.
            let picture =
                element.parent?.name == "picture"
                ? element.parent! : element.parent!.insertElement("picture", before: element)
            let source = picture.insertElement(
                "source", before: element.parent?.isSame(as: picture) == true ? element : nil)
            source.setAttribute("srcset", value)
            source.setAttribute("type", foreign.mediaType)
            if !(element.parent?.isSame(as: picture) ?? false) { element.move(intoEndOf: picture) }
            element.setAttribute("src", fallback)
            return "it becomes the <source> of a <picture> whose <img> is its fallback '\(fallback)'"
        case "img":
            let alt = element.attribute("alt")?.trimmingWhitespace ?? ""
            if !alt.isEmpty, let parent = element.parent {
                let span = parent.insertElement("span", before: element)
                span.appendText(alt)
            }
            element.remove()
            return alt.isEmpty ? "the picture is removed" : "the picture is replaced by its alt text"
        case "audio", "video":
            element.removeAttribute(attribute)
            return "the attribute is removed and the element's other sources and content kept"
        case "object":
            element.unwrap()
            return "the object is replaced by its fallback content"
        default:
            element.remove()
            return "the element is removed"
        }
    }
}
