import Foundation
import Testing

@testable import EPUBBuild
@testable import EPUBFormats
@testable import EPUBModel
@testable import EPUBSupport

/// book.yaml both ways: what `BookSpecWriter` writes, `BookSpecLoader`
/// reads back as the same spec (`unpack -o` writes projects with it).
@Suite struct BookSpecWriterTests {
    /// A spec with every key book.yaml has set away from its default, its files in `folder`.
    private func fullSpec(in folder: String) throws -> BookSpec {
        for file in [
            "text/one.md", "text/two.xhtml", "text/three.md", "art/cover.jpg", "art/p1.png", "styles/a.css",
            "styles/b.css",
            "fonts/serif.otf", "fonts/sans.woff", "fonts/mono.ttf", "audio/one.smil", "../outside/notes.md",
        ] {
            let path = folder + "/" + file
            try FileManager.default.createDirectory(
                atPath: Paths.directory(of: path), withIntermediateDirectories: true)
            try Data((file.hasPrefix("fonts/") ? "wOFF" : "x").utf8).write(to: URL(fileURLWithPath: path))
        }
        try FileManager.default.createDirectory(atPath: folder + "/templates", withIntermediateDirectories: true)
        var metadata = PackageCodecTests.sampleMetadata()
        metadata.authors.append(Contributor(name: "Plain Author", role: "aut"))
        metadata.contributors.append(Contributor(name: "No Role"))
        let here = SourceLocation(path: "book.yaml")
        var one = ChapterSpec(
            file: folder + "/text/one.md", location: here, title: "Eins", type: "preface", linear: false)
        one.id = "eins"
        one.split = 2
        one.tableOfContents = .entries([
            ChapterLink(
                title: "Eins", anchor: nil,
                children: [
                    ChapterLink(title: "Teil", anchor: "teil", location: here)
                ], location: here)
        ])
        one.pages = [
            ChapterLink(title: "12", anchor: "p12", location: here),
            ChapterLink(title: "xiv", anchor: nil, location: here),
        ]
        one.landmarks = [ChapterLink.landmark(type: "bodymatter", title: "Start", anchor: "teil", location: here)]
        one.mediaOverlay = folder + "/audio/one.smil"
        one.pageSpread = .right
        one.layout = .reflowable
        var two = ChapterSpec(file: folder + "/text/two.xhtml", location: here)
        two.tableOfContents = .hidden
        two.tocParent = "teil"
        let picture = ChapterSpec(file: folder + "/art/p1.png", location: here)
        let outside = ChapterSpec(
            file: Paths.directory(of: folder) + "/outside/notes.md", location: here, title: "true")
        var spec = BookSpec(
            specFile: folder + "/book.yaml", directory: folder, metadata: metadata,
            contents: [
                .chapter(one, children: [.chapter(two)]),
                .part(
                    title: "Zwei", location: here,
                    chapters: [
                        .chapter(picture), .chapter(ChapterSpec(file: folder + "/text/three.md", location: here)),
                    ]),
                .chapter(outside),
            ])
        spec.cover = folder + "/art/cover.jpg"
        spec.coverPage = false
        spec.stylesheets = [folder + "/styles/b.css", folder + "/styles/a.css"]
        spec.defaultStylesheet = false
        spec.titlePage = false
        spec.figureNumbers = true
        spec.math = nil
        spec.listingNumbers = true
        spec.figureLabel = "Abbildung"
        spec.listingLabel = "Codebeispiel"
        spec.notes = .endnotes
        spec.remote = .keep
        spec.templates = folder + "/templates"
        spec.linkBase = "https://example.org/book/"
        spec.tableOfContents.depth = 4
        spec.tableOfContents.title = "Inhalt"
        spec.tableOfContents.inSpine = true
        spec.pageProgression = .rtl
        spec.rendition.layout = .prePaginated
        spec.rendition.orientation = .landscape
        spec.rendition.spread = .none
        spec.rendition.viewport = Viewport(width: 1200, height: 1600)
        spec.obfuscatedFonts = [folder + "/fonts/serif.otf", folder + "/fonts/sans.woff"]
        spec.fonts = [folder + "/fonts/serif.otf", folder + "/fonts/mono.ttf"]
        spec.mediaActiveClass = "reading"
        var accessibility = AccessibilityStatement()
        accessibility.summary = "Every picture is described."
        accessibility.hazards = ["flashing", "noSoundHazard"]
        accessibility.conformsTo = "EPUB Accessibility 1.1 - WCAG 2.1 Level AA"
        accessibility.certifiedBy = "Example Certifiers"
        accessibility.certifierCredential = "Certified"
        spec.accessibility = accessibility
        return spec
    }

    /// What a spec says, without where each part was read from.
    private func withoutLocations(_ spec: BookSpec) -> BookSpec {
        let nowhere = SourceLocation(path: "")
        func clear(_ entries: [ChapterLink]) -> [ChapterLink] {
            entries.map {
                ChapterLink(title: $0.title, anchor: $0.anchor, children: clear($0.children), location: nowhere)
            }
        }
        func clear(_ entry: ContentsEntry) -> ContentsEntry {
            switch entry {
            case .chapter(var chapter, let children):
                chapter.location = nowhere
                chapter.keysFromList = []
                chapter.pages = clear(chapter.pages)
                if case .entries(let entries) = chapter.tableOfContents {
                    chapter.tableOfContents = .entries(clear(entries))
                }
                chapter.landmarks = chapter.landmarks.map {
                    ChapterLink(title: $0.title, anchor: $0.anchor, type: $0.type, location: nowhere)
                }
                return .chapter(chapter, children: children.map(clear))
            case .part(let title, _, let chapters):
                return .part(title: title, location: nowhere, chapters: chapters.map(clear))
            case .section(let title, let file, let fragment, _, let children):
                return .section(
                    title: title, file: file, fragment: fragment, location: nowhere, children: children.map(clear))
            case .link(let title, let url, _):
                return .link(title: title, url: url, location: nowhere)
            }
        }
        var spec = spec
        spec.contents = spec.contents.map(clear)
        spec.accessibility?.conformsToLocation = nil
        return spec
    }

    private func readBack(_ spec: BookSpec) throws -> (BookSpec, String) {
        let yaml = try BookSpecWriter.yaml(spec)
        try yaml.write(toFile: spec.specFile, atomically: true, encoding: .utf8)
        var warnings: [Diagnostic] = []
        let read = try BookSpecLoader.load(spec.specFile, warnings: &warnings)
        #expect(warnings.isEmpty)
        return (read, yaml)
    }

    @Test func everyKeyReadsBackAsWritten() throws {
        let folder = TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: Paths.directory(of: folder) + "/outside") }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let spec = try fullSpec(in: folder)
        let (read, yaml) = try readBack(spec)
        #expect(withoutLocations(read) == withoutLocations(spec))
        // Paths are written relative to book.yaml, a page label as text, a default author role not at all.
        #expect(yaml.contains("cover: art/cover.jpg\n"))
        #expect(yaml.contains("- file: ../outside/notes.md\n"))
        #expect(yaml.contains("label: \"12\""))
        #expect(!yaml.contains("role: aut"))
    }

    @Test func aPlainSpecIsWrittenShort() throws {
        let folder = TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "# A\n".write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        let spec = BookSpec(
            specFile: folder + "/book.yaml", directory: folder,
            metadata: PublicationMetadata(
                title: "Short", language: "en", identifier: "urn:uuid:0f1e2d3c-4b5a-4978-8877-665544332211"),
            contents: [.chapter(ChapterSpec(file: folder + "/a.md", location: SourceLocation(path: "")))])
        let (read, yaml) = try readBack(spec)
        #expect(withoutLocations(read) == withoutLocations(spec))
        #expect(
            yaml == """
                title: Short
                language: en
                identifier: urn:uuid:0f1e2d3c-4b5a-4978-8877-665544332211
                chapters:
                - a.md

                """)
    }
}
