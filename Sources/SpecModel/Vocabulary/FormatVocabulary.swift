import SpecKnowledge

/// The design spec format's vocabulary: every key, component kind and value shape, with documentation
/// and HIG links. The single source of truth for completion, hover, `VocabularyValidator` and the
/// generated JSON Schema.
///
/// The tables live in `FormatVocabulary+Document.swift` (top level, screens, bars, tokens),
/// `FormatVocabulary+Components.swift` (component kinds) and `FormatVocabulary+Enumerations.swift`
/// (enumerated values).
public enum FormatVocabulary {
    /// The properties of an object in `context`, in documentation order. For `.component(kind:)` these
    /// are the common component properties followed by the kind's own (a kind's property replaces a
    /// common one of the same name). Map contexts (`colors`, `typography`, `rules`) have none: see `entryShape(in:)`.
    public static func properties(in context: VocabularyContext) -> [PropertySpec] {
        switch context {
        case .document: return documentProperties
        case .platforms: return platformProperties
        case .colors, .typography, .rules: return []
        case .colorVariants: return colorVariantProperties
        case .gradient: return gradientProperties
        case .gradientStop: return gradientStopProperties
        case .font: return fontProperties
        case .screen: return screenProperties
        case .navigationBar: return navigationBarProperties
        case .tabBar: return tabBarProperties
        case .tabBarItem: return tabBarItemProperties
        case .toolbar: return toolbarProperties
        case .window: return windowProperties
        case .sidebar: return sidebarProperties
        case .windowDefaultSize: return windowDefaultSizeProperties
        case .immersiveSpace: return immersiveSpaceProperties
        case .component(let kind): return kind.flatMap { componentPropertyTable[$0]?.list } ?? commonComponentProperties
        case .segment: return segmentProperties
        case .alertAction: return alertActionProperties
        case .appIcon: return appIconProperties
        case .appIconVariant: return appIconVariantProperties
        case .chartSeries: return chartSeriesProperties
        case .swipeActions: return swipeActionsProperties
        case .variant(let owner): return variantProperties(of: owner)
        case .variantCondition: return variantConditionProperties
        case .dynamicTypeRange: return dynamicTypeRangeProperties
        case .scaledSize: return scaledSizeProperties
        }
    }

    /// The property named `name` in `context`, nil when the context has no such key.
    public static func property(_ name: String, in context: VocabularyContext) -> PropertySpec? {
        propertyIndex(in: context)[name]
    }

    /// The properties of `context` by name (empty for map contexts): for asking about every key of one
    /// object, with the context looked up once.
    static func propertyIndex(in context: VocabularyContext) -> [String: PropertySpec] {
        switch context {
        case .component(let kind):
            if let kind, let table = componentPropertyTable[kind] { return table.byName }
            return commonComponentPropertyIndex
        case .variant(let owner):
            return variantPropertyIndex[owner] ?? index(variantProperties(of: owner))
        default:
            return contextPropertyIndex[context] ?? [:]
        }
    }

    /// The shape of values under arbitrary keys of a map context (`colors` → color, `typography` →
    /// font, `rules` → severity); nil for contexts with fixed keys.
    public static func entryShape(in context: VocabularyContext) -> ValueShape? {
        switch context {
        case .colors: return .color
        case .typography: return .font
        case .rules: return .enumeration(severities)
        default: return nil
        }
    }

    /// The shape of the value of key `name` in `context`: the property's shape, else the map's entry
    /// shape; nil when the key is unknown there.
    public static func shape(ofKey name: String, in context: VocabularyContext) -> ValueShape? {
        guard let property = property(name, in: context) else { return entryShape(in: context) }
        return refinedShape(property, in: context)
    }

    /// `property`'s shape in `context`: a screen's or component's `variants` holds variants of that very
    /// owner (a button's variants take a button's properties).
    static func refinedShape(_ property: PropertySpec, in context: VocabularyContext) -> ValueShape {
        guard property.name == variantsKey else { return property.shape }
        switch context {
        case .screen, .component: return .array(.object(.variant(context)))
        default: return property.shape
        }
    }

    /// Keys allowed in `context` beyond its properties without a warning (`$schema` at the top level).
    public static func isReservedKey(_ name: String, in context: VocabularyContext) -> Bool {
        context == .document && name == "$schema"
    }

    /// Every component kind, in documentation order.
    public static let componentKinds: [ComponentKindSpec] = componentKindTable

    /// The kind named `name` (case-sensitive), nil when unknown.
    public static func componentKind(_ name: String) -> ComponentKindSpec? {
        componentKindIndex[name]
    }

    /// The vocabulary entry of `kind`.
    static func componentKindSpec(_ kind: ComponentKind) -> ComponentKindSpec {
        // The table has one entry per kind (a test checks it), so the index always answers.
        componentKindsByKind[kind] ?? ComponentKindSpec(kind, traits: [], kind.rawValue, hig: nil, properties: [])
    }

    /// A one-sentence description of `context` with its HIG link, for hover on an object's key.
    public static func documentation(of context: VocabularyContext) -> (summary: String, higURL: String?) {
        switch context {
        case .component(let kind):
            if let kind, let spec = componentKind(kind) { return (spec.summary, spec.higURL) }
            return ("A component: an object with a `\"type\"` and that kind's properties.", nil)
        default:
            return contextDocumentation[context] ?? variantDocumentation(of: context) ?? ("", nil)
        }
    }

    /// Builds a HIG link: `hig("buttons", "Best-practices")` →
    /// `https://developer.apple.com/design/human-interface-guidelines/buttons#Best-practices`.
    static func hig(_ article: String, _ anchor: String? = nil) -> String {
        HIGLink.url(article, anchor)
    }

    // MARK: Indexes

    private static let componentKindIndex: [String: ComponentKindSpec] = Dictionary(
        componentKindTable.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    private static let componentKindsByKind: [ComponentKind: ComponentKindSpec] = Dictionary(
        componentKindTable.map { ($0.kind, $0) }, uniquingKeysWith: { first, _ in first })

    private static let commonComponentPropertyIndex: [String: PropertySpec] = index(commonComponentProperties)

    /// Per kind: common properties with the kind's own merged in, as a list and by name.
    private static let componentPropertyTable: [String: (list: [PropertySpec], byName: [String: PropertySpec])] = {
        var tables: [String: (list: [PropertySpec], byName: [String: PropertySpec])] = [:]
        for kind in componentKindTable {
            let own = Set(kind.properties.map(\.name))
            let list = commonComponentProperties.filter { !own.contains($0.name) } + kind.properties
            tables[kind.name] = (list, index(list))
        }
        return tables
    }()

    private static let contextPropertyIndex: [VocabularyContext: [String: PropertySpec]] = {
        let contexts: [VocabularyContext] = [
            .document, .platforms, .colorVariants, .gradient, .gradientStop, .font, .screen, .navigationBar, .tabBar, .tabBarItem, .toolbar,
            .segment, .alertAction, .appIcon, .appIconVariant, .window, .sidebar,
            .chartSeries, .swipeActions, .windowDefaultSize, .immersiveSpace, .variantCondition, .dynamicTypeRange, .scaledSize
        ]
        return Dictionary(uniqueKeysWithValues: contexts.map { ($0, index(properties(in: $0))) })
    }()

    /// The properties of the variants of screens and of every component kind, by name.
    private static let variantPropertyIndex: [VocabularyContext: [String: PropertySpec]] = {
        let owners: [VocabularyContext] = [.screen, .component(kind: nil)] + componentKindTable.map { .component(kind: $0.name) }
        return Dictionary(uniqueKeysWithValues: owners.map { ($0, index(variantProperties(of: $0))) })
    }()

    private static func index(_ properties: [PropertySpec]) -> [String: PropertySpec] {
        Dictionary(properties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
