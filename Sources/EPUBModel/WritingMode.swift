/// How lines run on every page (`writing-mode:` in book.yaml; CSS Writing Modes 3).
public enum WritingMode: String, Sendable, CaseIterable {
    /// Lines top to bottom, each right of the one before: the usual for English and Arabic alike.
    case horizontalTB = "horizontal-tb"
    /// Columns top to bottom, right to left: Japanese and Chinese set vertically.
    case verticalRL = "vertical-rl"
    /// Columns top to bottom, left to right: Mongolian script.
    case verticalLR = "vertical-lr"
}
