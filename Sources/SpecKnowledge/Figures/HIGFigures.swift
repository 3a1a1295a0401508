/// Every HIG figure the product reads, each behind one named, typed accessor: the one place a rule, the
/// vocabulary's documentation, the preview or hover asks for a number the HIG gives.
///
/// The figures are read once from the bundled `hig-tables.json` and `platform-profiles.json` by the
/// loaders in this folder (internal to SpecKnowledge: nothing outside it looks a figure up by a table's
/// row label or a phrase). A figure is `nil` where the bundled data gives none; callers then check nothing
/// and say "the HIG gives no figure", never invent one. `HIGFiguresTests` checks that every accessor
/// resolves from the bundled tables on every platform it names, so a renamed row or phrase fails a test
/// instead of silently switching a rule off.
///
/// The per-platform sizes that every rule reads (text sizes, control sizes, appearances) are the typed
/// fields of `PlatformProfile`; this catalog holds the rest. Adding a figure:
/// `docs/contributing/adding-a-figure.md`.
public enum HIGFigures {
    // MARK: Counts (`compiled.component-count-limits`)

    /// A count limit from the HIG's component count table on `platform`, with the section it comes from;
    /// nil where the table gives none for that platform.
    public static func count(_ figure: CountFigure, on platform: Platform) -> HIGFigure<Int>? {
        figure.resolve(on: platform)
    }

    /// A range of counts from the HIG's component count table (radio buttons per group, the layers of a
    /// tvOS layered image); nil where the table gives none.
    public static func range(_ figure: CountRangeFigure) -> HIGFigure<ClosedRange<Int>>? {
        switch figure {
        case .radioButtonsPerGroup: return WindowFigures.shared.radioButtonsPerGroup
        case .tvOSLayeredImageLayers: return LayoutFigures.shared.tvOSLayeredImageLayers
        }
    }

    // MARK: Platform figures without a row in the shared tables

    /// A figure one platform's profile gives (tvOS safe area and tab bar, visionOS spacing between control
    /// centers, the padding around controls on touch platforms); nil on platforms without it.
    public static func figure(_ figure: PlatformFigure, on platform: Platform) -> HIGFigure<Double>? {
        PlatformCatalog.shared.profile(for: platform).extraFigures[figure]
    }

    // MARK: Contrast, symbols, icons, images

    /// The minimum contrast ratios (Accessibility › Vision), nil when the table is unreadable.
    public static var contrast: ContrastMinimums? { HIGTableFigures.shared.contrast }

    /// Action title as the HIG writes it ("Share", "Move to") → its standard SF Symbol.
    public static var standardActionSymbols: HIGFigure<[String: String]> { HIGTableFigures.shared.standardActionSymbols }

    /// The actions whose own row in an `icons.*` table names a symbol (rows such as "Save" share the row
    /// above's icon in the HIG's layout).
    public static var actionsWithOwnSymbolRow: Set<String> { HIGTableFigures.shared.actionsWithOwnSymbolRow }

    /// The actions listed in the HIG's standard icon table `id` (`icons.editing`) with their standard
    /// symbols, in table order.
    public static func actions(inIconTable id: String) -> [(action: String, symbol: String)] {
        HIGTableFigures.shared.actions(inIconTable: id)
    }

    /// The app icon appearances each platform offers (`default`, `dark`, `clearLight`, …); platforms whose
    /// icons have no appearances are absent.
    public static var appIconAppearances: HIGFigure<[Platform: [String]]> { HIGTableFigures.shared.appIconAppearances }

    /// The scale factors `platform`'s bitmap images need, nil where the table gives none.
    public static func imageScaleFactors(on platform: Platform) -> HIGFigure<ScaleFactorRequirement>? {
        ComponentFigures.shared.scaleFactors[platform]
    }

    // MARK: Layout, windows, complications, visionOS buttons

    /// tvOS grid figures by column count (2 to 9 in the HIG).
    public static var tvOSGrids: [Int: TVGridFigures] { LayoutFigures.shared.tvOSGrids }

    /// visionOS: the window edge (`leading`, `bottom`, …) where the system shows each bar as an ornament.
    public static var visionOSSystemOrnamentEdges: [SystemSurface: HIGFigure<String>] {
        WindowFigures.shared.visionOSSystemOrnamentEdges
    }

    /// A watchOS complication family's image sizes, in table order, with the HIG section.
    public static func complicationImageSizes(_ family: ComplicationFamily) -> HIGFigure<[ComplicationImageSize]>? {
        ComplicationFigures.shared.imageSizes[family]
    }

    /// The standard visionOS button sizes (Mini … Extra large), smallest first.
    public static var visionOSButtonSizes: HIGFigure<[VisionOSButtonSize]> { VisionOSButtonSizes.shared.heights }

    /// The height of the visionOS button size named `name` (`Regular`), nil when the table has none.
    public static func visionOSButtonHeight(_ name: String) -> Double? {
        VisionOSButtonSizes.shared.height(named: name)
    }

    /// The name of the visionOS button size from which the system gives a button the platform's default
    /// hit region.
    public static let visionOSRegularButtonSize = VisionOSButtonSizes.regular
}

/// A count the HIG limits, named for what it counts; each reads one row of the component count table
/// (`compiled.component-count-limits`) and one phrase of its figure.
public enum CountFigure: String, CaseIterable, Sendable {
    /// The preferred number of alert buttons ("2 preferred").
    case alertButtonsPreferred
    /// The number of action sheet buttons from which the sheet is a real choice ("2 or more").
    case actionSheetButtonsMinimum
    /// The most toolbar items when the items are text ("more than 3 … consider").
    case toolbarItemsWithText
    /// The most controls in a navigation bar besides the title and back button.
    case navigationBarControls
    /// The most tabs in a tab bar ("no more than 5 visible"; "5 or fewer" in iPad's customizable bar).
    case tabBarTabs
    /// The low end of the typical number of tabs ("typically 3-5", an unofficial summary).
    case tabBarTabsTypicalMinimum
    /// The most alerts visible at once ("never more than 1").
    case alertsVisibleAtOnce
    /// The number of submenu items above which a new menu is worth considering ("more than about 5").
    case submenuItems
    /// The most levels of submenus ("1 level deep").
    case submenuDepth
    /// The number of page control dots above which dots are hard to count ("about 10").
    case pageControlDotsCountable
    /// The number of page control dots above which a nonsequential arrangement helps ("more than about 10").
    case pageControlDotsSequential
    /// The most prominent buttons in one view.
    case prominentButtonsPerView
    /// The most segments in a segmented control ("5 or fewer").
    case segmentedControlSegments
    /// The most disclosure buttons in one view ("at most 1").
    case disclosureButtonsPerView
    /// watchOS: the most glyph (symbol-only) buttons side by side.
    case watchOSGlyphButtonsPerRow
    /// watchOS: the most text buttons side by side.
    case watchOSTextButtonsPerRow
    /// macOS: the most help buttons in one window.
    case helpButtonsPerWindow
    /// iPadOS, macOS, visionOS: the most levels of hierarchy in a sidebar.
    case sidebarHierarchyLevels
    /// visionOS: the most ornaments a volume has besides its toolbar and tab bar.
    case ornamentsPerVolume

    /// The platforms on which the bundled tables give this figure (`HIGFiguresTests` holds every one to it).
    public var platforms: [Platform] {
        switch self {
        case .alertButtonsPreferred, .actionSheetButtonsMinimum, .toolbarItemsWithText, .navigationBarControls,
            .pageControlDotsCountable, .pageControlDotsSequential, .segmentedControlSegments, .tabBarTabsTypicalMinimum:
            return [.iOS]
        case .tabBarTabs: return [.iOS, .iPadOS]
        case .alertsVisibleAtOnce, .prominentButtonsPerView, .submenuItems, .submenuDepth, .disclosureButtonsPerView:
            return Platform.allCases
        case .watchOSGlyphButtonsPerRow, .watchOSTextButtonsPerRow: return [.watchOS]
        case .helpButtonsPerWindow: return [.macOS]
        case .sidebarHierarchyLevels: return [.macOS]
        case .ornamentsPerVolume: return [.visionOS]
        }
    }

    /// The figure on `platform`: the first row about this count that applies there and whose text has it.
    func resolve(on platform: Platform) -> HIGFigure<Int>? {
        guard let reading = tableReading else { return windowOrLayoutFigure(on: platform) }
        for row in ComponentFigures.shared.countLimits(reading.rowLabel, on: platform) {
            if let value = reading.read(row) { return HIGFigure(value, source: row.source) }
        }
        return nil
    }

    /// The row label (first column) of the count table this figure reads and how its number is worded;
    /// nil for the figures that `WindowFigures` and `LayoutFigures` read with the section they cite.
    private var tableReading: (rowLabel: String, read: @Sendable (CountLimit) -> Int?)? {
        switch self {
        case .alertButtonsPreferred: return ("Alert buttons", { $0.number(before: "preferred") })
        case .actionSheetButtonsMinimum: return ("Action sheet buttons", { $0.number(before: "or more") })
        case .toolbarItemsWithText: return ("Toolbar items", { $0.number(after: "more than") })
        case .navigationBarControls: return ("Navigation bar controls", { $0.number(before: "content control") })
        case .tabBarTabs: return ("Tab bar tabs", { $0.number(after: "no more than") ?? $0.number(before: "or fewer") })
        case .tabBarTabsTypicalMinimum: return ("Tab bar tabs", { $0.text.hasPrefix("typically") ? $0.numbers.first : nil })
        case .alertsVisibleAtOnce: return ("Alerts visible at once", { $0.number(after: "never more than") })
        case .submenuItems: return ("Submenu items", { $0.number(after: "more than about") })
        case .submenuDepth: return ("Submenu items", { $0.number(before: "level deep") })
        case .pageControlDotsCountable: return ("Page control dots", { $0.number(after: "about") })
        case .pageControlDotsSequential: return ("Page control dots", { $0.number(after: "more than about") })
        case .prominentButtonsPerView: return ("Prominent buttons per view", { $0.numbers.last })
        case .segmentedControlSegments: return ("Segmented control segments", { $0.number(before: "or fewer") })
        case .disclosureButtonsPerView: return ("Disclosure buttons per view", { $0.number(after: "at most") })
        case .watchOSGlyphButtonsPerRow, .watchOSTextButtonsPerRow, .helpButtonsPerWindow, .sidebarHierarchyLevels,
            .ornamentsPerVolume:
            return nil
        }
    }

    /// The figures read with the HIG section their row cites (window counts) or the Layout article's
    /// watchOS section (buttons per row).
    private func windowOrLayoutFigure(on platform: Platform) -> HIGFigure<Int>? {
        switch self {
        case .helpButtonsPerWindow: return platform == .macOS ? WindowFigures.shared.helpButtonsPerWindow : nil
        case .sidebarHierarchyLevels: return platform == .macOS ? WindowFigures.shared.sidebarHierarchyLevels : nil
        case .ornamentsPerVolume: return platform == .visionOS ? WindowFigures.shared.ornamentsPerVolume : nil
        case .watchOSGlyphButtonsPerRow: return platform == .watchOS ? LayoutFigures.shared.watchOSGlyphButtonsPerRow : nil
        case .watchOSTextButtonsPerRow: return platform == .watchOS ? LayoutFigures.shared.watchOSTextButtonsPerRow : nil
        default: return nil
        }
    }
}

/// A range of counts the HIG gives.
public enum CountRangeFigure: String, CaseIterable, Sendable {
    /// macOS: the number of radio buttons in one group ("2 to 5").
    case radioButtonsPerGroup
    /// tvOS: the number of layers of a layered image ("2 to 5").
    case tvOSLayeredImageLayers
}

/// A figure one platform's profile gives that has no row in the shared tables.
public enum PlatformFigure: String, CaseIterable, Sendable {
    /// tvOS: the top and bottom inset of the safe area in points.
    case safeAreaVerticalInset
    /// tvOS: the leading and trailing inset of the safe area in points.
    case safeAreaHorizontalInset
    /// tvOS: the fixed height of the tab bar in points.
    case tabBarHeight
    /// tvOS: the fixed distance from the top of the screen to the tab bar's top edge in points.
    case tabBarTopOffset
    /// visionOS: the minimum distance between the centers of interactive elements in points.
    case controlCenterSpacing
    /// Touch platforms: the padding in points that works well around a control with a bezel.
    case controlPaddingWithBezel
    /// Touch platforms: the padding in points that works well around a control without a bezel.
    case controlPaddingWithoutBezel

    /// The platforms whose profile gives this figure (`HIGFiguresTests` holds every one to it).
    public var platforms: [Platform] {
        switch self {
        case .safeAreaVerticalInset, .safeAreaHorizontalInset, .tabBarHeight, .tabBarTopOffset: return [.tvOS]
        case .controlCenterSpacing: return [.visionOS]
        case .controlPaddingWithBezel, .controlPaddingWithoutBezel: return [.iOS, .iPadOS]
        }
    }
}
