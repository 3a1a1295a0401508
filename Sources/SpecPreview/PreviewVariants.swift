import SpecKnowledge
import SpecModel
import SpecSyntax

/// The variants the preview draws: on each platform, the ones that apply in the preview device's size
/// classes (the platform's first in `SizeClassCatalog`: an iPhone or iPad in portrait), for every
/// screen with variants at once — one effective document per platform, so drawing stays linear.
final class PreviewVariants {
    private let spec: DesignSpec
    private let variants: SpecVariants
    /// Per screen index: its variants.
    private let byScreen: [Int: ScreenVariants]
    private var effective: [Platform: (spec: DesignSpec, colors: ColorResolver, document: EffectiveDocument)] = [:]

    init(spec: DesignSpec) {
        self.spec = spec
        variants = SpecVariants(spec: spec)
        byScreen = Dictionary(variants.screens.map { ($0.screen.index, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The size classes the preview draws `platform` in.
    static func environment(of platform: Platform) -> SizeClassEnvironment {
        SizeClassCatalog.shared.environments(for: platform).first ?? .none
    }

    /// Words for the device line: "variants for compact width, regular height" when `screen` has
    /// variants on `platform`, else nil.
    func caption(for screen: Screen, platform: Platform) -> String? {
        guard let group = group(of: screen, on: platform) else { return nil }
        let environment = Self.environment(of: platform)
        let classes = SizeClassAxis.allCases.compactMap { axis in environment[axis].map { "\($0.rawValue) \(axis.noun)" } }
        let place = classes.isEmpty ? platform.rawValue : classes.joined(separator: ", ")
        return group.applied.isEmpty ? "no variant applies in \(place)" : "drawn with the variants for \(place)"
    }

    /// `screen` laid out on `platform` with the variants that apply on the preview's device, its items
    /// located in the written text.
    func layout(_ screen: Screen, colors: ColorResolver, platform: Platform, category: ContentSizeCategory) -> ScreenLayout {
        guard let group = group(of: screen, on: platform), !group.applied.isEmpty, let drawn = effectiveSpec(on: platform),
            let position = spec.screens.firstIndex(where: { $0.index == screen.index }), drawn.spec.screens.indices.contains(position)
        else {
            return WireframeLayout.layout(screen, of: spec, colors: colors, platform: platform, category: category)
        }
        let layout = WireframeLayout.layout(
            drawn.spec.screens[position], of: drawn.spec, colors: drawn.colors, platform: platform, category: category)
        let items = layout.items.map { item in
            var item = item
            item.sourceRange = item.sourceRange.flatMap(drawn.document.originalRange)
            return item
        }
        return ScreenLayout(
            platform: layout.platform, device: layout.device, items: items, width: layout.width, height: layout.height,
            foldY: layout.foldY, window: layout.window, ornaments: layout.ornaments, componentsNotDrawn: layout.componentsNotDrawn)
    }

    /// The group of `screen`'s variants that holds the preview device's size classes on `platform`.
    private func group(of screen: Screen, on platform: Platform) -> VariantGroup? {
        let environment = Self.environment(of: platform)
        return byScreen[screen.index]?.groups.first { $0.platform == platform && $0.environments.contains(environment) }
    }

    /// The document with every screen's variants for the preview device on `platform` applied.
    private func effectiveSpec(on platform: Platform) -> (spec: DesignSpec, colors: ColorResolver, document: EffectiveDocument)? {
        if let made = effective[platform] { return made }
        let picks = variants.screens.compactMap { screen in group(of: screen.screen, on: platform).map { (screen: screen, group: $0) } }
        guard !picks.isEmpty else { return nil }
        let document = SpecVariants.effectiveDocument(of: spec, picks: picks)
        let assumed = Dictionary(
            spec.targets.filter(\.isAssumed).map { ($0.platform, $0.minimumVersion) }, uniquingKeysWith: { first, _ in first })
        let drawn = DesignSpec(tree: SyntaxTree.parse(bytes: document.bytes), defaultTargets: assumed, imports: spec.imports)
        let made = (drawn, ColorResolver(spec: drawn), document)
        effective[platform] = made
        return made
    }
}
