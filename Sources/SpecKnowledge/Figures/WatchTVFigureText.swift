/// The watchOS and tvOS layout figures as words for documentation and rule rationales, read from
/// `HIGFigures` so the text and the checks cannot disagree. Where a table is missing, the text says
/// the HIG gives no figure.
public enum WatchTVFigureText {
    private static let grids = HIGFigures.tvOSGrids.values.sorted { $0.columns < $1.columns }

    /// `3 glyph buttons or 2 text buttons`.
    public static let watchOSButtonsPerRow: String = {
        guard let glyph = HIGFigures.count(.watchOSGlyphButtonsPerRow, on: .watchOS)?.value,
            let text = HIGFigures.count(.watchOSTextButtonsPerRow, on: .watchOS)?.value
        else {
            return "the number of buttons the HIG allows (the HIG gives no figure in the bundled tables)"
        }
        return "\(glyph) glyph buttons or \(text) text buttons"
    }()

    /// `60 pt from the top and bottom and 80 pt from the sides`.
    public static let tvOSSafeArea: String = {
        let vertical = HIGFigures.figure(.safeAreaVerticalInset, on: .tvOS)?.value
        let horizontal = HIGFigures.figure(.safeAreaHorizontalInset, on: .tvOS)?.value
        guard let vertical, let horizontal else { return "inside the safe area (the HIG gives no figure in the bundled tables)" }
        return "\(PointSize.format(vertical)) pt from the top and bottom and \(PointSize.format(horizontal)) pt from the sides"
    }()

    /// `68 pt tall with its top edge 46 pt from the top of the screen`.
    public static let tvOSTabBar: String = {
        guard let height = HIGFigures.figure(.tabBarHeight, on: .tvOS)?.value,
            let offset = HIGFigures.figure(.tabBarTopOffset, on: .tvOS)?.value
        else { return "of a fixed size and position (the HIG gives no figure in the bundled tables)" }
        return "\(PointSize.format(height)) pt tall with its top edge \(PointSize.format(offset)) pt from the top of the screen"
    }()

    /// `40 pt between columns and at least 100 pt between rows, for 2 to 9 columns`.
    public static let tvOSGridSpacing: String = {
        guard let first = grids.first, let last = grids.last else { return "the HIG's grid spacing (no figure in the bundled tables)" }
        return
            "\(PointSize.format(first.horizontalSpacing)) pt between columns and at least \(PointSize.format(first.minimumVerticalSpacing)) pt between rows, for \(first.columns) to \(last.columns) columns"
    }()

    /// `860, 560, 410, 320, 260, 217, 184 and 160 pt for 2 to 9 columns`.
    public static let tvOSGridItemWidths: String = {
        guard let first = grids.first, let last = grids.last else { return "a width per column count (no figure in the bundled tables)" }
        let widths = grids.map { PointSize.format($0.unfocusedItemWidth) }
        return "\(widths.dropLast().joined(separator: ", ")) and \(widths.last ?? "") pt for \(first.columns) to \(last.columns) columns"
    }()

    /// `2 to 5`.
    public static let tvOSLayeredImageLayers: String = {
        guard let range = HIGFigures.range(.tvOSLayeredImageLayers)?.value else {
            return "several (the HIG gives no figure in the bundled tables)"
        }
        return "\(range.lowerBound) to \(range.upperBound)"
    }()

    /// `Body is 29 pt on a 36 pt line, Headline 38 pt on 46 pt, Title 1 76 pt on 96 pt`.
    public static let tvOSTextLines: String = {
        let styles = [("body", "Body"), ("headline", "Headline"), ("title1", "Title 1")]
        let lines = styles.compactMap { style, name -> String? in
            guard let metrics = TypographyCatalog.shared.metrics(style: style, platform: .tvOS), let leading = metrics.leading else {
                return nil
            }
            return "\(name) \(PointSize.format(metrics.size)) pt on a \(PointSize.format(leading)) pt line"
        }
        return lines.isEmpty ? "large (the HIG gives no figure in the bundled tables)" : lines.joined(separator: ", ")
    }()

    /// `42×42 pt (40mm), 44.5×44.5 pt (41mm), 47×47 pt (44mm) or 50×50 pt (45mm/49mm)`: the sizes of a
    /// family's first element (its full image), one per case size.
    public static func complicationImageSizes(_ family: ComplicationFamily) -> String {
        guard let sizes = HIGFigures.complicationImageSizes(family)?.value, let element = sizes.first?.element else {
            return "the sizes the HIG lists (no figure in the bundled tables)"
        }
        let listed = sizes.filter { $0.element == element }.map { "\($0.size) (\($0.caseSize))" }
        return listed.count == 1 ? listed[0] : "\(listed.dropLast().joined(separator: ", ")) or \(listed.last ?? "")"
    }
}
