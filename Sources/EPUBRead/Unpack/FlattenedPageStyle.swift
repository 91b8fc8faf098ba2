/// The page's own stylesheet in `unpack --html`: a readable column around
/// the book. It comes first in `<head>`, before the book's stylesheets, and
/// its selectors are plain types and classes while the book's are scoped
/// under `:is(#c1, …)`, so inside a chapter the book's rules always win;
/// these only fill in what a reading system would have given the book (a
/// column, images that fit the screen). Nothing here loads anything: no
/// `url()`, no `@import`, no web font. Logical properties (`inline-start`,
/// `block-start`) follow each element's `dir`, so a right-to-left chapter or
/// contents is mirrored without rules of its own.
enum FlattenedPageStyle {
    static let css = """
        /* Lines much longer than ~75 characters are hard to read: one centred column, with room at the sides on a phone. */
        body { max-width: 48em; margin: 0 auto; padding: 2em 1.5em 4em; line-height: 1.5; overflow-wrap: break-word; }
        /* A reading system's default face; a book that names its own font keeps it. */
        body { font-family: serif; }
        /* Stands for each chapter's body element, which is a block. */
        \(StylesheetScoper.bodyElement) { display: block; }
        /* A picture never runs wider than the column; height follows so it keeps its shape. */
        img, svg, video { max-width: 100%; height: auto; }
        /* A cover or full-page picture fits the window whole instead of showing at its natural size. */
        :is([data-epub-type~="cover"], .cover, .fullpage, .full-page) :is(img, svg, video),
        :is(img, svg, video):is([data-epub-type~="cover"], .cover, .fullpage, .full-page) { max-height: 100vh; object-fit: contain; }
        /* Code keeps its lines; a long one scrolls inside its box instead of widening the page. */
        pre { overflow-x: auto; }
        /* The contents: the book's title as its heading, then a compact list, set off from the first chapter. */
        nav#toc { margin-block-end: 2.5em; padding-block-end: 1.5em; border-block-end: 1px solid #ccc; line-height: 1.35; font-family: sans-serif; }
        nav#toc h1 { font-size: 2em; line-height: 1.2; margin: 0 0 0.8em; }
        nav#toc ol { list-style: none; margin: 0; padding: 0; }
        /* Two columns when there is room, so the start of the book still shows on the first screen; a part stays in one piece. */
        nav#toc > ol { columns: 2 20em; column-gap: 2em; }
        nav#toc > ol > li { break-inside: avoid; }
        nav#toc ol ol { padding-inline-start: 1.25em; font-size: 0.95em; }
        nav#toc li { margin-block: 0.2em; }
        nav#toc > ol > li { margin-block: 0 0.8em; font-weight: bold; }
        nav#toc > ol > li li { font-weight: normal; }
        nav#toc a { color: inherit; text-decoration: none; }
        nav#toc a:hover, nav#toc a:focus { text-decoration: underline; }
        /* Where one file of the book ends and the next begins. */
        body > section.chapter { margin-block-end: 2.5em; }
        body > section.chapter + section.chapter { border-block-start: 1px solid #ccc; padding-block-start: 2.5em; }
        """
}
