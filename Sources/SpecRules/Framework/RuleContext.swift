import SpecFoundation
import SpecKnowledge
import SpecModel
import SpecSyntax

/// Everything a rule may read about one document, computed once per check and shared by all rules.
///
/// Created by `RuleEngine` for one run; rules only read it, possibly on several threads at once (the
/// engine runs the rules of a large spec in parallel).
public final class RuleContext: Sendable {
    // What the context makes on first use is made once, under its cell's lock (`OnceCell`,
    // `LockedCache`); everything else is immutable.
    /// The document's semantic view.
    public let spec: DesignSpec
    /// Resolves color values in the spec's color era.
    public let colors: ColorResolver
    /// Resolves font values.
    public let fonts: FontResolver

    /// Creates the context for `spec`.
    public init(spec: DesignSpec) {
        self.spec = spec
        self.colors = ColorResolver(spec: spec)
        self.fonts = FontResolver(spec: spec)
        var platforms = [Platform??](repeating: nil, count: (spec.screens.last?.index ?? -1) + 1)
        for screen in spec.screens {
            platforms[screen.index] = .some(screen.platform)
        }
        screenPlatforms = platforms
    }

    /// The document's syntax tree.
    public var tree: SyntaxTree { spec.tree }

    /// The components of `spec` by kind, trait and placement, built on first use and shared by every
    /// rule of the run (one per document, or one per screen when the engine runs a screen's view).
    public var componentIndex: ComponentIndex { componentIndexCell.value { ComponentIndex(spec.components) } }
    private let componentIndexCell = OnceCell<ComponentIndex>()

    /// `judgedPlatforms(for:among:)` per screen platform and set of platforms asked about: rules ask it
    /// for every component, with their own few platform lists.
    let rememberedJudgedPlatforms = LockedCache<JudgedPlatformsKey, [JudgedPlatform]>()

    /// Each screen's `platform` by the screen's `index`, read once (rules ask for it per component):
    /// `.some(nil)` for a screen naming none, nil for an index that is no screen of `spec`.
    private let screenPlatforms: [Platform??]

    /// The `platform` of the screen whose `index` is `index`: `.some(nil)` when it names none, nil
    /// when `spec` has no such screen.
    func platformOfScreen(atIndex index: Int) -> Platform?? {
        screenPlatforms.indices.contains(index) ? screenPlatforms[index] : nil
    }

    /// Every `symbol` value (string nodes) in screens: components, tab bar items, segments, menu items.
    public var symbolReferences: [SymbolReference] {
        symbolReferencesCell.value {
            collectReferences(named: ["symbol"]).map { node, owner in
                SymbolReference(
                    node: node, name: node.stringValue ?? "", owner: owner, component: componentOwning(owner),
                    screen: spec.screen(containing: node.range.lowerBound))
            }
        }
    }
    private let symbolReferencesCell = OnceCell<[SymbolReference]>()

    /// Every color value in the document: tokens' values, the top-level `accentColor`, and `color` / `background` / `tint`
    /// properties and screens' `containerBackground` (variant objects count once, as the object). In a view of one screen
    /// (`spec.part`), the tokens' and that screen's; in the view outside screens, the tokens'.
    public var colorUses: [ColorUse] { colorUsesCell.value(collectColorUses) }
    private let colorUsesCell = OnceCell<[ColorUse]>()

    private func collectColorUses() -> [ColorUse] {
        var uses = spec.colorTokens.compactMap { token in
            token.valueNode.map { ColorUse(node: $0, property: "colors.\(token.name)", token: token, component: nil, screen: nil) }
        }
        if let accent = spec.root?[FormatVocabulary.accentColorKey] {
            uses.append(ColorUse(node: accent, property: FormatVocabulary.accentColorKey, token: nil, component: nil, screen: nil))
        }
        for (node, owner) in collectReferences(named: ["color", "background", "tint", "containerBackground"], includeObjects: true) {
            let property = node.parent?.keyName ?? "color"
            uses.append(
                ColorUse(
                    node: node, property: property, token: nil, component: componentOwning(owner),
                    screen: spec.screen(containing: node.range.lowerBound)))
        }
        return uses
    }

    /// The component whose object is `node`, if any.
    public func componentOwning(_ node: SyntaxNode) -> Component? {
        spec.component(at: node)
    }

    /// Value nodes of properties named one of `names` anywhere under `screens`, with the object that
    /// holds them, in document order. String values only, unless `includeObjects` (for variant objects).
    private func collectReferences(named names: Set<String>, includeObjects: Bool = false) -> [(SyntaxNode, SyntaxNode)] {
        let scopes: [SyntaxNode]
        switch spec.part {
        case .whole: scopes = spec.root?["screens"].map { [$0] } ?? []
        case .outsideScreens:
            // What the screen views leave out: a `screens` that is no array, or elements that are no screens.
            guard let screens = spec.root?["screens"] else { scopes = []; break }
            scopes = screens.kind == .array ? screens.elements.filter { $0.kind != .object } : [screens]
        case .screen, .screens: scopes = spec.screens.map(\.node)
        }
        var result: [(SyntaxNode, SyntaxNode)] = []
        for node in scopes.lazy.flatMap(\.descendants) where node.kind == .property {
            guard let value = node.value, value.kind == .string || (includeObjects && value.kind == .object),
                let key = node.key, names.contains(where: { key.stringEquals($0) }), let owner = node.parent
            else { continue }
            result.append((value, owner))
        }
        return result
    }
}

/// A `symbol` value somewhere in the screens.
public struct SymbolReference: Sendable {
    /// The string node (range includes quotes).
    public let node: SyntaxNode
    /// The symbol name as written.
    public let name: String
    /// The object holding the `symbol` property (component, tab bar item, segment…).
    public let owner: SyntaxNode
    /// The component, when the owner is one.
    public let component: Component?
    /// The screen containing the reference.
    public let screen: Screen?

    /// The range of the name without quotes (diagnostics point here).
    public var nameRange: Range<Int> { node.contentRange }
}

/// A color value in the document.
public struct ColorUse: Sendable {
    /// The value node (string or variants object).
    public let node: SyntaxNode
    /// Where it is used: `color`, `background`, `tint` or `colors.<token>`.
    public let property: String
    /// The token this value defines, for token definitions.
    public let token: Token?
    /// The component using it, if any.
    public let component: Component?
    /// The screen containing it, if any.
    public let screen: Screen?
}
