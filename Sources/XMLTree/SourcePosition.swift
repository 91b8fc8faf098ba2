/// Where cmark-gfm says a block starts: its `data-sourcepos="line:column-line:column"`.
///
/// Read from the UTF-8 bytes: it is asked of every element of every chapter,
/// and splitting the value into Characters cost more than copying the element.
public struct SourcePosition: Equatable, Sendable {
    public let line: Int
    /// 0 when the value gives only a line.
    public let column: Int

    /// The start of `attribute`'s range; nil if it does not begin with a line number.
    public init?(_ attribute: String) {
        var numbers: [Int] = []
        var current: Int?
        for byte in attribute.utf8 {
            if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                let (tens, overflow) = (current ?? 0).multipliedReportingOverflow(by: 10)
                let (value, carry) = tens.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
                guard !overflow, !carry else { return nil }
                current = value
            } else {
                guard let number = current, byte == UInt8(ascii: ":") || byte == UInt8(ascii: "-") else { break }
                numbers.append(number)
                current = nil
                if numbers.count == 2 { break }
            }
        }
        if let current, numbers.count < 2 { numbers.append(current) }
        guard let line = numbers.first else { return nil }
        self.line = line
        column = numbers.count > 1 ? numbers[1] : 0
    }
}
