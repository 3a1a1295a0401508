import SpecKnowledge
import SpecModel
import SpecSyntax

/// The bars each platform draws its own way: a Mac window's unified toolbar, the tvOS tab bar at the
/// top, text fields in bars, and visionOS ornaments outside the window.
extension WireframeLayout {
    /// The index of the tab the spec selects (`selectedItem`), else the first.
    func selectedTab(_ tabBar: SyntaxNode) -> Int {
        guard let value = tabBar["selectedItem"]?.numberValue, value.isFinite, value >= 0 else { return 0 }
        return Int(min(value, Double(Self.maximumDrawnSegments)))
    }

    /// A search or text field in a bar: a rounded field with its placeholder (or text), `width` wide
    /// (else a third of the screen, at most 200 pt); returns its width.
    mutating func placeBarField(_ component: Component, kind: ComponentKind, x: Double, centerY: Double, alignTrailing: Bool) -> Double {
        let width = min(dimension(component, "width") ?? 200, device.width / 3)
        let height = min(dimension(component, "height") ?? rowHeight, rowHeight)
        let frame = Frame(x: alignTrailing ? x - width : x, y: centerY - height / 2, width: width, height: height)
        let isSearch = kind == .searchField
        items.append(
            WireframeItem(
                frame: frame,
                drawing: .box(
                    fill: .role(.fill), stroke: isSearch ? nil : .role(.separator), radius: isSearch ? height / 2 : 6, dashed: false)))
        let symbolEdge = min(16, height - 4)
        let indent = isSearch ? symbolEdge + 10 : 8
        if isSearch {
            items.append(
                WireframeItem(
                    frame: Frame(x: frame.x + 6, y: frame.midY - symbolEdge / 2, width: symbolEdge, height: symbolEdge),
                    drawing: .symbol(name: "magnifyingglass", paint: .role(.secondaryLabel))))
        }
        let value = component.string("text") ?? component.string("value")
        let shown =
            value.map { kind == .secureField ? String(repeating: "•", count: min($0.count, 24)) : $0 } ?? component.string("placeholder")
            ?? ""
        var clipping: Clipping?
        if !shown.isEmpty {
            let (run, textClipping) = styleRun(
                shown, style: "body", width: width - indent - 8, lineLimit: 1, paint: value == nil ? .role(.placeholder) : .role(.label),
                component: component)
            clipping = textClipping
            items.append(
                WireframeItem(
                    frame: Frame(x: frame.x + indent, y: frame.midY - run.leading / 2, width: widest(run), height: run.leading),
                    drawing: .text(run, underlined: false)))
        }
        items.append(
            WireframeItem(
                frame: frame, drawing: .box(fill: nil, stroke: nil, radius: 6, dashed: false), sourceRange: component.node.range,
                hitRegion: hitRegion(component, around: frame), clipping: clipping))
        return width
    }

    /// A Mac window's unified title bar and toolbar: the window controls, the title on the leading
    /// side (after the sidebar), and the items grouped at the trailing end with the search field last,
    /// as macOS arranges them. Returns where the bar ends.
    mutating func placeWindowToolbar(_ toolbar: SyntaxNode, items barItems: [Component], titleX: Double) -> Double {
        let height = (rowHeight * 1.85).rounded()
        items.append(
            WireframeItem(
                frame: Frame(x: 0, y: 0, width: device.width, height: height),
                drawing: .bar(fill: surfaceFill(.toolbar), hairlineAtTop: false), sourceRange: toolbar.range))
        items.append(WireframeItem(frame: Frame(x: 0, y: 0, width: 66, height: height), drawing: .statusBar(windowTitle: "")))
        var trailing = device.width - margin
        let gap = (rowHeight / 3).rounded()
        let ordered = barItems.filter { $0.componentKind != .searchField } + barItems.filter { $0.componentKind == .searchField }
        for component in ordered.reversed() {
            guard countDrawn(component) else { continue }
            trailing -= placeBarItem(component, surface: .toolbar, x: trailing, centerY: height / 2, alignTrailing: true) + gap
        }
        if let title = screen.title {
            let (run, clipping) = styleRun(title, style: "headline", width: max(trailing - titleX - margin, 1), lineLimit: 1, weight: .bold)
            items.append(
                WireframeItem(
                    frame: Frame(x: titleX, y: (height - run.leading) / 2, width: widest(run), height: run.leading),
                    drawing: .text(run, underlined: false),
                    sourceRange: screen.node["title"]?.range, clipping: clipping))
        }
        return height
    }

    /// The tvOS and iPadOS tab bar: the tab titles side by side in a capsule centred at the top of the
    /// screen (tvOS: at the HIG's offset and height; iPadOS: centred in the navigation bar's first row),
    /// the selected one highlighted. Returns where it ends.
    mutating func placeTopTabBar(_ tabBar: SyntaxNode, tabs list: (shown: [SyntaxNode], more: Int), top: Double) -> Double {
        let inBarRow = platform == .iPadOS
        let offset = inBarRow ? 4 : HIGFigures.figure(.tabBarTopOffset, on: platform)?.value ?? spacing
        let barHeight = inBarRow ? rowHeight - 8 : HIGFigures.figure(.tabBarHeight, on: platform)?.value ?? rowHeight
        let padding = (barHeight / 2).rounded()
        let selectedIndex = selectedTab(tabBar)
        var cells: [(node: SyntaxNode?, run: TextRun?, symbol: String?, width: Double)] = []
        for tab in list.shown {
            if let title = tab["title"]?.stringValue {
                // Measured semibold, the selected tab's weight, so every title fits its cell.
                let run = styleRun(title, style: "body", width: device.width / 4, lineLimit: 1, paint: .role(.label), weight: .semibold).0
                cells.append((tab, run, nil, widest(run) + 2 * padding))
            } else {
                cells.append((tab, nil, tab["symbol"]?.stringValue, barHeight))
            }
        }
        if list.more > 0 {
            let run = styleRun("+\(list.more) more", style: "body", width: device.width / 4, lineLimit: 1, paint: .role(.secondaryLabel)).0
            cells.append((nil, run, nil, widest(run) + 2 * padding))
        }
        let total = min(cells.reduce(0) { $0 + $1.width } + 2 * padding / 2, device.width - 2 * contentMargin)
        let barTop = top + offset
        let bar = Frame(x: (device.width - total) / 2, y: barTop, width: total, height: barHeight)
        items.append(
            WireframeItem(
                frame: bar,
                drawing: .box(
                    fill: surfaceFill(.tabBar, default: .secondaryBackground), stroke: .role(.separator), radius: barHeight / 2,
                    dashed: false), sourceRange: tabBar.range))
        var x = bar.x + padding / 2
        for (position, cell) in cells.enumerated() {
            let frame = Frame(x: x, y: barTop + 6, width: min(cell.width, bar.maxX - x), height: barHeight - 12)
            if position == selectedIndex, cell.node != nil {
                items.append(
                    WireframeItem(
                        frame: frame, drawing: .box(fill: .role(.fill), stroke: .role(.separator), radius: frame.height / 2, dashed: false))
                )
            }
            if let run = cell.run {
                var shown = run
                if position != selectedIndex { shown.weight = .medium }
                items.append(
                    WireframeItem(
                        frame: Frame(x: frame.x + padding, y: frame.midY - run.leading / 2, width: widest(run), height: run.leading),
                        drawing: .text(shown, underlined: false), sourceRange: cell.node?["title"]?.range))
            } else if let symbol = cell.symbol {
                items.append(
                    WireframeItem(
                        frame: Frame(x: frame.midX - 14, y: frame.midY - 14, width: 28, height: 28),
                        drawing: .symbol(name: symbol, paint: .role(.label))))
            }
            if let node = cell.node {
                items.append(
                    WireframeItem(
                        frame: frame, drawing: .box(fill: nil, stroke: nil, radius: 0, dashed: false), sourceRange: node.range,
                        hitRegion: HitRegion(frame: frame, isDeclared: false)))
            }
            x += cell.width
        }
        return barTop + barHeight
    }

    // MARK: visionOS ornaments

    /// The tab bar (a vertical ornament on the leading edge), the toolbar (a horizontal one below
    /// the bottom edge) at the edges the platform profile names, and the spec's own ornaments at
    /// their `edge` (default bottom), all outside the window.
    mutating func placeOrnaments(windowHeight: Double, tabs: (shown: [SyntaxNode], more: Int)) {
        let edges = HIGFigures.visionOSSystemOrnamentEdges
        let gap = 20.0
        var reach: [String: Double] = ["leading": 0, "trailing": 0, "top": 0, "bottom": 0]
        func frame(edge: String, width: Double, height: Double) -> Frame {
            let used = reach[edge] ?? 0
            switch edge {
            case "leading": return Frame(x: -gap - used - width, y: (windowHeight - height) / 2, width: width, height: height)
            case "trailing": return Frame(x: device.width + gap + used, y: (windowHeight - height) / 2, width: width, height: height)
            case "top": return Frame(x: (device.width - width) / 2, y: -gap - used - height, width: width, height: height)
            default: return Frame(x: (device.width - width) / 2, y: windowHeight + gap + used, width: width, height: height)
            }
        }
        if let tabBar = screen.tabBar, let edge = edges[.tabBar]?.value {
            let cells = tabs.shown.count + (tabs.more > 0 ? 1 : 0)
            let size = Frame(x: 0, y: 0, width: rowHeight + 8, height: Double(cells) * rowHeight + 16)
            let bar = frame(edge: edge, width: size.width, height: size.height)
            reach[edge, default: 0] += (edge == "leading" || edge == "trailing" ? bar.width : bar.height) + gap
            ornamentFrames.append(bar)
            items.append(
                WireframeItem(
                    frame: bar,
                    drawing: .box(
                        fill: surfaceFill(.tabBar, default: .secondaryBackground), stroke: .role(.separator), radius: bar.width / 2,
                        dashed: false), sourceRange: tabBar.range))
            let selectedIndex = selectedTab(tabBar)
            for (position, tab) in tabs.shown.enumerated() {
                let cell = Frame(x: bar.x + 4, y: bar.y + 8 + Double(position) * rowHeight, width: rowHeight, height: rowHeight)
                if position == selectedIndex {
                    items.append(
                        WireframeItem(
                            frame: Frame(x: cell.x + 4, y: cell.y + 4, width: cell.width - 8, height: cell.height - 8),
                            drawing: .box(fill: .role(.fill), stroke: nil, radius: (cell.width - 8) / 2, dashed: false)))
                }
                let symbol = Frame(x: cell.midX - 12, y: cell.midY - 12, width: 24, height: 24)
                items.append(
                    WireframeItem(
                        frame: symbol,
                        drawing: tab["symbol"]?.stringValue.map { .symbol(name: $0, paint: .role(.label)) }
                            ?? .box(fill: nil, stroke: .role(.label), radius: 4, dashed: true),
                        sourceRange: tab.range, hitRegion: HitRegion(frame: cell, isDeclared: false)))
            }
            if tabs.more > 0 {
                let run = styleRun("+\(tabs.more)", style: "caption2", width: rowHeight, lineLimit: 1, paint: .role(.secondaryLabel)).0
                items.append(
                    WireframeItem(
                        frame: Frame(
                            x: bar.midX - widest(run) / 2, y: bar.maxY - 8 - rowHeight / 2 - run.leading / 2, width: widest(run),
                            height: run.leading), drawing: .text(run, underlined: false)))
            }
        }
        if let toolbar = screen.toolbar, let edge = edges[.toolbar]?.value {
            let start = items.count
            items.append(
                WireframeItem(
                    frame: .init(x: 0, y: 0, width: 0, height: rowHeight + 8),
                    drawing: .box(
                        fill: surfaceFill(.toolbar, default: .secondaryBackground), stroke: .role(.separator), radius: (rowHeight + 8) / 2,
                        dashed: false), sourceRange: toolbar.range))
            var x = 16.0
            for component in topLevel(.toolbar) where countDrawn(component) {
                x += placeBarItem(component, surface: .toolbar, x: x, centerY: (rowHeight + 8) / 2, alignTrailing: false) + spacing
            }
            let width = max(x - spacing + 16, rowHeight + 8)
            items[start].frame.width = width
            let bar = frame(edge: edge, width: width, height: rowHeight + 8)
            reach[edge, default: 0] += (edge == "leading" || edge == "trailing" ? bar.width : bar.height) + gap
            ornamentFrames.append(bar)
            shiftItems(from: start, dx: bar.x, dy: bar.y)
        }
        // A hidden ornament (`visibility: hidden`) is not drawn.
        for ornament in topLevel(.ornament) where ornament.string("visibility") != "hidden" && countDrawn(ornament) {
            let edge = ornament.string("edge").flatMap { ["leading", "trailing", "top", "bottom"].contains($0) ? $0 : nil } ?? "bottom"
            let width = min(dimension(ornament, "width") ?? 400, device.width)
            let start = items.count
            let height = placeContainer(ornament, fill: .role(.secondaryBackground), radius: 22, grabber: false, x: 0, y: 0, width: width)
            let placed = frame(edge: edge, width: width, height: height)
            reach[edge, default: 0] += (edge == "leading" || edge == "trailing" ? placed.width : placed.height) + gap
            ornamentFrames.append(placed)
            shiftItems(from: start, dx: placed.x, dy: placed.y)
        }
    }

    // MARK: Navigation, tab and tool bars

    /// The navigation bar: leading items, the inline or large title, trailing items, and before those
    /// the `toolbar`'s items when the platform puts them there (iPadOS). Without a navigation bar
    /// (`showsTitle` false) `bar` is the toolbar and the row holds its items alone.
    /// `titleAtLeading`: an inline title goes after the leading items (the middle holds the iPad's tab bar).
    mutating func placeNavigationBar(_ bar: SyntaxNode, toolbar: SyntaxNode?, showsTitle: Bool, titleAtLeading: Bool, top: Double) -> Double {
        let large = showsTitle && bar["titleMode"]?.stringValue != "inline"
        // A title menu (`.toolbarTitleMenu`) shows as a chevron after the title.
        let hasTitleMenu = bar["titleMenu"]?.elements.isEmpty == false
        let title = (showsTitle ? bar["title"]?.stringValue ?? screen.title : nil).map { hasTitleMenu ? $0 + " ▾" : $0 }
        let titleRun = large ? nil : styleRun(title ?? "", style: "headline", width: titleAtLeading ? device.width / 5 : device.width / 2, lineLimit: 1)
        var height = rowHeight
        var largeRun: (TextRun, Clipping?)?
        if large, let title {
            let run = styleRun(title, style: "largeTitle", width: device.width - 2 * margin, lineLimit: 1, weight: .bold)
            largeRun = run
            height += Double(run.0.lines.count) * run.0.leading + spacing
        }
        items.append(
            WireframeItem(
                frame: Frame(x: 0, y: top, width: device.width, height: height),
                drawing: .bar(fill: surfaceFill(.navigationBar), hairlineAtTop: false), sourceRange: bar.range))
        var leadingX = margin
        for component in topLevel(.navigationBarLeading) where countDrawn(component) {
            leadingX +=
                placeBarItem(component, surface: .navigationBar, x: leadingX, centerY: top + rowHeight / 2, alignTrailing: false) + spacing
        }
        var trailingX = device.width - margin
        let trailingItems = (showsTitle ? topLevel(.navigationBarTrailing) : []) + (toolbar == nil ? [] : topLevel(.toolbar))
        for component in trailingItems.reversed() where countDrawn(component) {
            trailingX -=
                placeBarItem(component, surface: .navigationBar, x: trailingX, centerY: top + rowHeight / 2, alignTrailing: true) + spacing
        }
        if let toolbar, showsTitle {
            // The toolbar itself (its findings' badges go here): the stretch its items took.
            items.append(
                WireframeItem(
                    frame: Frame(x: trailingX, y: top, width: device.width - margin - trailingX, height: rowHeight),
                    drawing: .box(fill: nil, stroke: nil, radius: 0, dashed: false), sourceRange: toolbar.range))
        }
        if let (run, clipping) = titleRun, !run.lines.isEmpty {
            let width = measure(run.lines[0], size: run.size, weight: run.weight)
            items.append(
                WireframeItem(
                    frame: Frame(
                        x: titleAtLeading ? leadingX : (device.width - width) / 2, y: top + (rowHeight - run.leading) / 2, width: width,
                        height: run.leading),
                    drawing: .text(run, underlined: false), sourceRange: bar["title"]?.range, clipping: clipping))
        }
        if let (run, clipping) = largeRun {
            items.append(
                WireframeItem(
                    frame: Frame(
                        x: margin, y: top + rowHeight, width: device.width - 2 * margin, height: Double(run.lines.count) * run.leading),
                    drawing: .text(run, underlined: false), sourceRange: bar["title"]?.range, clipping: clipping))
        }
        return top + height
    }

    /// Places a bar item centred on `centerY`, starting at `x` (or ending there when `alignTrailing`); returns its width.
    mutating func placeBarItem(_ component: Component, surface: SystemSurface, x: Double, centerY: Double, alignTrailing: Bool) -> Double {
        let paint = foreground(component, default: component.role == .destructive ? .destructive : surfaceForeground(surface))
        var width: Double
        var drawing: Drawing
        if let kind = component.componentKind, kind.traits.contains(.textInput) {
            return placeBarField(component, kind: kind, x: x, centerY: centerY, alignTrailing: alignTrailing)
        }
        if let title = component.visibleText, component.string("symbol") == nil || component.componentKind == .text {
            let run = styleRun(title, style: "body", width: device.width / 3, lineLimit: 1, paint: paint, component: component)
            width = measure(run.0.lines.first ?? "", size: run.0.size, weight: run.0.weight)
            drawing = .text(run.0, underlined: false)
        } else if let symbol = drawnSymbol(component) {
            width = 22
            drawing = .symbol(name: symbol, paint: paint)
        } else if let content = firstLabelContent(of: component) {
            // A bar button whose `label` is content: drawn as the first text or symbol inside it.
            if let title = content.visibleText {
                let run = styleRun(title, style: "body", width: device.width / 3, lineLimit: 1, paint: paint, component: content)
                width = measure(run.0.lines.first ?? "", size: run.0.size, weight: run.0.weight)
                drawing = .text(run.0, underlined: false)
            } else {
                width = 22
                drawing = .symbol(name: content.string("symbol") ?? "", paint: paint)
            }
        } else {
            width = 22
            drawing = .unrenderable(reason: component.kind.map { "\($0) without a title or symbol" } ?? "component without a \"type\"")
        }
        let drawnHeight = min(rowHeight, 22)
        let left = alignTrailing ? x - width : x
        let frame = Frame(x: left, y: centerY - drawnHeight / 2, width: width, height: drawnHeight)
        if component.value("background") != nil {
            items.append(WireframeItem(frame: frame, drawing: .box(fill: background(component), stroke: nil, radius: 6, dashed: false)))
        }
        items.append(
            WireframeItem(frame: frame, drawing: drawing, sourceRange: component.node.range, hitRegion: hitRegion(component, around: frame))
        )
        return width
    }

    /// The first component with a visible text or a symbol in `component`'s `label` content (depth first), if any.
    func firstLabelContent(of component: Component) -> Component? {
        var pending = Array((children[component.index] ?? []).reversed())
        while let next = pending.popLast() {
            if next.visibleText != nil || next.string("symbol") != nil { return next }
            pending += (children[next.index] ?? []).reversed()
        }
        return nil
    }

    mutating func placeToolbar(_ toolbar: SyntaxNode, items barItems: [Component], top: Double) {
        items.append(
            WireframeItem(
                frame: Frame(x: 0, y: top, width: device.width, height: rowHeight),
                drawing: .bar(fill: surfaceFill(.toolbar), hairlineAtTop: true), sourceRange: toolbar.range))
        let barItems = barItems.filter { countDrawn($0) }
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

    mutating func placeTabBar(_ tabBar: SyntaxNode, items list: (shown: [SyntaxNode], more: Int), top: Double) {
        items.append(
            WireframeItem(
                frame: Frame(x: 0, y: top, width: device.width, height: rowHeight + 5),
                drawing: .bar(fill: surfaceFill(.tabBar), hairlineAtTop: true), sourceRange: tabBar.range))
        let tabs = list.shown
        guard !tabs.isEmpty else { return }
        let slot = device.width / Double(tabs.count + (list.more > 0 ? 1 : 0))
        if list.more > 0 {
            let run = styleRun("+\(list.more) more", style: "caption2", width: slot - 4, lineLimit: 1, paint: .role(.secondaryLabel)).0
            items.append(
                WireframeItem(
                    frame: Frame(
                        x: slot * Double(tabs.count) + (slot - widest(run)) / 2, y: top + 14, width: widest(run), height: run.leading),
                    drawing: .text(run, underlined: false)))
        }
        let selectedIndex = selectedTab(tabBar)
        for (position, tab) in tabs.enumerated() {
            let left = slot * Double(position)
            let selected = position == selectedIndex
            let paint: Paint = selected ? .role(surfaceForeground(.tabBar)) : .role(.secondaryLabel)
            let symbolFrame = Frame(x: left + slot / 2 - 12, y: top + 4, width: 24, height: 22)
            items.append(
                WireframeItem(
                    frame: symbolFrame,
                    drawing: tab["symbol"]?.stringValue.map { .symbol(name: $0, paint: paint) }
                        ?? .box(fill: nil, stroke: paint, radius: 4, dashed: true),
                    sourceRange: tab.range,
                    hitRegion: HitRegion(frame: Frame(x: left, y: top, width: slot, height: rowHeight + 5), isDeclared: false)))
            if let title = tab["title"]?.stringValue {
                let run = styleRun(title, style: "caption2", width: slot - 4, lineLimit: 1, paint: paint, weight: .medium)
                let width = measure(run.0.lines.first ?? "", size: run.0.size, weight: run.0.weight)
                items.append(
                    WireframeItem(
                        frame: Frame(x: left + (slot - width) / 2, y: top + 28, width: width, height: run.0.leading),
                        drawing: .text(run.0, underlined: false), sourceRange: tab["title"]?.range, clipping: run.1))
            }
            if let badge = tab["badge"]?.stringValue, !badge.isEmpty {
                let run = styleRun(badge, style: "caption2", width: slot, lineLimit: 1, paint: .white)
                let width = max(18, measure(badge, size: run.0.size, weight: run.0.weight) + 10)
                let frame = Frame(x: symbolFrame.maxX - 6, y: top + 1, width: width, height: 18)
                items.append(
                    WireframeItem(
                        frame: frame, drawing: .box(fill: .role(.destructive), stroke: nil, radius: 9, dashed: false),
                        sourceRange: tab["badge"]?.range))
                items.append(
                    WireframeItem(
                        frame: Frame(x: frame.x + 5, y: frame.y + (18 - run.0.leading) / 2, width: width - 10, height: run.0.leading),
                        drawing: .text(run.0, underlined: false), sourceRange: tab["badge"]?.range))
            }
        }
    }
}
