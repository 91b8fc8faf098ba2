import Foundation

/// What unpacks in progress have written but not yet moved into place: the
/// hidden staging folders and files, and the parent folders they created.
/// A failed unpack removes its own; `removeOnInterrupt()` does the same on
/// SIGINT, SIGTERM and SIGHUP (the terminal closed, an SSH session dropped), so
/// an interrupted run leaves nothing behind either.
public final class TemporaryPaths: @unchecked Sendable {
    public static let shared = TemporaryPaths()

    private let lock = NSLock()
    /// Staging folders and files, removed with everything in them.
    private var staging: Set<String> = []
    /// Folders created for a target, removed only while empty, deepest first.
    private var createdFolders: [String] = []

    package func register(staging path: String, createdFolders folders: [String]) {
        lock.withLock {
            staging.insert(path)
            createdFolders += folders
        }
    }

    /// The path was moved into place or removed: nothing to clean up any more.
    package func unregister(staging path: String, createdFolders folders: [String]) {
        lock.withLock {
            staging.remove(path)
            createdFolders.removeAll { folders.contains($0) }
        }
    }

    /// Called before each write: once an interrupt is being handled, the
    /// lock is never released, so the unpack stops here instead of writing
    /// into a folder being removed.
    package func checkpoint() {
        lock.lock()
        lock.unlock()
    }

    /// Removes every registered path. Safe to call from any thread.
    public func removeAll() {
        lock.withLock { removeAllLocked() }
    }

    private func removeAllLocked() {
        for path in staging { try? FileManager.default.removeItem(atPath: path) }
        ParentFolders.removeIfEmpty(createdFolders)
    }

    /// Handlers kept alive for the life of the process.
    private var signalSources: [any DispatchSourceSignal] = []

    /// On SIGINT, SIGTERM or SIGHUP, removes every registered path and exits with
    /// 128 + the signal's number, as shells report a signal death. The
    /// handler runs on a dispatch queue, not in the signal context, so it may
    /// use the file system; the unpack on the main thread is simply cut short.
    public func removeOnInterrupt() {
        lock.withLock {
            guard signalSources.isEmpty else { return }
            for number in [SIGINT, SIGTERM, SIGHUP] {
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
                source.setEventHandler { [self] in
                    // The lock stays taken until the process ends: an unpack cannot register a new path meanwhile.
                    lock.lock()
                    removeAllLocked()
                    // A write that passed its checkpoint just before may have recreated a folder: wait for it, remove
                    // again.
                    usleep(100_000)
                    removeAllLocked()
                    exit(128 + number)
                }
                source.resume()
                signalSources.append(source)
            }
        }
    }
}
