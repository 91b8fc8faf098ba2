import EPUBModel
import EPUBSupport
import Foundation

/// The book.yaml keys that describe the publication beyond its title and
/// authors, checked as they are read: identifiers with their kinds, title
/// types, series, subjects with codes, sources and names in other scripts.
package enum PublicationMetadataFields {
    /// `title:` — a string, or `{main, subtitle, short, collection, edition, expanded}`.
    package static func title(_ field: YAMLField) throws(BuildError) -> (
        main: String, subtitle: String?, others: [PublicationTitle], fileAs: String?
    ) {
        if case .scalar = field.node { return (try field.nonEmptyString(), nil, [], nil) }
        let fields = try field.mapping(known: BookKeys.title)
        guard let main = fields["main"] else { throw field.failure("a 'title' mapping needs its 'main' title") }
        var others: [PublicationTitle] = []
        for kind in PublicationTitle.Kind.allCases {
            if let value = fields[kind.rawValue] {
                others.append(PublicationTitle(try value.nonEmptyString(), kind: kind))
            }
        }
        return (
            try main.nonEmptyString(), try fields["subtitle"]?.nonEmptyString(), others,
            try fields["file-as"]?.nonEmptyString()
        )
    }

    /// `publisher:`, a name or `{name, file-as}`.
    package static func publisher(_ field: YAMLField) throws(BuildError) -> (name: String, fileAs: String?) {
        if case .scalar = field.node { return (try field.nonEmptyString(), nil) }
        let fields = try field.mapping(known: BookKeys.publisher)
        guard let name = fields["name"] else { throw field.failure("a 'publisher' mapping needs its 'name'") }
        return (try name.nonEmptyString(), try fields["file-as"]?.nonEmptyString())
    }

    /// One entry of `identifier:`: a value whose form says its kind
    /// (`urn:uuid:…`, an ISBN, `doi:10.…`), `{kind: value}` — `isbn`,
    /// `doi`, `uuid`, or any other word for the publisher's own kind — or `{as-written: value, kind: …}`.
    package static func identifier(_ entry: YAMLField) throws(BuildError) -> (value: String, type: IdentifierType?) {
        if case .mapping(let mapping) = entry.node, mapping["as-written"] != nil { return try asWritten(entry) }
        guard case .mapping(let mapping) = entry.node else {
            let value = try checked(try entry.nonEmptyString(), as: nil, entry)
            // An ISBN kept as written (bare digits, `isbn:…`) is still one: its type says so (ONIX code 15).
            let isbn = ISBN.isWrittenAsISBN(value) && IdentifierType.inferred(from: value) == nil
            return (value, isbn ? .isbn : nil)
        }
        guard mapping.count == 1, let (keyNode, valueNode) = mapping.first, let name = keyNode.string else {
            throw entry.failure(
                "an identifier is a value, or one 'kind: value' pair such as 'isbn: 978-0-306-40615-7' or 'doi: 10.1000/182'"
            )
        }
        let keyField = YAMLField(node: keyNode, path: entry.path, key: name, lineOffset: entry.lineOffset)
        guard name.wholeMatch(of: /[A-Za-z][A-Za-z0-9_.-]*/) != nil else {
            throw keyField.failure("identifier kind '\(name)' must be a word such as isbn, doi, uuid or catalogue")
        }
        let type = IdentifierType(name: name)
        let field = YAMLField(node: valueNode, path: entry.path, key: name, lineOffset: entry.lineOffset)
        let value = try checked(try field.nonEmptyString(), as: type, field)
        return (value, type == IdentifierType.inferred(from: value) ? nil : type)
    }

    /// `{as-written: value, kind: …}`: the identifier byte for byte, which `unpack` writes where the other forms
    /// would change it (`978-1-00-341012-6` would become `urn:isbn:9781003410126`) or refuse it (a catalogue number
    /// of ten digits is no ISBN): reading systems key a reader's notes and positions on the unique identifier, so an
    /// unpacked book keeps it. Its kind is the one `kind` names, never one read from its form.
    private static func asWritten(_ entry: YAMLField) throws(BuildError) -> (value: String, type: IdentifierType?) {
        let fields = try entry.mapping(known: BookKeys.identifierAsWritten)
        // `identifier(_:)` comes here only for a mapping that holds it.
        let value = try fields["as-written"]!.nonEmptyString()
        guard let kindField = fields["kind"] else { return (value, nil) }
        let type = IdentifierType(name: try kindField.nonEmptyString())
        if let problem = type.problem(with: value) {
            if case .custom = type { throw kindField.failure(problem) }
            throw fields["as-written"]!.failure(problem)
        }
        return (value, type)
    }

    /// `value` checked against its kind, as the loader reads it: an ISBN is
    /// written `urn:isbn:` (an ISBN-10 becomes its ISBN-13); every other value is kept as written.
    private static func checked(_ value: String, as type: IdentifierType?, _ field: YAMLField) throws(BuildError)
        -> String
    {
        do { return try read(value, as: type) } catch { throw field.failure(error.message) }
    }

    /// Why the loader refuses an identifier.
    package struct Refusal: Error {
        package let message: String
    }

    /// The identifier the loader makes of `value` written with `type` as its kind (nil: the kind its form says),
    /// or why it refuses it. `BookSpecWriter` asks it whether a value reads back as itself.
    package static func read(_ value: String, as type: IdentifierType?) throws(Refusal) -> String {
        if let problem = (type ?? IdentifierType.inferred(from: value)).flatMap({ $0.problem(with: value) }) {
            throw Refusal(message: problem)
        }
        if type == .isbn || (type == nil && ISBN.isWrittenAsISBN(value)) {
            do { return try ISBN.identifier(value) } catch {
                throw Refusal(message: "ISBN '\(value)' \(error.message)")
            }
        }
        return value
    }

    /// `series:` — a name, `{name, position, type}` (type `series` or `set`), or a list of them.
    package static func collections(_ field: YAMLField) throws(BuildError) -> [PublicationCollection] {
        var result: [PublicationCollection] = []
        for entry in field.items {
            if case .scalar = entry.node {
                result.append(PublicationCollection(name: try entry.nonEmptyString(), kind: .series))
                continue
            }
            let fields = try entry.mapping(known: BookKeys.series)
            guard let name = fields["name"] else { throw entry.failure("a series needs its 'name'") }
            var collection = PublicationCollection(name: try name.nonEmptyString(), kind: .series)
            if let type = fields["type"] { collection.kind = try type.choice(of: PublicationCollection.Kind.self) }
            if let position = fields["position"] {
                let value = try position.nonEmptyString()
                guard PublicationCollection.isPosition(value) else {
                    throw position.failure("a series position is a number such as 2 or 2.5, not '\(value)'")
                }
                collection.position = value
            }
            result.append(collection)
        }
        return result
    }

    /// `subjects:` — each a name, or `{name, authority, code}`: a BISAC or
    /// Thema code, or one from a scheme named by its web address.
    package static func subjects(_ field: YAMLField) throws(BuildError) -> [Subject] {
        var result: [Subject] = []
        for entry in field.items {
            if case .scalar = entry.node {
                result.append(Subject(try entry.nonEmptyString()))
                continue
            }
            let fields = try entry.mapping(known: BookKeys.subject)
            guard let name = fields["name"] else { throw entry.failure("a subject needs the 'name' readers see") }
            var subject = Subject(try name.nonEmptyString())
            switch (fields["authority"], fields["code"]) {
            case (nil, nil):
                break
            case (let authority?, let code?):
                subject.authority = try self.authority(authority)
                subject.code = try self.code(code, authority: subject.authority!)
            case (_?, nil):
                throw entry.failure("a subject's 'authority' needs the 'code' it gives the subject (EPUB 3.3 §5.5.3.4)")
            case (nil, _?):
                throw entry.failure(
                    "a subject's 'code' needs the 'authority' it is drawn from, such as BISAC or THEMA (EPUB 3.3 §5.5.3.4)"
                )
            }
            result.append(subject)
        }
        return result
    }

    private static func authority(_ field: YAMLField) throws(BuildError) -> String {
        let value = try field.nonEmptyString()
        guard let authority = Subject.authority(value) else {
            throw field.failure("authority '\(value)' must be BISAC, THEMA, another scheme's name, or its web address")
        }
        return authority
    }

    private static func code(_ field: YAMLField, authority: String) throws(BuildError) -> String {
        let value = try field.nonEmptyString()
        if let problem = Subject.problem(code: value, authority: authority) { throw field.failure(problem) }
        return value
    }

    /// A contributor's `alternate-script:` — `{language: name}` pairs, such as `{ja: 村上春樹}`.
    package static func alternateScripts(_ field: YAMLField) throws(BuildError) -> [Contributor.AlternateScript] {
        guard case .mapping(let mapping) = field.node else {
            throw field.failure("'alternate-script' is a mapping of language to name, such as {ja: 村上春樹}")
        }
        var result: [Contributor.AlternateScript] = []
        for (keyNode, valueNode) in mapping {
            let language = keyNode.string ?? ""
            let keyField = YAMLField(node: keyNode, path: field.path, key: language, lineOffset: field.lineOffset)
            guard LanguageTag.isWellFormed(language) else {
                throw keyField.failure(
                    "'\(language)' in 'alternate-script' is not a BCP 47 language tag such as ja, en or sr-Latn")
            }
            let name = try YAMLField(node: valueNode, path: field.path, key: language, lineOffset: field.lineOffset)
                .nonEmptyString()
            result.append(Contributor.AlternateScript(name: name, language: language))
        }
        return result
    }
}
