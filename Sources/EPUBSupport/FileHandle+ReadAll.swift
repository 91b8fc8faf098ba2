import Foundation

#if canImport(Glibc)
    import Glibc
    private let systemRead = Glibc.read
#else
    import Darwin
    private let systemRead = Darwin.read
#endif

/// A read of a pipe or file that failed, with what was read before it.
package struct ReadFailure: Error, CustomStringConvertible {
    /// The `errno` of the failed read(2).
    package let code: Int32
    package let partial: Data

    package var description: String { String(cString: strerror(code)) }
}

extension FileHandle {
    /// Everything the handle gives until its end (a child process's output,
    /// standard input). Foundation's `readDataToEndOfFile` traps on any read
    /// error, among them EINTR, which a host program's signal handlers cause
    /// (libFuzzer's timer found it in the KaTeX pipe): an interrupted read is
    /// retried, and any other error is thrown, never a trap.
    package func readAll() throws(ReadFailure) -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(fileDescriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                data.append(contentsOf: buffer[..<count])
            } else if count == 0 {
                return data
            } else if errno != EINTR {
                throw ReadFailure(code: errno, partial: data)
            }
        }
    }

    /// `readAll()`, where a read error ends the data, which the caller then finds incomplete and reports.
    package func readAllRetryingInterrupts() -> Data {
        do { return try readAll() } catch { return error.partial }
    }
}
