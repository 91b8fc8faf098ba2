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
    private static let urlAttributes = "//@href | //@src | //@poster | //@data | //@srcset | //@xlink:href"

    /// What the checks need of one rendered page, taken on the worker that
    /// rendered it so the tree can be released there.
    struct PageLinks: Sendable {
        /// Every id of the page.
        var ids: Set<String> = []
        /// Ids written more than once, in document order.
        var duplicateIDs: [String] = []
        /// Every local URL: `(element, attribute, value)`, srcset candidates one by one.
        var references: [(element: String, attribute: String, value: String)] = []
        /// The number of `<nav epub:type="toc">` elements.
        var tocNavs = 0
    }

    static func links(of tree: XMLTree) -> PageLinks {
        var links = PageLinks()
        var reported: Set<String> = []
        for id in tree.select("//@id").map(\.textContent) where !links.ids.insert(id).inserted && reported.insert(id).inserted {
            links.duplicateIDs.append(id)
        }
        links.references = references(in: tree)
        links.tocNavs = tree.select("//h:nav[contains(concat(' ', normalize-space(@epub:type), ' '), ' toc ')]",
                                    namespaces: ["h": XMLTree.xhtmlNamespace, "epub": XMLTree.opsNamespace]).count
        return links
    }

    /// Every problem of `pages` (in reading order), in the order of the pages' hrefs.
    func check(_ pages: [RenderedPage]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let sorted = pages.sorted { $0.href < $1.href }
        var idsByPage: [String: Set<String>] = [:]
        for page in sorted {
            for id in page.links.duplicateIDs {
                diagnostics.append(error(in: page.template, "\(page.href) has the id '\(id)' more than once; an id must be unique in its document"))
            }
            idsByPage[page.href] = page.links.ids
        }
        // Pages share most of their targets (the stylesheets, the chapters next door): each is resolved once.
        var resolvedTargets: [String: String?] = [:]
        for page in sorted {
            let href = page.href
            let directory = Paths.directory(of: href)
            for (element, attribute, value) in page.links.references {
                let hash = value.firstIndex(of: "#")
                let path = hash.map { String(value[..<$0]) } ?? value
                let target: String
                if path.isEmpty {
                    target = href
                } else {
                    let key = directory + "\u{0}" + path
                    let resolved = resolvedTargets[key] ?? resolve(path, in: directory)
                    resolvedTargets[key] = resolved
                    guard let resolved else {
                        diagnostics.append(error(in: page.template, "<\(element) \(attribute)=\"\(value)\"> in \(href) names no file of the package"))
                        continue
                    }
                    target = resolved
                }
                guard let hash, let ids = idsByPage[target] else { continue }
                let fragment = String(value[value.index(after: hash)...])
                let id = fragment.contains("%") ? fragment.removingPercentEncoding ?? fragment : fragment
                guard !id.isEmpty, !ids.contains(id) else { continue }
                diagnostics.append(error(in: page.template,
                                         "<\(element) \(attribute)=\"\(value)\"> in \(href) names the id '\(id)', which \(target) does not have"))
            }
        }
        if let navigation = pages.first(where: { $0.href == navigationHref }), navigation.links.tocNavs != 1 {
            // EPUB 3.3 §7.4.2: "The toc nav element MUST occur exactly once in an EPUB navigation document."
            diagnostics.append(error(in: navigation.template,
                                     "\(navigationHref) must have exactly one <nav epub:type=\"toc\"> (EPUB 3.3 §7.4.2), found \(navigation.links.tocNavs)"))
        }
        return diagnostics
    }

    /// Every local URL of the page: `(element, attribute, value)`, srcset candidates one by one.
    private static func references(in tree: XMLTree) -> [(element: String, attribute: String, value: String)] {
        var result: [(element: String, attribute: String, value: String)] = []
        for attribute in tree.select(Self.urlAttributes, namespaces: ["xlink": IdentifierReferences.xlinkNamespace]) {
            let element = attribute.parent?.name ?? ""
            let name = attribute.namespaceURI == IdentifierReferences.xlinkNamespace ? "xlink:" + attribute.name : attribute.name
            // An attribute in another namespace (`epub:href`…) is no URL of HTML or SVG.
            guard attribute.namespaceURI == nil || name == "xlink:href" else { continue }
            if name == "srcset" {
                result += SourceSet(attribute.textContent).candidates.map { (element, name, $0.url) }
            } else {
                result.append((element, name, attribute.textContent))
            }
        }
        // External: a scheme (`https:`, `mailto:`, `data:`) or protocol-relative.
        return result.filter { !$0.2.hasPrefix("//") && !ReferenceURL.hasScheme($0.2) }
    }

    /// The package file `path` (a relative URL without its fragment, written
    /// in a page in `directory`) names; nil when there is none.
    private func resolve(_ path: String, in directory: String) -> String? {
        var plain = path
        if let query = plain.firstIndex(of: "?") { plain = String(plain[..<query]) }
        if plain.contains("%") { plain = plain.removingPercentEncoding ?? plain }
        let target = String(Paths.absolute(plain, relativeTo: "/" + directory).dropFirst())
        return packageFiles.contains(target) ? target : nil
    }

    private func error(in template: String, _ message: String) -> Diagnostic {
        Diagnostic(.error, .templateOutput, at: SourceLocation(path: Paths.display(template)), stage: .transform, message)
    }
}
