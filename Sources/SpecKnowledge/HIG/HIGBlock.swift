/// One block of HIG section content. Text is inline Markdown (emphasis, code spans, `\*` escapes).
enum HIGBlock: Sendable, Hashable {
    /// A paragraph of running text.
    case paragraph(String)
    /// A bulleted list.
    case list([String])
    /// A table; the first row is the header.
    case table([[String]])
    /// A callout, such as a note or an important remark.
    case callout(HIGCalloutKind, String)
    /// A figure, known by its caption only.
    case image(caption: String)
}
