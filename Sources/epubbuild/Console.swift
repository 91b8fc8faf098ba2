import EPUBSupport
import Foundation

/// Output helpers for the command line.
enum Console {
    static func error(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
