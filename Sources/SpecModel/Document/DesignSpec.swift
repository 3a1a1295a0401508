import SpecFoundation
import SpecKnowledge
import SpecSyntax

/// The semantic view of one design spec document: its targets, tokens, screens and components,
/// each pointing back at the syntax nodes they came from.
///
/// Built once per document version from a `SyntaxTree`; immutable and shareable across threads.
/// Building it never fails: values of the wrong type are simply not recognised (rules and the
/// vocabulary check report them).
public final class DesignSpec: Sendable {
    /// The syntax tree the spec was built from.
    public let tree: SyntaxTree
    /// The top-level object, nil when the document's root is missing or not an object.
    public let root: SyntaxNode?
    /// The platforms the spec targets, in the order written (or the default targets when none are).
    public let targets: [PlatformTarget]
    /// True when the document has a `platforms` object naming at least one known platform.
    public let declaresPlatforms: Bool
    /// Color tokens in document order.
    public let colorTokens: [Token]
    /// Type tokens in document order.
    public let typographyTokens: [Token]
    /// Screens in document order.
    public let screens: [Screen]
    /// Every component of every screen, parents before their children.
    public let components: [Component]
    /// Per-file rule severity overrides from `"rules"`.
    public let ruleOverrides: [RuleOverride]
    /// The strings of `"imports"`, in order (elements that are not strings are left out).
    public let importReferences: [ImportReference]
    /// What the imports brought in (`SpecImports.none` when the spec is read on its own).
    public let imports: SpecImports
    /// Which part of the document `screens` and `components` cover: all of it, or a view.
    public let part: Part

    /// The part of a document a `DesignSpec` shows: `screens` and `components` are the part's.
    /// Everything outside screens (targets, tokens, rule overrides, the tree) is the whole document's
    /// in every part.
    public enum Part: Sendable, Equatable {
        /// Every screen.
        case whole
        /// No screens: only what lies outside them.
        case outsideScreens
        /// One screen, by its position in the whole document's `screens`.
        case screen(Int)
        /// A run of screens, by their positions in the whole document's `screens` (the rule engine
        /// gives each core such a run).
        case screens(Range<Int>)

    }

    /// `components[0]`'s index in the whole document (components keep their whole-document indices;
    /// a view's screen lists its components' positions in the view's `components`).
    private let componentOffset: Int
    private let componentIndexByNode: [Int: Int]
    private let colorTokenIndex: [String: Int]
    private let typographyTokenIndex: [String: Int]
    /// "Did you mean" over the visible token names, shared with every view of the document.
    private let tokenNameIndexes: TokenNameIndexes

    /// The targets assumed when a document names none: iOS at the newest known version.
    public static let fallbackTargets: [Platform: OSVersion] = [.iOS: Platform.iOS.newestKnownVersion]

    /// Builds the semantic view of `tree`.
    /// - Parameter defaultTargets: targets assumed when the document has no `platforms` (editor
    ///   setting); empty means `fallbackTargets`.
    /// - Parameter imports: the tokens of the specs named in `"imports"`, resolved by the workspace.
    /// - Parameter repositoryAccentColor: the color value the repository configuration names as the
    ///   app's accent (`.designspec.json`'s `accentColor`, a node of its own small tree), for a spec that
    ///   names none.
    public convenience init(
        tree: SyntaxTree, defaultTargets: [Platform: OSVersion] = [:], imports: SpecImports = .none,
        repositoryAccentColor: SyntaxNode? = nil
    ) {
        self.init(
            tree: tree, defaultTargets: defaultTargets, imports: imports, repositoryAccentColor: repositoryAccentColor,
            onlyScreenAround: nil)
    }

    /// The model of what lies outside screens and of the one screen containing byte `offset` (its
    /// `part` is that screen's, or `.outsideScreens`): what a keystroke needs, without collecting every
    /// screen's components. It answers like `DesignSpec(tree:defaultTargets:).view(of: part)`, except
    /// that its components' `index` and `parentIndex` count from the screen's first component.
    public convenience init(
        tree: SyntaxTree, defaultTargets: [Platform: OSVersion] = [:], imports: SpecImports = .none,
        repositoryAccentColor: SyntaxNode? = nil, around offset: Int
    ) {
        self.init(
            tree: tree, defaultTargets: defaultTargets, imports: imports, repositoryAccentColor: repositoryAccentColor,
            onlyScreenAround: offset)
    }

    private init(
        tree: SyntaxTree, defaultTargets: [Platform: OSVersion], imports: SpecImports, repositoryAccentColor: SyntaxNode?,
        onlyScreenAround offset: Int?
    ) {
        self.tree = tree
        self.imports = imports
        self.repositoryAccentColor = repositoryAccentColor
        let root = tree.root.flatMap { $0.kind == .object ? $0 : nil }
        self.root = root

        var targets: [PlatformTarget] = []
        if let platforms = root?["platforms"], platforms.kind == .object {
            for property in platforms.properties {
                guard let name = property.keyName, let platform = Platform(rawValue: name), let key = property.key else { continue }
                let version = property.value?.stringValue.flatMap(OSVersion.init) ?? platform.newestKnownVersion
                targets.append(
                    PlatformTarget(platform: platform, minimumVersion: version, keyNode: key, valueNode: property.value, isAssumed: false))
            }
        }
        declaresPlatforms = !targets.isEmpty
        if targets.isEmpty {
            let assumed = defaultTargets.isEmpty ? Self.fallbackTargets : defaultTargets
            targets = assumed.sorted { $0.key < $1.key }.map {
                PlatformTarget(platform: $0.key, minimumVersion: $0.value, keyNode: nil, valueNode: nil, isAssumed: true)
            }
        }
        self.targets = targets

        colorTokens = Self.tokens(in: root?["colors"])
        typographyTokens = Self.tokens(in: root?["typography"])
        colorTokenIndex = Dictionary(colorTokens.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { _, last in last })
        typographyTokenIndex = Dictionary(typographyTokens.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { _, last in last })

        var overrides: [RuleOverride] = []
        if let rules = root?["rules"], rules.kind == .object {
            for property in rules.properties {
                guard let id = property.keyName, let key = property.key else { continue }
                let severity = property.value?.stringValue.flatMap(RuleSeverity.init(formatName:))
                overrides.append(RuleOverride(ruleID: id, severity: severity, keyNode: key, valueNode: property.value))
            }
        }
        ruleOverrides = overrides
        importReferences = Self.importReferences(in: root?["imports"])

        var builder = ComponentCollector()
        var screens: [Screen] = []
        var part = Part.whole
        if let screenArray = root?["screens"], screenArray.kind == .array {
            if let offset {
                part = .outsideScreens
                var position = 0
                for (index, node) in screenArray.elements.enumerated() where node.kind == .object {
                    if node.range.contains(offset) {
                        screens.append(builder.collectScreen(node, index: index))
                        part = .screen(position)
                        break
                    }
                    position += 1
                }
            } else {
                for (index, node) in screenArray.elements.enumerated() where node.kind == .object {
                    screens.append(builder.collectScreen(node, index: index))
                }
            }
        } else if offset != nil {
            part = .outsideScreens
        }
        self.screens = screens
        self.components = builder.components
        componentIndexByNode = Dictionary(builder.components.map { ($0.node.index, $0.index) }, uniquingKeysWith: { first, _ in first })
        self.part = part
        componentOffset = 0
        tokenNameIndexes = TokenNameIndexes()
    }

    /// A view of `whole` showing only `part`'s screens and components.
    private init(_ whole: DesignSpec, part: Part, screens: [Screen], components: ArraySlice<Component>) {
        tree = whole.tree
        root = whole.root
        targets = whole.targets
        declaresPlatforms = whole.declaresPlatforms
        colorTokens = whole.colorTokens
        typographyTokens = whole.typographyTokens
        ruleOverrides = whole.ruleOverrides
        importReferences = whole.importReferences
        imports = whole.imports
        repositoryAccentColor = whole.repositoryAccentColor
        colorTokenIndex = whole.colorTokenIndex
        typographyTokenIndex = whole.typographyTokenIndex
        componentIndexByNode = whole.componentIndexByNode
        self.part = part
        self.screens = screens
        self.components = Array(components)
        componentOffset = components.startIndex
        tokenNameIndexes = whole.tokenNameIndexes
    }

    /// The same document seen through `part` (this spec must be the whole document's).
    public func view(of part: Part) -> DesignSpec {
        switch part {
        case .whole:
            return self
        case .outsideScreens:
            return DesignSpec(self, part: part, screens: [], components: components[0..<0])
        case .screen(let position):
            guard screens.indices.contains(position) else {
                return DesignSpec(self, part: .outsideScreens, screens: [], components: components[0..<0])
            }
            let screen = screens[position]
            let range = (screen.componentIndices.first ?? 0)..<((screen.componentIndices.last ?? -1) + 1)
            // The view's `components` starts at the screen's first, so its indices count from there.
            let local = Screen(node: screen.node, index: screen.index, componentIndices: Array(0..<range.count))
            return DesignSpec(self, part: part, screens: [local], components: components[range])
        case .screens(let positions):
            let positions = positions.clamped(to: screens.indices)
            guard !positions.isEmpty else {
                return DesignSpec(self, part: .outsideScreens, screens: [], components: components[0..<0])
            }
            // Components are in document order, so the screens' components are one run of `components`.
            let first = screens[positions].lazy.compactMap(\.componentIndices.first).first ?? 0
            let end = screens[positions].lazy.reversed().compactMap(\.componentIndices.last).first.map { $0 + 1 } ?? first
            let local = screens[positions].map { screen in
                Screen(node: screen.node, index: screen.index, componentIndices: screen.componentIndices.map { $0 - first })
            }
            return DesignSpec(self, part: part, screens: local, components: components[first..<end])
        }
    }

    private static func tokens(in object: SyntaxNode?) -> [Token] {
        guard let object, object.kind == .object else { return [] }
        return object.properties.compactMap { property in
            guard let name = property.keyName, let key = property.key else { return nil }
            return Token(name: name, keyNode: key, valueNode: property.value)
        }
    }

    private static func importReferences(in array: SyntaxNode?) -> [ImportReference] {
        guard let array, array.kind == .array else { return [] }
        return array.elements.compactMap { node in
            node.stringValue.map { ImportReference(path: $0, node: node) }
        }
    }

    /// The color token named `name` the spec sees: its own, else an imported one (whose nodes are in
    /// another file's tree: see `importedColorToken(named:)`).
    /// The name of the asset catalog color an app's accent comes from when the spec names none, as in Xcode.
    public static let assetCatalogAccentColorName = "AccentColor"

    /// The color value of the app's accent color: the top-level `accentColor`, else the repository
    /// configuration's (`repositoryAccentColor`), else a color token named `AccentColor` (an imported asset
    /// catalog's `AccentColor.colorset`); nil when the app uses the system tint. Only the first belongs to
    /// this spec's tree: nothing is reported at the others' ranges.
    public var accentColorNode: SyntaxNode? {
        root?[FormatVocabulary.accentColorKey] ?? repositoryAccentColor
            ?? colorToken(named: Self.assetCatalogAccentColorName)?.valueNode
    }

    /// The accent color value `.designspec.json` names for specs that name none (a node of the
    /// configuration value's own tree).
    public let repositoryAccentColor: SyntaxNode?

    public func colorToken(named name: String) -> Token? {
        colorTokenIndex[name].map { colorTokens[$0] } ?? imports.colorTokens[name]?.token
    }

    /// The type token named `name` the spec sees: its own, else an imported one.
    public func typographyToken(named name: String) -> Token? {
        typographyTokenIndex[name].map { typographyTokens[$0] } ?? imports.typographyTokens[name]?.token
    }

    /// The token `name` of `kind` when the spec defines it itself.
    public func ownToken(named name: String, kind: TokenKind) -> Token? {
        let index = kind == .color ? colorTokenIndex[name] : typographyTokenIndex[name]
        return index.map { kind == .color ? colorTokens[$0] : typographyTokens[$0] }
    }

    /// The imported token the spec sees as `name` of `kind`: nil when the spec defines `name` itself
    /// or no import does.
    public func importedToken(named name: String, kind: TokenKind) -> ImportedToken? {
        ownToken(named: name, kind: kind) == nil ? imports.token(named: name, kind: kind) : nil
    }

    /// The names of every color token the spec sees: its own in document order, then imported ones by name.
    public var visibleColorTokenNames: [String] {
        colorTokens.map(\.name) + imports.colorTokens.keys.filter { colorTokenIndex[$0] == nil }.sorted()
    }

    /// The names of every type token the spec sees: its own in document order, then imported ones by name.
    public var visibleTypographyTokenNames: [String] {
        typographyTokens.map(\.name) + imports.typographyTokens.keys.filter { typographyTokenIndex[$0] == nil }.sorted()
    }

    /// `visibleColorTokenNames` indexed for "did you mean", built on first use and shared by every view
    /// of the document: a spec with thousands of tokens and misspelled references looks each one up
    /// without comparing it with every name.
    public var colorTokenNameIndex: Suggester {
        tokenNameIndexes.index(of: .color) { visibleColorTokenNames }
    }

    /// `visibleTypographyTokenNames` indexed for "did you mean" (see `colorTokenNameIndex`).
    public var typographyTokenNameIndex: Suggester {
        tokenNameIndexes.index(of: .typography) { visibleTypographyTokenNames }
    }

    /// True when the spec describes no screens, only tokens (a tokens file other specs import).
    public var isTokensOnly: Bool {
        root?["screens"] == nil && (root?["colors"] != nil || root?["typography"] != nil)
    }

    /// The targets that apply to `screen`: only its own platform when it names one.
    public func targets(for screen: Screen?) -> [PlatformTarget] {
        guard let platform = screen?.platform else { return targets }
        if let declared = targets.first(where: { $0.platform == platform }) { return [declared] }
        return [
            PlatformTarget(platform: platform, minimumVersion: platform.newestKnownVersion, keyNode: nil, valueNode: nil, isAssumed: true)
        ]
    }

    /// The targets that apply to `component` (its screen's targets).
    public func targets(for component: Component) -> [PlatformTarget] {
        targets(for: screen(atIndex: component.screenIndex))
    }

    /// The screen whose `index` (position in the document's `screens` array) is `index`, if it is
    /// an object in this part.
    public func screen(atIndex index: Int) -> Screen? {
        var low = 0
        var high = screens.count
        while low < high {
            let middle = (low + high) / 2
            if screens[middle].index < index { low = middle + 1 } else { high = middle }
        }
        return low < screens.count && screens[low].index == index ? screens[low] : nil
    }

    /// The color era whose system color values apply: the 26-generation values only when every
    /// target's minimum OS is 26 or later, else the iOS 13–18 values (the oldest supported OS is
    /// where contrast problems would show).
    public var colorEra: ColorEra {
        targets.allSatisfy { $0.minimumVersion.major >= 26 } ? .ios26 : .legacy
    }

    /// The component whose object node is `node`, if any.
    public func component(at node: SyntaxNode) -> Component? {
        guard node.tree === tree, let index = componentIndexByNode[node.index],
            components.indices.contains(index - componentOffset)
        else { return nil }
        return components[index - componentOffset]
    }

    /// The innermost component containing byte `offset` (its closing brace included).
    public func innermostComponent(containing offset: Int) -> Component? {
        guard let root = tree.root else { return nil }
        var node: SyntaxNode? = root.innermostNode(at: offset)
        while let current = node {
            if let component = component(at: current) { return component }
            node = current.parent
        }
        return nil
    }

    /// The screen whose object contains byte `offset`.
    public func screen(containing offset: Int) -> Screen? {
        // Screens are in document order and do not overlap: binary search by start.
        var low = 0
        var high = screens.count
        while low < high {
            let middle = (low + high) / 2
            if screens[middle].node.range.lowerBound <= offset { low = middle + 1 } else { high = middle }
        }
        guard low > 0, screens[low - 1].node.range.contains(offset) else { return nil }
        return screens[low - 1]
    }

    /// The parent component of `component`, if it is nested in one.
    public func parent(of component: Component) -> Component? {
        guard let parent = component.parentIndex, components.indices.contains(parent - componentOffset) else { return nil }
        return components[parent - componentOffset]
    }
}
