import EPUBBuild
import Foundation
import Testing

/// `epubbuild info`: failures in JSON and on standard output.
@Suite struct InfoTests {
    @Test func oneFailingBookPrintsNothingOnStandardOutput() throws {
        let folder = TestPaths.temporaryDirectory()
        try "text".write(toFile: folder + "/bad.epub", atomically: true, encoding: .utf8)
        for flags in [["--json"], []] {
            let result = try CommandRunner.epubbuild(["info", "bad.epub"] + flags, in: folder)
            #expect(result.status == 1)
            #expect(result.stdout == "", "\(flags)")
            #expect(result.stderr == "bad.epub: error: [Open] not a zip archive, or a damaged one: Not a zip archive\n")
        }
    }

    @Test func severalBooksListEachFailureInTheArray() throws {
        let folder = TestPaths.temporaryDirectory()
        try "text".write(toFile: folder + "/bad.epub", atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(atPath: try FixturePacker.pack("languages"), toPath: folder + "/good.epub")
        let result = try CommandRunner.epubbuild(
            ["info", "bad.epub", "good.epub", "missing.epub", "--json"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.stdout.hasPrefix(
                """
                [
                {
                  "error" : "not a zip archive, or a damaged one: Not a zip archive",
                  "file" : "bad.epub"
                },
                {
                  "accessibilityFound" : {
                    "decorativeImages" : 0,

                """), "\(result.stdout)")
        #expect(
            result.stdout.hasSuffix(
                """
                },
                {
                  "error" : "file does not exist",
                  "file" : "missing.epub"
                }
                ]

                """))
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(objects.map { $0["file"] as? String } == ["bad.epub", "good.epub", "missing.epub"])
        #expect(
            objects[1]["title"] as? String == "Two Languages" && objects[1]["skipped"] == nil,
            "no 'skipped' key when nothing was skipped")
    }
}
