import EPUBSupport
import Foundation
import XMLTree
import Yams

/// The book `epubbuild init` writes: a book.yaml that says what each key it
/// sets does, two chapters that show the Markdown a book uses most (a
/// heading, a link to the other chapter, a footnote, a figure, a code block),
/// a cover placeholder with the book's title, and a `.gitignore` for the EPUB.
/// It builds clean with `epubbuild build DIR`, and epubcheck passes it.
public struct StarterBook: Sendable {
    public var title: String
    public var author: String
    /// A BCP 47 tag (`en`, `de`).
    public var language: String

    public init(title: String, author: String, language: String) {
        self.title = title
        self.author = author
        self.language = language
    }

    /// The files, by path relative to the book's folder.
    public func files() throws(BuildError) -> [(path: String, contents: String)] {
        [
            ("book.yaml", try bookYAML()),
            ("chapters/01-getting-started.md", markedEnglish(firstChapter)),
            ("chapters/02-next-steps.md", markedEnglish(secondChapter)),
            ("images/cover.svg", cover()),
            (
                ".gitignore",
                "# The EPUB and its incremental-build stamp, made from the sources.\n*.epub\n.*.epub.stamp\n"
            ),
        ]
    }

    /// Writes the book into `folder` (made if missing), refusing to overwrite any file there.
    public func write(to folder: String) throws(BuildError) {
        let files = try files()
        for file in files where FileManager.default.fileExists(atPath: folder + "/" + file.path) {
            throw BuildError(
                .writeFailed, at: SourceLocation(path: Paths.display(folder + "/" + file.path)), stage: .load,
                "already exists; init writes a new book and overwrites nothing — choose an empty folder")
        }
        for file in files {
            let path = folder + "/" + file.path
            do {
                try FileManager.default.createDirectory(
                    atPath: Paths.directory(of: path), withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: URL(fileURLWithPath: path))
            } catch {
                throw BuildError(
                    .writeFailed, at: SourceLocation(path: Paths.display(path)), stage: .load,
                    "cannot write: \(FileError.describe(error))")
            }
        }
    }

    /// book.yaml, each key with what it does; the title and author as YAML scalars, whatever they hold.
    private func bookYAML() throws(BuildError) -> String {
        func scalar(_ text: String) throws(BuildError) -> String {
            do { return try Yams.serialize(node: Node(text)).trimmingCharacters(in: .newlines) } catch {
                throw BuildError(
                    .invalidValue, at: SourceLocation(path: "book.yaml"), stage: .load, "cannot write '\(text)' as YAML"
                )
            }
        }
        return """
            # The book: `epubbuild build` in this folder writes it as an EPUB.
            # Every key is in the manual's book.yaml reference (docs/book-yaml.md).

            # The title: on the cover, the title page and in readers' libraries.
            title: \(try scalar(title))
            # One or more names.
            authors: [\(try scalar(author))]
            # A BCP 47 tag (en, en-GB, de, ja, …): readers' voices and hyphenation, and the words the build
            # writes (Contents, Inhalt, 目次), follow it.
            language: \(try scalar(language))
            # JPEG, PNG, GIF, WebP or SVG; a cover page shows it first.
            cover: images/cover.svg
            # The reading order: Markdown, XHTML or HTML files.
            chapters:
              - chapters/01-getting-started.md
              - chapters/02-next-steps.md

            """
    }

    /// The starter text, which is English, marked so in a book of another language: unmarked, the first build of a
    /// new Japanese book warned of "10 passages in the Latin script".
    private func markedEnglish(_ chapter: String) -> String {
        guard language.split(separator: "-").first?.lowercased() != "en" else { return chapter }
        // A footnote is written at the chapter's end, outside the div: its text is marked on its own.
        let notesMarked = chapter.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            guard line.hasPrefix("[^"), let colon = line.range(of: "]: ") else { return String(line) }
            return line[..<colon.upperBound] + "<span lang=\"en\">" + line[colon.upperBound...] + "</span>"
        }.joined(separator: "\n")
        return "<!-- This starter text is English, marked so by the div around it: replace both with your own. -->\n"
            + "<div lang=\"en\">\n\n" + notesMarked + "\n</div>\n"
    }

    private var firstChapter: String {
        """
        # Getting Started

        This is the first chapter. Write in Markdown: *emphasis*, **strong**,
        `code`, [links](https://commonmark.org/help/), and lists:

        - one item,
        - and another.

        A footnote says more without interrupting.[^more] The next chapter,
        [Next Steps](02-next-steps.md), shows a figure and some code.

        [^more]: Footnotes become pop-up notes in reading systems that show them.

        """
    }

    private var secondChapter: String {
        """
        # Next Steps

        ## A Figure

        An image alone in its paragraph with a title becomes a figure with a caption:

        ![The cover of this book](../images/cover.svg "The cover")

        ## Some Code

        ```python
        def greet(name):
            return f"Hello, {name}!"
        ```

        Build the book with `epubbuild build` in its folder; `epubbuild build --check` runs epubcheck on it too.

        """
    }

    /// A cover placeholder: the title on a plain page, made as a tree (the title may hold `<` or `&`).
    private func cover() -> String {
        let svg = "http://www.w3.org/2000/svg"
        let tree = XMLTree(rootName: "svg", namespace: svg)
        let root = tree.root!
        for (name, value) in [("version", "1.1"), ("width", "1600"), ("height", "2400"), ("viewBox", "0 0 1600 2400")] {
            root.setAttribute(name, value)
        }
        root.appendElement("title", namespace: svg, text: title)
        let background = root.appendElement("rect", namespace: svg)
        for (name, value) in [("width", "1600"), ("height", "2400"), ("fill", "#2f4858")] {
            background.setAttribute(name, value)
        }
        let text = root.appendElement("text", namespace: svg, text: title)
        for (name, value) in [
            ("x", "800"), ("y", "1100"), ("text-anchor", "middle"), ("font-family", "serif"), ("font-size", "120"),
            ("fill", "#ffffff"),
        ] {
            text.setAttribute(name, value)
        }
        return String(decoding: tree.serialized(indent: true), as: UTF8.self)
    }
}
