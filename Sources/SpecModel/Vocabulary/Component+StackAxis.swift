extension Component {
    /// The container kinds the vocabulary gives an `axis` (stacks).
    private static let containersWithAxis = Set(
        ComponentKind.allCases.filter {
            $0.traits.contains(.container) && FormatVocabulary.property("axis", in: .component(kind: $0.rawValue)) != nil
        })

    /// The axis a container lays its children out along (default `vertical`); nil for kinds that aren't
    /// containers with an `axis`.
    public var stackAxis: Axis? {
        guard let componentKind, Self.containersWithAxis.contains(componentKind) else { return nil }
        return axis ?? .vertical
    }
}
