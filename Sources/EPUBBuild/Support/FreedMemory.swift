import Foundation

/// Memory freed on worker threads stays in those threads' malloc arenas,
/// where the main thread's next allocations cannot reuse it: after
/// Transform frees a book's chapter trees, the package documents would add
/// to the peak instead of fitting in the freed space. glibc's
/// `malloc_trim` returns the free pages to the system. Swift's Glibc module
/// does not import it, so it is looked up at run time (and skipped where
/// the C library has none).
enum FreedMemory {
    private typealias Trim = @convention(c) (Int) -> Int32

    private static let trim: Trim? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: Trim.self)
    }()

    static func release() {
        _ = trim?(0)
    }
}
