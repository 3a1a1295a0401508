import SpecKnowledge
import SpecModel

/// Text scales with the person's text size setting: text styles, or custom fonts marked to scale.
public struct SupportDynamicTypeRule: Rule {
    public static let description = RuleDescription(
        id: "support-dynamic-type",
        title: "Text supports Dynamic Type",
        category: .typography,
        defaultSeverity: .warning,
        platforms: [.iOS, .iPadOS, .tvOS, .visionOS, .watchOS],
        higURLs: [
            HIGLink.url("typography", "Using-custom-fonts"),
            HIGLink.url("typography", "Supporting-Dynamic-Type"),
            HIGLink.url("layout", "Adaptability")
        ],
        rationale: """
            People choose their text size, up to the accessibility sizes (\(Self.bodyGrowth)). Text styles scale automatically; a custom font with a fixed size only \
            scales when the app scales it (e.g. UIFontMetrics or SwiftUI's relativeTo:), which the spec \
            records as `"dynamicType": true`. macOS has no Dynamic Type, so macOS-only fonts are not checked.
            """,
        quote: "If you use a custom font, make sure it implements the same behaviors.",
        triggeringExamples: [
            .content(#"{ "type": "text", "text": "Brand", "font": { "family": "Avenir Next", "size": ↓15 } }"#),
            .content(#"{ "type": "text", "text": "Fixed", "font": { "textStyle": "body", "dynamicType": ↓false } }"#),
            .content(
                #"{ "type": "text", "text": "Card", "font": "card" }"#, platforms: #""watchOS": "10.0""#,
                extra: #""typography": { "card": { "size": ↓16, "weight": "semibold" } }"#)
        ],
        nonTriggeringExamples: [
            .content(#"{ "type": "text", "text": "Brand", "font": { "family": "Avenir Next", "size": 15, "dynamicType": true } }"#),
            .content(#"{ "type": "text", "text": "Body", "font": { "textStyle": "body", "size": 18 } }"#),
            .content(#"{ "type": "text", "text": "Mac", "font": { "family": "Avenir Next", "size": 13 } }"#, platforms: #""macOS": "14.0""#)
        ],
        corrections: [
            .content(
                #"{ "type": "text", "text": "Fixed", "font": { "textStyle": "body", "dynamicType": ↓false } }"#,
                #"{ "type": "text", "text": "Fixed", "font": { "textStyle": "body", "dynamicType": true } }"#)
        ], scope: .screen)

    /// "AX5 on iOS, where body text grows from 17 pt to 53 pt", from the Dynamic Type tables.
    static var bodyGrowth: String {
        let typography = TypographyCatalog.shared
        guard let largest = typography.availableSizes(style: "body", platform: .iOS).last,
            let standard = typography.metrics(style: "body", platform: .iOS)
        else { return "the HIG's Dynamic Type tables could not be read" }
        return
            "\(largest.0.rawValue.uppercased()) on iOS, where body text grows from \(PointSize.format(standard.size)) pt to \(PointSize.format(largest.1.size)) pt"
    }

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for site in FontSite.all(in: context, among: Self.description.platforms) {
            guard let font = context.fonts.resolve(site.node), !font.scalesWithDynamicType
            else { continue }
            let switchedOff = site.node.kind == .object ? site.node["dynamicType"] : nil
            if let switchedOff, switchedOff.booleanValue == false {
                violations.append(
                    RuleViolation(
                        range: switchedOff.range,
                        message: Self.switchedOff(subject: site.subject, font: font.description),
                        fix: SuggestedFix(title: "Let it scale", range: switchedOff.range, newText: "true")))
            } else if let sizeNode = font.sizeNode, site.contains(sizeNode), font.textStyle == nil {
                violations.append(
                    RuleViolation(
                        range: sizeNode.range,
                        message: Self.fixedSize(subject: site.subject, size: font.size ?? 0)))
            }
        }
        return violations
    }

    /// The finding's message when `subject` turns Dynamic Type off, so it stays `font` (as described in messages).
    static func switchedOff(subject: String, font: String) -> String {
        "\(subject) turns Dynamic Type off, so it stays \(font) when people choose a larger text size; remove `\"dynamicType\": false`."
    }

    /// The finding's message when `subject` uses a custom font of a fixed `size` pt that does not scale.
    static func fixedSize(subject: String, size: Double) -> String {
        "\(subject) uses a fixed \(FontResolver.format(size)) pt custom font that does not scale with Dynamic Type; base it on a text style (`\"textStyle\": \"body\"`) or scale it in code and set `\"dynamicType\": true`."
    }
}
