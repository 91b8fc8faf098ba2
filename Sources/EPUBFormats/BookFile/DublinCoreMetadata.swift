import EPUBSupport
import Foundation
import XMLTree
import Yams

/// pandoc's `--epub-metadata` file: a run of Dublin Core elements with no
/// root element (`<dc:title>…</dc:title>`, `<dc:creator opf:role="aut"
/// opf:file-as="Nuta, Seiya">Seiya Nuta</dc:creator>`), read into pandoc's
/// metadata keys so a book takes it as it takes a `--metadata-file`, each
/// key with the line of the element it came from.
package struct DublinCoreMetadata {
    /// A pandoc metadata key (`title`, `creator`, `lang`, …), its value as the YAML of a metadata file would give it,
    /// and the line of its first element.
    package typealias Entry = (key: String, value: Node, line: Int)

    package static let dublinCore = "http://purl.org/dc/elements/1.1/"
    static let opf = "http://www.idpf.org/2007/opf"

    package private(set) var entries: [Entry] = []
    /// Elements read for nothing (not Dublin Core, or a Dublin Core element an EPUB's metadata has no key for).
    package private(set) var ignored: [(name: String, line: Int)] = []

    /// Reads `data`, the file at `path` (for messages). The elements may sit in a `<metadata>` element or in none;
    /// the `dc:` and `opf:` prefixes need not be declared, as pandoc's manual writes them.
    package init(_ data: Data, path: String) throws(BuildError) {
        var text = String(decoding: data, as: UTF8.self)
        if let declaration = text.firstMatch(of: /^\s*<\?xml[^>]*\?>/) { text.removeSubrange(declaration.range) }
        // The wrapper opens on the first line, so every element keeps its line in the file.
        let wrapped = "<metadata xmlns:dc=\"\(Self.dublinCore)\" xmlns:opf=\"\(Self.opf)\">" + text + "</metadata>"
        let tree: XMLTree
        do { tree = try XMLTree.parse(xml: Data(wrapped.utf8), url: path) } catch {
            throw BuildError(
                .metadataXMLSyntax, at: SourceLocation(path: path, line: max(error.line, 1), column: 1), stage: .load,
                "the EPUB metadata is not well-formed XML (\(error.message)) — write Dublin Core elements such as "
                    + "<dc:title>Title</dc:title>, one after another")
        }
        let elements = tree.root.map(Self.metadataElements) ?? []
        refinements = Self.refinements(in: elements)
        read(elements)
    }

    /// EPUB 3's refinements of the elements (`<meta refines="#creator" property="role">edt</meta>`), by id.
    private var refinements: [String: [String: String]] = [:]

    /// The elements of the metadata, those of a `<metadata>` (or EPUB 2's `<dc-metadata>`) inside it included; not
    /// what an element holds (a description's `<i>` is its text).
    private static func metadataElements(of node: XMLNode) -> [XMLNode] {
        node.elementChildren.flatMap { element in
            ["metadata", "dc-metadata", "x-metadata"].contains(element.name) && element.namespaceURI != dublinCore
                ? metadataElements(of: element) : [element]
        }
    }

    /// The refinements of roles and sort names, which `person` reads.
    private static func refinements(in elements: [XMLNode]) -> [String: [String: String]] {
        var found: [String: [String: String]] = [:]
        for element in elements where element.name == "meta" && element.namespaceURI != dublinCore {
            guard let target = element.attribute("refines"), target.hasPrefix("#"),
                let property = element.attribute("property"), refinedProperties.contains(property)
            else { continue }
            found[String(target.dropFirst()), default: [:]][property] = element.textContent.trimmingWhitespace
        }
        return found
    }

    /// What a refinement of a person says that is read (`role`, `file-as`), and what it says that changes nothing
    /// here and is passed over without a word (`display-seq`, the role's `scheme`).
    private static let refinedProperties: Set<String> = ["role", "file-as", "display-seq"]

    private mutating func read(_ elements: [XMLNode]) {
        var people: [(node: Node, line: Int)] = []
        for element in elements {
            guard element.namespaceURI == Self.dublinCore else {
                let isRefinement =
                    element.name == "meta" && element.attribute("property").map(Self.refinedProperties.contains) == true
                if !isRefinement { ignored.append((element.qualifiedName, element.line)) }
                continue
            }
            let text = element.textContent.trimmingWhitespace
            guard !text.isEmpty else { continue }
            switch element.name {
            case "creator", "contributor":
                people.append((person(element, text: text), element.line))
            default:
                take(element, text: text)
            }
        }
        if let first = people.first {
            entries.append(("creator", .sequence(.init(people.map(\.node), .unresolved)), first.line))
        }
    }

    /// `2017-06-01` of `2017-06-01T00:00:00Z`; any other text as it is.
    static func day(of text: String) -> String {
        let bytes = Array(text.utf8)
        guard bytes.count > 10, bytes[10] == UInt8(ascii: "T"), bytes[4] == UInt8(ascii: "-"),
            bytes[..<4].allSatisfy({ (0x30...0x39).contains($0) })
        else { return text }
        return String(text.prefix(10))
    }

    /// One element's value under its pandoc key; a repeated key gathers a list where the EPUB allows several.
    private mutating func take(_ element: XMLNode, text: String) {
        let single = [
            "title": "title", "language": "lang", "publisher": "publisher", "rights": "rights",
            "description": "description", "date": "date",
        ]
        let listed = ["subject": "subject", "identifier": "identifier", "source": "source"]
        if element.name == "date", let event = attribute(element, "event"), event != "publication" { return }
        if let key = single[element.name] {
            // The first wins, as in a package document's metadata; a date and time is its day, and a date as
            // written ("November 2014") stays whole: cut to ten characters it had become "November 2".
            guard !entries.contains(where: { $0.key == key }) else { return }
            entries.append((key, .scalar(.init(key == "date" ? Self.day(of: text) : text, .unresolved)), element.line))
        } else if let key = listed[element.name] {
            var value: Node = .scalar(.init(text, .unresolved))
            if key == "identifier", let scheme = attribute(element, "scheme") {
                value = .mapping(
                    .init([
                        (.scalar(.init("scheme", .unresolved)), .scalar(.init(scheme, .unresolved))),
                        (.scalar(.init("text", .unresolved)), value),
                    ]))
            }
            if let index = entries.firstIndex(where: { $0.key == key }),
                case .sequence(let items) = entries[index].value
            {
                entries[index].value = .sequence(.init(Array(items) + [value], .unresolved))
            } else {
                entries.append((key, .sequence(.init([value], .unresolved)), element.line))
            }
        } else {
            ignored.append(("dc:" + element.name, element.line))
        }
    }

    /// A creator or contributor as pandoc's metadata gives one: `{text, role, file-as}`; a contributor with no role
    /// is a contributor (MARC `ctb`), a creator with none an author.
    private func person(_ element: XMLNode, text: String) -> Node {
        var pairs: [(Node, Node)] = [(.scalar(.init("text", .unresolved)), .scalar(.init(text, .unresolved)))]
        let refined = element.attribute("id").flatMap { refinements[$0] } ?? [:]
        let role = attribute(element, "role") ?? refined["role"] ?? (element.name == "contributor" ? "ctb" : "aut")
        pairs.append((.scalar(.init("role", .unresolved)), .scalar(.init(role, .unresolved))))
        if let fileAs = attribute(element, "file-as") ?? refined["file-as"] {
            pairs.append((.scalar(.init("file-as", .unresolved)), .scalar(.init(fileAs, .unresolved))))
        }
        return .mapping(.init(pairs, .unresolved))
    }

    /// An `opf:` attribute, or the same name unprefixed (EPUB 3 metadata files write `id` and refine the rest).
    private func attribute(_ element: XMLNode, _ name: String) -> String? {
        element.attribute(name, namespace: Self.opf) ?? element.attribute(name)
    }
}
