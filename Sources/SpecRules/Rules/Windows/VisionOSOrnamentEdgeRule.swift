import SpecKnowledge
import SpecModel
import SpecSyntax

/// A visionOS volume's ornament does not share an edge with the volume's toolbar or tab bar.
public struct VisionOSOrnamentEdgeRule: Rule {
    public static let description = RuleDescription(
        id: "visionos-ornament-edge",
        title: "A volume's ornaments stay off its toolbar's and tab bar's edges",
        category: .windows,
        defaultSeverity: .warning,
        platforms: [.visionOS],
        higURLs: [
            HIGLink.url("windows", "visionOS-volumes"), HIGLink.url("tab-bars", "visionOS"), HIGLink.url("ornaments", "Best-practices")
        ],
        rationale: """
            In visionOS 2 and later a volume can include an ornament in addition to its toolbar and tab bar, \
            which the system shows as ornaments of their own: the tab bar at the leading side, the toolbar \
            along the bottom edge. For volumes the HIG says to avoid placing an ornament on the same edge as \
            a toolbar or tab bar. It says this of volumes only, so windows (screens whose `window.style` is not \
            `volumetric`) are not judged. An ornament without an `edge` sits at the bottom. The edges are read \
            from the platform profile.
            """,
        quote:
            "Be sure to avoid placing an ornament on the same edge as a toolbar or tab bar, and prefer creating only one additional ornament to avoid overshadowing the important content in your volume.",
        triggeringExamples: [
            .screen(
                #""window": { "style": "volumetric" }, "toolbar": { "items": [ { "type": "button", "title": "New Post", "symbol": "square.and.pencil" } ] }, "ornaments": [ { "type": "ornament", "edge": ↓"bottom", "children": [ { "type": "button", "title": "Play" } ] } ]"#,
                platforms: #""visionOS": "2.0""#),
            // Another platform in the spec: the volume is still judged for visionOS.
            .screen(
                #""window": { "style": "volumetric" }, "tabBar": { "items": [ { "title": "Home", "symbol": "house" }, { "title": "Search", "symbol": "magnifyingglass" } ] }, "ornaments": [ { "type": "ornament", "edge": ↓"leading" } ]"#,
                platforms: #""iPadOS": "17.0", "visionOS": "2.0""#),
            .screen(
                #""window": { "style": "volumetric" }, "toolbar": { "items": [ { "type": "button", "title": "Edit" } ] }, "ornaments": [ { "type": ↓"ornament" } ]"#,
                platforms: #""visionOS": "2.0""#)
        ],
        nonTriggeringExamples: [
            .screen(
                #""window": { "style": "volumetric" }, "toolbar": { "items": [ { "type": "button", "title": "Edit" } ] }, "tabBar": { "items": [ { "title": "Home", "symbol": "house" } ] }, "ornaments": [ { "type": "ornament", "edge": "trailing" }, { "type": "ornament", "edge": "top" } ]"#,
                platforms: #""visionOS": "2.0""#),
            // An empty toolbar shows nothing at the bottom.
            .screen(
                #""window": { "style": "volumetric" }, "toolbar": { "items": [] }, "ornaments": [ { "type": "ornament", "edge": "bottom" } ]"#,
                platforms: #""visionOS": "2.0""#),
            // "Be sure to avoid placing an ornament on the same edge as a toolbar or tab bar" is said of
            // volumes: a window's ornament on the toolbar's edge is not judged.
            .screen(
                #""toolbar": { "items": [ { "type": "button", "title": "New Post", "symbol": "square.and.pencil" } ] }, "ornaments": [ { "type": "ornament", "edge": "bottom" } ]"#,
                platforms: #""visionOS": "1.0""#),
            .screen(
                #""window": { "style": "plain" }, "tabBar": { "items": [ { "title": "Home", "symbol": "house" } ] }, "ornaments": [ { "type": "ornament", "edge": "leading" } ]"#,
                platforms: #""visionOS": "2.0""#)
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        let edges = HIGFigures.visionOSSystemOrnamentEdges
        var violations: [RuleViolation] = []
        for screen in context.spec.screens
        where screen.windowStyle == .volumetric && !context.judgedPlatforms(for: screen, among: Self.description.platforms).isEmpty {
            var taken: [OrnamentEdge: String] = [:]
            if let items = screen.toolbar?["items"], !items.elements.isEmpty,
                let edge = edges[.toolbar].flatMap({ OrnamentEdge(rawValue: $0.value) })
            {
                taken[edge] = "toolbar"
            }
            if let items = screen.tabBar?["items"], !items.elements.isEmpty,
                let edge = edges[.tabBar].flatMap({ OrnamentEdge(rawValue: $0.value) })
            {
                taken[edge] = "tab bar"
            }
            guard !taken.isEmpty else { continue }
            for ornament in context.components(.ornament, in: screen) where ornament.placement == .ornament {
                let edgeNode = ornament.value("edge")
                let edge = edgeNode?.stringValue.flatMap(OrnamentEdge.init(rawValue:)) ?? (edgeNode == nil ? .bottom : nil)
                guard let edge, let bar = taken[edge], let node = edgeNode ?? ornament.kindNode else { continue }
                let free = OrnamentEdge.allCases.filter { taken[$0] == nil }
                violations.append(
                    RuleViolation(
                        range: node.range,
                        message: Self.message(
                            screen: screen.displayName, edge: edge, edgeStated: edgeNode != nil, bar: bar, freeEdges: free)))
            }
        }
        return violations
    }

    /// The finding's message: an ornament in the volume `screen` sits at `edge` (stated, or the bottom by default)
    /// where the volume's `bar` is; it suggests the `freeEdges`.
    static func message(screen: String, edge: OrnamentEdge, edgeStated: Bool, bar: String, freeEdges: [OrnamentEdge]) -> String {
        let placement = edgeStated ? "sits at the \(edge.rawValue) edge" : "sits at the bottom (no \"edge\")"
        let free = freeEdges.map { "\"\($0.rawValue)\"" }
        return
            "An ornament in \(screen) (a volume) \(placement), where visionOS shows the volume's \(bar); avoid placing an ornament on the same edge as a volume's toolbar or tab bar. Use \(free.joined(separator: " or ")) instead, or move its controls into the \(bar)."
    }
}
