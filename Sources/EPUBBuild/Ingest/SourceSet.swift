/// A `srcset` attribute (HTML §4.8.4.3.1): image candidates separated by
/// commas, each a URL with an optional width or density descriptor.
struct SourceSet: Equatable {
    struct Candidate: Equatable {
        var url: String
        /// `2x`, `640w`, or empty.
        var descriptor: String
    }

    var candidates: [Candidate]

    /// Parses the way HTML does: a URL runs to the next whitespace (trailing
    /// commas end it), its descriptor to the next comma.
    init(_ value: String) {
        candidates = []
        var rest = Substring(value)
        while true {
            rest = rest.drop { $0.isWhitespace || $0 == "," }
            guard !rest.isEmpty else { break }
            var url = rest.prefix { !$0.isWhitespace }
            rest = rest.dropFirst(url.count)
            var descriptor = Substring()
            if url.hasSuffix(",") {
                url = url.dropLast(url.reversed().prefix { $0 == "," }.count)
            } else {
                descriptor = rest.prefix { $0 != "," }
                rest = rest.dropFirst(descriptor.count)
            }
            candidates.append(
                Candidate(
                    url: String(url),
                    descriptor: descriptor.split(whereSeparator: \.isWhitespace).joined(separator: " ")))
        }
    }

    var value: String {
        candidates.map { $0.descriptor.isEmpty ? $0.url : $0.url + " " + $0.descriptor }.joined(separator: ", ")
    }
}
