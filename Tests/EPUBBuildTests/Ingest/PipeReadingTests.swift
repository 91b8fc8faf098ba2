import Foundation
import Testing

@testable import EPUBBuild
@testable import EPUBSupport

#if canImport(Glibc)
    import Glibc

    /// Signals the handler below took.
    nonisolated(unsafe) private var signalsTaken = 0

    /// KaTeX's answer is read from a pipe (`MathConversion`), in a program whose signal handlers may interrupt
    /// the read (EINTR: libFuzzer's timer did): the read is retried, never a trap, and the data is whole.
    @Suite(.serialized) struct PipeReadingTests {
        @Test func anInterruptedReadIsRetried() throws {
            // A handler without SA_RESTART: a read(2) it interrupts fails with EINTR rather than going on.
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { _ in signalsTaken += 1 }
            action.sa_flags = 0
            var previous = sigaction()
            sigaction(SIGUSR2, &action, &previous)
            defer { sigaction(SIGUSR2, &previous, nil) }

            let pipe = Pipe()
            let payload = Data((0..<2_000_000).map { UInt8(truncatingIfNeeded: $0 % 251) })
            let reader = Reader(pipe.fileHandleForReading)
            Thread {
                // In pieces with pauses, so the reader waits in read(2) when the signals come.
                var offset = 0
                while offset < payload.count {
                    let end = min(offset + 50_000, payload.count)
                    try? pipe.fileHandleForWriting.write(contentsOf: payload[offset..<end])
                    offset = end
                    usleep(2_000)
                }
                try? pipe.fileHandleForWriting.close()
            }.start()
            let thread = reader.thread()
            var sent = 0
            while !reader.isDone {
                if pthread_kill(thread, SIGUSR2) == 0 { sent += 1 }
                usleep(200)
            }
            #expect(signalsTaken > 10, "the reader took \(signalsTaken) of \(sent) signals")
            #expect(try reader.result.get() == payload)
        }
    }

    /// Reads a handle to its end on a thread of its own, whose id it gives.
    private final class Reader: @unchecked Sendable {
        private let lock = NSCondition()
        private var id: pthread_t?
        private var data: Result<Data, ReadFailure>?

        init(_ handle: FileHandle) {
            Thread { [self] in
                // A thread inherits its creator's signal mask, and the test's (a Dispatch worker's) blocks signals.
                var signals = sigset_t()
                sigemptyset(&signals)
                sigaddset(&signals, SIGUSR2)
                pthread_sigmask(SIG_UNBLOCK, &signals, nil)
                lock.withLock {
                    id = pthread_self(); lock.broadcast()
                }
                let read: Result<Data, ReadFailure>
                do throws(ReadFailure) { read = .success(try handle.readAll()) } catch { read = .failure(error) }
                lock.withLock { data = read }
            }.start()
        }

        func thread() -> pthread_t {
            lock.withLock {
                while id == nil { lock.wait() }
                return id!
            }
        }

        var isDone: Bool { lock.withLock { data != nil } }
        var result: Result<Data, ReadFailure> { lock.withLock { data! } }
    }
#endif
