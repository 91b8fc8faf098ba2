import Foundation

/// Runs a program and collects what it printed.
struct CommandResult {
    var status: Int32
    var stdout: String
    var stderr: String
}

enum CommandRunner {
    /// `input` is the program's standard input; without it, an empty one (never the test run's own, on which a
    /// program that reads it, as pandoc's command line does, would wait).
    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String] = [:],
        in directory: String? = nil, input: Data? = nil
    ) throws -> CommandResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "SOURCE_DATE_EPOCH")
        for (key, value) in environment { env[key] = value }
        process.environment = env
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let out = Pipe(), err = Pipe(), stdin = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = stdin
        // Written and closed before the program starts, while this end still holds the pipe open: no write can meet
        // a program that has gone (SIGPIPE). A pipe holds 64 KiB, far more than any test's input.
        stdin.fileHandleForWriting.write(input ?? Data())
        try stdin.fileHandleForWriting.close()
        try process.run()
        // Read both pipes before waiting, stderr on its own thread, so a chatty program cannot fill either pipe and
        // block.
        nonisolated(unsafe) var stderr = Data()
        let errorsRead = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            stderr = err.fileHandleForReading.readDataToEndOfFile()
            errorsRead.signal()
        }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        errorsRead.wait()
        process.waitUntilExit()
        return CommandResult(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// The epubbuild CLI.
    static func epubbuild(
        _ arguments: [String], environment: [String: String] = [:], in directory: String? = nil, input: Data? = nil
    ) throws -> CommandResult {
        try run(TestPaths.cli, arguments, environment: environment, in: directory, input: input)
    }
}
