import EPUBBuild
import EPUBRead
import Foundation

/// A small valid EPUB 3 with an NCX, held in memory: what the reading side's
/// fuzz targets mutate one entry of.
enum SampleEPUB {
    static let files: [(name: String, text: String)] = [
        ("mimetype", "application/epub+zip"),
        (
            "META-INF/container.xml",
            """
            <?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">\
            <rootfiles><rootfile full-path="OPS/package.opf" media-type="application/oebps-package+xml"/></rootfiles></container>
            """
        ),
        (
            "OPS/package.opf",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id" xml:lang="en">
            <metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="id">urn:uuid:0b5e7f2a-1c3d-4e5f-8a9b-0c1d2e3f4a5b</dc:identifier>
            <dc:title>Sample</dc:title><dc:language>en</dc:language><dc:creator>A. Writer</dc:creator>
            <meta property="dcterms:modified">2024-01-01T00:00:00Z</meta></metadata>
            <manifest><item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
            <item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/>
            <item id="ch1" href="ch1.xhtml" media-type="application/xhtml+xml" properties="svg"/>
            <item id="css" href="style.css" media-type="text/css"/>
            <item id="img" href="img.svg" media-type="image/svg+xml"/></manifest>
            <spine toc="ncx"><itemref idref="ch1"/></spine></package>
            """
        ),
        (
            "OPS/nav.xhtml",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" lang="en"><head><title>Contents</title></head>
            <body><nav epub:type="toc"><h1>Contents</h1><ol><li><a href="ch1.xhtml#s1">One</a></li></ol></nav>
            <nav epub:type="landmarks"><ol><li><a epub:type="bodymatter" href="ch1.xhtml">Start</a></li></ol></nav>
            <nav epub:type="page-list"><ol><li><a href="ch1.xhtml#p1">1</a></li></ol></nav></body></html>
            """
        ),
        (
            "OPS/toc.ncx",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1"><head><meta name="dtb:uid" content="x"/></head>
            <docTitle><text>Sample</text></docTitle><navMap><navPoint id="n1" playOrder="1"><navLabel><text>One</text></navLabel>
            <content src="ch1.xhtml#s1"/></navPoint></navMap></ncx>
            """
        ),
        (
            "OPS/ch1.xhtml",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE html>
            <html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" lang="en">
            <head><title>One</title><link rel="stylesheet" href="style.css"/></head>
            <body><section id="s1"><h1>One</h1><p id="p1">Text &amp; <em>more</em> text<span epub:type="pagebreak" id="pb" title="1"/>.</p>
            <p><img src="img.svg" alt="A circle"/></p><table><tr><th>a</th></tr><tr><td>b</td></tr></table>
            <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><circle cx="5" cy="5" r="4"/></svg></section></body></html>
            """
        ),
        (
            "OPS/style.css",
            "@font-face { font-family: F; src: url(none.woff); }\nbody { margin: 0 5%; }\nh1 { color: #333; }\n"
        ),
        (
            "OPS/img.svg",
            """
            <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 20 20"><circle cx="10" cy="10" r="8" fill="teal"/></svg>
            """
        ),
    ]

    static func entry(for target: FuzzTarget) -> String {
        switch target {
        case .container: "META-INF/container.xml"
        case .navigation: "OPS/nav.xhtml"
        case .ncx: "OPS/toc.ncx"
        case .chapter: "OPS/ch1.xhtml"
        case .stylesheet: "OPS/style.css"
        case .image: "OPS/img.svg"
        default: "OPS/package.opf"
        }
    }

    /// The sample with `entry` holding `data`, through every reader of EPUBs: open, `info`, unpack to a project and to
    /// one page.
    static func exercise(replacing entry: String, with data: Data, in work: String) {
        let storage = MemoryStorage(
            name: "fuzz.epub",
            files: files.map { file in (file.name, file.name == entry ? data : Data(file.text.utf8)) })
        for (index, mode) in [Unpacker.Mode.project, .html].enumerated() {
            guard let container = try? EPUBContainer(storage: storage) else { return }
            let reader = EPUBReader(container: container)
            if index == 0, let publication = try? reader.read() {
                _ = PublicationInfo(publication, file: "fuzz.epub", found: reader.accessibilityFacts(of: publication))
                    .json()
            }
            _ = try? Unpacker().run(opened: reader, to: work + (mode == .html ? "/book.html" : "/project"), mode: mode)
        }
    }
}
