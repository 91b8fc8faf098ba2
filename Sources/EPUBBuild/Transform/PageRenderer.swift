import Foundation
import XMLTree

/// The Transform stage: runs each page of the reading order, and the
/// navigation document, through its XSLT template.
struct PageRenderer {
    let templates: TemplateSet

    /// The finished XHTML of every page, keyed by href. Fails with every
    /// problem the templates caused (see RenderedPageChecker).
    func render(_ book: ResolvedBook, landmarks: [Landmark], navigationHref: String) throws(BuildError) -> [String: XMLTree] {
        // Compiled before any page, so a template that does not compile is reported as such, not per page.
        for name in Set(book.pages.map { Self.template(for: $0.kind) } + [.navigation]) { _ = try templates.stylesheet(name) }
        var rendered: [String: (tree: XMLTree, template: String)] = [:]
        var diagnostics: [Diagnostic] = []
        for page in book.pages where page.kind != .navigation {
            do {
                rendered[page.href] = (try render(page, book: book), try templates.stylesheet(Self.template(for: page.kind)).path)
            } catch {
                diagnostics += error.diagnostics
            }
        }
        let navigation = TemplatePage(kind: .navigation, href: navigationHref, metadata: book.spec.metadata, stylesheets: book.stylesheets)
        navigation.add("title", text: book.spec.tableOfContents.title)
        navigation.addTableOfContents(book.tableOfContents, title: book.spec.tableOfContents.title, from: navigationHref)
        navigation.addLandmarks(landmarks, from: navigationHref)
        do {
            rendered[navigationHref] = (try templates.render(.navigation, page: navigation.tree), try templates.stylesheet(.navigation).path)
        } catch {
            diagnostics += error.diagnostics
        }
        try BuildError.throwIfErrors(in: diagnostics)
        let packageFiles = Set(book.pages.map(\.href) + [navigationHref] + book.resources.filter { $0.contents != .remote }.map(\.href))
        let checker = RenderedPageChecker(packageFiles: packageFiles, navigationHref: navigationHref)
        try BuildError.throwIfErrors(in: checker.check(rendered))
        return rendered.mapValues(\.tree)
    }

    private static func template(for kind: ContentPage.Kind) -> TemplateSet.Name {
        switch kind {
        case .cover: .cover
        case .titlepage: .titlePage
        case .navigation: .navigation
        case .part: .part
        case .chapter: .chapter
        }
    }

    private func render(_ page: ContentPage, book: ResolvedBook) throws(BuildError) -> XMLTree {
        let kind: TemplatePage.Kind = switch page.kind {
        case .cover: .cover
        case .titlepage: .titlepage
        case .navigation: .navigation
        case .part: .part
        case .chapter: .chapter
        }
        let chapter = page.chapterIndex.map { book.chapters[$0] }
        let stylesheets = book.stylesheets + (chapter?.stylesheetHrefs.filter { !book.stylesheets.contains($0) } ?? [])
        let input = TemplatePage(kind: kind, href: page.href, metadata: book.spec.metadata, stylesheets: stylesheets)
        input.add("title", text: page.title)
        switch page.kind {
        case .chapter:
            let chapter = chapter!
            for style in chapter.headStyles { input.add("style", text: style) }
            if let prefix = chapter.epubPrefix { input.add("prefix", text: prefix) }
            input.add("type", text: chapter.spec.type)
            if let body = chapter.body { input.addContent(from: body) }
            do {
                return try templates.render(.chapter, page: input.tree)
            } catch {
                var diagnostic = error.diagnostic
                diagnostic.message += " (while rendering \(chapter.displayPath))"
                throw BuildError(diagnostic)
            }
        case .cover:
            input.addImage(src: PackageLayout.relativeHref(from: page.href, to: book.coverImage ?? ""), alt: "Cover of \(book.spec.metadata.title)")
            return try templates.render(.cover, page: input.tree)
        case .titlepage:
            return try templates.render(.titlePage, page: input.tree)
        case .part:
            return try templates.render(.part, page: input.tree)
        case .navigation:
            return try templates.render(.navigation, page: input.tree)
        }
    }
}
