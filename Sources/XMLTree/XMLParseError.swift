/// Why libxml2 refused a document, with the position it reported.
public struct XMLParseError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    /// 1-based; 0 when libxml2 did not know.
    public var line: Int
    public var column: Int

    public init(message: String, line: Int, column: Int) {
        self.message = message
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column): \(message)" }
}
