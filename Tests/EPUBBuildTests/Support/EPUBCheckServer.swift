import Foundation

/// A long-lived epubcheck of one release (Tests/EPUBCheckServer/EPUBCheckServer.java): EPUB paths in, what
/// epubcheck printed and its exit status out. One check at a time; tests that check at once wait their turn,
/// which costs nothing on two cores next to the JVM start each check used to pay.
final class EPUBCheckServer: @unchecked Sendable {
    private let jar: String
    private let lock = NSLock()
    // Guarded by `lock`.
    private var process: Process?
    private var requests: FileHandle?
    private var replies: FileHandle?
    private var unread = Data()

    static let source = TestPaths.repository + "/Tests/EPUBCheckServer/EPUBCheckServer.java"
    private static let end = Data("\nEPUBCHECK-SERVER-END ".utf8)

    init(jar: String) { self.jar = jar }

    func check(_ epub: String) throws -> (output: String, status: Int32) {
        lock.lock()
        defer { lock.unlock() }
        if process?.isRunning != true { try start() }
        try send(epub + "\n")
        while true {
            if let reply = takeReply() { return reply }
            let chunk = replies!.availableData
            guard !chunk.isEmpty else {
                process = nil
                throw EPUBCheck.CheckFailure(
                    output: "the epubcheck server of \(jar) ended; run `java -cp \(jar) \(Self.source)` to see why")
            }
            unread.append(chunk)
        }
    }

    /// A server that died must be an error to report, not a SIGPIPE that ends the test process: this thread
    /// blocks the signal while it writes and takes it if it came (signal(7): it goes to the thread that wrote), so
    /// the process's own SIGPIPE handling, which a test checks, stays as it was.
    private func send(_ request: String) throws {
        var pipeSignal = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
        defer {
            var now = timespec(tv_sec: 0, tv_nsec: 0)
            while sigtimedwait(&pipeSignal, nil, &now) == SIGPIPE {}
            pthread_sigmask(SIG_SETMASK, &previous, nil)
        }
        try requests!.write(contentsOf: Data(request.utf8))
    }

    /// The first complete reply in `unread`, removed from it.
    private func takeReply() -> (output: String, status: Int32)? {
        guard let marker = unread.range(of: Self.end),
            let newline = unread[marker.upperBound...].firstIndex(of: UInt8(ascii: "\n"))
        else { return nil }
        let output = String(decoding: unread[..<marker.lowerBound], as: UTF8.self)
        let status = Int32(String(decoding: unread[marker.upperBound..<newline], as: UTF8.self)) ?? -1
        unread.removeSubrange(..<unread.index(after: newline))
        return (output, status)
    }

    private func start() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // The serial collector: the suite runs many other processes beside it on two cores.
        process.arguments = ["java", "-XX:+UseSerialGC", "-cp", jar, Self.source]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        self.process = process
        requests = input.fileHandleForWriting
        replies = output.fileHandleForReading
        unread = Data()
    }
}
