import Foundation
import Testing

@testable import EPUBBuild
@testable import EPUBFormats
@testable import EPUBModel
@testable import EPUBSupport

/// book.yaml is defined once, in `BookKeys`; the loader, the writer, the JSON Schema and the manual's reference
/// (docs/book-yaml.md)
/// must say what the table says. `EPUBBUILD_REGENERATE=1` (`make generate`) rewrites the two documents instead of
/// comparing them.
@Suite struct BookKeysTests {
    private static let regenerate = ProcessInfo.processInfo.environment["EPUBBUILD_REGENERATE"] == "1"
    private static let referenceStart =
        "<!-- book-keys: begin; made from Sources/EPUBFormats/BookFile/BookKeys.swift -->"
    private static let referenceEnd = "<!-- book-keys: end -->"

    @Test func theSchemaInTheRepositoryIsTheTables() throws {
        let path = TestPaths.repository + "/" + BookKeys.schemaPath
        let generated = BookKeys.jsonSchema()
        if Self.regenerate { try generated.write(toFile: path, atomically: true, encoding: .utf8) }
        let published = try String(contentsOfFile: path, encoding: .utf8)
        #expect(published == generated, "schema/book.schema.json is stale: run `make generate`")
    }

    @Test func theREADMEReferenceIsTheTables() throws {
        let path = TestPaths.repository + "/docs/book-yaml.md"
        var readme = try String(contentsOfFile: path, encoding: .utf8)
        let start = try #require(readme.range(of: Self.referenceStart), "docs/book-yaml.md lacks the book-keys markers")
        let end = try #require(readme.range(of: Self.referenceEnd, range: start.upperBound..<readme.endIndex))
        let generated = "\n" + BookKeys.markdownReference()
        if Self.regenerate {
            readme.replaceSubrange(start.upperBound..<end.lowerBound, with: generated)
            try readme.write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        #expect(
            String(readme[start.upperBound..<end.lowerBound]) == generated,
            "docs/book-yaml.md is stale: run `make generate`")
    }

    /// Every key is one the loader knows, and each mapping's keys are unique.
    @Test func theLoaderKnowsTheTablesKeys() throws {
        #expect(BookSpecLoader.topLevelKeys == BookKeys.book.keys.map(\.name))
        for mapping in [BookKeys.book, BookKeys.chapter, BookKeys.part, BookKeys.tableOfContents, BookKeys.font] {
            #expect(Set(mapping.keys.map(\.name)).count == mapping.keys.count, "\(mapping.name)")
        }
    }

    /// Absent or set to its default, a key gives the same book.
    @Test(arguments: BookKeys.book.keys.filter { $0.defaultValue != nil })
    func aDefaultIsWhatTheLoaderTakesWithoutTheKey(key: BookKey) throws {
        let folder = try Self.exampleFolder()
        let absent = try load(Self.book([:]), in: folder)
        let given = try load(Self.book([key.name: key.defaultValue!]), in: folder)
        #expect(given == absent, "\(key.name): \(key.defaultValue!)")
    }

    @Test(arguments: BookKeys.chapter.keys.filter { $0.defaultValue != nil })
    func aChapterDefaultIsWhatTheLoaderTakes(key: BookKey) throws {
        let folder = try Self.exampleFolder()
        let given = Self.book(["chapters": "[{file: chapter.md, \(key.name): \(key.defaultValue!)}, nested.md]"])
        #expect(try Self.normalized(load(given, in: folder)) == Self.normalized(load(Self.book([:]), in: folder)))
    }

    @Test(arguments: BookKeys.tableOfContents.keys.filter { $0.defaultValue != nil })
    func aContentsDefaultIsWhatTheLoaderTakes(key: BookKey) throws {
        let folder = try Self.exampleFolder()
        let given = Self.book(["toc": "{\(key.name): \(key.defaultValue!)}"])
        #expect(try load(given, in: folder) == load(Self.book([:]), in: folder))
    }

    /// A key's example is read (the book differs from one without it) and written back as it was read.
    @Test(arguments: BookKeys.book.keys)
    func anExampleIsReadAndWrittenBack(key: BookKey) throws {
        try expectReadAndWrittenBack(Self.book(Self.setting(key)), key: key.name)
    }

    @Test(arguments: BookKeys.chapter.keys.filter { $0.name != "file" })
    func aChapterExampleIsReadAndWrittenBack(key: BookKey) throws {
        try expectReadAndWrittenBack(
            Self.book(["chapters": "[{file: chapter.md, \(key.name): \(key.example)}]"]), key: key.name)
    }

    /// The schema accepts every example and every bundled example book, and refuses what the loader refuses.
    @Test func theSchemaAcceptsWhatTheLoaderTakes() throws {
        let folder = try Self.exampleFolder()
        var files: [String] = []
        let documents =
            BookKeys.book.keys.map { Self.book(Self.setting($0)) }
            + BookKeys.chapter.keys.filter { $0.name != "file" }.map { key in
                Self.book(["chapters": "[{file: chapter.md, \(key.name): \(key.example)}]"])
            }
        for (index, document) in documents.enumerated() {
            let file = folder + "/example-\(index).yaml"
            try document.write(toFile: file, atomically: true, encoding: .utf8)
            _ = try load(document, in: folder)
            files.append(file)
        }
        let examples = try FileManager.default.contentsOfDirectory(atPath: TestPaths.examples)
            .map { TestPaths.examples + "/" + $0 + "/book.yaml" }.filter { FileManager.default.fileExists(atPath: $0) }
        let accepted = try checkWithSchema(files + examples)
        #expect(accepted.status == 0, "\(accepted.stdout)\(accepted.stderr)")

        let refused = [
            "title: T\nchapters: [a.md]\ncolour: red\n", "title: T\nchapters: [a.md]\nlayout: fixed\n",
            "title: T\nchapters: [a.md]\ntoc: {depth: 9}\n", "chapters: [a.md]\n",
            "title: T\nchapters: [a.md]\npages: pages\n", "title: T\nchapters: [{file: a.md, linear: maybe}]\n",
        ]
        for (index, document) in refused.enumerated() {
            let file = folder + "/refused-\(index).yaml"
            try document.write(toFile: file, atomically: true, encoding: .utf8)
            let result = try checkWithSchema([file])
            #expect(result.status == 1 && result.stdout.contains(file), "the schema took \(document)")
        }
    }

    // MARK: - Helpers

    private func expectReadAndWrittenBack(_ document: String, key: String) throws {
        let folder = try Self.exampleFolder()
        let read = try load(document, in: folder)
        #expect(read != (try load(Self.book([:]), in: folder)), "'\(key)' was not read")
        let written = try BookSpecWriter.yaml(read)
        let reread = try Self.normalized(load(written, in: folder))
        #expect(reread == Self.normalized(read), "'\(key)' became\n\(written)\n\(reread)\n\(Self.normalized(read))")
    }

    private func load(_ document: String, in folder: String) throws -> BookSpec {
        try document.write(toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        var warnings: [Diagnostic] = []
        return try BookSpecLoader.load(folder + "/book.yaml", warnings: &warnings)
    }

    private func checkWithSchema(_ files: [String]) throws -> CommandResult {
        try CommandRunner.run(
            "/usr/bin/env",
            [
                "python3", TestPaths.repository + "/scripts/check-book-yaml.py",
                TestPaths.repository + "/"
                    + BookKeys.schemaPath,
            ] + files)
    }

    /// `key` set to its example, beside the key it requires (set to that key's example).
    private static func setting(_ key: BookKey) -> [String: String] {
        var keys = [key.name: key.example]
        if let other = key.requires, let required = BookKeys.book.keys.first(where: { $0.name == other }) {
            keys[other] = required.example
        }
        return keys
    }

    /// A book of `chapter.md` titled T, with `keys` set (a picture book's `pages` replaces its `chapters`).
    private static func book(_ keys: [String: String]) -> String {
        var fields: [(String, String)] = [("title", "T"), ("chapters", "[chapter.md, nested.md]")]
        if keys["pages"] != nil { fields.removeLast() }
        for (key, value) in keys.sorted(by: { $0.key < $1.key }) {
            if let index = fields.firstIndex(where: { $0.0 == key }) {
                fields[index].1 = value
            } else {
                fields.append((key, value))
            }
        }
        return fields.map { "\($0.0): \($0.1)\n" }.joined()
    }

    /// The spec without what says where a chapter was written and which of its keys were: a chapter written
    /// `{file: a.md}` is the chapter written `a.md`.
    private static func normalized(_ spec: BookSpec) -> BookSpec {
        var spec = spec
        spec.contents = spec.contents.map(normalized)
        spec.citationStyleLocation = spec.citationStyleLocation.map { _ in nowhere }
        return spec
    }

    private static func normalized(_ entry: ContentsEntry) -> ContentsEntry {
        switch entry {
        case .chapter(var chapter, let children):
            chapter.location = nowhere
            chapter.keysFromList = []
            // A picture book's page would take its title from this text file: absent, it changes nothing.
            if let file = chapter.descriptionFile, !FileManager.default.fileExists(atPath: file) {
                chapter.descriptionFile = nil
            }
            chapter.pages = chapter.pages.map(normalized)
            chapter.landmarks = chapter.landmarks.map { landmark in
                ChapterLink(title: landmark.title, anchor: landmark.anchor, type: landmark.type, location: nowhere)
            }
            if case .entries(let entries) = chapter.tableOfContents {
                chapter.tableOfContents = .entries(entries.map(normalized))
            }
            return .chapter(chapter, children: children.map(normalized))
        case .part(let title, _, let chapters):
            return .part(title: title, location: nowhere, chapters: chapters.map(normalized))
        case .section, .link:
            return entry
        }
    }

    private static func normalized(_ entry: ChapterLink) -> ChapterLink {
        ChapterLink(
            title: entry.title, anchor: entry.anchor, type: entry.type, children: entry.children.map(normalized),
            location: nowhere)
    }

    private static let nowhere = SourceLocation(path: "")

    /// A folder holding every file the table's examples name.
    private static func exampleFolder() throws -> String {
        let folder = TestPaths.temporaryDirectory()
        let files = [
            "chapter.md": "# One\n", "nested.md": "# Two\n", "book.css": "p { margin: 0 }\n", "Serif.otf": "OTTO",
            "cover.png": "\u{89}PNG", "chapter.smil": "<smil/>\n", "SUMMARY.md": "# Summary\n\n- [One](chapter.md)\n",
            "pages/page-1.png": "\u{89}PNG", "templates/README": "", "images/README": "", "shared/README": "",
            "references.bib": "@book{key, title = {A Book}}\n",
        ]
        for (name, content) in files {
            let path = folder + "/" + name
            try FileManager.default.createDirectory(
                atPath: Paths.directory(of: path), withIntermediateDirectories: true)
            try content.write(toFile: path, atomically: true, encoding: .utf8)
        }
        return folder
    }
}

extension BookKey: CustomTestStringConvertible {
    public var testDescription: String { name }
}
