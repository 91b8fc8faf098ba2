import Foundation

#if canImport(Glibc)
    import Glibc
    private let systemRead = Glibc.read
#else
    import Darwin
    private let systemRead = Darwin.read
#endif

extension FileHandle {
    /// Everything the handle gives until its end (a child process's output,
    /// standard input). Foundation's `readDataToEndOfFile` traps on any read
    /// error, among them EINTR, which a host program's signal handlers cause
    /// (libFuzzer's timer found it in the KaTeX pipe): an interrupted read is
    /// retried, and any other error ends the data, which the caller then finds
    /// incomplete and reports, rather than the library taking the program down.
    package func readAllRetryingInterrupts() -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(fileDescriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                data.append(contentsOf: buffer[..<count])
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                return data
            }
        }
    }
}
