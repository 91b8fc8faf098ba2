/// An item of the spine, the reading order (EPUB 3.3 §5.7).
public struct SpineItem: Equatable, Sendable {
    public var idref: String
    public var linear: Bool
}
