/// A design spec document used as a rule's test: violations must start exactly at its `↓` markers.
public struct RuleExample: Sendable {
    /// The whole document, with `↓` markers (JSONC).
    public let text: String
    /// Where the example is written, so a failing test points at it.
    public let file: StaticString
    /// The line of the example in `file`.
    public let line: UInt

    /// An example that is a whole document.
    public init(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        self.text = text
        self.file = file
        self.line = line
    }

    /// An example made of one screen's `content` components (`componentsJSON` is the array's inside),
    /// targeting `platforms` (a JSON object's inside, default iOS 17).
    public static func content(
        _ componentsJSON: String, platforms: String = "\"iOS\": \"17.0\"", extra: String = "", file: StaticString = #filePath,
        line: UInt = #line
    ) -> RuleExample {
        RuleExample(
            """
            {
              "platforms": { \(platforms) },\(extra.isEmpty ? "" : "\n  \(extra),")
              "screens": [ { "id": "main", "content": [
                \(componentsJSON)
              ] } ]
            }
            """, file: file, line: line)
    }

    /// An example made of one screen object's inside (`"id": …` is added), targeting `platforms`.
    public static func screen(
        _ screenMembers: String, platforms: String = "\"iOS\": \"17.0\"", extra: String = "", file: StaticString = #filePath,
        line: UInt = #line
    ) -> RuleExample {
        RuleExample(
            """
            {
              "platforms": { \(platforms) },\(extra.isEmpty ? "" : "\n  \(extra),")
              "screens": [ { "id": "main", \(screenMembers) } ]
            }
            """, file: file, line: line)
    }
}
