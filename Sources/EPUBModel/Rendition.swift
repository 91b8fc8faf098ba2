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
