import EPUBModel
import EPUBSupport
import Yams

/// `package-metadata:` and `prefixes:` — package metadata no other key writes, carried as written
/// (what `unpack` keeps of an EPUB's license links, `dc:relation`, vocabularies' properties). Each entry is
/// checked here as EPUB checks it, so that the package written from it is valid.
package enum PackageMetadataField {
    package static func read(_ entries: YAMLField?, prefixes: YAMLField?) throws(BuildError) -> (
        [MetadataEntry], [String: String]
    ) {
        let vocabularies = try prefixes.map { f throws(BuildError) in try self.vocabularies(f) } ?? [:]
        var result: [MetadataEntry] = []
        for field in try entries?.sequence() ?? [] {
            result.append(try entry(field, vocabularies: vocabularies))
        }
        return (result, vocabularies)
    }

    private static func vocabularies(_ field: YAMLField) throws(BuildError) -> [String: String] {
        guard case .mapping(let mapping) = field.node else {
            throw field.failure(
                "'prefixes' is a mapping of prefixes to vocabularies, such as {cc: 'http://creativecommons.org/ns#'}")
        }
        var result: [String: String] = [:]
        for (key, value) in mapping {
            let prefix = key.string ?? ""
            let iri = try YAMLField(node: value, path: field.path, key: prefix, lineOffset: field.lineOffset)
                .nonEmptyString()
            guard !MetadataVocabularies.reserved.contains(prefix) else {
                throw field.failure(
                    "'\(prefix)' is a prefix EPUB reserves (EPUB 3.3 §D.3.2): leave it out of 'prefixes'")
            }
            guard iri != PackageDocument.dcNamespace else {
                throw field.failure(
                    "'\(prefix)' names Dublin Core's elements, which EPUB 3.3 §D.3 gives no prefix: write the "
                        + "property as dcterms:, the same terms")
            }
            guard RelativeReference(iri).isExternal else {
                throw field.failure(
                    "the vocabulary of '\(prefix)' must be a web address, such as 'http://creativecommons.org/ns#'")
            }
            result[prefix] = iri
        }
        return result
    }

    private static func entry(_ field: YAMLField, vocabularies: [String: String]) throws(BuildError) -> MetadataEntry {
        let fields = try field.mapping(known: BookKeys.metadataEntry)
        let kinds = ["property", "dc", "link", "name"].filter { fields[$0] != nil }
        guard kinds.count == 1, let kindName = kinds.first, let kindField = fields[kindName] else {
            throw field.failure("a package-metadata entry names one of 'property', 'dc', 'link' or 'name'")
        }
        let name = try kindField.nonEmptyString()
        let valueKey = ["link": "href", "name": "content"][kindName] ?? "value"
        guard let valueField = fields[valueKey] else {
            throw field.failure("a package-metadata entry with '\(kindName)' needs its '\(valueKey)'")
        }
        for (key, other) in fields.inFileOrder where !["lang", "scheme", kindName, valueKey].contains(key) {
            throw other.failure("'\(key)' does not go with '\(kindName)': a '\(kindName)' entry takes '\(valueKey)'")
        }
        let entry = MetadataEntry(
            try kind(kindName, name, at: kindField, vocabularies: vocabularies), try valueField.nonEmptyString(),
            language: try fields["lang"]?.nonEmptyString(), scheme: try fields["scheme"]?.nonEmptyString())
        if entry.kind == .dublinCore("type"), MetadataVocabularies.publicationTypes.contains(entry.value) {
            throw valueField.failure(
                "'dc: type' '\(entry.value)' claims the book follows a specification of its own (an EPUB dictionary, index, preview…), "
                    + "which epubbuild does not write: leave it out")
        }
        if case .link = entry.kind, !RelativeReference(entry.value).isExternal {
            throw valueField.failure(
                "a link's 'href' must be a web address (a file in the book would need its own key)")
        }
        if let scheme = entry.scheme, let prefix = MetadataEntry.prefix(of: scheme) {
            try usable(prefix, at: fields["scheme"]!, vocabularies: vocabularies)
        }
        return entry
    }

    private static func kind(_ kindName: String, _ name: String, at field: YAMLField, vocabularies: [String: String])
        throws(BuildError) -> MetadataEntry.Kind
    {
        switch kindName {
        case "dc":
            guard MetadataVocabularies.dublinCoreElements.contains(name) else {
                throw field.failure(
                    "'dc: \(name)' is not a Dublin Core element package-metadata takes ("
                        + MetadataVocabularies.dublinCoreElements.sorted().joined(separator: ", ")
                        + "); identifier, language and date have keys of their own")
            }
            return .dublinCore(name)
        case "name":
            guard !MetadataVocabularies.namesWrittenByBuild.contains(name) else {
                throw field.failure("the build writes '\(name)' itself from the book's keys: leave it out")
            }
            return .named(name)
        default:
            guard let prefix = MetadataEntry.prefix(of: name) else {
                if kindName == "link", MetadataVocabularies.linkRelations.contains(name) { return .link(name) }
                throw field.failure("'\(name)' needs a vocabulary prefix, such as 'dcterms:\(name)'")
            }
            guard !MetadataVocabularies.writtenByBuild.contains(name) else {
                throw field.failure("the build writes '\(name)' itself from the book's keys and content: leave it out")
            }
            try usable(prefix, at: field, vocabularies: vocabularies)
            return kindName == "link" ? .link(name) : .property(name)
        }
    }

    private static func usable(_ prefix: String, at field: YAMLField, vocabularies: [String: String])
        throws(BuildError)
    {
        guard MetadataVocabularies.isUsable(prefix, in: vocabularies) else {
            let known = MetadataVocabularies.known[prefix].map { " ('\($0)')" } ?? ""
            throw field.failure(
                "the prefix '\(prefix)' names no vocabulary: give it in 'prefixes', as {\(prefix): IRI}\(known) "
                    + "(EPUB 3.3 §D.3: a prefix other than EPUB's reserved ones must be declared)")
        }
    }
}
