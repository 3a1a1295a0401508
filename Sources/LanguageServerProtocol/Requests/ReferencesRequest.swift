/// `textDocument/references`: every use of the name under the cursor, across the workspace.
public struct ReferencesRequest: LSPRequest {
    public static let method = "textDocument/references"
    public typealias Result = [Location]
    /// The params sent.
    public var params: ReferenceParams

    /// A request with `params`.
    public init(_ params: ReferenceParams) {
        self.params = params
    }
}
