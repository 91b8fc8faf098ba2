import Foundation
import Testing
import XMLTree

/// `epubbuild build` given a folder, or nothing (the current folder), finds
/// the book: book.yaml, else book.toml (mdBook), else book.js, book.json or
/// .gitbook.yaml (GitBook), else a SUMMARY.md alone; and says which file it used.
@Suite struct ProjectDiscoveryTests {
    /// A copy of `Fixtures/projects/<name>` in a new folder (a build without -o writes beside the book file).
    private func project(_ name: String) throws -> (parent: String, folder: String) {
        let parent = TestPaths.temporaryDirectory()
        try FileManager.default.copyItem(atPath: TestPaths.fixture("projects/" + name), toPath: parent + "/" + name)
        return (parent, parent + "/" + name)
    }

    /// The package's title, creators and language, and the chapter documents in spine order.
    private func contents(_ epub: String) throws -> (metadata: [String], spine: [String]) {
        let file = try EPUBFile(epub)
        let opf = try file.package()
        let metadata = opf.select("//dc:title | //dc:creator | //dc:language", namespaces: EPUBFile.namespaces).map(
            \.textContent)
        return (metadata, try file.spinePaths().filter { $0.hasPrefix("EPUB/text/") })
    }

    @Test func noArgumentBuildsTheCurrentFoldersMdBook() throws {
        let (_, folder) = try project("mdbook")
        let result = try CommandRunner.epubbuild(["build"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("using book.toml (mdBook project)\n"))
        let (metadata, spine) = try contents(folder + "/mdbook.epub")
        #expect(metadata == ["A Folder mdBook", "M. Author", "en"])
        #expect(spine == ["EPUB/text/preface.xhtml", "EPUB/text/first-steps.xhtml"])
    }

    @Test func aGitBookFolderIsReadFromItsBookJSON() throws {
        let (parent, folder) = try project("gitbook")
        let result = try CommandRunner.epubbuild(["build", "gitbook/"], in: parent)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("using gitbook/book.json (GitBook project)\n"))
        // plugins, pluginsConfig, links, styles, pdf, gitbook: GitBook's own keys, no warning.
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        let epub = folder + "/gitbook.epub"
        let (metadata, spine) = try contents(epub)
        #expect(metadata == ["Docker 入门", "G. Author", "zh-hans"])
        // The README opens the book, as GitBook puts it first when SUMMARY.md leaves it out; GLOSSARY.md, which no
        // SUMMARY.md lists, ends it, as GitBook makes it a page of its own (it had been left out without a word).
        #expect(
            spine == [
                "EPUB/text/README.xhtml", "EPUB/text/part-1.xhtml", "EPUB/text/image.xhtml",
                "EPUB/text/container.xhtml", "EPUB/text/GLOSSARY.xhtml",
            ])
        let glossary = try EPUBFile(epub)
        #expect(
            try glossary.values("//h:section/@epub:type | //h:h1 | //h:h2", in: "EPUB/text/GLOSSARY.xhtml") == [
                "glossary", "术语表", "镜像", "容器",
            ])
        let description = try EPUBFile(epub).package().select("//dc:description", namespaces: EPUBFile.namespaces).map(
            \.textContent)
        #expect(description == ["A GitBook project as GitBook 3 keeps it."])
        try EPUBStructure.expectEPUBCheckClean(epub)
    }

    /// A GitBook project in several languages (LANGS.md, a folder and a SUMMARY.md per language) is one EPUB per
    /// language, as GitBook builds it: each in its folder's language, with the project's book.json (author,
    /// variables), its includes' `/path` from the language's root. It had stopped: "summary './SUMMARY.md' does not
    /// exist". `-o`, which names one file, is refused with the way to build one language.
    /// GitBook's book.js, the configuration as a script, is read as its book.json would be (it had been ignored
    /// without a word: the title, the language and the variables lost); a value it computes is left out, named.
    @Test func aGitBookFolderIsReadFromItsBookJS() throws {
        let (parent, folder) = try project("gitbook-script")
        let result = try CommandRunner.epubbuild(["build", "gitbook-script"], in: parent)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("using gitbook-script/book.js (GitBook project)\n"), "\(result.stdout)")
        #expect(
            result.stderr.contains(
                "book.js:11:1: warning: [Load] book.js computes 'variables.version' when GitBook runs it"),
            "\(result.stderr)")
        let (metadata, _) = try contents(folder + "/gitbook-script.epub")
        #expect(metadata == ["Scripted Book", "Jane Roe", "de"])
        let page = try EPUBFile(folder + "/gitbook-script.epub").values("//h:p", in: "EPUB/text/README.xhtml")
        #expect(
            page == ["Version  at https://example.org/it's (3)."], "strings, escapes and numbers as the script has them"
        )
    }

    /// A book.json that is no JSON is an error at the place the parser stopped, in the file's own terms (it had been
    /// the parser's message after the file's bare name).
    @Test func aMalformedBookJSONIsAnErrorAtItsLine() throws {
        let (parent, folder) = try project("gitbook")
        try "{\n  \"title\": \"X\",\n  \"plugins\": [\"a\",\n  \"variables\": {}\n}\n"
            .write(toFile: folder + "/book.json", atomically: true, encoding: .utf8)
        let result = try CommandRunner.epubbuild(["build", "gitbook"], in: parent)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "gitbook/book.json:5:1: error: [Load] malformed JSON: did not find expected ',' or ']' "
                    + "(while parsing a flow sequence at 3:14)"), "\(result.stderr)")
    }

    @Test func aScriptThatExportsNoObjectIsAWarning() throws {
        let (parent, folder) = try project("gitbook-script")
        try "module.exports = require('./config');\n".write(
            toFile: folder + "/book.js", atomically: true, encoding: .utf8)
        let result = try CommandRunner.epubbuild(["build", "gitbook-script"], in: parent)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("book.js: warning: [Load] book.js exports no object"), "\(result.stderr)")
    }

    @Test func aGitBookInSeveralLanguagesIsOneBookPerLanguage() throws {
        let (parent, folder) = try project("gitbook-languages")
        let result = try CommandRunner.epubbuild(["build", "gitbook-languages"], in: parent)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("built 2, unchanged 0, failed 0, warnings 0"), "\(result.stderr)")
        #expect(result.stdout.contains("(GitBook project in 2 languages, one EPUB each: "), "\(result.stdout)")
        let english = folder + "/en/en.epub", japanese = folder + "/ja/ja.epub"
        #expect(try contents(english).metadata == ["Reading the Tides", "The Tide Club", "en"])
        #expect(try contents(japanese).metadata == ["潮の読み方", "The Tide Club", "ja"])
        #expect(try EPUBFile(english).values("//h:p", in: "EPUB/text/README.xhtml") == ["There are 2 tides a day."])
        #expect(try EPUBFile(japanese).values("//h:p", in: "EPUB/text/README.xhtml") == ["一日に2回の潮があります。"])
        #expect(
            try EPUBFile(english).values("//h:p", in: "EPUB/text/README-1.xhtml") == ["First, find the harbour."])
        try EPUBStructure.expectEPUBCheckClean(english)
        try EPUBStructure.expectEPUBCheckClean(japanese)
        let one = try CommandRunner.epubbuild(["build", "gitbook-languages", "-o", "x.epub"], in: parent)
        #expect(one.status != 0)
        #expect(one.stderr.contains("this project makes one EPUB per language"), "\(one.stderr)")
    }

    /// book.json as GitBook reads it: `author` a list, an empty `isbn` (what `gitbook init` writes) no identifier,
    /// `zh_CN` the tag `zh-CN`, GitBook's ebook stylesheets (`styles/ebook.css`, `styles/epub.css`) in the EPUB; a
    /// project with no SUMMARY.md, or one listing no page, is its README, as GitBook builds it. Each had been an error
    /// or left out.
    @Test func aGitBooksOwnFormsAreReadAsGitBookReadsThem() throws {
        let folder = try TestPaths.folder(holding: [
            "book.json": "{\"title\": \"T\", \"author\": [\"A One\", \"B Two\"], \"isbn\": \"\", "
                + "\"language\": \"zh_CN\", \"description\": \"\"}",
            "README.md": "# 简介\n\n正文。\n", "styles/epub.css": "p { margin: 0; }\n",
            "styles/ebook.css": "h1 { color: teal; }\n",
        ])
        let (epub, report) = try TestBuild.build(folder + "/book.json")
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        let (metadata, spine) = try contents(epub)
        #expect(metadata == ["T", "A One", "B Two", "zh-CN"])
        #expect(spine == ["EPUB/text/README.xhtml"])
        let file = try EPUBFile(epub)
        #expect(file.entryNames.contains("EPUB/styles/ebook.css") && file.entryNames.contains("EPUB/styles/epub.css"))
        #expect(try file.values("//h:link/@href", in: "EPUB/text/README.xhtml").contains("../styles/epub.css"))
        try EPUBStructure.expectEPUBCheckClean(epub)
        try "# Summary\n".write(toFile: folder + "/SUMMARY.md", atomically: true, encoding: .utf8)
        #expect(try contents(try TestBuild.build(folder + "/book.json").0).spine == ["EPUB/text/README.xhtml"])
    }

    /// GitBook 3 reads Markdown with kramed, where `#简介` (no space) is a heading, as Chinese books write them; a
    /// code block's `#include` stays, and a Git Sync project (CommonMark) keeps `#tag` as text.
    @Test func aGitBook3PageTakesHeadingsWithoutASpace() throws {
        let page = "#简介\n\n正文。\n\n##小节一\n\n```c\n#include <stdio.h>\n```\n"
        let folder = try TestPaths.folder(holding: [
            "book.json": "{\"title\": \"T\", \"language\": \"zh-Hans\"}", "README.md": page,
            "SUMMARY.md": "# Summary\n\n* [简介](README.md)\n",
            "sync/.gitbook.yaml": "root: ./\n", "sync/README.md": page, "sync/SUMMARY.md": "* [简介](README.md)\n",
        ])
        let file = try EPUBFile(try TestBuild.build(folder + "/book.json").0)
        #expect(try file.values("//h:h1 | //h:h2", in: "EPUB/text/README.xhtml") == ["简介", "小节一"])
        #expect(try file.values("//h:pre", in: "EPUB/text/README.xhtml") == ["#include <stdio.h>\n"])
        let synced = try EPUBFile(try TestBuild.build(folder + "/sync/.gitbook.yaml").0)
        #expect(try synced.values("//h:p", in: "EPUB/text/README.xhtml").first == "#简介")
    }

    /// A project that moved to Git Sync keeps book.json (title, author) and `.gitbook.yaml` (where the book is:
    /// `root`, `structure`): each is read under the other's keys, book.json beside `.gitbook.yaml` or in its root.
    /// book.json alone had found no summary at the top (the book was its README), `.gitbook.yaml` alone had lost the
    /// title and author.
    @Test func bookJSONAndGitBookYAMLAreReadTogether() throws {
        let docs: [String: String] = [
            "docs/contents.md": "# Contents\n\n* [Intro](intro.md)\n* [One](one.md)\n", "docs/intro.md": "# Intro\n",
            "docs/one.md": "# One\n",
        ]
        let json = "{\"title\": \"Synced\", \"author\": \"Ann Author\", \"language\": \"en\"}"
        let yaml = "root: ./docs/\nstructure:\n  readme: intro.md\n  summary: contents.md\n"
        let beside = try TestPaths.folder(holding: docs.merging(["book.json": json, ".gitbook.yaml": yaml]) { $1 })
        let inRoot = try TestPaths.folder(
            holding: docs.merging(["docs/book.json": json, ".gitbook.yaml": yaml]) { $1 })
        for (folder, used) in [(beside, "book.json"), (inRoot, ".gitbook.yaml")] {
            let result = try CommandRunner.epubbuild(["build", "-o", folder + "/out.epub"], in: folder)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.hasPrefix("using \(used) (GitBook project)\n"))
            let (metadata, spine) = try contents(folder + "/out.epub")
            #expect(metadata == ["Synced", "Ann Author", "en"])
            #expect(spine == ["EPUB/text/intro.xhtml", "EPUB/text/one.xhtml"])
        }
    }

    /// A GitBook summary entry naming a folder (`* [Guide](guide/)`) is the folder's README.md, as GitBook reads it;
    /// it had been an error that the entry was neither Markdown nor XHTML.
    @Test func aGitBookEntryNamingAFolderIsItsReadme() throws {
        let folder = try TestPaths.folder(holding: [
            "book.json": "{\"title\": \"T\", \"language\": \"en\"}", "README.md": "# Intro\n",
            "SUMMARY.md": "# Summary\n\n* [Intro](README.md)\n* [Guide](guide/)\n", "guide/README.md": "# Guide\n",
        ])
        let (epub, report) = try TestBuild.build(folder + "/book.json")
        #expect(try contents(epub).spine == ["EPUB/text/README.xhtml", "EPUB/text/README-1.xhtml"])
        #expect(try EPUBFile(epub).values("//h:h1", in: "EPUB/text/README-1.xhtml") == ["Guide"])
        #expect(report.warnings.isEmpty, "\(report.warnings)")
    }

    /// A language's book without a book.json of its own is in its folder's language, whatever the project's
    /// book.json says (it had been the project's `"language": "en"`).
    @Test func aLanguagesBookIsInItsFoldersLanguage() throws {
        let folder = try TestPaths.folder(holding: [
            "LANGS.md": "* [English](en/)\n* [日本語](ja/)\n",
            "book.json": "{\"title\": \"Tutorial\", \"language\": \"en\"}",
            "en/SUMMARY.md": "# Summary\n\n* [One](one.md)\n", "en/README.md": "# Tides\n", "en/one.md": "# One\n",
            "ja/SUMMARY.md": "# Summary\n\n* [基本](one.md)\n", "ja/README.md": "# 潮\n", "ja/one.md": "# 基本\n",
        ])
        let result = try CommandRunner.epubbuild(["build", "."], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try contents(folder + "/ja/ja.epub").metadata == ["Tutorial", "ja"])
        #expect(try contents(folder + "/en/en.epub").metadata == ["Tutorial", "en"])
    }

    @Test func aGitSyncFolderTakesItsRootAndStructure() throws {
        let (parent, folder) = try project("gitbook-sync")
        let result = try CommandRunner.epubbuild(["build", "gitbook-sync"], in: parent)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("using gitbook-sync/.gitbook.yaml (GitBook project)\n"))
        // No title anywhere but the README's heading, as GitBook takes it.
        let (metadata, spine) = try contents(folder + "/gitbook-sync.epub")
        #expect(metadata == ["Synced Handbook", "en"])
        #expect(spine == ["EPUB/text/intro.xhtml", "EPUB/text/usage.xhtml"])
        // A page's front-matter description, as GitBook's editor writes it, is the lead under its title, as there.
        let usage = try EPUBFile(folder + "/gitbook-sync.epub").xml("EPUB/text/usage.xhtml")
        let lead = usage.select(
            "//h:h1/following-sibling::h:p[1][@class='description']", namespaces: EPUBFile.namespaces)
        #expect(lead.map(\.textContent) == ["How to run it, in one step."])
        try EPUBStructure.expectEPUBCheckClean(folder + "/gitbook-sync.epub")
    }

    @Test func aLoneSummaryIsABook() throws {
        let (_, folder) = try project("summary-only")
        let result = try CommandRunner.epubbuild(["build", "."], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("using SUMMARY.md (summary without a book file)\n"))
        #expect(
            result.stderr
                == "SUMMARY.md:1:1: warning: [Load] the project gives no title and it has no README.md; using the folder's name, 'summary-only' — give the README a '# Title' heading, or a book.json beside it {\"title\": …}\n"
        )
        let (metadata, spine) = try contents(folder + "/summary-only.epub")
        #expect(metadata == ["summary-only", "en"])
        #expect(spine == ["EPUB/text/alpha.xhtml", "EPUB/text/beta.xhtml"])
    }

    @Test func quietSaysNothingOfTheFileUsed() throws {
        let (_, folder) = try project("mdbook")
        let result = try CommandRunner.epubbuild(["build", "-q"], in: folder)
        #expect(result.status == 0 && result.stdout.isEmpty, "\(result.stdout)")
    }

    @Test func aFolderWithoutABookSaysWhatWasLookedFor() throws {
        let folder = TestPaths.temporaryDirectory()
        let result = try CommandRunner.epubbuild(["build"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.stderr
                == ".: error: [Load] no book file in this folder: looked for book.yaml, book.toml, book.js, book.json, .gitbook.yaml, SUMMARY.md — name the file to build\n"
        )
    }
}
