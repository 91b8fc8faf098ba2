/// The name a mistyped one most likely meant (`autors` → `authors`,
/// `01-intr.md` → `01-intro.md`, `#tide-table` → `#a-tide-table`), for the
/// "did you mean" of a message: the candidate fewest edits away (insert,
/// delete, replace, swap two neighbours; case ignored), if it is close enough
/// to be a slip rather than another name — at most a third of the name's
/// length without its extension, and at least one edit. A file name's slip
/// keeps its extension (`start.pdf` did not mean `start.md`), and a name of
/// fewer than three letters has none (`c.md` did not mean `a.md`).
package enum NearestName {
    /// `files`: the names are file names, whose extensions must agree.
    package static func to(_ name: String, among candidates: some Sequence<String>, files: Bool = false) -> String? {
        // No file name is longer (NAME_MAX), and no key or anchor a person mistypes: a longer name is no slip, and
        // its search would cost its length squared for each candidate.
        guard name.utf8.count <= 255 else { return nil }
        let written = Array(name.lowercased())
        let stem = files ? Paths.stem(name) : name
        guard stem.count >= 3 else { return nil }
        let limit = max(1, stem.count / 3)
        let fileExtension = files ? Paths.fileExtension(name) : ""
        var best: (name: String, distance: Int)?
        for candidate in candidates
        where candidate != name
            && (!files || Paths.fileExtension(candidate) == fileExtension)
        {
            let distance = editDistance(written, Array(candidate.lowercased()), limit: limit)
            if distance <= limit, distance < best?.distance ?? Int.max { best = (candidate, distance) }
        }
        return best?.name
    }

    /// The optimal-string-alignment distance of `a` and `b`, or more than `limit` when it is beyond it.
    static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
        guard abs(a.count - b.count) <= limit else { return limit + 1 }
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + [Int](repeating: 0, count: b.count)
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            previous2 = previous
            previous = current
        }
        return previous[b.count]
    }
}
