/// `textDocument/rename`: renames a name and every use of it, across the workspace.
public struct RenameRequest: LSPRequest {
    public static let method = "textDocument/rename"
    public typealias Result = WorkspaceEdit
    /// The params sent.
    public var params: RenameParams

    /// A request with `params`.
    public init(_ params: RenameParams) {
        self.params = params
    }
}
