import SpecKnowledge
import SpecModel
import SpecSyntax

/// Tappable containers, gauges, charts, tables, labeled content, empty states, list sections, Sign in
/// with Apple and the StoreKit views.
extension WireframeLayout {
    /// The most columns and rows of a table, and values of a chart series, drawn.
    static let maximumDrawnCells = 24

    /// A button or link whose `label` is content: the content laid out as a column, on the button style's
    /// fill (prominent styles on the tint, bordered ones on a fill), with one hit region around all of it.
    mutating func placeTappableContainer(_ component: Component, kind: ComponentKind, x: Double, y: Double, width: Double) -> Double {
        let content = children[component.index] ?? []
        let drawnWidth = min(dimension(component, "width") ?? width, width)
        let style = kind == .button ? component.buttonStyle ?? .plain : .plain
        let padding = style == .plain || style == .borderless || style == .custom ? 0.0 : 10
        let fillIndex = items.count
        let fill: Paint? =
            style.fillsWithTint
            ? background(component, default: tint(component))
            : style == .bordered || style == .glass ? background(component, default: .role(.fill))
            : component.value("background") == nil ? nil : background(component)
        items.append(WireframeItem(frame: Frame(x: x, y: y, width: drawnWidth, height: 0), drawing: .box(fill: fill, stroke: nil, radius: 10, dashed: false)))
        let enclosingForeground = labelForeground
        let ownColor = component.value("color").flatMap(paint(of:))
        labelForeground =
            ownColor ?? (style.fillsWithTint ? .white : kind == .link ? .role(.tint) : style.drawsForegroundInTint ? tint(component) : enclosingForeground)
        let contentBottom = placeColumn(content, x: x + padding, y: y + padding, width: max(drawnWidth - 2 * padding, 1))
        labelForeground = enclosingForeground
        let height = dimension(component, "height") ?? max(contentBottom - y + padding, rowHeight)
        let frame = Frame(x: x, y: y, width: drawnWidth, height: height)
        items[fillIndex].frame = frame
        let overflowing = contentBottom + padding > frame.maxY + 0.5
        items.append(
            WireframeItem(
                frame: frame, drawing: .box(fill: nil, stroke: nil, radius: 10, dashed: false), sourceRange: component.node.range,
                hitRegion: hitRegion(component, around: frame), clipping: overflowing ? .overflowing : nil))
        return height
    }

    /// A gauge: its title over a bar (or a ring for the circular styles) filled to its value, with the
    /// current value's label.
    mutating func placeGauge(_ component: Component, x: Double, y: Double, width: Double) -> Double {
        let fraction = fractionValue(component)
        var top = y
        if let title = component.visibleText {
            let (run, clipping) = styleRun(title, style: "subheadline", width: width, lineLimit: nil, paint: foreground(component, default: .label), component: component)
            items.append(
                WireframeItem(
                    frame: Frame(x: x, y: top, width: widest(run), height: Double(run.lines.count) * run.leading),
                    drawing: .text(run, underlined: false), sourceRange: component.value("title")?.range, clipping: clipping))
            top += Double(run.lines.count) * run.leading + 4
        }
        let circular = component.string("style").map { $0.hasPrefix("circular") } ?? false
        let gaugeFrame = circular ? Frame(x: x, y: top, width: 56, height: 56) : Frame(x: x, y: top, width: min(dimension(component, "width") ?? width, width), height: 8)
        items.append(
            WireframeItem(
                frame: gaugeFrame,
                drawing: circular ? .ring(fraction: fraction, tint: tint(component)) : .progress(fraction: fraction, tint: tint(component)),
                sourceRange: component.node.range))
        top = gaugeFrame.maxY
        if let label = component.string("currentValueLabel") {
            let run = styleRun(label, style: "caption", width: circular ? gaugeFrame.width : width, lineLimit: 1, paint: .role(.secondaryLabel)).0
            let labelWidth = widest(run)
            let labelY = circular ? gaugeFrame.midY - run.leading / 2 : top + 4
            items.append(
                WireframeItem(
                    frame: Frame(x: circular ? gaugeFrame.midX - labelWidth / 2 : x, y: labelY, width: labelWidth, height: run.leading),
                    drawing: .text(run, underlined: false), sourceRange: component.value("currentValueLabel")?.range))
            if !circular { top += run.leading + 4 }
        }
        return top - y
    }

    /// A chart: its title and subtitle, then the plot with each series in its color (values from the spec,
    /// else a fixed sample), and a legend of the series' names.
    mutating func placeChart(_ component: Component, x: Double, y: Double, width: Double) -> Double {
        var top = y
        for (key, style, role) in [("title", "headline", ColorRole.label), ("subtitle", "subheadline", .secondaryLabel)] {
            guard let text = component.string(key) else { continue }
            let (run, clipping) = styleRun(text, style: style, width: width, lineLimit: nil, paint: .role(role))
            items.append(
                WireframeItem(
                    frame: Frame(x: x, y: top, width: widest(run), height: Double(run.lines.count) * run.leading),
                    drawing: .text(run, underlined: false), sourceRange: component.value(key)?.range, clipping: clipping))
            top += Double(run.lines.count) * run.leading + 4
        }
        let chartMark = component.string("mark").flatMap(ChartMark.init(rawValue:)) ?? .bar
        let nodes = (component.value("series")?.elements ?? []).filter { $0.kind == .object }
        let sample: [Double] = [0.45, 0.7, 0.55, 0.9, 0.65, 0.8]
        let palette: [ColorRole] = [.tint, .on, .destructive, .secondaryLabel]
        var series: [ChartSeriesDrawing] = []
        for (position, node) in nodes.prefix(Self.maximumDrawnSegments).enumerated() {
            let paint = node["color"].flatMap(paint(of:)) ?? .role(palette[position % palette.count])
            let written = (node["values"]?.elements ?? []).prefix(Self.maximumDrawnCells).compactMap(\.numberValue).filter(\.isFinite)
            let values = written.isEmpty ? sample.map { min(1, $0 * (1 - 0.15 * Double(position % 4))) } : Self.scaled(written)
            let mark = node["mark"]?.stringValue.flatMap(ChartMark.init(rawValue:)) ?? chartMark
            let dashed = ["dashed", "dotted"].contains(node["lineStyle"]?.stringValue ?? "")
            series.append(ChartSeriesDrawing(paint: paint, mark: mark, values: values, dashed: dashed))
        }
        if series.isEmpty { series = [ChartSeriesDrawing(paint: .role(.tint), mark: chartMark, values: sample, dashed: false)] }
        let plot = Frame(x: x, y: top, width: min(dimension(component, "width") ?? width, width), height: dimension(component, "height") ?? 160)
        items.append(WireframeItem(frame: plot, drawing: .chart(mark: chartMark, series: series), sourceRange: component.node.range))
        top = plot.maxY + 6
        var legendX = x
        for node in nodes.prefix(Self.maximumDrawnSegments) {
            guard let name = node["name"]?.stringValue else { continue }
            let run = styleRun("● " + name, style: "caption", width: width, lineLimit: 1, paint: node["color"].flatMap(paint(of:)) ?? .role(.secondaryLabel)).0
            let legendWidth = widest(run)
            if legendX > x, legendX + legendWidth > x + width {
                legendX = x
                top += run.leading + 2
            }
            items.append(
                WireframeItem(frame: Frame(x: legendX, y: top, width: legendWidth, height: run.leading), drawing: .text(run, underlined: false), sourceRange: node.range))
            legendX += legendWidth + 12
            if node == nodes.prefix(Self.maximumDrawnSegments).last { top += run.leading }
        }
        return top - y
    }

    /// `values` scaled to 0…1 of their largest magnitude (all zero when none is positive).
    static func scaled(_ values: [Double]) -> [Double] {
        let largest = values.map { abs($0) }.max() ?? 0
        guard largest > 0 else { return values.map { _ in 0 } }
        return values.map { max($0, 0) / largest }
    }

    /// A table: a header row of column titles, then its rows of cells, columns of equal width.
    mutating func placeTable(_ component: Component, x: Double, y: Double, width: Double) -> Double {
        let titles = (component.value("columns")?.elements ?? []).prefix(Self.maximumDrawnCells).map { $0.stringValue ?? "" }
        let rows = (component.value("rows")?.elements ?? []).prefix(Self.maximumDrawnCells).map { row in
            row.elements.prefix(Self.maximumDrawnCells).map { $0.stringValue ?? $0.numberValue.map { MarkupText.number($0) } ?? "" }
        }
        let columns = max(titles.count, rows.map(\.count).max() ?? 0, 1)
        let columnWidth = width / Double(columns)
        let backgroundIndex = items.count
        items.append(WireframeItem(frame: Frame(x: x, y: y, width: width, height: 0), drawing: .box(fill: background(component), stroke: .role(.separator), radius: 6, dashed: false)))
        var top = y
        for (index, cells) in ([titles] + rows).enumerated() where index > 0 || !titles.isEmpty {
            let header = index == 0
            var rowHeightUsed = 0.0
            for (column, cell) in cells.prefix(columns).enumerated() {
                let (run, clipping) = styleRun(
                    cell, style: header ? "subheadline" : "body", width: max(columnWidth - 8, 1), lineLimit: 1,
                    paint: .role(header ? .secondaryLabel : .label), weight: header ? .semibold : nil)
                items.append(
                    WireframeItem(
                        frame: Frame(x: x + Double(column) * columnWidth + 4, y: top + 6, width: widest(run), height: run.leading),
                        drawing: .text(run, underlined: false), clipping: clipping))
                rowHeightUsed = max(rowHeightUsed, run.leading + 12)
            }
            top += max(rowHeightUsed, header ? 28 : rowHeight * 0.75)
            items.append(WireframeItem(frame: Frame(x: x, y: top, width: width, height: 1), drawing: .separator))
        }
        if titles.isEmpty && rows.isEmpty { top += rowHeight }
        let frame = Frame(x: x, y: y, width: width, height: top - y)
        items[backgroundIndex].frame = frame
        items.append(WireframeItem(frame: frame, drawing: .box(fill: nil, stroke: nil, radius: 6, dashed: false), sourceRange: component.node.range))
        return frame.height
    }

    /// Labeled content: the title at the leading edge and the value at the trailing edge, as a form row.
    mutating func placeLabeledContent(_ component: Component, x: Double, y: Double, width: Double) -> Double {
        let (title, titleClipping) = styleRun(
            component.visibleText ?? "", style: "body", width: width / 2, lineLimit: nil, paint: foreground(component, default: .label),
            component: component)
        let (value, valueClipping) = styleRun(
            component.string("value") ?? "", style: "body", width: width / 2, lineLimit: nil, paint: .role(.secondaryLabel), component: component)
        let height = max(rowHeight, Double(max(title.lines.count, value.lines.count)) * title.leading)
        let titleHeight = Double(title.lines.count) * title.leading
        let valueHeight = Double(value.lines.count) * value.leading
        items.append(
            WireframeItem(
                frame: Frame(x: x, y: y + (height - titleHeight) / 2, width: widest(title), height: titleHeight),
                drawing: .text(title, underlined: false), sourceRange: component.node.range, clipping: titleClipping))
        items.append(
            WireframeItem(
                frame: Frame(x: x + width - widest(value), y: y + (height - valueHeight) / 2, width: widest(value), height: valueHeight),
                drawing: .text(value, underlined: false), sourceRange: component.value("value")?.range, clipping: valueClipping))
        return height
    }

    /// An empty state: a large symbol, the title and the description centred, and the actions under them.
    mutating func placeContentUnavailable(_ component: Component, x: Double, y: Double, width: Double) -> Double {
        var top = y + spacing
        let symbol = component.string("symbol") ?? "questionmark.square.dashed"
        items.append(
            WireframeItem(
                frame: Frame(x: x + width / 2 - 24, y: top, width: 48, height: 48), drawing: .symbol(name: symbol, paint: .role(.secondaryLabel)),
                sourceRange: component.value("symbol")?.range))
        top += 48 + spacing
        for (key, style, role) in [("title", "title2", ColorRole.label), ("description", "body", .secondaryLabel)] {
            guard let text = component.string(key) else { continue }
            let paint: Paint = key == "title" ? foreground(component, default: role) : .role(role)
            let (run, clipping) = styleRun(text, style: style, width: width, lineLimit: nil, paint: paint, weight: key == "title" ? .bold : nil, component: component)
            let textWidth = widest(run)
            items.append(
                WireframeItem(
                    frame: Frame(x: x + (width - textWidth) / 2, y: top, width: textWidth, height: Double(run.lines.count) * run.leading),
                    drawing: .text(run, underlined: false), sourceRange: component.value(key)?.range, clipping: clipping))
            top += Double(run.lines.count) * run.leading + 6
        }
        if let actions = children[component.index], !actions.isEmpty {
            top = placeColumn(actions, x: x + width / 4, y: top + spacing, width: width / 2)
        }
        top += spacing
        items.append(
            WireframeItem(
                frame: Frame(x: x, y: y, width: width, height: top - y), drawing: .box(fill: nil, stroke: nil, radius: 0, dashed: false),
                sourceRange: component.node.range))
        return top - y
    }

    /// A list section: its header, its rows separated by hairlines, and its footer.
    mutating func placeSection(_ component: Component, x: Double, y: Double, width: Double) -> Double {
        var top = y
        let backgroundIndex = addContainerBackground(component)
        if let header = component.string("header") ?? component.string("title") {
            let (run, clipping) = styleRun(header.uppercased(), style: "footnote", width: width, lineLimit: nil, paint: .role(.secondaryLabel))
            items.append(
                WireframeItem(
                    frame: Frame(x: x, y: top, width: widest(run), height: Double(run.lines.count) * run.leading),
                    drawing: .text(run, underlined: false), sourceRange: (component.value("header") ?? component.value("title"))?.range, clipping: clipping))
            top += Double(run.lines.count) * run.leading + 6
        }
        let rows = children[component.index] ?? []
        for (position, row) in rows.enumerated() {
            if drawnComponents >= Self.maximumDrawnComponents {
                skip(rows[position...])
                break
            }
            if position > 0 { items.append(WireframeItem(frame: Frame(x: x, y: top, width: width, height: 1), drawing: .separator)) }
            top += max(rowHeight, placeRow(listRow: row, x: x, y: top + 4, width: width) + 8)
        }
        if let footer = component.string("footer") {
            let (run, clipping) = styleRun(footer, style: "footnote", width: width, lineLimit: nil, paint: .role(.secondaryLabel))
            items.append(
                WireframeItem(
                    frame: Frame(x: x, y: top + 6, width: widest(run), height: Double(run.lines.count) * run.leading),
                    drawing: .text(run, underlined: false), sourceRange: component.value("footer")?.range, clipping: clipping))
            top += Double(run.lines.count) * run.leading + 6
        }
        if top == y { top += rowHeight }
        finishContainer(component, backgroundIndex: backgroundIndex, frame: Frame(x: x, y: y, width: width, height: top - y), clipping: nil)
        return top - y
    }

    /// A list row: the component, then its `badge` and a hint of its swipe actions at the trailing edge.
    mutating func placeRow(listRow row: Component, x: Double, y: Double, width: Double) -> Double {
        let trailing = rowAccessories(of: row)
        let height = place(row, x: x, y: y, width: width - (trailing.isEmpty ? 0 : min(width / 3, 80)))
        var cursor = x + width
        for (text, paint, range) in trailing.reversed() {
            let run = styleRun(text, style: "caption", width: width / 3, lineLimit: 1, paint: paint).0
            // Wider than measured: symbols such as ⟷ run wider than the layout's average advance.
            let textWidth = (widest(run) * 1.2).rounded() + 10
            cursor -= textWidth
            items.append(
                WireframeItem(
                    frame: Frame(x: cursor, y: y + (height - run.leading - 4) / 2, width: textWidth, height: run.leading + 4),
                    drawing: .box(fill: .role(.fill), stroke: nil, radius: (run.leading + 4) / 2, dashed: false)))
            items.append(
                WireframeItem(
                    frame: Frame(x: cursor + 5, y: y + (height - run.leading) / 2, width: widest(run), height: run.leading),
                    drawing: .text(run, underlined: false), sourceRange: range))
            cursor -= 8
        }
        return height
    }

    /// What a row shows at its trailing edge: a hint of its trailing swipe actions (`⟵ Delete`) and its badge.
    func rowAccessories(of row: Component) -> [(String, Paint, Range<Int>?)] {
        var accessories: [(String, Paint, Range<Int>?)] = []
        if let swipe = row.value("swipeActions"), swipe.kind == .object {
            let titles = ["leading", "trailing"].flatMap { edge in
                (swipe[edge]?.elements ?? []).prefix(Self.maximumDrawnSegments).compactMap { $0["title"]?.stringValue ?? $0["accessibilityLabel"]?.stringValue }
            }
            if !titles.isEmpty { accessories.append(("⟷ " + titles.joined(separator: " · "), .role(.secondaryLabel), swipe.range)) }
        }
        if let badge = row.value("badge"), let text = badge.stringValue ?? badge.numberValue.map({ MarkupText.number($0) }) {
            accessories.append((text, .role(.secondaryLabel), badge.range))
        }
        return accessories
    }

    /// The Sign in with Apple button: black, white or white with an outline, the logo and its words centred.
    mutating func placeSignInWithApple(_ component: Component, x: Double, y: Double, width: Double) -> Double {
        let style = component.string("style") ?? "black"
        let black = Paint.resolved(ResolvedColor.constant(RGBAColor(red: 0, green: 0, blue: 0), description: "black"))
        let fill: Paint = style == "black" ? black : .white
        let words: String
        switch component.string("label") {
        case "continue": words = "Continue with Apple"
        case "signUp": words = "Sign up with Apple"
        default: words = "Sign in with Apple"
        }
        let frame = Frame(x: x, y: y, width: min(dimension(component, "width") ?? width, width), height: dimension(component, "height") ?? max(rowHeight, 44))
        items.append(
            WireframeItem(frame: frame, drawing: .box(fill: fill, stroke: style == "whiteOutline" ? black : nil, radius: 8, dashed: false)))
        let ink: Paint = style == "black" ? .white : black
        let run = styleRun(words, style: "body", width: max(frame.width - 24, 1), lineLimit: 1, paint: ink, weight: .semibold).0
        let logoX = frame.midX - (widest(run) + 22) / 2
        items.append(WireframeItem(frame: Frame(x: logoX, y: frame.midY - 9, width: 18, height: 18), drawing: .symbol(name: "apple.logo", paint: ink)))
        items.append(
            WireframeItem(
                frame: Frame(x: logoX + 22, y: frame.midY - run.leading / 2, width: widest(run), height: run.leading),
                drawing: .text(run, underlined: false)))
        items.append(
            WireframeItem(
                frame: frame, drawing: .box(fill: nil, stroke: nil, radius: 8, dashed: false), sourceRange: component.node.range,
                hitRegion: hitRegion(component, around: frame)))
        return frame.height
    }

    /// The StoreKit views, as the system draws them in outline: a product's icon, name and price button; a
    /// store's products as rows; a subscription store's plans and its subscribe button.
    mutating func placeStoreView(_ component: Component, kind: ComponentKind, x: Double, y: Double, width: Double) -> Double {
        let products: [String]
        switch kind {
        case .productView: products = [component.string("productID") ?? "product"]
        default: products = (component.value("productIDs")?.elements ?? []).prefix(Self.maximumDrawnSegments).compactMap(\.stringValue)
        }
        let backgroundIndex = items.count
        items.append(
            WireframeItem(
                frame: Frame(x: x, y: y, width: width, height: 0),
                drawing: .box(fill: background(component, default: .role(.secondaryBackground)), stroke: nil, radius: 12, dashed: false)))
        let caption = kind == .subscriptionStoreView ? component.string("groupID").map { "subscriptions · \($0)" } ?? "subscriptions" : kind.rawValue
        let captionRun = styleRun(caption, style: "caption2", width: width - 24, lineLimit: 1, paint: .role(.secondaryLabel)).0
        items.append(
            WireframeItem(frame: Frame(x: x + 12, y: y + 8, width: widest(captionRun), height: captionRun.leading), drawing: .text(captionRun, underlined: false)))
        var top = y + 8 + captionRun.leading + 6
        for product in products.isEmpty ? ["plan"] : products {
            items.append(WireframeItem(frame: Frame(x: x + 12, y: top, width: 40, height: 40), drawing: .image(name: "")))
            let run = styleRun(product, style: "body", width: max(width - 160, 1), lineLimit: 1, paint: .role(.label)).0
            items.append(
                WireframeItem(frame: Frame(x: x + 60, y: top + 20 - run.leading / 2, width: widest(run), height: run.leading), drawing: .text(run, underlined: false)))
            if kind != .subscriptionStoreView {
                let price = styleRun("Price", style: "subheadline", width: 80, lineLimit: 1, paint: .role(.tint), weight: .semibold).0
                let pill = Frame(x: x + width - 12 - widest(price) - 24, y: top + 6, width: widest(price) + 24, height: 28)
                items.append(WireframeItem(frame: pill, drawing: .box(fill: .role(.fill), stroke: nil, radius: 14, dashed: false)))
                items.append(
                    WireframeItem(
                        frame: Frame(x: pill.x + 12, y: pill.midY - price.leading / 2, width: widest(price), height: price.leading),
                        drawing: .text(price, underlined: false)))
            }
            top += 48
        }
        if kind == .subscriptionStoreView {
            let button = Frame(x: x + 12, y: top + 4, width: width - 24, height: 44)
            items.append(WireframeItem(frame: button, drawing: .box(fill: tint(component), stroke: nil, radius: 12, dashed: false)))
            let run = styleRun("Subscribe", style: "body", width: button.width, lineLimit: 1, paint: .white, weight: .semibold).0
            items.append(
                WireframeItem(
                    frame: Frame(x: button.midX - widest(run) / 2, y: button.midY - run.leading / 2, width: widest(run), height: run.leading),
                    drawing: .text(run, underlined: false)))
            top = button.maxY + 4
        }
        let frame = Frame(x: x, y: y, width: width, height: top + 8 - y)
        items[backgroundIndex].frame = frame
        items.append(WireframeItem(frame: frame, drawing: .box(fill: nil, stroke: nil, radius: 12, dashed: false), sourceRange: component.node.range))
        return frame.height
    }
}
