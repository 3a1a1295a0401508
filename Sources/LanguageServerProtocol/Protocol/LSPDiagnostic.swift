/// An LSP diagnostic (named to stay clear of `SpecModel.Diagnostic`, which it is converted from).
public struct LSPDiagnostic: Codable, Hashable, Sendable {
    /// Where.
    public var range: LSPRange
    /// How bad.
    public var severity: DiagnosticSeverity
    /// The rule id or syntax code.
    public var code: String
    /// Link to the HIG section or documentation explaining the code.
    public var codeDescription: CodeDescription?
    /// Always `designspec`.
    public var source: String
    /// What is wrong.
    public var message: String
    /// How to render it (faded, struck through).
    public var tags: [DiagnosticTag]?
    /// Other places that matter.
    public var relatedInformation: [RelatedInformation]?

    /// `codeDescription`.
    public struct CodeDescription: Codable, Hashable, Sendable {
        /// The documentation URL.
        public var href: String

        /// Creates a value from its members.
        public init(href: String) {
            self.href = href
        }
    }

    /// `relatedInformation` entry.
    public struct RelatedInformation: Codable, Hashable, Sendable {
        /// The place.
        public var location: Location
        /// Why it matters.
        public var message: String

        /// Creates a value from its members.
        public init(location: Location, message: String) {
            self.location = location
            self.message = message
        }
    }

    /// Creates a value from its members.
    public init(
        range: LSPRange, severity: DiagnosticSeverity, code: String, codeDescription: CodeDescription? = nil, source: String,
        message: String, tags: [DiagnosticTag]? = nil, relatedInformation: [RelatedInformation]? = nil
    ) {
        self.range = range
        self.severity = severity
        self.code = code
        self.codeDescription = codeDescription
        self.source = source
        self.message = message
        self.tags = tags
        self.relatedInformation = relatedInformation
    }
}
