import EPUBModel
import EPUBSupport
import Foundation

/// What `epubbuild info` reports, as a stable JSON shape for scripts (the
/// manual's docs/unpacking.md documents every key, schema/cli-output.schema.json (`info`) describes them;
/// new keys may be added, none renamed).
public struct PublicationInfo: Codable, Equatable, Sendable {
    public struct Person: Codable, Equatable, Sendable {
        public var name: String
        public var fileAs: String?
        public var role: String?
    }

    public struct SpineEntry: Codable, Equatable, Sendable {
        public var href: String
        public var mediaType: String
        public var linear: Bool
    }

    public struct Counts: Codable, Equatable, Sendable {
        public var manifestItems: Int
        public var spineItems: Int
        public var contentDocuments: Int
        public var images: Int
        public var stylesheets: Int
        public var fonts: Int
        public var audioVideo: Int
        public var tocEntries: Int
        public var pages: Int
    }

    public var file: String
    public var version: String
    public var title: String
    public var subtitle: String?
    public var authors: [Person]
    public var contributors: [Person]
    public var identifier: String
    public var identifiers: [String]
    public var language: String
    public var date: String?
    public var modified: String?
    public var publisher: String?
    public var rights: String?
    public var description: String?
    public var subjects: [String]
    /// The series and sets the book belongs to (absent when none).
    public var series: [PublicationCollection]?
    public var layout: String
    public var pageProgressionDirection: String?
    /// `rendition:orientation` and `rendition:spread`, when the package sets them.
    public var orientation: String?
    public var spread: String?
    public var navigation: String
    public var coverImage: String?
    public var obfuscatedFonts: [String]
    /// Manifest items the archive lacks.
    public var missing: [String]
    /// Entries unpack would not write (unsafe names, symbolic links, zip bombs, clashes); absent when none.
    public var skipped: [SkippedEntry]?
    public var counts: Counts
    public var spine: [SpineEntry]
    public var toc: [Link]
    /// The accessibility metadata the package states (absent when it states none).
    public var accessibility: AccessibilityMetadata?
    /// What the content documents hold behind those claims (absent when not read).
    public var accessibilityFound: AccessibilityFacts?

    public init(
        _ publication: Publication, file: String, skipped: [SkippedEntry] = [], found: AccessibilityFacts? = nil
    ) {
        let metadata = publication.metadata
        func person(_ contributor: Contributor) -> Person {
            Person(name: contributor.name, fileAs: contributor.fileAs, role: contributor.role)
        }
        func count(_ entries: [ContainerLink]) -> Int { entries.reduce(0) { $0 + 1 + count($1.children) } }
        let types = publication.manifest.map(\.mediaType)
        self.file = file
        version = publication.version
        title = metadata.title
        subtitle = metadata.subtitle
        authors = metadata.authors.map(person)
        contributors = metadata.contributors.map(person)
        identifier = metadata.identifier
        identifiers = publication.identifiers
        language = metadata.language
        date = metadata.date
        modified = publication.modified
        publisher = metadata.publisher
        rights = metadata.rights
        description = metadata.description
        subjects = metadata.subjects.map(\.name)
        series = metadata.collections.isEmpty ? nil : metadata.collections
        layout = publication.rendition.layout.rawValue
        pageProgressionDirection = publication.pageProgression?.rawValue
        orientation = publication.rendition.orientation == .auto ? nil : publication.rendition.orientation.rawValue
        spread = publication.rendition.spread == .auto ? nil : publication.rendition.spread.rawValue
        navigation = publication.navigationSource.rawValue
        coverImage = publication.coverImage?.string
        obfuscatedFonts = publication.obfuscatedResources.keys.sorted().map(\.string)
        missing = publication.missingResources.map(\.string)
        self.skipped = skipped.isEmpty ? nil : skipped
        counts = Counts(
            manifestItems: types.count, spineItems: publication.spine.count,
            contentDocuments: types.filter { $0 == MediaType.xhtml }.count,
            images: types.filter(MediaType.isImage).count, stylesheets: types.filter { $0 == MediaType.css }.count,
            fonts: types.filter { $0.hasPrefix("font/") || $0.contains("opentype") || $0.contains("font-") }.count,
            audioVideo: types.filter { $0.hasPrefix("audio/") || $0.hasPrefix("video/") }.count,
            tocEntries: count(publication.tableOfContents), pages: publication.pageList.count)
        spine = publication.readingOrder.map {
            SpineEntry(href: $0.item.href.description, mediaType: $0.item.mediaType, linear: $0.linear)
        }
        toc = publication.tableOfContents.map(\.link)
        accessibility = publication.package.accessibility.isEmpty ? nil : publication.package.accessibility
        accessibilityFound = found
    }

    /// Pretty, key-sorted JSON, the same bytes for the same EPUB.
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self)
    }

    /// The report for people.
    public func text() -> String {
        (bookLines() + accessibilityLines() + contentsLines()).joined(separator: "\n")
    }

    /// The report's lines on the book: its metadata, layout and files.
    private func bookLines() -> [String] {
        var lines = ["\(file)", "  title:       \(title)" + (subtitle.map { " — \($0)" } ?? "")]
        if !authors.isEmpty { lines.append("  authors:     " + authors.map(\.name).joined(separator: ", ")) }
        lines.append("  identifier:  \(identifier)")
        lines.append("  language:    \(language)")
        if let date { lines.append("  date:        \(date)") }
        if let modified { lines.append("  modified:    \(modified)") }
        if let publisher { lines.append("  publisher:   \(publisher)") }
        for collection in series ?? [] {
            lines.append(
                "  \(collection.kind?.rawValue ?? "series"):"
                    + String(repeating: " ", count: max(1, 12 - (collection.kind?.rawValue ?? "series").count))
                    + collection.name + (collection.position.map { ", #\($0)" } ?? ""))
        }
        lines.append(
            "  version:     EPUB \(version), \(layout)" + (pageProgressionDirection.map { ", \($0)" } ?? "")
                + (orientation.map { ", orientation \($0)" } ?? "") + (spread.map { ", spread \($0)" } ?? ""))
        lines.append(
            "  contents:    \(counts.spineItems) spine items, \(counts.images) images, \(counts.stylesheets) stylesheets, \(counts.fonts) fonts"
        )
        if !missing.isEmpty {
            lines.append(
                "  missing:     \(missing.count) manifest items absent from the archive: "
                    + missing.prefix(5).joined(separator: ", "))
        }
        if let skipped {
            lines.append(
                "  skipped:     \(skipped.count) entr\(skipped.count == 1 ? "y" : "ies") unpack would not write:")
            lines += skipped.map { "    - \($0.name): \($0.reason)" }
        }
        return lines
    }

    /// The report's lines on accessibility: what the package states, and what the documents hold.
    private func accessibilityLines() -> [String] {
        var lines: [String] = []
        if let accessibility {
            lines.append("  accessibility:")
            lines.append(
                "    modes:       " + accessibility.accessModes.joined(separator: ", ")
                    + (accessibility.accessModesSufficient.isEmpty
                        ? "" : " (sufficient: " + accessibility.accessModesSufficient.joined(separator: "; ") + ")"))
            if !accessibility.features.isEmpty {
                lines.append("    features:    " + accessibility.features.joined(separator: ", "))
            }
            if !accessibility.hazards.isEmpty {
                lines.append("    hazards:     " + accessibility.hazards.joined(separator: ", "))
            }
            if let conformsTo = accessibility.conformsTo {
                lines.append(
                    "    conforms to: " + conformsTo + (accessibility.certifiedBy.map { " (certified by \($0))" } ?? "")
                )
            }
            if let summary = accessibility.summary { lines.append("    summary:     " + summary) }
        } else {
            lines.append("  accessibility: no metadata")
        }
        if let found = accessibilityFound {
            lines.append(
                "    found:       \(found.images) images (\(found.imagesWithoutText) without a text alternative, \(found.decorativeImages) decorative), "
                    + "\(found.headings) headings (\(found.skippedHeadingLevels) skipping a level), \(found.tables) tables (\(found.tablesWithoutHeaders) without headers), "
                    + "\(found.emptyLinks) empty links, \(found.math) formulas (\(found.mathWithoutText) without alttext)"
            )
        }
        return lines
    }

    /// The report's lines on the table of contents, an entry a line, indented by depth.
    private func contentsLines() -> [String] {
        var lines = ["  toc (\(navigation)):"]
        func add(_ entries: [Link], depth: Int) {
            for entry in entries {
                lines.append(String(repeating: "  ", count: depth + 2) + "- " + entry.title)
                add(entry.children, depth: depth + 1)
            }
        }
        add(toc, depth: 0)
        return lines
    }
}
