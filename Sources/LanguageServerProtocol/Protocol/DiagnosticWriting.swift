import SpecFoundation

// Diagnostics are written in bulk (tens of thousands per document), so they and the messages that
// carry them write themselves instead of going through `Encodable`. Each writes exactly what its
// synthesized `Encodable` conformance writes (nil members left out); `ProtocolCodingTests` checks that.

extension Position: JSONWritable {
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("line")
        writer.value(line)
        writer.key("character")
        writer.value(character)
        writer.endObject()
    }
}

extension LSPRange: JSONWritable {
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("start")
        writer.value(start)
        writer.key("end")
        writer.value(end)
        writer.endObject()
    }
}

extension Location: JSONWritable {
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("uri")
        writer.value(uri)
        writer.key("range")
        writer.value(range)
        writer.endObject()
    }
}

extension LSPDiagnostic: JSONWritable {
    public func write(to writer: inout JSONWriter) {
        Self.write(
            range: range, severity: severity, code: code, codeDescription: codeDescription, source: source, message: message, tags: tags,
            relatedInformation: relatedInformation, to: &writer)
    }

    /// Writes the diagnostic these members make, exactly as that value writes itself, without making
    /// it: for publishers that stream tens of thousands of findings (`PublishDiagnosticsParams.write(uri:version:to:diagnostics:)`).
    public static func write(
        range: LSPRange, severity: DiagnosticSeverity, code: String, codeDescription: CodeDescription?, source: String, message: String,
        tags: [DiagnosticTag]?, relatedInformation: [RelatedInformation]?, to writer: inout JSONWriter
    ) {
        writer.beginObject()
        writer.key("range")
        writer.value(range)
        writer.key("severity")
        writer.value(severity.rawValue)
        writer.key("code")
        writer.value(code)
        if let codeDescription {
            writer.key("codeDescription")
            writer.beginObject()
            writer.key("href")
            writer.value(codeDescription.href)
            writer.endObject()
        }
        writer.key("source")
        writer.value(source)
        writer.key("message")
        writer.value(message)
        if let tags {
            writer.key("tags")
            writer.beginArray()
            for tag in tags { writer.value(tag.rawValue) }
            writer.endArray()
        }
        if let relatedInformation {
            writer.key("relatedInformation")
            writer.beginArray()
            for related in relatedInformation {
                writer.beginObject()
                writer.key("location")
                writer.value(related.location)
                writer.key("message")
                writer.value(related.message)
                writer.endObject()
            }
            writer.endArray()
        }
        writer.endObject()
    }
}

extension PublishDiagnosticsParams: JSONWritable {
    public func write(to writer: inout JSONWriter) {
        Self.write(uri: uri, version: version, to: &writer) { writer in
            for diagnostic in diagnostics { writer.value(diagnostic) }
        }
    }

    /// Writes params with these members, exactly as the value writes itself, where
    /// `writeDiagnostics` writes each diagnostic as an element of the array (with
    /// `LSPDiagnostic.write(range:severity:code:codeDescription:source:message:tags:relatedInformation:to:)`),
    /// so a publisher streams its findings into the message without an array of `LSPDiagnostic`.
    public static func write(
        uri: String, version: Int?, to writer: inout JSONWriter, diagnostics writeDiagnostics: (inout JSONWriter) -> Void
    ) {
        writer.beginObject()
        writer.key("uri")
        writer.value(uri)
        if let version {
            writer.key("version")
            writer.value(version)
        }
        writer.key("diagnostics")
        writer.beginArray()
        writeDiagnostics(&writer)
        writer.endArray()
        writer.endObject()
    }
}

extension DocumentDiagnosticReport: JSONWritable {
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("kind")
        writer.value(kind)
        writer.key("resultId")
        writer.value(resultId)
        if let items {
            writer.key("items")
            writer.value(items)
        }
        writer.endObject()
    }
}
