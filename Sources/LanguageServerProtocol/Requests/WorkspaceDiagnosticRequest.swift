/// `workspace/diagnostic`: pulls the diagnostics of every spec of the workspace.
public struct WorkspaceDiagnosticRequest: LSPRequest {
    public static let method = "workspace/diagnostic"
    public typealias Result = WorkspaceDiagnosticReport
    /// The params sent.
    public var params: WorkspaceDiagnosticParams

    /// A request with `params`.
    public init(_ params: WorkspaceDiagnosticParams) {
        self.params = params
    }
}
