/// The kinds of node in a design spec syntax tree.
public enum NodeKind: UInt8, Sendable {
    /// `{ … }`; children are `property` nodes.
    case object
    /// `[ … ]`; children are values.
    case array
    /// `"key": value`; children are the key (a `string` node) and, when present, the value.
    case property
    /// A double-quoted string (its range includes the quotes).
    case string
    /// A JSON number.
    case number
    /// `true` or `false`.
    case boolean
    /// `null`.
    case null
    /// Text that is no value (a bare word, a stray character); kept so positions stay meaningful.
    case invalid
}

/// A node of a `SyntaxTree`: a lightweight handle (the tree plus an index).
///
/// Nodes are values; two handles to the same node of the same tree are equal.
public struct SyntaxNode: Hashable, Sendable {
    /// The tree this node belongs to.
    public let tree: SyntaxTree
    /// The node's index in the tree (stable for the tree's lifetime).
    public let index: Int

    /// Creates a handle; `index` must be a node index of `tree`.
    @usableFromInline
    init(tree: SyntaxTree, index: Int) {
        self.tree = tree
        self.index = index
    }

    /// Whether both handles name the same node of the same tree.
    public static func == (lhs: SyntaxNode, rhs: SyntaxNode) -> Bool {
        lhs.index == rhs.index && lhs.tree === rhs.tree
    }

    /// Hashes the node's index and its tree's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(index)
        hasher.combine(ObjectIdentifier(tree))
    }

    // The one-node accessors are inlinable: rules and the model ask them millions of times in a
    // whole-document check, and inlined they cost a load instead of two calls and a retain of the tree.

    @inlinable var storage: SyntaxTree.NodeStorage {
        @inline(__always) get { tree.nodes[index] }
    }

    /// What kind of node this is.
    @inlinable @inline(__always) public var kind: NodeKind { storage.kind }

    /// UTF-8 byte range of the node's text (a string's range includes its quotes).
    @inlinable @inline(__always) public var range: Range<Int> {
        let node = storage
        return node.start..<node.end
    }

    /// The containing node (a property's object, a value's property or array), nil for the root.
    @inlinable @inline(__always) public var parent: SyntaxNode? {
        let parent = storage.parent
        return parent < 0 ? nil : SyntaxNode(tree: tree, index: parent)
    }

    /// Child nodes in document order.
    public var children: [SyntaxNode] {
        var result: [SyntaxNode] = []
        let count = storage.childCount
        result.reserveCapacity(count)
        var child = index + 1
        while result.count < count {
            result.append(SyntaxNode(tree: tree, index: child))
            child = tree.nodes[child].subtreeEnd
        }
        return result
    }

    /// Number of children.
    @inlinable @inline(__always) public var childCount: Int { storage.childCount }

    /// Every node below this one, in document order, without building arrays per level.
    @inlinable public var descendants: LazyMapSequence<Range<Int>, SyntaxNode> {
        let tree = tree
        return ((index + 1)..<storage.subtreeEnd).lazy.map { SyntaxNode(tree: tree, index: $0) }
    }

    /// The raw source text of the node.
    public var text: String {
        String(decoding: tree.bytes[range], as: UTF8.self)
    }

    // MARK: Properties

    /// For a `property` node: its key (a `string` node).
    @inlinable @inline(__always) public var key: SyntaxNode? {
        let node = storage
        guard node.kind == .property, node.childCount > 0 else { return nil }
        return SyntaxNode(tree: tree, index: index + 1)
    }

    /// For a `property` node: its value, nil while it is missing (`"a": }`).
    @inlinable @inline(__always) public var value: SyntaxNode? {
        let node = storage
        guard node.kind == .property, node.childCount > 1 else { return nil }
        return SyntaxNode(tree: tree, index: tree.nodes[index + 1].subtreeEnd)
    }

    /// For a `property` node: the decoded key string.
    @inlinable public var keyName: String? { key?.stringValue }

    /// For a `property` node: byte offset of its `:`, nil when missing. The tree does not store it:
    /// it is the token after the key, scanned again as the parser scanned it.
    public var colonOffset: Int? {
        guard kind == .property, let key else { return nil }
        return tree.bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.flatMap { Scanner.colon(at: key.range.upperBound, base: $0, count: buffer.count) }
        }
    }

    // MARK: Objects

    /// For an `object`: its `property` nodes in document order.
    public var properties: [SyntaxNode] { kind == .object ? children : [] }

    /// For an `object`: the last property named `name` (JSON's "last one wins").
    public func property(_ name: String) -> SyntaxNode? {
        guard kind == .object else { return nil }
        // One pass over the raw nodes and bytes: rules ask for properties of every component they judge.
        // A freshly parsed tree's nodes are one buffer, read without bounds checks or chunk lookups.
        var name = name
        let found: Int? = name.withUTF8 { expected in
            tree.bytes.withUnsafeBufferPointer { bytes in
                tree.nodes.withContiguousNodes { nodes in lastProperty(matching: expected, in: bytes) { nodes[$0] } }
                    ?? lastProperty(matching: expected, in: bytes) { tree.nodes[$0] }
            }
        }
        return found.map { SyntaxNode(tree: tree, index: $0) }
    }

    /// The index of this object's last property whose key decodes to `expected`, reading node `i` as
    /// `node(i)`.
    @inline(__always)
    private func lastProperty(
        matching expected: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>, node: (Int) -> SyntaxTree.NodeStorage
    ) -> Int? {
        var found: Int?
        var slot = index + 1
        for _ in 0..<node(index).childCount {
            let property = node(slot)
            if property.kind == .property, property.childCount > 0,
                keyMatches(node(slot + 1), at: slot + 1, expected: expected, bytes: bytes)
            {
                found = slot
            }
            slot = property.subtreeEnd
        }
        return found
    }

    /// Whether the key node `key` (at `slot`) decodes to the UTF-8 bytes `expected`, as `stringEquals`
    /// answers, without building a String unless the key has escapes.
    private func keyMatches(
        _ key: SyntaxTree.NodeStorage, at slot: Int, expected: UnsafeBufferPointer<UInt8>, bytes: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        guard key.kind == .string else { return false }
        if key.hasEscapes { return SyntaxNode(tree: tree, index: slot).stringEquals(String(decoding: expected, as: UTF8.self)) }
        let start = min(key.start + 1, key.end)
        let end = key.closed ? max(start, key.end - 1) : key.end
        guard end - start == expected.count else { return false }
        var offset = start
        for byte in expected {
            if bytes[offset] != byte { return false }
            offset += 1
        }
        return true
    }

    /// For an `object`: the value of the property named `name`, when present.
    public subscript(name: String) -> SyntaxNode? {
        property(name)?.value
    }

    /// For an `object`: its keys in document order.
    public var keys: [String] {
        properties.compactMap(\.keyName)
    }

    // MARK: Arrays

    /// For an `array`: its elements in document order.
    public var elements: [SyntaxNode] { kind == .array ? children : [] }

    // MARK: Scalars

    /// For a `string` node: the decoded value (escapes resolved; invalid ones become U+FFFD).
    public var stringValue: String? {
        guard kind == .string else { return nil }
        return tree.decodeString(storage)
    }

    /// For a `number` node: its value, nil if the text is no valid number.
    public var numberValue: Double? {
        guard kind == .number else { return nil }
        let range = self.range
        let valid = tree.bytes.withUnsafeBufferPointer { Scanner.isValidJSONNumber(UnsafeBufferPointer(rebasing: $0[range])) }
        return valid ? Double(text) : nil
    }

    /// For a `boolean` node: its value.
    public var booleanValue: Bool? {
        guard kind == .boolean else { return nil }
        return tree.bytes[storage.start] == UInt8(ascii: "t")
    }

    /// UTF-8 byte range of a string's contents, without its quotes (the whole range otherwise).
    public var contentRange: Range<Int> {
        guard kind == .string else { return range }
        let node = storage
        let start = min(node.start + 1, node.end)
        let end = node.closed ? max(start, node.end - 1) : node.end
        return start..<end
    }

    /// False when a string's closing quote, an object's `}` or an array's `]` is missing.
    @inlinable @inline(__always) public var isClosed: Bool { storage.closed }

    /// Compares a `string` node's decoded value with `candidate` without allocating when it has no escapes.
    public func stringEquals(_ candidate: String) -> Bool {
        guard kind == .string else { return false }
        let node = storage
        if node.hasEscapes { return stringValue == candidate }
        let content = contentRange
        var candidate = candidate
        return candidate.withUTF8 { expected in
            guard expected.count == content.count else { return false }
            return tree.bytes.withUnsafeBufferPointer { bytes in
                var index = 0
                for offset in content {
                    if bytes[offset] != expected[index] { return false }
                    index += 1
                }
                return true
            }
        }
    }

    // MARK: Navigation

    /// Ancestors from the parent up to the root.
    public var ancestors: [SyntaxNode] {
        var result: [SyntaxNode] = []
        var current = parent
        while let node = current {
            result.append(node)
            current = node.parent
        }
        return result
    }

    /// The path from the root to this node: keys of properties and indices of array elements.
    public var path: JSONPath {
        var components: [JSONPath.Component] = []
        var child = self
        var current = parent
        while let node = current {
            switch node.kind {
            case .property:
                if let name = node.keyName { components.append(.key(name)) }
            case .array:
                if let position = node.children.firstIndex(of: child) { components.append(.index(position)) }
            default:
                break
            }
            child = node
            current = node.parent
        }
        return JSONPath(components: components.reversed())
    }

    /// The innermost node whose range contains `offset` (ends inclusive), starting at this node.
    public func innermostNode(at offset: Int) -> SyntaxNode {
        var current = self
        descending: while true {
            for child in current.children where child.range.lowerBound <= offset && offset <= child.range.upperBound {
                if child.range.isEmpty && offset != child.range.lowerBound { continue }
                current = child
                continue descending
            }
            return current
        }
    }
}

/// A path from the root of a document to a node, e.g. `screens[0].content[2].symbol`.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    /// One step of a path.
    public enum Component: Hashable, Sendable {
        /// A property of an object.
        case key(String)
        /// An element of an array.
        case index(Int)
    }

    /// The steps from the root.
    public var components: [Component]

    /// Creates a path.
    public init(components: [Component]) {
        self.components = components
    }

    /// `screens[0].content[2].symbol`; `$` for the root.
    public var description: String {
        var text = ""
        for component in components {
            switch component {
            case .key(let name): text += text.isEmpty ? name : ".\(name)"
            case .index(let index): text += "[\(index)]"
            }
        }
        return text.isEmpty ? "$" : text
    }

    /// The keys in the path, without indices (`["screens", "content", "symbol"]`).
    public var keys: [String] {
        components.compactMap { if case .key(let name) = $0 { return name } else { return nil } }
    }
}
