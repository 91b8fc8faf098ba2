/// Where a chapter's notes go (book.yaml's `notes:`).
public enum NoteStyle: String, Sendable, CaseIterable {
    /// Each note an `<aside epub:type="footnote">` at the end of its chapter; reading systems show them as pop-ups.
    case footnotes
    /// All notes in one `epub:type="endnotes"` section at the end of the chapter.
    case endnotes
}
