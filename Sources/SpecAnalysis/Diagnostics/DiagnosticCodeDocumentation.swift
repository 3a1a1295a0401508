import SpecModel
import SpecRules
import SpecSyntax

/// What every diagnostic code that is not a HIG rule means: the `syntax/…` (JSONC), `schema/…`
/// (format vocabulary) and `import/…` (workspace) codes, each with a title, a paragraph and an example.
/// HIG rules document themselves (`RuleDescription`); `designspec explain` reads both.
///
/// Entries are switches over the code enums, so a new code does not compile until it is documented.
public struct DiagnosticCodeDocumentation: Sendable, Equatable {
    /// The code as reported, e.g. `syntax/expected-comma`.
    public let code: String
    /// One line.
    public let title: String
    /// What the finding means and how to fix it.
    public let paragraph: String
    /// A spec (or part of one) that reports the code.
    public let example: String

    /// Every code that is not a rule id, syntax first, then schema, then import codes.
    public static let all: [DiagnosticCodeDocumentation] =
        SyntaxErrorCode.allCases.map(syntax) + VocabularyValidator.Code.allCases.map(schema) + ImportFindings.Code.allCases.map(imports)

    /// The documentation of `code`, or nil when it is not a syntax, schema or import code.
    public static func of(_ code: String) -> DiagnosticCodeDocumentation? {
        all.first { $0.code == code }
    }

    /// Every code the tool can report: these and the rule ids.
    public static var everyCode: [String] {
        all.map(\.code) + RuleRegistry.descriptions.map(\.id)
    }

    private static func syntax(_ code: SyntaxErrorCode) -> DiagnosticCodeDocumentation {
        let (title, paragraph, example): (String, String, String) =
            switch code {
            case .emptyDocument: ("The document is empty", "The file holds no JSON value, only white space or comments. A design spec is one JSON object.", "// nothing but a comment")
            case .unexpectedToken: ("A token stands where it cannot", "A `}`, `]`, `:` or `,` appears where JSON does not allow it. Remove it or add what is missing before it.", #"{ "name": "App" ] }"#)
            case .expectedValue: ("A value is missing", "A value was expected after `:`, inside an array or at the top level. Write a string, number, object, array, true, false or null.", #"{ "name": }"#)
            case .expectedPropertyName: ("A property name is missing", "Object members start with a double-quoted name. Quote the name, or remove a stray comma.", #"{ 42: "App" }"#)
            case .expectedColon: ("A colon is missing", "A property name is followed by `:` and its value.", #"{ "name" "App" }"#)
            case .expectedComma: ("A comma is missing", "Members of an object and elements of an array are separated by commas.", #"{ "name": "App" "version": "1.0" }"#)
            case .unclosedObject: ("An object is not closed", "An object opened with `{` has no matching `}` before the end of the document.", #"{ "name": "App""#)
            case .unclosedArray: ("An array is not closed", "An array opened with `[` has no matching `]`.", #"{ "screens": [ { "id": "home" } }"#)
            case .unterminatedString: ("A string is not closed", "A string must end with `\"` on the line it starts on.", #"{ "name": "App }"#)
            case .unterminatedComment: ("A comment is not closed", "A `/*` comment needs its closing `*/`.", #"{ /* the app "name": "App" }"#)
            case .invalidEscape: ("A backslash escape is not JSON", #"Inside strings JSON allows \" \\ \/ \b \f \n \r \t and \uXXXX only."#, #"{ "name": "C:\Apps" }"#)
            case .controlCharacter: ("A raw control character in a string", "Tabs and other control characters must be escaped inside strings (for example `\\t`).", "{ \"name\": \"A\u{09}B\" }")
            case .invalidNumber: ("A number is not written as JSON writes numbers", "JSON numbers have no leading zeros, no leading `+`, no trailing dot and no hex.", #"{ "width": 044 }"#)
            case .invalidSymbol: ("A word JSON does not know", "Only `true`, `false` and `null` stand unquoted; quote other words.", #"{ "name": App }"#)
            case .invalidUTF8: ("Bytes that are not UTF-8", "The file contains bytes that are not valid UTF-8. Save it as UTF-8.", "a byte such as 0xFF inside a string")
            case .nulByte: ("A NUL byte", "The document contains a NUL (0x00) byte, which no text file should contain.", "a 0x00 byte anywhere in the file")
            case .nestingTooDeep: ("Nested too deeply", "Objects and arrays nest deeper than the parser follows (\(SyntaxTree.maximumNestingDepth) levels); flatten the structure.", "[[[[ … more than \(SyntaxTree.maximumNestingDepth) levels … ]]]]")
            case .trailingContent: ("Text after the document", "A document is one JSON value; something follows its end.", #"{ "name": "App" } { "name": "Other" }"#)
            case .duplicateKey: ("A key appears twice", "The same property name appears twice in one object; the later one wins in most readers. Remove one.", #"{ "name": "App", "name": "Other" }"#)
            case .documentTooLarge: ("The document is too large", "The file is larger than the parser reads (\(SyntaxTree.maximumDocumentSize) bytes); split it into specs that import each other.", "a file over \(SyntaxTree.maximumDocumentSize) bytes")
            }
        return DiagnosticCodeDocumentation(code: "syntax/\(code.rawValue)", title: title, paragraph: paragraph, example: example)
    }

    private static func schema(_ code: VocabularyValidator.Code) -> DiagnosticCodeDocumentation {
        let (title, paragraph, example): (String, String, String) =
            switch code {
            case .unknownProperty: ("A key the format does not define here", "The design spec format does not define this key in this object; it is ignored. Hover a neighbouring key or use completion to see the keys that exist.", #"{ "type": "button", "titel": "Save" }"#)
            case .wrongType: ("A value of the wrong JSON type", "The format expects another JSON type here (for example a number for `width`, a string for `title`).", #"{ "type": "button", "title": "Save", "width": "44" }"#)
            case .invalidValue: ("A value outside the allowed ones", "The string is not one of the values this key allows, or an OS version or platform is malformed.", #"{ "platforms": { "iOS": "seventeen" } }"#)
            case .missingType: ("A component without a type", "Every component names its kind in `\"type\"`, such as `button` or `text`.", #"{ "title": "Save" }"#)
            case .unknownComponentKind: ("A type that names no component kind", "`\"type\"` names no component kind the format knows; completion lists them.", #"{ "type": "buton", "title": "Save" }"#)
            case .duplicateID: ("A screen id used twice", "Each screen needs a unique `id`; navigation and findings name screens by it.", #"{ "screens": [ { "id": "home" }, { "id": "home" } ] }"#)
            }
        return DiagnosticCodeDocumentation(code: code.rawValue, title: title, paragraph: paragraph, example: example)
    }

    private static func imports(_ code: ImportFindings.Code) -> DiagnosticCodeDocumentation {
        let (title, paragraph, example): (String, String, String) =
            switch code {
            case .missingFile: ("No file at an import's path", "The path, relative to the importing spec, names no file. A quick fix offers the closest spec name in that folder.", #"{ "imports": ["tokns.design.jsonc"] }"#)
            case .outsideWorkspace: ("An import leaves the workspace", "The imported file lies outside the workspace root (symbolic links resolved); nothing outside the root is read. Open the enclosing folder, or pass check --root.", #"{ "imports": ["../../other/tokens.design.jsonc"] }"#)
            case .notASpec: ("An import is not a design spec", "The imported path is a folder, is unreadable, is not named *.design.json(c), or does not hold a JSON object.", #"{ "imports": ["notes.txt"] }"#)
            case .cycle: ("Imports lead back to this spec", "Following the imports returns to this spec; the message lists the chain. Move shared tokens into a file both import.", #"a.design.jsonc: { "imports": ["b.design.jsonc"] } and b.design.jsonc: { "imports": ["a.design.jsonc"] }"#)
            case .importsItself: ("A spec imports itself", "The spec names its own file in `\"imports\"`; remove the entry.", #"home.design.jsonc: { "imports": ["home.design.jsonc"] }"#)
            case .duplicate: ("The same file imported twice", "The spec imports one file twice; remove the second entry.", #"{ "imports": ["tokens.design.jsonc", "./tokens.design.jsonc"] }"#)
            case .notResolved: ("Imports cannot be followed from here", "The document is an editor buffer that is not a file, so relative imports cannot be resolved; save it inside the workspace.", #"an unsaved buffer with { "imports": ["tokens.design.jsonc"] }"#)
            case .shadowedToken: ("An own token hides an imported one", "The spec defines a token that an import also defines; the spec's own value wins. Rename one of them if both are meant.", ##"{ "imports": ["tokens.design.jsonc"], "colors": { "brand": "#FF0000" } } where tokens.design.jsonc also defines brand"##)
            case .conflictingToken: ("Two imports define one name differently", "Two imported files define the same token with different values; the first import wins. The message names both places.", #"{ "imports": ["a.design.jsonc", "b.design.jsonc"] } where both define brand differently"#)
            }
        return DiagnosticCodeDocumentation(code: code.rawValue, title: title, paragraph: paragraph, example: example)
    }
}
