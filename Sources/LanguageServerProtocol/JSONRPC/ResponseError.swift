import SpecFoundation

/// A JSON-RPC error object, with the codes JSON-RPC and LSP define.
public struct ResponseError: Error, Codable, Hashable, Sendable {
    /// The error code.
    public var code: Int
    /// A short description.
    public var message: String
    /// Extra information, if any.
    public var data: JSONValue?

    /// Invalid JSON or an unreadable frame (-32700).
    public static func parseError(_ message: String) -> ResponseError { .init(code: -32700, message: message) }
    /// Not a valid request object, or a request not allowed now (-32600).
    public static func invalidRequest(_ message: String) -> ResponseError { .init(code: -32600, message: message) }
    /// The method is not implemented (-32601).
    public static func methodNotFound(_ method: String) -> ResponseError {
        .init(code: -32601, message: "method not found: \(method)")
    }
    /// The params do not fit the method (-32602).
    public static func invalidParams(_ message: String) -> ResponseError { .init(code: -32602, message: message) }
    /// A request arrived before `initialize` (-32002).
    public static let serverNotInitialized = ResponseError(code: -32002, message: "server not initialized")
    /// The client cancelled the request (-32800).
    public static let requestCancelled = ResponseError(code: -32800, message: "request cancelled")
    /// The document a request read changed before its answer was ready (-32801, LSP's
    /// ContentModified): the client asks again if it still needs it.
    public static let contentModified = ResponseError(code: -32801, message: "content modified")
    /// -32803 RequestFailed: the request was valid but could not be carried out (a refused rename).
    public static func requestFailed(_ message: String) -> ResponseError { .init(code: -32803, message: message) }

    /// Creates a value from its members.
    public init(code: Int, message: String, data: JSONValue? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }
}
