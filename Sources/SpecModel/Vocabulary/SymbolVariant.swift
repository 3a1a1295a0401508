/// A SwiftUI symbol variant (`.symbolVariant(.circle.fill)`): an optional slash, an optional enclosing
/// shape and an optional fill, which SF Symbols writes after the symbol's name in that order
/// (`bell` + `slash.circle.fill` → `bell.slash.circle.fill`).
public struct SymbolVariant: Sendable, Hashable {
    /// The enclosing shapes a variant may add.
    public enum Shape: String, CaseIterable, Sendable, Hashable {
        case circle, square, rectangle
    }

    /// True for a slash through the symbol.
    public let slash: Bool
    /// The enclosing shape, if any.
    public let shape: Shape?
    /// True for the filled form.
    public let fill: Bool

    /// Every variant, `none` first.
    public static let allCases: [SymbolVariant] = [nil, Shape.circle, .square, .rectangle].flatMap { shape in
        [false, true].flatMap { slash in [false, true].map { fill in SymbolVariant(slash: slash, shape: shape, fill: fill) } }
    }.sorted { ($0.parts.count, $0.name) < ($1.parts.count, $1.name) }

    /// The variant named `name` (`none`, `fill`, `slash.circle.fill`, …), nil for any other string.
    public init?(name: String) {
        guard let variant = Self.byName[name] else { return nil }
        self = variant
    }

    private init(slash: Bool, shape: Shape?, fill: Bool) {
        self.slash = slash
        self.shape = shape
        self.fill = fill
    }

    private static let byName: [String: SymbolVariant] = Dictionary(uniqueKeysWithValues: allCases.map { ($0.name, $0) })

    /// The name parts the variant adds, in SF Symbols' order.
    var parts: [String] {
        (slash ? ["slash"] : []) + (shape.map { [$0.rawValue] } ?? []) + (fill ? ["fill"] : [])
    }

    /// The format's name of the variant: `none`, or its parts joined by dots.
    public var name: String { parts.isEmpty ? "none" : parts.joined(separator: ".") }

    /// The SF Symbol SwiftUI looks up for `symbol` with this variant: the parts of `symbol` that are
    /// variant parts already (`heart.fill`, `person.crop.circle`) count once, and the result names
    /// them in SF Symbols' order (`heart.fill` + `circle` → `heart.circle.fill`).
    public func resolvedName(of symbol: String) -> String {
        var base = symbol.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var slash = self.slash
        var shape = self.shape
        var fill = self.fill
        while base.count > 1, let last = base.last {
            if last == "fill" {
                fill = true
            } else if last == "slash" {
                slash = true
            } else if let trailingShape = Shape(rawValue: last), shape == nil || shape == trailingShape {
                shape = trailingShape
            } else {
                break
            }
            base.removeLast()
        }
        let combined = SymbolVariant(slash: slash, shape: shape, fill: fill)
        return (base + combined.parts).joined(separator: ".")
    }

    /// Documentation for hover and completion.
    public var documentation: String {
        guard !parts.isEmpty else { return "No variant: the symbol as named (SwiftUI `.none`)." }
        let words = (slash ? ["with a slash"] : []) + (shape.map { ["in a \($0.rawValue)"] } ?? []) + (fill ? ["filled"] : [])
        return "The symbol " + words.joined(separator: ", ") + ": SwiftUI `.\(parts.joined(separator: "."))`, the name with `.\(parts.joined(separator: "."))` added."
    }
}
