import SpecKnowledge
import SpecModel
import SpecSyntax

extension SymbolReference {
    /// The `fallbackSymbol` string beside this `symbol` (format extension), when its owner sets one.
    public var fallbackNode: SyntaxNode? {
        owner["fallbackSymbol"].flatMap { $0.kind == .string ? $0 : nil }
    }
}

extension RuleContext {
    /// True when `reference` sets a `fallbackSymbol` that exists on the minimum version of every one of
    /// `targets` (or is a custom symbol): the app shows the fallback where the newer symbol is missing, so the newer one is fine.
    public func fallbackCovers(_ reference: SymbolReference, on targets: [PlatformTarget]) -> Bool {
        guard let name = reference.fallbackNode?.stringValue else { return false }
        // A custom symbol ships with the app: every version has it.
        if customSymbolCatalog(named: name) != nil { return true }
        guard let fallback = SymbolCatalog.shared.symbol(named: name) else { return false }
        return targets.allSatisfy { fallback.isAvailable(on: $0.platform, minimumVersion: $0.minimumVersion) }
    }
}
