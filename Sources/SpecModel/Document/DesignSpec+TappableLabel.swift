extension DesignSpec {
    /// The `button` or `link` whose `label` holds `component` (directly or inside a container there), the
    /// nearest one when tappable containers nest; nil when `component` is in no label.
    ///
    /// Walks up the parents: O(depth), and depth is bounded by the parser's nesting limit.
    public func labelOwner(of component: Component) -> Component? {
        var current = component
        while let parent = parent(of: current) {
            if current.placement == .label { return parent }
            current = parent
        }
        return nil
    }
}
