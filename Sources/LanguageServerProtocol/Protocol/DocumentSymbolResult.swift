/// `textDocument/documentSymbol` result: a tree for clients that take one, a flat list otherwise.
public enum DocumentSymbolResult: Codable, Hashable, Sendable {
    /// Nested symbols (`hierarchicalDocumentSymbolSupport`).
    case hierarchical([DocumentSymbol])
    /// A flat list with locations.
    case flat([SymbolInformation])

    /// Encodes the array itself.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .hierarchical(let symbols): try container.encode(symbols)
        case .flat(let symbols): try container.encode(symbols)
        }
    }

    /// Decodes a tree when the symbols have selection ranges, a flat list otherwise.
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let symbols = try? container.decode([DocumentSymbol].self) {
            self = .hierarchical(symbols)
        } else {
            self = .flat(try container.decode([SymbolInformation].self))
        }
    }
}
