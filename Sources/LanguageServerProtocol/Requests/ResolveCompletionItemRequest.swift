/// `completionItem/resolve`: fills in the documentation left out of a completion item.
public struct ResolveCompletionItemRequest: LSPRequest {
    public static let method = "completionItem/resolve"
    public typealias Result = CompletionItem
    /// The params sent.
    public var params: CompletionItem

    /// A request with `params`.
    public init(_ params: CompletionItem) {
        self.params = params
    }
}
