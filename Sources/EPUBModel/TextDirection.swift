/// The direction text runs in (`direction:` in book.yaml; HTML's `dir`).
public enum TextDirection: String, Sendable, CaseIterable {
    case ltr, rtl
}
