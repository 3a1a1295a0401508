import SpecSyntax

/// Where a cursor stands in a design spec, in the format's terms: which kind of object it is in,
/// which key it is on, what value belongs there, and the enclosing component and screen.
///
/// Built from `SyntaxTree.location(at:)`, so it works on half-typed documents (unclosed strings and
/// objects, keys without values). The cursor's JSON path is mapped to the vocabulary by walking
/// `FormatVocabulary` from `.document`; a component's kind is read from its object's `"type"`.
public struct SpecLocation: Sendable {
    /// The syntax-level location.
    public let cursor: CursorLocation
    /// The object the cursor's key or value belongs to (for an array element: the object holding the
    /// array); nil outside any known object.
    public let context: VocabularyContext?
    /// For a value or array element slot: what belongs there (`.symbol` for `"symbol"`, …); nil for keys.
    public let expectedValue: ValueShape?
    /// The key the cursor is on, or whose value (or array element) it is in.
    public let propertyName: String?
    /// The innermost component the cursor is in.
    public let component: Component?
    /// The screen the cursor is in.
    public let screen: Screen?

    /// Describes the cursor at byte `offset` of `spec`.
    public init(spec: DesignSpec, offset: Int) {
        let cursor = spec.tree.location(at: offset)
        self.cursor = cursor
        let components = cursor.path.components

        // The syntax nodes along the path, root first: objects, then a property and its value per key,
        // and the element per index. Taken from the cursor's node upwards, so the cost is the depth.
        let anchor = Self.anchor(of: cursor.slot)
        let chain = Array(((anchor.map { [$0] } ?? []) + (anchor?.ancestors ?? [])).reversed())
        var position = 0
        var shape: ValueShape? = .object(.document)
        var ownerContext: VocabularyContext?
        var lastKey: String?
        var componentNode: SyntaxNode?
        var walkedWholePath = true
        for step in components {
            guard let current = shape else {
                walkedWholePath = false
                break
            }
            switch step {
            case .key(let name):
                position += 2
                guard let context = current.objectContext else {
                    shape = nil
                    continue
                }
                ownerContext = context
                lastKey = name
                shape = FormatVocabulary.shape(ofKey: name, in: context)
            case .index:
                position += 1
                guard let element = current.elementShape else {
                    shape = nil
                    continue
                }
                if case .object(.component) = element {
                    let object = chain.indices.contains(position) && chain[position].kind == .object ? chain[position] : nil
                    shape = .object(.component(kind: object?["type"]?.stringValue))
                    if let object { componentNode = object }
                } else {
                    shape = element
                }
            }
        }

        switch walkedWholePath ? cursor.slot : .none {
        case .propertyKey(_, let property):
            context = shape?.objectContext
            propertyName = property?.keyName
            expectedValue = nil
        case .propertyValue, .arrayElement:
            context = ownerContext
            propertyName = lastKey
            expectedValue = shape
        case .none:
            context = nil
            propertyName = nil
            expectedValue = nil
        }
        component = componentNode.flatMap { spec.component(at: $0) }
        if components.count >= 2, components[0] == .key("screens"), case .index(let index) = components[1] {
            screen = spec.screens.first { $0.index == index }
        } else {
            screen = nil
        }
    }

    /// The deepest existing node of the cursor's path: the object of a key slot, the value (or the
    /// property, while its value is missing) of a value slot, the element (or array) of an element slot.
    private static func anchor(of slot: CursorLocation.Slot) -> SyntaxNode? {
        switch slot {
        case .propertyKey(let object, _): return object
        case .propertyValue(let property, let value): return value ?? property
        case .arrayElement(let array, let element): return element ?? array
        case .none: return nil
        }
    }

    /// The vocabulary entry of `propertyName` in `context`, when both are known.
    public var property: PropertySpec? {
        guard let context, let propertyName else { return nil }
        return FormatVocabulary.property(propertyName, in: context)
    }

    /// True when the cursor is on a key or where a new key would go.
    public var isKeySlot: Bool {
        if case .propertyKey = cursor.slot { return true }
        return false
    }
}
