import EPUBFormats
import EPUBModel
import EPUBSupport
import Foundation
import XMLTree

/// The Transform stage's work in progress, handed from pass to pass
/// (`PageRenderer.passes`): the compiled templates, then every page's
/// finished bytes, keyed by href.
struct PageRendering: PassWork {
    let renderer: PageRenderer
    /// The book, its chapters' trees taken out into `contents`.
    let book: ResolvedBook
    let contents: ChapterContents
    /// The navigation document, its links in the container (`PackageAssembler.navigation(for:)`).
    let navigation: NavigationDocument
    /// The navigation document's href, relative to the package document's folder as every page's is.
    let navigationHref: String
    let highlights: HighlightedCode
    var diagnostics: [Diagnostic] = []
    var stylesheets: [TemplateSet.Name: XSLTStylesheet] = [:]
    var rendered: [String: RenderedPage] = [:]
    /// The pages in the order they were rendered (the reading order's, the navigation document's last).
    var renderedInOrder: [RenderedPage] = []
}

extension PageRendering {
    mutating func compileTemplates() throws(BuildError) {
        stylesheets = try renderer.templates.compiled(
            Set(book.pages.map { PageRenderer.template(for: $0.kind) } + [.navigation]))
    }

    /// Every page on the workers, each its own chapter's tree; every page that fails is reported.
    mutating func renderPages() {
        let pages = PageRenderer.pagesToRender(of: book)
        let (book, contents, stylesheets, highlights) = (book, contents, stylesheets, highlights)
        let (navigation, navigationHref, mapSources) = (navigation, navigationHref, renderer.mapSources)
        let results = WorkerPool(workers: renderer.jobs).run(pages.count + 1, order: Self.order(of: pages, in: self)) {
            index -> Result<RenderedPage, BuildError> in
            do throws(BuildError) {
                if index == pages.count {
                    return .success(
                        try PageRenderer.renderNavigationPage(
                            of: book, navigation: navigation, href: navigationHref,
                            stylesheet: stylesheets[.navigation]!))
                }
                return .success(
                    try PageRenderer.renderPage(
                        pages[index], book: book, contents: contents,
                        stylesheet: stylesheets[PageRenderer.template(for: pages[index].kind)]!,
                        highlights: highlights, mapSources: mapSources))
            } catch {
                return .failure(error)
            }
        }
        for result in results {
            switch result {
            case .success(let page):
                rendered[page.href] = page
                renderedInOrder.append(page)
            case .failure(let error): diagnostics += error.diagnostics
            }
        }
    }

    /// The longest pages first, so that no worker ends the stage alone on a long one: the navigation
    /// document, then by the size of the source, each byte of code still to colour counting four more
    /// (on learn-go-with-tests, parsing and querying a byte of code costs about four times what Transform
    /// spends on a byte of source).
    private static func order(of pages: [ContentPage], in work: PageRendering) -> [Int] {
        let cost = pages.map { page in
            page.chapterIndex.map {
                work.book.chapters[$0].document.sourceSize + 4 * work.highlights.bytesWaiting(inChapter: $0)
            } ?? 0
        }
        return [pages.count] + pages.indices.sorted { cost[$0] > cost[$1] }
    }

    /// The pages' errors, then what the templates made wrong (see RenderedPageChecker); its warnings are kept.
    mutating func checkPages() throws(BuildError) {
        try BuildError.throwIfErrors(in: diagnostics)
        let packageFiles = Set(
            book.pages.flatMap { [$0.href] + ($0.fallbackHref.map { [$0] } ?? []) } + [navigationHref]
                + book.resources.filter { $0.contents != .remote }.map(\.href))
        let checker = RenderedPageChecker(packageFiles: packageFiles, navigationHref: navigationHref)
        let found = checker.check(renderedInOrder)
        try BuildError.throwIfErrors(in: found)
        diagnostics += found
    }
}
