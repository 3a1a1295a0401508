import SpecKnowledge
import SpecModel

/// A rectangle in points, origin at the screen's top left.
struct Frame: Sendable, Hashable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    var maxX: Double { x + width }
    var maxY: Double { y + height }
    var midX: Double { x + width / 2 }
    var midY: Double { y + height / 2 }
}

/// The colors a wireframe is drawn with, each resolved in every appearance. Roles name the system
/// colors the platform itself would use; a component's own `color`/`background` replaces them.
enum ColorRole: CaseIterable, Sendable, Hashable {
    case label, secondaryLabel, placeholder, separator, background, secondaryBackground, groupedBackground
    case fill, tint, destructive, on, dimming

    /// The system color each role stands for (`tint` is drawn in the app's accent color: see `Palette`).
    var systemColorName: String {
        switch self {
        case .label: return "label"
        case .secondaryLabel: return "secondaryLabel"
        case .placeholder: return "placeholderText"
        case .separator: return "separator"
        case .background: return "systemBackground"
        case .secondaryBackground: return "secondarySystemBackground"
        case .groupedBackground: return "systemGroupedBackground"
        case .fill: return "tertiarySystemFill"
        case .tint: return "systemBlue"
        case .destructive: return "systemRed"
        case .on: return "systemGreen"
        case .dimming: return "systemFill"
        }
    }
}

/// A color as an item uses it: a role, or a value the spec gave.
enum Paint: Sendable, Hashable {
    case role(ColorRole)
    case resolved(ResolvedColor)
    /// A linear, radial or angular gradient, drawn with every stop (`Color.gradient` is `resolved`: its one color).
    case gradient(ResolvedGradient)
    /// A fixed color that does not change with appearance (prominent button titles).
    case white
}

/// A line of text with its metrics.
struct TextRun: Sendable, Hashable {
    var lines: [String]
    var size: Double
    var leading: Double
    var weight: FontWeight
    var paint: Paint
}

/// What an item looks like: drawing primitives, not component kinds (the layout maps kinds onto these).
enum Drawing: Sendable, Hashable {
    /// The screen's background.
    case screen(Paint)
    /// The status bar with a clock, or a Mac window's title bar (with its title) when `windowTitle` is set.
    case statusBar(windowTitle: String?)
    /// A bar (navigation bar, toolbar, tab bar) background with a top or bottom hairline.
    case bar(fill: Paint, hairlineAtTop: Bool)
    /// Text.
    case text(TextRun, underlined: Bool)
    /// A filled, optionally stroked rounded rectangle.
    case box(fill: Paint?, stroke: Paint?, radius: Double, dashed: Bool)
    /// An SF Symbol placeholder: a rounded square with the symbol's name under or beside it.
    case symbol(name: String, paint: Paint)
    /// An image asset: a crossed box with its name.
    case image(name: String)
    /// A switch, filled with `tint` when on.
    case toggle(isOn: Bool, tint: Paint)
    /// A slider track, filled with `tint` up to its thumb at `fraction`.
    case slider(fraction: Double, tint: Paint)
    /// A progress bar filled with `tint` to `fraction`.
    case progress(fraction: Double, tint: Paint)
    /// A circular gauge: a ring open at the bottom, filled with `tint` to `fraction`.
    case ring(fraction: Double, tint: Paint)
    /// A chart's plot: each series' values (0…1 of the plot's height) drawn as `mark`s in its paint.
    case chart(mark: ChartMark, series: [ChartSeriesDrawing])
    /// An activity indicator.
    case spinner
    /// Page dots.
    case pageDots(count: Int, current: Int)
    /// A horizontal hairline.
    case separator
    /// The grabber at the top of a sheet.
    case grabber
    /// Something that could not be drawn: a hatched box with why.
    case unrenderable(reason: String)
}

/// One drawn element of a laid-out screen, with where it came from in the source.
struct WireframeItem: Sendable, Hashable {
    /// Where it is drawn.
    var frame: Frame
    /// How it is drawn.
    var drawing: Drawing
    /// The byte range of the source it depicts (findings inside it are badged on it).
    var sourceRange: Range<Int>?
    /// For controls: the hit region, checked against the platform's minimum target size.
    var hitRegion: HitRegion?
    /// Set when the item does not fit: text truncated or content running past its container.
    var clipping: Clipping?
}

/// A control's hit region.
struct HitRegion: Sendable, Hashable {
    /// Where it is.
    var frame: Frame
    /// True when the spec gives the size (`width`/`height`); else it is the drawn size, shown without a verdict.
    var isDeclared: Bool
}

/// Why an item is marked as not fitting.
enum Clipping: String, Sendable, Hashable {
    case truncated = "truncated"
    case overflowing = "overflows"
}

/// A Swift Charts mark type, as the preview draws it.
enum ChartMark: String, Sendable, Hashable, CaseIterable {
    case bar, line, point, area, sector, rule
}

/// One series of a chart as drawn: its paint, mark and values scaled to 0…1.
struct ChartSeriesDrawing: Sendable, Hashable {
    var paint: Paint
    var mark: ChartMark
    var values: [Double]
    /// True when the series' line is dashed (`lineStyle` dashed or dotted).
    var dashed: Bool
}
