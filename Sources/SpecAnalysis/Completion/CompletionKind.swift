/// What a completion candidate stands for (the language server maps it to an LSP item kind).
public enum CompletionKind: Sendable {
    /// An SF Symbol name.
    case symbol
    /// A system color name.
    case color
    /// A color token defined in the document's `colors`.
    case colorToken
    /// A system text style name.
    case textStyle
    /// A type token defined in the document's `typography`.
    case typographyToken
    /// A property key.
    case property
    /// An enumerated or literal value (`large`, `true`, a platform name, …).
    case value
    /// A component kind, the value of `"type"`.
    case componentKind
    /// A template: a new component, screen or spec.
    case snippet
    /// The path of another spec, in `"imports"`.
    case specFile
}
