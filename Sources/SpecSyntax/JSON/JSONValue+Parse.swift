import SpecFoundation

// MARK: Reading with the project's parser

extension JSONValue {
    /// Why a document was rejected, with the byte offset.
    public struct SyntaxError: Error, CustomStringConvertible, Equatable {
        /// What was wrong.
        public let message: String
        /// The byte offset where parsing stopped.
        public let offset: Int

        public var description: String { "\(message) at byte \(offset)" }
    }

    /// Parses one JSON document with `SyntaxTree`'s parser (so JSONC comments and trailing commas
    /// are accepted); any syntax diagnostic rejects the document. Nesting is bounded by
    /// `SyntaxTree.maximumNestingDepth`, so conversion recursion is bounded too.
    public static func parse(_ bytes: [UInt8]) throws -> JSONValue {
        let tree = SyntaxTree.parse(bytes: bytes)
        if let problem = tree.diagnostics.first {
            throw SyntaxError(message: problem.message, offset: problem.range.lowerBound)
        }
        guard let root = tree.root else { throw SyntaxError(message: "The document is empty", offset: 0) }
        return JSONValue(root)
    }

    /// The value a syntax node stands for (`null` for what is not a value).
    public init(_ node: SyntaxNode) {
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
            let text = node.text
            if !text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }), let integer = Int(text) {
                self = .int(integer)
            } else {
                self = node.numberValue.map(JSONValue.double) ?? .null
            }
        case .boolean:
            self = .bool(node.booleanValue ?? false)
        case .null, .property, .invalid:
            self = .null
        }
    }
}
