/// A decoded JSON value, produced by a small byte-level parser used for the bundled JSON tables
/// (`system-colors.json`, `hig-tables.json`). It exists because `JSONSerialization` plus `Any` casts
/// cost several milliseconds on first use on Linux; this parser reads the same files in well under one.
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

    /// Parses one JSON document (RFC 8259; whitespace around it allowed). Nesting deeper than 256
    /// levels is rejected rather than risking the stack.
    static func parse(_ bytes: [UInt8]) throws -> JSONValue {
        try bytes.withUnsafeBufferPointer { buffer in
            var parser = JSONByteParser(bytes: buffer)
            return try parser.parseDocument()
        }
    }
}
