/// `textDocument/codeAction`: the quick fixes and fix-all of a range.
public struct CodeActionRequest: LSPRequest {
    public static let method = "textDocument/codeAction"
    public typealias Result = [CodeAction]
    /// The params sent.
    public var params: CodeActionParams

    /// A request with `params`.
    public init(_ params: CodeActionParams) {
        self.params = params
    }
}
