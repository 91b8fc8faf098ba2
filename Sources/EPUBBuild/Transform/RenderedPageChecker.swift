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

    /// Attributes whose value is a URL the reading system loads or follows.
    private static let urlAttributes = ["href", "src", "poster", "data"]

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
        for (href, page) in pages.sorted(by: { $0.key < $1.key }) {
            for (element, attribute, value) in references(in: page.tree) {
                guard let problem = problem(with: value, from: href, idsByPage: idsByPage) else { continue }
                diagnostics.append(error(in: page.template, "<\(element) \(attribute)=\"\(value)\"> in \(href) \(problem)"))
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
        guard let root = tree.root else { return result }
        for element in [root] + root.descendants {
            for attribute in element.attributes {
                let isXLink = attribute.namespace == IdentifierReferences.xlinkNamespace && attribute.name == "href"
                guard isXLink || attribute.namespace == nil else { continue }
                let name = isXLink ? "xlink:href" : attribute.name
                if Self.urlAttributes.contains(attribute.name) {
                    result.append((element.name, name, attribute.value))
                } else if attribute.name == "srcset" {
                    result += SourceSet(attribute.value).candidates.map { (element.name, name, $0.url) }
                }
            }
        }
        return result.filter { !ReferenceURL($0.2).isExternal }
    }

    /// Why `value`, written in the page at `href`, leads nowhere; nil when it works.
    private func problem(with value: String, from href: String, idsByPage: [String: Set<String>]) -> String? {
        let url = ReferenceURL(value)
        let target: String
        if url.path.isEmpty {
            target = href
        } else {
            target = String(Paths.absolute(url.path, relativeTo: "/" + Paths.directory(of: href)).dropFirst())
            guard packageFiles.contains(target) else { return "names no file of the package" }
        }
        guard let fragment = url.fragment, !fragment.isEmpty, let ids = idsByPage[target] else { return nil }
        let id = fragment.removingPercentEncoding ?? fragment
        return ids.contains(id) ? nil : "names the id '\(id)', which \(target) does not have"
    }

    private func error(in template: String, _ message: String) -> Diagnostic {
        Diagnostic(.error, at: SourceLocation(path: Paths.display(template)), stage: .transform, message)
    }
}
