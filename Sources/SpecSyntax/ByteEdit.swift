/// One change to a document's UTF-8 bytes: the bytes in `range` of the old text became `newLength`
/// bytes of the new text, and every byte outside it is the same in both (those after it shifted by
/// `lengthChange`).
///
/// An editor's change carries its edit, so nothing has to compare the old and new text to find it
/// again: the language server records each change as one, composes a batch into one covering span
/// (`followed(by:)`), and hands it to `SyntaxTree.reparsed(bytes:edit:)`.
public struct ByteEdit: Hashable, Sendable {
    /// The replaced bytes, in the old text.
    public var range: Range<Int>
    /// How many bytes replaced them in the new text.
    public var newLength: Int

    /// An edit that replaced the bytes in `range` with `newLength` bytes.
    public init(range: Range<Int>, newLength: Int) {
        self.range = range
        self.newLength = max(0, newLength)
    }

    /// The edit of a text that did not change.
    public static let unchanged = ByteEdit(range: 0..<0, newLength: 0)

    /// Whether the text is the same before and after.
    public var isUnchanged: Bool { range.isEmpty && newLength == 0 }

    /// New length minus old length.
    public var lengthChange: Int { newLength - range.count }

    /// The replaced span in the new text.
    public var newRange: Range<Int> { range.lowerBound..<(range.lowerBound + newLength) }

    /// One edit covering this edit and then `next` (whose range is in the text this edit produced):
    /// the text outside the result's range is the same before the first and after the second.
    public func followed(by next: ByteEdit) -> ByteEdit {
        if isUnchanged { return next }
        if next.isUnchanged { return self }
        let start = min(range.lowerBound, next.range.lowerBound)
        // The covered span in the intermediate text ends at whichever edit reaches further; bytes
        // after it map back to the old text by undoing this edit's length change.
        let intermediateEnd = max(newRange.upperBound, next.range.upperBound)
        let oldEnd = intermediateEnd - lengthChange
        let newEnd = intermediateEnd + next.lengthChange
        return ByteEdit(range: start..<oldEnd, newLength: newEnd - start)
    }

    /// The one span in which `old` and `new` differ, found by one scan of their common prefix and
    /// suffix (for clients that send the whole text instead of the change).
    public static func between(_ old: [UInt8], _ new: [UInt8]) -> ByteEdit {
        old.withUnsafeBufferPointer { oldBuffer in
            new.withUnsafeBufferPointer { newBuffer in
                guard let oldBase = oldBuffer.baseAddress, let newBase = newBuffer.baseAddress else {
                    return ByteEdit(range: 0..<oldBuffer.count, newLength: newBuffer.count)
                }
                let shorter = min(oldBuffer.count, newBuffer.count)
                // Eight bytes at a time, then byte by byte.
                let oldRaw = UnsafeRawPointer(oldBase)
                let newRaw = UnsafeRawPointer(newBase)
                var prefix = 0
                while prefix + 8 <= shorter,
                    oldRaw.loadUnaligned(fromByteOffset: prefix, as: UInt64.self)
                        == newRaw.loadUnaligned(fromByteOffset: prefix, as: UInt64.self)
                {
                    prefix += 8
                }
                while prefix < shorter, oldBase[prefix] == newBase[prefix] { prefix += 1 }
                let oldEnd = oldBuffer.count
                let newEnd = newBuffer.count
                var suffix = 0
                while suffix + 8 <= shorter - prefix,
                    oldRaw.loadUnaligned(fromByteOffset: oldEnd - suffix - 8, as: UInt64.self)
                        == newRaw.loadUnaligned(fromByteOffset: newEnd - suffix - 8, as: UInt64.self)
                {
                    suffix += 8
                }
                while suffix < shorter - prefix, oldBase[oldEnd - 1 - suffix] == newBase[newEnd - 1 - suffix] { suffix += 1 }
                if prefix == oldEnd, prefix == newEnd { return .unchanged }
                return ByteEdit(range: prefix..<(oldEnd - suffix), newLength: newEnd - suffix - prefix)
            }
        }
    }
}
