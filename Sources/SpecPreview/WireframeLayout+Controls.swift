import SpecKnowledge
import SpecModel
import SpecSyntax

/// Text, buttons, images, fields, rows and segments: the components drawn as one shape each.
extension WireframeLayout {
    mutating func placeUnrenderable(_ reason: String, range: Range<Int>, x: Double, y: Double, width: Double) -> Double {
        items.append(
            WireframeItem(
                frame: Frame(x: x, y: y, width: width, height: rowHeight), drawing: .unrenderable(reason: reason), sourceRange: range))
        return rowHeight
    }

    mutating func placeSimple(_ component: Component, drawing: Drawing, x: Double, y: Double, width: Double, height: Double) -> Double {
        let drawnWidth = min(dimension(component, "width") ?? width, width)
        let frame = Frame(x: x, y: y, width: drawnWidth, height: height)
        items.append(
            WireframeItem(frame: frame, drawing: drawing, sourceRange: component.node.range, hitRegion: hitRegion(component, around: frame))
        )
        return height
    }

    mutating func placeText(_ component: Component, x: Double, y: Double, width: Double, style: String, paint: Paint, underlined: Bool)
        -> Double
    {
        let text = component.visibleText ?? ""
        let limit = count(component, "lineLimit").map { max(1, $0) }
        let (run, clipping) = styleRun(text, style: style, width: width, lineLimit: limit, paint: paint, component: component)
        let height = Double(max(1, run.lines.count)) * run.leading
        if component.value("background") != nil {
            items.append(
                WireframeItem(
                    frame: Frame(x: x, y: y, width: width, height: height),
                    drawing: .box(fill: background(component), stroke: nil, radius: 4, dashed: false)))
        }
        let frame = Frame(x: x, y: y, width: widest(run), height: height)
        items.append(
            WireframeItem(
                frame: frame, drawing: .text(run, underlined: underlined), sourceRange: component.node.range,
                hitRegion: component.isInteractive ? hitRegion(component, around: frame) : nil, clipping: clipping))
        return height
    }

    mutating func placeButton(_ component: Component, x: Double, y: Double, width: Double, showsMenuIndicator: Bool) -> Double {
        let style = component.buttonStyle ?? .plain
        let destructive = component.role == .destructive
        // As the rules judge it: a prominent button draws its title (`color`, else white) on a fill of its
        // `background`, else its tint; other styles draw the title in `color`, else the tint.
        let prominent = style.fillsWithTint
        let systemTint: Paint = .role(destructive ? .destructive : .tint)
        let titleColor = component.value("color").flatMap(paint(of:))
        let tint: Paint =
            (prominent ? component.value("background") ?? component.value("tint") : component.value("tint"))
            .flatMap(paint(of:)) ?? systemTint
        let textPaint: Paint = titleColor ?? (prominent ? .white : tint)
        let symbol = drawnSymbol(component)
        var title = component.visibleText ?? (symbol == nil ? component.string("accessibilityLabel") ?? "" : "")
        if showsMenuIndicator { title += " ▾" }
        if style == .help, component.visibleText == nil { title = "?" }
        let symbolWidth = symbol == nil ? 0 : 24.0
        let padding = style == .plain || style == .borderless ? 0.0 : style == .help ? 5 : 14
        let explicitWidth = dimension(component, "width")
        let available = (explicitWidth.map { min($0, width) } ?? width) - 2 * padding - symbolWidth
        let (run, clipping) = styleRun(
            title, style: "body", width: max(available, 1), lineLimit: nil, paint: textPaint, component: component)
        let textWidth = title.isEmpty ? 0 : widest(run)
        let contentHeight = max(Double(run.lines.count) * run.leading, symbol == nil ? 0 : 22)
        // A declared width wider than the space is drawn as wide as the space (its hit region keeps the declared size).
        let frameWidth = min(explicitWidth ?? textWidth + symbolWidth + (title.isEmpty ? 0 : symbolWidth > 0 ? 6 : 0) + 2 * padding, width)
        let frameHeight = dimension(component, "height") ?? max(rowHeight, contentHeight + 14)
        let frame = Frame(x: x, y: y, width: frameWidth, height: frameHeight)
        var overflow: Clipping? = clipping
        if contentHeight > frameHeight + 0.5 || textWidth + symbolWidth > frameWidth + 0.5 { overflow = .overflowing }
        // A `background` the spec gives a button that is not filled with its tint is drawn behind it, as
        // SwiftUI's `.background` is (a swatch, a white visionOS button): the picture shows what the contrast rules judge.
        let ownBackground = prominent ? nil : component.value("background").flatMap(paint(of:))
        switch style {
        case .plain, .borderless, .custom:
            if let ownBackground {
                items.append(WireframeItem(frame: frame, drawing: .box(fill: ownBackground, stroke: nil, radius: 0, dashed: false)))
            }
        case .bordered:
            items.append(
                WireframeItem(frame: frame, drawing: .box(fill: ownBackground ?? .role(.fill), stroke: nil, radius: 10, dashed: false)))
        case .glass:
            items.append(
                WireframeItem(
                    frame: frame,
                    drawing: .box(fill: ownBackground ?? .role(.fill), stroke: .role(.separator), radius: frameHeight / 2, dashed: false)))
        case .borderedProminent:
            items.append(WireframeItem(frame: frame, drawing: .box(fill: tint, stroke: nil, radius: 10, dashed: false)))
        case .glassProminent:
            items.append(
                WireframeItem(frame: frame, drawing: .box(fill: tint, stroke: .role(.separator), radius: frameHeight / 2, dashed: false)))
        case .help:
            items.append(
                WireframeItem(
                    frame: frame,
                    drawing: .box(fill: ownBackground ?? .role(.background), stroke: .role(.separator), radius: frameHeight / 2, dashed: false)
                ))
        }
        var cursor =
            frame.x + padding + max(0, (frameWidth - 2 * padding - textWidth - symbolWidth - (title.isEmpty || symbol == nil ? 0 : 6)) / 2)
        if let symbol {
            items.append(
                WireframeItem(
                    frame: Frame(x: cursor, y: frame.midY - 11, width: 22, height: 22), drawing: .symbol(name: symbol, paint: textPaint),
                    sourceRange: component.value("symbol")?.range))
            cursor += symbolWidth + 6
        }
        if !title.isEmpty {
            let height = Double(run.lines.count) * run.leading
            items.append(
                WireframeItem(
                    frame: Frame(x: cursor, y: frame.midY - height / 2, width: textWidth, height: height),
                    drawing: .text(run, underlined: false)))
        }
        // The button itself: an invisible item carrying the source range, hit region and clipping mark.
        items.append(
            WireframeItem(
                frame: frame, drawing: .box(fill: nil, stroke: nil, radius: 10, dashed: false), sourceRange: component.node.range,
                hitRegion: hitRegion(component, around: frame), clipping: overflow))
        return frameHeight
    }

    /// A disclosure button: a tinted title with a chevron, and its `children` below it when `isExpanded`.
    mutating func placeDisclosure(_ component: Component, x: Double, y: Double, width: Double) -> Double {
        let expanded = component.boolean("isExpanded") ?? false
        // As a button's: the title in `color`, else the tint.
        let paint: Paint = component.value("color") == nil ? tint(component) : foreground(component, default: .tint)
        let (run, clipping) = styleRun(
            (expanded ? "▾ " : "▸ ") + (component.visibleText ?? ""), style: "body", width: width, lineLimit: nil, paint: paint,
            component: component)
        let textHeight = Double(run.lines.count) * run.leading
        let rowFrame = Frame(x: x, y: y, width: width, height: max(rowHeight, textHeight))
        items.append(
            WireframeItem(
                frame: Frame(x: x, y: y + (rowFrame.height - textHeight) / 2, width: widest(run), height: textHeight),
                drawing: .text(run, underlined: false)))
        items.append(
            WireframeItem(
                frame: rowFrame, drawing: .box(fill: nil, stroke: nil, radius: 0, dashed: false), sourceRange: component.node.range,
                hitRegion: hitRegion(component, around: rowFrame), clipping: clipping))
        var height = rowFrame.height
        if expanded, let nested = children[component.index], !nested.isEmpty {
            height = placeColumn(nested, x: x + margin, y: y + height + spacing, width: width - margin) - y
        }
        return height
    }

    mutating func placeLabel(_ component: Component, x: Double, y: Double, width: Double) -> Double {
        let symbolWidth = component.string("symbol") == nil ? 0.0 : 30
        let (run, clipping) = styleRun(
            component.visibleText ?? "", style: "body", width: width - symbolWidth, lineLimit: nil,
            paint: foreground(component, default: .label), component: component)
        let height = max(rowHeight, Double(run.lines.count) * run.leading)
        if let symbol = drawnSymbol(component) {
            items.append(
                WireframeItem(
                    frame: Frame(x: x, y: y + height / 2 - 11, width: 22, height: 22), drawing: .symbol(name: symbol, paint: tint(component)),
                    sourceRange: component.value("symbol")?.range))
        }
        let textHeight = Double(run.lines.count) * run.leading
        items.append(
            WireframeItem(
                frame: Frame(x: x + symbolWidth, y: y + (height - textHeight) / 2, width: widest(run), height: textHeight),
                drawing: .text(run, underlined: false), sourceRange: component.node.range, clipping: clipping))
        return height
    }

    mutating func placeImage(_ component: Component, x: Double, y: Double, width: Double) -> Double {
        if let symbol = drawnSymbol(component) {
            let edge = dimension(component, "width") ?? dimension(component, "height") ?? rowHeight
            let frame = Frame(x: x, y: y, width: min(edge, width), height: dimension(component, "height") ?? edge)
            items.append(
                WireframeItem(
                    frame: frame, drawing: .symbol(name: symbol, paint: foreground(component, default: .label)),
                    sourceRange: component.node.range))
            return frame.height
        }
        let name = component.string("asset") ?? component.string("accessibilityLabel") ?? "image"
        let frame = Frame(
            x: x, y: y, width: min(dimension(component, "width") ?? width, width),
            height: dimension(component, "height") ?? (width * 9 / 16).rounded())
        items.append(WireframeItem(frame: frame, drawing: .image(name: name), sourceRange: component.node.range))
        return frame.height
    }

    mutating func placeField(_ component: Component, kind: ComponentKind, x: Double, y: Double, width: Double) -> Double {
        var height = dimension(component, "height") ?? rowHeight
        var top = y
        if let title = component.string("title") {
            let (run, _) = styleRun(title, style: "subheadline", width: width, lineLimit: nil, paint: .role(.secondaryLabel))
            let titleHeight = Double(run.lines.count) * run.leading
            items.append(
                WireframeItem(
                    frame: Frame(x: x, y: y, width: widest(run), height: titleHeight), drawing: .text(run, underlined: false),
                    sourceRange: component.value("title")?.range))
            top += titleHeight + 4
        }
        let value = component.string("text") ?? component.string("value")
        let shown =
            value.map { kind == .secureField ? String(repeating: "•", count: min($0.count, 24)) : $0 } ?? component.string("placeholder")
            ?? ""
        let indent = kind == .searchField ? 30.0 : 10
        let (run, clipping) = styleRun(
            shown, style: "body", width: width - indent - 10, lineLimit: 1, paint: value == nil ? .role(.placeholder) : .role(.label),
            component: component)
        height = max(height, run.leading + 8)
        let frame = Frame(x: x, y: top, width: min(dimension(component, "width") ?? width, width), height: height)
        items.append(
            WireframeItem(
                frame: frame,
                drawing: .box(
                    fill: .role(.fill), stroke: kind == .searchField ? nil : .role(.separator),
                    radius: kind == .searchField ? height / 2 : 8, dashed: false)))
        if kind == .searchField {
            items.append(
                WireframeItem(
                    frame: Frame(x: frame.x + 6, y: frame.midY - 9, width: 18, height: 18),
                    drawing: .symbol(name: "magnifyingglass", paint: .role(.secondaryLabel))))
        }
        if !shown.isEmpty {
            items.append(
                WireframeItem(
                    frame: Frame(x: frame.x + indent, y: frame.midY - run.leading / 2, width: widest(run), height: run.leading),
                    drawing: .text(run, underlined: false)))
        }
        items.append(
            WireframeItem(
                frame: frame, drawing: .box(fill: nil, stroke: nil, radius: 8, dashed: false), sourceRange: component.node.range,
                hitRegion: hitRegion(component, around: frame), clipping: clipping))
        return top - y + height
    }

    /// A row with a title on the leading side and the control on the trailing side.
    mutating func placeRow(_ component: Component, kind: ComponentKind, x: Double, y: Double, width: Double) -> Double {
        let controlWidth: Double =
            switch kind {
            case .toggle: 51
            case .stepper: 94
            default: min(width / 2, 140)
            }
        let (run, clipping) = styleRun(
            component.visibleText ?? "", style: "body", width: max(width - controlWidth - 8, 1), lineLimit: nil,
            paint: foreground(component, default: .label), component: component)
        let height = max(dimension(component, "height") ?? rowHeight, Double(run.lines.count) * run.leading + 8)
        let frame = Frame(x: x, y: y, width: width, height: height)
        let textHeight = Double(run.lines.count) * run.leading
        items.append(
            WireframeItem(
                frame: Frame(x: x, y: y + (height - textHeight) / 2, width: widest(run), height: textHeight),
                drawing: .text(run, underlined: false)))
        let controlFrame = Frame(x: frame.maxX - controlWidth, y: frame.midY - 16, width: controlWidth, height: 32)
        switch kind {
        case .toggle:
            items.append(
                WireframeItem(
                    frame: Frame(x: controlFrame.x, y: frame.midY - 15.5, width: 51, height: 31),
                    drawing: .toggle(isOn: component.boolean("isOn") ?? false, tint: tint(component, default: .on))))
        case .stepper:
            items.append(WireframeItem(frame: controlFrame, drawing: .box(fill: .role(.fill), stroke: nil, radius: 8, dashed: false)))
            let signs = styleRun("−      +", style: "body", width: controlWidth, lineLimit: 1, paint: .role(.label)).0
            items.append(
                WireframeItem(
                    frame: Frame(
                        x: controlFrame.x + 16, y: controlFrame.midY - signs.leading / 2, width: controlWidth - 32, height: signs.leading),
                    drawing: .text(signs, underlined: false)))
        default:
            let detail =
                kind == .datePicker
                ? datePickerText(component)
                : (component.string("selection") ?? component.value("options")?.elements.first?.stringValue ?? "Choose") + " ⌄"
            let run = styleRun(detail, style: "body", width: controlWidth, lineLimit: 1, paint: tint(component)).0
            items.append(WireframeItem(frame: controlFrame, drawing: .box(fill: .role(.fill), stroke: nil, radius: 8, dashed: false)))
            items.append(
                WireframeItem(
                    frame: Frame(
                        x: controlFrame.x + 8, y: controlFrame.midY - run.leading / 2, width: controlWidth - 16, height: run.leading),
                    drawing: .text(run, underlined: false)))
        }
        items.append(
            WireframeItem(
                frame: frame, drawing: .box(fill: nil, stroke: nil, radius: 0, dashed: false), sourceRange: component.node.range,
                hitRegion: hitRegion(component, around: kind == .toggle || kind == .stepper ? controlFrame : frame), clipping: clipping))
        return height
    }

    func datePickerText(_ component: Component) -> String {
        switch component.string("mode") {
        case "time": return "9:41 AM"
        case "dateAndTime": return "Jun 9, 9:41 AM"
        case "countDownTimer": return "0 h 5 min"
        default: return "Jun 9, 2025"
        }
    }

    mutating func placeSegments(_ component: Component, x: Double, y: Double, width: Double) -> Double {
        let all = component.value("segments")?.elements ?? []
        let segments = all.prefix(Self.maximumDrawnSegments)
        let more = all.count - segments.count
        let height = dimension(component, "height") ?? 32
        let frame = Frame(x: x, y: y, width: min(dimension(component, "width") ?? width, width), height: height)
        items.append(WireframeItem(frame: frame, drawing: .box(fill: .role(.fill), stroke: nil, radius: 8, dashed: false)))
        let slot = frame.width / Double(max(segments.count, 1))
        var noteHeight = 0.0
        if more > 0 {
            // Under the control: the segments it has beyond those drawn.
            let run = styleRun(
                "+\(more) more segments not drawn", style: "footnote", width: width, lineLimit: nil, paint: .role(.secondaryLabel)
            ).0
            noteHeight = 4 + Double(run.lines.count) * run.leading
            items.append(
                WireframeItem(
                    frame: Frame(x: x, y: frame.maxY + 4, width: widest(run), height: noteHeight - 4),
                    drawing: .text(run, underlined: false)))
        }
        let selected = count(component, "selectedSegment") ?? 0
        var clipping: Clipping?
        for (position, segment) in segments.enumerated() {
            let cell = Frame(x: frame.x + slot * Double(position), y: frame.y, width: slot, height: height)
            if position == selected {
                items.append(
                    WireframeItem(
                        frame: Frame(x: cell.x + 2, y: cell.y + 2, width: cell.width - 4, height: cell.height - 4),
                        drawing: .box(fill: .role(.background), stroke: .role(.separator), radius: 7, dashed: false)))
            } else if position > 0, position != selected + 1 {
                items.append(
                    WireframeItem(
                        frame: Frame(x: cell.x, y: cell.y + 8, width: 1, height: max(height - 16, 1)),
                        drawing: .box(fill: .role(.separator), stroke: nil, radius: 0, dashed: false)))
            }
            let title = segment.stringValue ?? segment["title"]?.stringValue
            if let title {
                let (run, segmentClipping) = styleRun(
                    title, style: "subheadline", width: slot - 8, lineLimit: 1, paint: .role(.label),
                    weight: position == selected ? .semibold : nil)
                clipping = clipping ?? segmentClipping
                let textWidth = widest(run)
                items.append(
                    WireframeItem(
                        frame: Frame(x: cell.midX - textWidth / 2, y: cell.midY - run.leading / 2, width: textWidth, height: run.leading),
                        drawing: .text(run, underlined: false), sourceRange: segment.range))
            } else if let symbol = segment["symbol"]?.stringValue {
                items.append(
                    WireframeItem(
                        frame: Frame(x: cell.midX - 10, y: cell.midY - 10, width: 20, height: 20),
                        drawing: .symbol(name: symbol, paint: .role(.label)), sourceRange: segment.range))
            }
        }
        items.append(
            WireframeItem(
                frame: frame, drawing: .box(fill: nil, stroke: nil, radius: 8, dashed: false), sourceRange: component.node.range,
                hitRegion: hitRegion(component, around: frame), clipping: clipping))
        return height + noteHeight
    }

    /// The symbol `component` draws: its `symbol` with its `symbolVariant` applied (`heart` + `fill` →
    /// `heart.fill`), as SwiftUI looks it up.
    func drawnSymbol(_ component: Component) -> String? {
        guard let symbol = component.string("symbol") else { return nil }
        return component.string("symbolVariant").flatMap(SymbolVariant.init(name:))?.resolvedName(of: symbol) ?? symbol
    }
}
