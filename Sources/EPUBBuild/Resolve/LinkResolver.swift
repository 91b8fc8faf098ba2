import Foundation
import XMLTree

/// Rewrites and checks the links of a chapter: a link to another source file
/// of the book (`other.md#part`, `./a.xhtml`, `../b.html`, `/root.md`,
/// percent-encoded or not) becomes a link to that chapter's document and to
/// the id the fragment's target has in the book. External links are left alone.
struct LinkResolver {
    /// Where links to one source file can land: its (first) document, and for
    /// every id the source knows, the document holding it (a split chapter has several) and its id in the book.
    struct Target {
        var href: String
        var anchors: [String: (href: String, id: String)] = [:]
    }

    /// Chapter source file (absolute) → where its links land.
    let chapters: [String: Target]
    /// Links starting with `/` are relative to this folder (GitBook and mdBook write them so).
    let sourceRoot: String
    /// Report broken links as warnings (and unlink them) instead of stopping the build.
    let lenient: Bool

    /// Resolves the `href` of `link` (an `<a>` or `<area>`); a broken one is an
    /// error in `diagnostics`, and the walk goes on so every one is reported.
    /// A link that cannot work but may stay as text gets an `unlink` edit.
    func resolve(_ link: XMLNode, in chapter: ChapterDocument, locator: SourceLocator, diagnostics: inout [Diagnostic], edits: inout [ChapterEdit]) {
        guard let value = link.attribute("href") else { return }
        let url = ReferenceURL(value)
        guard !url.isExternal, !value.isEmpty else { return }

        let file = url.path.isEmpty ? chapter.spec.file : url.file(relativeTo: Paths.directory(of: chapter.spec.file), root: sourceRoot)
        guard let target = chapters[file] else {
            if Paths.isRegularFile(file) || Paths.isDirectory(file) {
                // An existing file that is not part of the book (source code, a folder): the
                // link cannot work inside the EPUB, so its text stays and the link goes.
                diagnostics.append(Diagnostic(.warning, .linkOutsideBook, at: locator.location(of: link, value: value, attribute: "href"), stage: .resolve,
                                           "link target '\(value)' is not part of the book; kept as plain text"))
                edits.append(.unlink(link))
                return
            }
            return broken(link, value: value, locator: locator, diagnostics: &diagnostics, edits: &edits)
        }
        guard let fragment = url.fragment, !fragment.isEmpty else {
            link.setAttribute("href", PackageLayout.relativeHref(from: chapter.href, to: target.href))
            return
        }
        guard let anchor = Self.anchor(for: fragment, in: target.anchors) else {
            return broken(link, value: value, locator: locator, diagnostics: &diagnostics, edits: &edits)
        }
        let document = anchor.href == chapter.href ? "" : PackageLayout.relativeHref(from: chapter.href, to: anchor.href)
        link.setAttribute("href", document + "#" + anchor.id)
    }

    private func broken(_ link: XMLNode, value: String, locator: SourceLocator, diagnostics: inout [Diagnostic],
                        edits: inout [ChapterEdit]) {
        let location = locator.location(of: link, value: value, attribute: "href")
        guard lenient else {
            diagnostics.append(Diagnostic(.error, .brokenLink, at: location, stage: .resolve, "link target '\(value)' does not exist"))
            return
        }
        diagnostics.append(Diagnostic(.warning, .brokenLink, at: location, stage: .resolve,
                                      "link target '\(value)' does not exist; kept as plain text (--lenient)"))
        edits.append(.unlink(link))
    }

    /// The book id for `fragment`: as written, percent-decoded, or as GitHub
    /// would match it (anchors are compared without case).
    static func anchor(for fragment: String, in anchors: [String: (href: String, id: String)]) -> (href: String, id: String)? {
        if let anchor = anchors[fragment] { return anchor }
        let decoded = fragment.removingPercentEncoding ?? fragment
        if let anchor = anchors[decoded] { return anchor }
        let lowered = decoded.lowercased()
        return anchors.first { $0.key.lowercased() == lowered }?.value
    }
}
