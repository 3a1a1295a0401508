/// `textDocument/rangeFormatting`: the edits that format a range.
public struct DocumentRangeFormattingRequest: LSPRequest {
    public static let method = "textDocument/rangeFormatting"
    public typealias Result = [TextEdit]
    /// The params sent.
    public var params: DocumentRangeFormattingParams

    /// A request with `params`.
    public init(_ params: DocumentRangeFormattingParams) {
        self.params = params
    }
}
