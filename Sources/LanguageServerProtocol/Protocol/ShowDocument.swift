/// `window/showDocument` params (server to client).
public struct ShowDocumentParams: Codable, Hashable, Sendable {
    /// The document to show.
    public var uri: String
    /// Show it in the system's default application (a browser for HTML) rather than the editor.
    public var external: Bool?
    /// Whether the client should bring it to the front.
    public var takeFocus: Bool?

    /// Creates a value from its members.
    public init(uri: String, external: Bool? = nil, takeFocus: Bool? = nil) {
        self.uri = uri
        self.external = external
        self.takeFocus = takeFocus
    }
}

extension ClientCapabilities {
    /// `window`.
    public struct Window: Codable, Hashable, Sendable {
        /// `window.showDocument`.
        public var showDocument: ShowDocument?
        /// Whether the client takes server-initiated work-done progress (`window/workDoneProgress/create`).
        public var workDoneProgress: Bool?

        /// Creates a value from its members.
        public init(showDocument: ShowDocument? = nil, workDoneProgress: Bool? = nil) {
            self.showDocument = showDocument
            self.workDoneProgress = workDoneProgress
        }
    }

    /// `window.showDocument`.
    public struct ShowDocument: Codable, Hashable, Sendable {
        /// Whether the client handles `window/showDocument`.
        public var support: Bool?

        /// Creates a value from its members.
        public init(support: Bool? = nil) {
            self.support = support
        }
    }
}
