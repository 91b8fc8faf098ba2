import EPUBSupport

/// One chapter file as book.yaml lists it.
public struct ChapterSpec: Equatable, Sendable {
    /// Absolute path of the source file.
    public var file: String
    /// Where the chapter is named in book.yaml, for error messages.
    public var location: SourceLocation
    /// Overrides the title taken from the chapter's first heading.
    public var title: String?
    /// Becomes `epub:type` on the chapter (`chapter`, `preface`, `appendix`, …).
    public var type: String
    /// `false` puts the chapter in the spine with `linear="no"`.
    public var linear: Bool
    /// The name of the chapter's document in the package (`intro` → `text/intro.xhtml`); the file's name when nil.
    public var id: String?
    /// Split the chapter into one document per heading of this level or above (1–6).
    public var split: Int?
    /// How the chapter appears in the table of contents.
    public var tableOfContents = ChapterTOC.headings
    /// Where the print edition's pages begin in the chapter: labels and ids (`pages:`).
    public var pages: [ChapterLink] = []
    /// For a chapter nested in another (`chapters:`): the anchor of the parent's
    /// `toc:` entry its entries sit below (`toc-parent:`); the parent's last entry when nil.
    public var tocParent: String?
    /// The SMIL media overlay that reads the chapter aloud (`media-overlay:`), absolute.
    public var mediaOverlay: String?
    /// Landmarks in the chapter (`landmarks:`), beside those the build gives its own pages.
    public var landmarks: [ChapterLink] = []
    /// The side of a spread the chapter's page takes (fixed layout).
    public var pageSpread: PageSpread?
    /// The chapter's own layout, when it differs from the book's (a reflowable
    /// afterword in a fixed-layout book): an itemref override, EPUB 3.3 §8.2.2.3.
    public var layout: Rendition.Layout?
    /// The chapter's own orientation and spread, when they differ from the
    /// book's: itemref overrides (`rendition:orientation-*`, `rendition:spread-*`), EPUB 3.3 §8.2.2.3.
    public var orientation: Rendition.Orientation?
    public var spread: Rendition.Spread?
    /// For a page of a picture book's folder (`pages:`), the text file its title is read from (`page-1.txt`), there or
    /// not.
    public var descriptionFile: String?
    /// The Markdown the chapter holds when its file does not exist: mdBook's `create-missing` writes a file
    /// SUMMARY.md names and the source folder lacks as `# Title` and builds it (mdBook guide,
    /// format/configuration/general.md). The build writes nothing into the author's folder: it reads this instead.
    public var textWhenMissing: String?
    /// The keys book.yaml (or SUMMARY.md) set for this chapter; front matter fills in only the others.
    public var keysFromList: Set<String> = []
    /// The front matter holds the book's metadata (a Markdown book as pandoc takes it), not the chapter's keys.
    public var frontMatterIsBookMetadata = false
    /// The chapter opens with the book's title as a heading that pandoc's `--shift-heading-level-by` moves below
    /// h1: the title is the book's (`MarkdownBook`), and the page leaves the heading out.
    public var opensWithBookTitle = false
    /// Lines at the top of the file that hold the book's metadata (pandoc's title block), blanked when it is read.
    public var metadataLines = 0
    /// Files read after this one as its continuation, as pandoc joins the files it is given into one text: those that
    /// do not open with a chapter's heading (`MarkdownBook`). Their front matter is the book's metadata.
    public var continuedIn: [String] = []
    /// The format the command line named for the file (pandoc's `-f`: `title.txt` read as Markdown); nil: the file's
    /// extension says.
    public var format: SourceFormat?
    /// How the file is read: the format named for it, or its extension's.
    public var sourceFormat: SourceFormat { format ?? SourceFormat(path: file) }

    public init(
        file: String, location: SourceLocation, title: String? = nil, type: String = "chapter", linear: Bool = true
    ) {
        self.file = file
        self.location = location
        self.title = title
        self.type = type
        self.linear = linear
    }
}
