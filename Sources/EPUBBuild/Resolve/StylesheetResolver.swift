import Foundation

/// Packages a stylesheet and the fonts and images its `url(…)`s name,
/// rewriting each url to the file's place in the package.
struct StylesheetResolver {
    /// Matches `url(x)`, `url('x')`, `url("x")` and `@import "x"`.
    // A Regex is never mutated after it is built; Swift 6 cannot prove that, hence nonisolated(unsafe).
    nonisolated(unsafe) private static let urlPattern = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"\s]*))\s*\)|@import\s+(?:"([^"]*)"|'([^']*)')/

    /// Reads `file`, registers what it references, and returns it as a resource at `href`.
    func resolve(_ file: String, href: String, resources: inout ResourceRegistry) throws(BuildError) -> PackageResource {
        let shown = Paths.display(file)
        guard let data = FileManager.default.contents(atPath: file), let text = String(data: data, encoding: .utf8) else {
            throw BuildError(at: SourceLocation(path: shown), stage: .resolve, "cannot read the stylesheet as UTF-8 text")
        }
        let directory = Paths.directory(of: file)
        var output = ""
        var rest = text[...]
        while let match = rest.firstMatch(of: Self.urlPattern) {
            output += rest[..<match.range.lowerBound]
            let isImport = match.output.4 != nil || match.output.5 != nil
            let value = String(match.output.1 ?? match.output.2 ?? match.output.3 ?? match.output.4 ?? match.output.5 ?? "")
            let url = ReferenceURL(value)
            if url.isExternal || url.path.isEmpty {
                output += match.output.0
            } else {
                let target = url.file(relativeTo: directory)
                guard Paths.isRegularFile(target), let mediaType = MediaType.of(target) else {
                    let location = position(of: match.range.lowerBound, in: text, path: shown)
                    let problem = Paths.isRegularFile(target) ? "is not a font, image or stylesheet type EPUB supports" : "does not exist"
                    throw BuildError(at: location, stage: .resolve, "'\(value)' \(problem) (looked for \(Paths.display(target)))")
                }
                let targetHref: String
                if isImport || mediaType == MediaType.css {
                    targetHref = resources.claimHref(href.split(separator: "/").dropLast().joined(separator: "/") + "/" + PackageLayout.safeName((target as NSString).lastPathComponent))
                    resources.add(try resolve(target, href: targetHref, resources: &resources), source: target)
                } else {
                    targetHref = resources.href(for: target, mediaType: mediaType)
                }
                let relative = PackageLayout.relativeHref(from: href, to: targetHref) + (url.fragment.map { "#" + $0 } ?? "")
                output += isImport ? "@import \"\(relative)\"" : "url(\"\(relative)\")"
            }
            rest = rest[match.range.upperBound...]
        }
        output += rest
        return PackageResource(href: href, mediaType: MediaType.css, contents: .data(Data(output.utf8)))
    }

    private func position(of index: Substring.Index, in text: String, path: String) -> SourceLocation {
        let before = text[..<index]
        let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        let column = before.distance(from: before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex, to: before.endIndex) + 1
        return SourceLocation(path: path, line: line, column: column)
    }
}
