/// How hover and completion documentation is written: Markdown, or plain text for clients that
/// cannot render Markdown.
public enum MarkupFormat: Sendable {
    /// CommonMark with GitHub-style tables and links.
    case markdown
    /// Plain text without any Markdown syntax.
    case plaintext
}
