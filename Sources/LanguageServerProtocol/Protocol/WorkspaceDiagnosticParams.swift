/// `workspace/diagnostic` params.
public struct WorkspaceDiagnosticParams: Codable, Hashable, Sendable {
    /// The provider identifier from the capability.
    public var identifier: String?
    /// The result ids the client holds, by document: documents whose result is unchanged are
    /// answered `unchanged`.
    public var previousResultIds: [PreviousResultID]
    /// Where to report work-done progress, when the client asks for it.
    public var workDoneToken: ProgressToken?
    /// Where to stream partial results, when the client asks for them.
    public var partialResultToken: ProgressToken?

    /// Creates a value from its members.
    public init(
        identifier: String? = nil, previousResultIds: [PreviousResultID] = [],
        workDoneToken: ProgressToken? = nil, partialResultToken: ProgressToken? = nil
    ) {
        self.identifier = identifier
        self.previousResultIds = previousResultIds
        self.workDoneToken = workDoneToken
        self.partialResultToken = partialResultToken
    }

    /// One document's last result id, as the client holds it.
    public struct PreviousResultID: Codable, Hashable, Sendable {
        /// The document.
        public var uri: String
        /// Its result id.
        public var value: String

        /// Creates a value from its members.
        public init(uri: String, value: String) {
            self.uri = uri
            self.value = value
        }
    }
}
