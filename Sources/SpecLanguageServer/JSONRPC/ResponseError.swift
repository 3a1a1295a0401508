/// A JSON-RPC error object, with the codes JSON-RPC and LSP define.
struct ResponseError: Error, Codable, Hashable, Sendable {
    /// The error code.
    var code: Int
    /// A short description.
    var message: String
    /// Extra information, if any.
    var data: JSONValue?

    /// Invalid JSON or an unreadable frame (-32700).
    static func parseError(_ message: String) -> ResponseError { .init(code: -32700, message: message) }
    /// Not a valid request object, or a request not allowed now (-32600).
    static func invalidRequest(_ message: String) -> ResponseError { .init(code: -32600, message: message) }
    /// The method is not implemented (-32601).
    static func methodNotFound(_ method: String) -> ResponseError {
        .init(code: -32601, message: "method not found: \(method)")
    }
    /// The params do not fit the method (-32602).
    static func invalidParams(_ message: String) -> ResponseError { .init(code: -32602, message: message) }
    /// A request arrived before `initialize` (-32002).
    static let serverNotInitialized = ResponseError(code: -32002, message: "server not initialized")
    /// The client cancelled the request (-32800).
    static let requestCancelled = ResponseError(code: -32800, message: "request cancelled")
    /// -32803 RequestFailed: the request was valid but could not be carried out (a refused rename).
    static func requestFailed(_ message: String) -> ResponseError { .init(code: -32803, message: message) }
}
