import EPUBModel
import EPUBSupport
import Foundation
import XMLTree

/// Checks what the templates made before it is packaged. The content that
/// goes into a template is already checked by Resolve, so a problem found
/// here comes from a template — a book's own, usually — and the message
/// names it: an id written twice, a link or image pointing at no file of the
/// package or at an id its page lacks, a navigation document without exactly
/// one `toc` nav. Without this, such a book builds and only epubcheck notices.
struct RenderedPageChecker {
    /// Every file of the package (pages and resources), hrefs relative to the package document.
    let packageFiles: Set<String>
    let navigationHref: String

    /// Attributes whose value is a URL the reading system loads or follows (and `srcset`, a list of them).
    private static let urlAttributes: Set<String> = ["href", "src", "poster", "data", "srcset"]

    /// What the checks need of one rendered page, taken on the worker that
    /// rendered it so the tree can be released there. Filled element by
    /// element during the one walk the Transform stage makes of each page.
    struct PageLinks: Sendable {
        /// Every id of the page.
        var ids: Set<String> = []
        /// Ids written more than once, in document order.
        var duplicateIDs: [String] = []
        /// Every local URL: `(element, attribute, value)`, srcset candidates one by one.
        var references: [(element: String, attribute: String, value: String)] = []
        /// The number of `<nav epub:type="toc">` elements.
        var tocNavs = 0
        /// Id references to ids the page lacks, kept to those it has (`IdentifierReferences.keepingPageIDs`).
        var danglingReferences: [(element: String, attribute: String, value: String)] = []
        private var reported: Set<String> = []

        mutating func note(
            name: String, namespace: String?, attributes: [(namespace: String?, name: String, value: String)]
        ) {
            for attribute in attributes {
                let urlName: String
                if attribute.namespace == nil {
                    if attribute.name == "id" {
                        if !ids.insert(attribute.value).inserted && reported.insert(attribute.value).inserted {
                            duplicateIDs.append(attribute.value)
                        }
                        continue
                    }
                    guard RenderedPageChecker.urlAttributes.contains(attribute.name) else { continue }
                    urlName = attribute.name
                } else if attribute.namespace == IdentifierReferences.xlinkNamespace && attribute.name == "href" {
                    urlName = "xlink:href"
                } else {
                    // An attribute in another namespace (`epub:href`…) is no URL of HTML or SVG.
                    continue
                }
                let values = urlName == "srcset" ? SourceSet(attribute.value).candidates.map(\.url) : [attribute.value]
                // External: a scheme (`https:`, `mailto:`, `data:`) or protocol-relative.
                for value in values where !value.hasPrefix("//") && !RelativeReference.hasScheme(value[...]) {
                    references.append((name, urlName, value))
                }
            }
            if name == "nav" && namespace == XMLTree.xhtmlNamespace,
                let type = attributes.first(where: { $0.namespace == XMLTree.opsNamespace && $0.name == "type" }),
                type.value.split(whereSeparator: \.isWhitespace).contains("toc")
            {
                tocNavs += 1
            }
        }
    }

    /// Every problem of `pages` (in reading order), in the order of the pages' hrefs.
    func check(_ pages: [RenderedPage]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let sorted = pages.sorted { $0.href < $1.href }
        var idsByPage: [String: Set<String>] = [:]
        for page in sorted {
            diagnostics += idProblems(of: page)
            idsByPage[page.href] = page.links.ids
        }
        // Pages share most of their targets (the stylesheets, the chapters next door): each is resolved once.
        var resolvedTargets: [String: String?] = [:]
        for page in sorted {
            let href = page.href
            let directory = Paths.directory(of: href)
            for (element, attribute, value) in page.links.references {
                // Searched in the bytes: a search by Character costs a hundred instructions a character.
                let hash = value.utf8.firstIndex(of: UInt8(ascii: "#"))
                let path = hash.map { String(value[..<$0]) } ?? value
                let target: String
                if path.isEmpty {
                    target = href
                } else {
                    let key = directory + "\u{0}" + path
                    let resolved = resolvedTargets[key] ?? resolve(path, in: directory)
                    resolvedTargets[key] = resolved
                    guard let resolved else {
                        diagnostics.append(
                            error(
                                in: page.template,
                                "<\(element) \(attribute)=\"\(value)\"> in \(href) names no file of the package"))
                        continue
                    }
                    target = resolved
                }
                guard let hash, let ids = idsByPage[target] else { continue }
                let fragment = String(value[value.index(after: hash)...])
                let id =
                    fragment.utf8.contains(UInt8(ascii: "%")) ? fragment.removingPercentEncoding ?? fragment : fragment
                guard !id.isEmpty, !ids.contains(id) else { continue }
                diagnostics.append(
                    error(
                        in: page.template,
                        "<\(element) \(attribute)=\"\(value)\"> in \(href) names the id '\(id)', which \(target) does not have"
                    ))
            }
        }
        if let navigation = pages.first(where: { $0.href == navigationHref }), navigation.links.tocNavs != 1 {
            // EPUB 3.3 §7.4.2: "The toc nav element MUST occur exactly once in an EPUB navigation document."
            diagnostics.append(
                error(
                    in: navigation.template,
                    "\(navigationHref) must have exactly one <nav epub:type=\"toc\"> (EPUB 3.3 §7.4.2), found \(navigation.links.tocNavs)"
                ))
        }
        return diagnostics
    }

    /// The package file `path` (a relative URL without its fragment, written
    /// in a page in `directory`) names; nil when there is none.
    private func resolve(_ path: String, in directory: String) -> String? {
        var plain = path
        if let query = plain.utf8.firstIndex(of: UInt8(ascii: "?")) { plain = String(plain[..<query]) }
        if plain.utf8.contains(UInt8(ascii: "%")) { plain = plain.removingPercentEncoding ?? plain }
        let target = String(Paths.absolute(plain, relativeTo: "/" + directory).dropFirst())
        return packageFiles.contains(target) ? target : nil
    }

    /// An error per id the page has twice, a warning per id reference it kept to its own ids
    /// (`IdentifierReferences.keepingPageIDs`).
    private func idProblems(of page: RenderedPage) -> [Diagnostic] {
        page.links.duplicateIDs.map { id in
            error(
                in: page.template,
                "\(page.href) has the id '\(id)' more than once; an id must be unique in its document")
        }
            + page.links.danglingReferences.map { element, attribute, value in
                Diagnostic(
                    .warning, .brokenLink, at: SourceLocation(path: page.href), stage: .transform,
                    "<\(element) \(attribute)=\"\(value)\"> in \(page.href) names an id its page does not have "
                        + "(HTML wants it in the same document); kept to the ids it has, or as data-\(attribute)")
            }
    }

    private func error(in template: String, _ message: String) -> Diagnostic {
        Diagnostic(
            .error, .templateOutput, at: SourceLocation(path: Paths.display(template)), stage: .transform, message)
    }
}
