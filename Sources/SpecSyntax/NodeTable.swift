extension SyntaxTree {
    /// A tree's nodes in preorder, kept in fixed-size chunks that the versions of an edited document
    /// share (issue 30): a splice that leaves the node count unchanged — any edit inside one string,
    /// number or word — writes only the chunks holding the damaged container and its ancestors, and
    /// moves every later chunk by adding the edit's length change to that chunk's `byteShift`, so a
    /// keystroke costs O(chunks touched × chunk size + chunk count) instead of a copy of every node.
    ///
    /// A node's index is its place in preorder, as before; chunk `index >> chunkShift` holds it.
    /// Chunks are immutable once made, so a table is a value other threads may read while a later
    /// version is built from it.
    struct NodeTable: Sendable {
        /// log2 of the nodes a chunk holds.
        static let chunkShift = 9
        /// The nodes a chunk holds (the last chunk may hold fewer): 512 nodes, 12 KiB.
        static let chunkCapacity = 1 << chunkShift

        /// Some nodes, never changed after they are made.
        final class Chunk: Sendable {
            let nodes: [NodeStorage]

            init(_ nodes: [NodeStorage]) {
                self.nodes = nodes
            }
        }

        /// A chunk and the byte offset to add to the start and end of each of its nodes in this version.
        struct Entry: Sendable {
            let chunk: Chunk
            var byteShift: Int
        }

        private(set) var entries: [Entry]
        /// Number of nodes.
        let count: Int

        /// A table of no nodes.
        static let empty = NodeTable(entries: [], count: 0)

        private init(entries: [Entry], count: Int) {
            self.entries = entries
            self.count = count
        }

        /// The node at `index` (which must be below `count`), with its chunk's shift applied.
        subscript(index: Int) -> NodeStorage {
            let entry = entries[index &>> Self.chunkShift]
            let node = entry.chunk.nodes[index & (Self.chunkCapacity - 1)]
            return entry.byteShift == 0 ? node : node.shifted(byBytes: entry.byteShift)
        }

        /// The first node, nil when there is none.
        var first: NodeStorage? { count > 0 ? self[0] : nil }

        /// This table with the chunks at `replaced` (chunk numbers) given new nodes, and every chunk
        /// after `lastReplaced` moved `byteShift` more bytes; the other chunks are shared.
        func replacingChunks(_ replaced: [Int: [NodeStorage]], shiftingChunksAfter lastReplaced: Int, by byteShift: Int) -> NodeTable {
            var entries = self.entries
            for (chunk, nodes) in replaced { entries[chunk] = Entry(chunk: Chunk(nodes), byteShift: 0) }
            if byteShift != 0, lastReplaced + 1 < entries.count {
                for chunk in (lastReplaced + 1)..<entries.count { entries[chunk].byteShift += byteShift }
            }
            return NodeTable(entries: entries, count: count)
        }

        /// Collects nodes appended one at a time (the parser's and a splice's output) directly into
        /// chunks, so no second copy of the whole node list is made.
        struct Builder {
            private var chunks: [[NodeStorage]] = []
            /// Number of nodes appended.
            private(set) var count = 0

            /// An empty builder.
            init() {}

            /// Appends `node` at index `count`.
            mutating func append(_ node: NodeStorage) {
                if count & (NodeTable.chunkCapacity - 1) == 0 {
                    chunks.append([])
                    chunks[chunks.count - 1].reserveCapacity(NodeTable.chunkCapacity)
                }
                chunks[chunks.count - 1].append(node)
                count += 1
            }

            /// Appends every node of `nodes`.
            mutating func append<Nodes: Sequence<NodeStorage>>(contentsOf nodes: Nodes) {
                for node in nodes { append(node) }
            }

            /// The node at `index` (below `count`).
            subscript(index: Int) -> NodeStorage {
                get { chunks[index &>> NodeTable.chunkShift][index & (NodeTable.chunkCapacity - 1)] }
                set { chunks[index &>> NodeTable.chunkShift][index & (NodeTable.chunkCapacity - 1)] = newValue }
            }

            /// The table of the appended nodes.
            func table() -> NodeTable {
                NodeTable(entries: chunks.map { Entry(chunk: Chunk($0), byteShift: 0) }, count: count)
            }
        }
    }
}
