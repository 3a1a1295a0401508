import SpecKnowledge
import SpecSyntax

/// The device a platform's screens are drawn in: the screen's own window size where it gives one,
/// else the newest model of the platform's family in the HIG device tables, else a nominal canvas
/// (said so on the page).
struct PreviewDevice: Sendable, Hashable {
    /// The model name, or a description of the nominal canvas.
    let name: String
    /// Screen width in points.
    let width: Double
    /// Screen height in points.
    let height: Double

    /// The device for `platform`; a screen's `window` size (macOS, visionOS) wins where it gives one:
    /// its `defaultSize` in points, else its `width` and `height`. A visionOS screen shown in an
    /// `immersiveSpace` has no window: it is drawn at the default window size, named as the space.
    init(platform: Platform, window: SyntaxNode? = nil, immersiveSpace: SyntaxNode? = nil) {
        if platform == .visionOS, let immersiveSpace {
            let style = immersiveSpace["immersionStyle"]?.stringValue ?? "mixed"
            name = "visionOS immersive space (\(style) immersion, drawn at the nominal window size)"
            (width, height) = Self.nominalSize(of: platform)
            return
        }
        if let size = window?["defaultSize"], (size["unit"]?.stringValue ?? "points") == "points",
            let width = Self.edge(size["width"]), let height = Self.edge(size["height"])
        {
            name = "\(platform.rawValue) window (the screen's window default size)"
            self.width = width
            self.height = height
            return
        }
        if let window, let width = Self.edge(window["width"]), let height = Self.edge(window["height"]) {
            name = "\(platform.rawValue) window (the screen's window size)"
            self.width = width
            self.height = height
            return
        }
        if let screen = DeviceCatalog.shared.screens(for: platform).first {
            name = screen.name
            width = screen.width
            height = screen.height
            return
        }
        if platform == .tvOS, let width = Self.tvScreenWidth {
            // The HIG gives the TV screen no table, but its grid table and safe area add up to it.
            name = "Apple TV screen (the HIG's tvOS grid widths plus its safe area, at 16:9)"
            self.width = width
            height = (width * 9 / 16).rounded()
            return
        }
        name = "\(platform.rawValue) window (nominal size; the bundled HIG tables list no \(platform.rawValue) screen)"
        (width, height) = Self.nominalSize(of: platform)
    }

    /// No device table in the bundled HIG for these platforms: a nominal window of common proportions.
    private static func nominalSize(of platform: Platform) -> (Double, Double) {
        switch platform {
        case .tvOS: (1280, 720)
        case .visionOS: (1280, 720)
        default: (1024, 680)
        }
    }

    /// The tvOS screen width: the leading and trailing safe-area insets around a full row of the
    /// HIG's tvOS grid (the columns' unfocused width plus the spacing between them); nil without the figures.
    static var tvScreenWidth: Double? {
        guard let grid = HIGFigures.tvOSGrids.values.min(by: { $0.columns < $1.columns }),
            let inset = HIGFigures.figure(.safeAreaHorizontalInset, on: .tvOS)?.value
        else { return nil }
        let columns = Double(grid.columns)
        return 2 * inset + columns * grid.unfocusedItemWidth + (columns - 1) * grid.horizontalSpacing
    }

    /// A window edge in points, when it is a drawable number.
    private static func edge(_ node: SyntaxNode?) -> Double? {
        guard let value = node?.numberValue, value.isFinite, value >= 100 else { return nil }
        return min(value, 4_000)
    }
}
