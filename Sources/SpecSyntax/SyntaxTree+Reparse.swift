/// Incremental reparsing: after an edit, only the smallest object or array around the changed bytes
/// is parsed again; every other node is kept (shifted by the edit's length change).
extension SyntaxTree {
    /// The tree of `newBytes`, which differ from this tree's bytes by one edited span, reusing the
    /// nodes outside the damaged container. The span is found by one scan of the common prefix and
    /// suffix; a caller that knows the edit passes it to `reparsed(bytes:edit:)` instead.
    public func reparsed(bytes newBytes: [UInt8]) -> SyntaxTree {
        reparsed(bytes: newBytes, edit: ByteEdit.between(bytes, newBytes))
    }

    /// The tree of `newBytes`, which are this tree's bytes changed by `edit`, reusing the nodes
    /// outside the smallest container around the edit (rust-analyzer's `reparsing.rs` shape). The
    /// texts are not compared: `edit` is taken as given, and only its lengths are checked.
    ///
    /// The result always equals `SyntaxTree.parse(bytes: newBytes)`. The splice is taken only where
    /// that equality is certain: the damaged container and its ancestors were closed, none of this
    /// tree's diagnostics lies inside the container (those before it stay, those after it move with the
    /// edit, as rust-analyzer's `merge_errors` does), and the container's new text parses on its own
    /// as a closed container of the same kind, without diagnostics, within the nesting limit. A closed
    /// container whose text parses cleanly is parsed the same in any context, and the parser's state
    /// after it is the same as before the edit, so everything outside it parses as it did.
    /// Otherwise (or when `edit` does not fit the two lengths) the whole document is parsed again;
    /// `.unchanged` gives this very tree.
    public func reparsed(bytes newBytes: [UInt8], edit: ByteEdit) -> SyntaxTree {
        guard rootIndex >= 0, newBytes.count <= Self.maximumDocumentSize,
            let spliced = splice(newBytes, edit: edit)
        else {
            return Self.parse(bytes: newBytes)
        }
        return spliced
    }

    /// The spliced tree, or nil when the edit cannot be confined to one container or does not fit
    /// the lengths of the two texts (internal for tests).
    func splice(_ newBytes: [UInt8], edit: ByteEdit) -> SyntaxTree? {
        guard edit.range.lowerBound >= 0, edit.range.upperBound <= bytes.count, edit.lengthChange == newBytes.count - bytes.count
        else { return nil }
        if edit.isUnchanged { return self }
        let damageEnd = edit.range.upperBound
        let delta = edit.lengthChange
        guard let (container, depth) = innermostContainer(around: edit.range.lowerBound..<damageEnd) else { return nil }
        let old = nodes[container]
        let newStart = old.start
        let newEnd = old.end + delta
        guard newEnd > newStart else { return nil }
        // Diagnostics before the container stay, those after it move; one inside it (or across its
        // edges) belongs to the text being replaced.
        var keptDiagnostics: [SyntaxDiagnostic] = []
        keptDiagnostics.reserveCapacity(diagnostics.count)
        for diagnostic in diagnostics {
            if diagnostic.range.upperBound <= old.start {
                keptDiagnostics.append(diagnostic)
            } else if diagnostic.range.lowerBound >= old.end {
                var moved = diagnostic
                moved.range = (diagnostic.range.lowerBound + delta)..<(diagnostic.range.upperBound + delta)
                keptDiagnostics.append(moved)
            } else {
                return nil
            }
        }

        let output = newBytes.withUnsafeBufferPointer { buffer -> Parser.Output? in
            guard let base = buffer.baseAddress else { return nil }
            var parser = Parser(base: base + newStart, count: newEnd - newStart)
            return parser.parseDocument()
        }
        guard let output, output.diagnostics.isEmpty, output.rootIndex == 0, let first = output.nodes.first,
            first.kind == old.kind, first.closed, first.end == newEnd - newStart,
            Self.deepestContainer(output.nodes) + depth < Self.maximumNestingDepth
        else { return nil }

        let (splicedNodes, copiedNodes) =
            output.nodes.count == old.subtreeEnd - container
            ? nodesSplicedInPlace(output.nodes, container: container, at: newStart, delta: delta)
            : nodesSplicedWithShift(output.nodes, container: container, at: newStart, delta: delta)

        var comments = self.comments.filter { $0.range.upperBound <= old.start }
        comments += output.comments.map {
            Comment(
                range: ($0.range.lowerBound + newStart)..<($0.range.upperBound + newStart), body: $0.body, isLineComment: $0.isLineComment)
        }
        comments += self.comments.filter { $0.range.lowerBound >= old.end }.map {
            Comment(range: ($0.range.lowerBound + delta)..<($0.range.upperBound + delta), body: $0.body, isLineComment: $0.isLineComment)
        }
        return SyntaxTree(
            bytes: newBytes, nodes: splicedNodes, rootIndex: rootIndex, diagnostics: keptDiagnostics, comments: comments,
            parsedRange: newStart..<newEnd, copiedNodeCount: copiedNodes)
    }

    /// The nodes after `container`'s subtree is replaced by `newNodes` (its reparse, offsets from
    /// `newStart`), when that keeps the node count, with how many nodes were written: only the chunks
    /// holding the container's subtree and its ancestors are written (an ancestor ends `delta` bytes
    /// later); every later chunk is shared and moved `delta` bytes; every earlier one is shared.
    private func nodesSplicedInPlace(_ newNodes: [NodeStorage], container: Int, at newStart: Int, delta: Int) -> (NodeTable, Int) {
        let old = nodes[container]
        let subtreeEnd = old.subtreeEnd
        let chunkShift = NodeTable.chunkShift
        var written = Set((container >> chunkShift)...((subtreeEnd - 1) >> chunkShift))
        var ancestors: [Int] = []
        var ancestor = old.parent
        while ancestor >= 0 {
            ancestors.append(ancestor)
            written.insert(ancestor >> chunkShift)
            ancestor = nodes[ancestor].parent
        }
        let ancestorSet = Set(ancestors)
        var replaced: [Int: [NodeStorage]] = [:]
        var copied = 0
        for chunk in written {
            let lower = chunk << chunkShift
            let upper = min(lower + NodeTable.chunkCapacity, nodes.count)
            var chunkNodes: [NodeStorage] = []
            chunkNodes.reserveCapacity(upper - lower)
            for index in lower..<upper {
                if index < container {
                    var node = nodes[index]
                    if ancestorSet.contains(index) { node.end += delta }
                    chunkNodes.append(node)
                } else if index < subtreeEnd {
                    var moved = newNodes[index - container].shifted(by: newStart, indexShift: container)
                    if index == container { moved.parent = old.parent }
                    chunkNodes.append(moved)
                } else {
                    chunkNodes.append(nodes[index].shifted(byBytes: delta))
                }
            }
            copied += chunkNodes.count
            replaced[chunk] = chunkNodes
        }
        return (nodes.replacingChunks(replaced, shiftingChunksAfter: (subtreeEnd - 1) >> chunkShift, by: delta), copied)
    }

    /// The nodes after `container`'s subtree is replaced by `newNodes` (its reparse, offsets from
    /// `newStart`) of another count, with how many nodes were written: every index after the container
    /// moves, so every node is written again.
    private func nodesSplicedWithShift(_ newNodes: [NodeStorage], container: Int, at newStart: Int, delta: Int) -> (NodeTable, Int) {
        let old = nodes[container]
        let oldSubtreeEnd = old.subtreeEnd
        let indexShift = newNodes.count - (oldSubtreeEnd - container)
        var spliced: [NodeStorage] = []
        spliced.reserveCapacity(nodes.count + indexShift)
        for index in 0..<container { spliced.append(nodes[index]) }
        // Ancestors end after the container: their ends and subtrees move.
        var ancestor = old.parent
        while ancestor >= 0 {
            spliced[ancestor].end += delta
            spliced[ancestor].subtreeEnd += indexShift
            ancestor = spliced[ancestor].parent
        }
        for (offset, node) in newNodes.enumerated() {
            var moved = node.shifted(by: newStart, indexShift: container)
            if offset == 0 { moved.parent = old.parent }
            spliced.append(moved)
        }
        for index in oldSubtreeEnd..<nodes.count {
            let node = nodes[index]
            var moved = node.shifted(by: delta, indexShift: indexShift)
            // A following node's parent is an ancestor of the container (which did not move) or a node after it.
            if node.parent < oldSubtreeEnd { moved.parent = node.parent }
            spliced.append(moved)
        }
        return (NodeTable(spliced), spliced.count)
    }

    /// The innermost object or array whose delimiters lie strictly outside `damage`, with the number of
    /// containers around it (its nesting depth as the parser counts it).
    private func innermostContainer(around damage: Range<Int>) -> (index: Int, depth: Int)? {
        func encloses(_ node: NodeStorage) -> Bool {
            node.start < damage.lowerBound && damage.upperBound < node.end
        }
        var found: (index: Int, depth: Int)?
        var current = rootIndex
        var depth = 0
        while current >= 0 {
            let node = nodes[current]
            switch node.kind {
            case .object, .array:
                guard encloses(node), node.closed else { return found }
                found = (current, depth)
                depth += 1
            case .property:
                guard node.start <= damage.lowerBound, damage.upperBound <= node.end else { return found }
            default:
                return found
            }
            // Descend into the child that holds the damage, if one does.
            var child = current + 1
            var next = -1
            var remaining = node.childCount
            while remaining > 0 {
                let candidate = nodes[child]
                if candidate.start <= damage.lowerBound, damage.upperBound <= candidate.end {
                    next = child
                    break
                }
                if candidate.start > damage.upperBound { break }
                child = candidate.subtreeEnd
                remaining -= 1
            }
            current = next
        }
        return found
    }

    /// The largest number of containers around any container in a freshly parsed node list.
    private static func deepestContainer(_ nodes: [NodeStorage]) -> Int {
        var depths = [Int](repeating: 0, count: nodes.count)
        var deepest = 0
        for index in nodes.indices {
            let parent = nodes[index].parent
            guard parent >= 0 else { continue }
            let parentKind = nodes[parent].kind
            depths[index] = depths[parent] + (parentKind == .object || parentKind == .array ? 1 : 0)
            if nodes[index].kind == .object || nodes[index].kind == .array { deepest = max(deepest, depths[index]) }
        }
        return deepest
    }
}
