/// An LSP diagnostic (named to stay clear of `SpecModel.Diagnostic`, which it is converted from).
struct LSPDiagnostic: Codable, Hashable, Sendable {
    /// Where.
    var range: LSPRange
    /// 1 error, 2 warning, 3 information, 4 hint.
    var severity: Int
    /// The rule id or syntax code.
    var code: String
    /// Link to the HIG section or documentation explaining the code.
    var codeDescription: CodeDescription?
    /// Always `designspec`.
    var source: String
    /// What is wrong.
    var message: String
    /// 1 unnecessary, 2 deprecated.
    var tags: [Int]?
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
