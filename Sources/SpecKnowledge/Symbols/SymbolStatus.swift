/// Where a name stands in the SF Symbols release the catalog describes (SF Symbols 7).
public enum SymbolStatus: String, Sendable {
    /// A current symbol name.
    case current
    /// A script- or language-specific variant of another symbol (e.g. `0.circle.ar`); see `SFSymbol.localizationOf`.
    case localizedVariant
    /// An old name kept as an alias of a renamed symbol; see `SFSymbol.renamedTo`.
    case deprecated

    /// Rank used for ordering lists: current names first, then localized variants, then deprecated names.
    var rank: Int {
        switch self {
        case .current: return 0
        case .localizedVariant: return 1
        case .deprecated: return 2
        }
    }

    /// Maps the data's `status` column (`current`, `localized_variant`, `deprecated_alias`).
    init?(dataValue bytes: UnsafeBufferPointer<UInt8>) {
        if bytes.elementsEqual("current".utf8) {
            self = .current
        } else if bytes.elementsEqual("localized_variant".utf8) {
            self = .localizedVariant
        } else if bytes.elementsEqual("deprecated_alias".utf8) || bytes.elementsEqual("deprecated".utf8) {
            self = .deprecated
        } else {
            return nil
        }
    }
}
