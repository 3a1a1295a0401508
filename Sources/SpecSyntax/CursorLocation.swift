/// Where a cursor stands in a document, in the terms completion and hover need.
///
/// Built by `SyntaxTree.location(at:)`. It works on half-typed documents: inside an unclosed string,
/// after a colon with no value yet, or between members of an unclosed object.
public struct CursorLocation: Sendable {
    /// What the cursor is positioned to write or read.
    public enum Slot: Sendable {
        /// A property name of `object`: inside an existing key (`property` set) or where a new one would go.
        case propertyKey(object: SyntaxNode, property: SyntaxNode?)
        /// The value of `property`: inside it, or after the colon where a value would go (`value` nil).
        case propertyValue(property: SyntaxNode, value: SyntaxNode?)
        /// An element of `array`: inside an existing element, or where a new one would go (`element` nil).
        case arrayElement(array: SyntaxNode, element: SyntaxNode?)
        /// Outside any value (before the root, after it, or in an empty document).
        case none
    }

    /// The cursor's byte offset.
    public var offset: Int
    /// The slot the cursor is in.
    public var slot: Slot
    /// Path from the root to the slot's value: for a key, the enclosing object's path; for a value
    /// or element, the path of that value (including the key or index).
    public var path: JSONPath
    /// The string literal (key or value) the cursor is inside, if any.
    public var string: SyntaxNode?
    /// The byte range an inserted completion should replace: the whole string literal (quotes
    /// included) or bare word under the cursor, else an empty range at the cursor.
    public var replaceRange: Range<Int>
    /// Text between the start of that string's contents (or word) and the cursor.
    public var typedPrefix: String

    /// The node the slot is about: the key's or value's node when the cursor is on one.
    public var node: SyntaxNode? {
        switch slot {
        case .propertyKey(_, let property): return property?.key
        case .propertyValue(_, let value): return value
        case .arrayElement(_, let element): return element
        case .none: return nil
        }
    }
}

extension SyntaxTree {
    /// Describes the cursor at byte `offset` (clamped to the document). Inside a comment, and
    /// before or after the top-level value, the slot is `.none`.
    public func location(at offset: Int) -> CursorLocation {
        let offset = max(0, min(offset, bytes.count))
        let empty = CursorLocation(
            offset: offset, slot: .none, path: JSONPath(components: []), string: nil, replaceRange: offset..<offset, typedPrefix: "")
        guard let root, Self.isInside(root, offset), !isInComment(offset) else { return empty }
        var current = root
        var path: [JSONPath.Component] = []
        // Each iteration handles one container the cursor is strictly inside; depth is bounded by the parser.
        while true {
            if current.kind == .object {
                switch locateInObject(current, offset, &path) {
                case .done(let location): return location
                case .descend(let child): current = child
                }
            } else if current.kind == .array {
                let elements = current.elements
                guard let position = elements.firstIndex(where: { Self.isInside($0, offset) }) else {
                    let index = elements.filter { $0.range.upperBound <= offset }.count
                    path.append(.index(index))
                    return CursorLocation(
                        offset: offset, slot: .arrayElement(array: current, element: nil), path: JSONPath(components: path), string: nil,
                        replaceRange: offset..<offset, typedPrefix: "")
                }
                let element = elements[position]
                path.append(.index(position))
                if element.kind == .object || element.kind == .array {
                    current = element
                    continue
                }
                return scalarLocation(element, offset, slot: .arrayElement(array: current, element: element), path: path)
            } else {
                return empty
            }
        }
    }

    private enum ObjectStep {
        case done(CursorLocation)
        case descend(SyntaxNode)
    }

    private func locateInObject(_ object: SyntaxNode, _ offset: Int, _ path: inout [JSONPath.Component]) -> ObjectStep {
        let properties = object.properties
        for (position, property) in properties.enumerated() {
            guard let key = property.key else { continue }
            if Self.isInside(key, offset) {
                return .done(scalarLocation(key, offset, slot: .propertyKey(object: object, property: property), path: path))
            }
            guard let colon = property.colonOffset, offset > colon else { continue }
            if let value = property.value {
                guard Self.isInside(value, offset) || value.range.lowerBound >= offset else { continue }
                path.append(.key(property.keyName ?? ""))
                if value.kind == .object || value.kind == .array {
                    if Self.isInside(value, offset) { return .descend(value) }
                    return .done(
                        CursorLocation(
                            offset: offset, slot: .propertyValue(property: property, value: nil), path: JSONPath(components: path),
                            string: nil, replaceRange: offset..<offset, typedPrefix: ""))
                }
                if Self.isInside(value, offset) {
                    return .done(scalarLocation(value, offset, slot: .propertyValue(property: property, value: value), path: path))
                }
                return .done(
                    CursorLocation(
                        offset: offset, slot: .propertyValue(property: property, value: nil), path: JSONPath(components: path), string: nil,
                        replaceRange: offset..<offset, typedPrefix: ""))
            }
            // A colon without a value: the cursor is in the value slot unless a comma or the next
            // property came first.
            let nextStart = position + 1 < properties.count ? properties[position + 1].range.lowerBound : Int.max
            let between = bytes[(colon + 1)..<offset]
            if offset <= nextStart, !between.contains(UInt8(ascii: ",")) {
                path.append(.key(property.keyName ?? ""))
                return .done(
                    CursorLocation(
                        offset: offset, slot: .propertyValue(property: property, value: nil), path: JSONPath(components: path), string: nil,
                        replaceRange: offset..<offset, typedPrefix: ""))
            }
        }
        return .done(
            CursorLocation(
                offset: offset, slot: .propertyKey(object: object, property: nil), path: JSONPath(components: path), string: nil,
                replaceRange: offset..<offset, typedPrefix: ""))
    }

    private func scalarLocation(_ node: SyntaxNode, _ offset: Int, slot: CursorLocation.Slot, path: [JSONPath.Component]) -> CursorLocation
    {
        let prefixStart = node.kind == .string ? node.contentRange.lowerBound : node.range.lowerBound
        let prefixEnd = max(prefixStart, min(offset, node.contentRange.upperBound))
        let prefix = String(decoding: bytes[prefixStart..<prefixEnd], as: UTF8.self)
        return CursorLocation(
            offset: offset, slot: slot, path: JSONPath(components: path), string: node.kind == .string ? node : nil,
            replaceRange: node.range, typedPrefix: prefix)
    }

    /// Whether `offset` is inside a comment (after its opening delimiter; a line comment runs to its
    /// line's end, an unclosed block comment to the document's end).
    func isInComment(_ offset: Int) -> Bool {
        var low = 0
        var high = comments.count
        while low < high {
            let mid = (low + high) / 2
            if comments[mid].range.lowerBound < offset { low = mid + 1 } else { high = mid }
        }
        guard low > 0 else { return false }
        let comment = comments[low - 1]
        let closedBlock =
            !comment.isLineComment && comment.range.count >= 4
            && bytes[comment.range.upperBound - 2] == UInt8(ascii: "*") && bytes[comment.range.upperBound - 1] == UInt8(ascii: "/")
        return closedBlock ? offset < comment.range.upperBound : offset <= comment.range.upperBound
    }

    /// Whether `offset` is inside `node` for editing purposes: strictly between a container's
    /// brackets or a string's quotes (up to the end for unclosed ones), or anywhere on a bare word.
    static func isInside(_ node: SyntaxNode, _ offset: Int) -> Bool {
        let range = node.range
        switch node.kind {
        case .object, .array, .string:
            return range.lowerBound < offset && (offset < range.upperBound || (!node.isClosed && offset <= range.upperBound))
        case .number, .boolean, .null, .invalid:
            return range.lowerBound <= offset && offset <= range.upperBound
        case .property:
            return range.lowerBound <= offset && offset <= range.upperBound
        }
    }
}
