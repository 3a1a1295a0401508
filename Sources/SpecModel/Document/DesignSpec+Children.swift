extension DesignSpec {
    /// The components nested directly in `component`'s `children` (or a menu's `items`), in order.
    ///
    /// `components` lists each component's descendants right after it (the collector walks depth first),
    /// so only that run is read: O(descendants), not O(components). In a view of one screen, `components`
    /// starts at the screen's first component while components keep their whole-document indices.
    public func children(of component: Component) -> [Component] {
        let offset = components.first?.index ?? 0
        var result: [Component] = []
        var position = component.index - offset + 1
        guard position > 0 else { return [] }
        while position < components.count, components[position].screenIndex == component.screenIndex,
            components[position].depth > component.depth
        {
            if components[position].parentIndex == component.index { result.append(components[position]) }
            position += 1
        }
        return result
    }
}
