/// The compact, parsed form of one row of `sf-symbols.tsv`: offsets into the retained file bytes plus
/// packed versions. `SymbolCatalog` turns it into an `SFSymbol` only when a caller asks for one.
struct SymbolRecord: Sendable {
    /// The platforms of the data's `introduced_*` columns, in field order.
    static let platforms: [Platform] = [.iOS, .macOS, .watchOS, .tvOS, .visionOS]

    let name: ByteSpan
    /// Packed introduction versions (`PackedVersion`) for iOS, macOS, watchOS, tvOS and visionOS.
    let iOS, macOS, watchOS, tvOS, visionOS: UInt32
    /// The comma-separated `categories` column.
    let categories: ByteSpan
    let isMulticolor: Bool
    let status: SymbolStatus
    let renamedTo: ByteSpan
    let localizationOf: ByteSpan
    let releaseYear: ByteSpan

    /// The public value for this row; `buffer` is the file the spans point into.
    func symbol(in buffer: UnsafeBufferPointer<UInt8>) -> SFSymbol {
        var introduced: [Platform: OSVersion] = [:]
        for (platform, packed) in zip(Self.platforms, [iOS, macOS, watchOS, tvOS, visionOS]) {
            if let version = PackedVersion.unpack(packed) {
                introduced[platform] = version
            }
        }
        return SFSymbol(
            name: name.string(in: buffer),
            introduced: introduced,
            categories: categories.string(in: buffer).split(separator: ",").map(String.init),
            isMulticolor: isMulticolor,
            status: status,
            renamedTo: renamedTo.optionalString(in: buffer),
            localizationOf: localizationOf.optionalString(in: buffer),
            releaseYear: releaseYear.string(in: buffer)
        )
    }
}
