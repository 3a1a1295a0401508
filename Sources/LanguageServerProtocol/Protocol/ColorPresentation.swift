/// `textDocument/colorPresentation` result entry.
public struct ColorPresentation: Codable, Hashable, Sendable {
    /// The presentation shown in the picker (the hex value).
    public var label: String
    /// The edit that writes it.
    public var textEdit: TextEdit

    /// Creates a value from its members.
    public init(label: String, textEdit: TextEdit) {
        self.label = label
        self.textEdit = textEdit
    }
}
