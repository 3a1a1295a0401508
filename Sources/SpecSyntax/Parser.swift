/// A recovering recursive-descent JSONC parser over UTF-8 bytes.
///
/// Grammar: JSON plus `//` and `/* */` comments and trailing commas. On an error the parser records a
/// diagnostic and resynchronises at the next `,`, `}` or `]`, so a half-typed document still yields
/// the surrounding structure. Nesting is bounded by `SyntaxTree.maximumNestingDepth`; deeper content is
/// skipped iteratively, so no input can exhaust the stack.
///
/// The parser reads through a buffer pointer: create and use it inside `withUnsafeBufferPointer`.
struct Parser {
    /// What a parse produces besides the bytes it read.
    struct Output {
        var nodes: [SyntaxTree.NodeStorage]
        var rootIndex: Int
        var diagnostics: [SyntaxDiagnostic]
        var comments: [Comment]
    }

    private var scanner: Scanner
    private var nodes: [SyntaxTree.NodeStorage] = []
    private var reportedDeepNesting = false
    /// How many objects / arrays enclose the current token; decides whether a mismatched `}` or `]`
    /// closes an outer container or is a stray token.
    private var openObjects = 0
    private var openArrays = 0

    /// Prepares to parse the `count` bytes at `base`, which must stay valid while the parser is used.
    init(base: UnsafePointer<UInt8>, count: Int) {
        scanner = Scanner(base: base, count: count)
        nodes.reserveCapacity(count / 5)
    }

    mutating func parseDocument() -> Output {
        scanner.advance()
        var rootIndex = -1
        if scanner.token == .eof {
            scanner.report(
                .emptyDocument, scanner.tokenStart..<scanner.tokenEnd,
                "The document is empty; a design spec is a JSON object, e.g. { \"name\": \"My App\" }.")
        } else if let root = parseValue(parent: -1, depth: 0) {
            rootIndex = root
            if scanner.token != .eof {
                scanner.report(
                    .trailingContent, scanner.tokenStart..<scanner.tokenEnd,
                    "Unexpected text after the end of the document's top-level value; remove it or wrap everything in one object.")
            }
        } else {
            scanner.report(.expectedValue, scanner.tokenStart..<scanner.tokenEnd, "Expected a JSON value; a design spec starts with `{`.")
        }
        // Container problems are found when the container ends; report everything in document order.
        let diagnostics = scanner.diagnostics.enumerated()
            .sorted { ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset) }
            .map(\.element)
        return Output(nodes: nodes, rootIndex: rootIndex, diagnostics: diagnostics, comments: scanner.comments)
    }

    // MARK: Values

    /// Appends a node for the current token. Nodes are stored in preorder, so a node's children
    /// follow it and its subtree ends where `finish(_:childCount:)` says.
    private mutating func appendNode(_ kind: NodeKind, parent: Int) -> Int {
        nodes.append(
            SyntaxTree.NodeStorage(
                kind: kind, start: scanner.tokenStart, end: scanner.tokenEnd, parent: parent, subtreeEnd: nodes.count + 1))
        return nodes.count - 1
    }

    /// Records that node `index`, with `childCount` children, has no more descendants.
    private mutating func finish(_ index: Int, childCount: Int) {
        nodes[index].childCount = childCount
        nodes[index].subtreeEnd = nodes.count
    }

    /// Parses one value at the current token; returns nil (consuming nothing) if no value starts here.
    private mutating func parseValue(parent: Int, depth: Int) -> Int? {
        switch scanner.token {
        case .openBrace, .openBracket:
            if depth >= SyntaxTree.maximumNestingDepth { return skipTooDeep(parent: parent) }
            return scanner.token == .openBrace ? parseObject(parent: parent, depth: depth) : parseArray(parent: parent, depth: depth)
        case .string:
            let index = appendNode(.string, parent: parent)
            nodes[index].closed = scanner.stringClosed
            nodes[index].hasEscapes = scanner.stringHasEscapes
            scanner.advance()
            return index
        case .number:
            let index = appendNode(.number, parent: parent)
            scanner.advance()
            return index
        case .trueLiteral, .falseLiteral:
            let index = appendNode(.boolean, parent: parent)
            scanner.advance()
            return index
        case .nullLiteral:
            let index = appendNode(.null, parent: parent)
            scanner.advance()
            return index
        case .unknown:
            let index = appendNode(.invalid, parent: parent)
            scanner.advance()
            return index
        case .closeBrace, .closeBracket, .colon, .comma, .eof:
            return nil
        }
    }

    private mutating func parseObject(parent: Int, depth: Int) -> Int {
        let index = appendNode(.object, parent: parent)
        let openRange = scanner.tokenStart..<scanner.tokenEnd
        var childCount = 0
        var lastMemberEnd = scanner.tokenEnd
        openObjects += 1
        scanner.advance()
        members: while true {
            switch scanner.token {
            case .closeBrace:
                nodes[index].end = scanner.tokenEnd
                scanner.advance()
                break members
            case .closeBracket where openArrays == 0:
                scanner.report(.unexpectedToken, scanner.tokenStart..<scanner.tokenEnd, "Unexpected `]` in an object; remove it.")
                scanner.advance()
            case .eof, .closeBracket:
                scanner.report(.unclosedObject, openRange, "This object is not closed; add `}`.")
                nodes[index].end = max(scanner.tokenStart, nodes[index].end)
                nodes[index].closed = false
                break members
            case .string:
                let complete = parseProperty(parent: index, depth: depth)
                childCount += 1
                lastMemberEnd = scanner.lastTokenEnd
                switch scanner.token {
                case .comma:
                    scanner.advance()
                case .closeBrace, .eof, .closeBracket:
                    break
                case .string:
                    // After a property with a missing `:` or value, its diagnostic already says enough.
                    if complete {
                        scanner.report(.expectedComma, scanner.lastTokenEnd..<scanner.lastTokenEnd, "Expected `,` between properties.")
                    }
                case .openBrace where isArrayElement(parent):
                    // `{ "a": 1 ⏎ { "b": 2 }` in an array: the `},` was forgotten; the next object is a sibling.
                    closeUnclosedObject(index, at: lastMemberEnd)
                    break members
                default:
                    if complete {
                        scanner.report(.unexpectedToken, scanner.tokenStart..<scanner.tokenEnd, "Expected `,` or `}` after a property.")
                    }
                    skipUntilMemberBoundary()
                }
            case .comma:
                scanner.report(.expectedPropertyName, scanner.tokenStart..<scanner.tokenEnd, "Expected a property name before `,`.")
                scanner.advance()
            case .openBrace where childCount > 0 && isArrayElement(parent):
                // `{ "a": 1, ⏎ { "b": 2 }` in an array: `}` was forgotten before the next object.
                closeUnclosedObject(index, at: lastMemberEnd)
                break members
            case .openBrace, .openBracket, .number, .trueLiteral, .falseLiteral, .nullLiteral, .unknown, .colon:
                // A bare word or stray character was already reported by the scanner.
                if scanner.token != .unknown {
                    scanner.report(
                        .expectedPropertyName, scanner.tokenStart..<scanner.tokenEnd, "Expected a property name in double quotes.")
                }
                if scanner.token == .openBrace || scanner.token == .openBracket {
                    skipUntilMemberBoundary()
                } else {
                    // A stray word (a key being typed without quotes): the member after it is kept
                    // when a property name follows.
                    scanner.advance()
                    if scanner.token != .string { skipUntilMemberBoundary() }
                }
            }
        }
        openObjects -= 1
        finish(index, childCount: childCount)
        if childCount > 1 { reportDuplicateKeys(of: index, count: childCount) }
        return index
    }

    /// True when node `parent` is an array (so an object parsed under it is an element).
    private func isArrayElement(_ parent: Int) -> Bool {
        nodes.indices.contains(parent) && nodes[parent].kind == .array
    }

    /// Ends object `index` unclosed at `end` (where its last member ends), with one diagnostic there:
    /// the next `{` starts a sibling, so the rest of the array parses as the author meant.
    private mutating func closeUnclosedObject(_ index: Int, at end: Int) {
        scanner.report(.unclosedObject, end..<end, "This object is not closed; add `}` (and `,`) before the next object.")
        nodes[index].end = max(end, nodes[index].end)
        nodes[index].closed = false
    }

    /// Start and end offsets of the text between a property's key quotes (its key is the next node).
    private func keyContent(of property: Int) -> (start: Int, end: Int) {
        let key = nodes[property + 1]
        let start = min(key.start + 1, key.end)
        return (start, max(start, key.closed ? key.end - 1 : key.end))
    }

    /// Reports every key that repeats an earlier key of the same object (JSON keeps the last one).
    private mutating func reportDuplicateKeys(of object: Int, count: Int) {
        let bytes = scanner.bytes
        guard let base = bytes.baseAddress else { return }
        // Small objects (nearly all of them) compare pairwise; large ones hash.
        var seen = Set<[UInt8]>()
        var property = object + 1
        var visited = 0
        while visited < count {
            let content = keyContent(of: property)
            var repeated = false
            if count > 16 {
                repeated = !seen.insert(Array(UnsafeBufferPointer(start: base + content.start, count: content.end - content.start)))
                    .inserted
            } else {
                var earlier = object + 1
                while !repeated, earlier < property {
                    let other = keyContent(of: earlier)
                    repeated = Self.bytesEqual(base, content, other)
                    earlier = nodes[earlier].subtreeEnd
                }
            }
            if repeated {
                let name = String(
                    decoding: UnsafeBufferPointer(start: base + content.start, count: content.end - content.start), as: UTF8.self)
                let key = nodes[property + 1]
                scanner.report(
                    .duplicateKey, key.start..<key.end, "Duplicate key \"\(name)\"; only the last one counts. Remove or rename one.")
            }
            property = nodes[property].subtreeEnd
            visited += 1
        }
    }

    /// Whether the bytes in two spans are the same.
    private static func bytesEqual(_ base: UnsafePointer<UInt8>, _ first: (start: Int, end: Int), _ second: (start: Int, end: Int)) -> Bool
    {
        let length = first.end - first.start
        guard length == second.end - second.start else { return false }
        var offset = 0
        while offset < length {
            if base[first.start + offset] != base[second.start + offset] { return false }
            offset += 1
        }
        return true
    }

    /// Parses `"key": value` at a string token; returns false when the `:` or the value is missing.
    private mutating func parseProperty(parent: Int, depth: Int) -> Bool {
        let index = appendNode(.property, parent: parent)
        let keyIndex = appendNode(.string, parent: index)
        nodes[keyIndex].closed = scanner.stringClosed
        nodes[keyIndex].hasEscapes = scanner.stringHasEscapes
        var childCount = 1
        var complete = true
        scanner.advance()
        if scanner.token == .colon {
            let colonRange = scanner.tokenStart..<scanner.tokenEnd
            nodes[index].end = scanner.tokenEnd
            scanner.advance()
            // `"a": ⏎ "b": 1`: the string is the next property's key, not this property's value.
            let nextIsKey = scanner.token == .string && scanner.nextTokenIsColon()
            if !nextIsKey, let value = parseValue(parent: index, depth: depth + 1) {
                childCount += 1
                nodes[index].end = nodes[value].end
            } else {
                complete = false
                scanner.report(.expectedValue, colonRange, "Expected a value after `:`.")
            }
        } else {
            complete = false
            let keyEnd = nodes[keyIndex].end
            scanner.report(.expectedColon, keyEnd..<keyEnd, "Expected `:` after the property name.")
            switch scanner.token {
            case .openBrace, .openBracket, .number, .trueLiteral, .falseLiteral, .nullLiteral, .unknown:
                // `"a" 1`: keep the value the author meant.
                if let value = parseValue(parent: index, depth: depth + 1) {
                    childCount += 1
                    nodes[index].end = nodes[value].end
                }
            default:
                break
            }
        }
        finish(index, childCount: childCount)
        return complete
    }

    private mutating func parseArray(parent: Int, depth: Int) -> Int {
        let index = appendNode(.array, parent: parent)
        let openRange = scanner.tokenStart..<scanner.tokenEnd
        var childCount = 0
        openArrays += 1
        scanner.advance()
        elements: while true {
            switch scanner.token {
            case .closeBracket:
                nodes[index].end = scanner.tokenEnd
                scanner.advance()
                break elements
            case .closeBrace where openObjects == 0:
                scanner.report(.unexpectedToken, scanner.tokenStart..<scanner.tokenEnd, "Unexpected `}` in an array; remove it.")
                scanner.advance()
            case .eof, .closeBrace:
                scanner.report(.unclosedArray, openRange, "This array is not closed; add `]`.")
                nodes[index].end = max(scanner.tokenStart, nodes[index].end)
                nodes[index].closed = false
                break elements
            case .comma:
                scanner.report(.expectedValue, scanner.tokenStart..<scanner.tokenEnd, "Expected a value before `,`.")
                scanner.advance()
            case .colon:
                scanner.report(.unexpectedToken, scanner.tokenStart..<scanner.tokenEnd, "Unexpected `:` in an array.")
                scanner.advance()
                // `[1, :, 2]`: the colon stood where an element goes; its comma is not a second problem.
                if scanner.token == .comma { scanner.advance() }
            case .openBrace, .openBracket, .string, .number, .trueLiteral, .falseLiteral, .nullLiteral, .unknown:
                guard let element = parseValue(parent: index, depth: depth + 1) else {
                    scanner.advance()
                    continue
                }
                childCount += 1
                switch scanner.token {
                case .comma:
                    scanner.advance()
                case .closeBracket, .eof, .closeBrace:
                    break
                default:
                    // An element left unclosed already has its diagnostic, which asks for the comma too.
                    if nodes[element].closed || nodes[element].kind != .object {
                        scanner.report(.expectedComma, scanner.lastTokenEnd..<scanner.lastTokenEnd, "Expected `,` between array elements.")
                    }
                }
            }
        }
        openArrays -= 1
        finish(index, childCount: childCount)
        return index
    }

    /// Skips tokens up to the next `,` (consumed) or `}` or `]` (not consumed) at this level, stepping
    /// over nested brackets so a stray value does not end the enclosing object early.
    private mutating func skipUntilMemberBoundary() {
        var nesting = 0
        while scanner.token != .eof {
            switch scanner.token {
            case .openBrace, .openBracket:
                nesting += 1
            case .closeBrace, .closeBracket:
                if nesting == 0 { return }
                nesting -= 1
            case .comma where nesting == 0:
                scanner.advance()
                return
            default:
                break
            }
            scanner.advance()
        }
    }

    /// Replaces a too-deeply nested value with one `invalid` node, skipping it without recursion.
    private mutating func skipTooDeep(parent: Int) -> Int {
        let index = appendNode(.invalid, parent: parent)
        if !reportedDeepNesting {
            reportedDeepNesting = true
            scanner.report(
                .nestingTooDeep, scanner.tokenStart..<scanner.tokenEnd,
                "Nesting deeper than \(SyntaxTree.maximumNestingDepth) levels is not analysed; flatten the structure.")
        }
        var nesting = 0
        repeat {
            switch scanner.token {
            case .openBrace, .openBracket: nesting += 1
            case .closeBrace, .closeBracket: nesting -= 1
            default: break
            }
            nodes[index].end = scanner.tokenEnd
            scanner.advance()
        } while nesting > 0 && scanner.token != .eof
        return index
    }
}
