import SpecKnowledge
import SpecModel
import SpecSyntax

/// Stacks, lists, cards, sheets, ornaments, grids and alerts: containers laid out around their children.
extension WireframeLayout {
    // MARK: Containers

    mutating func placeStack(_ component: Component, x: Double, y: Double, width: Double) -> Double {
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
            for (position, child) in nested.enumerated() {
                if drawnComponents >= Self.maximumDrawnComponents {
                    skip(nested[position...])
                    break
                }
                let childWidth = dimension(child, "width") ?? share
                height = max(height, place(child, x: cursor, y: y, width: childWidth))
                cursor += childWidth + gap
            }
            if cursor - gap > x + width + 0.5 { clipping = .overflowing }
        } else {
            height = placeColumn(nested, x: x, y: y, width: width, gap: gap) - y
        }
        finishContainer(
            component, backgroundIndex: backgroundIndex, frame: Frame(x: x, y: y, width: width, height: height), clipping: clipping)
        return height
    }

    mutating func placeList(_ component: Component, x: Double, y: Double, width: Double) -> Double {
        let style = component.string("style") ?? "plain"
        let grouped = style == "grouped" || style == "insetGrouped"
        let inset = style == "insetGrouped" || style == "inset"
        // Grouped lists run edge to edge on the grouped background; inset ones keep the margins.
        let edgeToEdge = grouped || style == "plain"
        let outer = Frame(x: edgeToEdge ? pane.x : x, y: y, width: edgeToEdge ? pane.width : width, height: 0)
        let backgroundIndex = items.count
        // In a sidebar, lists sit on the sidebar's own material, without fills or separators.
        let onSidebar = inSidebar && component.value("background") == nil
        let fill: Paint? = onSidebar ? nil : grouped ? background(component, default: .role(.groupedBackground)) : background(component)
        items.append(WireframeItem(frame: outer, drawing: .box(fill: fill, stroke: nil, radius: 0, dashed: false)))
        let rowX = inset ? x : outer.x
        let rowWidth = inset ? width : outer.width
        var height = grouped ? spacing * 2 : 0
        if let title = component.string("title") {
            // A section header: the list's title over its rows.
            let (run, clipping) = styleRun(
                title.uppercased(), style: "footnote", width: rowWidth - 2 * margin, lineLimit: 1, paint: .role(.secondaryLabel))
            items.append(
                WireframeItem(
                    frame: Frame(x: rowX + margin, y: y + height + 6, width: widest(run), height: run.leading),
                    drawing: .text(run, underlined: false), sourceRange: component.value("title")?.range, clipping: clipping))
            height += run.leading + 10
        }
        let sectionIndex = items.count
        items.append(
            WireframeItem(
                frame: Frame(x: rowX, y: y + height, width: rowWidth, height: 0),
                drawing: .box(fill: grouped && !onSidebar ? .role(.background) : nil, stroke: nil, radius: inset ? 10 : 0, dashed: false)))
        let rows = children[component.index] ?? []
        if rows.isEmpty {
            let run = styleRun("No rows", style: "body", width: rowWidth, lineLimit: 1, paint: .role(.secondaryLabel)).0
            items.append(
                WireframeItem(
                    frame: Frame(x: rowX + margin, y: y + height + (rowHeight - run.leading) / 2, width: widest(run), height: run.leading),
                    drawing: .text(run, underlined: false)))
            height += rowHeight
        }
        for (position, row) in rows.enumerated() {
            if drawnComponents >= Self.maximumDrawnComponents {
                skip(rows[position...])
                break
            }
            if position > 0, !onSidebar {
                items.append(
                    WireframeItem(frame: Frame(x: rowX + margin, y: y + height, width: rowWidth - margin, height: 1), drawing: .separator))
            }
            let rowHeightUsed = max(rowHeight, placeRow(listRow: row, x: rowX + margin, y: y + height + 4, width: rowWidth - 2 * margin) + 8)
            height += rowHeightUsed
        }
        items[sectionIndex].frame.height = y + height - items[sectionIndex].frame.y
        height += grouped ? spacing * 2 : 0
        items[backgroundIndex].frame.height = height
        items.append(
            WireframeItem(
                frame: Frame(x: outer.x, y: y, width: outer.width, height: height),
                drawing: .box(fill: nil, stroke: nil, radius: 0, dashed: false), sourceRange: component.node.range))
        return height
    }

    mutating func placeContainer(
        _ component: Component, fill: Paint, radius: Double, grabber: Bool, x: Double, y: Double, width: Double, caption: String? = nil
    ) -> Double {
        let backgroundIndex = items.count
        items.append(
            WireframeItem(
                frame: Frame(x: x, y: y, width: width, height: 0),
                drawing: .box(fill: background(component, default: fill), stroke: .role(.separator), radius: radius, dashed: false)))
        let padding = 12.0
        var height = padding
        if grabber {
            items.append(WireframeItem(frame: Frame(x: x + width / 2 - 18, y: y + 5, width: 36, height: 5), drawing: .grabber))
            height += 8
        }
        if let caption {
            let run = styleRun(caption, style: "caption2", width: width - 2 * padding, lineLimit: 1, paint: .role(.secondaryLabel)).0
            items.append(
                WireframeItem(
                    frame: Frame(x: x + padding, y: y + height, width: widest(run), height: run.leading),
                    drawing: .text(run, underlined: false)))
            height += run.leading + 4
        }
        if let title = component.string("title") {
            let (run, clipping) = styleRun(title, style: "headline", width: width - 2 * padding, lineLimit: nil, paint: .role(.label))
            items.append(
                WireframeItem(
                    frame: Frame(x: x + padding, y: y + height, width: widest(run), height: Double(run.lines.count) * run.leading),
                    drawing: .text(run, underlined: false), sourceRange: component.value("title")?.range, clipping: clipping))
            height += Double(run.lines.count) * run.leading + spacing
        }
        let nested = children[component.index] ?? []
        height = placeColumn(nested, x: x + padding, y: y + height, width: width - 2 * padding) - y
        height += padding
        if nested.isEmpty && component.string("title") == nil { height = max(height, rowHeight) }
        items[backgroundIndex].frame.height = height
        items.append(
            WireframeItem(
                frame: Frame(x: x, y: y, width: width, height: height),
                drawing: .box(fill: nil, stroke: nil, radius: radius, dashed: false), sourceRange: component.node.range))
        return height
    }

    /// Alerts and action sheets, drawn in place on a dimmed strip as if presented.
    mutating func placeAlert(_ component: Component, surface: SystemSurface, x: Double, y: Double, width: Double) -> Double {
        let isSheet = surface == .actionSheet
        let dimIndex = items.count
        items.append(
            WireframeItem(
                frame: Frame(x: pane.x, y: y, width: pane.width, height: 0),
                drawing: .box(fill: .role(.dimming), stroke: nil, radius: 0, dashed: false)))
        let cardWidth = isSheet ? width : min(270, width)
        let cardX = isSheet ? x : pane.x + (pane.width - cardWidth) / 2
        let cardIndex = items.count
        items.append(
            WireframeItem(
                frame: Frame(x: cardX, y: y + spacing, width: cardWidth, height: 0),
                drawing: .box(
                    fill: background(component, default: surfaceFill(surface, default: .secondaryBackground)), stroke: nil, radius: 14,
                    dashed: false)))
        var cursor = y + spacing + 16
        var clipping: Clipping?
        for (key, style) in [("title", "headline"), ("message", "footnote")] {
            guard let text = component.string(key) else { continue }
            let (run, textClipping) = styleRun(
                text, style: style, width: cardWidth - 32, lineLimit: nil, paint: key == "title" ? .role(.label) : .role(.secondaryLabel))
            clipping = clipping ?? textClipping
            let textWidth = widest(run)
            let height = Double(run.lines.count) * run.leading
            items.append(
                WireframeItem(
                    frame: Frame(x: cardX + (cardWidth - textWidth) / 2, y: cursor, width: textWidth, height: height),
                    drawing: .text(run, underlined: false), sourceRange: component.value(key)?.range))
            cursor += height + 4
        }
        cursor += 12
        let allActions = component.value("actions")?.elements.filter { $0.kind == .object } ?? []
        let actions = allActions.prefix(Self.maximumDrawnSegments)
        let moreActions = allActions.count - actions.count
        let sideBySide = !isSheet && actions.count == 2
        let buttonWidth = sideBySide ? cardWidth / 2 : cardWidth
        for (position, action) in actions.enumerated() {
            let role = action["role"]?.stringValue.flatMap(ButtonRole.init(rawValue:))
            let left = cardX + (sideBySide ? buttonWidth * Double(position) : 0)
            if !sideBySide || position == 0 {
                items.append(WireframeItem(frame: Frame(x: cardX, y: cursor, width: cardWidth, height: 1), drawing: .separator))
            }
            let paint: Paint = role == .destructive ? .role(.destructive) : .role(surfaceForeground(surface))
            let (run, actionClipping) = styleRun(
                action["title"]?.stringValue ?? "", style: "body", width: buttonWidth - 16, lineLimit: nil, paint: paint,
                weight: role == .cancel || role == .primary ? .semibold : nil)
            clipping = clipping ?? actionClipping
            let height = max(rowHeight, Double(run.lines.count) * run.leading + 12)
            let textWidth = widest(run)
            let textHeight = Double(run.lines.count) * run.leading
            let cell = Frame(x: left, y: cursor, width: buttonWidth, height: height)
            items.append(
                WireframeItem(
                    frame: Frame(x: cell.midX - textWidth / 2, y: cell.midY - textHeight / 2, width: textWidth, height: textHeight),
                    drawing: .text(run, underlined: false)))
            items.append(
                WireframeItem(
                    frame: cell, drawing: .box(fill: nil, stroke: nil, radius: 0, dashed: false), sourceRange: action.range,
                    hitRegion: HitRegion(frame: cell, isDeclared: false)))
            if !sideBySide || position == actions.count - 1 { cursor += height }
        }
        if moreActions > 0 {
            let run = styleRun(
                "+\(moreActions) more actions not drawn", style: "footnote", width: cardWidth - 16, lineLimit: 1,
                paint: .role(.secondaryLabel)
            ).0
            items.append(
                WireframeItem(
                    frame: Frame(x: cardX + (cardWidth - widest(run)) / 2, y: cursor + 6, width: widest(run), height: run.leading),
                    drawing: .text(run, underlined: false)))
            cursor += run.leading + 12
        }
        if actions.isEmpty { cursor += 4 }
        items[cardIndex].frame.height = cursor - items[cardIndex].frame.y
        let total = cursor + spacing - y
        items[dimIndex].frame.height = total
        items.append(
            WireframeItem(
                frame: items[cardIndex].frame, drawing: .box(fill: nil, stroke: nil, radius: 14, dashed: false),
                sourceRange: component.node.range, clipping: clipping))
        return total
    }

    /// A grid: its children in `columns` columns (default 2) of equal width, row by row. Spacing is
    /// the grid's `spacing` and `rowSpacing`, else (tvOS) the HIG's grid figures for that column count.
    mutating func placeGrid(_ component: Component, x: Double, y: Double, width: Double) -> Double {
        let nested = children[component.index] ?? []
        let columns = max(1, count(component, "columns") ?? 2)
        let figures = platform == .tvOS ? HIGFigures.tvOSGrids[columns] : nil
        let gap = dimension(component, "spacing") ?? figures?.horizontalSpacing ?? spacing
        let rowGap = dimension(component, "rowSpacing") ?? figures?.minimumVerticalSpacing ?? gap
        let columnWidth = max(1, (width - gap * Double(columns - 1)) / Double(columns))
        let backgroundIndex = addContainerBackground(component)
        var rowTop = y
        var rowBottom = y
        for (position, child) in nested.enumerated() {
            if drawnComponents >= Self.maximumDrawnComponents {
                skip(nested[position...])
                break
            }
            let column = position % columns
            if column == 0, position > 0 { rowTop = rowBottom + rowGap }
            let height = place(child, x: x + Double(column) * (columnWidth + gap), y: rowTop, width: columnWidth)
            rowBottom = max(rowBottom, rowTop + height)
        }
        let height = nested.isEmpty ? rowHeight : rowBottom - y
        finishContainer(component, backgroundIndex: backgroundIndex, frame: Frame(x: x, y: y, width: width, height: height), clipping: nil)
        return height
    }

    mutating func addContainerBackground(_ component: Component) -> Int? {
        guard component.value("background") != nil else { return nil }
        items.append(
            WireframeItem(
                frame: Frame(x: 0, y: 0, width: 0, height: 0),
                drawing: .box(fill: background(component), stroke: nil, radius: 8, dashed: false)))
        return items.count - 1
    }

    mutating func finishContainer(_ component: Component, backgroundIndex: Int?, frame: Frame, clipping: Clipping?) {
        if let backgroundIndex { items[backgroundIndex].frame = frame }
        items.append(
            WireframeItem(
                frame: frame, drawing: .box(fill: nil, stroke: nil, radius: 0, dashed: false), sourceRange: component.node.range,
                clipping: clipping))
    }

    /// A screen with no components and no bars says so in a dashed box, so its picture is not a blank
    /// window: an immersive space's content (RealityKit, 3D) is not part of a spec.
    mutating func placeEmptyScreenNote(y: Double, width: Double) -> Double {
        let note =
            screen.node["immersiveSpace"] != nil
            ? "An immersive space: what it shows (RealityKit and 3D content) is not part of the spec."
            : "This screen has no components."
        let innerWidth = width - 2 * contentMargin - 2 * spacing
        let run = styleRun(note, style: "footnote", width: innerWidth, lineLimit: nil, paint: .role(.secondaryLabel)).0
        let height = Double(run.lines.count) * run.leading + 2 * spacing
        items.append(
            WireframeItem(
                frame: Frame(x: contentMargin, y: y, width: width - 2 * contentMargin, height: height),
                drawing: .box(fill: nil, stroke: .role(.separator), radius: 10, dashed: true)))
        items.append(
            WireframeItem(
                frame: Frame(x: contentMargin + spacing, y: y + spacing, width: widest(run), height: height - 2 * spacing),
                drawing: .text(run, underlined: false)))
        return y + height
    }
}
