import Foundation
import Testing

/// What `make install PREFIX=…` lays out: the binary, the templates, the README and the manual, the man page and the
/// shell
/// completions, each where it belongs. `make test` installs into build/install-check before the suite runs (a test
/// cannot run `make install` itself: SwiftPM's lock on .build is held while the tests run).
private let installCheckPrefix = TestPaths.repository + "/build/install-check"

@Suite(
    .enabled(
        if: FileManager.default.fileExists(atPath: installCheckPrefix + "/bin/epubbuild"),
        "no build/install-check: `make test` installs there first; skipping the installation checks"))
struct InstallTests {
    static let prefix = installCheckPrefix

    @Test func makeInstallPutsEverythingWhereItBelongs() throws {
        for file in [
            "/bin/epubbuild", "/share/epubbuild/Templates/nav.xsl", "/share/doc/epubbuild/README.md",
            "/share/doc/epubbuild/docs/book-yaml.md", "/share/doc/epubbuild/docs/book.yaml",
            "/share/bash-completion/completions/epubbuild", "/share/zsh/site-functions/_epubbuild",
            "/share/fish/vendor_completions.d/epubbuild.fish",
        ] {
            let size = (try? FileManager.default.attributesOfItem(atPath: Self.prefix + file))?[.size] as? Int ?? 0
            #expect(size > 0, "\(file) is installed")
        }
        let manual = try String(contentsOfFile: Self.prefix + "/share/man/man1/epubbuild.1", encoding: .utf8)
        for command in ["build", "init", "serve", "unpack", "info", "pack"] {
            #expect(manual.contains(command), "the man page documents \(command)")
        }
        let completion = try String(
            contentsOfFile: Self.prefix + "/share/bash-completion/completions/epubbuild", encoding: .utf8)
        #expect(completion.contains("serve") && completion.contains("--epub-metadata"))
    }

    /// The installed binary finds the installed templates, and its help names the manual.
    @Test func theInstalledBinaryBuildsABook() throws {
        let binary = Self.prefix + "/bin/epubbuild"
        #expect(try CommandRunner.run(binary, ["--help"]).stdout.contains("man epubbuild"))
        let folder = TestPaths.temporaryDirectory() + "/book"
        #expect(try CommandRunner.run(binary, ["init", folder]).status == 0)
        let built = try CommandRunner.run(binary, ["build", folder, "-q"])
        #expect(built.status == 0, "\(built.stderr)")
    }

    /// The installed manual is complete: its chapters and screenshots build as a book with the installed binary.
    @Test func theInstalledManualBuilds() throws {
        let output = TestPaths.temporaryDirectory() + "/manual.epub"
        let built = try CommandRunner.run(
            Self.prefix + "/bin/epubbuild", ["build", Self.prefix + "/share/doc/epubbuild/docs", "-o", output, "-q"])
        #expect(built.status == 0, "\(built.stderr)")
    }
}
