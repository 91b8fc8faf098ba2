import Foundation

/// The book's text piped in, as pandoc reads it when no file is named: read once, whole, when first asked for.
enum StandardInput {
    /// The name the text goes by: its chapter's page, and messages (`stdin.md:3:1: warning: …`).
    static let fileName = "stdin.md"

    static let contents: Data = FileHandle.standardInput.readDataToEndOfFile()
}
