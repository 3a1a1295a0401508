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
    private let spec: DesignSpec
    private let screen: Screen
    private let colors: ColorResolver
    private let fonts: FontResolver
    private let platform: Platform
    private let category: ContentSizeCategory
    private let device: PreviewDevice
    /// The platform's appearances, control sizes and system surfaces.
    private let profile: PlatformProfile
    /// The platform's default control edge (44 pt on iOS): the height of rows and bars.
    private let rowHeight: Double
    private let margin: Double
    private let spacing: Double
    private var children: [Int: [Component]] = [:]
    private var items: [WireframeItem] = []

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

    private init(spec: DesignSpec, screen: Screen, colors: ColorResolver, platform: Platform, category: ContentSizeCategory) {
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

    private mutating func run() -> ScreenLayout {
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
    private mutating func placeSidebar(_ sidebar: SyntaxNode, items rows: [Component], top: Double, width: Double) -> Double {
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

    private var statusBarHeight: Double {
        switch platform {
        case .iOS: return 54
        case .iPadOS, .watchOS: return 24
        case .macOS: return 28
        case .tvOS, .visionOS: return 0
        }
    }

    private func topLevel(_ placement: ComponentPlacement) -> [Component] {
        screen.componentIndices.compactMap { index in
            guard spec.components.indices.contains(index) else { return nil }
            let component = spec.components[index]
            return component.parentIndex == nil && component.placement == placement ? component : nil
        }
    }

    // MARK: Bars

    private mutating func placeNavigationBar(_ bar: SyntaxNode, top: Double) -> Double {
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
    private mutating func placeBarItem(_ component: Component, surface: SystemSurface, x: Double, centerY: Double, alignTrailing: Bool) -> Double {
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

    private mutating func placeToolbar(_ toolbar: SyntaxNode, items barItems: [Component], top: Double) {
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

    private mutating func placeTabBar(_ tabBar: SyntaxNode, items tabs: [SyntaxNode], top: Double) {
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
    private mutating func place(_ component: Component, x: Double, y: Double, width: Double) -> Double {
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

    private mutating func placeUnrenderable(_ reason: String, range: Range<Int>, x: Double, y: Double, width: Double) -> Double {
        items.append(WireframeItem(frame: Frame(x: x, y: y, width: width, height: rowHeight), drawing: .unrenderable(reason: reason), sourceRange: range))
        return rowHeight
    }

    private mutating func placeSimple(_ component: Component, drawing: Drawing, x: Double, y: Double, width: Double, height: Double) -> Double {
        let drawnWidth = min(dimension(component, "width") ?? width, width)
        let frame = Frame(x: x, y: y, width: drawnWidth, height: height)
        items.append(WireframeItem(frame: frame, drawing: drawing, sourceRange: component.node.range, hitRegion: hitRegion(component, around: frame)))
        return height
    }

    private mutating func placeText(_ component: Component, x: Double, y: Double, width: Double, style: String, paint: Paint, underlined: Bool) -> Double {
        let text = component.visibleText ?? ""
        let limit = count(component, "lineLimit").map { max(1, $0) }
        let (run, clipping) = styleRun(text, style: style, width: width, lineLimit: limit, paint: paint, component: component)
        let height = Double(max(1, run.lines.count)) * run.leading
        if component.value("background") != nil {
            items.append(WireframeItem(frame: Frame(x: x, y: y, width: width, height: height), drawing: .box(fill: background(component), stroke: nil, radius: 4, dashed: false)))
        }
        let frame = Frame(x: x, y: y, width: widest(run), height: height)
        items.append(WireframeItem(
            frame: frame, drawing: .text(run, underlined: underlined), sourceRange: component.node.range,
            hitRegion: component.isInteractive ? hitRegion(component, around: frame) : nil, clipping: clipping))
        return height
    }

    private mutating func placeButton(_ component: Component, x: Double, y: Double, width: Double, showsMenuIndicator: Bool) -> Double {
        let style = component.buttonStyle ?? .plain
        let destructive = component.role == .destructive
        let prominent = style == .borderedProminent || style == .glassProminent
        let tint: Paint = (component.value("color") ?? component.value("tint")).flatMap { colors.resolve($0) }.map { .resolved($0) }
            ?? .role(destructive ? .destructive : .tint)
        let textPaint: Paint = prominent ? .white : tint
        let symbol = component.string("symbol")
        var title = component.visibleText ?? (symbol == nil ? component.string("accessibilityLabel") ?? "" : "")
        if showsMenuIndicator { title += " ▾" }
        if style == .help, component.visibleText == nil { title = "?" }
        let symbolWidth = symbol == nil ? 0 : 24.0
        let padding = style == .plain || style == .borderless ? 0.0 : style == .help ? 5 : 14
        let explicitWidth = dimension(component, "width")
        let available = (explicitWidth.map { min($0, width) } ?? width) - 2 * padding - symbolWidth
        let (run, clipping) = styleRun(title, style: "body", width: max(available, 1), lineLimit: nil, paint: textPaint, component: component)
        let textWidth = title.isEmpty ? 0 : widest(run)
        let contentHeight = max(Double(run.lines.count) * run.leading, symbol == nil ? 0 : 22)
        let frameWidth = explicitWidth ?? min(width, textWidth + symbolWidth + (title.isEmpty ? 0 : symbolWidth > 0 ? 6 : 0) + 2 * padding)
        let frameHeight = dimension(component, "height") ?? max(rowHeight, contentHeight + 14)
        let frame = Frame(x: x, y: y, width: frameWidth, height: frameHeight)
        var overflow: Clipping? = clipping
        if frameWidth > width + 0.5 || contentHeight > frameHeight + 0.5 || textWidth + symbolWidth > frameWidth + 0.5 { overflow = .overflowing }
        switch style {
        case .plain, .borderless: break
        case .bordered:
            items.append(WireframeItem(frame: frame, drawing: .box(fill: .role(.fill), stroke: nil, radius: 10, dashed: false)))
        case .glass:
            items.append(WireframeItem(frame: frame, drawing: .box(fill: .role(.fill), stroke: .role(.separator), radius: frameHeight / 2, dashed: false)))
        case .borderedProminent:
            items.append(WireframeItem(frame: frame, drawing: .box(fill: tint, stroke: nil, radius: 10, dashed: false)))
        case .glassProminent:
            items.append(WireframeItem(frame: frame, drawing: .box(fill: tint, stroke: .role(.separator), radius: frameHeight / 2, dashed: false)))
        case .help:
            items.append(WireframeItem(frame: frame, drawing: .box(fill: .role(.background), stroke: .role(.separator), radius: frameHeight / 2, dashed: false)))
        }
        var cursor = frame.x + padding + max(0, (frameWidth - 2 * padding - textWidth - symbolWidth - (title.isEmpty || symbol == nil ? 0 : 6)) / 2)
        if let symbol {
            items.append(WireframeItem(frame: Frame(x: cursor, y: frame.midY - 11, width: 22, height: 22), drawing: .symbol(name: symbol, paint: textPaint), sourceRange: component.value("symbol")?.range))
            cursor += symbolWidth + 6
        }
        if !title.isEmpty {
            let height = Double(run.lines.count) * run.leading
            items.append(WireframeItem(frame: Frame(x: cursor, y: frame.midY - height / 2, width: textWidth, height: height), drawing: .text(run, underlined: false)))
        }
        // The button itself: an invisible item carrying the source range, hit region and clipping mark.
        items.append(WireframeItem(
            frame: frame, drawing: .box(fill: nil, stroke: nil, radius: 10, dashed: false), sourceRange: component.node.range,
            hitRegion: hitRegion(component, around: frame), clipping: overflow))
        return frameHeight
    }

    /// A disclosure button: a tinted title with a chevron, and its `children` below it when `isExpanded`.
    private mutating func placeDisclosure(_ component: Component, x: Double, y: Double, width: Double) -> Double {
        let expanded = component.boolean("isExpanded") ?? false
        let paint: Paint = component.value("tint").flatMap { colors.resolve($0) }.map { .resolved($0) } ?? foreground(component, default: .tint)
        let (run, clipping) = styleRun((expanded ? "▾ " : "▸ ") + (component.visibleText ?? ""), style: "body", width: width, lineLimit: nil, paint: paint, component: component)
        let textHeight = Double(run.lines.count) * run.leading
        let rowFrame = Frame(x: x, y: y, width: width, height: max(rowHeight, textHeight))
        items.append(WireframeItem(
            frame: Frame(x: x, y: y + (rowFrame.height - textHeight) / 2, width: widest(run), height: textHeight), drawing: .text(run, underlined: false)))
        items.append(WireframeItem(
            frame: rowFrame, drawing: .box(fill: nil, stroke: nil, radius: 0, dashed: false), sourceRange: component.node.range,
            hitRegion: hitRegion(component, around: rowFrame), clipping: clipping))
        var height = rowFrame.height
        if expanded {
            for child in children[component.index] ?? [] {
                height += spacing
                height += place(child, x: x + margin, y: y + height, width: width - margin)
            }
        }
        return height
    }

    private mutating func placeLabel(_ component: Component, x: Double, y: Double, width: Double) -> Double {
        let symbolWidth = component.string("symbol") == nil ? 0.0 : 30
        let (run, clipping) = styleRun(component.visibleText ?? "", style: "body", width: width - symbolWidth, lineLimit: nil, paint: foreground(component, default: .label), component: component)
        let height = max(rowHeight, Double(run.lines.count) * run.leading)
        if let symbol = component.string("symbol") {
            items.append(WireframeItem(frame: Frame(x: x, y: y + height / 2 - 11, width: 22, height: 22), drawing: .symbol(name: symbol, paint: .role(.tint)), sourceRange: component.value("symbol")?.range))
        }
        let textHeight = Double(run.lines.count) * run.leading
        items.append(WireframeItem(
            frame: Frame(x: x + symbolWidth, y: y + (height - textHeight) / 2, width: widest(run), height: textHeight),
            drawing: .text(run, underlined: false), sourceRange: component.node.range, clipping: clipping))
        return height
    }

    private mutating func placeImage(_ component: Component, x: Double, y: Double, width: Double) -> Double {
        if let symbol = component.string("symbol") {
            let edge = dimension(component, "width") ?? dimension(component, "height") ?? rowHeight
            let frame = Frame(x: x, y: y, width: min(edge, width), height: dimension(component, "height") ?? edge)
            items.append(WireframeItem(frame: frame, drawing: .symbol(name: symbol, paint: foreground(component, default: .label)), sourceRange: component.node.range))
            return frame.height
        }
        let name = component.string("asset") ?? component.string("accessibilityLabel") ?? "image"
        let frame = Frame(x: x, y: y, width: min(dimension(component, "width") ?? width, width), height: dimension(component, "height") ?? (width * 9 / 16).rounded())
        items.append(WireframeItem(frame: frame, drawing: .image(name: name), sourceRange: component.node.range))
        return frame.height
    }

    private mutating func placeField(_ component: Component, kind: ComponentKind, x: Double, y: Double, width: Double) -> Double {
        var height = dimension(component, "height") ?? rowHeight
        var top = y
        if let title = component.string("title") {
            let (run, _) = styleRun(title, style: "subheadline", width: width, lineLimit: nil, paint: .role(.secondaryLabel))
            let titleHeight = Double(run.lines.count) * run.leading
            items.append(WireframeItem(frame: Frame(x: x, y: y, width: widest(run), height: titleHeight), drawing: .text(run, underlined: false), sourceRange: component.value("title")?.range))
            top += titleHeight + 4
        }
        let value = component.string("text") ?? component.string("value")
        let shown = value.map { kind == .secureField ? String(repeating: "•", count: min($0.count, 24)) : $0 } ?? component.string("placeholder") ?? ""
        let indent = kind == .searchField ? 30.0 : 10
        let (run, clipping) = styleRun(shown, style: "body", width: width - indent - 10, lineLimit: 1, paint: value == nil ? .role(.placeholder) : .role(.label), component: component)
        height = max(height, run.leading + 8)
        let frame = Frame(x: x, y: top, width: min(dimension(component, "width") ?? width, width), height: height)
        items.append(WireframeItem(frame: frame, drawing: .box(fill: .role(.fill), stroke: kind == .searchField ? nil : .role(.separator), radius: kind == .searchField ? height / 2 : 8, dashed: false)))
        if kind == .searchField {
            items.append(WireframeItem(frame: Frame(x: frame.x + 6, y: frame.midY - 9, width: 18, height: 18), drawing: .symbol(name: "magnifyingglass", paint: .role(.secondaryLabel))))
        }
        if !shown.isEmpty {
            items.append(WireframeItem(frame: Frame(x: frame.x + indent, y: frame.midY - run.leading / 2, width: widest(run), height: run.leading), drawing: .text(run, underlined: false)))
        }
        items.append(WireframeItem(
            frame: frame, drawing: .box(fill: nil, stroke: nil, radius: 8, dashed: false), sourceRange: component.node.range,
            hitRegion: hitRegion(component, around: frame), clipping: clipping))
        return top - y + height
    }

    /// A row with a title on the leading side and the control on the trailing side.
    private mutating func placeRow(_ component: Component, kind: ComponentKind, x: Double, y: Double, width: Double) -> Double {
        let controlWidth: Double = switch kind {
        case .toggle: 51
        case .stepper: 94
        default: min(width / 2, 140)
        }
        let (run, clipping) = styleRun(component.visibleText ?? "", style: "body", width: max(width - controlWidth - 8, 1), lineLimit: nil, paint: foreground(component, default: .label), component: component)
        let height = max(dimension(component, "height") ?? rowHeight, Double(run.lines.count) * run.leading + 8)
        let frame = Frame(x: x, y: y, width: width, height: height)
        let textHeight = Double(run.lines.count) * run.leading
        items.append(WireframeItem(frame: Frame(x: x, y: y + (height - textHeight) / 2, width: widest(run), height: textHeight), drawing: .text(run, underlined: false)))
        let controlFrame = Frame(x: frame.maxX - controlWidth, y: frame.midY - 16, width: controlWidth, height: 32)
        switch kind {
        case .toggle:
            items.append(WireframeItem(frame: Frame(x: controlFrame.x, y: frame.midY - 15.5, width: 51, height: 31), drawing: .toggle(isOn: component.boolean("isOn") ?? false)))
        case .stepper:
            items.append(WireframeItem(frame: controlFrame, drawing: .box(fill: .role(.fill), stroke: nil, radius: 8, dashed: false)))
            let signs = styleRun("−      +", style: "body", width: controlWidth, lineLimit: 1, paint: .role(.label)).0
            items.append(WireframeItem(frame: Frame(x: controlFrame.x + 16, y: controlFrame.midY - signs.leading / 2, width: controlWidth - 32, height: signs.leading), drawing: .text(signs, underlined: false)))
        default:
            let detail = kind == .datePicker ? datePickerText(component) : (component.string("selection") ?? component.value("options")?.elements.first?.stringValue ?? "Choose") + " ⌄"
            let run = styleRun(detail, style: "body", width: controlWidth, lineLimit: 1, paint: .role(.tint)).0
            items.append(WireframeItem(frame: controlFrame, drawing: .box(fill: .role(.fill), stroke: nil, radius: 8, dashed: false)))
            items.append(WireframeItem(frame: Frame(x: controlFrame.x + 8, y: controlFrame.midY - run.leading / 2, width: controlWidth - 16, height: run.leading), drawing: .text(run, underlined: false)))
        }
        items.append(WireframeItem(
            frame: frame, drawing: .box(fill: nil, stroke: nil, radius: 0, dashed: false), sourceRange: component.node.range,
            hitRegion: hitRegion(component, around: kind == .toggle || kind == .stepper ? controlFrame : frame), clipping: clipping))
        return height
    }

    private func datePickerText(_ component: Component) -> String {
        switch component.string("mode") {
        case "time": return "9:41 AM"
        case "dateAndTime": return "Jun 9, 9:41 AM"
        case "countDownTimer": return "0 h 5 min"
        default: return "Jun 9, 2025"
        }
    }

    private mutating func placeSegments(_ component: Component, x: Double, y: Double, width: Double) -> Double {
        let segments = component.value("segments")?.elements ?? []
        let height = dimension(component, "height") ?? 32
        let frame = Frame(x: x, y: y, width: min(dimension(component, "width") ?? width, width), height: height)
        items.append(WireframeItem(frame: frame, drawing: .box(fill: .role(.fill), stroke: nil, radius: 8, dashed: false)))
        let slot = frame.width / Double(max(segments.count, 1))
        let selected = count(component, "selectedSegment") ?? 0
        var clipping: Clipping?
        for (position, segment) in segments.enumerated() {
            let cell = Frame(x: frame.x + slot * Double(position), y: frame.y, width: slot, height: height)
            if position == selected {
                items.append(WireframeItem(frame: Frame(x: cell.x + 2, y: cell.y + 2, width: cell.width - 4, height: cell.height - 4), drawing: .box(fill: .role(.background), stroke: .role(.separator), radius: 7, dashed: false)))
            } else if position > 0, position != selected + 1 {
                items.append(WireframeItem(frame: Frame(x: cell.x, y: cell.y + 8, width: 1, height: max(height - 16, 1)), drawing: .box(fill: .role(.separator), stroke: nil, radius: 0, dashed: false)))
            }
            let title = segment.stringValue ?? segment["title"]?.stringValue
            if let title {
                let (run, segmentClipping) = styleRun(title, style: "subheadline", width: slot - 8, lineLimit: 1, paint: .role(.label), weight: position == selected ? .semibold : nil)
                clipping = clipping ?? segmentClipping
                let textWidth = widest(run)
                items.append(WireframeItem(frame: Frame(x: cell.midX - textWidth / 2, y: cell.midY - run.leading / 2, width: textWidth, height: run.leading), drawing: .text(run, underlined: false), sourceRange: segment.range))
            } else if let symbol = segment["symbol"]?.stringValue {
                items.append(WireframeItem(frame: Frame(x: cell.midX - 10, y: cell.midY - 10, width: 20, height: 20), drawing: .symbol(name: symbol, paint: .role(.label)), sourceRange: segment.range))
            }
        }
        items.append(WireframeItem(
            frame: frame, drawing: .box(fill: nil, stroke: nil, radius: 8, dashed: false), sourceRange: component.node.range,
            hitRegion: hitRegion(component, around: frame), clipping: clipping))
        return height
    }

    // MARK: Containers

    private mutating func placeStack(_ component: Component, x: Double, y: Double, width: Double) -> Double {
        let nested = children[component.index] ?? []
        let gap = dimension(component, "spacing") ?? spacing
        let backgroundIndex = addContainerBackground(component)
        var height = 0.0
        var clipping: Clipping?
        if component.string("axis") == "horizontal", !nested.isEmpty {
            let explicit = nested.compactMap { dimension($0, "width") }.reduce(0, +)
            let flexible = nested.filter { dimension($0, "width") == nil }.count
            let total = width - gap * Double(nested.count - 1)
            let share = flexible == 0 ? 0 : max((total - explicit) / Double(flexible), rowHeight)
            var cursor = x
            for child in nested {
                let childWidth = dimension(child, "width") ?? share
                height = max(height, place(child, x: cursor, y: y, width: childWidth))
                cursor += childWidth + gap
            }
            if cursor - gap > x + width + 0.5 { clipping = .overflowing }
        } else {
            for (position, child) in nested.enumerated() {
                if position > 0 { height += gap }
                height += place(child, x: x, y: y + height, width: width)
            }
        }
        finishContainer(component, backgroundIndex: backgroundIndex, frame: Frame(x: x, y: y, width: width, height: height), clipping: clipping)
        return height
    }

    private mutating func placeList(_ component: Component, x: Double, y: Double, width: Double) -> Double {
        let style = component.string("style") ?? "plain"
        let grouped = style == "grouped" || style == "insetGrouped"
        let inset = style == "insetGrouped" || style == "inset"
        // Grouped lists run edge to edge on the grouped background; inset ones keep the margins.
        let outer = Frame(x: grouped || style == "plain" ? 0 : x, y: y, width: grouped || style == "plain" ? device.width : width, height: 0)
        let backgroundIndex = items.count
        items.append(WireframeItem(frame: outer, drawing: .box(fill: grouped ? background(component, default: .role(.groupedBackground)) : background(component), stroke: nil, radius: 0, dashed: false)))
        let rowX = inset ? x : outer.x
        let rowWidth = inset ? width : outer.width
        var height = grouped ? spacing * 2 : 0
        let sectionIndex = items.count
        items.append(WireframeItem(frame: Frame(x: rowX, y: y + height, width: rowWidth, height: 0), drawing: .box(fill: grouped ? .role(.background) : nil, stroke: nil, radius: inset ? 10 : 0, dashed: false)))
        let rows = children[component.index] ?? []
        if rows.isEmpty {
            let run = styleRun("No rows", style: "body", width: rowWidth, lineLimit: 1, paint: .role(.secondaryLabel)).0
            items.append(WireframeItem(frame: Frame(x: rowX + margin, y: y + height + (rowHeight - run.leading) / 2, width: widest(run), height: run.leading), drawing: .text(run, underlined: false)))
            height += rowHeight
        }
        for (position, row) in rows.enumerated() {
            if position > 0 {
                items.append(WireframeItem(frame: Frame(x: rowX + margin, y: y + height, width: rowWidth - margin, height: 1), drawing: .separator))
            }
            let rowHeightUsed = max(rowHeight, place(row, x: rowX + margin, y: y + height + 4, width: rowWidth - 2 * margin) + 8)
            height += rowHeightUsed
        }
        items[sectionIndex].frame.height = y + height - items[sectionIndex].frame.y
        height += grouped ? spacing * 2 : 0
        items[backgroundIndex].frame.height = height
        items.append(WireframeItem(frame: Frame(x: outer.x, y: y, width: outer.width, height: height), drawing: .box(fill: nil, stroke: nil, radius: 0, dashed: false), sourceRange: component.node.range))
        return height
    }

    private mutating func placeContainer(
        _ component: Component, fill: Paint, radius: Double, grabber: Bool, x: Double, y: Double, width: Double, caption: String? = nil
    ) -> Double {
        let backgroundIndex = items.count
        items.append(WireframeItem(frame: Frame(x: x, y: y, width: width, height: 0), drawing: .box(fill: background(component, default: fill), stroke: .role(.separator), radius: radius, dashed: false)))
        let padding = 12.0
        var height = padding
        if grabber {
            items.append(WireframeItem(frame: Frame(x: x + width / 2 - 18, y: y + 5, width: 36, height: 5), drawing: .grabber))
            height += 8
        }
        if let caption {
            let run = styleRun(caption, style: "caption2", width: width - 2 * padding, lineLimit: 1, paint: .role(.secondaryLabel)).0
            items.append(WireframeItem(frame: Frame(x: x + padding, y: y + height, width: widest(run), height: run.leading), drawing: .text(run, underlined: false)))
            height += run.leading + 4
        }
        if let title = component.string("title") {
            let (run, clipping) = styleRun(title, style: "headline", width: width - 2 * padding, lineLimit: nil, paint: .role(.label))
            items.append(WireframeItem(frame: Frame(x: x + padding, y: y + height, width: widest(run), height: Double(run.lines.count) * run.leading), drawing: .text(run, underlined: false), sourceRange: component.value("title")?.range, clipping: clipping))
            height += Double(run.lines.count) * run.leading + spacing
        }
        let nested = children[component.index] ?? []
        for (position, child) in nested.enumerated() {
            if position > 0 { height += spacing }
            height += place(child, x: x + padding, y: y + height, width: width - 2 * padding)
        }
        height += padding
        if nested.isEmpty && component.string("title") == nil { height = max(height, rowHeight) }
        items[backgroundIndex].frame.height = height
        items.append(WireframeItem(frame: Frame(x: x, y: y, width: width, height: height), drawing: .box(fill: nil, stroke: nil, radius: radius, dashed: false), sourceRange: component.node.range))
        return height
    }

    /// Alerts and action sheets, drawn in place on a dimmed strip as if presented.
    private mutating func placeAlert(_ component: Component, surface: SystemSurface, x: Double, y: Double, width: Double) -> Double {
        let isSheet = surface == .actionSheet
        let dimIndex = items.count
        items.append(WireframeItem(frame: Frame(x: 0, y: y, width: device.width, height: 0), drawing: .box(fill: .role(.dimming), stroke: nil, radius: 0, dashed: false)))
        let cardWidth = isSheet ? width : min(270, width)
        let cardX = isSheet ? x : (device.width - cardWidth) / 2
        let cardIndex = items.count
        items.append(WireframeItem(frame: Frame(x: cardX, y: y + spacing, width: cardWidth, height: 0), drawing: .box(fill: surfaceFill(surface, default: .secondaryBackground), stroke: nil, radius: 14, dashed: false)))
        var cursor = y + spacing + 16
        var clipping: Clipping?
        for (key, style) in [("title", "headline"), ("message", "footnote")] {
            guard let text = component.string(key) else { continue }
            let (run, textClipping) = styleRun(text, style: style, width: cardWidth - 32, lineLimit: nil, paint: key == "title" ? .role(.label) : .role(.secondaryLabel))
            clipping = clipping ?? textClipping
            let textWidth = widest(run)
            let height = Double(run.lines.count) * run.leading
            items.append(WireframeItem(frame: Frame(x: cardX + (cardWidth - textWidth) / 2, y: cursor, width: textWidth, height: height), drawing: .text(run, underlined: false), sourceRange: component.value(key)?.range))
            cursor += height + 4
        }
        cursor += 12
        let actions = component.value("actions")?.elements.filter { $0.kind == .object } ?? []
        let sideBySide = !isSheet && actions.count == 2
        let buttonWidth = sideBySide ? cardWidth / 2 : cardWidth
        for (position, action) in actions.enumerated() {
            let role = action["role"]?.stringValue.flatMap(ButtonRole.init(rawValue:))
            let left = cardX + (sideBySide ? buttonWidth * Double(position) : 0)
            if !sideBySide || position == 0 {
                items.append(WireframeItem(frame: Frame(x: cardX, y: cursor, width: cardWidth, height: 1), drawing: .separator))
            }
            let paint: Paint = role == .destructive ? .role(.destructive) : .role(surfaceForeground(surface))
            let (run, actionClipping) = styleRun(action["title"]?.stringValue ?? "", style: "body", width: buttonWidth - 16, lineLimit: nil, paint: paint, weight: role == .cancel || role == .primary ? .semibold : nil)
            clipping = clipping ?? actionClipping
            let height = max(rowHeight, Double(run.lines.count) * run.leading + 12)
            let textWidth = widest(run)
            let textHeight = Double(run.lines.count) * run.leading
            let cell = Frame(x: left, y: cursor, width: buttonWidth, height: height)
            items.append(WireframeItem(frame: Frame(x: cell.midX - textWidth / 2, y: cell.midY - textHeight / 2, width: textWidth, height: textHeight), drawing: .text(run, underlined: false)))
            items.append(WireframeItem(frame: cell, drawing: .box(fill: nil, stroke: nil, radius: 0, dashed: false), sourceRange: action.range, hitRegion: HitRegion(frame: cell, isDeclared: false)))
            if !sideBySide || position == actions.count - 1 { cursor += height }
        }
        if actions.isEmpty { cursor += 4 }
        items[cardIndex].frame.height = cursor - items[cardIndex].frame.y
        let total = cursor + spacing - y
        items[dimIndex].frame.height = total
        items.append(WireframeItem(frame: items[cardIndex].frame, drawing: .box(fill: nil, stroke: nil, radius: 14, dashed: false), sourceRange: component.node.range, clipping: clipping))
        return total
    }

    private mutating func addContainerBackground(_ component: Component) -> Int? {
        guard component.value("background") != nil else { return nil }
        items.append(WireframeItem(frame: Frame(x: 0, y: 0, width: 0, height: 0), drawing: .box(fill: background(component), stroke: nil, radius: 8, dashed: false)))
        return items.count - 1
    }

    private mutating func finishContainer(_ component: Component, backgroundIndex: Int?, frame: Frame, clipping: Clipping?) {
        if let backgroundIndex { items[backgroundIndex].frame = frame }
        items.append(WireframeItem(frame: frame, drawing: .box(fill: nil, stroke: nil, radius: 0, dashed: false), sourceRange: component.node.range, clipping: clipping))
    }

    // MARK: Values

    /// The system color standing in for `surface`'s material on this platform (the platform profile's).
    private func surfaceFill(_ surface: SystemSurface, default role: ColorRole = .background) -> Paint {
        profile.systemSurfaces[surface].flatMap { colors.resolveSystemColor(named: $0.background) }.map { .resolved($0) } ?? .role(role)
    }

    /// What colors `surface`'s items when the spec sets no color: the tint or the label color.
    private func surfaceForeground(_ surface: SystemSurface) -> ColorRole {
        profile.systemSurfaces[surface]?.foreground == .label ? .label : .tint
    }

    private func foreground(_ component: Component, default role: ColorRole) -> Paint {
        component.value("color").flatMap { colors.resolve($0) }.map { .resolved($0) } ?? .role(role)
    }

    private func background(_ component: Component, default paint: Paint = .role(.background)) -> Paint {
        component.value("background").flatMap { colors.resolve($0) }.map { .resolved($0) } ?? paint
    }

    /// A size property in points, nil when absent or not a finite number; clamped to 0...10,000 so
    /// absurd values still give a drawable page.
    private func dimension(_ component: Component, _ key: String) -> Double? {
        guard let value = component.number(key), value.isFinite else { return nil }
        return min(max(value, 0), 10_000)
    }

    /// A count or index property, nil when absent or not a finite number; clamped to 0...1,000.
    private func count(_ component: Component, _ key: String) -> Int? {
        guard let value = component.number(key), value.isFinite else { return nil }
        return Int(min(max(value, 0), 1_000))
    }

    private func fractionValue(_ component: Component) -> Double {
        let minimum = component.number("minimumValue") ?? 0
        let maximum = component.number("maximumValue") ?? 1
        let value = component.number("value") ?? (minimum + maximum) / 2
        let fraction = (value - minimum) / (maximum - minimum)
        guard maximum > minimum, fraction.isFinite else { return 0.5 }
        return min(max(fraction, 0), 1)
    }

    /// The hit region a control declares (`width`/`height`, else its drawn size), centred on `frame`.
    private func hitRegion(_ component: Component, around frame: Frame) -> HitRegion? {
        guard component.isInteractive else { return nil }
        let declaredWidth = dimension(component, "width")
        let declaredHeight = dimension(component, "height")
        let width = declaredWidth ?? frame.width
        let height = declaredHeight ?? frame.height
        return HitRegion(
            frame: Frame(x: frame.midX - width / 2, y: frame.midY - height / 2, width: width, height: height),
            isDeclared: declaredWidth != nil || declaredHeight != nil)
    }

    // MARK: Text

    /// Size, leading and weight of `component`'s font (or of `style` when it has none or it cannot be
    /// resolved) at this layout's content size.
    private func metrics(style: String, component: Component?) -> (size: Double, leading: Double, weight: FontWeight) {
        let resolved = component.flatMap { $0.value("font") != nil ? fonts.font(of: $0) : nil }
        let catalog = TypographyCatalog.shared
        let styleName = resolved?.textStyle ?? (resolved?.size == nil ? style : nil)
        var size = resolved?.size ?? catalog.defaultFontSize(for: platform)
        var leading: Double?
        var weight = resolved?.weight ?? .regular
        if let styleName, resolved?.size == nil, let metrics = catalog.metrics(style: styleName, platform: platform, size: category) ?? catalog.metrics(style: styleName, platform: platform) {
            size = metrics.size
            leading = metrics.leading
            if resolved?.weight == nil { weight = metrics.weight }
        } else if resolved?.scalesWithDynamicType == true, category != .default {
            // Custom sizes that scale follow the body style's growth.
            if let base = catalog.metrics(style: "body", platform: platform), let scaled = catalog.metrics(style: "body", platform: platform, size: category) {
                size *= scaled.size / base.size
            }
        }
        // Sizes from the spec can be anything; keep them drawable (and the wrapping arithmetic finite).
        size = size.isFinite ? min(max(size, 1), 1_000) : catalog.defaultFontSize(for: platform)
        let lineHeight = leading.map { min(max($0, size), 2_000) } ?? (size * 1.2).rounded()
        return (max(size, 1), lineHeight, weight)
    }

    /// `text` wrapped to `width` in `style` (or the component's font), with its clipping when it does not fit.
    private func styleRun(
        _ text: String, style: String, width: Double, lineLimit: Int?, paint: Paint = .role(.label), weight: FontWeight? = nil, component: Component? = nil
    ) -> (TextRun, Clipping?) {
        let metrics = metrics(style: style, component: component)
        let weight = weight ?? metrics.weight
        let (lines, clipping) = wrap(text, width: width, size: metrics.size, weight: weight, lineLimit: lineLimit)
        return (TextRun(lines: lines, size: metrics.size, leading: metrics.leading, weight: weight, paint: paint), clipping)
    }

    /// Average glyph advance as a fraction of the point size (a fixed estimate, so layout is deterministic).
    private func advance(_ weight: FontWeight) -> Double {
        weight >= .semibold ? 0.56 : 0.52
    }

    private func measure(_ text: String, size: Double, weight: FontWeight) -> Double {
        Double(text.count) * size * advance(weight)
    }

    private func widest(_ run: TextRun) -> Double {
        run.lines.map { measure($0, size: run.size, weight: run.weight) }.max() ?? 0
    }

    /// Greedy word wrap; a word wider than the line overflows, lines past `lineLimit` are cut with "…".
    private func wrap(_ text: String, width: Double, size: Double, weight: FontWeight, lineLimit: Int?) -> ([String], Clipping?) {
        let perCharacter = size * advance(weight)
        let capacity = max(1, Int(width / perCharacter))
        var lines: [String] = []
        var clipping: Clipping?
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ") {
                if line.isEmpty {
                    line = String(word)
                } else if line.count + 1 + word.count <= capacity {
                    line += " " + word
                } else {
                    lines.append(line)
                    line = String(word)
                }
                if line.count > capacity { clipping = .overflowing }
            }
            lines.append(line)
        }
        if let lineLimit, lines.count > lineLimit {
            var last = lines[lineLimit - 1]
            if last.count >= capacity { last = String(last.prefix(max(0, capacity - 1))) }
            lines = Array(lines.prefix(lineLimit - 1)) + [last + "…"]
            clipping = .truncated
        } else if let lineLimit, lineLimit == 1, let only = lines.first, only.count > capacity {
            lines = [String(only.prefix(max(0, capacity - 1))) + "…"]
            clipping = .truncated
        }
        return (lines, clipping)
    }
}
