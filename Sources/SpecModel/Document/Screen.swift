import SpecKnowledge
import SpecSyntax

/// One entry of `screens`.
public struct Screen: Sendable, Hashable {
    /// The screen's object node.
    public let node: SyntaxNode
    /// Position in `screens`.
    public let index: Int
    /// Indices (into `DesignSpec.components`) of the screen's components, parents before children.
    public let componentIndices: [Int]

    /// The screen's `id`, when it is a string.
    public var id: String? { node["id"]?.stringValue }
    /// The screen's `title`, when it is a string.
    public var title: String? { node["title"]?.stringValue }
    /// The single platform this screen applies to (`"platform"`), when it names a known one.
    public var platform: Platform? { node["platform"]?.stringValue.flatMap { Platform(rawValue: $0) } }
    /// The screen's `background` color value node.
    public var background: SyntaxNode? { node["background"] }
    /// What fills the whole screen behind its content: `background`, else the watchOS tab view page's
    /// `containerBackground` (SwiftUI `.containerBackground(_:for: .tabView)`).
    public var pageBackground: SyntaxNode? { node["background"] ?? node["containerBackground"] }
    /// The `navigationBar` object.
    public var navigationBar: SyntaxNode? { node["navigationBar"].flatMap { $0.kind == .object ? $0 : nil } }
    /// The `tabBar` object.
    public var tabBar: SyntaxNode? { node["tabBar"].flatMap { $0.kind == .object ? $0 : nil } }
    /// The `toolbar` object.
    public var toolbar: SyntaxNode? { node["toolbar"].flatMap { $0.kind == .object ? $0 : nil } }
    /// The `window` object (macOS, visionOS).
    public var window: SyntaxNode? { node["window"].flatMap { $0.kind == .object ? $0 : nil } }
    /// The window's `width` or `height` (`dimension`) in points when it opens: its `defaultSize` when
    /// that is in points, else the window's own `width` or `height`.
    public func windowSize(_ dimension: String) -> Double? {
        if let size = window?["defaultSize"], (size["unit"]?.stringValue ?? "points") == "points",
            let value = size[dimension]?.numberValue
        {
            return value
        }
        return window?[dimension]?.numberValue
    }
    /// The window's style, when `window.style` is one.
    public var windowStyle: WindowStyle? { window?["style"]?.stringValue.flatMap(WindowStyle.init(rawValue:)) }
    /// The `sidebar` object.
    public var sidebar: SyntaxNode? { node["sidebar"].flatMap { $0.kind == .object ? $0 : nil } }
    /// A short name for messages: `screen "home"` or `screen 2`.
    public var displayName: String {
        if let id { return "screen \"\(id)\"" }
        return "screen \(index + 1)"
    }
}
