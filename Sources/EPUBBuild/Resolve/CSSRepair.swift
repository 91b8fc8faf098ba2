import EPUBSupport

/// A stylesheet as a browser keeps it: what CSS Syntax Level 3's error recovery drops is cut out, and what it closes
/// at the end of the file is closed. epubcheck 5.3 reports each such mistake as an error (CSS-008), where browsers
/// silently recover, so a book built from it would fail. Valid CSS passes through byte for byte: only whole
/// declarations, rules and at-rules are cut, and closing text is only ever appended.
struct CSSRepair {
    /// A place the stylesheet was repaired: a byte offset of the original and what was wrong there.
    struct Place: Equatable {
        let offset: Int
        let what: String
    }

    /// The repaired text.
    let text: String
    /// Every repair, in the order of the text.
    let places: [Place]
    /// The byte ranges of the original left out, in order.
    let cuts: [Range<Int>]

    /// `css` repaired, or nil when it needs nothing (the common case); a `style` attribute's declarations when
    /// `styleAttribute`.
    static func repairing(_ css: String, styleAttribute: Bool = false) -> CSSRepair? {
        let bytes = Array(css.utf8)
        let (tokens, unclosed) = CSSTokenizer.tokens(of: bytes)
        var parser = CSSRepairParser(tokens: tokens, bytes: bytes)
        if styleAttribute { parser.parseStyleAttribute() } else { parser.parseStylesheet() }
        var closers = parser.closers
        if let unclosed { closers.insert((unclosed.offset, unclosed.closing, unclosed.what), at: 0) }
        let cuts = parser.cuts.sorted { $0.range.lowerBound < $1.range.lowerBound }
        let cutRanges = cuts.map(\.range)
        let kept = closers.filter { !isCut($0.offset, cutRanges) }
        let places =
            (cuts.map { Place(offset: $0.range.lowerBound, what: $0.what) }
            + kept.map { Place(offset: $0.offset, what: $0.what) }).sorted { $0.offset < $1.offset }
        guard !places.isEmpty else { return nil }
        var output: [UInt8] = []
        var cursor = 0
        for cut in cuts {
            output += bytes[cursor..<cut.range.lowerBound]
            cursor = cut.range.upperBound
        }
        output += bytes[cursor...]
        output += kept.flatMap { Array($0.text.utf8) }
        return CSSRepair(text: String(decoding: output, as: UTF8.self), places: places, cuts: cutRanges)
    }

    /// Whether `offset` lies in one of `cuts` (sorted, apart): a binary search, as a hostile file may have many.
    private static func isCut(_ offset: Int, _ cuts: [Range<Int>]) -> Bool {
        var low = 0
        var high = cuts.count
        while low < high {
            let middle = (low + high) / 2
            if cuts[middle].upperBound <= offset { low = middle + 1 } else { high = middle }
        }
        return low < cuts.count && cuts[low].contains(offset)
    }

    /// The byte offset in the original of `offset` in the repaired text (which only lost the cuts before it).
    func originalOffset(of offset: Int) -> Int {
        var original = offset
        for cut in cuts where cut.lowerBound <= original { original += cut.count }
        return original
    }

    /// The index in `original` of `index` in the repaired text.
    func originalIndex(of index: String.Index, in original: String) -> String.Index {
        self.index(of: originalOffset(of: text.utf8.distance(from: text.startIndex, to: index)), in: original)
    }

    /// The index of the byte `offset` of `text` (an offset where a token starts, so a character boundary).
    func index(of offset: Int, in text: String) -> String.Index {
        text.utf8.index(text.utf8.startIndex, offsetBy: min(offset, text.utf8.count))
    }

    /// The one warning for a stylesheet's repairs, at the first (`locate` turns a byte offset into a place).
    func warning(locate: (Int) -> SourceLocation) -> Diagnostic {
        let first = places[0]
        let count = places.count == 1 ? "1 place" : "\(places.count) places"
        return Diagnostic(
            .warning, .invalidCSSLeftOut, at: locate(first.offset), stage: .resolve,
            "CSS that browsers ignore left out (\(count), the first here: \(first.what)) — epubcheck refuses it")
    }
}
