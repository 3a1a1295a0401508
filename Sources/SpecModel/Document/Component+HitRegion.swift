import SpecKnowledge
import SpecSyntax

/// What a spec says about a control's hit region on one platform: each dimension with the node it is
/// written in. `hitWidth`/`hitHeight` give the hit region where it differs from the drawn size; without
/// them a custom control's hit region is its drawn `width`/`height`, and a system control's is whatever
/// the system gives it (so the spec says nothing about it).
public struct HitRegionDeclaration: Sendable {
    /// The node of the hit region's width (`hitWidth`, else `width`), nil when the spec does not say.
    public let widthNode: SyntaxNode?
    /// The node of the hit region's height (`hitHeight`, else `height`), nil when the spec does not say.
    public let heightNode: SyntaxNode?
    /// True when the spec states the hit region itself (`hitWidth`/`hitHeight`), not only the drawn size.
    public let isStated: Bool

    /// The width in points, when known.
    public let width: Double?
    /// The height in points, when known.
    public let height: Double?

    init(width: NumberProperty?, height: NumberProperty?, isStated: Bool) {
        widthNode = width?.node
        heightNode = height?.node
        self.width = width?.value
        self.height = height?.value
        self.isStated = isStated
    }

    /// True when a known width or height is smaller than `size`'s.
    public func isBelow(_ size: PointSize) -> Bool {
        (width.map { $0 < size.width } ?? false) || (height.map { $0 < size.height } ?? false)
    }
}

extension Component {
    /// What the spec says of this control's hit region on `platform`; nil for components that are not
    /// interactive, or when the spec gives no size to judge (none at all, or a system control whose hit
    /// region the system sets and no `hitWidth`/`hitHeight`).
    public func hitRegion(on platform: Platform) -> HitRegionDeclaration? {
        hitRegions(on: [platform]).first ?? nil
    }

    /// `hitRegion(on:)` for each of `platforms`, in order, with the component's sizes read once.
    public func hitRegions(on platforms: [Platform]) -> [HitRegionDeclaration?] {
        guard isInteractive, !platforms.isEmpty else { return platforms.map { _ in nil } }
        let hitWidth = numberProperty("hitWidth")
        let hitHeight = numberProperty("hitHeight")
        let drawnWidth = numberProperty("width")
        let drawnHeight = numberProperty("height")
        return platforms.map { platform in
            let systemSized = hasSystemHitRegion(drawnWidth: drawnWidth?.value, drawnHeight: drawnHeight?.value, on: platform)
            let width = hitWidth ?? (systemSized ? nil : drawnWidth)
            let height = hitHeight ?? (systemSized ? nil : drawnHeight)
            guard width != nil || height != nil else { return nil }
            return HitRegionDeclaration(width: width, height: height, isStated: hitWidth != nil || hitHeight != nil)
        }
    }

    /// True when the system gives this control the platform's default hit region whatever its drawn
    /// size: kinds with the `systemHitRegion` trait (switches, checkboxes, steppers, sliders), and visionOS
    /// buttons drawn at the Regular size or larger (Buttons › visionOS).
    public func hasSystemHitRegion(drawnWidth: Double?, drawnHeight: Double?, on platform: Platform) -> Bool {
        if traits.contains(.systemHitRegion) { return true }
        guard platform == .visionOS, componentKind == .button,
            let regular = HIGFigures.visionOSButtonHeight(HIGFigures.visionOSRegularButtonSize)
        else { return false }
        let drawn = [drawnWidth, drawnHeight].compactMap { $0 }
        return !drawn.isEmpty && drawn.allSatisfy { $0 >= regular }
    }

    /// The node of `key` and its value, when it holds a number.
    private func numberProperty(_ key: String) -> NumberProperty? {
        guard let node = value(key), let value = node.numberValue else { return nil }
        return NumberProperty(node: node, value: value)
    }
}

/// A property's number value with the node it is written in.
struct NumberProperty {
    let node: SyntaxNode
    let value: Double
}
