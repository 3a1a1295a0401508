/// `$/cancelRequest` params.
struct CancelParams: Codable, Hashable, Sendable {
    /// The request to cancel.
    var id: RequestID
}
