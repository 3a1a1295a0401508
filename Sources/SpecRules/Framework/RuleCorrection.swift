/// A rule's fix as a test: the rule's preferred fix for the finding at `before`'s `↓` marker turns
/// `before` into `after` exactly, and the finding is gone (SwiftLint's `corrections`).
public struct RuleCorrection: Sendable {
    /// The whole document with one `↓` marker where the finding starts (JSONC).
    public let before: String
    /// The whole document after the preferred fix is applied.
    public let after: String
    /// Where the correction is written, so a failing test points at it.
    public let file: StaticString
    /// The line of the correction in `file`.
    public let line: UInt

    /// A correction made of two whole documents.
    public init(_ before: String, _ after: String, file: StaticString = #filePath, line: UInt = #line) {
        self.before = before
        self.after = after
        self.file = file
        self.line = line
    }

    /// A correction of one screen's `content` components (each an array's inside), wrapped as
    /// `RuleExample.content` wraps them.
    public static func content(
        _ before: String, _ after: String, platforms: String = "\"iOS\": \"17.0\"", extra: String = "", file: StaticString = #filePath,
        line: UInt = #line
    ) -> RuleCorrection {
        RuleCorrection(
            RuleExample.content(before, platforms: platforms, extra: extra).text,
            RuleExample.content(after, platforms: platforms, extra: extra).text, file: file, line: line)
    }

    /// A correction of one screen object's inside (`"id": …` is added), wrapped as `RuleExample.screen`
    /// wraps it.
    public static func screen(
        _ before: String, _ after: String, platforms: String = "\"iOS\": \"17.0\"", extra: String = "", file: StaticString = #filePath,
        line: UInt = #line
    ) -> RuleCorrection {
        RuleCorrection(
            RuleExample.screen(before, platforms: platforms, extra: extra).text,
            RuleExample.screen(after, platforms: platforms, extra: extra).text, file: file, line: line)
    }
}
