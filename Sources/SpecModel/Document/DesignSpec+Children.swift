extension DesignSpec {
    /// The components nested directly in `component`'s `children` (or a menu's `items`), in order.
    public func children(of component: Component) -> [Component] {
        guard screens.indices.contains(component.screenIndex) else { return [] }
        return screens[component.screenIndex].componentIndices.lazy.map { self.components[$0] }.filter { $0.parentIndex == component.index }
    }
}
