import SpecKnowledge

/// Every component kind of the format (`"type"` values). The names are the format's; the
/// documentation, properties and traits of each kind live in its `ComponentKindSpec` in the vocabulary.
public enum ComponentKind: String, CaseIterable, Sendable, Hashable {
    case text, button, image, textField, secureField, searchField, toggle, slider, stepper, segmentedControl
    case picker, datePicker, progressView, activityIndicator, pageControl, list, menu, alert, actionSheet, sheet
    case link, stack, card, label, divider, spacer
    case grid, complication
    case ornament
    case disclosureButton
    case popover
    case gauge, chart, table, labeledContent, contentUnavailable, section
    case signInWithApple, productView, storeView, subscriptionStoreView

    /// The kind's vocabulary entry: documentation, properties and traits.
    public var spec: ComponentKindSpec {
        FormatVocabulary.componentKindSpec(self)
    }

    /// The kind's traits (shortcut for `spec.traits`, without copying the entry: rules ask it of
    /// every component).
    public var traits: ComponentTraits { Self.traitsByKind[self] ?? spec.traits }

    private static let traitsByKind: [ComponentKind: ComponentTraits] = Dictionary(
        uniqueKeysWithValues: allCases.map { ($0, $0.spec.traits) })
}

/// What a component kind is, for rules and renderers that must not compare kind names.
public struct ComponentTraits: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// People tap, click or focus it: it needs a hit region and a name.
    public static let interactive = ComponentTraits(rawValue: 1 << 0)
    /// The system draws it (and its text) with its own materials and colors: a spec's colors matter
    /// only where the spec sets them.
    public static let systemDrawn = ComponentTraits(rawValue: 1 << 1)
    /// It shows its `title` or `text` as visible text in the spec's colors.
    public static let showsText = ComponentTraits(rawValue: 1 << 2)
    /// It holds other components in `children`.
    public static let container = ComponentTraits(rawValue: 1 << 3)
    /// People type into it.
    public static let textInput = ComponentTraits(rawValue: 1 << 4)
    /// It draws a filled shape of its own (its `background`) that its foreground sits on.
    public static let ownFill = ComponentTraits(rawValue: 1 << 5)
    /// Choosing it performs an action (buttons, links, menus), so it needs a name VoiceOver can speak.
    public static let actsWhenChosen = ComponentTraits(rawValue: 1 << 7)
    /// It shows a glyph (`symbol`) in the spec's foreground color.
    public static let showsSymbol = ComponentTraits(rawValue: 1 << 6)
    /// The system gives it a hit region of the platform's default control size, whatever size it is
    /// drawn (a 51×31 pt switch, a checkbox, a stepper, a slider): its `width` and `height` are its drawn
    /// size, and only `hitWidth` and `hitHeight` say its hit region is smaller.
    public static let systemHitRegion = ComponentTraits(rawValue: 1 << 8)
}
