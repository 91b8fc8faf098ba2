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

    /// `pages`: href → the rendered page and the template file that made it.
    func check(_ pages: [String: (tree: XMLTree, template: String)]) -> [Diagnostic] {
        var idsByPage: [String: Set<String>] = [:]
        var diagnostics: [Diagnostic] = []
        for (href, page) in pages.sorted(by: { $0.key < $1.key }) {
            var ids: Set<String> = []
            var reported: Set<String> = []
            for id in page.tree.select("//@id").map(\.textContent) where !ids.insert(id).inserted && reported.insert(id).inserted {
                diagnostics.append(error(in: page.template, "\(href) has the id '\(id)' more than once; an id must be unique in its document"))
            }
            idsByPage[href] = ids
        }
        // Pages share most of their targets (the stylesheets, the chapters next door): each is resolved once.
        var resolvedTargets: [String: String?] = [:]
        for (href, page) in pages.sorted(by: { $0.key < $1.key }) {
            let directory = Paths.directory(of: href)
            for (element, attribute, value) in references(in: page.tree) {
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
        if let navigation = pages[navigationHref] {
            let tocs = navigation.tree.select("//h:nav[contains(concat(' ', normalize-space(@epub:type), ' '), ' toc ')]",
                                              namespaces: ["h": XMLTree.xhtmlNamespace, "epub": XMLTree.opsNamespace]).count
            if tocs != 1 {
                // EPUB 3.3 §7.4.2: "The toc nav element MUST occur exactly once in an EPUB navigation document."
                diagnostics.append(error(in: navigation.template,
                                         "\(navigationHref) must have exactly one <nav epub:type=\"toc\"> (EPUB 3.3 §7.4.2), found \(tocs)"))
            }
        }
        return diagnostics
    }

    /// Every local URL of the page: `(element, attribute, value)`, srcset candidates one by one.
    private func references(in tree: XMLTree) -> [(String, String, String)] {
        var result: [(String, String, String)] = []
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
