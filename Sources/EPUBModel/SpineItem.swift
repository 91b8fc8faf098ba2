/// An item of the spine, the reading order (EPUB 3.3 §5.7).
public struct SpineItem: Equatable, Sendable {
    public var idref: String
    public var linear: Bool
    /// The itemref's `properties`: its side of a spread (`page-spread-left`)
    /// or a layout override (`rendition:layout-reflowable`), EPUB 3.3 §8.2.
    public var properties: [String] = []

    public init(idref: String, linear: Bool, properties: [String] = []) {
        self.idref = idref
        self.linear = linear
        self.properties = properties
    }
}
