import SpecKnowledge
import SpecModel

/// Documentation of a font value: size, leading and weight per target platform at the default
/// content size and at the accessibility sizes.
enum FontDocumentation {
    /// The HIG section with the text style tables.
    static let specificationsURL = HIGLink.url("typography", "Specifications")

    /// Renders `font` (written as `written`, e.g. `body` or `cardTitle`) for the platforms of `targets`;
    /// `tokenPlace` says where the type token `written` is defined, nil when it is not a token.
    static func render(_ font: ResolvedFont, written: String, tokenPlace: String?, targets: [PlatformTarget], format: MarkupFormat)
        -> String
    {
        var writer = MarkupWriter(format: format)
        let kind = tokenPlace.map { "type token, defined \($0)" } ?? (font.textStyle == written ? "text style" : "font")
        writer.lines([writer.bold(writer.code(written)) + " — \(kind)" + (font.description != written ? ": \(font.description)" : "")])
        let platforms = distinctPlatforms(targets)
        if let style = font.textStyle {
            for platform in platforms {
                let sizes = TypographyCatalog.shared.availableSizes(style: style, platform: platform)
                    .filter { $0.0 == .default || $0.0.isAccessibilitySize }
                guard !sizes.isEmpty else {
                    writer.paragraph("`\(style)` has no metrics on \(platform.rawValue) in the bundled HIG tables.")
                    continue
                }
                writer.paragraph(writer.bold(platform.rawValue) + (sizes.count == 1 ? " (fixed size)" : ""))
                writer.table(
                    headers: ["Size", "Point size", "Leading", "Weight"],
                    rows: sizes.map { category, metrics in
                        [
                            category == .default ? "\(category.displayName) (default)" : category.displayName,
                            points(font.size ?? metrics.size),
                            metrics.leading.map(points) ?? "—",
                            (font.weight ?? metrics.weight).rawValue
                        ]
                    })
            }
            if font.size != nil || font.weight != nil {
                writer.paragraph("Explicit size or weight overrides the style's; leading is the style's.")
            }
        } else {
            var facts: [String] = []
            if let family = font.family { facts.append("Family: \(family)") }
            if let size = font.size { facts.append("Size: \(points(size))") }
            facts.append("Weight: \((font.weight ?? .regular).rawValue)")
            facts.append("Scales with Dynamic Type: " + (font.scalesWithDynamicType ? "yes" : "no"))
            writer.lines(facts)
        }
        let link = font.textStyle.flatMap { TypographyCatalog.shared.textStyle(named: $0)?.hig } ?? specificationsURL
        writer.paragraph(writer.link("HIG: Typography", link))
        return writer.text
    }

    /// `17 pt regular` for `style` on the first of `targets` whose tables have it.
    static func detail(style: String, targets: [PlatformTarget]) -> String? {
        for platform in distinctPlatforms(targets) {
            if let metrics = TypographyCatalog.shared.metrics(style: style, platform: platform) {
                return "\(points(metrics.size)) \(metrics.weight.rawValue) (\(platform.rawValue))"
            }
        }
        return nil
    }

    /// The targets' platforms without repeats, in target order.
    static func distinctPlatforms(_ targets: [PlatformTarget]) -> [Platform] {
        var seen: Set<Platform> = []
        return targets.map(\.platform).filter { seen.insert($0).inserted }
    }

    /// `17 pt`, `17.5 pt`.
    static func points(_ value: Double) -> String {
        FontResolver.format(value) + " pt"
    }
}
