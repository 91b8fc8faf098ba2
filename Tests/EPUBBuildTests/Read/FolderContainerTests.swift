import Foundation
import Testing

@testable import EPUBBuild
@testable import EPUBRead
@testable import EPUBSupport

/// `info`, `unpack -o` and `unpack --html` read a folder holding an unpacked
/// EPUB (what `unpack --raw` writes) as they read the `.epub`.
@Suite struct FolderContainerTests {
    private static let books = ["idpf-moby-dick", "idpf-regime-anticancer-arabic", "idpf-wasteland-otf-obf"]
    private static let hasCorpus = FileManager.default.fileExists(
        atPath: TestPaths.corpus + "/epub/idpf-moby-dick.epub")

    @Test(
        .enabled(if: hasCorpus, "../shared/corpus is not beside this clone; skipping the corpus EPUBs"),
        arguments: books)
    func aFolderReadsAsItsEPUB(_ name: String) throws {
        let epub = TestPaths.corpus + "/epub/" + name + ".epub"
        let work = TestPaths.temporaryDirectory()
        _ = try Unpacker().unpack(epub, to: work + "/raw", mode: .raw)

        let fromEPUB = try EPUBReader(path: epub).read(), fromFolder = try EPUBReader(path: work + "/raw").read()
        #expect(PublicationInfo(fromFolder, file: "book").json() == PublicationInfo(fromEPUB, file: "book").json())

        _ = try Unpacker().unpack(epub, to: work + "/project-a", mode: .project)
        _ = try Unpacker().unpack(work + "/raw", to: work + "/project-b", mode: .project)
        #expect(try Self.files(in: work + "/project-b") == Self.files(in: work + "/project-a"))

        _ = try Unpacker().unpack(epub, to: work + "/a.html", mode: .html)
        _ = try Unpacker().unpack(work + "/raw", to: work + "/b.html", mode: .html)
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: work + "/b.html"))
                == Data(contentsOf: URL(fileURLWithPath: work + "/a.html")))
    }

    /// Memory holds a fixture container without zipping it.
    @Test func aContainerInMemoryReadsLikeAnArchive() throws {
        let folder = TestPaths.fixture("epub/languages")
        let names = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [])
            .filter { Paths.isRegularFile(folder + "/" + $0) }.sorted()
        let storage = MemoryStorage(
            name: "languages",
            files: try names.map { ($0, try Data(contentsOf: URL(fileURLWithPath: folder + "/" + $0))) })
        let publication = try EPUBReader(container: try EPUBContainer(storage: storage)).read()
        let packed = try EPUBReader(path: try FixturePacker.pack("languages")).read()
        #expect(PublicationInfo(publication, file: "x").json() == PublicationInfo(packed, file: "x").json())
    }

    /// A link inside the folder is refused like a link entry in a zip: nothing outside the folder is read.
    @Test func aSymbolicLinkInTheFolderIsNotFollowed() throws {
        let work = TestPaths.temporaryDirectory()
        _ = try Unpacker().unpack(try FixturePacker.pack("languages"), to: work + "/raw", mode: .raw)
        try "secret".write(toFile: work + "/secret.txt", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: work + "/raw/EPUB/leak.txt", withDestinationPath: work + "/secret.txt")
        let container = try EPUBContainer(path: work + "/raw")
        #expect(!container.contains("EPUB/leak.txt"))
        #expect(container.warnings.map(\.message).contains("a symbolic link; skipped"))
    }

    private static func files(in folder: String) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for name in FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []
        where Paths.isRegularFile(folder + "/" + name) {
            result[name] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))
        }
        return result
    }
}
