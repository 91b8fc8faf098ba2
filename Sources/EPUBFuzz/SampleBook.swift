import EPUBBuild
import EPUBSupport
import Foundation

/// A small valid book held in memory (book.yaml, a Markdown and an XHTML
/// chapter, a stylesheet, an SVG image): what the build's fuzz targets mutate one file of.
enum SampleBook {
    static let folder = "/fuzz-book"
    static let files: [String: String] = [
        "book.yaml": """
        title: Sample
        language: en
        authors: [A. Writer]
        css: [style.css]
        chapters:
          - one.md
          - two.xhtml
        """,
        "one.md": """
        # One {#one}

        Text with *emphasis*, a [link](two.xhtml#two), a footnote[^1] and ![a circle](img.svg).

        | a | b |
        |---|---|
        | 1 | 2 |

        ```go
        func main() {}
        ```

        [^1]: The note.
        """,
        "two.xhtml": """
        <?xml version="1.0" encoding="UTF-8"?>
        <html xmlns="http://www.w3.org/1999/xhtml" lang="en"><head><title>Two</title></head>
        <body><h1 id="two">Two</h1><p>Back to <a href="one.md#one">one</a>.</p><img src="img.svg" alt="Circle"/></body></html>
        """,
        "style.css":
            "@import url(more.css);\nbody { background: url(img.svg); }\n@font-face { font-family: X; src: url(none.woff2); }\n",
        "img.svg": """
        <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><circle cx="10" cy="10" r="8"/></svg>
        """,
    ]

    static func file(for target: FuzzTarget) -> String {
        switch target {
        case .markdown: "one.md"
        case .xhtml: "two.xhtml"
        case .css: "style.css"
        case .svg: "img.svg"
        default: "book.yaml"
        }
    }

    /// Builds the sample with `file` holding `data` (the templates from `EPUBBUILD_TEMPLATES`).
    static func exercise(replacing file: String, with data: Data, in work: String) {
        let templates = ProcessInfo.processInfo.environment["EPUBBUILD_TEMPLATES"] ?? "Templates"
        var contents = files.mapValues { Data($0.utf8) }
        contents[file] = data
        var options = BuildOptions(
            templatesDirectory: templates, output: work + "/book.epub",
            modificationDate: Date(timeIntervalSince1970: 1_700_000_000))
        options.files = MemoryFiles(
            Dictionary(uniqueKeysWithValues: contents.map { (folder + "/" + $0.key, $0.value) }))
        _ = try? BookBuilder(options: options).build(folder + "/book.yaml")
    }
}
