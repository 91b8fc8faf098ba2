extension StringProtocol {
    /// The text's lines, split at each line feed, a CRLF's too. Splitting at the Character "\n" misses a file saved on
    /// Windows: there "\r\n" is one Character, so the whole file was one line (a chapter's front matter was not found,
    /// its title and author lost). Each line is a slice of the text, without its line break.
    package var lines: [SubSequence] {
        split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
    }
}
