import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// `epubbuild serve`: the book as it will read, rebuilt on every save, a failed build's errors over the last good
/// book.
@Suite(.serialized) struct ServeCommandTests {
    private struct Status: Decodable {
        var version: Int
        var errors: [String]
    }

    private let port = 20_000 + Int(ProcessInfo.processInfo.processIdentifier % 10_000)

    private func get(_ path: String) throws -> (status: Int, body: Data, type: String?) {
        let url = URL(string: "http://127.0.0.1:\(port)\(path)")!
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var result: (Int, Data, String?) = (0, Data(), nil)
        let session = URLSession(configuration: .ephemeral, delegate: NoRedirects(), delegateQueue: nil)
        session.dataTask(with: url) { data, response, _ in
            let http = response as? HTTPURLResponse
            result = (http?.statusCode ?? 0, data ?? Data(), http?.value(forHTTPHeaderField: "Content-Type"))
            done.signal()
        }.resume()
        done.wait()
        return result
    }

    private func status() throws -> Status? {
        try? JSONDecoder().decode(Status.self, from: get("/_epubbuild/status").body)
    }

    /// Waits up to a minute for `condition` (the suite runs beside this test on two cores); returns how long it took.
    private func wait(_ condition: () throws -> Bool) rethrows -> TimeInterval? {
        let start = Date()
        while Date().timeIntervalSince(start) < 60 {
            if try condition() { return Date().timeIntervalSince(start) }
            usleep(10_000)
        }
        return nil
    }

    /// `epubbuild serve` on a book `init` made, once its first build is served; the caller terminates it.
    private func serveNewBook() throws -> (folder: String, server: Process) {
        let folder = TestPaths.temporaryDirectory() + "/book"
        #expect(try CommandRunner.epubbuild(["init", folder]).status == 0)
        let server = Process()
        server.executableURL = URL(fileURLWithPath: TestPaths.cli)
        server.arguments = ["serve", folder, "--port", String(port)]
        server.standardError = FileHandle.nullDevice
        try server.run()
        #expect(try wait { try status()?.version == 1 } != nil, "the first build is served")
        return (folder, server)
    }

    @Test func theBookIsServedAndRebuiltOnEverySave() throws {
        let (folder, server) = try serveNewBook()
        defer { server.terminate() }

        let root = try get("/")
        #expect(root.status == 302)
        let chapter = try get("/EPUB/text/01-getting-started.xhtml")
        #expect(chapter.status == 200 && chapter.type == "application/xhtml+xml")
        let page = String(decoding: chapter.body, as: UTF8.self)
        #expect(page.contains("<script src=\"/_epubbuild/live.js\"></script>") && page.contains("Getting Started"))
        #expect(try get("/EPUB/styles/book.css").status == 200)
        #expect(try get("/EPUB/nothing.xhtml").status == 404)

        // A save rebuilds: the new page is served, in well under a second.
        let file = folder + "/chapters/01-getting-started.md"
        let text = try String(contentsOfFile: file, encoding: .utf8)
        try text.replacingOccurrences(of: "# Getting Started", with: "# Getting Going").write(
            toFile: file, atomically: true, encoding: .utf8)
        // An editor's save can be several events, and so more than one build: any newer version is the new book.
        let rebuilt = try wait { try (status()?.version ?? 0) > 1 }
        // How long it took is printed, not asserted: a wall-clock bound flakes on a busy machine, and speed is guarded
        // by instruction counts (`make perf-guard`).
        #expect(rebuilt != nil, "rebuilt after a save")
        print("serve: rebuilt \(rebuilt ?? -1) s after the save")
        #expect(
            String(decoding: try get("/EPUB/text/01-getting-started.xhtml").body, as: UTF8.self).contains(
                "Getting Going"))

        // A failed build keeps the last good book and says why; mending it serves the new one.
        let yaml = try String(contentsOfFile: folder + "/book.yaml", encoding: .utf8)
        try yaml.replacingOccurrences(of: "02-next-steps.md", with: "02-gone.md").write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        #expect(try wait { try status()?.errors.isEmpty == false } != nil)
        #expect(try status()?.errors.first?.contains("chapter file 'chapters/02-gone.md' does not exist") == true)
        let good = try status()?.version ?? 0
        #expect(try get("/EPUB/text/02-next-steps.xhtml").status == 200, "the last good book")
        // Writing the missing file is a save too: it had been missed until another file was saved.
        try "# Gone\n\nBack.\n".write(toFile: folder + "/chapters/02-gone.md", atomically: true, encoding: .utf8)
        #expect(try wait { try status().map { $0.version > good && $0.errors.isEmpty } == true } != nil)
        #expect(try get("/EPUB/text/02-gone.xhtml").status == 200)
    }

    /// A book whose first build fails: every page is one that shows the errors and reloads itself (it had been a
    /// text 503 that never did), and the mended book is served.
    @Test func aBookThatHasNotBuiltYetIsShownOnceItDoes() throws {
        let folder = TestPaths.temporaryDirectory() + "/book"
        #expect(try CommandRunner.epubbuild(["init", folder]).status == 0)
        let yaml = try String(contentsOfFile: folder + "/book.yaml", encoding: .utf8)
        try yaml.replacingOccurrences(of: "02-next-steps.md", with: "02-later.md").write(
            toFile: folder + "/book.yaml", atomically: true, encoding: .utf8)
        let server = Process()
        server.executableURL = URL(fileURLWithPath: TestPaths.cli)
        server.arguments = ["serve", folder, "--port", String(port)]
        server.standardError = FileHandle.nullDevice
        try server.run()
        defer { server.terminate() }
        #expect(try wait { try status()?.errors.isEmpty == false } != nil)
        let page = try get("/")
        #expect(page.status == 503 && page.type == "application/xhtml+xml")
        #expect(String(decoding: page.body, as: UTF8.self).contains("<script src=\"/_epubbuild/live.js\"></script>"))
        try "# Later\n\nText.\n".write(toFile: folder + "/chapters/02-later.md", atomically: true, encoding: .utf8)
        #expect(try wait { try status()?.errors.isEmpty == true } != nil)
        #expect(try get("/EPUB/text/02-later.xhtml").status == 200)
    }
}

extension ServeCommandTests {
    /// What reaches the server's socket that a browser would not send: each answered with its status, the server
    /// unharmed; and a port another program holds, said at once with the way out.
    @Test func requestsABrowserWouldNotSendAndAPortInUse() throws {
        let (folder, server) = try serveNewBook()
        defer { server.terminate() }

        #expect(try raw("POST / HTTP/1.1\r\nHost: x\r\n\r\n").hasPrefix("HTTP/1.1 405 "))
        #expect(try raw("hello\r\n\r\n").hasPrefix("HTTP/1.1 400 "))
        // A head past 64 KB is not read on: refused, or the connection reset while the client still sends.
        let endless = try raw(String(repeating: "x", count: 70_000))
        #expect(endless.isEmpty || endless.hasPrefix("HTTP/1.1 400 "), "an endless head is cut off")
        let head = try raw("HEAD /_epubbuild/status HTTP/1.1\r\n\r\n")
        #expect(head.hasPrefix("HTTP/1.1 200 ") && head.hasSuffix("\r\n\r\n"), "HEAD has no body: \(head)")
        // The query is not part of the path, and the path is percent-decoded.
        #expect(try get("/EPUB/text/01%2Dgetting-started.xhtml?x=1").status == 200)
        // Connections that close without a word each free the place they held: more than the server answers at
        // once, and it still answers.
        for _ in 0..<40 { close(try connection()) }
        #expect(try get("/_epubbuild/status").status == 200, "still serving")

        let second = try CommandRunner.epubbuild(["serve", folder, "--port", String(port)])
        #expect(second.status == 1)
        #expect(second.stderr.contains("cannot listen on port \(port)") && second.stderr.contains("--port"))
    }

    /// A socket connected to the server.
    private func connection() throws -> Int32 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        // A server that never answered would hold the test: it fails after 15 s instead.
        var timeout = timeval(tv_sec: 15, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        try #require(connected == 0)
        return socket
    }

    /// Sends `request` as it is and reads the answer until the server closes the connection.
    private func raw(_ request: String) throws -> String {
        let socket = try connection()
        defer { close(socket) }
        _ = Array(request.utf8).withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var answer: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = recv(socket, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            answer += buffer[..<count]
        }
        return String(decoding: answer, as: UTF8.self)
    }
}

/// `/` answers with a redirect, which the test reads rather than follows.
private final class NoRedirects: NSObject, URLSessionTaskDelegate, Sendable {
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }
}
