import EPUBSupport
import Foundation
import XMLTree

/// mdBook's `links` preprocessor, as its guide specifies it
/// (format/mdbook.md): `{{#include file}}`, `{{#rustdoc_include file}}`,
/// `{{#playground file attrs}}` and `{{#title text}}` in a Markdown chapter,
/// anywhere in the text (code blocks included, as mdBook does), and
/// `\{{#…}}` for the directive written as text.
///
/// A file is included whole, by lines (`:10`, `:10:20`, `:10:`, `::20`,
/// counted from 1, as mdBook reads them: see `Selection`) or by anchor
/// (`:name`, the lines between `ANCHOR: name` and `ANCHOR_END: name`);
/// anchor lines never reach the book. Included text
/// is expanded in turn, relative to its own file, up to `depthLimit` levels.
/// Every line of the result remembers the file and line it came from, so a
/// message about included text points into the included file.
struct MdBookDirectives {
    /// mdBook's own limit for nested includes (`MAX_LINK_NESTED_DEPTH`).
    static let depthLimit = 10

    struct Expansion {
        var text: String
        /// For each line of `text`, where it was written.
        var origins: [SourceText.Origin]
        /// `{{#title}}`: the page's `<title>`, which may differ from its entry in the contents.
        var pageTitle: String?
        /// The files included, for `--incremental`.
        var includedFiles: [String] = []
    }

    /// Quick test before any work: most chapters have no directive (`{{#…}}`, or GitBook's `{% include %}`).
    /// `memchr` skips to each `{` at memory speed (a loop over every byte was half a percent of a build).
    static func mayContainDirective(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return false }
            var offset = 0
            // A `{` is looked for where another byte follows it.
            while offset + 1 < bytes.count,
                let hit = memchr(base + offset, Int32(UInt8(ascii: "{")), bytes.count - offset - 1)
            {
                let index = UnsafeRawPointer(hit).assumingMemoryBound(to: UInt8.self) - base
                if bytes[index + 1] == UInt8(ascii: "{") || bytes[index + 1] == UInt8(ascii: "%") { return true }
                offset = index + 1
            }
            return false
        }
    }

    /// The chapter at `file` (display path `shown`) with its directives expanded.
    /// With `forgiven` (why: `--lenient`, or mdBook's own rule, which logs the
    /// failure and goes on) a directive that cannot be carried out (a missing
    /// file, a cycle) is left out with a warning instead of failing the chapter; a
    /// range or anchor that selects nothing is a warning either way, as mdBook includes nothing. `gitBookRoot`: the
    /// folder a GitBook `{% include "/part.md" %}` starts from, the book's root, as GitBook reads a leading `/`.
    static func expand(
        _ text: String, file: String, shown: String, files: any SourceFiles = DiskFiles(), codeImports: Bool = false,
        gitBookRoot: String? = nil, forgiven: String? = nil, warnings: inout [Diagnostic]
    ) throws(BuildError) -> Expansion {
        var expander = Expander(files: files, forgiven: forgiven, codeImports: codeImports)
        expander.gitBookRoot = gitBookRoot
        defer { warnings += expander.warnings }
        try expander.expand(TemplateArguments.joiningLines(text), file: file, shown: shown, firstLine: 1, chain: [file])
        expander.finish(shown: shown)
        return Expansion(
            text: expander.output, origins: expander.origins, pageTitle: expander.pageTitle,
            includedFiles: expander.included)
    }
}

private struct Expander {
    let files: any SourceFiles
    /// Why a directive that fails is a warning, if it is.
    let forgiven: String?
    /// gitbook-plugin-include-codeblock's `[import](file.c)` lines are code blocks of the file.
    let codeImports: Bool
    /// Where a GitBook include's `/path` starts (`MdBookDirectives.expand`).
    var gitBookRoot: String?
    var warnings: [Diagnostic] = []
    var output = ""
    var origins: [SourceText.Origin] = []
    var pageTitle: String?
    var included: [String] = []
    /// The next character appended starts a line of the output.
    private var atLineStart = true

    init(files: any SourceFiles, forgiven: String?, codeImports: Bool) {
        self.files = files
        self.forgiven = forgiven
        self.codeImports = codeImports
    }

    /// Appends `text`, whose first line is line `firstLine` of `shown`; a
    /// line of the output comes from where its first character was written.
    /// The line breaks are counted in the UTF-8 bytes with `memchr` and the
    /// text appended whole: a search by Character is many times slower, and
    /// sees no "\n" in a "\r\n".
    mutating func append(_ text: Substring, shown: String, firstLine: Int) {
        guard !text.isEmpty else { return }
        let breaks = Self.lineBreaks(in: text)
        let endsLine = text.utf8.last == UInt8(ascii: "\n")
        // Each line break but a final one starts a line here; after a final one, the next text starts it.
        let starts = (atLineStart ? 1 : 0) + breaks - (endsLine ? 1 : 0)
        let first = atLineStart ? firstLine : firstLine + 1
        for line in first..<(first + starts) { origins.append(SourceText.Origin(path: shown, line: line)) }
        atLineStart = endsLine
        output += text
    }

    private static func lineBreaks(in text: Substring) -> Int {
        let counted = text.utf8.withContiguousStorageIfAvailable { bytes -> Int in
            guard var at = bytes.baseAddress else { return 0 }
            let end = at + bytes.count
            var count = 0
            while at < end, let hit = memchr(at, 0x0A, end - at) {
                count += 1
                at = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self)) + 1
            }
            return count
        }
        return counted ?? text.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
    }

    /// The empty line after a final line break has an origin too.
    mutating func finish(shown: String) {
        guard atLineStart else { return }
        origins.append(
            origins.last.map { SourceText.Origin(path: $0.path, line: $0.line + 1) }
                ?? SourceText.Origin(path: shown, line: 1))
    }

    mutating func expand(_ text: String, file: String, shown: String, firstLine: Int, chain: [String])
        throws(BuildError)
    {
        let text = TemplateTags.includesAsMdBookDirectives(text, codeImports: codeImports, root: gitBookRoot)
        // Most included text (code) holds no directive: taken whole, not line by line.
        guard ByteSearch.contains("{{", in: text) else { return append(text[...], shown: shown, firstLine: firstLine) }
        let lines = SourceText.lines(of: text)
        var pending = ""
        var pendingLine = firstLine
        var offset = 0
        while offset < lines.count {
            let number = firstLine + offset
            guard ByteSearch.contains("{{", in: lines[offset]) else {
                if pending.isEmpty { pendingLine = number }
                pending += lines[offset] + (offset < lines.count - 1 ? "\n" : "")
                offset += 1
                continue
            }
            append(pending[...], shown: shown, firstLine: pendingLine)
            pending = ""
            let (line, taken) = Self.directiveLine(at: offset, of: lines)
            offset += taken
            let ending = offset < lines.count ? "\n" : ""
            try expandLine(line[...], number: number, ending: ending, file: file, shown: shown, chain: chain)
        }
        append(pending[...], shown: shown, firstLine: pendingLine)
    }

    /// The line at `index`, joined with the lines after it that end a directive it opens (`{{#include` and, on the
    /// next line, `part.md}}`), as mdBook's pattern (`\{\{\s*#(\w+)\s+([^}]+)\}\}`) reads a directive over several
    /// lines; how many lines it takes. At most `directiveLines`: an unclosed `{{#` takes none after its own.
    private static func directiveLine(at index: Int, of lines: [Substring]) -> (line: String, taken: Int) {
        var line = String(lines[index])
        guard let open = line.range(of: "{{", options: .backwards), !line[open.upperBound...].contains("}}"),
            line[open.upperBound...].drop(while: \.isWhitespace).first == "#",
            // Another preprocessor's directive over lines is read by `TemplateTags.directivesOverLines`.
            expands(line[open.upperBound...].drop(while: \.isWhitespace).dropFirst())
        else { return (line, 1) }
        for next in (index + 1)..<min(lines.count, index + directiveLines) {
            line += " " + lines[next].trimmingWhitespace
            if lines[next].contains("}}") { return (line, next - index + 1) }
            guard !lines[next].contains("{{"), !lines[next].contains("}") else { break }
        }
        return (String(lines[index]), 1)
    }

    /// Whether the directive named at the start of `text` (after its `#`) is one this expansion carries out.
    private static func expands(_ text: Substring) -> Bool {
        let name = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return TemplateTag.mdBookDirectives.contains(String(name)) || name == "template"
            || name == CodeImports.directive
    }

    /// The lines a directive may be written over.
    private static let directiveLines = 5

    /// One line holding `{{`: the text around each directive kept, each directive replaced.
    mutating func expandLine(
        _ line: Substring, number: Int, ending: String, file: String, shown: String, chain: [String]
    ) throws(BuildError) {
        var rest = line[...]
        while let start = ByteSearch.firstIndex(of: "{{", in: rest) {
            let open = start..<rest.utf8.index(start, offsetBy: 2)
            let escaped = open.lowerBound > rest.startIndex && rest[rest.index(before: open.lowerBound)] == "\\"
            guard let directive = Directive(rest[open.upperBound...]) else {
                append(rest[..<open.upperBound], shown: shown, firstLine: number)
                rest = rest[open.upperBound...]
                continue
            }
            let end = directive.end
            if escaped {
                // `\{{#include x}}` is the directive as text: the backslash goes, the rest stays.
                append(rest[..<rest.index(before: open.lowerBound)], shown: shown, firstLine: number)
                append(rest[open.lowerBound..<end], shown: shown, firstLine: number)
                rest = rest[end...]
                continue
            }
            append(rest[..<open.lowerBound], shown: shown, firstLine: number)
            let column = line.distance(from: line.startIndex, to: open.lowerBound) + 1
            let location = SourceLocation(path: shown, line: number, column: column)
            do {
                try run(directive, at: location, file: file, chain: chain)
            } catch  where forgiven != nil {
                // Alone in a code span (`{{#include x}}`), the directive stays as written, as mdBook leaves one that
                // fails: left out, the span's empty backticks would show.
                let inCode = rest[..<open.lowerBound].hasSuffix("`") && rest[end...].hasPrefix("`")
                if inCode { append(rest[open.lowerBound..<end], shown: shown, firstLine: number) }
                warnings += error.diagnostics.map { diagnostic in
                    var warning = diagnostic
                    warning.severity = .warning
                    warning.message +=
                        (inCode ? "; kept as written in its code span" : "; left out")
                        + " (\(forgiven ?? ""))"
                    return warning
                }
            }
            rest = rest[end...]
        }
        append(rest + ending, shown: shown, firstLine: number)
    }

    /// Carries out one directive found at `location` in `file`: sets the page's title, or includes the file it
    /// names, expanded in turn.
    mutating func run(_ directive: Directive, at location: SourceLocation, file: String, chain: [String])
        throws(BuildError)
    {
        func failure(_ message: String) -> BuildError {
            BuildError(.directiveFailed, at: location, stage: .ingest, message)
        }
        if directive.kind == .title {
            pageTitle = directive.argument
            return
        }
        if directive.kind == .template {
            try runTemplate(directive, at: location, file: file, chain: chain, failure: failure)
            return
        }
        let (shift, argument) = try Self.shift(of: directive, failure: failure)
        let target = try Target(argument, failure: failure)
        let path = Paths.absolute(target.path, relativeTo: Paths.directory(of: file))
        let (data, text) = try read(path, target: target, chain: chain, failure: failure)
        included.append(path)
        var (source, firstLine) = (text, 1)
        // GitBook's reusable content (`.gitbook/includes/…md`) opens with front matter, its metadata, never shown.
        if gitBookRoot != nil, directive.kind == .include, Paths.fileExtension(path).lowercased() == "md" {
            source = FrontMatter.withBlockBlanked(source)
        }
        if directive.kind == .include, case .all = target.selection,
            case .svg = ImageFormat.xmlProlog(Array(data.prefix(256 * 1024)))
        {
            (source, firstLine) = try Self.inlineDrawing(data, path: path, target: target, failure: failure)
        }
        // A carriage return is a grapheme of its own but before a line feed, so a last byte of \r is a last
        // Character of "\r": the byte is tested, where `hasSuffix` compares Characters from the end.
        var lines = SourceText.lines(of: source).map { $0.utf8.last == UInt8(ascii: "\r") ? $0.dropLast() : $0 }
        // A file ending in a line break has no line after it.
        if lines.count > 1, lines.last?.isEmpty == true { lines.removeLast() }
        let selected = target.selection.lines(of: lines, everySection: directive.kind == .rustdocInclude)
        if let shift { lines = Self.shifted(lines, selected, by: shift) }
        if selected.allSatisfy(\.isEmpty) {
            // mdBook builds the page with nothing there: a warning, so the author learns the range or anchor went
            // stale.
            let outcome = directive.kind == .rustdocInclude ? "every line of it is hidden" : "nothing is included"
            warnings.append(
                Diagnostic(
                    .warning, .directiveFailed, at: location, stage: .ingest,
                    "\(target.selection.emptiness(in: lines, name: target.path)); \(outcome), as in mdBook"))
        }
        try include(
            lines, selected, for: directive.kind, target: target, at: location, file: path, chain: chain,
            firstLine: firstLine, markers: ByteSearch.contains("ANCHOR", in: source))
    }

    /// mdbook-shiftinclude's `{{#shiftinclude 2:file.rs:3:9}}`: how far to shift the lines (nil for `auto`, which
    /// takes away the white space they all start with), and the include's own argument after it. nil for another
    /// directive.
    private static func shift(
        of directive: Directive, failure: (String) -> BuildError
    ) throws(BuildError) -> (shift: Int??, argument: String) {
        guard directive.kind == .shiftInclude else { return (nil, directive.argument) }
        guard let colon = directive.argument.firstIndex(of: ":") else {
            throw failure("the directive names no shift: write {{#shiftinclude 2:file}} or {{#shiftinclude auto:file}}")
        }
        let amount = directive.argument[..<colon].trimmingWhitespace
        let argument = String(directive.argument[directive.argument.index(after: colon)...])
        if amount == "auto" { return (.some(nil), argument) }
        guard let number = Int(amount) else {
            throw failure("'\(amount)' is no shift: write a number of spaces (2, -2) or auto")
        }
        return (.some(number), argument)
    }

    /// The selected lines shifted as mdbook-shiftinclude shifts them: `n` spaces put before each (n > 0), `-n`
    /// characters taken from its start whatever they are (n < 0), or, `nil`, the white space they all start with
    /// (empty lines aside) taken away.
    static func shifted(_ lines: [Substring], _ selected: [Range<Int>], by shift: Int?) -> [Substring] {
        let indices = selected.flatMap { $0 }
        let by =
            shift
            ?? -(indices.filter { !lines[$0].allSatisfy(\.isWhitespace) }.map {
                lines[$0].prefix { $0 == " " || $0 == "\t" }.count
            }.min() ?? 0)
        guard by != 0 else { return lines }
        var result = lines
        for index in indices where !lines[index].isEmpty {
            result[index] =
                by > 0 ? Substring(String(repeating: " ", count: by) + lines[index]) : lines[index].dropFirst(-by)
        }
        return result
    }

    /// mdbook-template's `{{#template file.md key=value key2=two words}}`: the file, included, each `[[#key]]` in it
    /// the value given (`[[#key default]]` its default when none is; `\[[#key]]` stays as written, less its
    /// backslash); a value runs to the next `key=`, as the preprocessor reads it.
    private mutating func runTemplate(
        _ directive: Directive, at location: SourceLocation, file: String, chain: [String],
        failure: (String) -> BuildError
    ) throws(BuildError) {
        let words = directive.argument.split(omittingEmptySubsequences: true, whereSeparator: \.isWhitespace)
        guard let first = words.first else { throw failure("the directive names no file") }
        let target = try Target(String(first), failure: failure)
        let path = Paths.absolute(target.path, relativeTo: Paths.directory(of: file))
        let (_, text) = try read(path, target: target, chain: chain, failure: failure)
        included.append(path)
        let filled = TemplateArguments.filled(
            text, with: TemplateArguments.parse(words.dropFirst().joined(separator: " ")))
        var lines = SourceText.lines(of: filled)
        if lines.count > 1, lines.last?.isEmpty == true { lines.removeLast() }
        try expandSelected(
            lines, [0..<lines.count], hideOthers: false, markers: false, file: path, shown: Paths.display(path),
            chain: chain)
    }

    /// The bytes and text of the file `path` an include names, once it is known to be no cycle and not too deep.
    private func read(
        _ path: String, target: Target, chain: [String], failure: (String) -> BuildError
    ) throws(BuildError) -> (data: Data, text: String) {
        guard chain.count <= MdBookDirectives.depthLimit else {
            throw failure(
                "includes nested more than \(MdBookDirectives.depthLimit) deep (\(chain.map(Paths.lastComponent).joined(separator: " → ")))"
            )
        }
        guard !chain.contains(path) else {
            throw failure(
                "'\(target.path)' includes itself: \((chain + [path]).map(Paths.lastComponent).joined(separator: " → "))"
            )
        }
        guard !files.isFolder(path) else {
            throw failure("cannot include '\(target.path)': it is a folder (\(Paths.display(path))); name a file in it")
        }
        guard let data = files.contents(atPath: path) else {
            throw failure(
                "cannot include '\(target.path)': the file \(files.absence(of: path))"
                    + files.suggestion(forMissing: path, written: target.path))
        }
        guard var text = String(validating: data, as: UTF8.self) else {
            throw failure("cannot include '\(target.path)': it is not UTF-8 text")
        }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        return (data, text)
    }

    /// A drawing shown inline, as mdBook authors include one: without its XML declaration, DOCTYPE and editor's
    /// private markup (as for SVG images), on one line inside a <div>, so that Markdown takes it whole as one HTML
    /// block (a blank line or a tag spread over lines would end it) and SVG, which treats a line break in text as
    /// a space, draws the same. The text, and the line of the file it starts on.
    private static func inlineDrawing(
        _ data: Data, path: String, target: Target, failure: (String) -> BuildError
    ) throws(BuildError) -> (text: String, firstLine: Int) {
        let root: XMLNode?
        do {
            root = try XMLTree.parse(xmlDroppingDoctype: data, url: Paths.display(path)).root
        } catch {
            throw failure(
                "cannot include the SVG drawing '\(target.path)': \(error.kind == .malformed ? "not well-formed XML: " : "")\(error.message) (line \(error.line))"
            )
        }
        guard let root else { throw failure("cannot include '\(target.path)': it has no root element") }
        SVGContentRepair.apply(in: root, inline: true)
        let oneLine = root.xmlText.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(
            of: "\n", with: " "
        ).replacingOccurrences(of: "\r", with: " ")
        return ("<div>" + oneLine + "</div>", max(root.line, 1))
    }

    /// The selected lines of the included file `file` expanded where the directive was, as its kind shows them.
    private mutating func include(
        _ lines: [Substring], _ selected: [Range<Int>], for kind: Directive.Kind, target: Target,
        at location: SourceLocation, file: String, chain: [String], firstLine: Int, markers: Bool
    ) throws(BuildError) {
        let shown = Paths.display(file)
        switch kind {
        case .include, .shiftInclude:
            try expandSelected(
                lines, selected, hideOthers: false, markers: markers, file: file, shown: shown, chain: chain,
                firstLine: firstLine)
        case .rustdocInclude:
            try expandSelected(
                lines, selected, hideOthers: true, markers: markers, file: file, shown: shown, chain: chain)
        case .playground, .codeBlock:
            // The code as a Rust code block, its attributes after the language (`editable` → ```rust,editable); an
            // imported file's in its own language (`CodeImports`).
            let info =
                kind == .playground
                ? (["rust"] + target.attributes).joined(separator: ",")
                : target.attributes.first ?? Paths.fileExtension(target.path)
            append("```\(info)\n"[...], shown: location.path, firstLine: location.line)
            try expandSelected(
                lines, selected, hideOthers: false, markers: markers, file: file, shown: shown, chain: chain)
            append("\n```"[...], shown: location.path, firstLine: location.line)
        case .title, .template:
            break
        }
    }

    /// The lines of an included file: `selected` ones as they are (anchor
    /// lines dropped), the others dropped, or for `rustdoc_include` hidden
    /// with rustdoc's `# ` prefix so only the selection shows. `markers`:
    /// whether the file mentions `ANCHOR` at all (most do not, and then no
    /// line is asked). `selected` is in order and without overlaps.
    mutating func expandSelected(
        _ lines: [Substring], _ selected: [Range<Int>], hideOthers: Bool, markers: Bool, file: String,
        shown: String, chain: [String], firstLine: Int = 1
    ) throws(BuildError) {
        var kept: [(line: Int, text: Substring)] = []
        // Lines outside the selection are read only to be hidden.
        for range in hideOthers ? [lines.indices] : selected {
            for index in range where !(markers && Anchor.isMarker(lines[index])) {
                if !hideOthers || selected.contains(where: { $0.contains(index) }) {
                    kept.append((index + firstLine, lines[index]))
                } else {
                    kept.append((index + firstLine, ("# " + lines[index])[...]))
                }
            }
        }
        // Consecutive lines are expanded as one text, so its origins count on from its first line.
        var runStart = 0
        while runStart < kept.count {
            var runEnd = runStart + 1
            while runEnd < kept.count, kept[runEnd].line == kept[runEnd - 1].line + 1 { runEnd += 1 }
            let text = kept[runStart..<runEnd].map(\.text).joined(separator: "\n") + (runEnd < kept.count ? "\n" : "")
            try expand(text, file: file, shown: shown, firstLine: kept[runStart].line, chain: chain + [file])
            runStart = runEnd
        }
    }
}

/// `{{#kind argument}}` as mdBook's regex reads it: optional spaces after
/// `{{`, `#`, a name of letters, digits and `_`, spaces, then anything but `}` up to `}}`.
private struct Directive {
    enum Kind { case include, shiftInclude, rustdocInclude, playground, title, codeBlock, template }
    let kind: Kind
    let argument: String
    /// Just after its `}}`.
    let end: Substring.Index

    /// Reads the directive at the start of `text` (just after `{{`); nil for
    /// anything else (Handlebars' `{{#each}}`, a directive mdBook does not know).
    init?(_ text: Substring) {
        var index = text.startIndex
        while index < text.endIndex, text[index] == " " || text[index] == "\t" { index = text.index(after: index) }
        guard index < text.endIndex, text[index] == "#" else { return nil }
        index = text.index(after: index)
        let nameStart = index
        while index < text.endIndex, text[index].isASCII,
            text[index].isLetter || text[index].isNumber || text[index] == "_"
        {
            index = text.index(after: index)
        }
        let name = text[nameStart..<index]
        switch name {
        case "include": kind = .include
        case "shiftinclude": kind = .shiftInclude
        case "rustdoc_include": kind = .rustdocInclude
        case "playground", "playpen": kind = .playground
        case CodeImports.directive: kind = .codeBlock
        case "title": kind = .title
        // mdbook-template's, whose arguments may run over lines.
        case "template": kind = .template
        default: return nil
        }
        guard index < text.endIndex,
            text[index] == " " || text[index] == "\t" || (kind == .template && text[index] == "\n"),
            let close = ByteSearch.firstIndex(of: "}}", in: text[index...])
        else { return nil }
        let argument = text[index..<close]
        guard !argument.contains("}") else { return nil }
        self.argument = argument.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !self.argument.isEmpty else { return nil }
        end = text.utf8.index(close, offsetBy: 2)
    }
}

/// `file.rs:2:10 editable`: the path, which part of it, and the rest (playground attributes).
private struct Target {
    let path: String
    let selection: Selection
    let attributes: [String]

    init(_ argument: String, failure: (String) -> BuildError) throws(BuildError) {
        let words = argument.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        let parts = words[0].split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        path = parts[0]
        attributes = Array(words.dropFirst())
        guard !path.isEmpty else { throw failure("the directive names no file") }
        selection = Selection(parts.count > 1 ? parts[1] : nil)
    }
}

/// Which lines of the file: all, a range, or an anchor, read as mdBook reads
/// them (`parse_range_or_anchor` in its links preprocessor): `:N` is line N,
/// `:N:M` lines N to M, `:N:` from line N, `::M` up to line M, counted from 1
/// (`:0` is line 1); an end that is no number means to the end of the file,
/// and a first part that is no number names an anchor.
private enum Selection {
    case all
    /// Lines `start..<end` counted from 0, as mdBook's Rust range; nil: to the end.
    case lines(start: Int, end: Int?)
    case anchor(String)
    /// gitbook-plugin-include-codeblock's doxygen snippet (`[import:"name"]`, written `:[name]`): the lines between
    /// two `//! [name]` comment lines (`CodeImports`).
    case snippet(String)

    init(_ written: String?) {
        guard let written else { self = .all; return }
        if written.hasPrefix("["), written.hasSuffix("]"), written.count > 2 {
            self = .snippet(String(written.dropFirst().dropLast()))
            return
        }
        let parts = written.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
        let first = parts[0]
        let end = parts.count > 1 ? Int(parts[1]).flatMap { $0 >= 0 ? $0 : nil } : nil
        guard !first.isEmpty else {
            self = end.map { .lines(start: 0, end: $0) } ?? .all
            return
        }
        guard let number = Int(first), number >= 0 else { self = .anchor(first); return }
        let start = max(number - 1, 0)
        if parts.count == 1 {
            self = .lines(start: start, end: start + 1)
        } else {
            self = .lines(start: start, end: end)
        }
    }

    /// The indices of the selected lines in `lines`: what exists of a range
    /// (mdBook takes the lines there are), every section an anchor marks for
    /// `rustdoc_include` and the first for `include`, as mdBook does.
    func lines(of lines: [Substring], everySection: Bool) -> [Range<Int>] {
        switch self {
        case .all:
            return [lines.indices]
        case .lines(let start, let end):
            let lower = min(start, lines.count)
            return [lower..<max(lower, min(end ?? lines.count, lines.count))]
        case .anchor(let anchor):
            var sections: [Range<Int>] = []
            var from = 0
            while let open = lines[from...].firstIndex(where: { Anchor.name(in: $0, end: false) == anchor }) {
                let close = lines[(open + 1)...].firstIndex { Anchor.name(in: $0, end: true) == anchor } ?? lines.count
                sections.append((open + 1)..<close)
                guard everySection, close < lines.count else { break }
                from = close + 1
            }
            return sections
        case .snippet(let name):
            guard let open = lines.firstIndex(where: { CodeImports.snippetMarker(in: $0) == name }) else { return [] }
            let close =
                lines[(open + 1)...].firstIndex { CodeImports.snippetMarker(in: $0) == name } ?? lines.count
            // Other snippets' marker lines inside it are left out, as the plugin removes every marker.
            var sections: [Range<Int>] = []
            var start = open + 1
            for index in start..<close where CodeImports.snippetMarker(in: lines[index]) != nil {
                if start < index { sections.append(start..<index) }
                start = index + 1
            }
            if start < close { sections.append(start..<close) }
            return sections
        }
    }

    /// Why nothing is shown when the selection holds no line (mdBook includes nothing, silently).
    func emptiness(in lines: [Substring], name: String) -> String {
        switch self {
        case .all:
            return "'\(name)' is empty"
        case .lines(let start, let end):
            guard start < lines.count else {
                return "'\(name)' has \(lines.count) line\(lines.count == 1 ? "" : "s"), none from line \(start + 1) on"
            }
            return "the range of '\(name)' ends (line \(end ?? lines.count)) before it starts (line \(start + 1))"
        case .anchor(let anchor):
            return "'\(name)' has no line 'ANCHOR: \(anchor)'"
        case .snippet(let snippet):
            return "'\(name)' has no snippet '[\(snippet)]' (a comment line such as '//! [\(snippet)]')"
        }
    }
}

/// mdBook's anchor lines: `ANCHOR:\s*[\w_-]+` and `ANCHOR_END:\s*[\w_-]+`, anywhere in the line (in any comment
/// syntax).
/// Read by hand rather than by Swift Regex: these are asked of every line of
/// every included file, and a Regex match cost 30 000 instructions a line
/// (a sixth of comprehensive-rust's include expansion).
private enum Anchor {
    static func name(in line: Substring, end: Bool) -> String? {
        guard mentionsAnchor(line) else { return nil }
        let marker = end ? "ANCHOR_END:".utf8 : "ANCHOR:".utf8
        let utf8 = line.utf8
        var from = utf8.startIndex
        // The first occurrence followed by a name, as the regex's first match.
        while let found = firstIndex(of: marker, in: utf8[from...]) {
            let afterMarker = utf8.index(found, offsetBy: marker.count)
            let name = line.unicodeScalars[afterMarker...].drop(while: isSpace).prefix(while: isNameScalar)
            if !name.isEmpty { return String(String.UnicodeScalarView(name)) }
            from = afterMarker
        }
        return nil
    }

    /// Where `marker` (ASCII) starts in `bytes`: compared byte by byte, as most lines are short.
    private static func firstIndex(of marker: String.UTF8View, in bytes: Substring.UTF8View) -> String.Index? {
        guard let first = marker.first else { return nil }
        var index = bytes.startIndex
        while let at = bytes[index...].firstIndex(of: first) {
            if bytes[at...].starts(with: marker) { return at }
            index = bytes.index(after: at)
        }
        return nil
    }

    static func isMarker(_ line: Substring) -> Bool {
        mentionsAnchor(line) && (name(in: line, end: false) != nil || name(in: line, end: true) != nil)
    }

    /// Whether the line's bytes hold `ANCHOR`: most lines do not, and this settles it at once.
    private static func mentionsAnchor(_ line: Substring) -> Bool {
        ByteSearch.contains("ANCHOR", in: line)
    }

    /// `\s`: Unicode's White_Space, settled for ASCII without looking up the scalar's properties (a table search).
    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.isASCII else { return scalar.properties.isWhitespace }
        return scalar == " " || (0x09...0x0D).contains(scalar.value)
    }

    /// `[\w-]` as Rust's regex crate reads `\w` (Unicode word characters: letters, marks, digits, connectors).
    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "-" || scalar == "_" { return true }
        if scalar.isASCII {
            return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
        }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .connectorPunctuation: return true
        default: return properties.isAlphabetic || properties.isJoinControl
        }
    }
}
