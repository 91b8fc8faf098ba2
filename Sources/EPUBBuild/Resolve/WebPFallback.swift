import EPUBSupport
import Foundation

/// The PNG made from a WebP image, packaged beside it as its manifest
/// fallback. WebP is a core media type of EPUB 3.3 (§3.2), but not of EPUB
/// 3.2, whose reading systems and epubcheck 4.2.6 (MED-003) want a core
/// media type at the end of a foreign image's fallback chain (EPUB 3.3
/// §5.6.1.2 / EPUB 3.2 §3.3 "Manifest fallbacks"). Decoded by `dwebp`
/// (Debian's webp package); nothing is made when it is not installed or the
/// file will not decode (an animated WebP): the WebP stays, which EPUB 3.3
/// accepts as it is.
enum WebPFallback {
    /// Found once on PATH: run directly, so a missing program is known before anything is run.
    static let dwebp: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { $0 + "/dwebp" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }()

    /// The PNG signature every decoded file starts with.
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The PNG `dwebp` writes for the WebP at `source`; nil when `dwebp` is
    /// not installed or refuses the file. `dwebp` writes the same bytes for
    /// the same file on every run (no time, no tool name in the PNG), so the
    /// book is the same whatever the number of jobs. Each call is a process
    /// of its own reading a file of its own: safe on concurrent workers.
    static func png(of source: String, in files: any SourceFiles) -> Data? {
        guard let dwebp else { return nil }
        var input = files.diskPath(of: source)
        var temporary: String?
        if input == nil {
            // A book read from memory: its bytes go to a file of this call's own.
            guard let data = files.contents(atPath: source) else { return nil }
            let path = NSTemporaryDirectory() + "/epubbuild-webp-" + UUID().uuidString + ".webp"
            guard FileManager.default.createFile(atPath: path, contents: data) else { return nil }
            input = path
            temporary = path
        }
        defer { if let temporary { try? FileManager.default.removeItem(atPath: temporary) } }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: dwebp)
        // `--`: a file whose name starts with a dash is still a file.
        process.arguments = ["-quiet", "-o", "-", "--", input!]
        let stdout = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let output = stdout.fileHandleForReading.readAllRetryingInterrupts()
        process.waitUntilExit()
        guard process.terminationStatus == 0, output.starts(with: pngSignature) else { return nil }
        return output
    }
}
