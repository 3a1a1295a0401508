import SpecFoundation

/// `window/workDoneProgress/create` (server to client): creates a progress token the server then reports on (the result is null).
public struct WorkDoneProgressCreateRequest: LSPRequest {
    public static let method = "window/workDoneProgress/create"
    public typealias Result = JSONValue?
    /// The params sent.
    public var params: WorkDoneProgressCreateParams

    /// A request with `params`.
    public init(_ params: WorkDoneProgressCreateParams) {
        self.params = params
    }
}
