/// A parsed design spec document: JSONC syntax nodes with byte offsets, plus the problems found.
///
/// Parsing never fails: every input, however malformed, yields a tree (possibly without a root) and
/// diagnostics. The tree is immutable and safe to share between threads.
public final class SyntaxTree: Sendable {
    /// The most deeply nested objects/arrays the parser follows; deeper values become `invalid` nodes
    /// with a `nesting-too-deep` diagnostic (this keeps every later recursive walk bounded).
    public static let maximumNestingDepth = 128

    /// The largest document the parser reads (2 GiB − 1 bytes, so offsets fit in 32 bits); larger
    /// ones get a single `document-too-large` diagnostic and no root.
    public static let maximumDocumentSize = Int(Int32.max)

    /// The document's UTF-8 bytes.
    public let bytes: [UInt8]
    /// Problems found while scanning and parsing, in document order (the first 1,000 found).
    public let diagnostics: [SyntaxDiagnostic]
    /// Comments (`// …` and `/* … */`), in document order.
    public let comments: [Comment]
    /// The bytes this version's parse read: the whole document for a parse, the damaged container's
    /// new text for a tree reparsed after an edit (`reparsed(bytes:edit:)`; an unchanged edit gives the
    /// earlier tree itself).
    public let parsedRange: Range<Int>
    /// How many nodes this version wrote rather than shared with the tree it was reparsed from: every
    /// node for a parse, or for a splice that changed the node count; for a splice that kept it, the
    /// nodes of the chunks holding the damaged container and its ancestors (`NodeTable`).
    public let copiedNodeCount: Int

    /// The nodes in preorder: a node's first child (if any) is the next node, and each child's
    /// next sibling starts where the child's subtree ends. Chunks of them are shared with the
    /// versions reparsed from this one (`NodeTable`).
    @usableFromInline let nodes: NodeTable
    let rootIndex: Int

    /// One node, packed into 24 bytes (offsets are 32-bit: see `maximumDocumentSize`; a property's
    /// colon is found again from the text when asked for, `SyntaxNode.colonOffset`). Read by
    /// `SyntaxNode`'s inlinable accessors.
    @usableFromInline
    struct NodeStorage: Sendable {
        @usableFromInline var kind: NodeKind
        /// Whether the closing quote, `}` or `]` is present.
        @usableFromInline var closed = true
        /// For strings: whether the contents contain a backslash.
        @usableFromInline var hasEscapes = false
        @usableFromInline var start32: Int32
        @usableFromInline var end32: Int32
        @usableFromInline var parent32: Int32
        @usableFromInline var subtreeEnd32: Int32
        @usableFromInline var childCount32: Int32 = 0

        init(kind: NodeKind, start: Int, end: Int, parent: Int, subtreeEnd: Int) {
            self.kind = kind
            start32 = Int32(truncatingIfNeeded: start)
            end32 = Int32(truncatingIfNeeded: end)
            parent32 = Int32(truncatingIfNeeded: parent)
            subtreeEnd32 = Int32(truncatingIfNeeded: subtreeEnd)
        }

        @inlinable var start: Int { Int(start32) }
        @inlinable var end: Int {
            get { Int(end32) }
            set { end32 = Int32(truncatingIfNeeded: newValue) }
        }
        @inlinable var parent: Int {
            get { Int(parent32) }
            set { parent32 = Int32(truncatingIfNeeded: newValue) }
        }
        /// Index just past this node's last descendant: its next sibling, if it has one.
        @inlinable var subtreeEnd: Int {
            get { Int(subtreeEnd32) }
            set { subtreeEnd32 = Int32(truncatingIfNeeded: newValue) }
        }
        @inlinable var childCount: Int {
            get { Int(childCount32) }
            set { childCount32 = Int32(truncatingIfNeeded: newValue) }
        }

        /// The node moved `offset` bytes, its indices unchanged.
        func shifted(byBytes offset: Int) -> NodeStorage {
            var moved = self
            moved.start32 = start32 &+ Int32(truncatingIfNeeded: offset)
            moved.end32 = end32 &+ Int32(truncatingIfNeeded: offset)
            return moved
        }

        /// The node moved `offset` bytes and `indexShift` node slots (a root's missing parent stays missing).
        func shifted(by offset: Int, indexShift: Int) -> NodeStorage {
            var moved = self
            moved.start32 = Int32(truncatingIfNeeded: start + offset)
            moved.end32 = Int32(truncatingIfNeeded: end + offset)
            if parent >= 0 { moved.parent = parent + indexShift }
            moved.subtreeEnd = subtreeEnd + indexShift
            return moved
        }
    }

    init(
        bytes: [UInt8], nodes: NodeTable, rootIndex: Int, diagnostics: [SyntaxDiagnostic], comments: [Comment],
        parsedRange: Range<Int>? = nil, copiedNodeCount: Int? = nil
    ) {
        self.bytes = bytes
        self.nodes = nodes
        self.rootIndex = rootIndex
        self.diagnostics = diagnostics
        self.comments = comments
        self.parsedRange = parsedRange ?? 0..<bytes.count
        self.copiedNodeCount = copiedNodeCount ?? nodes.count
    }

    /// Parses `text` as JSONC.
    public static func parse(_ text: String) -> SyntaxTree {
        parse(bytes: Array(text.utf8))
    }

    /// Parses UTF-8 `bytes` as JSONC (comments and trailing commas allowed).
    public static func parse(bytes: [UInt8]) -> SyntaxTree {
        parse(bytes: bytes, sizeLimit: maximumDocumentSize)
    }

    /// Parses UTF-8 `bytes` as JSONC unless they are longer than `sizeLimit` (at most
    /// `maximumDocumentSize`); a longer document gets only a `document-too-large` diagnostic.
    public static func parse(bytes: [UInt8], sizeLimit: Int) -> SyntaxTree {
        let sizeLimit = min(sizeLimit, maximumDocumentSize)
        guard bytes.count <= sizeLimit else {
            let diagnostic = SyntaxDiagnostic(
                code: .documentTooLarge, range: 0..<0,
                message: "The document is \(bytes.count) bytes; documents over \(sizeLimit) bytes are not analysed.")
            return SyntaxTree(bytes: bytes, nodes: .empty, rootIndex: -1, diagnostics: [diagnostic], comments: [])
        }
        // An empty document is scanned from a one-byte stand-in so the scanner always has a base
        // address; the scanner reads only `bytes.count` bytes.
        let storage = bytes.isEmpty ? [0] : bytes
        let output = storage.withUnsafeBufferPointer { buffer in
            // A non-empty array always has a base address; without one there is nothing to read.
            guard let base = buffer.baseAddress else {
                return Parser.Output(nodes: [], rootIndex: -1, diagnostics: [], comments: [])
            }
            var parser = Parser(base: base, count: bytes.count)
            return parser.parseDocument()
        }
        return SyntaxTree(
            bytes: bytes, nodes: NodeTable(output.nodes), rootIndex: output.rootIndex,
            diagnostics: output.diagnostics, comments: output.comments)
    }

    /// The top-level value, nil when the document has none.
    public var root: SyntaxNode? {
        rootIndex < 0 ? nil : SyntaxNode(tree: self, index: rootIndex)
    }

    /// Number of nodes in the tree.
    public var nodeCount: Int { nodes.count }

    func decodeString(_ node: NodeStorage) -> String {
        let start = min(node.start + 1, node.end)
        let end = node.closed ? max(start, node.end - 1) : node.end
        // Through the buffer rather than a slice of `bytes`, which would retain the array per string.
        return bytes.withUnsafeBufferPointer {
            let content = UnsafeBufferPointer(rebasing: $0[start..<end])
            return node.hasEscapes ? StringUnescaper.unescape(content) : String(decoding: content, as: UTF8.self)
        }
    }
}

/// A comment in the document.
public struct Comment: Hashable, Sendable {
    /// UTF-8 byte range including the `//` or `/* */` delimiters.
    public var range: Range<Int>
    /// The text between the delimiters.
    public var body: String
    /// True for `// …`, false for `/* … */`.
    public var isLineComment: Bool

    /// Creates a comment.
    public init(range: Range<Int>, body: String, isLineComment: Bool) {
        self.range = range
        self.body = body
        self.isLineComment = isLineComment
    }
}

/// Resolves JSON string escapes.
enum StringUnescaper {
    static func unescape(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var scalars = String.UnicodeScalarView()
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        func flush() {
            if !output.isEmpty {
                scalars.append(contentsOf: String(decoding: output, as: UTF8.self).unicodeScalars)
                output.removeAll(keepingCapacity: true)
            }
        }
        while index < bytes.endIndex {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\\"), index + 1 < bytes.endIndex else {
                output.append(byte)
                index += 1
                continue
            }
            let escape = bytes[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "\""): output.append(UInt8(ascii: "\""))
            case UInt8(ascii: "\\"): output.append(UInt8(ascii: "\\"))
            case UInt8(ascii: "/"): output.append(UInt8(ascii: "/"))
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "u"):
                guard let unit = hexValue(bytes, at: index) else {
                    flush()
                    scalars.append("\u{FFFD}")
                    continue
                }
                index += 4
                flush()
                if (0xD800...0xDBFF).contains(unit), index + 1 < bytes.endIndex,
                    bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u"),
                    let low = hexValue(bytes, at: index + 2), (0xDC00...0xDFFF).contains(low)
                {
                    index += 6
                    let combined = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                    scalars.append(Unicode.Scalar(combined) ?? "\u{FFFD}")
                } else {
                    scalars.append(Unicode.Scalar(unit) ?? "\u{FFFD}")
                }
            default:
                // The scanner reported it; skip the whole escaped character.
                index += LineIndex.sequenceLength(bytes, at: index - 1, limit: bytes.endIndex) - 1
                flush()
                scalars.append("\u{FFFD}")
            }
        }
        flush()
        return String(scalars)
    }

    /// The value of four hex digits at `index`, nil if they are not there.
    static func hexValue(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt32? {
        guard index + 4 <= bytes.endIndex else { return nil }
        var value: UInt32 = 0
        for offset in index..<(index + 4) {
            let byte = bytes[offset]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
            value = value * 16 + digit
        }
        return value
    }
}
