import Foundation

extension EPUBFile {
    /// The markup between `<body …>` and `</body>` of the XHTML document at `path`, as written.
    func bodyMarkup(_ path: String) throws -> String {
        let text = String(decoding: try data(path), as: UTF8.self)
        guard let open = text.range(of: "<body"), let start = text[open.upperBound...].firstIndex(of: ">"),
            let end = text.range(of: "</body>")
        else { return "" }
        return String(text[text.index(after: start)..<end.lowerBound])
    }

    /// The values `xpath` selects in the XML document at `path`.
    func values(_ xpath: String, in path: String, extra: [String: String] = [:]) throws -> [String] {
        try xml(path).select(
            xpath,
            namespaces: Self.namespaces.merging(
                [
                    "svg": "http://www.w3.org/2000/svg",
                    "xlink": "http://www.w3.org/1999/xlink",
                ].merging(extra) { a, _ in a }
            ) { a, _ in a }
        )
        .map(\.textContent)
    }

    /// The text of each formula of the page at `path` as it is shown, without white space.
    func mathText(in path: String) throws -> [String] {
        try values("//m:math", in: path).map { $0.filter { !$0.isWhitespace } }
    }
}
