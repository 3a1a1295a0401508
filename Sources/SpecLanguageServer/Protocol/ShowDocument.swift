/// `window/showDocument` params (server to client).
struct ShowDocumentParams: Codable, Hashable, Sendable {
    /// The document to show.
    var uri: String
    /// Show it in the system's default application (a browser for HTML) rather than the editor.
    var external: Bool?
    /// Whether the client should bring it to the front.
    var takeFocus: Bool?
}

extension ClientCapabilities {
    /// `window`.
    struct Window: Codable, Hashable, Sendable {
        /// `window.showDocument`.
        var showDocument: ShowDocument?
    }

    /// `window.showDocument`.
    struct ShowDocument: Codable, Hashable, Sendable {
        /// Whether the client handles `window/showDocument`.
        var support: Bool?
    }
}
