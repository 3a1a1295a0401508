import Foundation

/// A request, client to server or server to client: its method, the type of its params and of its
/// result. A value carries the params, so the sender sends one typed value and gets `Result` back.
/// The receiver decodes `Params` and encodes `Result`; the sender the other way round.
public protocol LSPRequest: Sendable {
    /// The params' type (`NoParams` when the method takes none).
    associatedtype Params: Encodable & Sendable
    /// The result's type.
    associatedtype Result: Sendable
    /// The JSON-RPC method name.
    static var method: String { get }
    /// The params sent.
    var params: Params { get }
}

/// A notification, client to server or server to client: its method and the type of its params.
public protocol LSPNotification: Sendable {
    /// The params' type (`NoParams` when the method takes none).
    associatedtype Params: Encodable & Sendable
    /// The JSON-RPC method name.
    static var method: String { get }
    /// The params sent.
    var params: Params { get }
}

extension LSPRequest where Params: Decodable {
    /// Decodes the params of a message body of this method.
    public static func decodeParams(fromBody body: Data) throws -> Params {
        try JSONDecoder().decode(ParamsEnvelope<Params>.self, from: body).params
    }
}

extension LSPNotification where Params: Decodable {
    /// Decodes the params of a message body of this method (in one scan when `Params` is
    /// `BodyScannedParams` and the body has the plain shape; with `JSONDecoder` otherwise).
    public static func decodeParams(fromBody body: Data) throws -> Params {
        if let scannedType = Params.self as? any BodyScannedParams.Type, let params = scannedType.scanning(body: body) as? Params {
            return params
        }
        return try JSONDecoder().decode(ParamsEnvelope<Params>.self, from: body).params
    }
}

/// The params of a method that takes none: whatever the message carries is accepted and ignored,
/// and it is sent as `{}`.
public struct NoParams: Codable, Hashable, Sendable {
    /// The only value.
    public init() {}

    /// Reads nothing: the method's params, if any, are ignored.
    public init(from decoder: Decoder) throws {}

    /// Writes an empty object.
    public func encode(to encoder: Encoder) throws {
        _ = encoder.container(keyedBy: CodingKeysNone.self)
    }

    private enum CodingKeysNone: CodingKey {}
}
