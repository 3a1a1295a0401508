import SpecKnowledge
import SpecSyntax

/// What an app icon variant (`appIcon.variants[].role`, a format extension) is used for.
public enum AppIconRole: String, CaseIterable, Sendable, Hashable {
    case layout, appStore, topShelf, topShelfWide, other

    /// Documentation for hover and completion.
    public var documentation: String {
        switch self {
        case .layout:
            return
                "The icon the system scales down for every use: the size in the HIG's Specifications table (tvOS: the home screen icon). The default."
        case .appStore: return "The App Store icon (tvOS: a larger landscape image)."
        case .topShelf: return "The tvOS Top Shelf image."
        case .topShelfWide: return "The tvOS wide Top Shelf image."
        case .other: return "Another use of the icon artwork."
        }
    }
}

/// One entry of `appIcon.variants` (a format extension): artwork of one size, for one platform and use.
///
/// A platform's `layout` variant replaces `appIcon.width` and `height` for that platform; platforms
/// without one keep the top-level size, so specs without `variants` read as before.
public struct AppIconVariant: Sendable {
    /// The variant's object.
    public let node: SyntaxNode
    /// The platform it is for; nil when `platform` is missing or unknown.
    public let platform: Platform?
    /// What it is used for; `layout` when `role` is absent, nil when `role` is unknown.
    public let role: AppIconRole?

    /// The width node, if any.
    public var widthNode: SyntaxNode? { node["width"] }
    /// The height node, if any.
    public var heightNode: SyntaxNode? { node["height"] }

    /// Reads `node`, an object of `appIcon.variants`.
    init(node: SyntaxNode) {
        self.node = node
        platform = node["platform"]?.stringValue.flatMap(Platform.init(rawValue:))
        role = node["role"].map { $0.stringValue.flatMap(AppIconRole.init(rawValue:)) } ?? .layout
    }
}

extension DesignSpec {
    /// The entries of `appIcon.variants` that are objects, in order.
    public var appIconVariants: [AppIconVariant] {
        guard let variants = root?["appIcon"]?["variants"], variants.kind == .array else { return [] }
        return variants.elements.filter { $0.kind == .object }.map(AppIconVariant.init(node:))
    }

    /// The platforms whose layout icon size comes from a `layout` variant rather than `appIcon.width`/`height`.
    public var platformsWithLayoutIconVariant: Set<Platform> {
        Set(appIconVariants.filter { $0.role == .layout }.compactMap(\.platform))
    }
}
