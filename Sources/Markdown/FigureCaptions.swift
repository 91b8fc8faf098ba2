import CCmarkGFM
import CMarkPandoc
import Foundation

/// pandoc's figure captions (`implicit_figures`). An image alone in its paragraph is a figure whose caption is the
/// image's description: `![The *growth* of $x$](a.png)` shows "The *growth* of $x$" with its emphasis and its
/// formula, while the alt text, which only holds text, is its plain words. cmark-gfm renders an image's description
/// as plain text, so each such description is rendered here on its own and placed, as raw HTML, in a
/// `<span data-epubbuild-caption>` after the image, where the build's figure pass takes it for the caption.
enum FigureCaptions {
    static let attribute = EPUBBUILD_CAPTION_ATTRIBUTE

    static func mark(in document: OpaquePointer, options: Int32, extensions: UnsafeMutablePointer<cmark_llist>?) {
        for image in loneImages(in: document) {
            guard let html = renderedDescription(of: image, options: options, extensions: extensions),
                let caption = cmark_node_new(CMARK_NODE_HTML_INLINE)
            else { continue }
            cmark_node_set_literal(caption, "<span \(attribute)=\"\">\(html)</span>")
            cmark_node_insert_after(image, caption)
        }
    }

    /// The images that are their paragraph's only content and have a description.
    private static func loneImages(in document: OpaquePointer) -> [OpaquePointer] {
        guard let iterator = cmark_iter_new(document) else { return [] }
        defer { cmark_iter_free(iterator) }
        var images: [OpaquePointer] = []
        while cmark_iter_next(iterator) != CMARK_EVENT_DONE {
            guard cmark_iter_get_event_type(iterator) == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator),
                cmark_node_get_type(node) == CMARK_NODE_IMAGE, cmark_node_first_child(node) != nil,
                let paragraph = cmark_node_parent(node), cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH,
                isAlone(node, in: paragraph)
            else { continue }
            images.append(node)
        }
        return images
    }

    /// Whether `image` is all `paragraph` holds but empty text (what is left where `{#id}` was read).
    private static func isAlone(_ image: OpaquePointer, in paragraph: OpaquePointer) -> Bool {
        var child = cmark_node_first_child(paragraph)
        while let node = child {
            let empty =
                cmark_node_get_type(node) == CMARK_NODE_TEXT && cmark_node_get_literal(node).map { $0[0] == 0 } != false
            guard node == image || empty else { return false }
            child = cmark_node_next(node)
        }
        return true
    }

    /// The image's description as HTML: its inlines, moved into a paragraph of their own for the rendering and back.
    private static func renderedDescription(
        of image: OpaquePointer, options: Int32, extensions: UnsafeMutablePointer<cmark_llist>?
    ) -> String? {
        // In a document of its own: cmark-gfm's renderer looks at a paragraph's parent.
        guard let document = cmark_node_new(CMARK_NODE_DOCUMENT), let holder = cmark_node_new(CMARK_NODE_PARAGRAPH)
        else { return nil }
        defer { cmark_node_free(document) }
        cmark_node_append_child(document, holder)
        while let child = cmark_node_first_child(image) { cmark_node_append_child(holder, child) }
        let rendered = cmark_render_html(holder, options & ~CMARK_OPT_SOURCEPOS, extensions)
        while let child = cmark_node_first_child(holder) { cmark_node_append_child(image, child) }
        guard let rendered else { return nil }
        // cmark allocates with its default allocator, which is the C heap.
        defer { free(rendered) }
        let html = String(cString: rendered).trimmingCharacters(in: .whitespacesAndNewlines)
        guard html.hasPrefix("<p>"), html.hasSuffix("</p>") else { return nil }
        return String(html.dropFirst(3).dropLast(4))
    }
}
