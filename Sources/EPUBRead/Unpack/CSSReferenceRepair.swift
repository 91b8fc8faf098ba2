import EPUBModel
import EPUBSupport
import Foundation

/// What `unpack -o` takes out of a stylesheet so that its project is safe to build: a `url()` or `@import` that
/// names a file outside the book (a path climbing out of the container, an absolute path, a `file:` URL). The
/// build reads what a project names, wherever it is: kept, such a reference would copy a file of this computer
/// into the book it rebuilds (OCF 3.3 §3.3 keeps every reference inside the container anyway). The declaration,
/// or the `@import` statement, holding it goes; the rest of the stylesheet stays as it was.
enum CSSReferenceRepair {
    // A Regex is never mutated after it is built; Swift 6 cannot prove that, hence nonisolated(unsafe).
    nonisolated(unsafe) private static let reference =
        /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"\s]*))\s*\)|@import\s+(?:"([^"]*)"|'([^']*)')/

    /// The stylesheet without its references that leave the book, or nil when it has none.
    static func repair(
        _ data: Data, of path: ContainerPath, in archive: EPUBContainer, shown: String, warnings: inout [Diagnostic]
    ) -> Data? {
        guard let css = String(data: data, encoding: .utf8) else { return nil }
        return repair(css, of: path) { line, message in
            warnings.append(
                Diagnostic(
                    .warning, .notRebuildable, at: SourceLocation(path: shown, line: line, column: 1), stage: .extract,
                    message))
        }.map { Data($0.utf8) }
    }

    /// `css` (a stylesheet, a `<style>` element's text or a `style` attribute's, in the document at `path`) without
    /// its references that leave the book, or nil when it has none; `warn` is given each one's line in `css` and
    /// what became of it.
    static func repair(_ css: String, of path: ContainerPath, warn: (Int, String) -> Void) -> String? {
        guard css.contains("url(") || css.contains("@import") else { return nil }
        var cuts: [Range<String.Index>] = []
        for match in css.matches(of: reference) {
            let value = String(match.1 ?? match.2 ?? match.3 ?? match.4 ?? match.5 ?? "")
            guard let problem = ReferenceRepair.leavesTheBook(value.trimmingCharacters(in: .whitespaces), from: path),
                !cuts.contains(where: { $0.contains(match.range.lowerBound) })
            else { continue }
            cuts.append(statement(around: match.range, in: css))
            warn(
                css[..<match.range.lowerBound].filter { $0 == "\n" }.count + 1,
                "'\(value)': \(problem); its declaration is removed")
        }
        guard !cuts.isEmpty else { return nil }
        var result = css
        for cut in cuts.sorted(by: { $0.lowerBound > $1.lowerBound }) { result.removeSubrange(cut) }
        return result
    }

    /// Whether `css` names a file outside the book: what `repair` would change, without changing it.
    static func leavesTheBook(_ css: String, from path: ContainerPath) -> Bool {
        css.matches(of: reference).contains { match in
            let value = String(match.1 ?? match.2 ?? match.3 ?? match.4 ?? match.5 ?? "")
            return ReferenceRepair.leavesTheBook(value.trimmingCharacters(in: .whitespaces), from: path) != nil
        }
    }

    /// The declaration (from after the `{` or `;` before it to its `;`) or `@import` statement holding `range`.
    private static func statement(around range: Range<String.Index>, in css: String) -> Range<String.Index> {
        let start =
            css[..<range.lowerBound].lastIndex(where: { $0 == "{" || $0 == ";" || $0 == "}" }).map {
                css.index(after: $0)
            } ?? css.startIndex
        guard let end = css[range.upperBound...].firstIndex(where: { $0 == ";" || $0 == "}" }) else {
            return start..<css.endIndex
        }
        return start..<(css[end] == ";" ? css.index(after: end) : end)
    }
}
