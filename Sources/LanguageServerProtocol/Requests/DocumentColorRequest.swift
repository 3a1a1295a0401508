/// `textDocument/documentColor`: the colors of a document.
public struct DocumentColorRequest: LSPRequest {
    public static let method = "textDocument/documentColor"
    public typealias Result = [ColorInformation]
    /// The params sent.
    public var params: DocumentIdentifierParams

    /// A request with `params`.
    public init(_ params: DocumentIdentifierParams) {
        self.params = params
    }
}
