/// The compact, parsed form of one row of `sf-symbols-renamed.tsv` (offsets into the retained file).
struct SymbolRenameRecord: Sendable {
    let oldName: ByteSpan
    let newName: ByteSpan
    let release: ByteSpan
    /// Packed rename versions (`PackedVersion`) for iOS, macOS, watchOS, tvOS and visionOS.
    let iOS, macOS, watchOS, tvOS, visionOS: UInt32

    /// The public value for this row; `buffer` is the file the spans point into.
    func rename(in buffer: UnsafeBufferPointer<UInt8>) -> SymbolRename {
        var renamedIn: [Platform: OSVersion] = [:]
        for (platform, packed) in zip(SymbolRecord.platforms, [iOS, macOS, watchOS, tvOS, visionOS]) {
            if let version = PackedVersion.unpack(packed) {
                renamedIn[platform] = version
            }
        }
        return SymbolRename(
            oldName: oldName.string(in: buffer),
            newName: newName.string(in: buffer),
            release: release.string(in: buffer),
            renamedIn: renamedIn
        )
    }
}
