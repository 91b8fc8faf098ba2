/// The `epub:prefix` a page needs for the prefixed `epub:type` terms it
/// carries (`z3998:poem`, a landmark copied from a DAISY book's nav). EPUB
/// 3.3 §D.1.4: a prefix other than the default vocabulary's must be declared
/// in the document (epubcheck OPF-028 otherwise).
package enum EPUBTypePrefixes {
    /// Vocabularies books use with epub:type, by their customary prefix.
    package static let known = ["z3998": "http://www.daisy.org/z3998/2012/vocab/structure/#"]

    /// `prefix: IRI` pairs of an `epub:prefix` value, in order.
    package static func parse(_ declaration: String) -> [(prefix: String, iri: String)] {
        let words = declaration.split(whereSeparator: \.isWhitespace).map(String.init)
        return stride(from: 0, to: words.count - 1, by: 2).compactMap { index in
            words[index].hasSuffix(":") ? (String(words[index].dropLast()), words[index + 1]) : nil
        }
    }

    /// `declared` with a declaration added for each prefix of `types` it lacks
    /// and `known` (or `elsewhere`, the book's other declarations) names; nil when there is nothing to declare.
    package static func declaration(for types: [String], declared: String?, elsewhere: [String] = []) -> String? {
        var pairs = declared.map(parse) ?? []
        let sources = Dictionary(
            elsewhere.flatMap(parse).map { ($0.prefix, $0.iri) }, uniquingKeysWith: { first, _ in first })
        for type in types.flatMap({ $0.split(whereSeparator: \.isWhitespace) }) {
            guard let colon = type.firstIndex(of: ":") else { continue }
            let prefix = String(type[..<colon])
            guard !pairs.contains(where: { $0.prefix == prefix }), let iri = sources[prefix] ?? known[prefix] else {
                continue
            }
            pairs.append((prefix, iri))
        }
        return pairs.isEmpty ? nil : pairs.map { "\($0.prefix): \($0.iri)" }.joined(separator: " ")
    }
}
