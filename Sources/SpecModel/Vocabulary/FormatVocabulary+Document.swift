import SpecKnowledge

/// The format's objects outside components: the top level, platforms, tokens, screens and bars.
extension FormatVocabulary {
    static let documentProperties: [PropertySpec] = [
        PropertySpec(
            "name", .string,
            "The app or feature name, shown in reports."),
        PropertySpec(
            "platforms", .object(.platforms),
            "Platform → minimum OS version, e.g. `{ \"iOS\": \"17.0\" }`. Decides which platform figures apply and which SF Symbols exist. When absent, iOS at the newest version is assumed.",
            hig: hig("layout", "Platform-considerations")),
        PropertySpec(
            "imports", .array(.string),
            "Other specs whose color and type tokens this spec uses: paths relative to this file, e.g. `[\"tokens.design.jsonc\"]`. Imports are transitive; this spec's own tokens win over imported ones, and the first import wins over later ones. Paths must stay inside the workspace.",
            isExtension: true),
        PropertySpec(
            "colors", .map(.colors),
            "Color tokens: name → color value (hex, system color name, another token, or light/dark/increased-contrast variants). Token names must not shadow system color names.",
            hig: hig("color", "Best-practices")),
        PropertySpec(
            accentColorKey, .color,
            "The app's accent color (SwiftUI `.tint`/`accentColor`, AppKit `controlAccentColor`): any color value. The color values `accentColor`, `tint` and `controlAccentColor` resolve to it, and buttons, links and bar items the system tints are judged in it. When absent, the repository's `.designspec.json` `accentColor`, else an imported asset catalog's `AccentColor` colorset, else the system blue.",
            hig: hig("color", "App-accent-colors"), isExtension: true),
        PropertySpec(
            "typography", .map(.typography),
            "Type tokens: name → font value (text style name or font object). Prefer the system text styles so text scales with Dynamic Type.",
            hig: hig("typography", "Supporting-Dynamic-Type")),
        PropertySpec(
            "screens", .array(.object(.screen)),
            "The app's screens, each with an `id`, optional bars and `content` components.",
            hig: hig("layout", "Best-practices")),
        PropertySpec(
            "appIcon", .object(.appIcon),
            "The app icon's artwork: size in px, layer count, appearances and content flags. Layout sizes: \(appIconSizesText).",
            hig: hig("app-icons", "Specifications")),
        PropertySpec(
            "rules", .map(.rules),
            "Per-file rule severities: rule id → `off`, `hint`, `information`, `warning` or `error`."),
        dynamicTypeRangeProperty
    ]

    /// The top-level key naming the app's accent color.
    public static let accentColorKey = "accentColor"

    static let platformProperties: [PropertySpec] = Platform.allCases.map { platform in
        PropertySpec(
            platform.rawValue, .osVersion,
            "Minimum \(platform.rawValue) version the app supports, e.g. `\"\(exampleVersion(platform))\"`. Figures and SF Symbol availability for \(platform.rawValue) apply to every screen that is not limited to another platform.",
            hig: hig("layout", platform.rawValue))
    }

    private static func exampleVersion(_ platform: Platform) -> String {
        switch platform {
        case .iOS, .iPadOS, .tvOS: return "17.0"
        case .macOS: return "14.0"
        case .visionOS: return "1.0"
        case .watchOS: return "10.0"
        }
    }

    static let colorVariantProperties: [PropertySpec] = [
        PropertySpec(
            "light", .color,
            "The color in light mode (a hex value or system color name). A missing `light` uses `dark`.",
            hig: hig("dark-mode", "Dark-Mode-colors")),
        PropertySpec(
            "dark", .color,
            "The color in Dark Mode. A missing `dark` uses `light`; colors that don't adapt risk poor contrast on dark backgrounds.",
            hig: hig("dark-mode", "Dark-Mode-colors")),
        PropertySpec(
            "increasedContrastLight", .color,
            "The color in light mode with Increase Contrast on; defaults to `light`. Provide it when the light color is near the 4.5:1 text contrast minimum.",
            hig: hig("color", "Best-practices")),
        PropertySpec(
            "increasedContrastDark", .color,
            "The color in Dark Mode with Increase Contrast on; defaults to `dark`.",
            hig: hig("color", "Best-practices")),
        PropertySpec(
            "color", .color,
            "A color to draw at `opacity`, instead of appearance variants: `{ \"color\": \"systemBlue\", \"opacity\": 0.5 }`. A system color keeps adapting to the appearance; the contrast rules composite it over what lies below.",
            hig: hig("color", "System-colors"), isExtension: true),
        PropertySpec(
            "opacity", .number,
            "The opacity `color` is drawn at, from 0 (clear) to 1 (opaque, the default).",
            hig: hig("color", "System-colors"), isExtension: true),
        PropertySpec(
            GradientKind.gradient.rawValue, .color,
            "SwiftUI `Color.gradient`: a subtle gradient the system derives from this color value, e.g. `{ \"gradient\": \"systemTeal\" }`. Text contrast is judged against the color itself.",
            hig: hig("color", "Best-practices"), isExtension: true)
    ] + [GradientKind.linearGradient, .radialGradient, .angularGradient].map { kind in
        PropertySpec(
            kind.rawValue, .object(.gradient),
            (gradientKinds.first { $0.name == kind.rawValue }?.summary ?? "A gradient.")
                + " Stops may be any color value; what lies between stops is assumed to lie between their colors.",
            hig: hig("color", "Best-practices"), isExtension: true)
    }

    static let fontProperties: [PropertySpec] = [
        PropertySpec(
            "textStyle", .textStyle,
            "A system text style to start from (`body`, `headline`, …); text styles scale with Dynamic Type.",
            hig: hig("typography", "Specifications")),
        PropertySpec(
            "family", .string,
            "A custom font family, e.g. `\"Avenir Next\"`. Custom fonts need `dynamicType: true` to scale with the person's text size.",
            hig: hig("typography", "Using-custom-fonts")),
        PropertySpec(
            "size", .number,
            "Point size. On iOS and iPadOS the default text size is 17 pt and the minimum 11 pt; macOS uses 13 pt and 10 pt.",
            hig: hig("typography", "Ensuring-legibility")),
        PropertySpec(
            "weight", .enumeration(weights),
            "Font weight. Avoid light weights (`ultralight`, `thin`, `light`) for body text.",
            hig: hig("typography", "Ensuring-legibility")),
        PropertySpec(
            "dynamicType", .boolean,
            "Whether the font scales with the person's Dynamic Type setting. Text styles do unless this is `false`; custom fonts only when it is `true`.",
            hig: hig("typography", "Supporting-Dynamic-Type")),
        PropertySpec(
            "design", .enumeration(fontDesigns),
            "The system font design: `default` (SF Pro), `rounded` (SF Pro Rounded), `serif` (New York) or `monospaced` (SF Mono).",
            hig: hig("typography", "Using-system-fonts"), isExtension: true),
        PropertySpec(
            "tracking", .number,
            "Extra space between letters in points, as SwiftUI's `.tracking(_:)`; negative tightens. The system font already adjusts tracking at every point size, so most text needs none.",
            hig: hig("typography", "Tracking-values"), isExtension: true),
        PropertySpec(
            "lineSpacing", .number,
            "Extra space between lines in points, added to the font's own leading, as SwiftUI's `.lineSpacing(_:)`. Loose leading helps long passages; avoid tight leading for three or more lines.",
            hig: hig("typography", "Using-system-fonts"), isExtension: true),
        relativeToProperty
    ]

    static let screenProperties: [PropertySpec] = [
        PropertySpec(
            "id", .string,
            "Identifier of the screen, unique within the file."),
        PropertySpec(
            "title", .string,
            "The screen's name, for people reading the spec and in messages.",
            hig: hig("navigation-bars", "Navigation-Bar")),
        PropertySpec(
            "platform", .platformName,
            "Limits the screen to one platform: only that platform's figures and symbol availability apply to it.",
            hig: hig("layout", "Platform-considerations")),
        PropertySpec(
            "background", .color,
            "The screen's background color value; default `systemBackground`. Text contrast is measured against it.",
            hig: hig("color", "iOS-iPadOS")),
        PropertySpec(
            "navigationBar", .object(.navigationBar),
            "The navigation bar at the top of the screen: title, title mode and bar button items.",
            hig: hig("navigation-bars", "Navigation-Bar")),
        PropertySpec(
            "tabBar", .object(.tabBar),
            "The tab bar at the bottom of the screen. On iPhone keep to five tabs or fewer, each with a title and a symbol.",
            hig: hig("tab-bars", "Best-practices")),
        PropertySpec(
            "toolbar", .object(.toolbar),
            "The toolbar: actions for the current view.",
            hig: hig("toolbars", "Toolbar")),
        PropertySpec(
            "content", .components,
            "The screen's components, top to bottom.",
            hig: hig("layout", "Best-practices")),
        PropertySpec(
            "isLongLived", .boolean,
            "Whether the screen is likely to stay onscreen for long periods, such as a workout or audio playback view. On watchOS such views avoid a full-screen background color.",
            hig: hig("color", "watchOS"), isExtension: true),
        PropertySpec(
            "isLaunchScreen", .boolean,
            "Whether the screen is the launch screen the system shows while the app starts (iOS, iPadOS, tvOS). A launch screen is nearly identical to the app's first screen, without text or branding.",
            hig: hig("launching", "Launch-screens"), isExtension: true),
        PropertySpec(
            "isPreAlert", .boolean,
            "Whether the screen is a custom screen shown before a system alert that asks permission (camera, location, tracking…). It has one button that opens the alert, titled like \"Continue\", not \"Allow\".",
            hig: hig("privacy", "Pre-alert-screens-windows-or-views"), isExtension: true),
        PropertySpec(
            "horizontalMargin", .number,
            "Space in pt between the screen's leading and trailing edges and its primary content. tvOS insets primary content \(WatchTVFigureText.tvOSSafeArea).",
            hig: hig("layout", "tvOS"), isExtension: true),
        PropertySpec(
            "verticalMargin", .number,
            "Space in pt between the screen's top and bottom edges and its primary content. tvOS insets primary content \(WatchTVFigureText.tvOSSafeArea).",
            hig: hig("layout", "tvOS"), isExtension: true),
        PropertySpec(
            "window", .object(.window),
            "The window showing the screen in macOS and visionOS: its size, minimum and maximum size, and style (`plain` drops visionOS's glass background; `volumetric` makes a volume).",
            hig: hig("windows", "visionOS-windows"), isExtension: true),
        PropertySpec(
            "sidebar", .object(.sidebar),
            "The sidebar at the window's leading side (iPadOS, macOS, visionOS): its `items`, top to bottom. Show no more than two levels of hierarchy.",
            hig: hig("sidebars", "Best-practices"), isExtension: true),
        PropertySpec(
            "immersiveSpace", .object(.immersiveSpace),
            "visionOS: the screen is shown in an immersive space (SwiftUI `ImmersiveSpace`) instead of a window, with its `immersionStyle`.",
            hig: hig("immersive-experiences", "Immersion-styles"), isExtension: true),
        PropertySpec(
            "containerBackground", .color,
            "watchOS: the background of this page of a tab view (SwiftUI `.containerBackground(_:for: .tabView)`), a color or gradient that fills the whole screen by design. Where the screen sets no `background`, its text is judged for contrast against it.",
            hig: hig("color", "watchOS"), isExtension: true),
        PropertySpec(
            "ornaments", .components,
            "visionOS: the window's ornaments (components of type `ornament`), besides the toolbar and tab bar the system shows as ornaments.",
            hig: hig("ornaments", "Best-practices"), isExtension: true),
        PropertySpec(
            "note", .string,
            "A free-form note for people reading the spec; checks ignore it.",
            isExtension: true),
        variantsProperty(of: .screen),
        dynamicTypeRangeProperty
    ]

    static let navigationBarProperties: [PropertySpec] = [
        PropertySpec(
            "title", .string,
            "The navigation bar's title: short, naming the current view (17 pt standard, 34 pt large).",
            hig: hig("navigation-bars", "Navigation-Bar")),
        PropertySpec(
            "titleMode", .enumeration(titleModes),
            "`large` shows a large title that shrinks when content scrolls; `inline` a standard title in the bar.",
            hig: hig("navigation-bars", "Navigation-Bar")),
        PropertySpec(
            "leadingItems", .components,
            "Bar button items at the leading edge (the back button sits there unless replaced).",
            hig: hig("navigation-bars", "Toolbar-and-Navigation-Bar-Buttons")),
        PropertySpec(
            "trailingItems", .components,
            "Bar button items at the trailing edge. Give icon-only items an `accessibilityLabel` and the platform's default hit region: \(defaultControlSizesText).",
            hig: hig("navigation-bars", "Toolbar-and-Navigation-Bar-Buttons")),
        PropertySpec(
            "prompt", .string,
            "A line of text above the title giving instructions or context.",
            hig: hig("navigation-bars", "Navigation-Bar"), isExtension: true),
        PropertySpec(
            "backButtonTitle", .string,
            "The title of the back button that leads to this screen's parent, when it differs from the parent's title.",
            hig: hig("navigation-bars", "Navigation-Bar"), isExtension: true),
        PropertySpec(
            "titleMenu", .components,
            "SwiftUI's `.toolbarTitleMenu`: the items of a menu people open from the title (buttons and submenus), such as rename or duplicate for a document. Give items short titles.",
            hig: hig("menus", "Organization"), isExtension: true)
    ]

    static let tabBarProperties: [PropertySpec] = [
        PropertySpec(
            "items", .array(.object(.tabBarItem)),
            "The tabs, each with a `title` and a `symbol`. On iPhone show five or fewer; tabs navigate between sections, they don't perform actions.",
            hig: hig("tab-bars", "Best-practices")),
        PropertySpec(
            "selectedItem", .number,
            "Index of the selected tab (0-based) in this screen's design.",
            hig: hig("tab-bars", "Best-practices"), isExtension: true),
        PropertySpec(
            "isCustomizable", .boolean,
            "Whether people can add and remove tabs (iPadOS). A customizable tab bar starts from a short default list, so it stays the same in compact and regular widths.",
            hig: hig("tab-bars", "iPadOS"), isExtension: true),
        PropertySpec(
            "height", .number,
            "The tab bar's height in pt. The tvOS tab bar is \(WatchTVFigureText.tvOSTabBar); neither can be changed.",
            hig: hig("tab-bars", "tvOS"), isExtension: true),
        PropertySpec(
            "topOffset", .number,
            "Distance in pt from the top of the screen to the tab bar's top edge. The tvOS tab bar is \(WatchTVFigureText.tvOSTabBar); neither can be changed.",
            hig: hig("tab-bars", "tvOS"), isExtension: true)
    ]

    static let tabBarItemProperties: [PropertySpec] = [
        PropertySpec(
            "title", .string,
            "The tab's label: one word where possible. Every tab needs one.",
            hig: hig("tab-bars", "Best-practices")),
        PropertySpec(
            "symbol", .symbol,
            "The tab's SF Symbol; tab bars prefer filled variants.",
            hig: hig("tab-bars", "Best-practices")),
        fallbackSymbol,
        PropertySpec(
            "badge", .oneOf([.string, .number]),
            "A badge on the tab (a number or `!`) for critical or new information.",
            hig: hig("tab-bars", "Best-practices")),
        PropertySpec(
            "accessibilityLabel", .string,
            "The label VoiceOver speaks, when it should differ from the title.",
            hig: hig("accessibility", "Content-descriptions"), isExtension: true),
        PropertySpec(
            "color", .color,
            "The tab's own color for its symbol and title when not selected; avoid a color similar to the content background behind the tab bar.",
            hig: hig("tab-bars", "Best-practices"), isExtension: true),
        PropertySpec(
            "selectedColor", .color,
            "The tab's own color for its symbol and title when selected (otherwise the tint); avoid a color similar to the content background behind the tab bar.",
            hig: hig("tab-bars", "Best-practices"), isExtension: true),
        PropertySpec(
            "isTitleHidden", .boolean,
            "Whether the tab shows only its symbol: the title is kept for VoiceOver but not drawn. The HIG asks to include tab labels.",
            hig: hig("tab-bars", "Best-practices"), isExtension: true),
        PropertySpec(
            "isDisabled", .boolean,
            "Whether the tab is shown disabled. Don't disable or hide tabs: show why a section is empty instead.",
            hig: hig("tab-bars", "Best-practices"), isExtension: true)
    ]

    static let toolbarProperties: [PropertySpec] = [
        PropertySpec(
            "items", .components,
            "The toolbar's items: actions for the current view. Prefer symbols when there are more than three items, and give icon-only items an `accessibilityLabel`.",
            hig: hig("toolbars", "Toolbar"))
    ]

    static let windowProperties: [PropertySpec] = [
        PropertySpec(
            "width", .number,
            "The window's initial width in pt. A visionOS window is 1280×720 pt by default; choose a size that minimizes empty areas.",
            hig: hig("windows", "visionOS-windows"), isExtension: true),
        PropertySpec(
            "height", .number,
            "The window's initial height in pt.",
            hig: hig("windows", "visionOS-windows"), isExtension: true),
        PropertySpec(
            "minWidth", .number,
            "The narrowest the window can be resized to, in pt.",
            hig: hig("windows", "visionOS-windows"), isExtension: true),
        PropertySpec(
            "minHeight", .number,
            "The shortest the window can be resized to, in pt.",
            hig: hig("windows", "visionOS-windows"), isExtension: true),
        PropertySpec(
            "maxWidth", .number,
            "The widest the window can be resized to, in pt.",
            hig: hig("windows", "visionOS-windows"), isExtension: true),
        PropertySpec(
            "maxHeight", .number,
            "The tallest the window can be resized to, in pt.",
            hig: hig("windows", "visionOS-windows"), isExtension: true),
        PropertySpec(
            "defaultSize", .object(.windowDefaultSize),
            "SwiftUI's `.defaultSize(width:height:depth:in:)`: the size the window opens at, in `points` or, for a volume, `meters`, e.g. `{ \"width\": 0.6, \"height\": 0.4, \"depth\": 0.4, \"unit\": \"meters\" }`. In points it replaces `width` and `height`.",
            hig: hig("windows", "visionOS-volumes"), isExtension: true),
        PropertySpec(
            "style", .enumeration(windowStyles),
            "`automatic` (the platform's default window, on glass in visionOS), `plain` (visionOS, no glass background) or `volumetric` (a visionOS volume).",
            hig: hig("windows", "visionOS"), isExtension: true)
    ]

    static let windowDefaultSizeProperties: [PropertySpec] = [
        PropertySpec(
            "width", .number, "The width the window opens at, in `unit`.", hig: hig("windows", "visionOS-windows"), isExtension: true),
        PropertySpec(
            "height", .number, "The height the window opens at, in `unit`.", hig: hig("windows", "visionOS-windows"), isExtension: true),
        PropertySpec(
            "depth", .number, "visionOS volumes: the depth the volume opens at, in `unit`.", hig: hig("windows", "visionOS-volumes"),
            isExtension: true),
        PropertySpec(
            "unit", .enumeration(windowSizeUnits), "`points` (default) or `meters`.", hig: hig("windows", "visionOS-volumes"),
            isExtension: true)
    ]

    static let immersiveSpaceProperties: [PropertySpec] = [
        PropertySpec(
            "immersionStyle", .enumeration(immersionStyles),
            "SwiftUI's `.immersionStyle`: `mixed` (default; the person's surroundings stay visible), `progressive` (a portal people widen with the Digital Crown) or `full` (the app's surroundings replace the person's).",
            hig: hig("immersive-experiences", "Immersion-styles"), isExtension: true)
    ]

    static let sidebarProperties: [PropertySpec] = [
        PropertySpec(
            "items", .components,
            "The sidebar's rows, top to bottom: labels with a symbol and a title, and groups (containers with a `title` and `children`) for a second level. A row's `color` fixes its icon's color; in macOS most icons should follow the accent color. Keep actions and critical information away from the bottom of a macOS sidebar.",
            hig: hig("sidebars", "Best-practices"), isExtension: true)
    ]

    static let segmentProperties: [PropertySpec] = [
        PropertySpec(
            "title", .string,
            "The segment's text. Use text or a symbol in a segment, not both, and keep segments similar in size.",
            hig: hig("segmented-controls", "Segmented-Control")),
        PropertySpec(
            "symbol", .symbol,
            "The segment's SF Symbol.",
            hig: hig("segmented-controls", "Segmented-Control")),
        fallbackSymbol,
        PropertySpec(
            "accessibilityLabel", .string,
            "The label VoiceOver speaks for a symbol-only segment.",
            hig: hig("accessibility", "Content-descriptions"), isExtension: true)
    ]

    static let alertActionProperties: [PropertySpec] = [
        PropertySpec(
            "title", .string,
            "The button's title: one or two words describing the result, in title case (`Delete`, `Cancel`).",
            hig: hig("alerts", "Alert")),
        PropertySpec(
            "role", .enumeration(roles),
            "`cancel` for the button that dismisses without acting, `destructive` for one that destroys data, `primary` for the preferred action.",
            hig: hig("alerts", "Alert"))
    ]

    static let appIconProperties: [PropertySpec] = [
        PropertySpec(
            "width", .number,
            "Artwork width in px: \(appIconDimensionText(\.width)).",
            hig: hig("app-icons", "Specifications")),
        PropertySpec(
            "height", .number,
            "Artwork height in px: \(appIconDimensionText(\.height)).",
            hig: hig("app-icons", "Specifications")),
        PropertySpec(
            "layers", .number,
            "Number of image layers. tvOS icons need 2–5 layers; visionOS icons a background plus 1–2 layers.",
            hig: hig("app-icons", "Layer-design")),
        PropertySpec(
            "appearances", .array(.enumeration(appIconAppearances)),
            "The appearance variants supplied; the system generates the ones missing.",
            hig: hig("app-icons", "Appearances")),
        PropertySpec(
            "opaqueBackground", .boolean,
            "Whether the background layer is full-bleed and opaque (required for tvOS).",
            hig: hig("app-icons", "Layer-design")),
        PropertySpec(
            "containsText", .boolean,
            "Whether the icon contains text. Avoid text unless it is essential to the brand.",
            hig: hig("app-icons", "Design")),
        PropertySpec(
            "background", .color,
            "The color of the icon's background layer. watchOS icons avoid black, which blends into the display.",
            hig: hig("app-icons", "watchOS"), isExtension: true),
        PropertySpec(
            "variants", .array(.object(.appIconVariant)),
            "Artwork sizes per platform and use, each `{ \"platform\", \"width\", \"height\", \"role\" }` — e.g. tvOS home screen and App Store icons. A platform's `layout` variant replaces `width` and `height` for that platform; the other platforms keep them.",
            hig: hig("app-icons", "Specifications"), isExtension: true)
    ]

    static let appIconVariantProperties: [PropertySpec] = [
        PropertySpec(
            "platform", .platformName,
            "The platform this artwork is for.",
            hig: hig("app-icons", "Platform-considerations"), isExtension: true),
        PropertySpec(
            "width", .number,
            "Artwork width in px. The `layout` size is checked against the platform's figure in the HIG's Specifications table.",
            hig: hig("app-icons", "Specifications"), isExtension: true),
        PropertySpec(
            "height", .number,
            "Artwork height in px. The `layout` size is checked against the platform's figure in the HIG's Specifications table.",
            hig: hig("app-icons", "Specifications"), isExtension: true),
        PropertySpec(
            "role", .enumeration(appIconRoles),
            "What the artwork is used for: `layout` (default; the icon the system scales for every use), `appStore`, `topShelf`, `topShelfWide` or `other`. The HIG gives a figure only for `layout`.",
            hig: hig("app-icons", "Specifications"), isExtension: true)
    ]

    static let contextDocumentation: [VocabularyContext: (summary: String, higURL: String?)] = [
        .document: (
            "A design spec: platforms, color and type tokens, and screens of components. Token names live in one namespace per kind and must not shadow a system name.",
            nil
        ),
        .platforms: ("The platforms the app targets, each with its minimum OS version.", hig("layout", "Platform-considerations")),
        .colors: ("Color tokens: name → color value.", hig("color", "Best-practices")),
        .colorVariants: (
            "A color per appearance: light, dark and their increased-contrast versions.", hig("dark-mode", "Dark-Mode-colors")
        ),
        .gradient: ("A gradient's colors or stops and its geometry.", hig("color", "Best-practices")),
        .gradientStop: ("One stop of a gradient: a color value at a location from 0 to 1.", hig("color", "Best-practices")),
        .typography: ("Type tokens: name → font value.", hig("typography", "Supporting-Dynamic-Type")),
        .font: ("A font: a text style, or a family with size and weight.", hig("typography", "Using-system-fonts")),
        .screen: ("A screen: bars and content components.", hig("layout", "Best-practices")),
        .navigationBar: ("A navigation bar: title and bar button items.", hig("navigation-bars", "Navigation-Bar")),
        .tabBar: ("A tab bar: up to five tabs on iPhone.", hig("tab-bars", "Best-practices")),
        .tabBarItem: ("A tab: title, symbol and optional badge.", hig("tab-bars", "Best-practices")),
        .toolbar: ("A toolbar: actions for the current view.", hig("toolbars", "Toolbar")),
        .window: ("The window showing a screen in macOS or visionOS: size, size limits and style.", hig("windows", "visionOS-windows")),
        .windowDefaultSize: (
            "The size a window opens at, in points or (for a volume) meters, as SwiftUI's `.defaultSize(width:height:depth:in:)`.",
            hig("windows", "visionOS-volumes")
        ),
        .immersiveSpace: ("A visionOS immersive space and its immersion style.", hig("immersive-experiences", "Immersion-styles")),
        .sidebar: ("A sidebar: navigation rows at the window's leading side, in at most two levels.", hig("sidebars", "Best-practices")),
        .segment: ("A segment of a segmented control.", hig("segmented-controls", "Segmented-Control")),
        .alertAction: ("A button of an alert or action sheet.", hig("alerts", "Alert")),
        .appIcon: ("The app icon's artwork.", hig("app-icons", "Specifications")),
        .appIconVariant: ("One app icon artwork size for one platform and use (an extension).", hig("app-icons", "Specifications")),
        .rules: ("Per-file rule severities.", nil),
        .chartSeries: (
            "A chart's data series: its name, color and the shapes that tell it apart beside color (an extension).",
            hig("charting-data", "Designing-effective-charts")
        ),
        .swipeActions: ("Buttons revealed by swiping a list row (an extension).", hig("lists-and-tables", "Table-View"))
    ]
}
