import FuzzDriver
import SpecSyntax

// Parses arbitrary bytes as JSONC, then walks everything the tree offers and checks the invariants
// the rest of the project relies on (ranges inside the text and nested in their parent, positions
// that never round-trip forward). A violated invariant traps, which libFuzzer reports as a crash.
runFuzzer { bytes in
    let tree = SyntaxTree.parse(bytes: bytes)
    for diagnostic in tree.diagnostics {
        precondition(diagnostic.range.lowerBound >= 0 && diagnostic.range.upperBound <= bytes.count)
    }
    if let root = tree.root {
        for node in [root] + Array(root.descendants) {
            precondition(node.range.lowerBound >= 0 && node.range.upperBound <= bytes.count)
            if let parent = node.parent {
                precondition(parent.range.lowerBound <= node.range.lowerBound)
                precondition(node.range.upperBound <= parent.range.upperBound)
            }
            _ = node.stringValue
            _ = node.numberValue
            _ = node.keyName
            _ = node.path.description
        }
    }
    let lines = LineIndex(bytes: bytes)
    for offset in stride(from: 0, through: bytes.count, by: max(1, bytes.count / 16)) {
        _ = tree.location(at: offset)
        for encoding in PositionEncoding.allCases {
            let position = lines.position(of: offset, encoding: encoding)
            precondition(lines.offset(of: position, encoding: encoding) <= offset, "position round trip moved forward")
        }
    }
}
