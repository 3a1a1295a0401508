import SpecKnowledge
import SpecModel
import SpecSyntax

/// A sidebar shows no more than two levels of hierarchy.
public struct SidebarHierarchyDepthRule: Rule {
    public static let description = RuleDescription(
        id: "sidebar-hierarchy-depth",
        title: "Sidebars show at most two levels of hierarchy",
        category: .windows,
        defaultSeverity: .information,
        platforms: [.iPadOS, .macOS, .visionOS],
        higURLs: [HIGLink.url("sidebars", "Best-practices"), HIGLink.url("split-views", "Best-practices")],
        rationale: """
            In general, show no more than two levels of hierarchy in a sidebar. When the data is deeper, use a \
            split view with a content list between the sidebar items and the detail view. With two levels, \
            title each group with a succinct label. A sidebar's groups are its containers (a titled `list` or \
            `stack` with `children`); a group inside a group adds a third level. A horizontal stack lays out \
            one row side by side, so neither it nor what it holds adds a level. The figure is read from the \
            HIG's component count table.
            """,
        quote: "In general, show no more than two levels of hierarchy in a sidebar.",
        triggeringExamples: [
            .screen(
                #""sidebar": { "items": [ { "type": "list", "title": "Feeds", "children": [ { "type": "list", "title": "Technology", "symbol": "folder", "children": ↓[ { "type": "label", "title": "Swift", "symbol": "swift" } ] } ] } ] }"#,
                platforms: #""macOS": "14.0""#),
            .screen(
                #""sidebar": { "items": [ { "type": "stack", "children": [ { "type": "stack", "children": ↓[ { "type": "stack", "children": [ { "type": "label", "title": "Deep" } ] } ] } ] } ] }"#,
                platforms: #""visionOS": "1.0""#)
        ],
        nonTriggeringExamples: [
            .screen(
                #""sidebar": { "items": [ { "type": "label", "title": "Today", "symbol": "sun.max" }, { "type": "list", "title": "Feeds", "children": [ { "type": "label", "title": "Swift", "symbol": "swift" } ] } ] }"#,
                platforms: #""iPadOS": "17.0", "macOS": "14.0", "visionOS": "1.0""#),
            // A row laid out in a horizontal stack is one item, however its content nests (Xcodes' version rows).
            .screen(
                #""sidebar": { "items": [ { "type": "list", "children": [ { "type": "stack", "axis": "horizontal", "children": [ { "type": "image", "symbol": "hammer", "isDecorative": true }, { "type": "stack", "children": [ { "type": "text", "text": "16.2" }, { "type": "text", "text": "/Applications/Xcode.app" } ] } ] } ] } ] }"#,
                platforms: #""macOS": "14.0""#),
            // An empty group adds no level.
            .screen(
                #""sidebar": { "items": [ { "type": "list", "title": "Feeds", "children": [ { "type": "list", "title": "Empty", "children": [] } ] } ] }"#,
                platforms: #""macOS": "14.0""#),
            // iPhone is judged by other rules.
            .screen(
                #""sidebar": { "items": [ { "type": "list", "children": [ { "type": "list", "children": [ { "type": "label", "title": "Deep" } ] } ] } ] }"#
            )
        ], scope: .screen)

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        guard let levels = HIGFigures.count(.sidebarHierarchyLevels, on: .macOS)?.value, levels > 0 else { return [] }
        var violations: [RuleViolation] = []
        // Rows directly in `items` are level 1; the children of a group at depth d are at level d + 2. Report
        // each group whose children start the first level past the limit.
        for group in context.components(with: .container) where group.depth == levels - 1 {
            guard let children = group.value("children"), children.kind == .array,
                children.elements.contains(where: { $0.kind == .object }),
                context.spec.topLevel(of: group).placement == .sidebar,
                !([group] + context.spec.ancestors(of: group)).contains(where: { $0.stackAxis == .horizontal })
            else { continue }
            let failing = context.judgedPlatforms(for: group, among: Self.description.platforms).map(\.platform)
            guard !failing.isEmpty else { continue }
            let path = (context.spec.ancestors(of: group).reversed() + [group]).compactMap(\.visibleText)
            violations.append(RuleViolation(range: children.range, message: Self.message(path: path, levels: levels, platforms: failing)))
        }
        return violations
    }

    /// The finding's message: the sidebar group at `path` (the visible titles from the top, possibly none) nests one
    /// level more than the `levels` the `platforms`' sidebars show.
    static func message(path: [String], levels: Int, platforms: [Platform]) -> String {
        let name = path.isEmpty ? "A sidebar group" : "Sidebar group " + path.map { "\"\($0)\"" }.joined(separator: " › ")
        return
            "\(name) nests a level \(levels + 1) of hierarchy; \(Platform.list(platforms)) sidebars show no more than \(levels) levels. Move the deeper items into a content list between the sidebar and the detail view (a split view)."
    }
}
