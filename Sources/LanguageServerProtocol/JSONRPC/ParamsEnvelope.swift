/// Decodes only `params` of a message body into a typed struct.
public struct ParamsEnvelope<Params: Decodable>: Decodable {
    /// The typed params.
    public var params: Params

    /// Creates a value from its members.
    public init(params: Params) {
        self.params = params
    }
}
