import Foundation

/// The real epubcheck (Debian package `epubcheck`), run through java since
/// its /usr/bin link does not execute.
struct EPUBCheckReport {
    var fatals: Int
    var errors: Int
    var warnings: Int
    /// The ERROR/WARNING/FATAL lines.
    var messages: [String]

    var isClean: Bool { fatals == 0 && errors == 0 && warnings == 0 }
}

enum EPUBCheck {
    static let jar = "/usr/share/java/epubcheck.jar"

    static func check(_ epub: String) throws -> EPUBCheckReport {
        // epubcheck prints "0 fatals / 0 errors" for a file it could not even open; only its exit status tells.
        guard FileManager.default.fileExists(atPath: epub) else { throw CheckFailure(output: "no file at \(epub)") }
        let result = try CommandRunner.run("/usr/bin/env", ["java", "-jar", jar, epub])
        let output = result.stdout + "\n" + result.stderr
        guard let match = output.firstMatch(of: /Messages: (\d+) fatals? \/ (\d+) errors? \/ (\d+) warnings?/) else {
            throw CheckFailure(output: output)
        }
        let messages = output.split(separator: "\n").filter {
            $0.hasPrefix("ERROR") || $0.hasPrefix("WARNING") || $0.hasPrefix("FATAL")
        }.map(String.init)
        let report = EPUBCheckReport(fatals: Int(match.1)!, errors: Int(match.2)!, warnings: Int(match.3)!, messages: messages)
        if report.isClean && result.status != 0 { throw CheckFailure(output: output) }
        return report
    }

    struct CheckFailure: Error, CustomStringConvertible {
        var output: String
        var description: String { "epubcheck did not report its counts:\n\(output)" }
    }
}
