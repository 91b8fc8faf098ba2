import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What `serve` answers a request with.
struct HTTPResponse {
    var status: Int
    var headers: [(name: String, value: String)] = []
    var body = Data()

    static func text(_ status: Int, _ text: String) -> HTTPResponse {
        HTTPResponse(status: status, headers: [("Content-Type", "text/plain; charset=utf-8")], body: Data(text.utf8))
    }
}

/// A GET-only HTTP/1.1 server on 127.0.0.1, for one author's browser: a
/// thread accepts, a thread per connection answers one request and closes
/// it (`Connection: close`).
///
/// Ours rather than a package's: the server packages on Linux bring either
/// SwiftNIO (minutes more on every clean build) or FoundationNetworking,
/// whose libcurl and thirty shared libraries each `epubbuild build` then
/// loaded and initialised at start, 3 ms of a 45 ms build, for a server only
/// `serve` runs.
final class LocalHTTPServer: Sendable {
    struct StartError: Error, CustomStringConvertible {
        let description: String
    }

    typealias Handler = @Sendable (_ method: String, _ path: String) -> HTTPResponse

    private let socket: Int32
    private let handler: Handler
    /// A request's head is a line and a few headers; a larger one is refused.
    private static let maximumHead = 64 * 1024
    /// Connections answered at once; more wait to be accepted, so that a client
    /// opening connections without end cannot make threads without end.
    private let slots = DispatchSemaphore(value: 32)

    /// Listens on 127.0.0.1:`port`; throws when the port cannot be had.
    init(port: UInt16, handler: @escaping Handler) throws {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw StartError(description: Self.lastError("cannot open a socket")) }
        var yes: Int32 = 1
        setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(socket, 64) == 0 else {
            let message = Self.lastError("cannot listen on port \(port)")
            close(socket)
            throw StartError(description: message)
        }
        self.socket = socket
        self.handler = handler
    }

    /// Accepts connections on a thread of its own; returns at once.
    func start() {
        Thread.detachNewThread { [self] in
            while true {
                slots.wait()
                let connection = accept(socket, nil, nil)
                if connection < 0 {
                    slots.signal()
                    if errno == EINTR || errno == ECONNABORTED { continue }
                    // Out of descriptors or memory for a moment (accept(2)): serving goes on once some are freed.
                    if [EMFILE, ENFILE, ENOBUFS, ENOMEM].contains(errno) {
                        usleep(100_000)
                        continue
                    }
                    return
                }
                Thread.detachNewThread { [self] in
                    answer(connection)
                    slots.signal()
                }
            }
        }
    }

    private func answer(_ connection: Int32) {
        defer { close(connection) }
        // A client that connects and sends nothing would hold its thread for good.
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let response: HTTPResponse
        if let (method, target) = readRequestLine(connection) {
            response =
                method == "GET" || method == "HEAD"
                ? handler(method, Self.path(of: target)) : .text(405, "Only GET is served here.\n")
            write(response, omittingBody: method == "HEAD", to: connection)
        } else {
            write(.text(400, "Not an HTTP request.\n"), omittingBody: false, to: connection)
        }
    }

    /// The method and target of the request line (RFC 9112 §3), once the whole head has arrived.
    private func readRequestLine(_ connection: Int32) -> (String, String)? {
        var head = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while head.range(of: Data("\r\n\r\n".utf8)) == nil {
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0, head.count + count <= Self.maximumHead else { return nil }
            head.append(contentsOf: buffer[..<count])
        }
        guard let line = String(decoding: head, as: UTF8.self).split(separator: "\r\n").first else { return nil }
        let parts = line.split(separator: " ")
        guard parts.count == 3, parts[2].hasPrefix("HTTP/1.") else { return nil }
        return (String(parts[0]), String(parts[1]))
    }

    /// The target's path, without its query, percent-decoded (an origin-form target, RFC 9112 §3.2.1).
    static func path(of target: String) -> String {
        let path = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return String(path).removingPercentEncoding ?? String(path)
    }

    private func write(_ response: HTTPResponse, omittingBody: Bool, to connection: Int32) {
        var head = "HTTP/1.1 \(response.status) \(Self.reason(response.status))\r\n"
        for (name, value) in response.headers { head += "\(name): \(value)\r\n" }
        head += "Content-Length: \(response.body.count)\r\nConnection: close\r\n\r\n"
        var bytes = Data(head.utf8)
        if !omittingBody { bytes += response.body }
        bytes.withUnsafeBytes { raw in
            var sent = 0
            while sent < raw.count {
                // MSG_NOSIGNAL: a browser that closed the page must not stop the server with SIGPIPE.
                let count = send(connection, raw.baseAddress! + sent, raw.count - sent, Int32(MSG_NOSIGNAL))
                guard count > 0 else { return }
                sent += count
            }
        }
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 302: "Found"
        case 400: "Bad Request"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 503: "Service Unavailable"
        default: "Status"
        }
    }

    private static func lastError(_ what: String) -> String {
        "\(what): \(String(cString: strerror(errno)))"
    }
}
