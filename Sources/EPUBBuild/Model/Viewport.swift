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
