import SpecKnowledge
import SpecSyntax

/// A gradient color value resolved for drawing: its kind, every stop's color (per appearance) and
/// location, and its geometry, in SwiftUI's unit coordinates (0…1 across the shape it fills).
public struct ResolvedGradient: Sendable, Hashable {
    /// One stop of the gradient.
    public struct Stop: Sendable, Hashable {
        /// The stop's color in every appearance.
        public var color: ResolvedColor
        /// Where it sits along the gradient, 0…1 (evenly spaced where the spec gives `colors`).
        public var location: Double

        /// A stop of `color` at `location`.
        public init(color: ResolvedColor, location: Double) {
            self.color = color
            self.location = location
        }
    }

    /// A point in unit coordinates: x from the leading edge, y from the top (SwiftUI `UnitPoint`).
    public struct UnitPoint: Sendable, Hashable {
        /// 0 at the leading edge, 1 at the trailing edge.
        public var x: Double
        /// 0 at the top, 1 at the bottom.
        public var y: Double

        /// The point at `x`, `y`.
        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }

        /// The point `name` names (`top`, `bottomLeading`, …, from `FormatVocabulary.unitPoints`); nil for any other text.
        public init?(named name: String) {
            guard FormatVocabulary.unitPoints.contains(where: { $0.name == name }) else { return nil }
            let lower = name.lowercased()
            x = lower.hasSuffix("leading") ? 0 : lower.hasSuffix("trailing") ? 1 : 0.5
            y = lower.hasPrefix("top") ? 0 : lower.hasPrefix("bottom") ? 1 : 0.5
        }
    }

    /// Which gradient it is.
    public var kind: GradientKind
    /// Its stops in the spec's order (one for `Color.gradient`).
    public var stops: [Stop]
    /// Where a linear gradient starts (default `top`).
    public var startPoint: UnitPoint
    /// Where a linear gradient ends (default `bottom`).
    public var endPoint: UnitPoint
    /// The center of a radial or angular gradient (default `center`).
    public var center: UnitPoint

    /// A gradient of `kind` with `stops` and its geometry.
    public init(kind: GradientKind, stops: [Stop], startPoint: UnitPoint, endPoint: UnitPoint, center: UnitPoint) {
        self.kind = kind
        self.stops = stops
        self.startPoint = startPoint
        self.endPoint = endPoint
        self.center = center
    }
}

extension ColorResolver {
    /// The gradient `node` is, directly or through tokens, with every stop resolved; nil when it is no
    /// gradient or a stop does not resolve (as `resolve(_:)` is nil then). A stop that is itself a
    /// gradient stands for its first color, as `resolve(_:)` gives it.
    public func gradient(of node: SyntaxNode) -> ResolvedGradient? {
        var current = node
        for _ in 0..<Self.maximumTokenDepth {
            switch ColorReference(node: current, in: spec) {
            case .gradient(let kind, let stopNodes):
                return gradient(kind, stopNodes: stopNodes, object: current[kind.rawValue])
            case .token(let token):
                guard let value = token.valueNode else { return nil }
                current = value
            default: return nil
            }
        }
        return nil
    }

    private func gradient(_ kind: GradientKind, stopNodes: [SyntaxNode], object: SyntaxNode?) -> ResolvedGradient? {
        let entries = object?["stops"]?.elements
        let givesStops = object?["colors"] == nil && entries != nil
        var stops: [ResolvedGradient.Stop] = []
        stops.reserveCapacity(stopNodes.count)
        for (index, stopNode) in stopNodes.enumerated() {
            guard let color = resolve(stopNode) else { return nil }
            let even = stopNodes.count > 1 ? Double(index) / Double(stopNodes.count - 1) : 0
            let given = givesStops ? entries.flatMap { $0.indices.contains(index) ? $0[index]["location"]?.numberValue : nil } : nil
            stops.append(ResolvedGradient.Stop(color: color, location: given.map { min(max($0, 0), 1) } ?? even))
        }
        func point(_ key: String, default name: String) -> ResolvedGradient.UnitPoint {
            object?[key]?.stringValue.flatMap(ResolvedGradient.UnitPoint.init(named:))
                ?? ResolvedGradient.UnitPoint(named: name) ?? ResolvedGradient.UnitPoint(x: 0.5, y: 0.5)
        }
        return ResolvedGradient(
            kind: kind, stops: stops, startPoint: point("startPoint", default: "top"), endPoint: point("endPoint", default: "bottom"),
            center: point("center", default: "center"))
    }
}
