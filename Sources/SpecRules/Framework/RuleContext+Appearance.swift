import SpecKnowledge
import SpecModel
import SpecSyntax

extension RuleContext {
    /// The platforms a color value is judged on: a token definition on every platform of the spec, a
    /// value in a screen on the screen's platforms; restricted to `platforms` (a rule's own).
    public func judgedPlatforms(for use: ColorUse, among platforms: [Platform] = Platform.allCases) -> [JudgedPlatform] {
        judgedPlatforms(for: use.token == nil ? use.screen : nil, among: platforms)
    }

    /// The system-drawn element `component` sits in, whose material the system draws behind it: bar
    /// items on their bar, menu items on the menu. Nil for the app's own content.
    public func systemSurface(of component: Component) -> SystemSurface? {
        switch component.placement {
        case .navigationBarLeading, .navigationBarTrailing: return .navigationBar
        case .toolbar: return .toolbar
        case .menuItems: return spec.parent(of: component)?.componentKind?.spec.surface ?? .menu
        // Sidebars and ornaments have no stand-in background in the platform profiles yet: judged as content.
        // Label content sits on its button; swipe actions on the system's action fills, which the profiles have no stand-in for.
        case .content, .children, .sidebar, .ornament, .label, .swipeActions: return nil
        }
    }

    /// Where `component`'s outermost ancestor (or the component itself, at the top) sits: a row nested in a
    /// sidebar group is in the sidebar.
    public func outermostPlacement(of component: Component) -> ComponentPlacement {
        var current = component
        while let parent = spec.parent(of: current) { current = parent }
        return current.placement
    }

    /// The background `component` is judged against on `platform`: on a system surface, the system color
    /// standing in for that surface's material there (with the component's own `background` over it);
    /// else its effective background in the app's content. The note names the stand-in for messages.
    public func judgedBackground(of component: Component, on platform: JudgedPlatform) -> (
        color: ResolvedColor, node: SyntaxNode?, note: String?
    ) {
        guard let surface = systemSurface(of: component) else {
            let (color, node) = colors.effectiveBackground(of: component)
            return (color, node, nil)
        }
        let style = platform.profile.systemSurfaces[surface]
        let base = style.flatMap { colors.resolveSystemColor(named: $0.background) } ?? colors.resolveSystemColor(named: "systemBackground")
        let note = style.map { "`\($0.background)` stands in for the \(platform.platform.rawValue) \(surface.displayName) material" }
        guard let base else { return (ResolvedColor(values: [:]), nil, note) }
        guard let own = component.value("background"), let fill = colors.resolve(own) else { return (base, nil, note) }
        return (fill.composited(over: base), own, note)
    }
}

extension Array where Element == JudgedPlatform {
    /// The platforms, in order.
    public var platforms: [Platform] { map(\.platform) }

    /// The appearances at least one of these platforms has, in `Appearance.allCases` order (watchOS and
    /// visionOS add only dark).
    public var appearances: [Appearance] {
        Appearance.allCases.filter { appearance in contains { $0.profile.has(appearance) } }
    }
}

extension SystemSurface {
    /// Words for messages: "toolbar", "navigation bar", "menu".
    public var displayName: String {
        switch self {
        case .navigationBar: return "navigation bar"
        case .toolbar: return "toolbar"
        case .tabBar: return "tab bar"
        case .menu: return "menu"
        case .alert: return "alert"
        case .actionSheet: return "action sheet"
        case .buttonPlatter: return "button platter"
        }
    }
}

extension Platform {
    /// The platforms that have every one of `appearances`, by their HIG profiles (light and dark: not
    /// watchOS or visionOS).
    public static func having(_ appearances: [Appearance]) -> [Platform] {
        allCases.filter { platform in appearances.allSatisfy(PlatformCatalog.shared.profile(for: platform).has) }
    }
}
