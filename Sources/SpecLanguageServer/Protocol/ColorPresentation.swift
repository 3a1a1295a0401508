/// `textDocument/colorPresentation` result entry.
struct ColorPresentation: Codable, Hashable, Sendable {
    /// The presentation shown in the picker (the hex value).
    var label: String
    /// The edit that writes it.
    var textEdit: TextEdit
}
