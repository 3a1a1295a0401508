import Foundation
import SpecKnowledge
import SpecModel

/// Documentation of a color: its values in the four appearances and its contrast against the
/// background it is drawn on.
enum ColorDocumentation {
    /// The HIG section listing the system colors.
    static let systemColorsURL = HIGLink.url("color", "System-colors")
    /// The HIG section whose table gives the minimum contrast ratios (Accessibility › Vision).
    static let contrastURL = HIGLink.url("accessibility", "Vision")
    /// The minimum ratio for text below the large-text size, from the HIG's table (nil when it cannot be read).
    static var minimumTextContrast: Double? { HIGFigures.contrast?.normalText }

    /// A foreground drawn on a background, for the contrast table.
    struct ContrastPair {
        /// The foreground color.
        var foreground: ResolvedColor
        /// The background it is drawn on.
        var background: ResolvedColor
        /// Words for the background: "the effective background (`#FFFFFF`)".
        var caption: String
    }

    /// The heading line for the color value written as `node`.
    static func title(of node: Origin, writer: MarkupWriter) -> String {
        switch node {
        case .hex(let text):
            return writer.bold(writer.code(text)) + " — hex color"
        case .system(let color):
            var names = ["HIG: \(color.higName)"]
            if let swiftUI = color.swiftUIName { names.append("SwiftUI: " + writer.code(".\(swiftUI)")) }
            return writer.bold(writer.code(color.name)) + " — system color (" + names.joined(separator: "; ") + ")"
        case .token(let name, let place):
            return writer.bold(writer.code(name)) + " — color token, defined \(place)"
        case .variants:
            return writer.bold("Color object") + " — appearance variants, or a color with an opacity"
        case .style(let name, let kind, let summary):
            return writer.bold(writer.code(name)) + " — \(kind)" + (summary.isEmpty ? "" : "\n\n" + summary)
        }
    }

    /// How a color value was written, for its title.
    enum Origin {
        /// A hex literal.
        case hex(String)
        /// A system color name.
        case system(SystemColor)
        /// A token; `place` says where it is defined ("on line 3", "in tokens.design.jsonc:4").
        case token(name: String, place: String)
        /// An object of appearance variants.
        case variants
        /// A material, glass, gradient or the app's accent color: its `name`, what `kind` of value it
        /// is, and the vocabulary's `summary` of it.
        case style(name: String, kind: String, summary: String)
    }

    /// The spec's targets and color era, which decide the values shown: the era the rules resolve
    /// system colors in, and the appearances the targeted platforms have.
    struct Targets {
        /// The targets that apply where the color is written.
        var targets: [PlatformTarget]
        /// The era of system color values the spec's targets use.
        var era: ColorEra

        /// The appearances at least one target has (all four when there is no target).
        var appearances: [Appearance] {
            let profiles = targets.map { PlatformCatalog.shared.profile(for: $0.platform) }
            let shown = Appearance.allCases.filter { appearance in profiles.contains { $0.has(appearance) } }
            return shown.isEmpty ? Appearance.allCases : shown
        }

        /// "iOS 26 values (iOS 26.0, visionOS 26.0)": which values these are.
        var caption: String {
            let era = self.era == .ios26 ? "26-generation values (the HIG's 2025 table)" : "iOS 13–18 values"
            return targets.isEmpty ? era : era + " for " + targets.map(\.label).joined(separator: ", ")
        }

        /// The targets with only a dark appearance (visionOS, watchOS), where the dark value is the one used.
        var darkOnlyPlatforms: [Platform] {
            targets.map(\.platform).filter { platform in
                let profile = PlatformCatalog.shared.profile(for: platform)
                return profile.appearances.value == [.dark]
            }
        }
    }

    /// Renders the title, the values for the spec's targets and era and, when given, the contrast table.
    static func render(
        _ description: Origin, resolved: ResolvedColor?, contrast: ContrastPair?, targets: Targets, format: MarkupFormat
    ) -> String {
        var writer = MarkupWriter(format: format)
        writer.lines([title(of: description, writer: writer)])
        guard let resolved else {
            writer.paragraph("The value cannot be resolved (an invalid value or a token cycle).")
            return writer.text
        }
        if case .style = description, resolved.values.values.allSatisfy({ $0.color == nil }) {
            // A material or glass has no color of its own: what shows through decides it.
            writer.paragraph(writer.link("HIG: Materials", HIGLink.url("materials", "Standard-materials")))
            return writer.text
        }
        if case .system = description { writer.paragraph(targets.caption + ":") }
        let appearances = targets.appearances
        writer.table(
            headers: ["Appearance", "Value"],
            rows: appearances.map { appearance in
                let value = resolved[appearance]
                var text = value.color.map { writer.code($0.hex) } ?? "unknown"
                if value.isUncertain { text += " (value uncertain)" }
                return [appearance.displayName, text]
            })
        let darkOnly = targets.darkOnlyPlatforms
        if !darkOnly.isEmpty, appearances.count > 1, let dark = resolved[.dark].color {
            writer.paragraph(
                "\(Platform.list(darkOnly)) \(darkOnly.count == 1 ? "has" : "have") only a dark appearance: \(writer.code(dark.hex)).")
        }
        if let contrast, let minimum = minimumTextContrast {
            writer.paragraph("Contrast against \(contrast.caption):")
            writer.table(
                headers: ["Appearance", "Ratio", "≥ \(FontResolver.format(minimum)):1"],
                rows: appearances.map { appearance in
                    guard let ratio = contrastRatio(contrast, appearance) else { return [appearance.displayName, "unknown", "?"] }
                    let uncertain = contrast.foreground[appearance].isUncertain || contrast.background[appearance].isUncertain
                    return [
                        appearance.displayName, String(format: "%.2f:1", ratio) + (uncertain ? " (uncertain)" : ""),
                        ratio + 0.005 >= minimum ? "✓" : "✗"
                    ]
                })
        }
        if case .system = description {
            writer.paragraph(writer.link("HIG: Color › System colors", systemColorsURL))
        } else if contrast != nil {
            writer.paragraph(writer.link("HIG: Accessibility › Vision", contrastURL))
        }
        return writer.text
    }

    /// The WCAG contrast ratio of the pair in `appearance`, compositing translucent colors first.
    static func contrastRatio(_ pair: ContrastPair, _ appearance: Appearance) -> Double? {
        guard let foreground = pair.foreground[appearance].color, let background = pair.background[appearance].color else { return nil }
        let opaqueBackground = background.composited(over: RGBAColor(red: 1, green: 1, blue: 1))
        return RGBAColor.contrastRatio(foreground.composited(over: opaqueBackground), opaqueBackground)
    }

    /// The light value as completion documentation that editors turn into a swatch: `#RRGGBB`, or
    /// `rgba(60, 60, 67, 0.29)` for a translucent color (VS Code recognises 3- and 6-digit hex and
    /// `rgba()` there, not 8-digit hex).
    static func swatch(_ color: RGBAColor) -> String {
        guard color.alpha < 1 else { return color.hex }
        func channel(_ value: Double) -> Int { Int((max(0, min(1, value)) * 255).rounded()) }
        let alpha = String(format: "%.2f", max(0, color.alpha))
        return "rgba(\(channel(color.red)), \(channel(color.green)), \(channel(color.blue)), \(alpha == "1.00" ? "1" : alpha))"
    }

    /// `light #FF3B30 · dark #FF453A` for a completion item's detail.
    static func detail(_ resolved: ResolvedColor) -> String {
        let light = resolved[.light].color?.hex ?? "unknown"
        let dark = resolved[.dark].color?.hex ?? "unknown"
        return light == dark ? light : "light \(light) · dark \(dark)"
    }
}
