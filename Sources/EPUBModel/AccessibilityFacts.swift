/// What a book's content holds that accessibility metadata speaks of (EPUB
/// Accessibility 1.1 §5): its images and their text alternatives, its
/// heading structure, tables, links and math. The build gathers them from
/// the chapters; `info` from any EPUB's content documents. Every claim the
/// metadata makes is derived from these counts, never asserted.
public struct AccessibilityFacts: Equatable, Sendable, Codable {
    /// Content documents with text of their own (beyond text alternatives):
    /// none in a picture book, whose pages are images only.
    public var documentsWithText = 0
    /// `img` elements and top-level inline `svg` drawings.
    public var images = 0
    /// Images with neither a text alternative nor a mark that they are decorative.
    public var imagesWithoutText = 0
    /// Images marked decorative (`role="presentation"`, `aria-hidden="true"`).
    public var decorativeImages = 0
    public var headings = 0
    /// Headings deeper than one level below the heading before them in their document.
    public var skippedHeadingLevels = 0
    public var tables = 0
    public var tablesWithoutHeaders = 0
    /// Links whose text, alt text and label are all empty.
    public var emptyLinks = 0
    /// Blocks in another script than their language's, without a `lang` saying so.
    public var unmarkedLanguageChanges = 0
    /// MathML `math` elements, and those without `alttext` or a label.
    public var math = 0
    public var mathWithoutText = 0
    /// `audio` and `video` elements: whether they flash or sound is nothing the build can tell.
    public var timeBasedMedia = 0

    public init() {}

    package mutating func add(_ other: AccessibilityFacts) {
        documentsWithText += other.documentsWithText
        images += other.images
        imagesWithoutText += other.imagesWithoutText
        decorativeImages += other.decorativeImages
        headings += other.headings
        skippedHeadingLevels += other.skippedHeadingLevels
        tables += other.tables
        tablesWithoutHeaders += other.tablesWithoutHeaders
        emptyLinks += other.emptyLinks
        unmarkedLanguageChanges += other.unmarkedLanguageChanges
        math += other.math
        mathWithoutText += other.mathWithoutText
        timeBasedMedia += other.timeBasedMedia
    }

    /// Every image has a text alternative or is marked decorative.
    package var everyImageHasText: Bool { imagesWithoutText == 0 }
}
