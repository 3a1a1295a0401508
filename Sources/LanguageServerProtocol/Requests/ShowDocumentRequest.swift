import SpecFoundation

/// `window/showDocument` (server to client): asks the client to show a document (its answer is only checked for an error).
public struct ShowDocumentRequest: LSPRequest {
    public static let method = "window/showDocument"
    public typealias Result = JSONValue?
    /// The params sent.
    public var params: ShowDocumentParams

    /// A request with `params`.
    public init(_ params: ShowDocumentParams) {
        self.params = params
    }
}
