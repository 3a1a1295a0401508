/// Decodes only `params` of a message body into a typed struct.
struct ParamsEnvelope<Params: Decodable>: Decodable {
    /// The typed params.
    var params: Params
}
