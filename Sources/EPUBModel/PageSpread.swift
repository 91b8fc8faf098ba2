/// Which side of a two-page spread a page takes (EPUB 3.3 §8.2.4:
/// `page-spread-left`, `page-spread-right`, `rendition:page-spread-center`).
public enum PageSpread: String, Sendable, CaseIterable {
    case left, right, center
}
