/// An LSP position: 0-based line and column in the negotiated position encoding's units.
struct Position: Codable, Hashable, Sendable {
    /// 0-based line.
    var line: Int
    /// 0-based column (UTF-16 code units by default).
    var character: Int
}
