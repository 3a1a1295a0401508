/// A problem the parser found in the document's text, with a stable code.
public struct SyntaxDiagnostic: Hashable, Sendable {
    /// Stable identifier; its raw value is the code as reported (`syntax/…`).
    public var code: SyntaxErrorCode
    /// UTF-8 byte range the problem covers (may be empty, e.g. at the end of the document).
    public var range: Range<Int>
    /// What is wrong and how to fix it.
    public var message: String

    /// Creates a syntax diagnostic.
    public init(code: SyntaxErrorCode, range: Range<Int>, message: String) {
        self.code = code
        self.range = range
        self.message = message
    }
}

/// Stable codes for syntax problems. They never change meaning; new problems get new codes.
public enum SyntaxErrorCode: String, CaseIterable, Sendable {
    /// The document has no JSON value at all.
    case emptyDocument = "syntax/empty-document"
    /// A token appeared where it cannot stand.
    case unexpectedToken = "syntax/unexpected-token"
    /// A value was expected (after `:`, in an array, at the top level).
    case expectedValue = "syntax/expected-value"
    /// An object member's name (a double-quoted string) was expected.
    case expectedPropertyName = "syntax/expected-property-name"
    /// A `:` was expected after a property name.
    case expectedColon = "syntax/expected-colon"
    /// A `,` was expected between members or elements.
    case expectedComma = "syntax/expected-comma"
    /// An object was not closed with `}`.
    case unclosedObject = "syntax/unclosed-object"
    /// An array was not closed with `]`.
    case unclosedArray = "syntax/unclosed-array"
    /// A string was not closed before the end of its line.
    case unterminatedString = "syntax/unterminated-string"
    /// A `/* … */` comment was not closed.
    case unterminatedComment = "syntax/unterminated-comment"
    /// A backslash escape in a string is not valid JSON.
    case invalidEscape = "syntax/invalid-escape"
    /// A raw control character (such as a tab) inside a string.
    case controlCharacter = "syntax/control-character"
    /// A number is not written as JSON numbers are.
    case invalidNumber = "syntax/invalid-number"
    /// A word that is not `true`, `false` or `null`, or a character JSON does not use.
    case invalidSymbol = "syntax/invalid-symbol"
    /// Bytes that are not valid UTF-8.
    case invalidUTF8 = "syntax/invalid-utf8"
    /// A NUL byte in the document.
    case nulByte = "syntax/nul-byte"
    /// Objects and arrays nested deeper than the parser follows.
    case nestingTooDeep = "syntax/nesting-too-deep"
    /// Text after the top-level value.
    case trailingContent = "syntax/trailing-content"
    /// The same key appears twice in one object.
    case duplicateKey = "syntax/duplicate-key"
    /// The document is larger than `SyntaxTree.maximumDocumentSize`; it is not parsed.
    case documentTooLarge = "syntax/document-too-large"
}
