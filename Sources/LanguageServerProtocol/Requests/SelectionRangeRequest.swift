/// `textDocument/selectionRange`: the nested ranges around each position, for expanding a selection.
public struct SelectionRangeRequest: LSPRequest {
    public static let method = "textDocument/selectionRange"
    public typealias Result = [SelectionRange]
    /// The params sent.
    public var params: SelectionRangeParams

    /// A request with `params`.
    public init(_ params: SelectionRangeParams) {
        self.params = params
    }
}
