import Foundation

/// How a build uses glibc's malloc. Swift's Glibc module imports neither
/// `malloc_trim` nor `mallopt`, so they are looked up at run time (and
/// skipped where the C library has none). The release binary allocates
/// through mimalloc, where both leave glibc's unused heap alone: these
/// serve the debug build and programs that use the library.
public enum FreedMemory {
    private typealias Trim = @convention(c) (Int) -> Int32
    private typealias Option = @convention(c) (Int32, Int32) -> Int32

    private static func symbol<T>(_ name: String, as type: T.Type) -> T? {
        dlsym(UnsafeMutableRawPointer(bitPattern: 0), name).map { unsafeBitCast($0, to: type) }
    }

    private static let trim = symbol("malloc_trim", as: Trim.self)
    private static let option = symbol("mallopt", as: Option.self)

    /// Memory freed on worker threads stays in those threads' malloc arenas,
    /// where the main thread's next allocations cannot reuse it: after
    /// Transform frees a book's chapter trees, the package documents would
    /// add to the peak instead of fitting in the freed space. `malloc_trim`
    /// returns the free pages to the system.
    package static func release() {
        _ = trim?(0)
    }

    /// For a process that builds books: the heap grows 64 MB at a time and
    /// gives memory back only in pieces of 256 MB or more (`M_TOP_PAD`,
    /// `M_TRIM_THRESHOLD`). A build frees and allocates millions of small
    /// XML nodes; with glibc's defaults it keeps returning pages to the
    /// system and asking for them again, which cost about 6% of the time of
    /// the 20 MB benchmark book. Peak memory is unchanged: only touched pages
    /// count, and `release()` still trims between stages.
    public static func tuneForBuilding() {
        let topPad: Int32 = -2, trimThreshold: Int32 = -1
        _ = option?(topPad, 64 << 20)
        _ = option?(trimThreshold, 256 << 20)
    }
}
