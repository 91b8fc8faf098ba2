/// How reading systems lay the book out (EPUB 3.3 §8.2, the `rendition:`
/// properties): reflowable text, or fixed-layout pages.
public struct Rendition: Equatable, Sendable {
    public enum Layout: String, Sendable, CaseIterable {
        case reflowable
        /// Fixed layout: each page is drawn at its viewport's size.
        case prePaginated = "pre-paginated"
    }

    public enum Orientation: String, Sendable, CaseIterable {
        case auto, portrait, landscape
    }

    /// When two pages are shown side by side.
    public enum Spread: String, Sendable, CaseIterable {
        case auto, none, landscape, both
    }

    public var layout = Layout.reflowable
    public var orientation = Orientation.auto
    public var spread = Spread.auto
    /// The viewport a fixed-layout page gets when its source names none.
    public var viewport: Viewport?

    public init() {}

    /// Nothing differs from the defaults: the package says nothing.
    public var isDefault: Bool { self == Rendition() }
}

/// The size, in CSS pixels, of a fixed-layout page (EPUB 3.3 §8.2.2.2: the
/// `viewport` meta of an XHTML page).
public struct Viewport: Equatable, Sendable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// `width=1200, height=1600`, the content of `<meta name="viewport">`.
    public var content: String { "width=\(width), height=\(height)" }
}
