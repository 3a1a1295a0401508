/// A value taken from the HIG, with the link to the section it comes from.
public struct HIGFigure<Value: Sendable & Equatable>: Sendable, Equatable {
    /// The value.
    public let value: Value
    /// The HIG section (URL with anchor) the value rests on.
    public let source: String

    /// Creates a figure.
    public init(_ value: Value, source: String) {
        self.value = value
        self.source = source
    }
}

/// A width and height in points.
public struct PointSize: Sendable, Equatable, CustomStringConvertible {
    /// Width in points.
    public let width: Double
    /// Height in points.
    public let height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// `44×44 pt`.
    public var description: String { "\(PointSize.format(width))×\(PointSize.format(height)) pt" }

    /// `44`, `17.5`: a number without a trailing `.0`.
    public static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
