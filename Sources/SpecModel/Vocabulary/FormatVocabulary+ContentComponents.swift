import SpecKnowledge

/// The component kinds of issue 24's components item — gauges, charts, tables, labeled content, empty
/// states, list sections, Sign in with Apple and the StoreKit views — with tappable `label` content for
/// buttons and links, and the list-row modifiers (`badge`, `swipeActions`).
///
/// Where the bundled HIG has no page for a kind (gauges, content-unavailable views, the StoreKit views,
/// Sign in with Apple), its summary says so and it has no HIG link.
extension FormatVocabulary {
    // MARK: Tappable content

    /// A `button`'s or `link`'s `label`: any components as what people tap (SwiftUI's `Button { } label: { }`).
    static let tappableLabel = PropertySpec(
        "label", .components,
        "The content people tap, as SwiftUI's `Button { … } label: { … }`: any components (a `card`, a `stack` of an image and text, …) instead of a `title`. The hit region is the whole content: the control's `width` and `height` (or `hitWidth`/`hitHeight`) are its size. VoiceOver speaks the text inside unless `accessibilityLabel` names it.",
        hig: hig("buttons", "Content"), isExtension: true)

    // MARK: List rows

    /// Properties of a list row, accepted on every component (a row is any component in a `list` or `section`).
    static let listRowProperties: [PropertySpec] = [
        PropertySpec(
            "badge", .oneOf([.number, .string]),
            "SwiftUI's `.badge` on a list row: a count or short text shown at the row's trailing edge. Only list rows show it.",
            hig: hig("lists-and-tables", "Table-View"), isExtension: true),
        PropertySpec(
            "swipeActions", .object(.swipeActions),
            "SwiftUI's `.swipeActions` on a list row: buttons revealed by swiping the row (`leading`, `trailing`). Only list rows show them.",
            hig: hig("lists-and-tables", "Table-View"), isExtension: true)
    ]

    /// The properties of a row's `swipeActions`.
    static let swipeActionsProperties: [PropertySpec] = [
        PropertySpec(
            "leading", .components,
            "Buttons revealed by swiping the row from its leading edge (`.swipeActions(edge: .leading)`), in order from the edge.",
            hig: hig("lists-and-tables", "Table-View"), isExtension: true),
        PropertySpec(
            "trailing", .components,
            "Buttons revealed by swiping the row from its trailing edge (SwiftUI's default edge), in order from the edge. Give a delete action `\"role\": \"destructive\"`.",
            hig: hig("lists-and-tables", "Table-View"), isExtension: true),
        PropertySpec(
            "allowsFullSwipe", .boolean,
            "Whether a full swipe performs the first action (SwiftUI's default is true).",
            hig: hig("lists-and-tables", "Table-View"), isExtension: true)
    ]

    // MARK: Charts

    /// Swift Charts' mark types.
    public static let chartMarks: [VocabularyValue] = [
        VocabularyValue("bar", "`BarMark`: bars, for comparing values across categories."),
        VocabularyValue("line", "`LineMark`: a line through the points, for change over time."),
        VocabularyValue("point", "`PointMark`: a point per value, for scatter plots."),
        VocabularyValue("area", "`AreaMark`: the area under a line."),
        VocabularyValue("sector", "`SectorMark`: sectors of a pie or donut chart."),
        VocabularyValue("rule", "`RuleMark`: a line across the plot, for a threshold or an average.")
    ]

    /// Swift Charts' point symbol shapes (`BasicChartSymbolShape`).
    public static let chartSymbolShapes: [VocabularyValue] = [
        VocabularyValue("circle", "A circle."),
        VocabularyValue("square", "A square."),
        VocabularyValue("triangle", "A triangle."),
        VocabularyValue("diamond", "A diamond."),
        VocabularyValue("pentagon", "A pentagon."),
        VocabularyValue("plus", "A plus sign."),
        VocabularyValue("cross", "A cross."),
        VocabularyValue("asterisk", "An asterisk.")
    ]

    /// Line styles a series can be drawn with.
    public static let chartLineStyles: [VocabularyValue] = [
        VocabularyValue("solid", "A solid line (the default)."),
        VocabularyValue("dashed", "A dashed line."),
        VocabularyValue("dotted", "A dotted line.")
    ]

    /// The properties of an entry of a chart's `series`.
    static let chartSeriesProperties: [PropertySpec] = [
        PropertySpec(
            "name", .string,
            "The series' name, shown in the legend (`.foregroundStyle(by: .value(\"Series\", name))`).",
            hig: hig("charting-data", "Designing-effective-charts"), isExtension: true),
        PropertySpec(
            "color", .color,
            "The series' color. Don't tell series apart by color alone: give them distinct `symbol` shapes or `lineStyle`s too.",
            hig: hig("color", "Inclusive-color"), isExtension: true),
        PropertySpec(
            "mark", .enumeration(chartMarks),
            "The series' mark when it differs from the chart's `mark`.",
            hig: hig("charting-data", "Designing-effective-charts"), isExtension: true),
        PropertySpec(
            "symbol", .enumeration(chartSymbolShapes),
            "The shape of the series' points (`.symbol(by:)`): a visual indicator beside color.",
            hig: hig("accessibility", "Vision"), isExtension: true),
        PropertySpec(
            "lineStyle", .enumeration(chartLineStyles),
            "The style of the series' line (`.lineStyle`): a visual indicator beside color.",
            hig: hig("accessibility", "Vision"), isExtension: true),
        PropertySpec(
            "values", .array(.number),
            "The data in this design, for the preview (at most a few dozen values are drawn).",
            isExtension: true)
    ]

    // MARK: Enumerations

    /// SwiftUI's gauge styles.
    public static let gaugeStyles: [VocabularyValue] = [
        VocabularyValue("linear", "A bar with the value's position (`.linearCapacity`)."),
        VocabularyValue("circular", "A ring open at the bottom (`.accessoryCircular`)."),
        VocabularyValue("circularCapacity", "A ring that fills with the value (`.accessoryCircularCapacity`).")
    ]

    /// `SignInWithAppleButton.Style`.
    public static let signInWithAppleStyles: [VocabularyValue] = [
        VocabularyValue("black", "White text and logo on black, for light backgrounds."),
        VocabularyValue("white", "Black text and logo on white, for dark backgrounds."),
        VocabularyValue("whiteOutline", "White with a black outline, for light backgrounds that would not set off a white button.")
    ]

    /// `SignInWithAppleButton.Label`.
    public static let signInWithAppleLabels: [VocabularyValue] = [
        VocabularyValue("signIn", "“Sign in with Apple”."),
        VocabularyValue("continue", "“Continue with Apple”."),
        VocabularyValue("signUp", "“Sign up with Apple”.")
    ]

    /// `ProductView`'s styles.
    public static let productViewStyles: [VocabularyValue] = [
        VocabularyValue("compact", "Icon, name and price button in one row."),
        VocabularyValue("regular", "Icon, name, description and price button."),
        VocabularyValue("large", "A large icon above the name, description and price button.")
    ]

    /// `SubscriptionStoreView`'s control styles.
    public static let subscriptionControlStyles: [VocabularyValue] = [
        VocabularyValue("automatic", "The system's choice for the platform."),
        VocabularyValue("picker", "The plans in a picker with one subscribe button."),
        VocabularyValue("buttons", "One button per plan."),
        VocabularyValue("prominentPicker", "A picker with larger plan cells.")
    ]

    // MARK: Kinds

    private static let contentChildren = PropertySpec(
        "children", .components,
        "Nested components, in order.",
        hig: hig("layout", "Best-practices"))
    private static let gaugeValue = PropertySpec("value", .number, "The current value in this design.", isExtension: true)
    private static let productIDs = PropertySpec(
        "productIDs", .array(.string),
        "The App Store product identifiers the view offers.",
        isExtension: true)

    /// The kinds added for issue 24's components item (listed after the format page's kinds).
    static let contentComponentKindTable: [ComponentKindSpec] = [
        ComponentKindSpec(
            .gauge, traits: [.showsText],
            "SwiftUI's `Gauge`: a value within a range (`value`, `minimumValue`, `maximumValue`) with a `title` and an optional `currentValueLabel`. The bundled HIG has no page on gauges.",
            hig: nil,
            properties: [
                gaugeValue,
                PropertySpec("minimumValue", .number, "The smallest value (default 0).", isExtension: true),
                PropertySpec("maximumValue", .number, "The largest value (default 1).", isExtension: true),
                PropertySpec("currentValueLabel", .string, "The text showing the current value (`currentValueLabel:`).", isExtension: true),
                PropertySpec("style", .enumeration(gaugeStyles), "`linear`, `circular` or `circularCapacity`.", isExtension: true)
            ], isExtension: true),
        ComponentKindSpec(
            .chart, traits: [],
            "A Swift Charts chart: its `mark` type and its `series`, each with a name and a color. Prefer common chart types, add descriptive text (`title`), and don't tell series apart by color alone.",
            hig: hig("charting-data", "Designing-effective-charts"),
            properties: [
                PropertySpec(
                    "mark", .enumeration(chartMarks),
                    "The mark type: `bar`, `line`, `point`, `area`, `sector` or `rule`. People tend to be familiar with bar and line charts.",
                    hig: hig("charting-data", "Designing-effective-charts"), isExtension: true),
                PropertySpec(
                    "series", .array(.object(.chartSeries)),
                    "The data series, each `{ \"name\", \"color\", \"symbol\", \"lineStyle\" }`. Use consistent colors across charts of the same data.",
                    hig: hig("charting-data", "Designing-effective-charts"), isExtension: true),
                PropertySpec(
                    "subtitle", .string,
                    "Descriptive text under the title: a headline or summary that helps people grasp the chart at a glance.",
                    hig: hig("charting-data", "Designing-effective-charts"), isExtension: true)
            ], isExtension: true),
        ComponentKindSpec(
            .table, traits: [],
            "SwiftUI's `Table`: rows of data in `columns` (macOS and iPadOS; iPhone shows the first column only).",
            hig: hig("lists-and-tables", "Table-View"),
            properties: [
                PropertySpec(
                    "columns", .array(.string), "The column titles, leading to trailing (`TableColumn(\"Name\")`).",
                    hig: hig("lists-and-tables", "Table-View"), isExtension: true),
                PropertySpec(
                    "rows", .array(.array(.string)), "The rows in this design, each an array of cell texts in column order.",
                    hig: hig("lists-and-tables", "Table-View"), isExtension: true)
            ], isExtension: true),
        ComponentKindSpec(
            .labeledContent, traits: [.showsText],
            "SwiftUI's `LabeledContent`: a `title` and its `value` side by side, as in a form or a settings row.",
            hig: hig("labels", "Label"),
            properties: [
                PropertySpec(
                    "value", .string, "The content shown beside the title, in the secondary label color.", hig: hig("labels", "Label"),
                    isExtension: true)
            ], isExtension: true),
        ComponentKindSpec(
            .contentUnavailable, traits: [.showsText, .showsSymbol],
            "SwiftUI's `ContentUnavailableView`: an empty state with a `symbol`, a `title`, a `description` and optional `actions` (buttons). The bundled HIG has no page on empty states.",
            hig: nil,
            properties: [
                PropertySpec("description", .string, "The text under the title: why there is no content and what to do.", isExtension: true),
                PropertySpec("actions", .components, "Buttons under the description (`actions:`).", isExtension: true)
            ], isExtension: true),
        ComponentKindSpec(
            .section, traits: [.container],
            "SwiftUI's `Section` in a `list`: rows (`children`) with an optional `header` (else its `title`) before the first row and `footer` after the last.",
            hig: hig("lists-and-tables", "Table-View"),
            properties: [
                PropertySpec(
                    "header", .string, "Text before the section's first row.", hig: hig("lists-and-tables", "Table-View"),
                    isExtension: true),
                PropertySpec(
                    "footer", .string, "Text after the section's last row.", hig: hig("lists-and-tables", "Table-View"),
                    isExtension: true),
                contentChildren
            ], isExtension: true),
        ComponentKindSpec(
            .signInWithApple, traits: [.interactive, .systemDrawn],
            "`SignInWithAppleButton`: the system-drawn Sign in with Apple button in a `style` (`black`, `white`, `whiteOutline`) with a `label` (`signIn`, `continue`, `signUp`). The bundled HIG has no Sign in with Apple page; Managing accounts suggests it for a consistent sign-in experience.",
            hig: hig("managing-accounts", "Overview"),
            properties: [
                PropertySpec(
                    "style", .enumeration(signInWithAppleStyles), "The button's colors: `black`, `white` or `whiteOutline`.",
                    isExtension: true),
                PropertySpec(
                    "label", .enumeration(signInWithAppleLabels), "The button's words: `signIn` (default), `continue` or `signUp`.",
                    isExtension: true)
            ], isExtension: true),
        ComponentKindSpec(
            .productView, traits: [.systemDrawn],
            "StoreKit's `ProductView`: one in-app product with its icon, name, description and a buy button the system draws. The bundled HIG has no in-app purchase page.",
            hig: nil,
            properties: [
                PropertySpec("productID", .string, "The App Store product identifier.", isExtension: true),
                PropertySpec("style", .enumeration(productViewStyles), "`compact`, `regular` or `large`.", isExtension: true)
            ], isExtension: true),
        ComponentKindSpec(
            .storeView, traits: [.systemDrawn],
            "StoreKit's `StoreView`: a system-drawn list of the in-app products `productIDs`. The bundled HIG has no in-app purchase page.",
            hig: nil,
            properties: [productIDs], isExtension: true),
        ComponentKindSpec(
            .subscriptionStoreView, traits: [.systemDrawn],
            "StoreKit's `SubscriptionStoreView`: the plans of a subscription group with a subscribe button, drawn by the system. The bundled HIG has no in-app purchase page.",
            hig: nil,
            properties: [
                PropertySpec("groupID", .string, "The subscription group identifier.", isExtension: true),
                productIDs,
                PropertySpec(
                    "controlStyle", .enumeration(subscriptionControlStyles),
                    "How plans are chosen: `automatic`, `picker`, `buttons` or `prominentPicker`.", isExtension: true)
            ], isExtension: true)
    ]
}
