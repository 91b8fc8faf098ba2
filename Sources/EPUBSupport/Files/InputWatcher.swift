import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Calls `changed` when a file a build read is written, moved into place or
/// removed: by inotify on the files' folders on Linux (an editor that saves by
/// writing a new file and renaming it over the old one is seen too), and by
/// comparing modification times four times a second where inotify cannot be
/// had. A burst of events (a save, a `git checkout`) is one call.
public final class InputWatcher: @unchecked Sendable {
    private let changed: @Sendable () -> Void
    private let lock = NSLock()
    private var files: Set<String> = []
    /// When the build that read `files` started: a file changed since, before its folder was watched, counts.
    private var since = Date.distantFuture
    private var generation = 0
    private var stopped = false

    public init(changed: @escaping @Sendable () -> Void) {
        self.changed = changed
    }

    /// Watches `paths` (absolute) from now on, in place of those watched before; `since` is when the build that
    /// read them started, so a save made while it ran is not missed.
    public func watch(_ paths: [String], since: Date = .distantFuture) {
        lock.withLock {
            files = Set(paths)
            self.since = since
            generation += 1
        }
    }

    /// The files watched now.
    public var watched: [String] { lock.withLock { files.sorted() } }

    /// Starts watching on a thread of its own; returns at once.
    public func start() {
        let thread = Thread { [self] in
            #if canImport(Glibc)
                let descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
                if descriptor >= 0 { return watchWithInotify(descriptor) }
            #endif
            watchByPolling()
        }
        thread.start()
    }

    public func stop() { lock.withLock { stopped = true } }

    private var state: (files: Set<String>, generation: Int, stopped: Bool) {
        lock.withLock { (files, generation, stopped) }
    }

    /// Whether one of `files` was modified at or after the start of the build that read them.
    private func changedDuringBuild(_ files: Set<String>) -> Bool {
        let since = lock.withLock { () -> Date in self.since }
        return files.contains { file in
            (DiskFiles().modificationDate(ofPath: file) ?? .distantPast) >= since
        }
    }

    #if canImport(Glibc)
        private func watchWithInotify(_ descriptor: Int32) {
            defer { close(descriptor) }
            var watched: [Int32: String] = [:]
            var armed = -1
            let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_MODIFY)
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let (files, generation, stopped) = state
                if stopped { return }
                if generation != armed {
                    for watch in watched.keys { inotify_rm_watch(descriptor, watch) }
                    watched = [:]
                    for folder in Set(files.map { Paths.directory(of: $0) }) {
                        let watch = inotify_add_watch(descriptor, folder, mask)
                        if watch >= 0 { watched[watch] = folder }
                    }
                    armed = generation
                    if changedDuringBuild(files) { changed() }
                }
                var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                guard poll(&poller, 1, 250) > 0 else { continue }
                if readEvents(descriptor, into: &buffer, watched: watched, files: files) {
                    // The rest of the burst: an editor's save is several events.
                    usleep(30_000)
                    _ = readEvents(descriptor, into: &buffer, watched: watched, files: files)
                    changed()
                }
            }
        }

        /// Reads what inotify has; true if one of `files` changed.
        private func readEvents(
            _ descriptor: Int32, into buffer: inout [UInt8], watched: [Int32: String], files: Set<String>
        ) -> Bool {
            var relevant = false
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                guard count > 0 else { return relevant }
                var offset = 0
                while offset + MemoryLayout<inotify_event>.size <= count {
                    let (watch, length) = buffer.withUnsafeBytes { raw in
                        let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                        return (event.wd, Int(event.len))
                    }
                    let nameStart = offset + MemoryLayout<inotify_event>.size
                    let nameBytes = buffer[nameStart..<min(nameStart + length, count)].prefix { $0 != 0 }
                    if let folder = watched[watch],
                        files.contains(folder + "/" + String(decoding: nameBytes, as: UTF8.self))
                    {
                        relevant = true
                    }
                    offset = nameStart + length
                }
            }
        }
    #endif

    private func watchByPolling() {
        var seen: [String: Date] = [:]
        var armed = -1
        while true {
            let (files, generation, stopped) = state
            if stopped { return }
            var now: [String: Date] = [:]
            for file in files {
                now[file] = DiskFiles().modificationDate(ofPath: file)
            }
            if generation == armed ? now != seen : changedDuringBuild(files) { changed() }
            (seen, armed) = (now, generation)
            usleep(250_000)
        }
    }
}
