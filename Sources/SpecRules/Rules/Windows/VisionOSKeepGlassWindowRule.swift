import SpecKnowledge
import SpecModel
import SpecSyntax

/// visionOS windows keep their glass background instead of an opaque color.
public struct VisionOSKeepGlassWindowRule: Rule {
    public static let description = RuleDescription(
        id: "visionos-keep-glass-window",
        title: "visionOS windows keep their glass background",
        category: .windows,
        defaultSeverity: .information,
        platforms: [.visionOS],
        higURLs: [HIGLink.url("materials", "visionOS"), HIGLink.url("windows", "visionOS-windows")],
        rationale: """
            Retain the window's glass background: it lets light and people's surroundings show through and keeps \
            content legible as the lighting changes. Removing it makes text less legible; an opaque background \
            obscures people's surroundings and can make a window feel constricting and heavy. Prefer \
            translucency to opaque colors in windows. A screen's system background color (`systemBackground`, \
            `systemGroupedBackground`, …) stands for the window's default background and is not flagged; an \
            opaque custom color in visionOS's appearance is. Volumes have no window plane and are not judged, \
            nor are screens shown in an immersive space (`immersiveSpace`), which have no window.
            """,
        quote: "Prefer translucency to opaque colors in windows.",
        triggeringExamples: [
            .screen(
                ##""background": ↓"#0B1A2A", "content": [ { "type": "text", "text": "Timeline" } ]"##, platforms: ##""visionOS": "1.0""##),
            RuleExample(
                ##"{ "platforms": { "iOS": "17.0", "visionOS": "1.0" }, "colors": { "canvas": { "light": "#FFFFFF", "dark": "#101010" } }, "screens": [ { "id": "feed", "background": ↓"canvas" } ] }"##
            )
        ],
        nonTriggeringExamples: [
            .screen(#""background": "systemBackground""#, platforms: #""visionOS": "1.0""#),
            .screen(##""background": { "light": "#FFFFFF", "dark": "systemGroupedBackground" }"##, platforms: ##""visionOS": "1.0""##),
            .screen(##""background": "#0B1A2A80""##, platforms: ##""visionOS": "1.0""##),
            .screen(##""window": { "style": "volumetric" }, "background": "#000000""##, platforms: ##""visionOS": "1.0""##),
            .screen(##""platform": "iOS", "background": "#0B1A2A""##, platforms: ##""iOS": "17.0", "visionOS": "1.0""##),
            .screen(##""immersiveSpace": { "immersionStyle": "full" }, "background": "#000000""##, platforms: ##""visionOS": "1.0""##)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for screen in context.spec.screens where screen.windowStyle != .volumetric && screen.node["immersiveSpace"] == nil {
            guard let background = screen.background,
                let judged = context.judgedPlatforms(for: screen, among: Self.description.platforms).first,
                let appearance = judged.profile.appearances.value.first,
                !Self.namesSystemBackground(background, in: appearance, spec: context.spec),
                let value = context.colors.resolve(background)?[appearance], let color = value.color, !value.isUncertain, color.alpha >= 1
            else { continue }
            violations.append(
                RuleViolation(range: background.range, message: Self.message(screen: screen.displayName, color: value.description)))
        }
        return violations
    }

    /// The finding's message: `screen` fills its visionOS window with the opaque `color` (as described in messages).
    static func message(screen: String, color: String) -> String {
        "\(screen.prefix(1).uppercased() + screen.dropFirst()) fills its visionOS window with the opaque color \(color); keep the window's glass background, which lets people's surroundings show through, and remove \"background\" or use a translucent color (alpha below 1)."
    }

    /// True when `node` names a system background color in `appearance`, through tokens and variants.
    static func namesSystemBackground(_ node: SyntaxNode, in appearance: Appearance, spec: DesignSpec) -> Bool {
        var current = node
        for _ in 0..<ColorResolver.maximumTokenDepth {
            if current.kind == .object {
                let standard: Appearance = appearance == .light || appearance == .increasedContrastLight ? .light : .dark
                guard let variant = [appearance, standard, .light, .dark].lazy.compactMap({ current[$0.rawValue] }).first else {
                    return false
                }
                current = variant
                continue
            }
            guard let text = current.stringValue, !text.hasPrefix("#") else { return false }
            if let token = spec.colorToken(named: text), let value = token.valueNode {
                current = value
                continue
            }
            return SystemColorCatalog.shared.color(named: text)?.kind == .background
        }
        return false
    }
}
