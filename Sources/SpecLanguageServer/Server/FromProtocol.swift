import Foundation
import LanguageServerProtocol
import SpecKnowledge
import SpecSyntax

/// Conversions from LSP types into the core's terms (byte offsets); the only place positions come in.
///
/// Every conversion goes through `LineIndex` in the negotiated position encoding.
struct FromProtocol {
    /// Index of the document the positions refer to.
    let lineIndex: LineIndex
    /// Column unit of the incoming positions.
    let encoding: PositionEncoding

    /// The byte offset of `position` (clamped into the document).
    func offset(_ position: Position) -> Int {
        lineIndex.offset(of: TextPosition(line: position.line, character: position.character), encoding: encoding)
    }

    /// The byte range of `range`; a reversed range is normalized.
    func byteRange(_ range: LSPRange) -> Range<Int> {
        let start = offset(range.start)
        let end = offset(range.end)
        return min(start, end)..<max(start, end)
    }

    /// The core's color for an LSP color.
    static func color(_ color: ColorInformation.Color) -> RGBAColor {
        RGBAColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }

    /// The path of a `file:` URI (percent-decoded); other URIs are returned as they are.
    static func path(ofURI uri: String) -> String {
        guard uri.hasPrefix("file://") else { return uri }
        var rest = uri.dropFirst("file://".count)
        if let slash = rest.firstIndex(of: "/") { rest = rest[slash...] }
        let withoutQuery = rest.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? rest
        return String(withoutQuery).removingPercentEncoding ?? String(withoutQuery)
    }
}
