import Testing

@testable import EPUBBuild
@testable import EPUBSupport

/// Where the build puts things: its hrefs, relative to the package document's folder, as container paths.
@Suite struct PackageLayoutTests {
    @Test func hrefsBecomeContainerPaths() {
        let layout = PackageLayout()
        #expect(layout.containerPath("text/a b.xhtml") == "EPUB/text/a b.xhtml")
        #expect(layout.packageDocumentPath == "EPUB/package.opf")
        // The references between two hrefs and between their container paths are one.
        #expect(
            layout.containerPath("text/a.xhtml").reference(to: layout.containerPath("media/x.png")).string
                == RelativeReference(from: "text/a.xhtml", to: "media/x.png").string)
    }
}
