/// `workspace/executeCommand`: runs `designspec.preview`.
public struct ExecuteCommandRequest: LSPRequest {
    public static let method = "workspace/executeCommand"
    public typealias Result = PreviewCommandResult
    /// The params sent.
    public var params: ExecuteCommandParams

    /// A request with `params`.
    public init(_ params: ExecuteCommandParams) {
        self.params = params
    }
}
