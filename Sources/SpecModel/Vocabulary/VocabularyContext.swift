/// The kind of object a key or value belongs to, e.g. a screen, a navigation bar or a button.
public enum VocabularyContext: Hashable, Sendable {
    /// The top-level object.
    case document
    /// `platforms`: platform name → minimum OS version.
    case platforms
    /// `colors`: color token name → color value.
    case colors
    /// A color value written as an object of appearance variants.
    case colorVariants
    /// The object under a gradient color value's `linearGradient`, `radialGradient` or `angularGradient`.
    case gradient
    /// An entry of a gradient's `stops`.
    case gradientStop
    /// `typography`: type token name → font value.
    case typography
    /// A font value written as an object.
    case font
    /// An entry of `screens`.
    case screen
    /// A screen's `navigationBar`.
    case navigationBar
    /// A screen's `tabBar`.
    case tabBar
    /// An entry of `tabBar.items`.
    case tabBarItem
    /// A screen's `toolbar`.
    case toolbar
    /// A screen's `window` (macOS, visionOS).
    case window
    /// A screen's `sidebar`.
    case sidebar
    /// A window's `defaultSize`.
    case windowDefaultSize
    /// A screen's `immersiveSpace` (visionOS).
    case immersiveSpace
    /// A component; `kind` is its `"type"` when that is a string.
    case component(kind: String?)
    /// A segmented control segment written as an object.
    case segment
    /// An entry of an alert's or action sheet's `actions`.
    case alertAction
    /// `appIcon`.
    case appIcon
    /// An entry of `appIcon.variants`: one artwork size for one platform and use.
    case appIconVariant
    /// `rules`: rule id → severity.
    case rules
    /// An entry of a chart's `series`.
    case chartSeries
    /// A list row's `swipeActions`.
    case swipeActions
    /// An entry of a screen's or component's `variants`: the owner's properties, with a `when`.
    indirect case variant(VocabularyContext)
    /// A variant's `when`: the platform and size classes it applies in.
    case variantCondition
    /// `dynamicTypeRange` at the top level or on a screen: the Dynamic Type sizes the app supports.
    case dynamicTypeRange
    /// A size that scales with Dynamic Type, written as an object (`{ "value": 24, "relativeTo": "body" }`).
    case scaledSize

    /// Words for messages: "the top level", "a navigation bar", "a button", ….
    public var phrase: String {
        switch self {
        case .document: return "the top level"
        case .platforms: return "platforms"
        case .colors: return "colors"
        case .colorVariants: return "a color variants object"
        case .gradient: return "a gradient"
        case .gradientStop: return "a gradient stop"
        case .typography: return "typography"
        case .font: return "a font object"
        case .screen: return "a screen"
        case .navigationBar: return "a navigation bar"
        case .tabBar: return "a tab bar"
        case .tabBarItem: return "a tab bar item"
        case .toolbar: return "a toolbar"
        case .window: return "a window"
        case .sidebar: return "a sidebar"
        case .windowDefaultSize: return "a window's default size"
        case .immersiveSpace: return "an immersive space"
        case .component(let kind):
            guard let kind, FormatVocabulary.componentKind(kind) != nil else { return "a component" }
            let article = kind.first.map { "aeiou".contains($0) } == true ? "an" : "a"
            return "\(article) \(kind)"
        case .segment: return "a segment"
        case .alertAction: return "an alert action"
        case .appIcon: return "appIcon"
        case .appIconVariant: return "an app icon variant"
        case .rules: return "rules"
        case .chartSeries: return "a chart series"
        case .swipeActions: return "swipe actions"
        case .variant(let owner): return "a variant of \(owner.phrase)"
        case .variantCondition: return "a variant's when"
        case .dynamicTypeRange: return "dynamicTypeRange"
        case .scaledSize: return "a scaled size"
        }
    }
}
