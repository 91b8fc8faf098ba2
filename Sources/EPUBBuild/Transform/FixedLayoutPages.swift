import EPUBModel

/// Fixed layout (EPUB 3.3 §8.2.2): every pre-paginated XHTML page MUST give
/// its viewport (`<meta name="viewport">`), the size its content is drawn at.
extension ResolvedBook {
    /// How `page` is laid out: its chapter's own `layout:`, or the book's.
    func layout(of page: ContentPage) -> Rendition.Layout {
        if let override = layoutOverride(of: page) { return override }
        return spec.rendition.layout
    }

    /// The layout `page`'s spine item sets against the book's
    /// (`rendition:layout-…`, EPUB 3.3 §8.2.2.3): a chapter's own `layout:`;
    /// and reflowable for a generated page (cover, title page, part) of a
    /// fixed-layout book that has no `viewport:` to draw it at.
    func layoutOverride(of page: ContentPage) -> Rendition.Layout? {
        let book = spec.rendition.layout
        if let index = page.chapterIndex {
            return chapters[index].document.spec.layout.flatMap { $0 == book ? nil : $0 }
        }
        return book == .prePaginated && spec.rendition.viewport == nil ? .reflowable : nil
    }

    /// The viewport `page` is written with: none for a reflowable page; a
    /// chapter's own (from its source's head) or else the book's `viewport:`.
    func viewport(of page: ContentPage) -> String? {
        guard layout(of: page) == .prePaginated else { return nil }
        if let index = page.chapterIndex, let own = chapters[index].document.viewport { return own }
        if let viewport = spec.rendition.viewport?.content { return viewport }
        // A picture is drawn at its own size.
        if page.kind == .picture, let index = page.chapterIndex { return chapters[index].pictureViewport }
        return nil
    }
}
