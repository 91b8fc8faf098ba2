import Testing

@testable import EPUBSupport

/// The path pieces, which split on the bytes `/` and `.` as the file system does.
@Suite struct PathsTests {
    @Test(arguments: [
        ("a/b.txt", "b.txt", "a", "b", "txt"),
        ("a/b/", "b", "a", "b", ""),
        ("/", "/", "/", "/", ""),
        ("/tmp", "tmp", "/", "tmp", ""),
        ("b.tar.gz", "b.tar.gz", "", "b.tar", "gz"),
        (".hidden", ".hidden", "", ".hidden", ""),
        ("x", "x", "", "x", ""),
        ("a//", "a", "", "a", ""),
        ("書/第一章.MD", "第一章.MD", "書", "第一章", "md"),
        // A combining mark after a slash or a dot is its own letter to a path: the split stays at the byte.
        ("a/\u{301}b.\u{301}x", "\u{301}b.\u{301}x", "a", "\u{301}b", "\u{301}x"),
    ])
    func pieces(path: String, last: String, directory: String, stem: String, fileExtension: String) {
        #expect(Paths.lastComponent(path) == last)
        #expect(Paths.directory(of: path) == directory)
        #expect(Paths.stem(path) == stem)
        #expect(Paths.fileExtension(path) == fileExtension)
    }

    /// A name as long as an attacker writes it costs its length, once: `directory(of:)` used to count the path at
    /// every trailing slash and walk grapheme breaks.
    @Test func aLongNameIsSplitInOnePass() {
        let path = "folder/" + String(repeating: "a", count: 200_000) + ".png" + String(repeating: "/", count: 3)
        #expect(Paths.fileExtension(path) == "png")
        #expect(Paths.directory(of: path) == "folder")
    }

    /// `absolute` returns a clean path as it is and normalises any other by splitting it: both ways give what the
    /// split alone gives, checked here on every path made of a few pieces that matter (`.`, `..`, `//`, a hidden
    /// name, a trailing `/`).
    @Test func aCleanPathIsReturnedAsTheSplitWouldMakeIt() {
        let pieces = ["a", ".", "..", "", ".h", "b.md", "書"]
        var checked = 0
        for first in pieces {
            for second in pieces {
                for third in pieces {
                    let relative = [first, second, third].joined(separator: "/")
                    for directory in ["/book", "/book/", "/", "/x/./y", "book"] {
                        #expect(
                            Paths.absolute(relative, relativeTo: directory)
                                == Self.splitAndJoined(relative.hasPrefix("/") ? relative : directory + "/" + relative),
                            "\(directory) + \(relative)")
                        checked += 1
                    }
                }
            }
        }
        #expect(Paths.absolute("/a/b/c.md", relativeTo: "/x") == "/a/b/c.md")
        #expect(Paths.absolute("", relativeTo: "/a/b/") == "/a/b")
        #expect(checked == 7 * 7 * 7 * 5)
    }

    /// What `absolute` made of every path before its shortcut: segments split on `/`, `.` dropped, `..` climbing.
    private static func splitAndJoined(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }
}
