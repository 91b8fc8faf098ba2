/// A place in a source file, printed the way compilers do: `path:line:col`.
/// Line and column are 1-based; 0 means unknown and is left out.
public struct SourceLocation: Equatable, Hashable, Sendable, Codable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var column: Int

    public init(path: String, line: Int = 0, column: Int = 0) {
        self.path = path
        self.line = line
        self.column = column
    }

    public var description: String {
        let path = PrintableText.escaped(path)
        guard line > 0 else { return path }
        return "\(path):\(line):\(max(column, 1))"
    }
}
