/// A run of a code block's text that gets a class: its UTF-8 byte offsets.
public struct HighlightSpan: Equatable, Sendable {
    public var range: Range<Int>
    public var kind: HighlightClass

    public init(range: Range<Int>, kind: HighlightClass) {
        self.range = range
        self.kind = kind
    }
}
