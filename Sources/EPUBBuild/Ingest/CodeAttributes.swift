import EPUBSupport
import XMLTree

/// pandoc's attributes on a fenced code block (`fenced_code_attributes`):
/// ```` ```{#lst:main .python .numberLines startFrom="10"} ```` gives the
/// block the id `lst:main`, the language of its first class, its other
/// classes and `data-startfrom="10"`, as pandoc's HTML does. cmark-gfm reads
/// the braces as a language word (`class="language-{#lst:main"`, the rest in
/// `data-meta`): without this the language is lost, and the braces reach the class.
enum CodeAttributes {
    /// The classes that number a block's lines, as pandoc's highlighter takes them: never the block's language,
    /// so ```` ```{.numberLines .python} ```` is Python and ```` ```{.numberLines} ```` plain text (see
    /// CodeLineNumbers).
    static let numberingClasses: Set<String> = ["numberLines", "number-lines", "number"]

    static func apply(to body: XMLNode) {
        for code in body.descendants where code.hasName("code") && code.parent?.hasName("pre") == true {
            guard let language = code.attribute("class"), language.hasPrefix("language-{") else { continue }
            let info = String(language.dropFirst("language-".count)) + " " + (code.attribute("data-meta") ?? "")
            guard let close = info.firstIndex(of: "}") else { continue }
            let words = HeadingAttributes.words(in: info[info.index(after: info.startIndex)..<close])
            let rest = info[info.index(after: close)...].trimmingCharacters(in: .whitespaces)
            place(words, on: code, in: code.parent!)
            if rest.isEmpty { code.removeAttribute("data-meta") } else { code.setAttribute("data-meta", rest) }
        }
    }

    /// The first class names the language; the id, the other classes and `key=value` pairs go on the `<pre>`.
    private static func place(_ words: [HeadingAttributes.Word], on code: XMLNode, in pre: XMLNode) {
        var classes: [String] = []
        code.removeAttribute("class")
        for word in words {
            switch word {
            case .id(let id): pre.setAttribute("id", id)
            case .className(let name) where code.attribute("class") == nil && !numberingClasses.contains(name):
                code.setAttribute("class", "language-" + name)
            case .className(let name): classes.append(name)
            case .unnumbered: classes.append("unnumbered")
            case .pair(let key, let value): HeadingAttributes.setPair(key, value, on: pre)
            }
        }
        if !classes.isEmpty { pre.setAttribute("class", classes.joined(separator: " ")) }
    }
}

/// A fence naming its file after the language, ```` ```js:src/app.js ```` (Qiita's and Zenn's way, and
/// gitbook-plugin-codeblock-filename's; gitbook-plugin-codegroup's tab, ```` ```bash::Shell ````): the language is
/// `js` and the file's name is shown above the code,
/// `<p class="code-title"><code>src/app.js</code></p>`, as those sites show it. cmark-gfm took all of it for the
/// language (`class="language-js:src/app.js"`), and the block went unhighlighted, its name unseen.
enum CodeFileNames {
    /// Whether a code block's class in `html` holds a colon: most chapters' do not, and skip the walk.
    static func mayHaveNames(_ html: String) -> Bool {
        let opening = "class=\"language-"
        var rest = html[...]
        while let start = ByteSearch.firstIndex(of: opening, in: rest) {
            let value = rest.utf8[start...].dropFirst(opening.utf8.count).prefix { $0 != UInt8(ascii: "\"") }
            if value.contains(UInt8(ascii: ":")) { return true }
            rest = rest[value.endIndex...]
        }
        return false
    }

    static func apply(to body: XMLNode) {
        for code in body.descendants where code.hasName("code") {
            guard let pre = code.parent, pre.hasName("pre"), let language = code.attribute("class"),
                language.hasPrefix("language-"), let colon = language.firstIndex(of: ":")
            else { continue }
            // gitbook-plugin-codegroup separates with two (```` ```bash::Shell ````).
            let name = String(language[language.index(after: colon)...].drop { $0 == ":" })
            code.setAttribute("class", String(language[..<colon]))
            guard !name.isEmpty, let parent = pre.parent else { continue }
            let title = parent.insertElement("p", before: pre)
            title.setAttribute("class", "code-title")
            title.appendElement("code", text: name)
        }
    }
}
