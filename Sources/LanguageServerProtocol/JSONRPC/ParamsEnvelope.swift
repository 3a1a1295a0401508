/// Decodes only `params` of a message body into a typed struct (absent `params` is `NoParams` for
/// the methods that take none, and an error for the others).
public struct ParamsEnvelope<Params: Decodable>: Decodable {
    /// The typed params.
    public var params: Params

    /// Creates a value from its members.
    public init(params: Params) {
        self.params = params
    }

    private enum CodingKeys: String, CodingKey { case params }

    /// Decodes `params`, accepting its absence when `Params` is `NoParams`.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if !container.contains(.params), let none = NoParams() as? Params {
            params = none
        } else {
            params = try container.decode(Params.self, forKey: .params)
        }
    }
}
