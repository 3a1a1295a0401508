extension SyntaxTree {
    /// A tree's nodes in preorder, in fixed-size chunks that the versions of an edited document share
    /// (issue 30): a splice that leaves the node count unchanged — any edit inside one string, number
    /// or word — writes only the chunks holding the damaged container and its ancestors, and moves
    /// every later chunk by adding the edit's length change to that chunk's `byteShift`, so a keystroke
    /// costs the chunks it touches plus one entry per chunk instead of a copy of every node.
    ///
    /// A fresh parse's table is its one node array (read directly, as whole-document work does), and
    /// its chunks are slices of that array, so the first splice copies nothing either. A node's index
    /// is its place in preorder; chunk `index >> chunkShift` holds it. Chunks are never changed once
    /// made, so a table is a value other threads read while a later version is built from it.
    struct NodeTable: Sendable {
        /// log2 of the nodes a chunk holds.
        static let chunkShift = 9
        /// The nodes a chunk holds (the last chunk may hold fewer): 512 nodes, 12 KiB.
        static let chunkCapacity = 1 << chunkShift

        /// A chunk's nodes and the byte offset to add to the start and end of each in this version.
        struct Entry: Sendable {
            let nodes: ArraySlice<NodeStorage>
            var byteShift: Int
        }

        /// Every node, for a fresh parse (no chunk replaced or moved); empty otherwise.
        private let flat: [NodeStorage]
        /// Whether `flat` holds every node, so a read needs no chunk.
        private let isFlat: Bool
        /// The chunks, in order.
        private(set) var entries: [Entry]
        /// Number of nodes.
        let count: Int

        /// A table of no nodes.
        static let empty = NodeTable([])

        /// The table of a fresh parse's nodes: the array itself, and chunks sliced from it.
        init(_ nodes: [NodeStorage]) {
            flat = nodes
            isFlat = true
            count = nodes.count
            entries = stride(from: 0, to: nodes.count, by: Self.chunkCapacity).map {
                Entry(nodes: nodes[$0..<min($0 + Self.chunkCapacity, nodes.count)], byteShift: 0)
            }
        }

        private init(entries: [Entry], count: Int) {
            flat = []
            isFlat = false
            self.entries = entries
            self.count = count
        }

        /// The node at `index` (which must be below `count`), with its chunk's shift applied.
        subscript(index: Int) -> NodeStorage {
            if isFlat { return flat[index] }
            let entry = entries[index &>> Self.chunkShift]
            let node = entry.nodes[entry.nodes.startIndex &+ (index & (Self.chunkCapacity - 1))]
            return entry.byteShift == 0 ? node : node.shifted(byBytes: entry.byteShift)
        }

        /// This table with the chunks numbered in `replaced` given new nodes, and every chunk after
        /// `lastReplaced` moved `byteShift` more bytes; the other chunks are shared.
        func replacingChunks(_ replaced: [Int: [NodeStorage]], shiftingChunksAfter lastReplaced: Int, by byteShift: Int) -> NodeTable {
            var entries = self.entries
            for (chunk, nodes) in replaced { entries[chunk] = Entry(nodes: nodes[...], byteShift: 0) }
            if byteShift != 0, lastReplaced + 1 < entries.count {
                for chunk in (lastReplaced + 1)..<entries.count { entries[chunk].byteShift += byteShift }
            }
            return NodeTable(entries: entries, count: count)
        }
    }
}
