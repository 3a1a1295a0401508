import SpecModel

/// The components of one document (or one screen's view of it) by kind, by trait and by placement,
/// built in one pass over `DesignSpec.components`: rules ask it for the components they judge instead
/// of each walking every component.
///
/// Every list is in document order, so a screen's components in a list are one run (see
/// `components(_:in:)`).
public struct ComponentIndex: Sendable {
    private var byKind: [ComponentKind: [Component]] = [:]
    /// Keyed by the raw value of one trait.
    private var byTrait: [Int: [Component]] = [:]
    private var byPlacement: [ComponentPlacement: [Component]] = [:]

    /// Indexes `components` (a document's or a view's `components`, in document order).
    public init(_ components: [Component]) {
        for component in components {
            if let kind = component.componentKind { byKind[kind, default: []].append(component) }
            var traits = component.traits.rawValue
            while traits != 0 {
                let lowest = traits & -traits
                byTrait[lowest, default: []].append(component)
                traits &= traits - 1
            }
            byPlacement[component.placement, default: []].append(component)
        }
    }

    /// The components of `kind`.
    public func components(_ kind: ComponentKind) -> [Component] {
        byKind[kind] ?? []
    }

    /// The components whose kind has every trait in `traits`.
    public func components(with traits: ComponentTraits) -> [Component] {
        var lists: [[Component]] = []
        var remaining = traits.rawValue
        while remaining != 0 {
            let lowest = remaining & -remaining
            lists.append(byTrait[lowest] ?? [])
            remaining &= remaining - 1
        }
        guard let shortest = lists.min(by: { $0.count < $1.count }) else { return [] }
        return lists.count == 1 ? shortest : shortest.filter { $0.traits.contains(traits) }
    }

    /// The components whose kind has at least one of `traits`.
    public func components(withAnyOf traits: ComponentTraits) -> [Component] {
        var lists: [[Component]] = []
        var remaining = traits.rawValue
        while remaining != 0 {
            let lowest = remaining & -remaining
            lists.append(byTrait[lowest] ?? [])
            remaining &= remaining - 1
        }
        return Self.union(lists)
    }

    /// The components placed in `placement`.
    public func components(placedIn placement: ComponentPlacement) -> [Component] {
        byPlacement[placement] ?? []
    }

    /// The components placed where `isIncluded` holds.
    public func components(placedWhere isIncluded: (ComponentPlacement) -> Bool) -> [Component] {
        Self.union(byPlacement.filter { isIncluded($0.key) }.map(\.value))
    }

    /// The members of `list` (one of this index's lists) that belong to `screen`: one run, found by
    /// binary search.
    public func components(_ list: [Component], in screen: Screen) -> ArraySlice<Component> {
        let start = Self.firstPosition(in: list) { $0.screenIndex >= screen.index }
        let end = Self.firstPosition(in: list) { $0.screenIndex > screen.index }
        return list[start..<end]
    }

    /// The components of `kind` in `screen`.
    public func components(_ kind: ComponentKind, in screen: Screen) -> ArraySlice<Component> {
        components(components(kind), in: screen)
    }

    /// The components in any of `lists` (each in document order), once each, in document order.
    public static func union(_ lists: [[Component]]) -> [Component] {
        let nonEmpty = lists.filter { !$0.isEmpty }
        guard nonEmpty.count > 1 else { return nonEmpty.first ?? [] }
        var seen = Set<Int>()
        return nonEmpty.joined().filter { seen.insert($0.index).inserted }.sorted { $0.index < $1.index }
    }

    /// The first position in `list` whose component satisfies `isAtOrAfter` (false, then true, along the list).
    private static func firstPosition(in list: [Component], where isAtOrAfter: (Component) -> Bool) -> Int {
        var low = 0
        var high = list.count
        while low < high {
            let middle = (low + high) / 2
            if isAtOrAfter(list[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}

extension RuleContext {
    /// The components of `kind`, in document order.
    public func components(_ kind: ComponentKind) -> [Component] {
        componentIndex.components(kind)
    }

    /// The components of any of `kinds`, in document order.
    public func components(_ kinds: ComponentKind...) -> [Component] {
        ComponentIndex.union(kinds.map { componentIndex.components($0) })
    }

    /// The components whose kind has every trait in `traits`, in document order.
    public func components(with traits: ComponentTraits) -> [Component] {
        componentIndex.components(with: traits)
    }

    /// The components whose kind has at least one of `traits`, in document order.
    public func components(withAnyOf traits: ComponentTraits) -> [Component] {
        componentIndex.components(withAnyOf: traits)
    }

    /// The components placed in `placement`, in document order.
    public func components(placedIn placement: ComponentPlacement) -> [Component] {
        componentIndex.components(placedIn: placement)
    }

    /// The components placed where `isIncluded` holds, in document order.
    public func components(placedWhere isIncluded: (ComponentPlacement) -> Bool) -> [Component] {
        componentIndex.components(placedWhere: isIncluded)
    }

    /// The components of `kind` in `screen`, in document order.
    public func components(_ kind: ComponentKind, in screen: Screen) -> ArraySlice<Component> {
        componentIndex.components(kind, in: screen)
    }

    /// The components placed in `placement` in `screen`, in document order.
    public func components(placedIn placement: ComponentPlacement, in screen: Screen) -> ArraySlice<Component> {
        componentIndex.components(componentIndex.components(placedIn: placement), in: screen)
    }
}
