import EPUBFormats
import EPUBModel
import EPUBSupport

/// The MathJax configuration a web site's own HTML gives its formulas, read as the book's math settings: a
/// book written for MathJax says there how its equations are numbered (MathJax 2's
/// `TeX: {equationNumbers: {autoNumber: "AMS"}}`, MathJax 3's `tex: {tags: 'ams'}`), which delimiters mark
/// formulas (`inlineMath`, `displayMath`) and which macros they use (`Macros`, `macros`). Read where the
/// site's tool reads it: an mdBook's `[output.html] additional-js` files and `theme/head.hbs` or
/// `theme/index.hbs`; a Jekyll site's `_includes/*.html` and `_layouts/*.html` beside its `_config.yml`.
///
/// The JavaScript is not run: a configuration is the object literal given to `MathJax.Hub.Config(…)` or
/// assigned to `MathJax` (`window.MathJax = {…}`), read for those keys alone; a value that is not a literal
/// is a warning at its line, saying what the build does instead. On a web site MathJax numbers each page
/// apart, so a book whose math comes from such a site has its numbers and labels by page, unless book.yaml
/// (or `[output.epub]`) says otherwise, which wins over all of this.
enum MathJaxConfiguration {
    /// What a configuration says of what the build uses.
    struct Settings: Equatable {
        var numbered: MathNumbering.Numbered?
        var inline: [[String]]?
        var display: [[String]]?
        var macros: [String: String] = [:]
    }

    /// The configurations in `text`, the file at `path` (HTML or JavaScript); nil when it has none.
    static func read(_ text: String, path: String, warnings: inout [Diagnostic]) -> Settings? {
        let scalars = Array(text.unicodeScalars)
        var settings: Settings?
        for start in configurationStarts(in: scalars) {
            var reader = MathJaxValue.Reader(scalars, at: start)
            let value = reader.value()
            var found = settings ?? Settings()
            var unread: [String] = []
            read(value, into: &found, unread: &unread)
            for key in unread {
                warnings.append(
                    Diagnostic(
                        .warning, .mathConfigurationUnread, at: location(of: key, in: scalars, from: start, path: path),
                        stage: .load,
                        "MathJax's '\(key)' is not a value epubbuild reads without running the page's "
                            + "JavaScript; \(outcome(of: key))"))
            }
            settings = found
        }
        return settings
    }

    /// Where each configuration object starts: after `MathJax.Hub.Config(` or `MathJax =`.
    private static func configurationStarts(in text: [Unicode.Scalar]) -> [Int] {
        let string = String(String.UnicodeScalarView(text))
        var starts: [Int] = []
        let patterns = [/MathJax\.Hub\.Config\s*\(/, /MathJax\s*=(?!=)/]
        for pattern in patterns {
            for match in string.matches(of: pattern) {
                starts.append(string.unicodeScalars.distance(from: string.startIndex, to: match.range.upperBound))
            }
        }
        return starts.sorted()
    }

    /// The keys of `value` the build uses, wherever they are in it: MathJax 2 and 3 put them in different
    /// places (`TeX.equationNumbers`, `tex2jax`, `tex`), and no other key has their names.
    private static func read(_ value: MathJaxValue, into settings: inout Settings, unread: inout [String]) {
        guard case .object(let entries) = value else { return }
        for entry in entries {
            switch entry.key {
            case "autoNumber", "tags":
                guard let numbered = entry.value.string.flatMap(numbering) else {
                    unread.append(entry.key)
                    continue
                }
                settings.numbered = numbered
            case "inlineMath", "displayMath":
                guard let pairs = delimiters(entry.value) else {
                    unread.append(entry.key)
                    continue
                }
                if entry.key == "inlineMath" { settings.inline = pairs } else { settings.display = pairs }
            case "Macros", "macros":
                guard case .object(let macros) = entry.value else {
                    unread.append(entry.key)
                    continue
                }
                for macro in macros {
                    guard let expansion = expansion(macro.value) else {
                        unread.append(entry.key + "." + macro.key)
                        continue
                    }
                    settings.macros["\\" + macro.key] = expansion
                }
            default:
                read(entry.value, into: &settings, unread: &unread)
            }
        }
    }

    /// MathJax 2's `autoNumber` ("AMS", "all", "none") and MathJax 3's `tags` ('ams', 'all', 'none').
    private static func numbering(_ value: String) -> MathNumbering.Numbered? {
        MathNumbering.Numbered(rawValue: value.lowercased())
    }

    /// `[['$', '$'], ['\\(', '\\)']]`: each pair's opening and closing text.
    private static func delimiters(_ value: MathJaxValue) -> [[String]]? {
        guard case .array(let pairs) = value else { return nil }
        var result: [[String]] = []
        for pair in pairs {
            guard case .array(let sides) = pair, sides.count == 2, let open = sides[0].string,
                let close = sides[1].string
            else { return nil }
            result.append([open, close])
        }
        return result
    }

    /// A macro's expansion: `"{\\bf R}"`, or `["{\\bf #1}", 1]` with its number of arguments (which KaTeX
    /// counts from the `#n` it finds).
    private static func expansion(_ value: MathJaxValue) -> String? {
        if let text = value.string { return text }
        if case .array(let parts) = value, let text = parts.first?.string { return text }
        return nil
    }

    private static func outcome(of key: String) -> String {
        switch key {
        case "autoNumber", "tags": "equations are numbered by \\tag alone, unless book.yaml's math: {numbering: …} says"
        case "inlineMath", "displayMath": "formulas are found between the book's default delimiters"
        default: "the macro is left undefined; define it in book.yaml's math-macros"
        }
    }

    /// The place of `key` in the configuration that starts at `start`: its first line there.
    private static func location(of key: String, in text: [Unicode.Scalar], from start: Int, path: String)
        -> SourceLocation
    {
        let name = Array((key.split(separator: ".").last.map(String.init) ?? key).unicodeScalars)
        var at = start
        while at + name.count <= text.count, Array(text[at..<(at + name.count)]) != name { at += 1 }
        if at + name.count > text.count { at = start }
        let line = text[..<at].filter { $0 == "\n" }.count + 1
        return SourceLocation(path: path, line: line, column: 1)
    }
}

extension MathJaxConfiguration {
    /// The configurations of `files` (absolute paths; a missing one is passed over), in order, applied to
    /// `spec`: a later file's keys over an earlier's, book.yaml's over all.
    static func apply(
        files paths: [String], to spec: inout BookSpec, files: any SourceFiles, warnings: inout [Diagnostic]
    ) {
        var found: Settings?
        for path in paths {
            guard let text = files.text(atPath: path),
                let settings = read(text, path: Paths.display(path), warnings: &warnings)
            else { continue }
            var merged = found ?? Settings()
            merged.numbered = settings.numbered ?? merged.numbered
            merged.inline = settings.inline ?? merged.inline
            merged.display = settings.display ?? merged.display
            merged.macros.merge(settings.macros) { _, later in later }
            found = merged
        }
        guard let found else { return }
        apply(found, to: &spec)
    }

    /// A site's MathJax settings as the book's: numbers and labels by page, as MathJax on a site has them.
    static func apply(_ settings: Settings, to spec: inout BookSpec) {
        if !spec.mathNumberingIsExplicit {
            spec.mathNumbering = MathNumbering(numbered: settings.numbered ?? .none, scope: .page)
        }
        spec.mathMacros = settings.macros.merging(spec.mathMacros) { _, own in own }
        guard var math = spec.math, settings.inline != nil || settings.display != nil else { return }
        let pairs = (settings.inline ?? []) + (settings.display ?? [])
        math.dollars = pairs.contains { $0[0] == "$" || $0[0] == "$$" }
        math.backslashes = pairs.contains { $0[0] == "\\(" || $0[0] == "\\[" }
        spec.math = math
    }

    /// A Jekyll site's includes and layouts, where its MathJax is configured: those of the first folder from
    /// the book's up that holds a `_config.yml`.
    static func jekyllFiles(above directory: String, files: any SourceFiles) -> [String] {
        var folder = directory
        while true {
            if files.isFile(Paths.absolute("_config.yml", relativeTo: folder)) {
                return ["_includes", "_layouts"].flatMap { name in
                    let place = Paths.absolute(name, relativeTo: folder)
                    return files.names(inFolder: place).filter { $0.hasSuffix(".html") }.sorted().map {
                        Paths.absolute($0, relativeTo: place)
                    }
                }
            }
            let parent = Paths.directory(of: folder)
            guard parent != folder, !parent.isEmpty else { return [] }
            folder = parent
        }
    }
}
