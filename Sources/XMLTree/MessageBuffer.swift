import CXMLShim
import Foundation

/// Heap storage for the messages libxml2/libxslt report through their C
/// error callbacks; the address must outlive the call that registers it.
final class MessageBuffer {
    let pointer: UnsafeMutablePointer<cxml_messages>

    init() {
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: cxml_messages(text: nil, length: 0))
    }

    deinit {
        cxml_messages_clear(pointer)
        pointer.deallocate()
    }

    /// The collected messages on one line, or nil when there were none.
    var text: String? {
        guard let text = pointer.pointee.text else { return nil }
        let string = String(cString: text).trimmingCharacters(in: .whitespacesAndNewlines)
        return string.isEmpty ? nil : string.split(separator: "\n").joined(separator: "; ")
    }
}
