import Foundation

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

    /// Reads `width=1200, height=1600` (commas or spaces between the pairs);
    /// nil unless it gives both a width and a height in whole pixels.
    public init?(content: String) {
        var sizes: [String: Int] = [:]
        for pair in content.split(whereSeparator: { $0 == "," || $0 == ";" || $0 == " " }) {
            let parts = pair.split(separator: "=", maxSplits: 1).map {
                $0.trimmingCharacters(in: .whitespaces).lowercased()
            }
            if parts.count == 2, let size = Int(parts[1]), size > 0 { sizes[parts[0]] = size }
        }
        guard let width = sizes["width"], let height = sizes["height"] else { return nil }
        self.init(width: width, height: height)
    }
}
