extension SyntaxTree {
    /// A tree's nodes in preorder, shared between the versions of an edited document in fixed-size
    /// chunks (issue 30): a splice that leaves the node count unchanged — any edit inside one string,
    /// number or word — writes only the chunks holding the damaged container and its ancestors, and
    /// moves every later chunk by adding the edit's length change to that chunk's byte shift, so a
    /// keystroke costs the chunks it touches plus one word per chunk instead of a copy of every node.
    ///
    /// The nodes of the last whole parse stay in one array (`base`), read directly; a chunk some
    /// splice wrote since lives in `patches`. A fresh parse has no patches and no shifts, so
    /// whole-document work reads its array as before. A node's index is its place in preorder;
    /// chunk `index >> chunkShift` holds it. Nothing is changed once made, so a table is a value other
    /// threads read while a later version is built from it.
    ///
    /// Reading a node is inlinable (into `SyntaxNode`'s accessors in other modules too): whole-document
    /// work reads millions of nodes, and a call per read cost more than the read.
    @usableFromInline
    struct NodeTable: Sendable {
        /// log2 of the nodes a chunk holds.
        static let chunkShift = 9
        /// The nodes a chunk holds (the last chunk may hold fewer): 512 nodes, 12 KiB.
        static let chunkCapacity = 1 << chunkShift

        /// The nodes of the last whole parse (or splice that changed the node count).
        @usableFromInline let base: [NodeStorage]
        /// Per chunk, once a splice has written any: the low 32 bits are the byte shift to add to the
        /// start and end of each of its nodes, the high 32 bits its index in `patches` plus one (0: the
        /// chunk is `base`'s). Empty for a fresh parse.
        @usableFromInline let chunkStates: [Int]
        /// Chunks written by splices since `base` was made.
        @usableFromInline let patches: [[NodeStorage]]
        /// Number of nodes.
        @usableFromInline let count: Int

        /// A table of no nodes.
        static let empty = NodeTable([])

        /// The table of a whole parse's nodes.
        init(_ nodes: [NodeStorage]) {
            base = nodes
            chunkStates = []
            patches = []
            count = nodes.count
        }

        private init(base: [NodeStorage], chunkStates: [Int], patches: [[NodeStorage]], count: Int) {
            self.base = base
            self.chunkStates = chunkStates
            self.patches = patches
            self.count = count
        }

        /// The node at `index` (which must be below `count`), with its chunk's shift applied. Inlined
        /// as one array read for a fresh parse; a spliced table's chunks are read by a call, which keeps
        /// the inlined body small enough for callers to inline in turn.
        @inlinable @inline(__always)
        subscript(index: Int) -> NodeStorage {
            chunkStates.isEmpty ? base[index] : chunkedNode(at: index)
        }

        /// The node at `index` of a table some splice has written (`chunkStates` is not empty).
        @usableFromInline
        func chunkedNode(at index: Int) -> NodeStorage {
            let state = chunkStates[index &>> Self.chunkShift]
            let patch = state &>> 32
            let node = patch == 0 ? base[index] : patches[patch &- 1][index & (Self.chunkCapacity - 1)]
            let byteShift = Int(Int32(truncatingIfNeeded: state))
            return byteShift == 0 ? node : node.shifted(byBytes: byteShift)
        }

        /// `body`'s answer for every node in one buffer, when the nodes are one array (no splice has
        /// written or moved a chunk: a fresh parse); nil otherwise, for the caller to read `self[i]`.
        @inline(__always)
        func withContiguousNodes<Result>(_ body: (UnsafeBufferPointer<NodeStorage>) -> Result) -> Result? {
            chunkStates.isEmpty ? base.withUnsafeBufferPointer(body) : nil
        }

        /// The first node, nil when there is none.
        var first: NodeStorage? { count > 0 ? self[0] : nil }

        /// Number of chunks.
        var chunkCount: Int { (count + Self.chunkCapacity - 1) >> Self.chunkShift }

        /// This table with the chunks numbered in `replaced` given new nodes, and every chunk after
        /// `lastReplaced` moved `byteShift` more bytes; every other chunk is shared.
        func replacingChunks(_ replaced: [Int: [NodeStorage]], shiftingChunksAfter lastReplaced: Int, by byteShift: Int) -> NodeTable {
            var states = chunkStates.isEmpty ? [Int](repeating: 0, count: chunkCount) : chunkStates
            var patches = self.patches
            for (chunk, nodes) in replaced {
                let patch = states[chunk] &>> 32
                if patch == 0 {
                    patches.append(nodes)
                    states[chunk] = patches.count << 32
                } else {
                    patches[patch - 1] = nodes
                    states[chunk] = patch << 32
                }
            }
            if byteShift != 0, lastReplaced + 1 < states.count {
                for chunk in (lastReplaced + 1)..<states.count {
                    let shift = Int(Int32(truncatingIfNeeded: states[chunk])) + byteShift
                    states[chunk] = (states[chunk] &>> 32) << 32 | Int(UInt32(truncatingIfNeeded: shift))
                }
            }
            return NodeTable(base: base, chunkStates: states, patches: patches, count: count)
        }

        /// Whether chunk `chunk` of this table and of `other` are the same memory, shared rather than
        /// copied (for tests).
        func sharesChunk(_ chunk: Int, with other: NodeTable) -> Bool {
            func storage(_ table: NodeTable) -> UnsafePointer<NodeStorage>? {
                let patch = table.chunkStates.isEmpty ? 0 : table.chunkStates[chunk] &>> 32
                return patch == 0 ? table.base.withUnsafeBufferPointer(\.baseAddress) : table.patches[patch - 1].withUnsafeBufferPointer(\.baseAddress)
            }
            return storage(self) == storage(other)
        }

        /// The byte shift of chunk `chunk` in this version (for tests).
        func byteShift(ofChunk chunk: Int) -> Int {
            chunkStates.isEmpty ? 0 : Int(Int32(truncatingIfNeeded: chunkStates[chunk]))
        }
    }
}
