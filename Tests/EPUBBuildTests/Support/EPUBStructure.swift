import Foundation
import Testing
import XMLTree

@testable import EPUBBuild
@testable import EPUBFormats
@testable import EPUBModel
@testable import EPUBSupport

/// Checks every book the tests build must pass, whatever its content.
enum EPUBStructure {
    /// Every XHTML, OPF, NCX and XML entry parses as well-formed XML.
    static func expectWellFormed(_ file: EPUBFile) throws {
        for name in file.entryNames
        where ["xhtml", "opf", "ncx", "xml", "svg"].contains((name as NSString).pathExtension) {
            #expect(throws: Never.self, "\(name) is well-formed") { _ = try file.xml(name) }
        }
    }

    /// The chapters in the spine follow book.yaml's order.
    static func expectSpineFollows(_ spec: BookSpec, _ file: EPUBFile) throws {
        let chapterPaths = try file.spinePaths().filter {
            ($0.contains("/text/") || $0.contains("/media/")) && !$0.contains("/text/part-")
        }
        // Chapters sharing a file name (mdBook's README.md in several folders) are numbered in order: README, README-1,
        // …
        var seen: [String: Int] = [:]
        let expected = spec.chapters.map { chapter -> String in
            // A picture is in the spine as the image it is, below media/ as it is below the book's folder.
            if PictureBookPages.imageExtensions.contains((chapter.file as NSString).pathExtension.lowercased()) {
                return "EPUB/media/" + chapter.file.dropFirst(spec.directory.count + 1)
            }
            let name = PackageLayout.safeName(
                ((chapter.file as NSString).lastPathComponent as NSString).deletingPathExtension)
            defer { seen[name, default: 0] += 1 }
            return "EPUB/text/" + name + (seen[name].map { "-\($0)" } ?? "") + ".xhtml"
        }
        // Documents the chapters link that the list lacks follow them, out of the reading order (linear="no").
        #expect(Array(chapterPaths.prefix(expected.count)) == expected)
        let outOfOrder = try file.package().select("//opf:itemref[@linear='no']", namespaces: EPUBFile.namespaces).count
        #expect(
            chapterPaths.count - expected.count <= outOfOrder,
            "\(chapterPaths.dropFirst(expected.count)) follow the listed chapters in the reading order")
    }

    /// Every link of the nav's toc and landmarks and every NCX navPoint lands on an existing file and id.
    static func expectNavigationTargetsExist(_ file: EPUBFile) throws {
        let opfPath = try file.packagePath()
        let opf = try file.package()
        let navHref = opf.select(
            "//opf:item[contains(concat(' ', @properties, ' '), ' nav ')]/@href", namespaces: EPUBFile.namespaces
        ).first!.textContent
        let navPath = EPUBFile.resolve(navHref, against: opfPath)
        let ncxHref = opf.select(
            "//opf:item[@media-type='application/x-dtbncx+xml']/@href", namespaces: EPUBFile.namespaces
        ).first!.textContent
        let ncxPath = EPUBFile.resolve(ncxHref, against: opfPath)
        let navLinks = try file.xml(navPath).select("//h:nav//h:a/@href", namespaces: EPUBFile.namespaces).map {
            ($0.textContent, navPath)
        }
        let ncxLinks = try file.xml(ncxPath).select("//ncx:content/@src", namespaces: EPUBFile.namespaces).map {
            ($0.textContent, ncxPath)
        }
        #expect(!navLinks.isEmpty && !ncxLinks.isEmpty)
        #expect(navLinks.count >= ncxLinks.count)
        for (href, base) in navLinks + ncxLinks {
            let target = EPUBFile.resolve(href, against: base)
            #expect(file.entryNames.contains(target), "\(href) in \(base) points to an existing file")
            if let fragment = href.split(separator: "#", maxSplits: 1).dropFirst().first,
                file.entryNames.contains(target)
            {
                #expect(
                    try file.ids(in: target).contains(String(fragment)), "\(href) in \(base) points to an existing id")
            }
        }
    }

    /// Every link inside the book (every `a[href]` of every XHTML document that
    /// is not external) lands on an existing document and, with a fragment, an existing id.
    /// Returns how many links it followed.
    @discardableResult
    static func expectInternalLinksResolve(_ file: EPUBFile) throws -> Int {
        var followed = 0
        var idsByFile: [String: Set<String>] = [:]
        for name in file.entryNames where name.hasSuffix(".xhtml") {
            for href in try file.xml(name).select("//h:a/@href", namespaces: EPUBFile.namespaces).map(\.textContent) {
                guard href.firstMatch(of: /^[A-Za-z][A-Za-z0-9+.\-]*:/) == nil else { continue }
                followed += 1
                let target = href.hasPrefix("#") ? name : EPUBFile.resolve(href, against: name)
                #expect(file.entryNames.contains(target), "\(href) in \(name) lands on an existing document")
                guard
                    let fragment = href.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                        .dropFirst().first,
                    file.entryNames.contains(target)
                else { continue }
                if idsByFile[target] == nil { idsByFile[target] = try file.ids(in: target) }
                #expect(idsByFile[target]!.contains(String(fragment)), "\(href) in \(name) lands on an existing id")
            }
        }
        return followed
    }

    /// The package document carries book.yaml's metadata, and the NCX's uid is the identifier.
    static func expectMetadataRoundTrips(_ spec: BookSpec, _ file: EPUBFile) throws {
        let opf = try file.package()
        let ns = EPUBFile.namespaces
        func values(_ xpath: String) -> [String] { opf.select(xpath, namespaces: ns).map(\.textContent) }
        let metadata = spec.metadata
        #expect(values("//dc:identifier") == [metadata.identifier] + metadata.otherIdentifiers)
        #expect(
            values("//dc:title") == [metadata.title] + (metadata.subtitle.map { [$0] } ?? [])
                + metadata.otherTitles.map(\.text))
        // And read back through the codec, every field is what book.yaml said.
        #expect(PackageDocument(tree: opf, path: ContainerPath(try file.packagePath())).metadata == metadata)
        #expect(values("//dc:creator") == metadata.authors.map(\.name))
        #expect(values("//dc:contributor") == metadata.contributors.map(\.name))
        #expect(values("//dc:language") == [metadata.language])
        #expect(values("//dc:date") == (metadata.date.map { [$0] } ?? []))
        #expect(values("//dc:publisher") == (metadata.publisher.map { [$0] } ?? []))
        #expect(values("//dc:rights") == (metadata.rights.map { [$0] } ?? []))
        #expect(values("//dc:description") == (metadata.description.map { [$0] } ?? []))
        #expect(values("//dc:subject") == metadata.subjects.map(\.name))
        for (index, author) in metadata.authors.enumerated() {
            #expect(
                values("//opf:meta[@refines='#creator-\(index + 1)'][@property='role']")
                    == (author.role.map { [$0] } ?? []))
            #expect(
                values("//opf:meta[@refines='#creator-\(index + 1)'][@property='file-as']")
                    == (author.fileAs.map { [$0] } ?? []))
        }
        let ncxHref = opf.select("//opf:item[@media-type='application/x-dtbncx+xml']/@href", namespaces: ns).first!
            .textContent
        let ncx = try file.xml(EPUBFile.resolve(ncxHref, against: try file.packagePath()))
        #expect(
            ncx.select("//ncx:meta[@name='dtb:uid']/@content", namespaces: ns).map(\.textContent) == [
                metadata.identifier
            ])
    }

    /// The real epubcheck finds nothing.
    static func expectEPUBCheckClean(_ epub: String) throws {
        let report = try EPUBCheck.check(epub)
        #expect(report.isClean, "epubcheck: \(report.messages.joined(separator: "\n"))")
    }

    static func expectAll(_ bookYAML: String, _ epub: String) throws {
        var warnings: [Diagnostic] = []
        let spec = try BookSpecLoader.load(bookYAML, warnings: &warnings)
        let file = try EPUBFile(epub)
        try expectWellFormed(file)
        try expectSpineFollows(spec, file)
        try expectNavigationTargetsExist(file)
        try expectInternalLinksResolve(file)
        try expectMetadataRoundTrips(spec, file)
        try expectEPUBCheckClean(epub)
    }
}
