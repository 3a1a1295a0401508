/// `textDocument/diagnostic`: pulls one document's diagnostics.
public struct DocumentDiagnosticRequest: LSPRequest {
    public static let method = "textDocument/diagnostic"
    public typealias Result = DocumentDiagnosticReport
    /// The params sent.
    public var params: DocumentDiagnosticParams

    /// A request with `params`.
    public init(_ params: DocumentDiagnosticParams) {
        self.params = params
    }
}
