/// One completion candidate: a symbol and how well its name matched the query.
public struct SymbolMatch: Sendable {
    /// The matched symbol.
    public let symbol: SFSymbol
    /// The match tier, used for ranking.
    public let quality: MatchQuality

    /// Creates a match.
    public init(symbol: SFSymbol, quality: MatchQuality) {
        self.symbol = symbol
        self.quality = quality
    }
}
