import EPUBSupport
import Yams

/// A YAML node with the file it came from, so every complaint about it can
/// carry `path:line:col`.
package struct YAMLField {
    package let node: Node
    package let path: String
    package let key: String
    /// Added to line numbers when the YAML is a block inside a larger file (front matter).
    package var lineOffset = 0

    package init(node: Node, path: String, key: String, lineOffset: Int = 0) {
        self.node = node
        self.path = path
        self.key = key
        self.lineOffset = lineOffset
    }

    package var location: SourceLocation {
        SourceLocation(path: path, line: node.mark.map { $0.line + lineOffset } ?? 0, column: node.mark?.column ?? 0)
    }

    /// An error about this node; most are values of the wrong kind or out of range.
    package func failure(_ message: String, code: DiagnosticCode = .invalidValue) -> BuildError {
        BuildError(code, at: location, stage: .load, message)
    }

    /// The value's text; YAML's null (`~`, `null` unquoted) is no text: `title: ~` had been the title "~".
    package func string() throws(BuildError) -> String {
        guard case .scalar(let scalar) = node else {
            throw failure("'\(key)' must be a single value, not a list or mapping")
        }
        // A quoted "~" is the text itself.
        return scalar.style == .plain && node.null != nil ? "" : scalar.string
    }

    package func nonEmptyString() throws(BuildError) -> String {
        let value = try string().trimmingWhitespace
        guard !value.isEmpty else { throw failure("'\(key)' must not be empty") }
        return value
    }

    package func bool() throws(BuildError) -> Bool {
        guard let value = node.bool else { throw failure("'\(key)' must be true or false") }
        return value
    }

    package func int(in range: ClosedRange<Int>) throws(BuildError) -> Int {
        guard let value = node.int, range.contains(value) else {
            throw failure("'\(key)' must be a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return value
    }

    /// One of an enumeration's raw values (`rtl`, `pre-paginated`).
    package func choice<Choice: RawRepresentable & CaseIterable>(of type: Choice.Type) throws(BuildError) -> Choice
    where Choice.RawValue == String {
        let value = try nonEmptyString()
        guard let choice = Choice(rawValue: value) else {
            let allowed = Choice.allCases.map(\.rawValue)
            throw failure(
                "'\(key)' must be \(allowed.dropLast().joined(separator: ", ")) or \(allowed.last!), not '\(value)'")
        }
        return choice
    }

    /// A single string or a list of strings.
    package func strings() throws(BuildError) -> [String] {
        if case .sequence(let sequence) = node {
            var result: [String] = []
            for item in sequence {
                result.append(try YAMLField(node: item, path: path, key: key, lineOffset: lineOffset).nonEmptyString())
            }
            return result
        }
        return [try nonEmptyString()]
    }

    /// The entries of a mapping of the keys `BookKeys` defines, in order, refusing others.
    package func mapping(known keys: BookMapping) throws(BuildError) -> [String: YAMLField] {
        try mapping(known: BookKeys.names(keys))
    }

    /// The entries of a mapping, in order, refusing keys outside `known`.
    package func mapping(known: [String]) throws(BuildError) -> [String: YAMLField] {
        try mapping(known: known) { keyField, name throws(BuildError) in
            throw Self.unknownKey(name, at: keyField, in: key, known: known)
        }
    }

    /// The error of a key outside `known` in the mapping of `mappingKey` (empty: the file's top level).
    package static func unknownKey(_ name: String, at keyField: YAMLField, in mappingKey: String, known: [String])
        -> BuildError
    {
        keyField.failure(
            "unknown key '\(name)'\(mappingKey.isEmpty ? "" : " in '\(mappingKey)'")"
                + (NearestName.to(name, among: known).map { " — did you mean '\($0)'? Known keys: " }
                    ?? " — known keys: ") + known.joined(separator: ", "),
            code: .unknownKey)
    }

    /// The entries of a mapping, in order, handing each key outside `known` (its field and name) to `unknown`.
    package func mapping(known: [String], unknown: (YAMLField, String) throws(BuildError) -> Void) throws(BuildError)
        -> [String: YAMLField]
    {
        guard case .mapping(let mapping) = node else {
            throw failure("'\(key)' must be a mapping of \(known.joined(separator: ", "))")
        }
        var result: [String: YAMLField] = [:]
        for (keyNode, value) in mapping {
            let name = keyNode.string ?? ""
            let keyField = YAMLField(node: keyNode, path: path, key: name, lineOffset: lineOffset)
            guard known.contains(name) else {
                try unknown(keyField, name)
                continue
            }
            guard result[name] == nil else {
                throw keyField.failure("key '\(name)' appears twice", code: .duplicateKey)
            }
            result[name] = YAMLField(node: value, path: path, key: name, lineOffset: lineOffset)
        }
        return result
    }

    /// A single value or a list of them, as fields (`identifier:`, `css:`, `authors:` take either).
    package var items: [YAMLField] {
        (node.sequence.map { Array($0) } ?? [node]).map {
            YAMLField(node: $0, path: path, key: key, lineOffset: lineOffset)
        }
    }

    package func sequence() throws(BuildError) -> [YAMLField] {
        guard case .sequence(let sequence) = node else { throw failure("'\(key)' must be a list") }
        return sequence.map { YAMLField(node: $0, path: path, key: key, lineOffset: lineOffset) }
    }
}

extension [String: YAMLField] {
    /// The fields in the order the file wrote them: a dictionary's own order changes from run to run, and the
    /// warnings and keys made from it must not.
    package var inFileOrder: [(key: String, value: YAMLField)] {
        sorted {
            ($0.value.location.line, $0.value.location.column) < ($1.value.location.line, $1.value.location.column)
        }
    }
}
