/// `$/cancelRequest` params.
public struct CancelParams: Codable, Hashable, Sendable {
    /// The request to cancel.
    public var id: RequestID

    /// Creates a value from its members.
    public init(id: RequestID) {
        self.id = id
    }
}
