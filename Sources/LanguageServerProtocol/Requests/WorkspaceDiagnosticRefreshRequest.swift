import SpecFoundation

/// `workspace/diagnostic/refresh` (server to client): asks a pulling client to pull diagnostics again (no params; the result is null).
public struct WorkspaceDiagnosticRefreshRequest: LSPRequest {
    public static let method = "workspace/diagnostic/refresh"
    public typealias Result = JSONValue?
    /// The params sent.
    public var params: NoParams

    /// A request with `params`.
    public init(_ params: NoParams = NoParams()) {
        self.params = params
    }
}
