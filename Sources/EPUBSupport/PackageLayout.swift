import Foundation

/// Where things go inside the container. The one place that names folders,
/// so no stage hard-codes them.
public struct PackageLayout: Sendable {
    /// The folder holding the package document, relative to the container root.
    public var root = "EPUB"
    public var packageDocument = "package.opf"
    public var navigation = "nav.xhtml"
    public var ncx = "toc.ncx"
    public var cover = "cover.xhtml"
    public var titlePage = "titlepage.xhtml"
    public var textFolder = "text"
    public var styleFolder = "styles"
    public var mediaFolder = "media"

    public init() {}

    /// The container path of a file the build names by its path relative to the package document's folder
    /// (`text/ch1.xhtml`, the hrefs of the stages before Package): the one place the two frames meet.
    public func containerPath(_ href: String) -> ContainerPath { ContainerPath(root).appending(href) }

    /// The package document's own container path (`EPUB/package.opf`), which container.xml names.
    public var packageDocumentPath: ContainerPath { containerPath(packageDocument) }

    /// A file name that every reading system and zip tool accepts, in the
    /// author's own script: in ASCII, letters, digits, `-`, `_` and `.` (a
    /// space or `%` would need escaping in every href, epubcheck PKG-010);
    /// beyond it, letters, marks and digits of any script (`草枕.xhtml`,
    /// `فصل-١.xhtml`), so the chapters stay tell-apart. Everything else, among
    /// it what OCF 3.3 §4.1.3 forbids (controls, private use, non-characters),
    /// becomes `-`; a name never starts with a dot.
    public static func safeName(_ name: String) -> String {
        let mapped = name.map { keeps($0) ? $0 : "-" }
        var result = String(mapped)
        while result.hasPrefix(".") { result.removeFirst() }
        return result.isEmpty ? "file" : result
    }

    private static func keeps(_ character: Character) -> Bool {
        if character.isASCII {
            return character.isLetter || character.isNumber || character == "-" || character == "_" || character == "."
        }
        return character.unicodeScalars.allSatisfy { scalar in
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
                !scalar.properties.isNoncharacterCodePoint
            default:
                false
            }
        }
    }
}
