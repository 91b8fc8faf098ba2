import Foundation
import Testing

/// A file the system refuses to read is told as refused, with its reason: not as missing, nor as "not an image",
/// which would send the author looking for the wrong thing.
@Suite struct UnreadableFilesTests {
    /// The build, run as a user the permissions bind: root reads anything, so as root the build runs as `nobody`.
    private func buildAsUnprivileged(_ folder: String) throws -> CommandResult? {
        guard getuid() == 0 else { return try CommandRunner.epubbuild(["build", folder, "-q"]) }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else { return nil }
        return try CommandRunner.run(
            "/usr/bin/setpriv",
            ["--reuid=65534", "--regid=65534", "--clear-groups", TestPaths.cli, "build", folder, "-q"],
            environment: ["EPUBBUILD_TEMPLATES": TestPaths.templates])
    }

    @Test func aRefusedChapterFolderImageCoverOrStylesheetIsToldAsRefused() throws {
        let folder = try TestPaths.folder(holding: [
            "book.yaml": "title: T\nlanguage: en\ncover: cover.png\ncss: [s.css]\nchapters: [text/a.md]\n",
            "text/a.md": "# A\n\n![A bird](../bird.png)\n",
            "s.css": "p { margin: 0 }\n",
        ])
        for image in ["cover.png", "bird.png"] {
            try FileManager.default.copyItem(
                atPath: TestPaths.repository + "/Examples/field-guide/images/pigeon.png", toPath: folder + "/" + image)
        }
        // The unprivileged build writes its EPUB here.
        chmod(folder, 0o777)
        let cases: [(file: String, mode: mode_t, message: String)] = [
            ("text", 0o000, "book.yaml:5:12: error: [Load] chapter file 'text/a.md' cannot be read ("),
            ("text/a.md", 0o000, "error: [Ingest] cannot read chapter"),
            ("bird.png", 0o000, "a.md:3:11: error: [Resolve] '../bird.png' cannot be read (permission denied)"),
            (
                "cover.png", 0o000,
                "book.yaml:3:8: error: [Resolve] cover 'cover.png' cannot be read (permission denied)"
            ),
            ("s.css", 0o000, "error: [Resolve] cannot read the stylesheet: permission denied"),
        ]
        for (file, mode, message) in cases {
            let path = folder + "/" + file
            let before = (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? 0o644
            chmod(path, mode)
            defer { chmod(path, mode_t(before)) }
            guard let result = try buildAsUnprivileged(folder) else {
                Issue.record("no way to run the build as a user that permissions bind (setpriv is missing)")
                return
            }
            #expect(result.status == 1, "\(file)")
            #expect(result.stderr.contains(message), "\(file): \(result.stderr)")
            #expect(result.stderr.contains("permission denied"), "\(file): \(result.stderr)")
            #expect(!result.stderr.contains("does not exist") && !result.stderr.contains("is not an image"))
        }
        // Readable again, the book builds.
        #expect(try buildAsUnprivileged(folder)?.status == 0)
    }
}
