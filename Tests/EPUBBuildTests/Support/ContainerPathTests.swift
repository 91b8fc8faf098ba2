import Foundation
import Testing

@testable import EPUBSupport

/// Paths from the container root: their one normal form, and the folders around them.
@Suite struct ContainerPathTests {
    @Test(arguments: [
        ("EPUB/text/a.xhtml", "EPUB/text/a.xhtml"),
        ("", ""),
        ("/EPUB/a.xhtml", "EPUB/a.xhtml"),
        ("EPUB//text/", "EPUB/text"),
        ("EPUB/./text/../a.xhtml", "EPUB/a.xhtml"),
        ("../../a.xhtml", "a.xhtml"),
        ("EPUB/.hidden/...", "EPUB/.hidden/..."),
        ("EPUB/a b%20c.xhtml", "EPUB/a b%20c.xhtml"),
    ])
    func normalForm(_ path: String, expected: String) {
        #expect(ContainerPath(path).string == expected)
        #expect(ContainerPath(path) == ContainerPath(expected))
    }

    @Test func foldersAroundAPath() {
        let path: ContainerPath = "EPUB/text/a.xhtml"
        #expect(path.folder == "EPUB/text" && path.folder.folder.folder == .root)
        #expect(ContainerPath("EPUB").appending("text/a.xhtml") == path)
        #expect(ContainerPath.root.appending("mimetype") == "mimetype")
        #expect(path.relativePath(below: "EPUB") == "text/a.xhtml")
        #expect(path.relativePath(below: .root) == "EPUB/text/a.xhtml")
        #expect(path.relativePath(below: "EPUB/te") == nil && path.relativePath(below: path) == nil)
        #expect("\(path)" == "EPUB/text/a.xhtml")
        #expect(["b", "a/c", "a"].map { ContainerPath($0) }.sorted() == ["a", "a/c", "b"])
    }

    @Test(arguments: [
        ("EPUB/text/a.xhtml", "EPUB/text/b.xhtml", "b.xhtml"),
        ("EPUB/text/a.xhtml", "EPUB/media/img/dot.svg", "../media/img/dot.svg"),
        ("EPUB/nav.xhtml", "EPUB/text/a.xhtml", "text/a.xhtml"),
        ("EPUB/package.opf", "EPUB/text/sub/c.xhtml", "text/sub/c.xhtml"),
        ("EPUB/styles/book.css", "EPUB/media/fonts/a b.woff2", "../media/fonts/a%20b.woff2"),
        ("EPUB/text/a.xhtml", "EPUB/media/50%#1?.png", "../media/50%25%231%3F.png"),
        ("EPUB/text/a.xhtml", "EPUB/textual/c.xhtml", "../textual/c.xhtml"),
        ("EPUB/text/a.xhtml", "a.xhtml", "../../a.xhtml"),
        ("", "EPUB/fonts/名前.woff", "EPUB/fonts/%E5%90%8D%E5%89%8D.woff"),
    ])
    func referenceBetweenContainerPaths(from: String, to: String, expected: String) {
        let reference = ContainerPath(from).reference(to: ContainerPath(to))
        #expect(reference.string == expected)
        #expect(reference.resolved(against: ContainerPath(from)) == ContainerPath(to), "resolves back")
        #expect(ContainerPath(from).reference(to: ContainerPath(to), fragment: "s1").string == expected + "#s1")
    }

    /// The reference taken without splitting paths (a target in the document's folder or below it) is the one
    /// the general case gives: checked against that case, written out again here, over paths that take either.
    @Test func theFastCaseAgreesWithTheGeneralOne() {
        func general(from: String, to: String) -> String {
            var fromParts = from.split(separator: "/").dropLast().map(String.init)
            var toParts = to.split(separator: "/").map(String.init)
            while let first = fromParts.first, let other = toParts.first, toParts.count > 1, first == other {
                fromParts.removeFirst()
                toParts.removeFirst()
            }
            return (Array(repeating: "..", count: fromParts.count) + toParts).map(RelativeReference.encode)
                .joined(separator: "/")
        }
        let documents = ["a.xhtml", "EPUB/nav.xhtml", "EPUB/text/a.xhtml", "EPUB/text/sub/a.xhtml"]
        let targets =
            documents + [
                "EPUB/text/b c.xhtml", "EPUB/text/sub/deeper/x.png", "EPUB/media/x.png", "EPUB/é.xhtml", "EPUB//x.png",
                "EPUB/text/", "x",
            ]
        for document in documents {
            for target in targets {
                #expect(RelativeReference(from: document, to: target).string == general(from: document, to: target))
            }
        }
    }

    /// The build's hrefs, relative to the package document's folder, give the references their container paths do.
    @Test func referencesBetweenPackageRelativeHrefs() {
        #expect(RelativeReference(from: "text/a.xhtml", to: "text/b.xhtml").string == "b.xhtml")
        #expect(RelativeReference(from: "text/a.xhtml", to: "media/img/x.png").string == "../media/img/x.png")
        #expect(RelativeReference(from: "nav.xhtml", to: "text/a b.xhtml").string == "text/a%20b.xhtml")
        #expect(RelativeReference(from: "text/a.xhtml", to: "text/é.xhtml").string == "%C3%A9.xhtml")
        #expect(RelativeReference(from: "text/a.xhtml", to: "a.xhtml", fragment: "top").string == "../a.xhtml#top")
        #expect(
            RelativeReference(from: "nav.xhtml", to: "media//x.png").string == "media/x.png", "empty segments dropped")
    }
}

/// Hrefs as documents write them: their parts, and the file they name.
@Suite struct RelativeReferenceTests {
    @Test func pathAndFragment() {
        let reference = RelativeReference("../text/ch%201.xhtml#s2")
        #expect(reference.path == "../text/ch%201.xhtml" && reference.fragment == "s2")
        #expect(RelativeReference("a.xhtml").fragment == nil)
        #expect(RelativeReference("a.xhtml#").fragment == "")
        #expect(RelativeReference("#top").path == "" && RelativeReference("#top").fragment == "top")
        #expect(RelativeReference("a.xhtml#b#c").fragment == "b#c")
    }

    @Test func externalReferences() {
        for external in ["https://example.com/a.png", "mailto:a@example.com", " //cdn.example.com/x.js", "data:,x"] {
            #expect(RelativeReference(external).isExternal, "\(external)")
        }
        for local in ["text/a.xhtml", "./a:b.xhtml", "1a:b", "#top", "", "a%3Ab"] {
            #expect(!RelativeReference(local).isExternal, "\(local)")
        }
    }

    @Test(arguments: [
        ("../images/a%20b.png#x", "OPS/text/ch1.xhtml", "OPS/images/a b.png"),
        ("ch2.xhtml", "OPS/text/ch1.xhtml", "OPS/text/ch2.xhtml"),
        ("", "OPS/text/ch1.xhtml", "OPS/text/ch1.xhtml"),
        ("#note", "OPS/text/ch1.xhtml", "OPS/text/ch1.xhtml"),
        ("/OPS/a.css", "OPS/text/ch1.xhtml", "OPS/a.css"),
        ("../../../../x.png", "OPS/text/ch1.xhtml", "x.png"),
        ("./a/./b//c.png", "OPS/text/ch1.xhtml", "OPS/text/a/b/c.png"),
        ("100%.png", "OPS/ch1.xhtml", "OPS/100%.png"),
        ("EPUB/fonts/%E5%90%8D.woff", "", "EPUB/fonts/名.woff"),
    ])
    func resolvedAgainstTheDocument(_ href: String, document: String, expected: String) {
        #expect(RelativeReference(href).resolved(against: ContainerPath(document)) == ContainerPath(expected))
    }

    @Test func climbingOutOfTheContainer() {
        #expect(RelativeReference("../../a.png").climbsOut(from: "OPS/ch1.xhtml"))
        #expect(RelativeReference("%2E%2E/%2E%2E/a.png").climbsOut(from: "OPS/ch1.xhtml"))
        #expect(!RelativeReference("../a.png#../..").climbsOut(from: "OPS/ch1.xhtml"))
        #expect(!RelativeReference("x/../../a.png").climbsOut(from: "OPS/ch1.xhtml"))
    }

    /// The byte-level encoding gives what Foundation's CharacterSet-based one
    /// gave before it, for every ASCII character and for letters beyond ASCII.
    @Test func encodingMatchesFoundation() {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~!$&'()*+,;=:@")
        let segments =
            (UInt8(1)...UInt8(127)).map { "a" + String(UnicodeScalar($0)) + "z" } + ["café", "日本.png", "ß ü"]
        for segment in segments {
            #expect(
                RelativeReference.encode(segment) == segment.addingPercentEncoding(withAllowedCharacters: allowed),
                "\(segment)")
        }
    }
}
