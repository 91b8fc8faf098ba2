import EPUBModel
import EPUBSupport
import XMLTree

/// The metadata no field of the model reads — license links, `dc:relation`, a vocabulary's properties,
/// EPUB 2's `<meta name>` — carried as written, so that an EPUB unpacked and rebuilt keeps it.
extension OPFReader {
    /// The top-level entries (no `refines`) the fields left unread, with the vocabularies they use.
    /// An entry whose prefix is neither reserved nor declared (nor a known one), a link into the container,
    /// and an empty entry are left out: rebuilt, they would make the package invalid.
    func otherMetadata(besides read: PublicationMetadata) -> ([MetadataEntry], [String: String]) {
        var vocabularies = MetadataVocabularies.known
        for (prefix, iri) in select("/opf:package").first?.attribute("prefix").map(EPUBTypePrefixes.parse) ?? [] {
            vocabularies[prefix] = iri
        }
        var counts: [String: Int] = [:]
        var entries: [MetadataEntry] = []
        for element in select("/opf:package/opf:metadata/*") where element.attribute("refines") == nil {
            guard let entry = entry(element, besides: read, counts: &counts), !entry.value.isEmpty else { continue }
            guard entry.prefix.map({ MetadataVocabularies.isUsable($0, in: vocabularies) }) ?? true else { continue }
            var kept = entry
            // EPUB 3.3 §D.3 forbids a prefix for Dublin Core's elements (epubcheck OPF-007c): `dc:publisher`
            // as a property is DCMI's `dcterms:publisher`, the same term.
            if case .property(let property) = entry.kind, let prefix = entry.prefix,
                vocabularies[prefix] == PackageDocument.dcNamespace
            {
                kept.kind = .property("dcterms" + property.dropFirst(prefix.count))
            }
            if let scheme = kept.scheme, let prefix = MetadataEntry.prefix(of: scheme),
                !MetadataVocabularies.isUsable(prefix, in: vocabularies)
            {
                kept.scheme = nil
            }
            entries.append(kept)
        }
        let used = MetadataEntry.prefixes(of: entries)
        return (
            entries, vocabularies.filter { used.contains($0.key) && !MetadataVocabularies.reserved.contains($0.key) }
        )
    }

    private func entry(_ element: XMLNode, besides read: PublicationMetadata, counts: inout [String: Int])
        -> MetadataEntry?
    {
        let language = element.attribute("lang", namespace: "http://www.w3.org/XML/1998/namespace")
        switch (element.namespaceURI, element.name) {
        case (PackageDocument.dcNamespace, let name):
            counts[name, default: 0] += 1
            return dublinCore(name, text(element), occurrence: counts[name]!, besides: read, language: language)
        case (PackageDocument.opfNamespace, "meta"):
            if let property = element.attribute("property") {
                guard property.contains(":"), !MetadataVocabularies.writtenByBuild.contains(property) else {
                    return nil
                }
                return MetadataEntry(
                    .property(property), text(element), language: language, scheme: element.attribute("scheme"))
            }
            guard let name = element.attribute("name"), !MetadataVocabularies.namesWrittenByBuild.contains(name),
                !MetadataVocabularies.writtenByBuild.contains(name)
            else { return nil }
            return MetadataEntry(.named(name), element.attribute("content") ?? "")
        case (PackageDocument.opfNamespace, "link"):
            guard let rel = element.attribute("rel"), let href = element.attribute("href"),
                RelativeReference(href).isExternal, !MetadataVocabularies.writtenByBuild.contains(rel),
                rel.contains(":") || MetadataVocabularies.linkRelations.contains(rel)
            else { return nil }
            return MetadataEntry(.link(rel), href)
        default:
            return nil
        }
    }

    /// A Dublin Core element the fields do not hold: one with no field, a second publisher, rights statement
    /// or description, a title of no type the model knows, a date besides the book's.
    private func dublinCore(
        _ name: String, _ value: String, occurrence: Int, besides read: PublicationMetadata, language: String?
    ) -> MetadataEntry? {
        switch name {
        case "type" where MetadataVocabularies.publicationTypes.contains(value):
            return nil
        case "coverage", "format", "relation", "type":
            return MetadataEntry(.dublinCore(name), value, language: language)
        case "publisher", "rights", "description":
            return occurrence > 1 ? MetadataEntry(.dublinCore(name), value, language: language) : nil
        case "title":
            let known = [read.title, read.subtitle] + read.otherTitles.map(\.text)
            return known.contains(value) ? nil : MetadataEntry(.dublinCore(name), value, language: language)
        case "date":
            return value == read.date ? nil : MetadataEntry(.property("dcterms:date"), value)
        default:
            return nil
        }
    }
}
