import EPUBFormats
import EPUBModel
import EPUBSupport
import Foundation

/// Packages what CSS refers to — the fonts, images and stylesheets named by
/// `url(…)` and `@import` — and rewrites each reference to the file's place in
/// the package. The same code serves stylesheet files, `<style>` elements and
/// `style` attributes.
///
/// Builds never touch the network. A remote reference is dropped with a
/// warning, except under `remote: keep`, where a remote font stays (EPUB 3.3
/// §3.6 lets fonts, audio and video be remote resources) and is declared in
/// the manifest; any other remote reference is then an error.
struct StylesheetResolver {
    var remote = RemotePolicy.link
    /// The fonts the book embeds (`BookSpec.fonts`, pandoc's `--epub-embed-font`), absolute: a `url()` to a font
    /// file that is not where it says but that the book embeds is that font, as pandoc's stylesheets name
    /// `../fonts/X.otf`, the place pandoc's EPUB puts them.
    var embeddedFonts: [String] = []

    /// CSS rewritten for its place in the package.
    struct Rewritten {
        var text: String
        /// A remote font stayed (`remote: keep`): the document holding this CSS
        /// needs the `remote-resources` manifest property (EPUB 3.3 §5.6.2).
        var keepsRemoteResources = false
    }

    /// Matches `url(x)`, `url('x')`, `url("x")` and `@import "x"`. An unquoted URL holds no `(` (CSS Syntax 3
    /// §4.3.6): the class stops at the next `url(`, so a stylesheet of `url(` left open a thousand times is read in
    /// linear time (it had been quadratic: 56 KB of them took over a minute).
    // A Regex is never mutated after it is built; Swift 6 cannot prove that, hence nonisolated(unsafe).
    nonisolated(unsafe) private static let urlPattern =
        /url\(\s*(?:"([^"]*)"|'([^']*)'|([^()'"\s]*))\s*\)|@import\s+(?:"([^"]*)"|'([^']*)')/

    /// Reads the stylesheet `file`, registers what it references, and returns
    /// it as a resource at `href`; nil (with an error) when it cannot be read.
    func resolve(
        _ file: String, href: String, resources: inout ResourceRegistry,
        diagnostics: inout [Diagnostic]
    ) -> PackageResource? {
        var inProgress: [String: String] = [:]
        return resolve(file, href: href, resources: &resources, diagnostics: &diagnostics, inProgress: &inProgress)
    }

    private func resolve(
        _ file: String, href: String, resources: inout ResourceRegistry, diagnostics: inout [Diagnostic],
        inProgress: inout [String: String]
    ) -> PackageResource? {
        let shown = Paths.display(file)
        guard let data = resources.files.contents(atPath: file) else {
            diagnostics.append(
                Diagnostic(
                    .error, .stylesheetUnreadable, at: SourceLocation(path: shown), stage: .resolve,
                    "cannot read the stylesheet" + (resources.files.refusal(of: file).map { ": \($0)" } ?? "")))
            return nil
        }
        guard let (text, encoding) = DeclaredEncoding.text(data) else {
            // CSS Syntax 3 §3.2: without a declaration a stylesheet is read as UTF-8, a bad byte becoming U+FFFD, as
            // browsers do.
            diagnostics.append(
                Diagnostic(
                    .warning, .encodingConverted, at: SourceLocation(path: shown, line: 1, column: 1), stage: .resolve,
                    "the stylesheet is not UTF-8 and declares no encoding (@charset); read as UTF-8, as browsers do, its invalid bytes replaced by U+FFFD"
                ))
            return finish(
                String(decoding: data, as: UTF8.self), file: file, href: href, resources: &resources,
                diagnostics: &diagnostics, inProgress: &inProgress)
        }
        return finish(
            text, file: file, href: href, resources: &resources, diagnostics: &diagnostics, inProgress: &inProgress,
            convertedFrom: encoding)
    }

    private func finish(
        _ text: String, file: String, href: String, resources: inout ResourceRegistry, diagnostics: inout [Diagnostic],
        inProgress: inout [String: String], convertedFrom encoding: String? = nil
    ) -> PackageResource? {
        let shown = Paths.display(file)
        if let encoding {
            diagnostics.append(
                Diagnostic(
                    .warning, .encodingConverted, at: SourceLocation(path: shown, line: 1, column: 1), stage: .resolve,
                    "the stylesheet is in \(encoding); converted to UTF-8"))
        }
        inProgress[file] = href
        defer { inProgress[file] = nil }
        let repair = CSSRepair.repairing(text)
        if let repair {
            let warning = repair.warning { Self.position(of: repair.index(of: $0, in: text), in: text, path: shown) }
            diagnostics.append(warning)
        }
        // Messages about the repaired text point at the author's.
        let original = { (index: String.Index) in repair?.originalIndex(of: index, in: text) ?? index }
        let rewritten = rewrite(
            repair?.text ?? text, directory: Paths.directory(of: file), href: href,
            locate: { index, _ in Self.position(of: original(index), in: text, path: shown) },
            resources: &resources, diagnostics: &diagnostics, inProgress: &inProgress)
        var resource = PackageResource(href: href, mediaType: MediaType.css, contents: .data(Data(rewritten.text.utf8)))
        if rewritten.keepsRemoteResources { resource.properties.append("remote-resources") }
        return resource
    }

    /// Rewrites `css`, whose relative urls start in `directory` and which will
    /// live in the package document at `href`. `locate` turns an index of
    /// `css` and the url written there into the place a message points at.
    func rewrite(
        _ css: String, directory: String, href: String, locate: (String.Index, String) -> SourceLocation,
        resources: inout ResourceRegistry, diagnostics: inout [Diagnostic]
    ) -> Rewritten {
        var inProgress: [String: String] = [:]
        return rewrite(
            css, directory: directory, href: href, locate: locate, resources: &resources,
            diagnostics: &diagnostics, inProgress: &inProgress)
    }

    private func rewrite(
        _ css: String, directory: String, href: String, locate: (String.Index, String) -> SourceLocation,
        resources: inout ResourceRegistry, diagnostics: inout [Diagnostic],
        inProgress: inout [String: String]
    ) -> Rewritten {
        var rewritten = rewriteReferences(
            css, directory: directory, href: href, locate: locate, resources: &resources, diagnostics: &diagnostics,
            inProgress: &inProgress)
        if let (index, name) = ForbiddenCSSProperties.removing(from: css).first {
            diagnostics.append(ForbiddenCSSProperties.warning(name, at: locate(index, name)))
            rewritten.text = ForbiddenCSSProperties.removing(from: rewritten.text).text
        }
        return rewritten
    }

    private func rewriteReferences(
        _ css: String, directory: String, href: String, locate: (String.Index, String) -> SourceLocation,
        resources: inout ResourceRegistry, diagnostics: inout [Diagnostic],
        inProgress: inout [String: String]
    ) -> Rewritten {
        // Most stylesheets (the default ones among them) reference nothing: no pattern to compile or run.
        guard ByteSearch.contains("url(", in: css) || ByteSearch.contains("@import", in: css) else {
            return Rewritten(text: css)
        }
        let syntax = CSSSyntax(css)
        var result = Rewritten(text: "")
        var cursor = css.startIndex
        for match in css.matches(of: Self.urlPattern) {
            let range = match.range
            guard range.lowerBound >= cursor, !syntax.isInComment(range.lowerBound) else { continue }
            let isImport = match.output.4 != nil || match.output.5 != nil || syntax.isImportURL(at: range.lowerBound)
            let written = match.output.1 ?? match.output.2 ?? match.output.3 ?? match.output.4 ?? match.output.5 ?? ""
            let value = String(written)
            // Messages point at the URL itself.
            let valueStart = written.isEmpty ? range.lowerBound : written.startIndex
            let url = ReferenceURL(value)
            if url.isRemote {
                let location = locate(valueStart, value)
                let isFont = !isImport && syntax.isInFontFace(range.lowerBound)
                if remote == .keep {
                    if keepRemote(value, url: url, isFont: isFont, at: location, resources: &resources) {
                        result.keepsRemoteResources = true
                    } else {
                        diagnostics.append(Self.notAllowedRemote(value, at: location))
                    }
                    continue
                }
                let (dropped, isDeclaration) =
                    isImport ? (syntax.statement(around: range), true) : syntax.listItemOrDeclaration(around: range)
                result.text += css[cursor..<dropped.lowerBound]
                result.text += Self.removal(of: value, isDeclaration: isDeclaration, at: css[dropped.lowerBound])
                cursor = dropped.upperBound
                let warning = Self.droppedRemote(
                    value, url: url, isImport: isImport, isFont: isFont, isDeclaration: isDeclaration, at: location)
                diagnostics.append(warning)
                continue
            }
            guard !url.isExternal, !url.path.isEmpty else { continue }
            func location() -> SourceLocation { locate(valueStart, value) }
            guard
                let targetHref = packagedHref(
                    of: url, written: value, isImport: isImport, directory: directory, href: href,
                    location: location, resources: &resources, diagnostics: &diagnostics, inProgress: &inProgress)
            else { continue }
            let relative =
                RelativeReference(from: href, to: targetHref, fragment: url.fragment).string
            result.text += css[cursor..<range.lowerBound]
            result.text += Self.reference(to: relative, as: match)
            cursor = range.upperBound
        }
        result.text += css[cursor...]
        return result
    }

    /// What `urlPattern` finds.
    private typealias URLMatch = Regex<(Substring, Substring?, Substring?, Substring?, Substring?, Substring?)>.Match

    /// Under `remote: keep`, a remote font of a known type stays, declared in
    /// the manifest; whether it did (anything else cannot stay remote).
    private func keepRemote(
        _ value: String, url: ReferenceURL, isFont: Bool, at location: SourceLocation,
        resources: inout ResourceRegistry
    ) -> Bool {
        let fontType = MediaType.of(url.path).flatMap { $0.hasPrefix("font/") ? $0 : nil }
        guard isFont, let fontType else { return false }
        resources.addRemote(value, mediaType: fontType)
        return true
    }

    /// The error for a remote reference that `remote: keep` cannot keep: EPUB 3.3 §3.6 lets only audio, video
    /// and fonts be remote.
    private static func notAllowedRemote(_ value: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, .remoteNotAllowed, at: location, stage: .resolve,
            "remote resource '\(value)' cannot stay remote: EPUB allows only remote audio, video and fonts of a known type — download it into the book, or drop 'remote: keep'"
        )
    }

    /// The comment left where a remote reference was cut (its declaration,
    /// list item or `@import`, whose cut text begins with `first`).
    private static func removal(of value: String, isDeclaration: Bool, at first: Character) -> String {
        let comment = "/* remote \(commentSafe(value)) removed */"
        // A later list item is cut from its comma, a first one up to the next item.
        return isDeclaration ? comment : first == "," ? " " + comment : comment + " "
    }

    /// The warning for a remote reference that was cut: builds never use the network.
    private static func droppedRemote(
        _ value: String, url: ReferenceURL, isImport: Bool, isFont: Bool, isDeclaration: Bool,
        at location: SourceLocation
    ) -> Diagnostic {
        let what =
            isImport
            ? "stylesheet"
            : isFont ? "font" : MediaType.of(url.path).map(MediaType.isImage) == true ? "image" : "resource"
        let effect =
            isImport
            ? "its @import is dropped"
            : isDeclaration ? "its declaration is dropped" : "it is dropped from its list"
        return Diagnostic(
            .warning, .remoteResource, at: location, stage: .resolve,
            "remote \(what) '\(value)' is not downloaded; \(effect) (builds never use the network)")
    }

    /// The package href of the local file `url` names, registered (a
    /// stylesheet resolved in turn); nil, with an error, when the file is
    /// missing or not of a type it can be.
    private func packagedHref(
        of url: ReferenceURL, written value: String, isImport: Bool, directory: String, href: String,
        location: () -> SourceLocation, resources: inout ResourceRegistry, diagnostics: inout [Diagnostic],
        inProgress: inout [String: String]
    ) -> String? {
        var target = url.file(relativeTo: directory)
        if !resources.files.isFile(target),
            let font = embeddedFonts.first(where: { Paths.lastComponent($0) == Paths.lastComponent(target) })
        {
            target = font
        }
        guard resources.files.isFile(target) else {
            diagnostics.append(
                Diagnostic(
                    .error, .missingResource, at: location(), stage: .resolve,
                    "'\(value)' \(resources.files.absence(of: target))"))
            return nil
        }
        let mediaType = MediaType.of(target)
        if isImport || mediaType == MediaType.css {
            return packagedStylesheet(
                target, beside: href, resources: &resources, diagnostics: &diagnostics, inProgress: &inProgress)
        }
        if let mediaType, !MediaType.isImage(mediaType) {
            return resources.href(for: target, mediaType: mediaType)
        }
        guard let image = resources.imageHref(for: target, written: value, at: location(), diagnostics: &diagnostics)
        else {
            let problem =
                mediaType == nil
                ? "is not a font, image or stylesheet type EPUB supports"
                : resources.files.refusal(of: target).map { "cannot be read (\($0))" }
                    ?? "is not an image: its content is not JPEG, PNG, GIF, WebP or SVG"
            diagnostics.append(
                Diagnostic(
                    .error, mediaType == nil ? .unsupportedMediaType : .notAnImage, at: location(),
                    stage: .resolve, "'\(value)' \(problem)"))
            return nil
        }
        return image
    }

    /// The package href of an imported or linked stylesheet: the one it has
    /// (or is being given, when imports loop), else a new one beside the CSS
    /// at `href`, the stylesheet resolved and registered; nil when it cannot be read.
    private func packagedStylesheet(
        _ target: String, beside href: String, resources: inout ResourceRegistry, diagnostics: inout [Diagnostic],
        inProgress: inout [String: String]
    ) -> String? {
        if let known = inProgress[target] ?? resources.registeredHref(for: target) { return known }
        let folder = href.split(separator: "/").dropLast().joined(separator: "/")
        let targetHref = resources.claimHref(
            (folder.isEmpty ? "" : folder + "/") + PackageLayout.safeName(Paths.lastComponent(target)))
        guard
            let imported = resolve(
                target, href: targetHref, resources: &resources, diagnostics: &diagnostics, inProgress: &inProgress)
        else { return nil }
        resources.add(imported, source: target)
        return targetHref
    }

    /// The new reference as the author wrote the old: `@import "…"`, or
    /// `url(…)` in the author's quotes (an unquoted url stays unquoted when CSS allows it).
    private static func reference(to relative: String, as match: URLMatch) -> String {
        if match.output.4 != nil || match.output.5 != nil { return "@import \"\(relative)\"" }
        let unquotedIsSafe = !relative.contains { $0.isWhitespace || "\"'()\\".contains($0) }
        let quote = match.output.2 != nil ? "'" : match.output.3 != nil && unquotedIsSafe ? "" : "\""
        return "url(\(quote)\(relative)\(quote))"
    }

    /// A URL inside a CSS comment: `*/` would end the comment early.
    private static func commentSafe(_ value: String) -> String {
        value.replacingOccurrences(of: "*/", with: "%2A/")
    }

    /// `css` as browsers keep it (`CSSRepair`), with one warning when that changed it; `locate` is given the text
    /// from the first repair to the end of its line, to find in the page that holds the CSS.
    static func repairing(
        _ css: String, styleAttribute: Bool = false, diagnostics: inout [Diagnostic],
        locate: (String) -> SourceLocation
    ) -> String {
        guard let repair = CSSRepair.repairing(css, styleAttribute: styleAttribute) else { return css }
        diagnostics.append(
            repair.warning { offset in
                let rest = css[repair.index(of: offset, in: css)...]
                return locate(String(rest.prefix { !$0.isNewline }).trimmingCharacters(in: .whitespaces))
            })
        return repair.text
    }

    static func position(of index: String.Index, in text: String, path: String) -> SourceLocation {
        let before = text[..<index]
        let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        let column =
            before.distance(
                from: before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex,
                to: before.endIndex) + 1
        return SourceLocation(path: path, line: line, column: column)
    }
}
