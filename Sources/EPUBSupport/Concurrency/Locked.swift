import Foundation

/// A value that threads share, behind a lock.
///
/// A pthread mutex (`NSLock`) rather than the standard library's
/// `Synchronization.Mutex`: on Linux that one takes a contended lock inside
/// the kernel (`FUTEX_LOCK_PI`), where ThreadSanitizer cannot see it, so
/// `make test-tsan` reported a race on every value it guarded. With a lock
/// the sanitizer understands, every report it makes is a real one.
public final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    public init(_ value: Value) {
        self.value = value
    }

    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
