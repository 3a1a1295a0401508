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
    /// The canvas: the window with the ornaments around it (visionOS), else the device's width, and
    /// its height or more when the content scrolls.
    let width: Double
    let height: Double
    /// Where the device's screen ends when the content is taller (the fold), else nil.
    let foldY: Double?
    /// The window or device screen on the canvas (the whole canvas but for visionOS ornaments).
    let window: Frame
    /// The system and app ornaments drawn outside the window (visionOS).
    let ornaments: [Frame]
    /// The components of the screen left out because the screen holds more than the preview draws.
    let componentsNotDrawn: Int
}

/// Lays out a screen as a wireframe: bars where the platform puts them, the sidebar, content and
/// detail panes side by side when there is a sidebar, content in a column by its stacks and grids.
/// Deterministic: text is measured with a fixed average advance per weight, not with real fonts.
///
/// What it draws is bounded, so the page stays small for any input: at most
/// `maximumDrawnComponents` components per screen, `maximumDrawnSegments` segments, tabs or actions
/// per control and `maximumDrawnTextCharacters` characters per text; the rest is counted and said.
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
    /// The screen's leading and trailing content margin: its `horizontalMargin`, else the platform's
    /// safe area (tvOS), else `margin`.
    let contentMargin: Double
    /// The screen's top and bottom content inset: its `verticalMargin`, else the platform's safe area (tvOS), else 0.
    let verticalInset: Double
    var children: [Int: [Component]] = [:]
    var items: [WireframeItem] = []
    /// The pane being laid out (the window, the sidebar, or a content or detail pane): edge-to-edge
    /// lists and the dimming behind alerts span it.
    var pane: Frame
    /// Components placed so far and components left out (over `maximumDrawnComponents`).
    var drawnComponents = 0
    var componentsNotDrawn = 0
    /// True while the sidebar's rows are laid out.
    var inSidebar = false
    /// Frames of the ornaments drawn outside the window (visionOS).
    var ornamentFrames: [Frame] = []
    /// While a button's or link's `label` content is laid out: the color its text and symbols take when
    /// they set none (the button's `color`, white on a prominent fill, else its tint).
    var labelForeground: Paint?

    /// Containers nested deeper than this are marked instead of drawn: deeper ones would be a few
    /// points wide, and the bound keeps the recursion small on the server's worker threads.
    static let maximumDrawnDepth = 16
    /// The most components drawn on one screen; the rest are counted in a "+N more not drawn" note.
    static let maximumDrawnComponents = 400
    /// The most segments of a segmented control, tabs of a tab bar or actions of an alert drawn; the
    /// rest are counted in a last "+N more" cell.
    static let maximumDrawnSegments = 12
    /// The most characters of one text drawn; a longer text ends with "… +N more characters not drawn".
    static let maximumDrawnTextCharacters = 500

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
        let device = PreviewDevice(platform: platform, window: screen.window, immersiveSpace: screen.node["immersiveSpace"])
        self.device = device
        let profile = PlatformCatalog.shared.profile(for: platform)
        self.profile = profile
        rowHeight = profile.defaultControlSize?.value.height ?? 44
        margin = min(16, (device.width * 0.04).rounded())
        spacing = (rowHeight / 4).rounded()
        func inset(_ key: String, safeArea: PlatformFigure) -> Double? {
            if let value = screen.node[key]?.numberValue, value.isFinite { return min(max(value, 0), device.width / 4) }
            return HIGFigures.figure(safeArea, on: profile.platform)?.value
        }
        contentMargin = inset("horizontalMargin", safeArea: .safeAreaHorizontalInset) ?? margin
        verticalInset = inset("verticalMargin", safeArea: .safeAreaVerticalInset) ?? 0
        pane = Frame(x: 0, y: 0, width: device.width, height: device.height)
        for index in screen.componentIndices where spec.components.indices.contains(index) {
            let component = spec.components[index]
            if let parent = component.parentIndex, component.placement == .children || component.placement == .label {
                children[parent, default: []].append(component)
            }
        }
    }

    /// Where the system draws a bar: at the window's top or bottom, or as an ornament outside it (visionOS).
    enum BarPosition { case top, bottom, ornament }

    /// Where `surface` goes on this platform: a Mac's toolbar, and tvOS's and iPadOS's (regular
    /// width, iPadOS 18) tab bars at the top; an iPad's toolbar items in the navigation bar (`top`).
    func position(of surface: SystemSurface) -> BarPosition {
        if platform == .visionOS, HIGFigures.visionOSSystemOrnamentEdges[surface] != nil { return .ornament }
        switch (surface, platform) {
        case (.toolbar, .macOS), (.tabBar, .tvOS), (.tabBar, .iPadOS), (.toolbar, .iPadOS): return .top
        default: return .bottom
        }
    }

    mutating func run() -> ScreenLayout {
        let width = device.width
        let screenPaint: Paint = screen.pageBackground.flatMap(paint(of:)) ?? .role(.background)
        items.append(
            WireframeItem(frame: Frame(x: 0, y: 0, width: width, height: 0), drawing: .screen(screenPaint), sourceRange: screen.node.range))

        let sidebarWidth = screen.sidebar == nil ? 0 : min(260, (width / 3).rounded())
        var y: Double
        if platform == .macOS, let toolbar = screen.toolbar {
            y = placeWindowToolbar(toolbar, items: topLevel(.toolbar), titleX: max(sidebarWidth, 76) + margin)
        } else {
            y = statusBarHeight
            if y > 0 {
                items.append(
                    WireframeItem(
                        frame: Frame(x: 0, y: 0, width: width, height: y),
                        drawing: .statusBar(windowTitle: platform == .macOS ? screen.title ?? "" : nil)))
            }
        }
        let tabs = tabItems
        let topTabBar = position(of: .tabBar) == .top ? screen.tabBar : nil
        // On an iPad the toolbar's items join the navigation bar's trailing items (in a bar of their own
        // without one), and the tab bar floats in the bar's first row between its leading and trailing items.
        let toolbarInNavigationBar = platform == .iPadOS ? screen.toolbar : nil
        let tabBarInNavigationBar = platform == .iPadOS ? topTabBar : nil
        if let tabBar = topTabBar, tabBarInNavigationBar == nil {
            y = placeTopTabBar(tabBar, tabs: tabs, top: y)
        }
        let rowTop = y
        if let bar = screen.navigationBar ?? toolbarInNavigationBar {
            y = placeNavigationBar(
                bar, toolbar: toolbarInNavigationBar, showsTitle: screen.navigationBar != nil, titleAtLeading: tabBarInNavigationBar != nil,
                top: y)
        }
        if let tabBar = tabBarInNavigationBar {
            y = max(y, placeTopTabBar(tabBar, tabs: tabs, top: rowTop))
        }
        let barsBottom = y
        y = max(y + spacing, verticalInset)

        let content = topLevel(.content)
        var paneSeparators: [Int] = []
        if let sidebarNode = screen.sidebar {
            y = placePanes(content, x: sidebarWidth, width: width - sidebarWidth, top: y, separators: &paneSeparators)
            pane = Frame(x: 0, y: barsBottom, width: sidebarWidth, height: 0)
            let sidebarBottom = placeSidebar(
                sidebarNode, items: topLevel(.sidebar), top: barsBottom, width: sidebarWidth, separators: &paneSeparators)
            y = max(y, sidebarBottom)
            pane = Frame(x: 0, y: 0, width: width, height: device.height)
        } else {
            y = placeColumn(content, x: contentMargin, y: y, width: width - 2 * contentMargin)
        }
        if platform != .visionOS {
            // Ornaments are visionOS's; elsewhere they are drawn in the flow (and a rule says they are not supported).
            for component in topLevel(.ornament) where component.string("visibility") != "hidden" {
                y += spacing
                y = placeColumn([component], x: contentMargin, y: y, width: width - 2 * contentMargin)
            }
        }
        if content.isEmpty, screen.sidebar == nil, barsBottom == statusBarHeight {
            y = placeEmptyScreenNote(y: y, width: width)
        }
        if componentsNotDrawn > 0 {
            y += spacing
            let note =
                "+\(componentsNotDrawn) more not drawn (the preview draws at most \(Self.maximumDrawnComponents) components per screen)"
            let run = styleRun(note, style: "footnote", width: width - 2 * contentMargin, lineLimit: nil, paint: .role(.secondaryLabel)).0
            items.append(
                WireframeItem(
                    frame: Frame(x: contentMargin, y: y, width: widest(run), height: Double(run.lines.count) * run.leading),
                    drawing: .text(run, underlined: false)))
            y += Double(run.lines.count) * run.leading
        }
        y += max(spacing, verticalInset)

        let homeIndicator = platform == .iOS ? 34.0 : 0
        let tabBarAtBottom = screen.tabBar != nil && position(of: .tabBar) == .bottom
        let toolbarAtBottom = screen.toolbar != nil && position(of: .toolbar) == .bottom
        let toolbarHeight = toolbarAtBottom ? rowHeight + (tabBarAtBottom ? 0 : homeIndicator) : 0
        let tabBarHeight = tabBarAtBottom ? rowHeight + 5 + homeIndicator : 0
        let height = max(device.height, y + toolbarHeight + tabBarHeight)
        if toolbarAtBottom, let toolbar = screen.toolbar {
            placeToolbar(toolbar, items: topLevel(.toolbar), top: height - tabBarHeight - toolbarHeight)
        }
        if tabBarAtBottom, let tabBar = screen.tabBar {
            placeTabBar(tabBar, items: tabs, top: height - tabBarHeight)
        }
        items[0].frame.height = height
        for index in paneSeparators {
            items[index].frame.height = height - toolbarHeight - tabBarHeight - items[index].frame.y
        }
        if platform == .visionOS {
            placeOrnaments(windowHeight: height, tabs: tabs)
        }
        return finish(windowHeight: height)
    }

    /// Moves everything so the ornaments left of and above the window are on the canvas, and measures it.
    mutating func finish(windowHeight: Double) -> ScreenLayout {
        let left = min(0, ornamentFrames.map(\.x).min() ?? 0)
        let top = min(0, ornamentFrames.map(\.y).min() ?? 0)
        shiftItems(from: 0, dx: -left, dy: -top)
        ornamentFrames = ornamentFrames.map { Frame(x: $0.x - left, y: $0.y - top, width: $0.width, height: $0.height) }
        let window = items[0].frame
        let width = max(window.maxX, ornamentFrames.map(\.maxX).max() ?? 0)
        let height = max(window.maxY, ornamentFrames.map(\.maxY).max() ?? 0)
        return ScreenLayout(
            platform: platform, device: device, items: items, width: width, height: height,
            foldY: windowHeight > device.height ? window.y + device.height : nil, window: window, ornaments: ornamentFrames,
            componentsNotDrawn: componentsNotDrawn)
    }

    /// Moves the items from index `start` on by (`dx`, `dy`), hit regions included.
    mutating func shiftItems(from start: Int, dx: Double, dy: Double) {
        guard dx != 0 || dy != 0 else { return }
        for index in start..<items.count {
            items[index].frame.x += dx
            items[index].frame.y += dy
            items[index].hitRegion?.frame.x += dx
            items[index].hitRegion?.frame.y += dy
        }
    }

    /// `components` one under another from `y`, `gap` apart (default `spacing`), up to the component cap;
    /// returns where they end.
    mutating func placeColumn(_ components: [Component], x: Double, y: Double, width: Double, gap: Double? = nil) -> Double {
        var y = y
        for (position, component) in components.enumerated() {
            if drawnComponents >= Self.maximumDrawnComponents {
                skip(components[position...])
                break
            }
            if position > 0 { y += gap ?? spacing }
            y += place(component, x: x, y: y, width: width)
        }
        return y
    }

    /// Counts `components` and everything inside them as not drawn.
    mutating func skip(_ components: ArraySlice<Component>) {
        var pending = Array(components)
        while let component = pending.popLast() {
            componentsNotDrawn += 1
            pending += children[component.index] ?? []
        }
    }

    /// Beside a sidebar: a list first followed by more content is a split view's content column (the
    /// list) and detail pane (the rest), side by side, as macOS, iPadOS and visionOS draw them; a
    /// divider right after the list is the line between them. Returns where the panes' content ends.
    mutating func placePanes(_ content: [Component], x: Double, width: Double, top: Double, separators: inout [Int]) -> Double {
        guard content.count >= 2, content[0].componentKind == .list, width >= 480 else {
            pane = Frame(x: x, y: top, width: width, height: 0)
            return placeColumn(content, x: x + contentMargin, y: top, width: width - 2 * contentMargin)
        }
        let listWidth = min(320, (width * 0.38).rounded())
        pane = Frame(x: x, y: top, width: listWidth, height: 0)
        let listBottom = placeColumn([content[0]], x: x + margin, y: top, width: listWidth - 2 * margin)
        var detail = Array(content.dropFirst())
        let divider = detail.first?.componentKind == .divider ? detail.removeFirst() : nil
        separators.append(items.count)
        items.append(
            WireframeItem(
                frame: Frame(x: x + listWidth, y: top - spacing, width: 1, height: 0),
                drawing: .box(fill: .role(.separator), stroke: nil, radius: 0, dashed: false),
                sourceRange: divider?.node.range))
        if divider != nil { drawnComponents += 1 }
        let detailX = x + listWidth + 1
        pane = Frame(x: detailX, y: top, width: width - listWidth - 1, height: 0)
        let detailBottom = placeColumn(detail, x: detailX + contentMargin, y: top, width: width - listWidth - 1 - 2 * contentMargin)
        return max(listBottom, detailBottom)
    }

    /// The sidebar: a column on the leading side with its items as rows, reaching the window's
    /// bottom (its height is set when the window's is known); returns where its rows end.
    mutating func placeSidebar(_ sidebar: SyntaxNode, items rows: [Component], top: Double, width: Double, separators: inout [Int])
        -> Double
    {
        separators.append(items.count)
        items.append(
            WireframeItem(
                frame: Frame(x: 0, y: top, width: width, height: 0),
                drawing: .box(fill: .role(.secondaryBackground), stroke: nil, radius: 0, dashed: false)))
        inSidebar = true
        let y = placeColumn(rows, x: margin / 2, y: top + spacing, width: width - margin) + spacing / 2
        inSidebar = false
        separators.append(items.count)
        items.append(
            WireframeItem(
                frame: Frame(x: width, y: top, width: 1, height: 0),
                drawing: .box(fill: .role(.separator), stroke: nil, radius: 0, dashed: false)))
        separators.append(items.count)
        items.append(
            WireframeItem(
                frame: Frame(x: 0, y: top, width: width, height: 0), drawing: .box(fill: nil, stroke: nil, radius: 0, dashed: false),
                sourceRange: sidebar.range))
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

    /// The tab bar's items (objects), at most `maximumDrawnSegments`, and how many more there are.
    var tabItems: (shown: [SyntaxNode], more: Int) {
        guard let array = screen.tabBar?["items"], array.kind == .array else { return ([], 0) }
        let objects = array.elements.lazy.filter { $0.kind == .object }
        let shown = Array(objects.prefix(Self.maximumDrawnSegments))
        return (shown, shown.count < Self.maximumDrawnSegments ? 0 : objects.count - shown.count)
    }

    /// True when `component` is drawn (and counted), false when the screen is over `maximumDrawnComponents` (counted as not drawn).
    mutating func countDrawn(_ component: Component) -> Bool {
        guard drawnComponents < Self.maximumDrawnComponents else {
            skip([component][...])
            return false
        }
        drawnComponents += 1
        return true
    }

    func topLevel(_ placement: ComponentPlacement) -> [Component] {
        screen.componentIndices.compactMap { index in
            guard spec.components.indices.contains(index) else { return nil }
            let component = spec.components[index]
            return component.parentIndex == nil && component.placement == placement ? component : nil
        }
    }

    // MARK: Components

    /// Places `component` at (`x`, `y`) within `width`; returns the height used.
    mutating func place(_ component: Component, x: Double, y: Double, width: Double) -> Double {
        let range = component.node.range
        drawnComponents += 1
        guard let name = component.kind else {
            return placeUnrenderable("component without a \"type\"", range: range, x: x, y: y, width: width)
        }
        guard let kind = component.componentKind else {
            return placeUnrenderable("unknown kind '\(name)'", range: range, x: x, y: y, width: width)
        }
        guard component.depth <= Self.maximumDrawnDepth else {
            return placeUnrenderable("nested more than \(Self.maximumDrawnDepth) levels deep", range: range, x: x, y: y, width: width)
        }
        guard !Self.drawsOwnBackground(kind), component.value("background") != nil else {
            return place(component, kind: kind, x: x, y: y, width: width)
        }
        // A `background` the kind does not draw itself: a box behind the component, sized once it is placed.
        let backdrop = items.count
        items.append(WireframeItem(frame: Frame(x: x, y: y, width: 0, height: 0), drawing: .box(fill: background(component), stroke: nil, radius: 0, dashed: false)))
        let height = place(component, kind: kind, x: x, y: y, width: width)
        let drawn = items[(backdrop + 1)...].last { $0.sourceRange == range }?.frame
        items[backdrop].frame = drawn ?? Frame(x: x, y: y, width: width, height: height)
        return height
    }

    /// True for the kinds whose own shape is filled with their `background` (text, buttons, lists, containers, alerts).
    static func drawsOwnBackground(_ kind: ComponentKind) -> Bool {
        switch kind {
        case .text, .link, .button, .menu, .list, .card, .sheet, .popover, .ornament, .complication, .stack, .grid, .alert, .actionSheet:
            return true
        case .section, .productView, .storeView, .subscriptionStoreView: return true
        default: return false
        }
    }

    /// Places `component`, a known `kind`, by the kind's own drawing; returns the height used.
    private mutating func place(_ component: Component, kind: ComponentKind, x: Double, y: Double, width: Double) -> Double {
        switch kind {
        case .text:
            return placeText(
                component, x: x, y: y, width: width, style: "body", paint: foreground(component, default: .label), underlined: false)
        case .button where children[component.index] != nil, .link where children[component.index] != nil:
            return placeTappableContainer(component, kind: kind, x: x, y: y, width: width)
        case .link:
            let paint = component.value("color") == nil ? tint(component) : foreground(component, default: .tint)
            return placeText(component, x: x, y: y, width: width, style: "body", paint: paint, underlined: true)
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
            return placeSimple(
                component, drawing: .slider(fraction: fraction, tint: tint(component)), x: x, y: y, width: width, height: rowHeight)
        case .progressView:
            if component.string("style") == "circular" {
                return placeSimple(component, drawing: .spinner, x: x + width / 2 - 14, y: y, width: 28, height: 28)
            }
            return placeSimple(
                component, drawing: .progress(fraction: fractionValue(component), tint: tint(component)), x: x, y: y, width: width, height: 8)
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
            return placeSimple(
                component, drawing: .box(fill: nil, stroke: nil, radius: 0, dashed: false), x: x, y: y, width: width,
                height: dimension(component, "height") ?? spacing * 2)
        case .stack:
            return placeStack(component, x: x, y: y, width: width)
        case .list:
            return placeList(component, x: x, y: y, width: width)
        case .card:
            return placeContainer(component, fill: .role(.secondaryBackground), radius: 12, grabber: false, x: x, y: y, width: width)
        case .sheet:
            return placeContainer(component, fill: .role(.secondaryBackground), radius: 16, grabber: true, x: x, y: y, width: width)
        case .popover:
            let arrow = component.string("arrowEdge") ?? "top"
            return placeContainer(
                component, fill: .role(.secondaryBackground), radius: 13, grabber: false, x: x, y: y, width: width,
                caption: "popover · arrow \(arrow)")
        case .alert, .actionSheet:
            return placeAlert(component, surface: kind == .actionSheet ? .actionSheet : .alert, x: x, y: y, width: width)
        case .disclosureButton:
            return placeDisclosure(component, x: x, y: y, width: width)
        case .ornament:
            let edge = component.string("edge").map { " · \($0) edge" } ?? ""
            return placeContainer(
                component, fill: .role(.secondaryBackground), radius: 22, grabber: false, x: x, y: y, width: width,
                caption: "ornament\(edge)")
        case .grid:
            return placeGrid(component, x: x, y: y, width: width)
        case .complication:
            let family = component.string("family").map { " · \($0)" } ?? ""
            return placeContainer(
                component, fill: .role(.secondaryBackground), radius: 10, grabber: false, x: x, y: y, width: width,
                caption: "complication\(family)")
        case .gauge:
            return placeGauge(component, x: x, y: y, width: width)
        case .chart:
            return placeChart(component, x: x, y: y, width: width)
        case .table:
            return placeTable(component, x: x, y: y, width: width)
        case .labeledContent:
            return placeLabeledContent(component, x: x, y: y, width: width)
        case .contentUnavailable:
            return placeContentUnavailable(component, x: x, y: y, width: width)
        case .section:
            return placeSection(component, x: x, y: y, width: width)
        case .signInWithApple:
            return placeSignInWithApple(component, x: x, y: y, width: width)
        case .productView, .storeView, .subscriptionStoreView:
            return placeStoreView(component, kind: kind, x: x, y: y, width: width)
        }
    }
}
