import SpecModel

/// The components of one document (or one screen's view of it) by kind, by trait and by placement,
/// built in one pass over `DesignSpec.components`: rules ask it for the components they judge instead
/// of each walking every component.
///
/// Every list is in document order, so a screen's components in a list are one run (see
/// `components(_:in:)`). Lists hold positions, not copies of the components: a 50 MB spec has
/// hundreds of thousands of components.
public struct ComponentIndex: Sendable {
    private let all: [Component]
    private var byKind: [ComponentKind: [Int32]] = [:]
    /// Keyed by the raw value of one trait.
    private var byTrait: [Int: [Int32]] = [:]
    private var byPlacement: [ComponentPlacement: [Int32]] = [:]

    /// Indexes `components` (a document's or a view's `components`, in document order).
    public init(_ components: [Component]) {
        all = components
        for (position, component) in components.enumerated() {
            let position = Int32(truncatingIfNeeded: position)
            if let kind = component.componentKind { byKind[kind, default: []].append(position) }
            var traits = component.traits.rawValue
            while traits != 0 {
                let lowest = traits & -traits
                byTrait[lowest, default: []].append(position)
                traits &= traits - 1
            }
            byPlacement[component.placement, default: []].append(position)
        }
    }

    /// The components of `kind`.
    public func components(_ kind: ComponentKind) -> ComponentList {
        list(byKind[kind])
    }

    /// The components whose kind has every trait in `traits`.
    public func components(with traits: ComponentTraits) -> ComponentList {
        let lists = Self.bits(of: traits).map { byTrait[$0] ?? [] }
        guard let shortest = lists.min(by: { $0.count < $1.count }) else { return list(nil) }
        return list(lists.count == 1 ? shortest : shortest.filter { all[Int($0)].traits.contains(traits) })
    }

    /// The components whose kind has at least one of `traits`.
    public func components(withAnyOf traits: ComponentTraits) -> ComponentList {
        union(Self.bits(of: traits).map { byTrait[$0] ?? [] })
    }

    /// The components placed in `placement`.
    public func components(placedIn placement: ComponentPlacement) -> ComponentList {
        list(byPlacement[placement])
    }

    /// The components placed where `isIncluded` holds.
    public func components(placedWhere isIncluded: (ComponentPlacement) -> Bool) -> ComponentList {
        union(byPlacement.filter { isIncluded($0.key) }.map(\.value))
    }

    /// The members of `list` (one of this index's lists) that belong to `screen`: one run, found by
    /// binary search.
    public func components(_ list: ComponentList, in screen: Screen) -> ComponentList {
        let start = Self.firstPosition(in: list) { $0.screenIndex >= screen.index }
        let end = Self.firstPosition(in: list) { $0.screenIndex > screen.index }
        return ComponentList(all: all, positions: list.positions[(list.positions.startIndex + start)..<(list.positions.startIndex + end)])
    }

    /// The components of `kind` in `screen`.
    public func components(_ kind: ComponentKind, in screen: Screen) -> ComponentList {
        components(components(kind), in: screen)
    }

    /// The components in any of `lists` (this index's), once each, in document order.
    public func union(_ lists: [ComponentList]) -> ComponentList {
        union(lists.map { Array($0.positions) })
    }

    private func union(_ lists: [[Int32]]) -> ComponentList {
        let nonEmpty = lists.filter { !$0.isEmpty }
        guard nonEmpty.count > 1 else { return list(nonEmpty.first) }
        return list(Array(Set(nonEmpty.joined())).sorted())
    }

    private func list(_ positions: [Int32]?) -> ComponentList {
        ComponentList(all: all, positions: (positions ?? [])[...])
    }

    /// The raw values of the single traits in `traits`.
    private static func bits(of traits: ComponentTraits) -> [Int] {
        var result: [Int] = []
        var remaining = traits.rawValue
        while remaining != 0 {
            result.append(remaining & -remaining)
            remaining &= remaining - 1
        }
        return result
    }

    /// The first position in `list` whose component satisfies `isAtOrAfter` (false, then true, along the list).
    private static func firstPosition(in list: ComponentList, where isAtOrAfter: (Component) -> Bool) -> Int {
        var low = 0
        var high = list.count
        while low < high {
            let middle = (low + high) / 2
            if isAtOrAfter(list[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}

/// Components a `ComponentIndex` answers with, in document order: positions into the indexed
/// components, read on access (indices count from 0).
public struct ComponentList: RandomAccessCollection, Sendable {
    fileprivate let all: [Component]
    fileprivate let positions: ArraySlice<Int32>

    /// 0.
    public var startIndex: Int { 0 }
    /// The number of components.
    public var endIndex: Int { positions.count }

    /// The component at `position` in the list.
    public subscript(position: Int) -> Component {
        all[Int(positions[positions.startIndex + position])]
    }
}

extension RuleContext {
    /// The components of `kind`, in document order.
    public func components(_ kind: ComponentKind) -> ComponentList {
        componentIndex.components(kind)
    }

    /// The components of any of `kinds`, in document order.
    public func components(_ kinds: ComponentKind...) -> ComponentList {
        componentIndex.union(kinds.map { componentIndex.components($0) })
    }

    /// The components whose kind has every trait in `traits`, in document order.
    public func components(with traits: ComponentTraits) -> ComponentList {
        componentIndex.components(with: traits)
    }

    /// The components whose kind has at least one of `traits`, in document order.
    public func components(withAnyOf traits: ComponentTraits) -> ComponentList {
        componentIndex.components(withAnyOf: traits)
    }

    /// The components placed in `placement`, in document order.
    public func components(placedIn placement: ComponentPlacement) -> ComponentList {
        componentIndex.components(placedIn: placement)
    }

    /// The components placed where `isIncluded` holds, in document order.
    public func components(placedWhere isIncluded: (ComponentPlacement) -> Bool) -> ComponentList {
        componentIndex.components(placedWhere: isIncluded)
    }

    /// The components of `kind` in `screen`, in document order.
    public func components(_ kind: ComponentKind, in screen: Screen) -> ComponentList {
        componentIndex.components(kind, in: screen)
    }

    /// The components placed in `placement` in `screen`, in document order.
    public func components(placedIn placement: ComponentPlacement, in screen: Screen) -> ComponentList {
        componentIndex.components(componentIndex.components(placedIn: placement), in: screen)
    }

    /// The components in any of `lists` (this context's), once each, in document order.
    public func union(_ lists: [ComponentList]) -> ComponentList {
        componentIndex.union(lists)
    }
}
