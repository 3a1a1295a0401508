import SpecKnowledge
import SpecModel
import SpecSyntax

/// The foreground (text and symbols) of a component and what it sits on, as the contrast rules judge them.
///
/// Worked out once per component, then read per judged platform: only a bar's or menu's stand-in
/// background, whether a platform tints bar items, and visionOS's glass windows differ between platforms.
struct ContrastColors {
    /// What the component draws, as far as it does not depend on the platform.
    private enum Drawing {
        /// The spec sets nothing that could lower the contrast (system colors on system backgrounds pass),
        /// or the component sits where the profiles have no stand-in color.
        case notJudged
        /// A prominent button: its `title` (white unless `color` says otherwise) on a `fill` of its tint,
        /// under which shows what the button sits on where the fill is `translucent`.
        case prominentButton(title: ResolvedColor, fill: ResolvedColor, translucent: Bool, node: SyntaxNode?)
        /// An item the system colors on a bar or menu: only its own `color` is judged (nil: none, or one
        /// that does not resolve when `hasColor`), and its `tint` where the platform tints such items.
        case systemSurfaceItem(SystemSurface, hasColor: Bool, color: ResolvedColor?, tint: ResolvedColor?)
        /// Content: `foreground` on the component's effective background.
        case content(foreground: ResolvedColor)
    }

    private let component: Component
    private let kind: ComponentKind
    private let context: RuleContext
    private let drawing: Drawing
    /// What the component's content may sit on: one color per combination of gradient stops below it.
    private let contentCandidates: [ResolvedColor]
    /// The material or glass the component's content sits on, when no opaque color of the spec's covers it:
    /// its color depends on what lies behind it, so the content is not measured on it.
    let material: MaterialStyle?
    /// The component's effective background in the app's content, with its innermost layer; nil on a system
    /// surface, whose stand-in differs per platform.
    private let contentBackground: (color: ResolvedColor, node: SyntaxNode?)?
    /// True when one of the platforms judged has glass windows and the component sits on no opaque
    /// background of the spec's own there.
    private let seesGlass: Bool

    /// The colors of `component` (of `kind`) for judging on `judged` (the only platforms `on(_:)` answers for).
    init(of component: Component, kind: ComponentKind, judgedOn judged: [JudgedPlatform], context: RuleContext) {
        self.component = component
        self.kind = kind
        self.context = context
        let surface = context.systemSurface(of: component)
        let drawing = Self.drawing(of: component, kind: kind, surface: surface, context: context)
        self.drawing = drawing
        switch drawing {
        case .systemSurfaceItem, .content:
            seesGlass =
                judged.contains { Self.glassWindowPlatforms.contains($0.platform) }
                && !Self.hasOpaqueBackground(component, context: context)
        case .notJudged, .prominentButton:
            seesGlass = false
        }
        switch drawing {
        case .prominentButton, .content: contentBackground = surface == nil ? context.colors.effectiveBackground(of: component) : nil
        case .notJudged, .systemSurfaceItem: contentBackground = nil
        }
        if case .content = drawing, surface == nil {
            contentCandidates = context.colors.backgroundCandidates(of: component)
            material = context.colors.material(under: component)
        } else {
            contentCandidates = []
            material = nil
        }
    }

    /// The foreground of content drawn on the app's own background; nil for what the system draws (bars,
    /// menus, prominent buttons) or what is not judged.
    var contentForeground: ResolvedColor? {
        if case .content(let foreground) = drawing { return foreground }
        return nil
    }

    /// The foreground and what it sits on, on `platform`, with a note naming a stand-in background and the
    /// node of the first explicit background; nil when nothing there could lower the contrast.
    func on(_ platform: JudgedPlatform) -> (foreground: ResolvedColor, background: ResolvedColor, note: String?, node: SyntaxNode?)? {
        switch drawing {
        case .notJudged:
            return nil
        case .prominentButton(let title, let fill, let translucent, let node):
            // Under a translucent fill shows what the button sits on: a bar's or menu's stand-in, else the content.
            let below = contentBackground.map { ($0.color, $0.node, String?.none) } ?? context.judgedBackground(of: component, on: platform)
            return (title, fill.composited(over: below.0), translucent ? below.2 : nil, node)
        case .systemSurfaceItem(let surface, let hasColor, let color, let tint):
            if seesGlass && Self.glassWindowPlatforms.contains(platform.platform) { return nil }
            // The system colors bar and menu items; only a color the spec sets is judged, and a tint only
            // where the platform tints those items.
            let follows = platform.profile.systemSurfaces[surface]?.foreground == .tint && platform.profile.barItemsFollowTint.value
            guard let foreground = hasColor ? color : follows ? tint : nil else { return nil }
            let (background, backgroundNode, note) = context.judgedBackground(of: component, on: platform)
            return (foreground, background, note, backgroundNode)
        case .content(let foreground):
            if seesGlass && Self.glassWindowPlatforms.contains(platform.platform) { return nil }
            guard let contentBackground, material == nil else { return nil }
            if let platter = platter(on: platform) {
                return (foreground, platter.color, platter.note, nil)
            }
            // Against a gradient, the stop that gives the least contrast in each appearance.
            let background = contentCandidates.count > 1 ? Self.worst(of: contentCandidates, for: foreground) : contentBackground.color
            return (foreground, background, nil, contentBackground.node)
        }
    }

    /// The platter the platform draws behind this button (watchOS: "When you place a button inline with
    /// content, it gains a material effect that contrasts with the background to ensure legibility"), as
    /// the profile's stand-in color with a note; nil for other components, a button with its own
    /// `background` or a style without a platter, or a platform without one.
    private func platter(on platform: JudgedPlatform) -> (color: ResolvedColor, note: String)? {
        guard kind == .button, component.value("background") == nil,
            (component.buttonStyle ?? .bordered).drawsPlatter,
            let style = platform.profile.systemSurfaces[.buttonPlatter],
            let color = context.colors.resolveSystemColor(named: style.background)
        else { return nil }
        return (color, "`\(style.background)` stands in for the \(platform.platform.rawValue) \(SystemSurface.buttonPlatter.displayName) material")
    }

    /// Per appearance, the candidate background the foreground has the least contrast with (an unknown
    /// value wins: nothing can be said about it).
    static func worst(of candidates: [ResolvedColor], for foreground: ResolvedColor) -> ResolvedColor {
        var values: [Appearance: ResolvedColor.Value] = [:]
        for appearance in Appearance.allCases {
            var chosen: (ratio: Double, value: ResolvedColor.Value)?
            for candidate in candidates {
                let value = candidate[appearance]
                guard let text = foreground[appearance].color, let fill = value.color else {
                    chosen = (-1, value)
                    break
                }
                let ratio = RGBAColor.contrastRatio(text.composited(over: fill), fill)
                if chosen.map({ ratio < $0.ratio }) ?? true { chosen = (ratio, value) }
            }
            if var value = chosen?.value {
                value.description += " (the gradient's worst stop)"
                values[appearance] = value
            }
        }
        return ResolvedColor(values: values)
    }

    private static func drawing(
        of component: Component, kind: ComponentKind, surface: SystemSurface?, context: RuleContext
    ) -> Drawing {
        // A sidebar row's `color` is its icon's (the system draws its title), and sidebars and ornaments sit
        // on materials the platform profiles have no stand-in color for: not judged.
        let outermost = context.outermostPlacement(of: component)
        if outermost == .sidebar || outermost == .ornament { return .notJudged }
        let colorNode = component.value("color")
        let tintNode = component.value("tint")
        if kind == .button, component.buttonStyle?.fillsWithTint == true {
            let backgroundNode = component.value("background")
            guard colorNode != nil || tintNode != nil || backgroundNode != nil,
                let fill = (backgroundNode ?? tintNode).flatMap(context.colors.resolve) ?? context.colors.accentColor()
            else { return .notJudged }
            let title =
                colorNode.flatMap(context.colors.resolve)
                ?? ResolvedColor.constant(RGBAColor(red: 1, green: 1, blue: 1), description: "white")
            let translucent = Appearance.allCases.contains { (fill[$0].color?.alpha ?? 1) < 1 }
            return .prominentButton(title: title, fill: fill, translucent: translucent, node: backgroundNode ?? tintNode)
        }
        if let surface {
            return .systemSurfaceItem(
                surface, hasColor: colorNode != nil, color: colorNode.flatMap(context.colors.resolve),
                tint: tintNode.flatMap(context.colors.resolve))
        }
        if colorNode == nil, let owner = context.spec.labelOwner(of: component),
            let drawing = labelContentDrawing(of: component, in: owner, context: context)
        {
            return drawing
        }
        // With neither an explicit text color nor a background, the system colors apply and pass; an app's own
        // accent color is not a system color, so what is drawn in it is judged.
        let drawsInAppAccent = Self.hasOwnAccentColor(context) && (kind == .button || kind == .menu)
        guard colorNode != nil || tintNode != nil || drawsInAppAccent || !context.colors.backgroundLayers(of: component).isEmpty,
            let foreground = defaultForeground(of: component, kind: kind, colorNode: colorNode, tintNode: tintNode, context: context)
        else { return .notJudged }
        return .content(foreground: foreground)
    }

    /// True when the spec names an accent color that is not a system color (a hex, variants, a gradient):
    /// what the system draws in the accent is then the app's color and is judged.
    static func hasOwnAccentColor(_ context: RuleContext) -> Bool {
        guard let accent = context.spec.accentColorNode else { return false }
        return SystemColorLookup.systemColor(for: accent, in: context.spec) == nil
    }

    /// The platforms whose windows are glass, with no stand-in color ("Glass is an adaptive material that
    /// limits the range of background color information", Materials › visionOS): only what sits on an
    /// opaque background of the spec's own can be judged there.
    static let glassWindowPlatforms: Set<Platform> = [.visionOS]

    /// True when `component`, a container around it or its screen sets a background that is opaque in every
    /// appearance (so what lies below, such as a glass window, does not show through).
    static func hasOpaqueBackground(_ component: Component, context: RuleContext) -> Bool {
        context.colors.backgroundLayers(of: component).contains { node in
            guard let color = context.colors.resolve(node) else { return false }
            let values = color.values.values.compactMap(\.color)
            return !values.isEmpty && values.allSatisfy { $0.alpha >= 1 }
        }
    }

    /// What content without a `color` in the `label` of `owner` (a button or link) draws, as SwiftUI draws a
    /// label: in the owner's `color`; white on a prominent button's fill; the owner's tint (else the accent
    /// color) for buttons drawn in the tint; the link color in a link. What the system colors on its own
    /// backgrounds passes and is not judged. Nil for button styles that leave their content's colors alone.
    private static func labelContentDrawing(of component: Component, in owner: Component, context: RuleContext) -> Drawing? {
        if let node = owner.value("color") {
            return context.colors.resolve(node).map { .content(foreground: $0) } ?? .notJudged
        }
        let onOwnBackground = !context.colors.backgroundLayers(of: component).isEmpty
        guard owner.componentKind == .button else {
            guard onOwnBackground, let link = context.colors.resolveSystemColor(named: "link") else { return .notJudged }
            return .content(foreground: link)
        }
        let style = owner.buttonStyle ?? .plain
        if style.fillsWithTint {
            // The fill is one of the content's background layers when the spec gives it (`backgroundLayers(of:)`).
            guard owner.value("background") != nil || owner.value("tint") != nil || context.spec.accentColorNode != nil else {
                return .notJudged
            }
            return .content(foreground: ResolvedColor.constant(RGBAColor(red: 1, green: 1, blue: 1), description: "white"))
        }
        guard style.drawsForegroundInTint else { return nil }
        if let tint = owner.value("tint") { return context.colors.resolve(tint).map { .content(foreground: $0) } ?? .notJudged }
        guard hasOwnAccentColor(context) || onOwnBackground, let accent = context.colors.accentColor() else { return .notJudged }
        return .content(foreground: accent)
    }

    /// The foreground in the app's content: `color`, else the kind's system default (the app's accent color for buttons
    /// drawn in it, `link` for links, `label` otherwise).
    private static func defaultForeground(
        of component: Component, kind: ComponentKind, colorNode: SyntaxNode?, tintNode: SyntaxNode?, context: RuleContext
    ) -> ResolvedColor? {
        if let colorNode { return context.colors.resolve(colorNode) }
        switch kind {
        case .button, .menu:
            guard (component.buttonStyle ?? .plain).drawsForegroundInTint else { return nil }
            return tintNode.flatMap(context.colors.resolve) ?? context.colors.accentColor()
        case .link:
            return context.colors.resolveSystemColor(named: "link")
        default:
            return context.colors.resolveSystemColor(named: "label")
        }
    }
}
