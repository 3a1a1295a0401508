/// A JSON-RPC request id: a number or a string.
public enum RequestID: Codable, Hashable, Sendable, CustomStringConvertible {
    /// A numeric id.
    case number(Int)
    /// A string id.
    case string(String)

    /// Decodes a number or a string.
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            self = .number(number)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    /// Encodes the id as it came.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let number): try container.encode(number)
        case .string(let string): try container.encode(string)
        }
    }

    /// The id as written in JSON.
    public var description: String {
        switch self {
        case .number(let number): return String(number)
        case .string(let string): return "\"\(string)\""
        }
    }
}
