/// An LSP diagnostic (named to stay clear of `SpecModel.Diagnostic`, which it is converted from).
struct LSPDiagnostic: Codable, Hashable, Sendable {
    /// Where.
    var range: LSPRange
    /// How bad.
    var severity: DiagnosticSeverity
    /// The rule id or syntax code.
    var code: String
    /// Link to the HIG section or documentation explaining the code.
    var codeDescription: CodeDescription?
    /// Always `designspec`.
    var source: String
    /// What is wrong.
    var message: String
    /// How to render it (faded, struck through).
    var tags: [DiagnosticTag]?
    /// Other places that matter.
    var relatedInformation: [RelatedInformation]?

    /// `codeDescription`.
    struct CodeDescription: Codable, Hashable, Sendable {
        /// The documentation URL.
        var href: String
    }

    /// `relatedInformation` entry.
    struct RelatedInformation: Codable, Hashable, Sendable {
        /// The place.
        var location: Location
        /// Why it matters.
        var message: String
    }
}
