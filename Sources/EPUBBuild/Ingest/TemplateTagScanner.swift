import EPUBModel
import EPUBSupport

/// The line-by-line walk of `TemplateTags`: what each tag becomes, and the
/// stretches (fenced code, `{% raw %}`, a left-out exercise part) where tags
/// are not read.
struct TemplateTagScanner {
    private enum Mode: Equatable {
        case markdown
        case fence(CodeFence)
        /// `{% highlight %}`, a plugin's block of code: text as written up to the closing tag.
        case literal(until: Set<String>)
        /// `{% raw %}`: text as written up to the closing tag that ends the outermost.
        case raw(RawNesting)
        /// A part left out, up to the first of these tags (which is then read).
        case dropping(until: Set<String>)
    }

    /// Ace's mode names that are no language's (gitbook-plugin-ace's `lang=`).
    private static let aceModes = ["c_cpp": "cpp", "golang": "go", "sh": "bash"]

    private static let exerciseParts: Set<String> = ["initial", "solution", "validation", "context", "endexercise"]
    /// GitBook's hint styles as the admonition kinds GitHub's alerts have (`Admonitions`).
    static let hintKinds = [
        "info": "note", "success": "tip", "warning": "warning", "danger": "caution", "tip": "tip", "note": "note",
    ]

    /// What a template variable stands for, by its expression (`book.version`): `BookSpec.templateValues`.
    var values: [String: String] = [:]
    /// GitBook renders every page as a Nunjucks template: a `{{ name }}` nothing defines is nothing there, not text.
    var rendersPagesAsTemplates = false
    /// mdbook-bib's `{{#cite key}}` is the citation `[@key]`, which the book's bibliography resolves.
    var citesKeys = false
    /// mdbook-admonish's blocks are Markdown, not code: the tags inside one are read (a note in a callout).
    var admonitionFences = false
    /// The book's words: a hint's title is in its language (`GeneratedWords.hintTitle(of:)`).
    var words = GeneratedWords(language: "en")
    /// The fence of the admonition block being read, whose closing line ends it.
    private var admonition: CodeFence?
    /// How many blocks were open when it opened.
    private var admonitionBlocks = 0
    private(set) var output = ""
    private(set) var origins: [SourceText.Origin] = []
    private(set) var unrendered: [UnrenderedSyntax] = []
    private var mode = Mode.markdown
    private var inExercise = false
    /// The `{% for %}` whose lines are being read, to be read again once per item at its `{% endfor %}`.
    private var loop: TemplateLoop?
    /// Where that loop's tag is: a loop never closed is told there.
    private var loopOpening: Place?
    /// Inside a `{% codesnippet %}` written in the page, whose closing tag closes its code block.
    private var inCodeSnippet = false
    /// The `{% raw %}` open in a code block of a GitBook page (`templateCode`).
    private var rawInCode: RawNesting?
    /// The code block's line just read held nothing but `{% raw %}` tags: it is left out.
    private var consumedCodeLine = false
    /// `{{#each}}`-style directives seen, whose `{{/each}}` goes with them.
    private var openedDirectives: Set<String> = []
    /// The text of each `{{#footnote …}}`, in order.
    private var footnotes: [String] = []
    private var atLineStart = true
    private var origin = SourceText.Origin(path: "", line: 1)
    // The line being read: its output so far, its indentation, whether a block or left-out part took some of it.
    private var line: Substring = "" {
        // Found for a line that may hold a tag (`TemplateTag.first` asks no more of one without a brace).
        didSet { lineEnds = line.utf8.contains(UInt8(ascii: "{")) ? TemplateTag.LineEnds(of: line) : nil }
    }
    private var lineEnds: TemplateTag.LineEnds?
    /// Where a tag was written: a block's opening tag, the last read (`opening`), and those that open a block never
    /// closed (`unclosedOpenings`), which a second reading passes over.
    struct Place: Hashable {
        let path: String
        let line: Int
        let column: Int
    }
    private var opening: Place?
    /// The opening tags of blocks that run to the end of the file: read as no block, the text after them kept.
    var unclosedOpenings: Set<Place> = []
    /// Drawn blocks' opening tags that are a plugin's own (`TemplateBlockStack`), by the plugin block's name: read as
    /// its tags, removed. Those this reading found (`escapedSubTags`) are read so the next time.
    var subTags: [Place: String] = [:]
    private(set) var escapedSubTags: [Place: String] = [:]
    /// The opening tag of the block (`{% comment %}`, `{% raw %}`) the file ended in, never closed: its text had been
    /// dropped or left raw to the end (TemplateTags.apply reads the file again without it).
    var unclosed: Place? {
        switch mode {
        case .dropping, .literal, .raw: opening
        case .markdown, .fence: branches.first(where: \.decided)?.opening
        }
    }
    private var pending = ""
    private var indent: Substring = ""
    private var consumed = false
    /// The `{% if %}` blocks the line is in, innermost last: GitBook shows one branch of each (`TemplateCondition`).
    private var branches: [Branch] = []
    private struct Branch {
        let opening: Place
        /// Its test was decided: one branch shows; else every branch's text is kept, as before tests were read.
        var decided: Bool
        /// A branch so far showed (or, undecided, none will be hidden).
        var taken: Bool
        var showing: Bool
        let enclosingShows: Bool
    }
    /// Inside a branch GitBook does not show: its text and tags are left out, but for the `{% if %}` family's.
    private var skipping: Bool { branches.last.map { !$0.showing } ?? false }
    private static let branchTags: Set<String> = [
        "if", "elif", "elseif", "elsif", "else", "endif", "unless", "endunless",
    ]

    mutating func scan(_ line: Substring, origin: SourceText.Origin, ending: String) {
        if loop != nil { return capture(line, origin: origin, ending: ending) }
        self.origin = origin
        if case .fence(let fence) = mode {
            if fence.isClosed(by: line) { mode = .markdown }
            guard rendersPagesAsTemplates else { return emit(filled(line) + ending) }
            consumedCodeLine = false
            let code = templateCode(line)
            if !consumedCodeLine { emit(code + ending) }
            return
        }
        if mode == .markdown, let fence = admonition, fence.isClosed(by: line) {
            admonition = nil
            // A drawn block never closed inside it ends with it: the admonition's Markdown is read on its own.
            (pending, indent) = ("", "")
            while openBlocks.count > admonitionBlocks, let open = openBlocks.pop() {
                closeUnclosed(open, by: "the end of the admonish block")
            }
            return emit(line + ending)
        }
        if mode == .markdown, !skipping, let fence = CodeFence(opening: line) {
            if admonitionFences, admonition == nil, Self.opensAdmonition(line) {
                admonition = fence
                admonitionBlocks = openBlocks.count
            } else {
                mode = .fence(fence)
            }
            emit(line)
            emit(ending)
            return
        }
        (self.line, pending, indent, consumed) = (line, "", line.prefix { $0 == " " || $0 == "\t" }, false)
        var rest = line.startIndex
        while rest < line.endIndex {
            rest = step(from: rest)
        }
        if !(consumed && pending.allSatisfy(\.isWhitespace)) { emit(pending + ending) }
    }

    /// Reads the line from `start` in the current mode; returns where reading goes on.
    private mutating func step(from start: Substring.Index) -> Substring.Index {
        switch mode {
        case .literal(let closing):
            let end = closingTag(closing, from: start)
            pending += line[start..<(end?.range.lowerBound ?? line.endIndex)]
            guard let end else { return line.endIndex }
            mode = .markdown
            if end.name == "endmath" { pending += "$$" } else { block(["```"]) }
            return end.range.upperBound
        case .raw(var nesting):
            let tag = closingTag(nesting.tagNames, from: start)
            pending += line[start..<(tag?.range.lowerBound ?? line.endIndex)]
            guard let tag else { return line.endIndex }
            if nesting.isClosed(by: tag) {
                mode = .markdown
            } else {
                pending += line[tag.range]
                mode = .raw(nesting)
            }
            return tag.range.upperBound
        case .dropping(let until):
            consumed = true
            guard let end = closingTag(until, from: start) else { return line.endIndex }
            mode = .markdown
            return end.name == "endcomment" ? end.range.upperBound : end.range.lowerBound
        case .markdown, .fence:
            if skipping { return skip(from: start) }
            // What lies between tags may hold code spans, whose variables are filled in as a code block's are.
            guard let tag = TemplateTag.first(in: line, from: start, ends: lineEnds) else {
                pending += filled(line[start...])
                return line.endIndex
            }
            pending += filled(line[start..<tag.range.lowerBound])
            render(tag)
            return tag.range.upperBound
        }
    }

    /// `{% for item in list %}` alone on its line, in a GitBook page: its lines are read once per item of a list
    /// the build knows (`TemplateLoop`); another is counted, its lines kept once.
    private mutating func openLoop(_ tag: TemplateTag) {
        guard line.trimmingWhitespace == line[tag.range],
            let loop = TemplateLoop(tag.arguments, values: values, namespaces: condition.namespaces)
        else {
            return count(
                tag, kind: "'{% for %}' template tag", plural: "'{% for %}' template tags",
                outcome:
                    "removed, its list not known (it names what only GitBook's website knows, or its tags share a line with text): the text between its tags is kept once"
            )
        }
        self.loop = loop
        loopOpening = opening
        consumed = true
    }

    /// A line inside a `{% for %}`: kept for the loop; its own `{% endfor %}` runs it.
    private mutating func capture(_ line: Substring, origin: SourceText.Origin, ending: String) {
        guard var loop else { return }
        let trimmed = Substring(line.trimmingWhitespace)
        if trimmed.hasPrefix("{%"), let tag = TemplateTag.first(in: trimmed, from: trimmed.startIndex, inCode: true),
            tag.form == .tag, tag.range == trimmed.startIndex..<trimmed.endIndex
        {
            if tag.name == "for" { loop.depth += 1 }
            if tag.name == "endfor" { loop.depth -= 1 }
        }
        guard loop.depth == 0 else {
            loop.lines.append((line, origin, ending))
            self.loop = loop
            return
        }
        self.loop = nil
        let saved = values
        for pass in loop.passes {
            values = saved.merging(pass) { _, given in given }
            for captured in loop.lines { scan(captured.text, origin: captured.origin, ending: captured.ending) }
        }
        // What a pass sets is its own, as Nunjucks scopes a loop's `{% set %}`.
        values = saved
    }

    /// Reads a branch GitBook does not show, from `start`: only the tags that open, change or close a branch count.
    private mutating func skip(from start: Substring.Index) -> Substring.Index {
        consumed = true
        var search = start
        while let tag = TemplateTag.first(in: line, from: search, ends: lineEnds) {
            search = tag.range.upperBound
            if tag.form == .tag, Self.branchTags.contains(tag.name) {
                renderBranch(tag)
                return search
            }
        }
        return line.endIndex
    }

    /// `{% if %}`, `{% elif %}`, `{% else %}`, `{% endif %}` (and Liquid's `unless`) of a GitBook page: the branch
    /// whose test holds shows, the others are left out, as GitBook renders the page; a test the build cannot decide
    /// keeps every branch, counted.
    private mutating func renderBranch(_ tag: TemplateTag) {
        let enclosingShows = !skipping
        switch tag.name {
        case "if", "unless":
            let test = condition.holds(tag.arguments).map { $0 != (tag.name == "unless") }
            let place = Place(path: origin.path, line: origin.line, column: column(of: tag))
            branches.append(
                Branch(
                    opening: place, decided: test != nil, taken: test ?? true, showing: enclosingShows && test != false,
                    enclosingShows: enclosingShows))
            if test == nil, enclosingShows { countUndecided(tag) }
        case "elif", "elseif", "elsif":
            guard var branch = branches.popLast() else { return renderOther(tag) }
            if branch.decided && !branch.taken {
                let test = condition.holds(tag.arguments)
                branch.decided = test != nil
                branch.taken = test ?? true
                if test == nil, branch.enclosingShows { countUndecided(tag) }
                branch.showing = branch.enclosingShows && test != false
            } else {
                branch.showing = branch.enclosingShows && !branch.decided
                if !branch.decided, branch.enclosingShows { countUndecided(tag) }
            }
            branches.append(branch)
        case "else":
            guard var branch = branches.popLast() else { return renderOther(tag) }
            branch.showing = branch.enclosingShows && (!branch.decided || !branch.taken)
            if !branch.decided, branch.enclosingShows { countUndecided(tag) }
            branch.taken = true
            branches.append(branch)
        default:  // endif, endunless
            guard branches.popLast() != nil else { return renderOther(tag) }
        }
        consumed = true
    }

    private mutating func countUndecided(_ tag: TemplateTag) {
        count(
            tag, kind: "'{% \(tag.name) %}' template tag", plural: "'{% \(tag.name) %}' template tags",
            outcome:
                "removed, its test not decided (it names what only GitBook's website knows, or a list or a filter): the text of every branch is kept"
        )
    }

    /// What decides a GitBook page's `{% if %}`: the book's values and those `{% set %}` gave.
    private var condition: TemplateCondition {
        TemplateCondition(values: values, namespaces: ["book", "config", "output"])
    }

    /// A code block's line as GitBook renders it (the whole page, code too, before Markdown reads it): its
    /// `{% raw %}` and `{% endraw %}` tags gone, what is between them as written, the rest's variables filled in. A
    /// line of the two tags alone leaves nothing. They had been shown in the code, which authors write them to escape.
    private mutating func templateCode(_ line: Substring) -> String {
        let (code, tagged) = rawTagsTaken(line, raw: &rawInCode)
        if tagged && code.allSatisfy(\.isWhitespace) { consumedCodeLine = true }
        return code
    }

    /// `line` without its `{% raw %}` and `{% endraw %}` tags, what is between them as written and the rest's
    /// variables filled in; `raw` says whether the line starts inside such a pair, and whether the next does. Whether
    /// it held either tag.
    private func rawTagsTaken(_ line: Substring, raw: inout RawNesting?) -> (String, tagged: Bool) {
        guard RawNesting.mayAppear(in: line) else { return (raw != nil ? String(line) : fill(line), false) }
        var result = ""
        var rest = line.startIndex
        var tagged = false
        while let tag = TemplateTag.first(in: line, from: rest, inCode: true) {
            let before = line[rest..<tag.range.lowerBound]
            result += raw != nil ? String(before) : fill(before)
            rest = tag.range.upperBound
            if var open = raw {
                // A tag inside is text, but for the one that closes the outermost.
                let closed = open.isClosed(by: tag)
                raw = closed ? nil : open
                tagged = tagged || closed
                if !closed { result += line[tag.range] }
            } else if let opened = RawNesting(opening: tag) {
                raw = opened
                tagged = true
            } else if RawNesting.isClosing(tag) {
                tagged = true
            } else {
                result += fill(line[tag.range])
            }
        }
        result += raw != nil ? String(line[rest...]) : fill(line[rest...])
        return (result, tagged)
    }

    /// A line of code (or a code span) with the variables the book gives a value filled in, as GitBook and mdbook-tera
    /// fill them in everywhere (they render the file before Markdown reads it: `rhai = "{{version}}"`); other tags
    /// stay, the code's subject.
    private func filled(_ line: Substring) -> String {
        // A GitBook page's code span is rendered too: `{% raw %}{{ x }}{% endraw %}` shows `{{ x }}`.
        if rendersPagesAsTemplates, ByteSearch.contains("{%", in: line) {
            var raw: RawNesting?
            return rawTagsTaken(line, raw: &raw).0
        }
        return fill(line)
    }

    /// `line` with the variables the book gives a value filled in.
    private func fill(_ line: Substring) -> String {
        guard !values.isEmpty, line.contains("{{") else { return String(line) }
        var result = ""
        var start = line.startIndex
        while let tag = TemplateTag.first(in: line, from: start, inCode: true) {
            result += line[start..<tag.range.lowerBound]
            let value = tag.form == .variable || tag.form == .bareVariable ? values[String(tag.arguments)] : nil
            result += value ?? String(line[tag.range])
            start = tag.range.upperBound
        }
        return result + line[start...]
    }

    /// The first `{% name %}` tag of one of `names` in the line from `start`, past any other.
    private func closingTag(_ names: Set<String>, from start: Substring.Index) -> TemplateTag? {
        var search = start
        while let tag = TemplateTag.first(in: line, from: search, ends: lineEnds) {
            if tag.form == .tag, names.contains(tag.name) { return tag }
            search = tag.range.upperBound
        }
        return nil
    }

    private mutating func render(_ tag: TemplateTag) {
        let place = Place(path: origin.path, line: origin.line, column: column(of: tag))
        if tag.form == .tag, unclosedOpenings.contains(place) {
            count(
                tag, kind: "unclosed '{% \(tag.name) %}' block", plural: "unclosed '{% \(tag.name) %}' blocks",
                outcome:
                    "open to the end of the file (no '{% end\(tag.name) %}'): the tag removed, the text after it kept")
            return
        }
        opening = place
        switch tag.form {
        case .tag: renderTag(tag)
        case .percentDirective:
            count(
                tag, kind: "'{{%\(tag.name) …}}' directive", plural: "'{{%\(tag.name) …}}' directives",
                outcome: "removed: an mdBook preprocessor that epubbuild does not run writes them")
        case .hashDirective where tag.name == "footnote":
            // mdbook-footnote's `{{#footnote text}}`: a note, numbered with the chapter's others, its text Markdown.
            footnotes.append(String(tag.arguments).trimmingWhitespace)
            pending += "[^\(Self.footnoteLabel)\(footnotes.count)]"
        case .hashDirective where tag.name == "tabs":
            openedDirectives.insert(tag.name)
            block(["<div class=\"tabs\">", ""])
        case .hashDirective where tag.name == "tab":
            // mdbook-tabs' `{{#tab name="Rust"}}`, drawn as GitBook's tabs are.
            openedDirectives.insert(tag.name)
            openTab(titled: tag.attribute("name") ?? "")
        // Closed by `{{#endtab}}` (mdbook-tabs' own) or `{{/tab}}`.
        case .hashDirective where tag.name == "endtab" || tag.name == "endtabs",
            .closingDirective where openedDirectives.contains(tag.name) && (tag.name == "tab" || tag.name == "tabs"):
            block(["", tag.name.hasSuffix("tab") ? "</section>" : "</div>", ""])
        case .hashDirective where tag.name == "cite" && citesKeys && tag.firstArgument != nil:
            pending += "[@\(tag.firstArgument!)]"
        case .hashDirective where quotedText(of: tag) != nil:
            // A directive inside a sentence whose first argument is quoted stands for those words (agda-unimath's
            // `{{#concept "lower Dedekind cut" Agda=…}}` writes the term): they stay, the sentence whole.
            pending += quotedText(of: tag)!
            count(
                tag, kind: "'{{#\(tag.name) …}}' directive", plural: "'{{#\(tag.name) …}}' directives",
                outcome: "shown as its quoted words: mdBook leaves them to a preprocessor, which epubbuild does not run"
            )
        case .hashDirective:
            openedDirectives.insert(tag.name)
            count(
                tag, kind: "'{{#\(tag.name) …}}' directive", plural: "'{{#\(tag.name) …}}' directives",
                outcome: "removed: mdBook leaves them to a preprocessor or Handlebars, neither of which epubbuild runs")
        case .closingDirective:
            // With its `{{#name}}`, counted there; a lone one is text.
            if !openedDirectives.contains(tag.name) { pending += line[tag.range] }
        case .bareVariable:
            if let value = values[tag.name] { return pending += value }
            guard rendersPagesAsTemplates else { return pending += String(line[tag.range]) }
            count(
                tag, kind: "template variable '{{ \(tag.name) }}'", plural: "template variables '{{ \(tag.name) }}'",
                outcome: "removed: nothing the book runs defines it (a `{% set %}` of a quoted value or a number does)")
        case .variable:
            fillVariable(tag)
        }
    }

    /// `{{ book.version }}`: GitBook renders the page as a Nunjucks template before reading its Markdown, so the
    /// value is Markdown too; one it cannot fill is removed, with the reason.
    private mutating func fillVariable(_ tag: TemplateTag) {
        // A quoted text alone (`{{ "{{" }}`) is what a page rendered as a template shows; elsewhere it is text.
        if !rendersPagesAsTemplates && tag.arguments == tag.name[...] { return pending += line[tag.range] }
        if let value = values[String(tag.arguments)] ?? TemplateFilters.value(of: tag.arguments, values: values) {
            return pending += value
        }
        if let filter = TemplateFilters.unknownFilter(in: tag.arguments) {
            return count(
                tag, kind: "template filter '| \(filter)'", plural: "template filters '| \(filter)'",
                outcome:
                    "its variable removed: epubbuild applies upper, lower, capitalize, title, trim, default, replace, join, escape, safe and string"
            )
        }
        count(
            tag, kind: "template variable '{{ \(tag.name)… }}'", plural: "template variables '{{ \(tag.name)… }}'",
            outcome:
                "removed: epubbuild fills in only the book's own values (GitBook's book.json 'variables', as book.NAME, its keys, as config.KEY, and a page's front matter and title, as page.KEY)"
        )
    }

    /// Reads the tag as a block's: whether it was all there is to it (a closing tag, a plugin's own tag).
    private mutating func readAsBlock(_ tag: TemplateTag) -> Bool {
        if let opening, let plugin = subTags[opening] {
            count(
                tag, kind: "'{% \(tag.name) %}' tag inside '{% \(plugin) %}'",
                plural: "'{% \(tag.name) %}' tags inside '{% \(plugin) %}'",
                outcome:
                    "removed with that plugin block's other tags, their text kept: there it is the plugin's own tag")
            return true
        }
        let closed = String(tag.name.dropFirst(3))
        if tag.name.hasPrefix("end"), Self.blockClosers[closed] != nil || openBlocks.isOpen(closed) {
            closeBlock(closed)
            return true
        }
        if let closer = Self.blockClosers[tag.name], let opening {
            openBlocks.push(TemplateBlockStack.Block(name: tag.name, place: opening, closer: closer))
        }
        return false
    }

    private mutating func renderTag(_ tag: TemplateTag) {
        if readAsBlock(tag) { return }
        switch tag.name {
        case "hint", "panel": openAdmonition(tag)
        case "embed", "github_embed",
            _ where tag.name.hasPrefix("@"):
            renderEmbed(tag)
        // A card that links to a page; GitBook writes the link itself between the tags, and it stays, in a
        // `<div class="content-ref">` (`ContentReferences`: a link that reads as its file's name reads as the page's
        // title, as GitBook's card shows it).
        case "content-ref": block(["<div class=\"content-ref\">", ""])
        case "updates", "update", "stepper", "step", "columns", "column":
            renderLayoutBlock(tag)
        case "tabs": block(["<div class=\"tabs\">", ""])
        case "tab":
            openTab(titled: tag.attribute("title") ?? "")
        case "raw", "verbatim": mode = RawNesting(opening: tag).map(Mode.raw) ?? .markdown
        case "highlight":
            block(["```" + (tag.firstArgument ?? "")])
            mode = .literal(until: ["endhighlight"])
        case "comment": mode = .dropping(until: ["endcomment"])
        case "file", "swagger", "openapi", "swagger-description", "swagger-parameter", "swagger-response", "code",
            "endfile", "endswagger", "endopenapi", "endswagger-description", "endswagger-parameter",
            "endswagger-response", "endcode":
            renderCard(tag)
        case let name where name.hasPrefix("api-method") || name.hasPrefix("endapi-method"):
            renderLegacyAPIMethod(tag)
        // Legacy GitBook's card for another page (`{% page-ref page="x.md" %}`): a content-ref's card, the link read
        // as the page's title.
        case "page-ref":
            guard let page = tag.attribute("page"), !page.isEmpty else { return renderOther(tag) }
            let target = page.contains(" ") ? "<\(page)>" : page
            block(["<div class=\"content-ref\">", "", "[\(page)](\(target))", "", "</div>", ""])
        case let name where rendersPagesAsTemplates && Self.branchTags.contains(name): renderBranch(tag)
        case "for" where rendersPagesAsTemplates: openLoop(tag)
        case "math", "mermaid", "ace", "plantuml", "uml", "graphviz", "dot", "codesnippet", "endcodesnippet",
            "sequence", "flowchart", "flow", "chart", "echarts":
            renderCodeBlock(tag)
        // gitbook-plugin-codeblock-label (DjangoGirls' `{% filename %}command-line{% endfilename %}`): the label above
        // the code block, shown as a code block's title is.
        case "filename":
            block([])
            pending += "<p class=\"code-title\"><code>"
        case "endfilename":
            pending += "</code></p>"
            block([""])
        default: renderOther(tag)
        }
    }

    /// GitBook's `{% hint style="info" %}` and a panel's `{% panel style="warning", title="Mind this" %}`: an
    /// admonition of the kind the style names, titled by the panel's title or the kind's name in the book's language.
    private mutating func openAdmonition(_ tag: TemplateTag) {
        let kind = Self.hintKinds[tag.attribute("style") ?? "info"] ?? "note"
        let title = tag.attribute("title").flatMap { $0.isEmpty ? nil : $0 } ?? words.hintTitle(of: kind)
        block([
            "<aside class=\"admonition \(kind)\" role=\"\(kind == "tip" ? "doc-tip" : "note")\">",
            "<p class=\"admonition-title\">\(Self.escaped(title))</p>", "",
        ])
    }

    /// GitBook's layout blocks, whose content is Markdown: what each shows the reader stays. An update's date heads
    /// it (the dates of a changelog had been lost), a stepper's steps are a numbered list (their order had been
    /// lost), columns are one after another (a page has no room for them side by side).
    private mutating func renderLayoutBlock(_ tag: TemplateTag) {
        switch tag.name {
        case "updates": block(["<div class=\"updates\">", ""])
        case "update":
            let date = Self.escaped(tag.attribute("date") ?? "")
            // A `<time datetime>` only for a date HTML reads (2024-05-01): epubcheck refuses any other.
            let isDate =
                date.count == 10
                && date.enumerated().allSatisfy { $1.isASCII && ($0 == 4 || $0 == 7 ? $1 == "-" : $1.isNumber) }
            let shown = isDate ? "<time datetime=\"\(date)\">\(date)</time>" : date
            block(["<section class=\"update\">", date.isEmpty ? "" : "<p class=\"update-date\">\(shown)</p>", ""])
        case "stepper": block(["<ol class=\"stepper\">", ""])
        case "step": block(["<li class=\"step\">", ""])
        case "columns": block(["<div class=\"columns\">", ""])
        default: block(["<div class=\"column\">", ""])
        }
    }

    /// GitBook's blocks whose opening tag is drawn as an element, by name: the element's closing tag. An unclosed one
    /// is closed where its enclosing block or the page ends, with a warning; a closing tag with no opening one is
    /// nothing. The closing tags had been written as they came: an unclosed hint took the rest of the page with no
    /// word, a stray `{% endhint %}` closed an element it did not open.
    private static let blockClosers: [String: String] = [
        "hint": "</aside>", "panel": "</aside>", "content-ref": "</div>", "tabs": "</div>", "tab": "</section>",
        "updates": "</div>", "update": "</section>", "stepper": "</ol>", "step": "</li>", "columns": "</div>",
        "column": "</div>",
    ]

    /// The blocks open where the line is read.
    private var openBlocks = TemplateBlockStack()

    /// `{% endNAME %}`: the innermost open NAME block is closed, and any open inside it (unclosed, told). One a
    /// plugin's block holds is that plugin's tag: the page is read again with it so (`subTags`).
    private mutating func closeBlock(_ name: String) {
        guard let (inside, closed) = openBlocks.close(name) else { return }
        for open in inside {
            if closed.closer == nil, open.closer != nil { escapedSubTags[open.place] = name }
            closeUnclosed(open, by: "'{% end\(name) %}'")
        }
        if let closer = closed.closer { block(["", closer, ""]) }
    }

    private mutating func closeUnclosed(_ open: TemplateBlockStack.Block, by end: String) {
        guard let closer = open.closer else { return }
        block(["", closer, ""])
        let kind = "unclosed '{% \(open.name) %}' block"
        if unrendered.countAgain(code: .directiveNotRendered, kind: kind) { return }
        unrendered.count(
            UnrenderedSyntax(
                code: .directiveNotRendered, kind: kind, plural: "unclosed '{% \(open.name) %}' blocks",
                outcome: "closed at \(end) (no '{% end\(open.name) %}')",
                first: SourceLocation(path: open.place.path, line: open.place.line, column: open.place.column)))
    }

    /// One tab of GitBook's or mdbook-tabs' tabs: a section, its title first in bold.
    private mutating func openTab(titled title: String) {
        block(["<section class=\"tab\">", "<p class=\"tab-title\"><strong>\(Self.escaped(title))</strong></p>", ""])
    }

    /// The cards GitBook's editor writes, showing what GitBook shows of them.
    private mutating func renderCard(_ tag: TemplateTag) {
        switch tag.name {
        // A download card: the file's name, linked (the resolver packages it or keeps the name as text); the
        // caption between the tags stays.
        case "file":
            guard let source = tag.attribute("src"), !source.isEmpty else { return renderOther(tag) }
            let name = source.split(separator: "/").last.map(String.init) ?? source
            block(["<p class=\"file\"><a href=\"\(Self.escaped(source))\">\(Self.escaped(name))</a></p>", ""])
        // An API method's card: GitBook heads it with the method and the address; what follows stays.
        case "swagger", "openapi":
            guard let method = tag.attribute("method"), let path = tag.attribute("path") else {
                return renderOther(tag)
            }
            let address = (tag.attribute("baseUrl") ?? "") + path
            let summary = tag.attribute("summary").map { " " + Self.escaped($0) } ?? ""
            block([
                "<p class=\"api\"><code>\(Self.escaped(method.uppercased() + " " + address))</code>\(summary)</p>", "",
            ])
        // Its parts: the description is plain text; a parameter and a response are headed by what GitBook shows.
        case "swagger-description": break
        case "swagger-parameter":
            let facts =
                ["in", "type"].compactMap { tag.attribute($0) }
                + (tag.attribute("required") == "true" ? ["required"] : [])
            let shown = Self.escaped(tag.attribute("name") ?? "")
            block([
                "<p class=\"api-parameter\"><code>\(shown)</code> \(Self.escaped(facts.joined(separator: ", ")))</p>",
                "",
            ])
        case "swagger-response":
            // Its description ("Pet created") is what the reader learns of the status: it stays beside it.
            let description = tag.attribute("description").flatMap { $0.isEmpty ? nil : " " + Self.escaped($0) } ?? ""
            block([
                "<p class=\"api-response\"><code>\(Self.escaped(tag.attribute("status") ?? ""))</code>\(description)</p>",
                "",
            ])
        // A code block's options: its title (a file's name) is shown above it; wrapping and line numbers are the
        // site's.
        case "code":
            guard let title = tag.attribute("title"), !title.isEmpty else { break }
            block(["<p class=\"code-title\"><code>\(Self.escaped(title))</code></p>", ""])
        default: break  // a card's closing tag
        }
    }

    /// GitBook's integrations (`{% @github-files/github-code-block url="…" %}`, `{% @figma/embed … %}`) show what the
    /// address holds, as an embed does: a book cannot fetch it, so both become a link to it. The Mermaid integration
    /// holds its diagram in `content="…"`: a Mermaid code block, drawn or kept as source as any is (it had been
    /// removed, the diagram's source with it).
    private mutating func renderEmbed(_ tag: TemplateTag) {
        if tag.name.hasPrefix("@mermaid"), let content = tag.attribute("content") {
            let source = content.replacingOccurrences(of: "\\n", with: "\n")
            let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            return block(["```mermaid"] + lines + ["```", ""])
        }
        // A bare word is no address: another of mdbook-embedify's apps (giscus' comments), counted as left.
        guard let url = tag.attribute("url") ?? Self.embedifyAddress(tag) ?? tag.firstArgument,
            url.contains(where: { ":/.".contains($0) })
        else { return renderOther(tag) }
        let text = tag.attribute("caption").flatMap { $0.isEmpty ? nil : $0 } ?? url
        block(["<p class=\"embed\"><a href=\"\(Self.escaped(url))\">\(Self.escaped(text))</a></p>", ""])
    }

    /// Legacy GitBook's API method blocks (`{% api-method method="get" host="…" path="…" %}` and their parts), drawn
    /// as its successor `{% swagger %}` is: the method and address, each parameter's name and kind, each response's
    /// status; the summary and descriptions between the tags stay. They had been removed, and with them all but the
    /// prose.
    private mutating func renderLegacyAPIMethod(_ tag: TemplateTag) {
        switch tag.name {
        case "api-method":
            guard let method = tag.attribute("method"), let path = tag.attribute("path") else { return }
            let address = (tag.attribute("host") ?? "") + path
            block(["<p class=\"api\"><code>\(Self.escaped(method.uppercased() + " " + address))</code></p>", ""])
        case "api-method-parameter":
            let facts =
                ["type"].compactMap { tag.attribute($0) } + (tag.attribute("required") == "true" ? ["required"] : [])
            let shown = Self.escaped(tag.attribute("name") ?? "")
            block([
                "<p class=\"api-parameter\"><code>\(shown)</code> \(Self.escaped(facts.joined(separator: ", ")))</p>",
                "",
            ])
        case "api-method-response-example":
            guard let status = tag.attribute("httpCode") else { return }
            block(["<p class=\"api-response\"><code>\(Self.escaped(status))</code></p>", ""])
        default: break  // a part's tags (summary, spec, request, parameters' group, response) and closing tags
        }
    }

    /// GitBook plugins' blocks of code, as code blocks.
    private mutating func renderCodeBlock(_ tag: TemplateTag) {
        switch tag.name {
        // GitBook plugins' blocks of code: gitbook-plugin-mathjax's and -katex's formula (`$$…$$`, inline within a
        // line's text, as GitBook reads it), -mermaid's diagram and -ace's editor (code blocks, the diagram then
        // kept as its source in a figure).
        case "math":
            pending += "$$"
            mode = .literal(until: ["endmath"])
        case "mermaid":
            block(["```mermaid"])
            mode = .literal(until: ["endmermaid"])
        case "ace":
            let language = tag.attribute("lang").map { Self.aceModes[$0] ?? $0 } ?? ""
            block(["```" + language])
            mode = .literal(until: ["endace"])
        // gitbook-plugin-plantuml's and -uml's, -graphviz's, -sequence-diagrams', -flowchart's and -chart's diagrams:
        // code blocks the diagrams pass draws or keeps as their source.
        case "plantuml", "uml", "graphviz", "dot", "sequence", "flowchart", "flow", "chart", "echarts":
            block(["```" + (tag.name == "uml" ? "plantuml" : tag.name)])
            mode = .literal(until: ["end" + tag.name])
        // gitbook-plugin-codesnippet's block of code written in the page, its variables filled in (one of a file is
        // the file's lines: `includesAsMdBookDirectives`).
        case "codesnippet":
            inCodeSnippet = true
            block(["```" + (tag.attribute("language") ?? "")])
        case "endcodesnippet":
            guard inCodeSnippet else { return }
            inCodeSnippet = false
            block(["```", ""])
        default: renderOther(tag)
        }
    }

    /// mdbook-embedify's apps (`{% embed youtube id="…" %}`): each one's address for an id, or a user and a slug.
    static let embedifyApps: [String: @Sendable (_ id: String?, _ user: String?) -> String?] = [
        "youtube": { id, _ in id.map { "https://www.youtube.com/watch?v=" + $0 } },
        "vimeo": { id, _ in id.map { "https://vimeo.com/" + $0 } },
        "bilibili": { id, _ in id.map { "https://www.bilibili.com/video/" + $0 } },
        "gist": { id, _ in id.map { "https://gist.github.com/" + $0 } },
        "stackblitz": { id, _ in id.map { "https://stackblitz.com/edit/" + $0 } },
        "codesandbox": { id, _ in id.map { "https://codesandbox.io/s/" + $0 } },
        "codepen": { slug, user in user.flatMap { user in slug.map { "https://codepen.io/\(user)/pen/\($0)" } } },
    ]

    /// The web page an mdbook-embedify tag shows (`{% embed youtube id="VXUokVTHYws" %}`), a link where the web
    /// page plays it; nil for another kind of embed. It had been read as a GitBook embed of the address "youtube".
    static func embedifyAddress(_ tag: TemplateTag) -> String? {
        guard let app = tag.firstArgument, let address = embedifyApps[app] else { return nil }
        return address(tag.attribute("id") ?? tag.attribute("slug"), tag.attribute("user"))
    }

    /// mostly-adequate's exercises (gitbook-plugin-exercises): the question and
    /// its initial code are shown; the solution, the tests and their hidden
    /// context cannot work in a book. Any other tag is removed and counted.
    private mutating func renderOther(_ tag: TemplateTag) {
        switch tag.name {
        case "exercise":
            inExercise = true
            block(["<div class=\"exercise\">", ""])
        case "endexercise" where inExercise:
            inExercise = false
            block(["", "</div>", ""])
        case "initial" where inExercise:
            break
        case let part where inExercise && ["solution", "validation", "context"].contains(part):
            count(
                tag, kind: "GitBook '{% \(tag.name) %}' block", plural: "GitBook '{% \(tag.name) %}' blocks",
                outcome: "left out: a book runs no exercises (their question and initial code are kept)")
            mode = .dropping(until: Self.exerciseParts)
            consumed = true
        case let name where name.hasPrefix("@"):
            count(
                tag, kind: "GitBook integration '{% \(name) %}'", plural: "GitBook integrations '{% \(name) %}'",
                outcome: "removed: it names no url=… that the book could link to instead")
        case "set", "assign":
            // Nunjucks' `{% set name = "value" %}`, Liquid's `{% assign name = 3 %}`: the value, for the page's later
            // `{{ name }}`. Another value (`{% set x = y %}`, a list, a block's `{% set x %}…`) is a tag not run.
            // (One `case` with a `where` had guarded "assign" alone: `{% set x = y %}` stopped the build.)
            guard let (name, value) = Self.assignment(tag.arguments) else {
                count(
                    tag, kind: "'{% \(tag.name) %}' template tag", plural: "'{% \(tag.name) %}' template tags",
                    outcome:
                        "removed: epubbuild runs no Liquid or Nunjucks templates (text between a block's tags is kept)"
                )
                return
            }
            values[name] = value
        default:
            // A block's closing tag goes with its opening one, counted there.
            guard !tag.name.hasPrefix("end") else { return }
            // It may open a block of its plugin's, whose tags are its own (`TemplateBlockStack`).
            if let opening { openBlocks.push(TemplateBlockStack.Block(name: tag.name, place: opening, closer: nil)) }
            count(
                tag, kind: "'{% \(tag.name) %}' template tag", plural: "'{% \(tag.name) %}' template tags",
                outcome: "removed: epubbuild runs no Liquid or Nunjucks templates (text between a block's tags is kept)"
            )
        }
    }

    // Compiled once; never mutated after it is built (Swift 6 cannot prove that, hence nonisolated(unsafe)).
    nonisolated(unsafe) private static let literal =
        /\s*([A-Za-z_]\w*)\s*=\s*(?:"([^"]*)"|'([^']*)'|(-?\d+(?:\.\d+)?))\s*/

    /// A `set`'s name and value, when the value is a literal (a quoted string or a number).
    private static func assignment(_ arguments: Substring) -> (String, String)? {
        guard let match = arguments.wholeMatch(of: literal) else { return nil }
        return (String(match.1), String(match.2 ?? match.3 ?? match.4 ?? ""))
    }

    /// Whether a fence's info string is mdbook-admonish's (```` ```admonish note ````).
    private static func opensAdmonition(_ line: Substring) -> Bool {
        line.drop { $0 == " " }.drop { $0 == "`" || $0 == "~" }.drop { $0 == " " }.hasPrefix("admonish")
    }

    /// The quoted first argument of a directive with text before or after it on its line, else nil.
    private func quotedText(of tag: TemplateTag) -> String? {
        let quoted = tag.arguments.drop(while: \.isWhitespace).first.map { $0 == "\"" || $0 == "'" } ?? false
        let before = line[..<tag.range.lowerBound], after = line[tag.range.upperBound...]
        guard quoted, !(before.allSatisfy(\.isWhitespace) && after.allSatisfy(\.isWhitespace)),
            let text = tag.firstArgument, !text.isEmpty
        else { return nil }
        return text
    }

    private func column(of tag: TemplateTag) -> Int {
        line.utf8.distance(from: line.startIndex, to: tag.range.lowerBound) + 1
    }

    private mutating func count(_ tag: TemplateTag, kind: String, plural: String, outcome: String) {
        // Only a kind's first place is told: the column (a walk of the line by Character) is found for it alone.
        if unrendered.countAgain(code: .directiveNotRendered, kind: kind) { return }
        let column = line.distance(from: line.startIndex, to: tag.range.lowerBound) + 1
        unrendered.count(
            UnrenderedSyntax(
                code: .directiveNotRendered, kind: kind, plural: plural, outcome: outcome,
                first: SourceLocation(path: origin.path, line: origin.line, column: column)))
    }

    /// Lines of their own, at the line's indentation: the text before them ends its block.
    private mutating func block(_ lines: [String]) {
        if !pending.allSatisfy(\.isWhitespace) { emit(pending + "\n") }
        pending = ""
        for line in lines { emit(indent + line + "\n") }
        consumed = true
    }

    /// Appends `text`; a line of the output comes from the line being read.
    /// Split at "\n" scalars: a "\r\n" is one Character.
    /// Line breaks found in the UTF-8 bytes and the text appended by the
    /// line: appending scalar by scalar was most of the scan's cost.
    private mutating func emit(_ text: String) { emit(text[...]) }

    private mutating func emit(_ text: Substring) {
        var rest = text
        while !rest.isEmpty {
            if atLineStart {
                origins.append(origin)
                atLineStart = false
            }
            guard let newline = rest.utf8.firstIndex(of: UInt8(ascii: "\n")) else {
                output += rest
                return
            }
            let next = rest.utf8.index(after: newline)
            output += rest[..<next]
            atLineStart = true
            rest = rest[next...]
        }
    }

    /// The empty line after a final line break has an origin too.
    mutating func finish() {
        // A loop never closed: its lines are read once, as before loops were run, and it is told.
        // (A loop inside it, never closed either, is read the same way, in its turn.)
        while let open = loop, let place = loopOpening {
            loop = nil
            unrendered.count(
                UnrenderedSyntax(
                    code: .directiveNotRendered, kind: "unclosed '{% for %}' block",
                    plural: "unclosed '{% for %}' blocks",
                    outcome: "open to the end of the file (no '{% endfor %}'): the tag removed, the text after it kept",
                    first: SourceLocation(path: place.path, line: place.line, column: place.column)))
            for captured in open.lines { scan(captured.text, origin: captured.origin, ending: captured.ending) }
        }
        while let open = openBlocks.pop() { closeUnclosed(open, by: "the end of the page") }
        // The notes `{{#footnote}}` made, defined after the chapter's text, at its last line.
        for (index, text) in footnotes.enumerated() {
            emit((atLineStart ? "" : "\n") + "\n[^\(Self.footnoteLabel)\(index + 1)]: \(text)\n")
        }
        if atLineStart { origins.append(origin) }
    }

    /// The label of the notes `{{#footnote}}` makes, numbered: no author writes it.
    private static let footnoteLabel = "mdbook-footnote-"

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
