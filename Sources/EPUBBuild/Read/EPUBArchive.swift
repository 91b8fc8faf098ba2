import Foundation
import ZipArchive

/// An EPUB's zip container opened for reading, with every entry name checked
/// so nothing can be written outside a target folder, and limits against zip bombs.
public final class EPUBArchive {
    public let path: String
    public let limits: ArchiveLimits
    private let reader: ZipArchiveReader
    /// Entries that are safe to read, by their container path.
    public private(set) var entries: [String: ZipArchiveReader.Entry] = [:]
    /// Entry names in the order the archive stores them (safe ones only).
    public private(set) var names: [String] = []
    /// What was refused or renamed, and why.
    public private(set) var warnings: [Diagnostic] = []

    public init(path: String, limits: ArchiveLimits = ArchiveLimits()) throws(BuildError) {
        self.path = path
        self.limits = limits
        let shown = Paths.display(path)
        guard Paths.isRegularFile(path) else {
            throw BuildError(at: SourceLocation(path: shown), stage: .open, "file does not exist")
        }
        do { reader = try ZipArchiveReader(path: path) } catch {
            throw BuildError(at: SourceLocation(path: shown), stage: .open, "not a zip archive, or a damaged one: \(error.message)")
        }
        guard reader.entries.count <= limits.entryCount else {
            throw BuildError(at: SourceLocation(path: shown), stage: .open,
                             "\(reader.entries.count) entries is more than the limit of \(limits.entryCount) (--max-entries)")
        }
        let total = reader.entries.reduce(UInt64(0)) { $0 &+ $1.size }
        guard total <= limits.totalBytes else {
            throw BuildError(at: SourceLocation(path: shown), stage: .open,
                             "entries would inflate to \(total) bytes, more than the limit of \(limits.totalBytes) (--max-size)")
        }
        var lowercased: Set<String> = []
        for entry in reader.entries where !entry.isDirectory {
            let location = SourceLocation(path: shown + ":" + entry.name)
            if entry.isSymbolicLink {
                warnings.append(Diagnostic(.warning, at: location, stage: .open, "symbolic link skipped"))
                continue
            }
            guard let name = Self.safeName(entry.name) else {
                warnings.append(Diagnostic(.warning, at: location, stage: .open,
                                           "entry name could reach outside the target folder (absolute path, '..' or a drive); skipped"))
                continue
            }
            if entry.compressedSize > 0, entry.size / max(entry.compressedSize, 1) > limits.compressionRatio, entry.size > 1 << 20 {
                warnings.append(Diagnostic(.warning, at: location, stage: .open,
                                           "compression ratio \(entry.size / entry.compressedSize):1 is above the limit of \(limits.compressionRatio):1 (a zip bomb?); skipped"))
                continue
            }
            // Two names differing only by case would overwrite each other on macOS and Windows.
            guard lowercased.insert(name.lowercased()).inserted else {
                warnings.append(Diagnostic(.warning, at: location, stage: .open, "a name differing only by case is already in the archive; skipped"))
                continue
            }
            if name != entry.name {
                warnings.append(Diagnostic(.warning, at: location, stage: .open, "backslashes in the name read as '/': \(name)"))
            }
            entries[name] = entry
            names.append(name)
        }
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

    /// The bytes of `name`, inflated no further than the limits allow.
    public func data(_ name: String) throws(BuildError) -> Data {
        guard let entry = entries[name] else {
            throw BuildError(at: SourceLocation(path: Paths.display(path)), stage: .open, "'\(name)' is missing from the archive")
        }
        let bound = min(limits.totalBytes, max(entry.compressedSize, 1) &* limits.compressionRatio + (1 << 20))
        do { return try reader.data(of: entry, limit: bound) } catch {
            throw BuildError(at: SourceLocation(path: Paths.display(path) + ":" + name), stage: .open, error.message)
        }
    }
}
