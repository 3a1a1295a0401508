/// `textDocument/colorPresentation`: how a picked color is spelled.
public struct ColorPresentationRequest: LSPRequest {
    public static let method = "textDocument/colorPresentation"
    public typealias Result = [ColorPresentation]
    /// The params sent.
    public var params: ColorPresentationParams

    /// A request with `params`.
    public init(_ params: ColorPresentationParams) {
        self.params = params
    }
}
