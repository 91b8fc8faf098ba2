import EPUBModel
import EPUBSupport
import Foundation
import ZipArchive

/// An EPUB's container opened for reading — a `.epub` zip archive, or a
/// folder holding the container as it is stored (`unpack --raw` writes one)
/// — with every entry name checked so nothing can be written outside a
/// target folder, and limits against zip bombs. Every reader of EPUBs
/// (`info`, `unpack`, `pack`) reads files through it, whatever the storage.
public final class EPUBContainer {
    public let path: String
    public let limits: ArchiveLimits
    private let storage: any ContainerStorage
    /// Entries that are safe to read, by their container path.
    public private(set) var entries: [String: ContainerEntry] = [:]
    /// Entry names in the order the archive stores them (safe ones only).
    public private(set) var names: [String] = []
    /// Entries refused, in archive order.
    public private(set) var skipped: [SkippedEntry] = []
    /// What was refused or renamed, and why.
    public private(set) var warnings: [Diagnostic] = []
    /// Names the manifest gives entries stored with other letter case, and the entry each reads (`aliasByCase`).
    public private(set) var aliases: [String: String] = [:]
    /// What the entries declare, uncompressed (checked against `limits.totalBytes` at open).
    private var declared: UInt64 = 0
    /// Bytes entries inflated beyond their declared sizes: with `declared`,
    /// held to `limits.totalBytes` whatever the headers claim.
    private var undeclared: UInt64 = 0
    /// Entries read to their end, and so checked against their CRC.
    private var verified: Set<String> = []

    /// Opens the zip archive or the folder at `path`.
    public convenience init(path: String, limits: ArchiveLimits = ArchiveLimits()) throws(BuildError) {
        let shown = Paths.display(path)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw BuildError(.notAZip, at: SourceLocation(path: shown), stage: .open, "file does not exist")
        }
        if isFolder.boolValue {
            try self.init(storage: FolderStorage(path: path), limits: limits)
            return
        }
        guard Paths.isRegularFile(path) else {
            throw BuildError(.notAZip, at: SourceLocation(path: shown), stage: .open, "not a file or a folder")
        }
        let storage: ZipStorage
        do { storage = try ZipStorage(path: path) } catch {
            throw BuildError(
                .notAZip, at: SourceLocation(path: shown), stage: .open,
                "not a zip archive, or a damaged one: \(error.message)")
        }
        try self.init(storage: storage, limits: limits)
    }

    /// Opens the container `storage` holds.
    public init(storage: any ContainerStorage, limits: ArchiveLimits = ArchiveLimits()) throws(BuildError) {
        self.path = storage.path
        self.limits = limits
        self.storage = storage
        let shown = Paths.display(path)
        let reader = storage
        guard reader.entries.count <= limits.entryCount else {
            throw BuildError(
                .archiveTooLarge, at: SourceLocation(path: shown), stage: .open,
                "\(reader.entries.count) entries is more than the limit of \(limits.entryCount) (--max-entries)")
        }
        let total = reader.entries.reduce(UInt64(0)) { $0 &+ $1.size }
        guard total <= limits.totalBytes else {
            throw BuildError(
                .archiveTooLarge, at: SourceLocation(path: shown), stage: .open,
                "entries would inflate to \(total) bytes, more than the limit of \(limits.totalBytes) (--max-size)")
        }
        declared = total
        // Lower-cased, because names differing only by case land on one file on macOS and Windows.
        var files: Set<String> = []
        var folders: Set<String> = []
        for entry in reader.entries where !entry.isDirectory {
            guard let reason = refusal(of: entry, files: files, folders: folders) else {
                let name = Self.safeName(entry.name)!
                if name != entry.name {
                    warnings.append(
                        Diagnostic(
                            .warning, .unsafeEntry, at: location(entry.name), stage: .open,
                            "backslashes in the name read as '/': \(name)"))
                }
                let lowered = name.lowercased()
                // Both are kept, each under its own name: the second had been skipped and the first read in its
                // place, so one chapter's text was lost and another's shown twice.
                if !files.insert(lowered).inserted {
                    warnings.append(
                        Diagnostic(
                            .warning, .unsafeEntry, at: location(entry.name), stage: .open,
                            "another entry's name differs from this one only by case: both are kept, which a "
                                + "folder on macOS or Windows cannot hold (rename one there)"))
                }
                var folder = Paths.directory(of: lowered)
                while !folder.isEmpty, folders.insert(folder).inserted { folder = Paths.directory(of: folder) }
                entries[name] = entry
                names.append(name)
                continue
            }
            skipped.append(SkippedEntry(name: entry.name, reason: reason))
            warnings.append(
                Diagnostic(.warning, .unsafeEntry, at: location(entry.name), stage: .open, reason + "; skipped"))
        }
    }

    private func location(_ entry: String) -> SourceLocation {
        SourceLocation(path: Paths.display(path) + ":" + entry)
    }

    /// Why `entry` cannot be written, given the files and folders accepted before it; nil when it can.
    private func refusal(of entry: ContainerEntry, files: Set<String>, folders: Set<String>) -> String? {
        if entry.isSymbolicLink { return "a symbolic link" }
        guard let name = Self.safeName(entry.name) else {
            return "entry name could reach outside the target folder (absolute path, '..' or a drive)"
        }
        // OCF 3.3 §4.1.3: file names "MUST NOT" hold C0 or C1 controls or DEL; written to disk, a line break
        // in a name breaks every script that lists the folder.
        if name.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
            return "entry name holds control characters, which OCF 3.3 §4.1.3 forbids in file names"
        }
        if entry.storedSize > 0, entry.size / max(entry.storedSize, 1) > limits.compressionRatio, entry.size > 1 << 20 {
            return
                "compression ratio \(entry.size / entry.storedSize):1 is above the limit of \(limits.compressionRatio):1 (a zip bomb?)"
        }
        let lowered = name.lowercased()
        if entries[name] != nil { return "a second entry with the same name (the first one is used)" }
        if folders.contains(lowered) { return "a folder of that name holds other entries of the archive" }
        var folder = Paths.directory(of: lowered)
        while !folder.isEmpty {
            if files.contains(folder) {
                let shown = name.split(separator: "/").prefix(folder.split(separator: "/").count).joined(separator: "/")
                return "its folder '\(shown)' is a file in the archive"
            }
            folder = Paths.directory(of: folder)
        }
        return nil
    }

    /// A container path that stays inside the container, or nil (OCF 3.3 §4.1.3: paths are relative, '/'-separated).
    static func safeName(_ raw: String) -> String? {
        let name = raw.replacingOccurrences(of: "\\", with: "/")
        guard !name.hasPrefix("/"), name.firstMatch(of: /^[A-Za-z]:/) == nil else { return nil }
        let parts = name.split(separator: "/", omittingEmptySubsequences: true)
        guard !parts.isEmpty, !parts.contains(where: { $0 == ".." || $0 == "." }) else { return nil }
        return parts.joined(separator: "/")
    }

    public func contains(_ name: String) -> Bool { entries[name] != nil }

    /// Whether the archive holds the file at `path`: the entry of that name, as OCF 3.3 §4 names a file's entry
    /// by its path from the container root.
    public func contains(_ path: ContainerPath) -> Bool { entries[path.string] != nil }

    /// Makes `path` name the one entry whose name differs from it in letter case alone, and returns that entry's
    /// name; nil when the archive holds `path` itself, or no such entry, or several. Retail EPUB 2 files name
    /// `Text/CH2.xhtml` for the stored `text/ch2.xhtml`, and readers on storage that ignores case open them: a
    /// chapter had been left out.
    public func aliasByCase(_ path: ContainerPath) -> String? {
        guard entries[path.string] == nil else { return nil }
        let lowered = path.string.lowercased()
        let matches = names.filter { $0.lowercased() == lowered }
        guard matches.count == 1, let entry = entries[matches[0]] else { return nil }
        entries[path.string] = entry
        aliases[path.string] = matches[0]
        return matches[0]
    }

    /// Takes `path` out of what the container holds: a file encrypted beyond reading (DRM), which every reader of the
    /// book then takes as missing.
    public func withhold(_ path: ContainerPath) {
        entries[path.string] = nil
        names.removeAll { $0 == path.string }
    }

    /// Whether the archive holds the file of a manifest item; never for a remote resource.
    public func contains(_ href: ManifestItem.Href) -> Bool {
        guard case .path(let path) = href else { return false }
        return contains(path)
    }

    /// Inflates `name` chunk by chunk into `body`, no further than the
    /// limits allow: the entry's own bound (its stored size times
    /// `compressionRatio`) and what is left of `totalBytes`.
    public func read(_ name: String, chunks body: (Data) throws(BuildError) -> Void) throws(BuildError) {
        guard let entry = entries[name] else {
            throw BuildError(
                .missingItem, at: SourceLocation(path: Paths.display(path)), stage: .open,
                "'\(name)' is missing from the archive")
        }
        let bound = min(limits.totalBytes, max(entry.storedSize, 1) &* limits.compressionRatio + (1 << 20))
        var produced: UInt64 = 0
        var exceededTotal = false
        do {
            try storage.read(entry, limit: bound) { chunk in
                let before = produced
                produced += UInt64(chunk.count)
                if produced > entry.size { undeclared += produced - max(before, entry.size) }
                guard declared + undeclared <= limits.totalBytes else {
                    exceededTotal = true
                    throw ZipError(
                        path: path, entry: name,
                        message: "the archive inflates past the limit of \(limits.totalBytes) bytes (--max-size)")
                }
                try body(chunk)
            }
            verified.insert(name)
        } catch let error as BuildError {
            throw error
        } catch let error as ZipError {
            throw BuildError(
                (exceededTotal ? .archiveTooLarge : .damagedEntry), at: location(name), stage: .open, error.message)
        } catch {
            throw BuildError(.damagedEntry, at: location(name), stage: .open, "\(error)")
        }
    }

    /// Reads every entry not yet read to its end, so a damaged one (a bad CRC, a
    /// broken deflate stream) is found whether or not the page or project used
    /// it: every mode that writes files refuses a damaged archive alike.
    public func verifyUnread() throws(BuildError) {
        for name in names where !verified.contains(name) {
            try read(name) { _ in }
        }
    }

    /// The size `name` declares, uncompressed.
    public func declaredSize(of name: String) -> UInt64 { entries[name]?.size ?? 0 }

    /// The size the file at `path` declares, uncompressed.
    public func declaredSize(of path: ContainerPath) -> UInt64 { declaredSize(of: path.string) }

    /// The bytes of `name`, inflated no further than the limits allow.
    public func data(_ name: String) throws(BuildError) -> Data {
        var result = Data()
        try read(name) { result.append($0) }
        return result
    }

    /// The bytes of the file at `path`, inflated no further than the limits allow.
    public func data(_ path: ContainerPath) throws(BuildError) -> Data { try data(path.string) }
}
