/// An LSP position: 0-based line and column in the negotiated position encoding's units.
public struct Position: Codable, Hashable, Sendable {
    /// 0-based line.
    public var line: Int
    /// 0-based column (UTF-16 code units by default).
    public var character: Int

    /// Creates a value from its members.
    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }
}
