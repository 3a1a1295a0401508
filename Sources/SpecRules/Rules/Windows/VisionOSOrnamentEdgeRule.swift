import SpecKnowledge
import SpecModel
import SpecSyntax

/// A visionOS ornament does not share an edge with the toolbar or tab bar.
public struct VisionOSOrnamentEdgeRule: Rule {
    public static let description = RuleDescription(
        id: "visionos-ornament-edge",
        title: "Ornaments stay off the toolbar's and tab bar's edges",
        category: .windows,
        defaultSeverity: .warning,
        platforms: [.visionOS],
        higURLs: [HIGLink.url("windows", "visionOS-volumes"), HIGLink.url("tab-bars", "visionOS"), HIGLink.url("ornaments", "Best-practices")],
        rationale: """
            In visionOS the system shows a window's toolbar and tab bar as ornaments: the tab bar floats at the \
            window's leading side, the toolbar along its bottom edge. The HIG says to avoid placing an ornament \
            on the same edge as a toolbar or tab bar for volumes; a window's custom ornament on those edges \
            overlaps the system's ornament the same way, so windows are judged too. An ornament without an \
            `edge` sits at the bottom. The edges are read from the platform profile.
            """,
        triggeringExamples: [
            .screen(
                #""toolbar": { "items": [ { "type": "button", "title": "New Post", "symbol": "square.and.pencil" } ] }, "ornaments": [ { "type": "ornament", "edge": ↓"bottom", "children": [ { "type": "button", "title": "Play" } ] } ]"#,
                platforms: #""visionOS": "1.0""#),
            .screen(
                #""tabBar": { "items": [ { "title": "Home", "symbol": "house" }, { "title": "Search", "symbol": "magnifyingglass" } ] }, "ornaments": [ { "type": "ornament", "edge": ↓"leading" } ]"#,
                platforms: #""iPadOS": "17.0", "visionOS": "1.0""#),
            .screen(#""toolbar": { "items": [ { "type": "button", "title": "Edit" } ] }, "ornaments": [ { "type": ↓"ornament" } ]"#, platforms: #""visionOS": "1.0""#),
        ],
        nonTriggeringExamples: [
            .screen(
                #""toolbar": { "items": [ { "type": "button", "title": "Edit" } ] }, "tabBar": { "items": [ { "title": "Home", "symbol": "house" } ] }, "ornaments": [ { "type": "ornament", "edge": "trailing" }, { "type": "ornament", "edge": "top" } ]"#,
                platforms: #""visionOS": "1.0""#),
            // An empty toolbar shows nothing at the bottom.
            .screen(#""toolbar": { "items": [] }, "ornaments": [ { "type": "ornament", "edge": "bottom" } ]"#, platforms: #""visionOS": "1.0""#),
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        let edges = WindowFigures.shared.visionOSSystemOrnamentEdges
        var violations: [RuleViolation] = []
        for screen in context.spec.screens where !context.judgedPlatforms(for: screen, among: Self.description.platforms).isEmpty {
            var taken: [OrnamentEdge: String] = [:]
            if let items = screen.toolbar?["items"], !items.elements.isEmpty, let edge = edges[.toolbar].flatMap({ OrnamentEdge(rawValue: $0.value) }) {
                taken[edge] = "toolbar"
            }
            if let items = screen.tabBar?["items"], !items.elements.isEmpty, let edge = edges[.tabBar].flatMap({ OrnamentEdge(rawValue: $0.value) }) {
                taken[edge] = "tab bar"
            }
            guard !taken.isEmpty else { continue }
            for ornament in context.spec.components(of: screen) where ornament.componentKind == .ornament && ornament.placement == .ornament {
                let edgeNode = ornament.value("edge")
                let edge = edgeNode?.stringValue.flatMap(OrnamentEdge.init(rawValue:)) ?? (edgeNode == nil ? .bottom : nil)
                guard let edge, let bar = taken[edge], let node = edgeNode ?? ornament.kindNode else { continue }
                let free = OrnamentEdge.allCases.filter { taken[$0] == nil }.map { "\"\($0.rawValue)\"" }
                let placement = edgeNode == nil ? "sits at the bottom (no \"edge\")" : "sits at the \(edge.rawValue) edge"
                violations.append(
                    RuleViolation(
                        range: node.range,
                        message: "An ornament in \(screen.displayName) \(placement), where visionOS shows the screen's \(bar); keep ornaments off the toolbar's and tab bar's edges. Use \(free.joined(separator: " or ")) instead, or move its controls into the \(bar)."))
            }
        }
        return violations
    }
}
