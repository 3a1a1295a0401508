extension DesignSpec {
    /// The components nested directly in `component`'s `children` (or a menu's `items`), in order.
    ///
    /// `components` lists each component's descendants right after it (the collector walks depth first),
    /// so only that run is read: O(descendants), not O(components).
    public func children(of component: Component) -> [Component] {
        var result: [Component] = []
        var index = component.index + 1
        while index < components.count, components[index].screenIndex == component.screenIndex, components[index].depth > component.depth {
            if components[index].parentIndex == component.index { result.append(components[index]) }
            index += 1
        }
        return result
    }
}
