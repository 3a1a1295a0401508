/// One appearance's value of a system color, with how well it is sourced.
public struct SystemColorValue: Sendable, Hashable {
    /// The sRGB value, or nil when no source gives one (`certainty == .unknown`).
    public let color: RGBAColor?
    /// How well sourced the value is; check `certainty.isUncertain` before stating it as fact.
    public let certainty: ValueCertainty
    /// The data's source keys (e.g. `HIG23`, `FLUTTER`); see `Resources/PROVENANCE.md`.
    public let sources: [String]
    /// The data's note on this value, if any.
    public let note: String?
    /// Other values some sources give when `certainty == .conflict` (or minority readings otherwise).
    public let alternatives: [RGBAColor]

    /// Creates a value.
    public init(color: RGBAColor?, certainty: ValueCertainty, sources: [String], note: String?, alternatives: [RGBAColor] = []) {
        self.color = color
        self.certainty = certainty
        self.sources = sources
        self.note = note
        self.alternatives = alternatives
    }
}
