import SpecKnowledge

/// The component kinds and their properties.
extension FormatVocabulary {
    /// Properties every component kind accepts.
    public static let commonComponentProperties: [PropertySpec] = [
        PropertySpec(
            "type", .componentKind,
            "The component kind (`button`, `text`, `list`, …); decides which other properties apply."),
        PropertySpec(
            "id", .string,
            "An optional identifier for the component."),
        PropertySpec(
            "width", scaledSize,
            "Width in pt as drawn; for custom controls also the hit region unless `hitWidth` gives it. System controls (switches, checkboxes, steppers, sliders, visionOS buttons from Regular size) get the default hit region whatever their drawn size. Default hit regions: \(defaultControlSizesText). A size that scales with Dynamic Type is an object: `{ \"value\": 44, \"relativeTo\": \"body\" }` (`@ScaledMetric`); the value is judged.",
            hig: hig("buttons", "Best-practices")),
        PropertySpec(
            "height", scaledSize,
            "Height in pt as drawn; for custom controls also the hit region unless `hitHeight` gives it. System controls (switches, checkboxes, steppers, sliders, visionOS buttons from Regular size) get the default hit region whatever their drawn size. Default hit regions: \(defaultControlSizesText). A size that scales with Dynamic Type is an object: `{ \"value\": 44, \"relativeTo\": \"body\" }` (`@ScaledMetric`); the value is judged.",
            hig: hig("buttons", "Best-practices")),
        PropertySpec(
            "hitWidth", scaledSize,
            "Width in pt of the control's hit region (the area that responds to a tap, click or look) when it differs from its drawn `width`. Default hit regions: \(defaultControlSizesText).",
            hig: hig("accessibility", "Mobility"), isExtension: true),
        PropertySpec(
            "hitHeight", scaledSize,
            "Height in pt of the control's hit region (the area that responds to a tap, click or look) when it differs from its drawn `height`. Default hit regions: \(defaultControlSizesText).",
            hig: hig("accessibility", "Mobility"), isExtension: true),
        PropertySpec(
            "title", .string,
            "The visible title of a control (use `text` for a `text` component).",
            hig: hig("buttons", "Content")),
        PropertySpec(
            "text", .string,
            "The visible text of a `text` component.",
            hig: hig("typography", "Ensuring-legibility")),
        PropertySpec(
            "symbol", .symbol,
            "An SF Symbol name. It must exist on the minimum OS version of every targeted platform. The name of a custom symbol (a `*.symbolset`) in an imported asset catalog is valid too.",
            hig: hig("sf-symbols", "Overview")),
        fallbackSymbol,
        PropertySpec(
            "symbolVariant", .enumeration(symbolVariants),
            "SwiftUI's `.symbolVariant`: the variant of this component's `symbol` that is drawn (`fill`, `circle`, `slash.circle.fill`, …). The name it resolves to (`heart` + `fill` → `heart.fill`) must exist on the minimum OS version of every targeted platform.",
            hig: hig("sf-symbols", "Design-variants"), isExtension: true),
        PropertySpec(
            "renderingMode", .enumeration(symbolRenderingModes),
            "SwiftUI's `.symbolRenderingMode`: how this component's `symbol` is colored — `monochrome` (default), `hierarchical`, `palette` or `multicolor`.",
            hig: hig("sf-symbols", "Rendering-modes"), isExtension: true),
        PropertySpec(
            "font", .font,
            "The font: a text style name, a type token or a font object. On a container (`stack`, `card`, `list`, …) it is the font of every text inside that names none, as SwiftUI's `.font` on a stack. Default `body`.",
            hig: hig("typography", "Using-system-fonts")),
        PropertySpec(
            "fontWeight", .enumeration(weights),
            "SwiftUI's `.fontWeight`: the weight of this component's text and, on a container, of every text inside, unless a text's own font object sets `weight`. Semibold and heavier count as bold.",
            hig: hig("typography", "Ensuring-legibility"), isExtension: true),
        PropertySpec(
            "fontDesign", .enumeration(fontDesigns),
            "SwiftUI's `.fontDesign`: the system font design (`rounded`, `serif`, `monospaced`) of this component's text and, on a container, of every text inside.",
            hig: hig("typography", "Using-system-fonts"), isExtension: true),
        PropertySpec(
            "color", .color,
            "Foreground color of text and symbols. Text needs a contrast ratio of at least 4.5:1 with its background (3:1 from 18 pt or bold).",
            hig: hig("accessibility", "Vision")),
        PropertySpec(
            "background", .color,
            "Background color; when absent the nearest ancestor's, then the screen's.",
            hig: hig("color", "iOS-iPadOS")),
        PropertySpec(
            "tint", .color,
            "The control's tint (accent) color: the title and symbol of plain, borderless, bordered and glass buttons, the fill of a prominent button, and bar items on platforms whose bar items take the tint (not macOS toolbar items). Contrast is judged against what it sits on.",
            hig: hig("color", "App-accent-colors"), isExtension: true),
        PropertySpec(
            "accessibilityLabel", .string,
            "The label VoiceOver speaks. Required where nothing visible names the control, e.g. a symbol-only button.",
            hig: hig("accessibility", "Content-descriptions")),
        PropertySpec(
            "accessibilityHint", .string,
            "A short description of what happens when people activate the control, spoken after the label.",
            hig: hig("accessibility", "Content-descriptions"), isExtension: true),
        PropertySpec(
            "isDisabled", .boolean,
            "Whether the control is shown disabled (dimmed, not interactive).",
            hig: hig("buttons", "Best-practices"), isExtension: true),
        PropertySpec(
            "note", .string,
            "A free-form note for people reading the spec; checks ignore it.",
            isExtension: true),
        PropertySpec(
            "isFocusable", .boolean,
            "Whether people can move focus to the component (tvOS, watchOS and visionOS focus) although its kind is not a control, e.g. a poster image or a card in a shelf.",
            hig: hig("layout", "tvOS"), isExtension: true),
        PropertySpec(
            "focusedColor", .color,
            "Foreground color while the component has focus. Don't show focus by color alone: on tvOS focused items also grow (`focusedScale`).",
            hig: hig("color", "tvOS"), isExtension: true),
        PropertySpec(
            "focusedBackground", .color,
            "Background color while the component has focus. Don't show focus by color alone: on tvOS focused items also grow (`focusedScale`).",
            hig: hig("color", "tvOS"), isExtension: true),
        PropertySpec(
            "focusedScale", .number,
            "How much the component grows when it has focus (1 = not at all). tvOS denotes focus with subtle scaling and motion; leave room for the focused size.",
            hig: hig("color", "tvOS"), isExtension: true),
        PropertySpec(
            "pressedColor", .color,
            "Foreground color while people press the control: a custom button (`\"style\": \"custom\"`) needs a press state.",
            hig: hig("buttons", "Best-practices"), isExtension: true),
        PropertySpec(
            "pressedBackground", .color,
            "Background color while people press the control: a custom button (`\"style\": \"custom\"`) needs a press state.",
            hig: hig("buttons", "Best-practices"), isExtension: true),
        variantsProperty(of: .component(kind: nil))
    ] + listRowProperties

    // MARK: Properties shared by several kinds

    /// A size in pt: a number, or an object that scales it with Dynamic Type like a text style
    /// (`{ "value": 24, "relativeTo": "body" }`, SwiftUI's `@ScaledMetric(relativeTo: .body)`).
    static let scaledSize = ValueShape.oneOf([.number, .object(.scaledSize)])

    /// The documentation of an image's `scaleFactors`, with each platform's figure from the HIG table.
    private static let scaleFactorsSummary: String = {
        let figures = Platform.allCases.compactMap { platform in
            HIGFigures.imageScaleFactors(on: platform).map { "\(platform.rawValue) \($0.value)" }
        }
        return "The scale factors the `asset` is supplied at (`@1x`, `@2x`, `@3x`). Bitmap images need: \(figures.joined(separator: "; "))."
    }()

    /// `fallbackSymbol`: the symbol shown where `symbol` is not available yet (an extension).
    static let fallbackSymbol = PropertySpec(
        "fallbackSymbol", .symbol,
        "An older SF Symbol shown on OS versions that lack `symbol` (the app checks the OS version). When set, `symbol` may be newer than a target's minimum version; the fallback itself must exist on every target's minimum version.",
        hig: hig("sf-symbols", "Overview"), isExtension: true)

    private static let role = PropertySpec(
        "role", .enumeration(roles),
        "The button's role: `destructive` (shown in red), `cancel` or `primary`.",
        hig: hig("buttons", "Role"))
    private static let buttonStyle = PropertySpec(
        "style", .enumeration(buttonStyles),
        "The button style: `plain`, `borderless`, `bordered`, `borderedProminent`, `glass`, `glassProminent`, or `help` for the macOS help button.",
        hig: hig("buttons", "Style"))
    private static let children = PropertySpec(
        "children", .components,
        "Nested components, in order.",
        hig: hig("layout", "Best-practices"))
    private static let placeholder = PropertySpec(
        "placeholder", .string,
        "Hint text shown while the field is empty, describing the expected input (e.g. `name@example.com`).",
        hig: hig("text-fields", "Text-Field"))
    private static let keyboard = PropertySpec(
        "keyboard", .enumeration(keyboards),
        "The keyboard that appears: match it to the expected input (`email`, `url`, `number`, …).",
        hig: hig("entering-data", "Best-practices"))
    private static let contentType = PropertySpec(
        "contentType", .enumeration(contentTypes),
        "The kind of content expected (UIKit `UITextContentType` names, e.g. `emailAddress`, `password`), so AutoFill can help.",
        hig: hig("entering-data", "Best-practices"))
    private static let textValue = PropertySpec(
        "value", .string,
        "The text shown in the field in this design.",
        hig: hig("text-fields", "Text-Field"), isExtension: true)
    private static let numberValue = PropertySpec(
        "value", .number,
        "The current value in this design.",
        isExtension: true)
    private static let minimumValue = PropertySpec(
        "minimumValue", .number,
        "The smallest value.",
        isExtension: true)
    private static let maximumValue = PropertySpec(
        "maximumValue", .number,
        "The largest value.",
        isExtension: true)
    private static let step = PropertySpec(
        "step", .number,
        "The increment between values.",
        isExtension: true)
    private static let alertActions = PropertySpec(
        "actions", .array(.object(.alertAction)),
        "The buttons, each `{ \"title\", \"role\" }`. Two buttons are preferred; use an action sheet for three or more choices.",
        hig: hig("alerts", "Alert"))
    private static let presentedWhen = PropertySpec(
        "presentedWhen", .string,
        "What presents the alert or popover, e.g. `\"Delete tapped\"` or `\"Sync fails\"`. Alerts (or popovers) of one screen presented by different events are alternatives, shown one at a time; those without it are taken as shown together.",
        hig: hig("modality", "Best-practices"), isExtension: true)
    private static let message = PropertySpec(
        "message", .string,
        "Optional text below the title: one or two short, complete sentences.",
        hig: hig("alerts", "Alert"))

    static let componentKindTable: [ComponentKindSpec] = [
        ComponentKindSpec(
            .text, traits: [.showsText],
            "Static text. Set `text`, and a `font` and `color` with enough contrast.",
            hig: hig("typography", "Ensuring-legibility"),
            properties: [
                PropertySpec(
                    "alignment", .enumeration(textAlignments), "Horizontal alignment of the text.",
                    hig: hig("right-to-left", "Text-alignment"), isExtension: true),
                PropertySpec(
                    "lineLimit", .number, "The most lines shown before the text is truncated.",
                    hig: hig("typography", "Ensuring-legibility"), isExtension: true)
            ]),
        ComponentKindSpec(
            .button, traits: [.interactive, .actsWhenChosen, .showsText, .showsSymbol],
            "A button: a `title`, a `symbol` or both, or any content as its `label`. Give symbol-only buttons an `accessibilityLabel`; default hit regions: \(defaultControlSizesText).",
            hig: hig("buttons", "Best-practices"),
            properties: [role, buttonStyle, tappableLabel]),
        ComponentKindSpec(
            .image, traits: [.showsSymbol],
            "An image: an SF Symbol (`symbol`) or an asset (`asset`). Give meaningful images an `accessibilityLabel`.",
            hig: hig("images", "Best-practices"),
            properties: [
                PropertySpec("asset", .string, "The name of an image asset in the app.", hig: hig("images", "Best-practices")),
                PropertySpec(
                    "scaleFactors", .array(.enumeration(imageScaleFactors)), scaleFactorsSummary, hig: hig("images", "Resolution"),
                    isExtension: true),
                PropertySpec(
                    "isDecorative", .boolean, "Whether the image is purely decorative, so VoiceOver skips it and it needs no label.",
                    hig: hig("accessibility", "Content-descriptions"), isExtension: true),
                PropertySpec(
                    "layers", .number,
                    "The number of layers of a layered image (tvOS: \(WatchTVFigureText.tvOSLayeredImageLayers); strongly encouraged for focusable images).",
                    hig: hig("images", "Layered-images"), isExtension: true)
            ]),
        ComponentKindSpec(
            .textField, traits: [.interactive, .textInput],
            "A single-line text field. Give it a `placeholder` or a visible label, and a fitting `keyboard` and `contentType`.",
            hig: hig("text-fields", "Text-Field"),
            properties: [placeholder, keyboard, contentType, textValue]),
        ComponentKindSpec(
            .secureField, traits: [.interactive, .textInput],
            "A text field that hides what people type, for passwords.",
            hig: hig("text-fields", "Text-Field"),
            properties: [placeholder, keyboard, contentType, textValue]),
        ComponentKindSpec(
            .searchField, traits: [.interactive, .textInput],
            "A search field. Use placeholder text that says what can be searched.",
            hig: hig("search-fields", "Search-Bar"),
            properties: [
                placeholder, textValue,
                PropertySpec(
                    "scopes", .array(.string), "Scope bar titles that narrow the search.", hig: hig("search-fields", "Scope-Bar"),
                    isExtension: true)
            ]),
        ComponentKindSpec(
            .toggle, traits: [.interactive, .showsText, .systemHitRegion],
            "A switch (or checkbox) that turns a setting on or off. Give it a `title` that names the setting.",
            hig: hig("toggles", "Best-practices"),
            properties: [
                PropertySpec(
                    "isOn", .boolean, "Whether the toggle is on in this design.", hig: hig("toggles", "Best-practices"), isExtension: true),
                PropertySpec(
                    "style", .enumeration(toggleStyles),
                    "`switch` (iOS default), `checkbox` (macOS) or `button`. In macOS, switches and checkboxes belong in the window body, not in a toolbar.",
                    hig: hig("toggles", "macOS"), isExtension: true)
            ]),
        ComponentKindSpec(
            .slider, traits: [.interactive, .systemHitRegion],
            "A slider to choose a value in a continuous range; symbols at the ends can show the meaning of the minimum and maximum.",
            hig: hig("sliders", "Best-practices"),
            properties: [
                numberValue, minimumValue, maximumValue, step,
                PropertySpec(
                    "axis", .enumeration(axes),
                    "`horizontal` (default) or `vertical`. visionOS prefers horizontal sliders: side-to-side gestures are easier.",
                    hig: hig("sliders", "visionOS"), isExtension: true),
                PropertySpec(
                    "minimumSymbol", .symbol, "SF Symbol at the minimum end.", hig: hig("sliders", "Best-practices"), isExtension: true),
                PropertySpec(
                    "maximumSymbol", .symbol, "SF Symbol at the maximum end.", hig: hig("sliders", "Best-practices"), isExtension: true)
            ]),
        ComponentKindSpec(
            .stepper, traits: [.interactive, .systemHitRegion],
            "A pair of − and + buttons that change a value in small steps; show the value next to it.",
            hig: hig("steppers", "Stepper"),
            properties: [numberValue, minimumValue, maximumValue, step]),
        ComponentKindSpec(
            .segmentedControl, traits: [.interactive, .systemDrawn],
            "Two to five mutually exclusive segments on iPhone; each segment a title or a symbol, not both.",
            hig: hig("segmented-controls", "Segmented-Control"),
            properties: [
                PropertySpec(
                    "segments", .array(.oneOf([.string, .object(.segment)])),
                    "The segments: titles, or `{ \"title\" }` / `{ \"symbol\" }` objects.",
                    hig: hig("segmented-controls", "Segmented-Control")),
                PropertySpec(
                    "selectedSegment", .number, "Index of the selected segment (0-based).",
                    hig: hig("segmented-controls", "Segmented-Control"), isExtension: true)
            ]),
        ComponentKindSpec(
            .picker, traits: [.interactive, .systemDrawn],
            "A list of distinct values to choose from.",
            hig: hig("pickers", "Picker"),
            properties: [
                PropertySpec("options", .array(.string), "The values to choose from.", hig: hig("pickers", "Picker")),
                PropertySpec("selection", .string, "The selected option in this design.", hig: hig("pickers", "Picker"), isExtension: true),
                PropertySpec(
                    "style", .enumeration(pickerStyles),
                    "How the options are presented. `radioGroup` shows macOS radio buttons: two to five options, in the window body.",
                    hig: hig("pickers", "Picker"), isExtension: true)
            ]),
        ComponentKindSpec(
            .datePicker, traits: [.interactive, .systemDrawn],
            "A control to choose a date, a time or both.",
            hig: hig("pickers", "Date-Picker"),
            properties: [
                PropertySpec(
                    "mode", .enumeration(datePickerModes), "What is chosen: `date`, `time`, `dateAndTime` or `countDownTimer`.",
                    hig: hig("pickers", "Date-Picker"), isExtension: true),
                PropertySpec(
                    "style", .enumeration(datePickerStyles), "`compact`, `graphical` or `wheel`.", hig: hig("pickers", "Date-Picker"),
                    isExtension: true),
                PropertySpec(
                    "minuteInterval", .number, "Minutes between selectable times (a divisor of 60, e.g. 5 or 15).",
                    hig: hig("pickers", "Date-Picker"), isExtension: true)
            ]),
        ComponentKindSpec(
            .progressView, traits: [],
            "A bar (or ring) showing how much of a task with known duration is done.",
            hig: hig("loading", "Showing-progress"),
            properties: [
                PropertySpec(
                    "value", .number, "Fraction complete, 0 to 1.", hig: hig("progress-indicators", "Progress-View"), isExtension: true),
                PropertySpec(
                    "style", .enumeration(progressStyles), "`linear` or `circular`.", hig: hig("progress-indicators", "Progress-View"),
                    isExtension: true)
            ]),
        ComponentKindSpec(
            .activityIndicator, traits: [],
            "A spinning indicator for a task of unknown duration.",
            hig: hig("progress-indicators", "Activity-Indicator"),
            properties: []),
        ComponentKindSpec(
            .pageControl, traits: [.interactive, .systemDrawn],
            "A row of dots showing the number of pages and the current one. Keep the number of pages small.",
            hig: hig("page-controls", "Page-Control"),
            properties: [
                PropertySpec("pages", .number, "The number of pages (dots).", hig: hig("page-controls", "Page-Control")),
                PropertySpec(
                    "currentPage", .number, "Index of the current page (0-based).", hig: hig("page-controls", "Page-Control"),
                    isExtension: true)
            ]),
        ComponentKindSpec(
            .list, traits: [.container],
            "Rows of content in a single column (`children`), in a `plain`, `grouped` or `insetGrouped` style.",
            hig: hig("lists-and-tables", "Table-View"),
            properties: [
                PropertySpec(
                    "style", .enumeration(listStyles), "`plain`, `grouped`, `insetGrouped`, `inset` or `sidebar`.",
                    hig: hig("lists-and-tables", "Table-View")),
                children
            ]),
        ComponentKindSpec(
            .menu, traits: [.interactive, .actsWhenChosen, .systemDrawn], surface: .menu,
            "A button that reveals a list of items (buttons and submenus).",
            hig: hig("menus", "Organization"),
            properties: [
                PropertySpec(
                    "items", .components, "The menu's items: buttons and submenus. Give items short titles; start with the most used.",
                    hig: hig("menus", "Organization"))
            ]),
        ComponentKindSpec(
            .alert, traits: [.systemDrawn], surface: .alert,
            "An alert: a `title`, an optional `message` and its `actions`. Reserve alerts for critical, actionable information.",
            hig: hig("alerts", "Alert"),
            properties: [message, alertActions, presentedWhen]),
        ComponentKindSpec(
            .actionSheet, traits: [.systemDrawn], surface: .actionSheet,
            "A set of choices related to an action people started, with a Cancel button.",
            hig: hig("action-sheets", "Action-Sheet"),
            properties: [message, alertActions]),
        ComponentKindSpec(
            .sheet, traits: [.container],
            "A modal view that slides up over the screen for a scoped task (`children`).",
            hig: hig("sheets", "Modal-View"),
            properties: [
                children,
                PropertySpec(
                    "detents", .array(.enumeration(sheetDetents)), "The heights the sheet can rest at.", hig: hig("sheets", "Modal-View"),
                    isExtension: true)
            ]),
        ComponentKindSpec(
            .link, traits: [.interactive, .actsWhenChosen, .showsText],
            "Text that opens a URL. Describe the destination instead of writing \"Click here\".",
            hig: hig("buttons", "Content"),
            properties: [
                PropertySpec("url", .string, "The destination URL.", isExtension: true),
                tappableLabel
            ]),
        ComponentKindSpec(
            .stack, traits: [.container],
            "Components laid out in a row (`horizontal`) or column (`vertical`).",
            hig: hig("layout", "Best-practices"),
            properties: [
                PropertySpec("axis", .enumeration(axes), "`vertical` (default) or `horizontal`.", hig: hig("layout", "Best-practices")),
                PropertySpec("spacing", .number, "Space between children in pt.", hig: hig("layout", "Best-practices"), isExtension: true),
                PropertySpec(
                    "isScrollable", .boolean,
                    "Whether the stack scrolls along its `axis` (a scroll view). Don't nest scroll views of the same orientation; lists scroll vertically.",
                    hig: hig("scroll-views", "Best-practices"), isExtension: true),
                children
            ]),
        ComponentKindSpec(
            .card, traits: [.container, .ownFill],
            "A container grouping related content (`children`) on its own background.",
            hig: hig("layout", "Best-practices"),
            properties: [children]),
        ComponentKindSpec(
            .label, traits: [.showsText, .showsSymbol],
            "A symbol with a title, e.g. a list row's icon and text.",
            hig: hig("labels", "Label"),
            properties: [], isExtension: true),
        ComponentKindSpec(
            .divider, traits: [],
            "A thin line separating content.",
            hig: hig("layout", "Visual-hierarchy"),
            properties: [], isExtension: true),
        ComponentKindSpec(
            .spacer, traits: [],
            "Flexible empty space between components.",
            hig: hig("layout", "Best-practices"),
            properties: [], isExtension: true),
        ComponentKindSpec(
            .grid, traits: [.container],
            "Items (`children`) in rows of `columns` columns, such as a tvOS grid of posters. tvOS grids use \(WatchTVFigureText.tvOSGridSpacing), and an unfocused item width set by the column count.",
            hig: hig("layout", "Grids"),
            properties: [
                PropertySpec(
                    "columns", .number,
                    "The number of columns. Unfocused tvOS grid items are \(WatchTVFigureText.tvOSGridItemWidths) wide.",
                    hig: hig("layout", "Grids"), isExtension: true),
                PropertySpec(
                    "spacing", .number, "Horizontal space between items in pt. tvOS grids use \(WatchTVFigureText.tvOSGridSpacing).",
                    hig: hig("layout", "Grids"), isExtension: true),
                PropertySpec(
                    "rowSpacing", .number, "Vertical space between rows in pt. tvOS grids use \(WatchTVFigureText.tvOSGridSpacing).",
                    hig: hig("layout", "Grids"), isExtension: true),
                children
            ], isExtension: true),
        ComponentKindSpec(
            .complication, traits: [.container],
            "A watchOS complication on the watch face: its `family` and its content (`children`: images, text). Images use the sizes the HIG lists for the family and case size.",
            hig: hig("complications", "Overview"),
            properties: [
                PropertySpec(
                    "family", .enumeration(complicationFamilies),
                    "The complication family: `circular`, `extraLarge`, `corner`, `inline` or `rectangular`.",
                    hig: hig("complications", "Overview"), isExtension: true),
                children
            ], isExtension: true),
        ComponentKindSpec(
            .ornament, traits: [.container],
            "visionOS: controls or information (`children`) floating just in front of one `edge` of the window, on glass. Keep it no wider than its window and off the edges of the toolbar (bottom) and tab bar (leading). List it in the screen's `ornaments`.",
            hig: hig("ornaments", "Best-practices"),
            properties: [
                PropertySpec(
                    "edge", .enumeration(ornamentEdges), "The window edge the ornament sits on: `top`, `bottom`, `leading` or `trailing`.",
                    hig: hig("ornaments", "Overview"), isExtension: true),
                PropertySpec(
                    "visibility", .enumeration(ornamentVisibilities),
                    "SwiftUI's `.ornament(visibility:)`: `automatic` (default), `visible` or `hidden`. A hidden ornament is not drawn and takes no room beside the window.",
                    hig: hig("ornaments", "Best-practices"), isExtension: true),
                children
            ], isExtension: true),
        ComponentKindSpec(
            .disclosureButton, traits: [.interactive, .actsWhenChosen, .showsText],
            "A disclosure button that shows and hides the controls related to it (`children`). Use at most one per view and give it a `title` that says what it reveals. Not available in tvOS or watchOS.",
            hig: hig("disclosure-controls", "Disclosure-buttons"),
            properties: [
                children,
                PropertySpec(
                    "isExpanded", .boolean, "Whether the hidden content is shown in this design.",
                    hig: hig("disclosure-controls", "Disclosure-buttons"), isExtension: true)
            ], isExtension: true),
        ComponentKindSpec(
            .popover, traits: [.container],
            "A transient view (`children`) revealed when people tap a control or an onscreen area, with an arrow pointing at where it emerged (SwiftUI `.popover`). Show only one popover at a time, never one emerging from another; in a compact width SwiftUI shows it as a sheet.",
            hig: hig("popovers", "Popover"),
            properties: [
                children,
                PropertySpec(
                    "arrowEdge", .enumeration(popoverArrowEdges),
                    "SwiftUI's `arrowEdge`: the edge of the popover its arrow points from (`top` by default).",
                    hig: hig("popovers", "Popover"), isExtension: true),
                presentedWhen
            ], isExtension: true)
    ] + contentComponentKindTable
}
