import EPUBBuild
import Foundation
import Testing

/// Manifest properties and landmarks as epubcheck expects them.
@Suite struct ManifestPropertyTests {
    /// `scripted` (EPUB 3.3 §5.6.2) for a script element or an event handler
    /// attribute, not for a form alone. Before: `<p onclick>` gave OPF-014
    /// ("should be declared") and a script-less form OPF-015 ("should not be").
    @Test func scriptedFollowsScriptsAndEventHandlersNotForms() throws {
        let book = TestBuild.fixtureBook("package-scripted")
        let (epub, _) = try TestBuild.build(book)
        let file = try EPUBFile(epub)
        let opf = try file.packagePath()
        func properties(_ href: String) throws -> [String] {
            try file.values("//opf:item[@href='\(href)']/@properties", in: opf)
        }
        #expect(try properties("text/handler.xhtml") == ["scripted"])
        #expect(try properties("text/form.xhtml") == [])
        #expect(try properties("text/script.xhtml") == ["scripted"])
        try EPUBStructure.expectAll(book, epub)
    }

    /// The body starts at the first chapter that is not front matter: a
    /// dedication and a preface come before it, a prologue belongs to the text.
    /// Before: the landmark pointed at the dedication.
    @Test func bodymatterSkipsFrontMatter() throws {
        let book = TestBuild.fixtureBook("package-landmarks")
        let (epub, _) = try TestBuild.build(book)
        let file = try EPUBFile(epub)
        #expect(
            try file.values("//h:nav[@epub:type='landmarks']//h:a[@epub:type='bodymatter']/@href", in: "EPUB/nav.xhtml")
                == ["text/prologue.xhtml"])
        try EPUBStructure.expectAll(book, epub)
    }

    @Test func bodymatterFallsBackToTheFirstChapter() throws {
        let folder = TestPaths.temporaryDirectory()
        try
            "title: Front\nlanguage: en\nchapters: [{file: foreword.md, type: foreword}, {file: preface.md, type: preface}]\n"
            .write(toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        try "# Foreword\n\nBy a friend.\n".write(toFile: folder + "/foreword.md", atomically: true, encoding: .utf8)
        try "# Preface\n\nBy the author.\n".write(toFile: folder + "/preface.md", atomically: true, encoding: .utf8)
        let (epub, _) = try TestBuild.build(folder + "/book.yaml")
        #expect(
            try EPUBFile(epub).values("//h:a[@epub:type='bodymatter']/@href", in: "EPUB/nav.xhtml") == [
                "text/foreword.xhtml"
            ])
        try EPUBStructure.expectAll(folder + "/book.yaml", epub)
    }

    @Test func theFieldGuideBodyStartsAtItsFirstPart() throws {
        let (epub, _) = try TestBuild.build(TestBuild.example("field-guide"))
        #expect(
            try EPUBFile(epub).values("//h:a[@epub:type='bodymatter']/@href", in: "EPUB/nav.xhtml") == [
                "text/part-1.xhtml"
            ])
        try EPUBStructure.expectEPUBCheckClean(epub)
    }
}
