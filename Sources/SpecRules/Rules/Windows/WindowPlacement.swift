import SpecModel

/// Where a component sits in its window, for the rules about windows, sidebars and ornaments.
extension DesignSpec {
    /// The components `component` is nested in, innermost first.
    func ancestors(of component: Component) -> [Component] {
        var result: [Component] = []
        var current = parent(of: component)
        while let next = current {
            result.append(next)
            current = parent(of: next)
        }
        return result
    }

    /// The top-level component (content, bar item, sidebar item or ornament) `component` belongs to.
    func topLevel(of component: Component) -> Component {
        ancestors(of: component).last ?? component
    }

    /// True when `component` sits in a toolbar or navigation bar (the window frame in macOS), not inside a menu there.
    func isInWindowFrame(_ component: Component) -> Bool {
        let chain = [component] + ancestors(of: component)
        return chain.last?.placement.isBarItem == true && !chain.dropFirst().contains { $0.componentKind == .menu }
    }

    /// The components of `screen`.
    func components(of screen: Screen) -> [Component] {
        screen.componentIndices.map { components[$0] }
    }
}
