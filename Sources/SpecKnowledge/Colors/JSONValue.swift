import SpecSyntax

/// A decoded JSON value for the bundled JSON tables (`system-colors.json`, `hig-tables.json`),
/// read with the project's own parser (`JSONSerialization` plus `Any` casts cost several
/// milliseconds on first use on Linux; this reads the same files in well under one).
indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Why a document was rejected, with the byte offset.
    struct SyntaxError: Error, CustomStringConvertible, Equatable {
        /// What was wrong.
        let message: String
        /// The byte offset where parsing stopped.
        let offset: Int

        var description: String { "\(message) at byte \(offset)" }
    }

    /// The member `key` of an object; nil for other values or a missing key.
    subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    /// The string payload, or nil.
    var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The number payload, or nil.
    var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// The array payload, or nil.
    var array: [JSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The object payload, or nil.
    var object: [String: JSONValue]? {
        if case .object(let value) = self { return value }
        return nil
    }

    /// The array's string elements (non-strings are skipped), or nil when this is not an array.
    var strings: [String]? {
        array?.compactMap(\.string)
    }

    /// Parses one JSON document with `SpecSyntax`'s parser (so JSONC comments and trailing commas
    /// are accepted); any syntax diagnostic rejects the document. Nesting is bounded by
    /// `SyntaxTree.maximumNestingDepth`, so conversion recursion is bounded too.
    static func parse(_ bytes: [UInt8]) throws -> JSONValue {
        let tree = SyntaxTree.parse(bytes: bytes)
        if let problem = tree.diagnostics.first {
            throw SyntaxError(message: problem.message, offset: problem.range.lowerBound)
        }
        guard let root = tree.root else { throw SyntaxError(message: "The document is empty", offset: 0) }
        return JSONValue(root)
    }

    private init(_ node: SyntaxNode) {
        switch node.kind {
        case .object:
            var members: [String: JSONValue] = [:]
            for property in node.properties {
                if let key = property.keyName, let value = property.value { members[key] = JSONValue(value) }
            }
            self = .object(members)
        case .array:
            self = .array(node.elements.map(JSONValue.init))
        case .string:
            self = .string(node.stringValue ?? "")
        case .number:
            self = node.numberValue.map(JSONValue.number) ?? .null
        case .boolean:
            self = .bool(node.booleanValue ?? false)
        case .null, .property, .invalid:
            self = .null
        }
    }
}
