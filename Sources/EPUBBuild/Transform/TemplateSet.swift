import Foundation
import XMLTree

/// The XSLT templates of a build: a book's own `templates:` folder first, the
/// defaults after. Each template is compiled once per build.
final class TemplateSet {
    enum Name: String, CaseIterable {
        case chapter = "chapter.xsl"
        case part = "part.xsl"
        case navigation = "nav.xsl"
        case titlePage = "titlepage.xsl"
        case cover = "cover.xsl"
    }

    /// The stylesheet every book gets unless `default-css: false`.
    static let defaultStylesheet = "book.css"

    private let folders: [String]
    private var compiled: [Name: XSLTStylesheet] = [:]

    init(bookTemplates: String?, defaults: String) {
        folders = [bookTemplates, defaults].compactMap { $0 }
    }

    /// Every file of the template folders (a change to any may change the output).
    var allFiles: [String] {
        folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).map { folder + "/" + $0 }.filter(Paths.isRegularFile)
        }
    }

    /// The file `name` from the first folder that has it.
    func file(_ name: String) -> String? {
        folders.map { $0 + "/" + name }.first(where: Paths.isRegularFile)
    }

    func stylesheet(_ name: Name) throws(BuildError) -> XSLTStylesheet {
        if let stylesheet = compiled[name] { return stylesheet }
        guard let path = file(name.rawValue) else {
            throw BuildError(at: SourceLocation(path: folders.last.map(Paths.display) ?? "Templates"), stage: .transform,
                             "template '\(name.rawValue)' is missing from \(folders.map(Paths.display).joined(separator: " and "))")
        }
        do {
            let stylesheet = try XSLTStylesheet(path: path, includeFolders: folders)
            compiled[name] = stylesheet
            return stylesheet
        } catch {
            throw BuildError(at: SourceLocation(path: Paths.display(error.path)), stage: .transform,
                             "template does not compile: \(error.message)")
        }
    }

    /// Applies template `name` to `page` and returns the XHTML document.
    func render(_ name: Name, page: XMLTree) throws(BuildError) -> XMLTree {
        let stylesheet = try stylesheet(name)
        let result: XMLTree
        do {
            result = try stylesheet.apply(to: page)
        } catch {
            throw BuildError(at: SourceLocation(path: Paths.display(error.path)), stage: .transform, "template failed: \(error.message)")
        }
        guard let root = result.root, root.name == "html", root.namespaceURI == XMLTree.xhtmlNamespace else {
            throw BuildError(at: SourceLocation(path: Paths.display(stylesheet.path)), stage: .transform,
                             "template must produce an <html> element in the XHTML namespace")
        }
        result.addHTMLDoctype()
        return result
    }
}
