import SpecFoundation

/// `workspace/diagnostic` result, and the value of each partial result streamed for it.
public struct WorkspaceDiagnosticReport: Codable, Hashable, Sendable {
    /// One report per document.
    public var items: [WorkspaceDocumentDiagnosticReport]

    /// Creates a value from its members.
    public init(items: [WorkspaceDocumentDiagnosticReport]) {
        self.items = items
    }
}

/// One document's report in a workspace pull: a full report or `unchanged`, with the document's URI
/// and the version of the open document it was computed for (`null` for a file that is not open).
public struct WorkspaceDocumentDiagnosticReport: Codable, Hashable, Sendable {
    /// `full` or `unchanged`.
    public var kind: String
    /// Identifies this result for the next pull.
    public var resultId: String
    /// The document.
    public var uri: String
    /// The open document's version; nil (written as `null`, never left out) for a file that is not open.
    public var version: Int?
    /// The diagnostics (full reports only).
    public var items: [LSPDiagnostic]?

    /// A full report.
    public static func full(uri: String, version: Int?, resultId: String, items: [LSPDiagnostic]) -> WorkspaceDocumentDiagnosticReport {
        WorkspaceDocumentDiagnosticReport(kind: "full", resultId: resultId, uri: uri, version: version, items: items)
    }

    /// An unchanged report.
    public static func unchanged(uri: String, version: Int?, resultId: String) -> WorkspaceDocumentDiagnosticReport {
        WorkspaceDocumentDiagnosticReport(kind: "unchanged", resultId: resultId, uri: uri, version: version, items: nil)
    }

    /// Creates a value from its members.
    public init(kind: String, resultId: String, uri: String, version: Int?, items: [LSPDiagnostic]? = nil) {
        self.kind = kind
        self.resultId = resultId
        self.uri = uri
        self.version = version
        self.items = items
    }

    enum CodingKeys: String, CodingKey { case kind, resultId, uri, version, items }

    /// Decodes a report (a missing `version` reads as `null`).
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        kind = try container.decode(String.self, forKey: .kind)
        resultId = try container.decode(String.self, forKey: .resultId)
        uri = try container.decode(String.self, forKey: .uri)
        version = try container.decodeIfPresent(Int.self, forKey: .version)
        items = try container.decodeIfPresent([LSPDiagnostic].self, forKey: .items)
    }

    /// Encodes the report; `version` is always present, as LSP requires.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(resultId, forKey: .resultId)
        try container.encode(uri, forKey: .uri)
        if let version { try container.encode(version, forKey: .version) } else { try container.encodeNil(forKey: .version) }
        try container.encodeIfPresent(items, forKey: .items)
    }
}

extension WorkspaceDocumentDiagnosticReport: JSONWritable {
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("kind")
        writer.value(kind)
        writer.key("resultId")
        writer.value(resultId)
        writer.key("uri")
        writer.value(uri)
        writer.key("version")
        if let version { writer.value(version) } else { writer.null() }
        if let items {
            writer.key("items")
            writer.value(items)
        }
        writer.endObject()
    }
}

extension WorkspaceDiagnosticReport: JSONWritable {
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("items")
        writer.value(items)
        writer.endObject()
    }
}
