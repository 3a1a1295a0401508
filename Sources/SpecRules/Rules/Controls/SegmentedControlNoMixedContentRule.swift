import SpecKnowledge
import SpecModel
import SpecSyntax

/// Segments show text or a symbol, not both, and one control doesn't mix the two.
public struct SegmentedControlNoMixedContentRule: Rule {
    public static let description = RuleDescription(
        id: "segmented-control-no-mixed-content",
        title: "Segments use text or symbols, not a mix",
        category: .controls,
        defaultSeverity: .warning,
        platforms: [.iOS, .iPadOS],
        higURLs: [HIGLink.url("segmented-controls")],
        rationale: """
            Older guidance (iOS HIG, 2015), echoed by an unofficial summary: a segment contains text or an \
            image, not both, and a control doesn't mix text segments with image segments. Segments have \
            equal widths, so consistent content keeps them balanced and easy to scan. The 2015 HIG is the iOS \
            HIG, so only iPhone and iPad are judged.
            """,
        authority: .legacy2015,
        quote: "Avoid mixing text and images in a single segmented control.",
        triggeringExamples: [
            .content(
                #"{ "type": "segmentedControl", "segments": [ { "title": "List" }, { "title": "Grid", "symbol": ↓"square.grid.2x2" } ] }"#),
            .content(
                #"{ "type": "segmentedControl", "segments": [ "List", ↓{ "symbol": "square.grid.2x2", "accessibilityLabel": "Grid" } ] }"#,
                platforms: #""iPadOS": "17.0""#)
        ],
        nonTriggeringExamples: [
            .content(#"{ "type": "segmentedControl", "segments": [ "List", { "title": "Grid" } ] }"#),
            // The 2015 iOS HIG says nothing of macOS, tvOS or visionOS (this was reported there before).
            .content(
                #"{ "type": "segmentedControl", "segments": [ "List", { "symbol": "square.grid.2x2", "accessibilityLabel": "Grid" } ] }"#,
                platforms: #""macOS": "14.0", "tvOS": "17.0", "visionOS": "1.0""#),
            .content(
                #"{ "type": "segmentedControl", "segments": [ { "symbol": "list.bullet", "accessibilityLabel": "List" }, { "symbol": "square.grid.2x2", "accessibilityLabel": "Grid" } ] }"#
            )
        ], scope: .screen)

    /// What a segment shows.
    enum Content: String { case text, symbol }

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        var violations: [RuleViolation] = []
        for control in context.components(.segmentedControl) {
            guard !context.judgedPlatforms(for: control, among: Self.description.platforms).isEmpty,
                let segments = control.value("segments"), segments.kind == .array
            else { continue }
            var first: Content?
            for segment in segments.elements {
                let hasTitle: Bool
                let symbolNode: SyntaxNode?
                switch segment.kind {
                case .string:
                    hasTitle = true
                    symbolNode = nil
                case .object:
                    hasTitle = !(segment["title"]?.stringValue ?? "").isEmpty
                    symbolNode = segment["symbol"].flatMap { $0.kind == .string && !($0.stringValue ?? "").isEmpty ? $0 : nil }
                default:
                    continue
                }
                if hasTitle, let symbolNode {
                    violations.append(
                        RuleViolation(
                            range: symbolNode.range,
                            message: Self.titleAndSymbol(title: segment["title"]?.stringValue ?? "", symbol: symbolNode.stringValue ?? "")))
                    continue
                }
                guard hasTitle || symbolNode != nil else { continue }
                let content: Content = hasTitle ? .text : .symbol
                guard let expected = first else {
                    first = content
                    continue
                }
                if content != expected {
                    violations.append(
                        RuleViolation(
                            range: segment.range,
                            message: Self.mixed(expected: expected, found: content)))
                }
            }
        }
        return violations
    }

    /// The finding's message when segment `title` also shows the `symbol`.
    static func titleAndSymbol(title: String, symbol: String) -> String {
        "Segment \"\(title)\" has both a title and the `\(symbol)` symbol; use one or the other in every segment."
    }

    /// The finding's message when a segment shows `found` after the first segments showed `expected`.
    static func mixed(expected: Content, found: Content) -> String {
        "Segmented control mixes \(expected.rawValue) segments with a \(found.rawValue) segment; use text in all segments or symbols in all."
    }
}
