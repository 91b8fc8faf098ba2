/// Why libxml2 refused a document, with the position it reported.
public struct XMLParseError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Kind: Equatable, Sendable {
        /// Not well-formed: `message` is libxml2's.
        case malformed
        /// A named entity reference that no DTD the document may use defines.
        case undefinedEntity
        /// The DOCTYPE declares entities, which are never accepted (XXE, billion laughs).
        case declaredEntities
        /// Well-formed, but its elements nest deeper than libxml2 goes (256, its guard against stack exhaustion).
        case tooDeep
        /// An element with more attributes than `AttributeCount.limit`, which libxml2 reads in quadratic time.
        case tooManyAttributes
    }

    public var message: String
    /// 1-based; 0 when libxml2 did not know.
    public var line: Int
    public var column: Int
    public var kind: Kind

    public init(message: String, line: Int, column: Int, kind: Kind = .malformed) {
        self.message = message
        self.line = line
        self.column = column
        self.kind = kind
    }

    init(undefinedEntity name: String, line: Int, column: Int) {
        self.init(message: "undefined entity '&\(name);'", line: line, column: column, kind: .undefinedEntity)
    }

    init(declaredEntitiesAtLine line: Int) {
        self.init(
            message: "the document declares entities in its DOCTYPE, which is not accepted (entity expansion attacks)",
            line: max(line, 1), column: 1, kind: .declaredEntities)
    }

    public var description: String { "\(line):\(column): \(message)" }
}
