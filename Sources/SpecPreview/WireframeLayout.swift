import SpecKnowledge
import SpecModel
import SpecSyntax

/// One screen laid out for one platform at one text size: the items in paint order.
struct ScreenLayout: Sendable {
    /// The platform it is drawn for.
    let platform: Platform
    /// The device frame.
    let device: PreviewDevice
    /// The items, back to front.
    let items: [WireframeItem]
    /// The canvas: the device's width, and its height or more when the content scrolls.
    let width: Double
    let height: Double
    /// Where the device's screen ends when the content is taller (the fold), else nil.
    let foldY: Double?
}

/// Lays out a screen as a wireframe: bars at the top and bottom, content in a column by its stacks.
/// Deterministic: text is measured with a fixed average advance per weight, not with real fonts.
struct WireframeLayout {
    let spec: DesignSpec
    let screen: Screen
    let colors: ColorResolver
    let fonts: FontResolver
    let platform: Platform
    let category: ContentSizeCategory
    let device: PreviewDevice
    /// The platform's appearances, control sizes and system surfaces.
    let profile: PlatformProfile
    /// The platform's default control edge (44 pt on iOS): the height of rows and bars.
    let rowHeight: Double
    let margin: Double
    let spacing: Double
    var children: [Int: [Component]] = [:]
    var items: [WireframeItem] = []

    /// Containers nested deeper than this are marked instead of drawn: deeper ones would be a few
    /// points wide, and the bound keeps the recursion small on the server's worker threads.
    static let maximumDrawnDepth = 16

    /// Lays out `screen` of `spec` for `platform` at text size `category`.
    static func layout(
        _ screen: Screen, of spec: DesignSpec, colors: ColorResolver, platform: Platform, category: ContentSizeCategory
    ) -> ScreenLayout {
        var layout = WireframeLayout(spec: spec, screen: screen, colors: colors, platform: platform, category: category)
        return layout.run()
    }

    init(spec: DesignSpec, screen: Screen, colors: ColorResolver, platform: Platform, category: ContentSizeCategory) {
        self.spec = spec
        self.screen = screen
        self.colors = colors
        self.fonts = FontResolver(spec: spec)
        self.platform = platform
        self.category = category
        let device = PreviewDevice(platform: platform, window: screen.window)
        self.device = device
        profile = PlatformCatalog.shared.profile(for: platform)
        rowHeight = profile.defaultControlSize?.value.height ?? 44
        margin = min(16, (device.width * 0.04).rounded())
        spacing = (rowHeight / 4).rounded()
        for index in screen.componentIndices where spec.components.indices.contains(index) {
            let component = spec.components[index]
            if let parent = component.parentIndex, component.placement == .children {
                children[parent, default: []].append(component)
            }
        }
    }

    mutating func run() -> ScreenLayout {
        let width = device.width
        let screenPaint: Paint = screen.background.flatMap { colors.resolve($0) }.map { .resolved($0) } ?? .role(.background)
        items.append(WireframeItem(frame: Frame(x: 0, y: 0, width: width, height: 0), drawing: .screen(screenPaint), sourceRange: screen.node.range))

        var y = statusBarHeight
        if y > 0 {
            items.append(WireframeItem(frame: Frame(x: 0, y: 0, width: width, height: y), drawing: .statusBar(windowTitle: platform == .macOS ? screen.title ?? "" : nil)))
        }
        // A Mac window's toolbar sits at its top, under the title bar; elsewhere toolbars are at the bottom.
        let toolbarOnTop = platform == .macOS
        if toolbarOnTop, let toolbar = screen.toolbar {
            placeToolbar(toolbar, items: topLevel(.toolbar), top: y)
            y += rowHeight
        }
        if let bar = screen.navigationBar {
            y = placeNavigationBar(bar, top: y)
        }
        y += spacing
        let sidebar = topLevel(.sidebar)
        let sidebarWidth = screen.sidebar == nil ? 0 : min(260, (width / 3).rounded())
        let contentX = sidebarWidth + margin
        let contentWidth = width - sidebarWidth - 2 * margin
        let contentTop = y
        for (position, component) in topLevel(.content).enumerated() {
            if position > 0 { y += spacing }
            y += place(component, x: contentX, y: y, width: contentWidth)
        }
        for component in topLevel(.ornament) {
            y += spacing
            y += place(component, x: contentX, y: y, width: contentWidth)
        }
        y += spacing
        if let sidebarNode = screen.sidebar {
            y = max(y, placeSidebar(sidebarNode, items: sidebar, top: contentTop - spacing, width: sidebarWidth))
        }

        let toolbarItems = topLevel(.toolbar)
        let tabItems = screen.tabBar?["items"].map { $0.kind == .array ? $0.elements.filter { $0.kind == .object } : [] } ?? []
        let homeIndicator = platform == .iOS ? 34.0 : 0
        let toolbarHeight = screen.toolbar == nil || toolbarOnTop ? 0 : rowHeight + (screen.tabBar == nil ? homeIndicator : 0)
        let tabBarHeight = screen.tabBar == nil ? 0 : rowHeight + 5 + homeIndicator
        let height = max(device.height, y + toolbarHeight + tabBarHeight)
        if !toolbarOnTop, let toolbar = screen.toolbar {
            placeToolbar(toolbar, items: toolbarItems, top: height - tabBarHeight - toolbarHeight)
        }
        if let tabBar = screen.tabBar {
            placeTabBar(tabBar, items: tabItems, top: height - tabBarHeight)
        }
        items[0].frame.height = height
        return ScreenLayout(
            platform: platform, device: device, items: items,
            width: width, height: height, foldY: height > device.height ? device.height : nil)
    }

    /// The sidebar: a column on the leading side with its items as rows; returns where it ends.
    mutating func placeSidebar(_ sidebar: SyntaxNode, items rows: [Component], top: Double, width: Double) -> Double {
        let backgroundIndex = items.count
        items.append(WireframeItem(frame: Frame(x: 0, y: top, width: width, height: 0), drawing: .box(fill: .role(.secondaryBackground), stroke: nil, radius: 0, dashed: false)))
        var y = top + spacing
        for row in rows {
            y += place(row, x: margin / 2, y: y, width: width - margin) + spacing / 2
        }
        items[backgroundIndex].frame.height = y - top
        items.append(WireframeItem(frame: Frame(x: width, y: top, width: 1, height: y - top), drawing: .box(fill: .role(.separator), stroke: nil, radius: 0, dashed: false)))
        items.append(WireframeItem(frame: Frame(x: 0, y: top, width: width, height: y - top), drawing: .box(fill: nil, stroke: nil, radius: 0, dashed: false), sourceRange: sidebar.range))
        return y
    }

    var statusBarHeight: Double {
        switch platform {
        case .iOS: return 54
        case .iPadOS, .watchOS: return 24
        case .macOS: return 28
        case .tvOS, .visionOS: return 0
        }
    }

    func topLevel(_ placement: ComponentPlacement) -> [Component] {
        screen.componentIndices.compactMap { index in
            guard spec.components.indices.contains(index) else { return nil }
            let component = spec.components[index]
            return component.parentIndex == nil && component.placement == placement ? component : nil
        }
    }

    // MARK: Bars

    mutating func placeNavigationBar(_ bar: SyntaxNode, top: Double) -> Double {
        let large = bar["titleMode"]?.stringValue != "inline"
        let title = bar["title"]?.stringValue ?? screen.title
        let titleRun = large ? nil : styleRun(title ?? "", style: "headline", width: device.width / 2, lineLimit: 1)
        var height = rowHeight
        var largeRun: (TextRun, Clipping?)?
        if large, let title {
            let run = styleRun(title, style: "largeTitle", width: device.width - 2 * margin, lineLimit: 1, weight: .bold)
            largeRun = run
            height += Double(run.0.lines.count) * run.0.leading + spacing
        }
        items.append(WireframeItem(frame: Frame(x: 0, y: top, width: device.width, height: height), drawing: .bar(fill: surfaceFill(.navigationBar), hairlineAtTop: false), sourceRange: bar.range))
        var leadingX = margin
        for component in topLevel(.navigationBarLeading) {
            leadingX += placeBarItem(component, surface: .navigationBar, x: leadingX, centerY: top + rowHeight / 2, alignTrailing: false) + spacing
        }
        var trailingX = device.width - margin
        for component in topLevel(.navigationBarTrailing).reversed() {
            trailingX -= placeBarItem(component, surface: .navigationBar, x: trailingX, centerY: top + rowHeight / 2, alignTrailing: true) + spacing
        }
        if let (run, clipping) = titleRun, !run.lines.isEmpty {
            let width = measure(run.lines[0], size: run.size, weight: run.weight)
            items.append(WireframeItem(
                frame: Frame(x: (device.width - width) / 2, y: top + (rowHeight - run.leading) / 2, width: width, height: run.leading),
                drawing: .text(run, underlined: false), sourceRange: bar["title"]?.range, clipping: clipping))
        }
        if let (run, clipping) = largeRun {
            items.append(WireframeItem(
                frame: Frame(x: margin, y: top + rowHeight, width: device.width - 2 * margin, height: Double(run.lines.count) * run.leading),
                drawing: .text(run, underlined: false), sourceRange: bar["title"]?.range, clipping: clipping))
        }
        return top + height
    }

    /// Places a bar item centred on `centerY`, starting at `x` (or ending there when `alignTrailing`); returns its width.
    mutating func placeBarItem(_ component: Component, surface: SystemSurface, x: Double, centerY: Double, alignTrailing: Bool) -> Double {
        let paint = foreground(component, default: component.role == .destructive ? .destructive : surfaceForeground(surface))
        var width: Double
        var drawing: Drawing
        if let title = component.visibleText, component.string("symbol") == nil || component.componentKind == .text {
            let run = styleRun(title, style: "body", width: device.width / 3, lineLimit: 1, paint: paint, component: component)
            width = measure(run.0.lines.first ?? "", size: run.0.size, weight: run.0.weight)
            drawing = .text(run.0, underlined: false)
        } else if let symbol = component.string("symbol") {
            width = 22
            drawing = .symbol(name: symbol, paint: paint)
        } else {
            width = 22
            drawing = .unrenderable(reason: component.kind.map { "\($0) without a title or symbol" } ?? "component without a \"type\"")
        }
        let drawnHeight = min(rowHeight, 22)
        let left = alignTrailing ? x - width : x
        let frame = Frame(x: left, y: centerY - drawnHeight / 2, width: width, height: drawnHeight)
        items.append(WireframeItem(frame: frame, drawing: drawing, sourceRange: component.node.range, hitRegion: hitRegion(component, around: frame)))
        return width
    }

    mutating func placeToolbar(_ toolbar: SyntaxNode, items barItems: [Component], top: Double) {
        items.append(WireframeItem(frame: Frame(x: 0, y: top, width: device.width, height: rowHeight), drawing: .bar(fill: surfaceFill(.toolbar), hairlineAtTop: true), sourceRange: toolbar.range))
        guard !barItems.isEmpty else { return }
        let slot = (device.width - 2 * margin) / Double(barItems.count)
        for (position, component) in barItems.enumerated() {
            // Measure first, then centre the item in its slot.
            let start = items.count
            let width = placeBarItem(component, surface: .toolbar, x: 0, centerY: top + rowHeight / 2, alignTrailing: false)
            let shift = margin + slot * Double(position) + (slot - width) / 2
            for index in start..<items.count {
                items[index].frame.x += shift
                items[index].hitRegion?.frame.x += shift
            }
        }
    }

    mutating func placeTabBar(_ tabBar: SyntaxNode, items tabs: [SyntaxNode], top: Double) {
        items.append(WireframeItem(frame: Frame(x: 0, y: top, width: device.width, height: rowHeight + 5), drawing: .bar(fill: surfaceFill(.tabBar), hairlineAtTop: true), sourceRange: tabBar.range))
        guard !tabs.isEmpty else { return }
        let slot = device.width / Double(tabs.count)
        for (position, tab) in tabs.enumerated() {
            let left = slot * Double(position)
            let selected = position == 0
            let paint: Paint = selected ? .role(surfaceForeground(.tabBar)) : .role(.secondaryLabel)
            let symbolFrame = Frame(x: left + slot / 2 - 12, y: top + 4, width: 24, height: 22)
            items.append(WireframeItem(
                frame: symbolFrame, drawing: tab["symbol"]?.stringValue.map { .symbol(name: $0, paint: paint) } ?? .box(fill: nil, stroke: paint, radius: 4, dashed: true),
                sourceRange: tab.range, hitRegion: HitRegion(frame: Frame(x: left, y: top, width: slot, height: rowHeight + 5), isDeclared: false)))
            if let title = tab["title"]?.stringValue {
                let run = styleRun(title, style: "caption2", width: slot - 4, lineLimit: 1, paint: paint, weight: .medium)
                let width = measure(run.0.lines.first ?? "", size: run.0.size, weight: run.0.weight)
                items.append(WireframeItem(
                    frame: Frame(x: left + (slot - width) / 2, y: top + 28, width: width, height: run.0.leading),
                    drawing: .text(run.0, underlined: false), sourceRange: tab["title"]?.range, clipping: run.1))
            }
            if let badge = tab["badge"]?.stringValue, !badge.isEmpty {
                let run = styleRun(badge, style: "caption2", width: slot, lineLimit: 1, paint: .white)
                let width = max(18, measure(badge, size: run.0.size, weight: run.0.weight) + 10)
                let frame = Frame(x: symbolFrame.maxX - 6, y: top + 1, width: width, height: 18)
                items.append(WireframeItem(frame: frame, drawing: .box(fill: .role(.destructive), stroke: nil, radius: 9, dashed: false), sourceRange: tab["badge"]?.range))
                items.append(WireframeItem(
                    frame: Frame(x: frame.x + 5, y: frame.y + (18 - run.0.leading) / 2, width: width - 10, height: run.0.leading),
                    drawing: .text(run.0, underlined: false), sourceRange: tab["badge"]?.range))
            }
        }
    }

    // MARK: Components

    /// Places `component` at (`x`, `y`) within `width`; returns the height used.
    mutating func place(_ component: Component, x: Double, y: Double, width: Double) -> Double {
        let range = component.node.range
        guard let name = component.kind else {
            return placeUnrenderable("component without a \"type\"", range: range, x: x, y: y, width: width)
        }
        guard let kind = component.componentKind else {
            return placeUnrenderable("unknown kind '\(name)'", range: range, x: x, y: y, width: width)
        }
        guard component.depth <= Self.maximumDrawnDepth else {
            return placeUnrenderable("nested more than \(Self.maximumDrawnDepth) levels deep", range: range, x: x, y: y, width: width)
        }
        switch kind {
        case .text:
            return placeText(component, x: x, y: y, width: width, style: "body", paint: foreground(component, default: .label), underlined: false)
        case .link:
            return placeText(component, x: x, y: y, width: width, style: "body", paint: foreground(component, default: .tint), underlined: true)
        case .button, .menu:
            return placeButton(component, x: x, y: y, width: width, showsMenuIndicator: kind == .menu)
        case .label:
            return placeLabel(component, x: x, y: y, width: width)
        case .image:
            return placeImage(component, x: x, y: y, width: width)
        case .textField, .secureField, .searchField:
            return placeField(component, kind: kind, x: x, y: y, width: width)
        case .toggle, .stepper, .picker, .datePicker:
            return placeRow(component, kind: kind, x: x, y: y, width: width)
        case .slider:
            let fraction = fractionValue(component)
            return placeSimple(component, drawing: .slider(fraction: fraction), x: x, y: y, width: width, height: rowHeight)
        case .progressView:
            if component.string("style") == "circular" {
                return placeSimple(component, drawing: .spinner, x: x + width / 2 - 14, y: y, width: 28, height: 28)
            }
            return placeSimple(component, drawing: .progress(fraction: fractionValue(component)), x: x, y: y, width: width, height: 8)
        case .activityIndicator:
            return placeSimple(component, drawing: .spinner, x: x + width / 2 - 14, y: y, width: 28, height: 28)
        case .pageControl:
            let pages = count(component, "pages") ?? 3
            let current = count(component, "currentPage") ?? 0
            return placeSimple(component, drawing: .pageDots(count: pages, current: current), x: x, y: y, width: width, height: 26)
        case .segmentedControl:
            return placeSegments(component, x: x, y: y, width: width)
        case .divider:
            return placeSimple(component, drawing: .separator, x: x, y: y, width: width, height: 1)
        case .spacer:
            return placeSimple(component, drawing: .box(fill: nil, stroke: nil, radius: 0, dashed: false), x: x, y: y, width: width, height: dimension(component, "height") ?? spacing * 2)
        case .stack:
            return placeStack(component, x: x, y: y, width: width)
        case .list:
            return placeList(component, x: x, y: y, width: width)
        case .card:
            return placeContainer(component, fill: .role(.secondaryBackground), radius: 12, grabber: false, x: x, y: y, width: width)
        case .sheet:
            return placeContainer(component, fill: .role(.secondaryBackground), radius: 16, grabber: true, x: x, y: y, width: width)
        case .alert, .actionSheet:
            return placeAlert(component, surface: kind == .actionSheet ? .actionSheet : .alert, x: x, y: y, width: width)
        case .disclosureButton:
            return placeDisclosure(component, x: x, y: y, width: width)
        case .ornament:
            let edge = component.string("edge").map { " · \($0) edge" } ?? ""
            return placeContainer(component, fill: .role(.secondaryBackground), radius: 22, grabber: false, x: x, y: y, width: width, caption: "ornament\(edge)")
        case .grid:
            // Its children one after another, captioned with the column count: a wireframe, not the grid's geometry.
            let columns = count(component, "columns").map { " · \($0) columns" } ?? ""
            return placeContainer(component, fill: .role(.background), radius: 8, grabber: false, x: x, y: y, width: width, caption: "grid\(columns)")
        case .complication:
            let family = component.string("family").map { " · \($0)" } ?? ""
            return placeContainer(component, fill: .role(.secondaryBackground), radius: 10, grabber: false, x: x, y: y, width: width, caption: "complication\(family)")
        }
    }
}
