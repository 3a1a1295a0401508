import SpecSyntax

/// Walks screens and collects their components, parents before children.
struct ComponentCollector {
    private(set) var components: [Component] = []

    mutating func collectScreen(_ node: SyntaxNode, index: Int) -> Screen {
        let first = components.count
        collect(node["content"], screen: index, parent: nil, placement: .content, depth: 0)
        if let bar = node["navigationBar"], bar.kind == .object {
            collect(bar["leadingItems"], screen: index, parent: nil, placement: .navigationBarLeading, depth: 0)
            collect(bar["trailingItems"], screen: index, parent: nil, placement: .navigationBarTrailing, depth: 0)
            // The title menu's items are a menu's items with no menu component around them.
            collect(bar["titleMenu"], screen: index, parent: nil, placement: .menuItems, depth: 0)
        }
        if let toolbar = node["toolbar"], toolbar.kind == .object {
            collect(toolbar["items"], screen: index, parent: nil, placement: .toolbar, depth: 0)
        }
        if let sidebar = node["sidebar"], sidebar.kind == .object {
            collect(sidebar["items"], screen: index, parent: nil, placement: .sidebar, depth: 0)
        }
        collect(node["ornaments"], screen: index, parent: nil, placement: .ornament, depth: 0)
        return Screen(node: node, index: index, componentIndices: Array(first..<components.count))
    }

    /// Depth is bounded by the parser's nesting limit, so this recursion is bounded too.
    private mutating func collect(_ array: SyntaxNode?, screen: Int, parent: Int?, placement: ComponentPlacement, depth: Int) {
        guard let array, array.kind == .array else { return }
        for element in array.elements where element.kind == .object {
            let index = components.count
            components.append(
                Component(node: element, index: index, screenIndex: screen, parentIndex: parent, placement: placement, depth: depth))
            collect(element["children"], screen: screen, parent: index, placement: .children, depth: depth + 1)
            if components[index].componentKind == .menu {
                collect(element["items"], screen: screen, parent: index, placement: .menuItems, depth: depth + 1)
            }
            switch components[index].componentKind {
            case .button, .link:
                collect(element["label"], screen: screen, parent: index, placement: .label, depth: depth + 1)
            case .contentUnavailable:
                collect(element["actions"], screen: screen, parent: index, placement: .children, depth: depth + 1)
            default:
                break
            }
            if let swipeActions = element["swipeActions"], swipeActions.kind == .object {
                collect(swipeActions["leading"], screen: screen, parent: index, placement: .swipeActions, depth: depth + 1)
                collect(swipeActions["trailing"], screen: screen, parent: index, placement: .swipeActions, depth: depth + 1)
            }
        }
    }
}
