/// Stack axes (`"axis"` on stacks).
public enum StackAxis: String, CaseIterable, Sendable, Hashable {
    case vertical, horizontal

    /// Documentation for hover and completion.
    public var documentation: String {
        switch self {
        case .vertical: return "Children top to bottom."
        case .horizontal: return "Children leading to trailing."
        }
    }
}

extension Component {
    /// The kinds the vocabulary gives an `axis`.
    private static let kindsWithAxis = Set(ComponentKind.allCases.filter { FormatVocabulary.property("axis", in: .component(kind: $0.rawValue)) != nil })

    /// The axis children are laid out along, for kinds with an `axis` (default `vertical`); nil for other kinds.
    public var stackAxis: StackAxis? {
        guard let componentKind, Self.kindsWithAxis.contains(componentKind) else { return nil }
        return string("axis").flatMap(StackAxis.init(rawValue:)) ?? .vertical
    }
}
