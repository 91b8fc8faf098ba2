/// A link's web address as a browser reads it (the WHATWG URL Standard's parser, for the special schemes http, https
/// and ftp), so that what a browser forgives in a book's source does not make the EPUB invalid: epubcheck checks
/// every href against the standard (RSC-020) and finds `https:/x` to be no URL, and a path into the container
/// besides (RSC-026, RSC-007).
public enum WebAddress {
    public enum Reading: Equatable, Sendable {
        /// Valid as written (spaces around it aside).
        case valid(String)
        /// Valid once written as a browser reads it: the slashes after the scheme (`https:/x`, `https:\\x`,
        /// `https:x`), backslashes in the path.
        case repaired(String)
        /// No browser opens it: the reason, in words.
        case invalid(String)
    }

    /// How `written` reads; an address of another scheme, or no address, is `valid` as it is.
    public static func read(_ written: String) -> Reading {
        if isPlainlyValid(written) { return .valid(written) }
        let trimmed = RelativeReference.trimmingSpaces(written)
        guard RelativeReference.hasScheme(trimmed), let colon = trimmed.firstIndex(of: ":") else {
            return .valid(String(trimmed))
        }
        let scheme = trimmed[..<colon]
        let rest = trimmed[trimmed.index(after: colon)...]
        switch scheme.lowercased() {
        case "mailto", "tel":
            // Their address is all scheme data, where a space or a bracket is no URL's (epubcheck RSC-020).
            return rest.isEmpty
                ? .invalid("it names no address")
                : .valid(String(scheme) + ":" + encodingWhatNoURLHolds(String(rest), brackets: true))
        case "http", "https", "ftp": return readSpecial(scheme: scheme, rest: rest, trimmed: trimmed)
        default: return .valid(String(trimmed))
        }
    }

    /// Most addresses, settled in their bytes: `http://` or `https://`, a host of letters, digits, dots and dashes
    /// (no port, no user), then only characters a URL holds as they are, and no `%` to check.
    private static func isPlainlyValid(_ written: String) -> Bool {
        var bytes = written.utf8[...]
        if bytes.starts(with: "https://".utf8) {
            bytes = bytes.dropFirst(8)
        } else if bytes.starts(with: "http://".utf8) {
            bytes = bytes.dropFirst(7)
        } else {
            return false
        }
        let host = bytes.prefix { $0 != UInt8(ascii: "/") && $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "#") }
        guard let first = host.first, isAlphanumeric(first),
            host.allSatisfy({ isAlphanumeric($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-") })
        else { return false }
        var sawHash = false
        for byte in bytes[host.endIndex...] {
            if byte == UInt8(ascii: "#") {
                if sawHash { return false }
                sawHash = true
            }
            guard isAlphanumeric(byte) || plainPunctuation.contains(byte) else { return false }
        }
        return true
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// The URL code points that are ASCII punctuation, less `%` (checked) and `\\` (a slash to a browser).
    /// (`[` and `]` are no URL code points: an IPv6 host's only.)
    private static let plainPunctuation = Set("!$&'()*+,-./:;=?@_~#".utf8)

    /// URL Standard §4.4: after the scheme, any run of slashes and backslashes (or none) comes before the host;
    /// the host ends at `/`, `\`, `?` or `#`; backslashes in the path are slashes.
    private static func readSpecial(scheme: Substring, rest: Substring, trimmed: Substring) -> Reading {
        let afterSlashes = rest.drop { $0 == "/" || $0 == "\\" }
        let authorityEnd = afterSlashes.firstIndex { "/\\?#".contains($0) } ?? afterSlashes.endIndex
        let authority = afterSlashes[..<authorityEnd]
        if let problem = problem(with: authority) { return .invalid(problem) }
        let tail = afterSlashes[authorityEnd...]
        let pathEnd = tail.firstIndex { $0 == "?" || $0 == "#" } ?? tail.endIndex
        let path = String(tail[..<pathEnd]).replacing("\\", with: "/")
        let address = String(scheme) + "://" + String(authority) + path + String(tail[pathEnd...])
        let structural = address != String(trimmed)
        let encoded =
            encodingWhatNoURLHolds(String(scheme) + "://" + String(authority))
            + encodingWhatNoURLHolds(path + String(tail[pathEnd...]), brackets: true)
        return structural ? .repaired(encoded) : .valid(encoded)
    }

    /// Why the authority (`user@host:port`) names no host a browser reaches; nil when it does.
    private static func problem(with authority: Substring) -> String? {
        let hostAndPort = authority.lastIndex(of: "@").map { authority[authority.index(after: $0)...] } ?? authority
        var host = hostAndPort
        var port: Substring = ""
        if hostAndPort.hasPrefix("[") {
            // An IPv6 address (§3.5): hex digits, colons and dots between brackets, then nothing or a port.
            guard let close = hostAndPort.firstIndex(of: "]") else { return "its IPv6 host is not closed by ']'" }
            host = hostAndPort[...close]
            let after = hostAndPort[hostAndPort.index(after: close)...]
            guard after.isEmpty || after.hasPrefix(":") else { return "'\(after)' follows its IPv6 host" }
            port = after.dropFirst()
            let inner = host.dropFirst().dropLast()
            guard !inner.isEmpty, inner.allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." }) else {
                return "its host '\(host)' is no IPv6 address"
            }
        } else if let colon = hostAndPort.firstIndex(of: ":") {
            host = hostAndPort[..<colon]
            port = hostAndPort[hostAndPort.index(after: colon)...]
        }
        guard !host.isEmpty else { return "it names no host" }
        if !host.hasPrefix("["),
            let forbidden = host.first(where: {
                forbiddenInHost.contains($0) || $0.asciiValue.map { $0 < 0x21 } == true
            })
        {
            return "its host '\(host)' holds '\(forbidden)', which no host name does"
        }
        guard port.allSatisfy(\.isASCII) && port.allSatisfy(\.isNumber),
            port.isEmpty || Int(port).map({ $0 <= 65535 }) == true
        else { return "its port '\(port)' is no port number (0 to 65535)" }
        return nil
    }

    /// §3.5's forbidden host code points.
    private static let forbiddenInHost: Set<Character> = [
        "#", "%", "/", ":", "<", ">", "?", "@", "[", "\\", "]", "^", "|",
    ]

    /// The ASCII a URL cannot hold percent-encoded (space, quotes, angle brackets, braces, `|`, `^`, `\\`, a
    /// backquote, a second `#`; with `brackets`, outside a host, `[` and `]`), and a `%` not followed by two hex
    /// digits written `%25`, as browsers send them. Other text (letters of any script) stays: an IRI is a valid href.
    private static func encodingWhatNoURLHolds(_ address: String, brackets: Bool = false) -> String {
        let bytes = Array(address.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var sawHash = false
        for (index, byte) in bytes.enumerated() {
            let isHex = { (i: Int) in i < bytes.count && Character(UnicodeScalar(bytes[i])).isHexDigit }
            let encode: Bool
            switch byte {
            case UInt8(ascii: "%"): encode = !(isHex(index + 1) && isHex(index + 2))
            case UInt8(ascii: "#"):
                encode = sawHash
                sawHash = true
            case 0..<0x21, 0x7F, UInt8(ascii: "\""), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "`"),
                UInt8(ascii: "\\"),
                UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "|"), UInt8(ascii: "^"):
                encode = true
            case UInt8(ascii: "["), UInt8(ascii: "]"): encode = brackets
            default: encode = false
            }
            if encode {
                out += Array("%".utf8) + Array(String(byte, radix: 16, uppercase: true).leftPadded(to: 2).utf8)
            } else {
                out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
