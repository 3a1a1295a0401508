import SpecKnowledge
import SpecModel
import SpecSyntax

extension RuleContext {
    /// The catalog whose `*.symbolset` defines `name`, when an imported asset catalog does (one
    /// dictionary lookup).
    public func customSymbolCatalog(named name: String) -> SpecSourceFile? {
        spec.imports.customSymbols[name]
    }

    /// The `symbol` values that name no custom symbol: the ones the SF Symbol rules judge.
    public var sfSymbolReferences: [SymbolReference] {
        let custom = spec.imports.customSymbols
        guard !custom.isEmpty else { return symbolReferences }
        return symbolReferences.filter { custom[$0.name] == nil }
    }
}

extension SymbolReference {
    /// The owner's `symbolVariant` string and the variant it names (nil when it names none: the value
    /// checker reports it).
    public var variant: (node: SyntaxNode, variant: SymbolVariant)? {
        guard let node = owner["symbolVariant"], let name = node.stringValue, let variant = SymbolVariant(name: name) else { return nil }
        return (node, variant)
    }

    /// The name SwiftUI draws when the owner sets a `symbolVariant` that changes the name, with the
    /// variant's value node; nil when there is no such variant.
    public var resolvedVariant: (node: SyntaxNode, name: String)? {
        guard let (node, variant) = variant else { return nil }
        let resolved = variant.resolvedName(of: name)
        return resolved == name ? nil : (node, resolved)
    }
}
