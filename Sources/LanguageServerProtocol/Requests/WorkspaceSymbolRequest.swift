/// `workspace/symbol`: the symbols of every spec whose names match a query.
public struct WorkspaceSymbolRequest: LSPRequest {
    public static let method = "workspace/symbol"
    public typealias Result = [SymbolInformation]
    /// The params sent.
    public var params: WorkspaceSymbolParams

    /// A request with `params`.
    public init(_ params: WorkspaceSymbolParams) {
        self.params = params
    }
}
