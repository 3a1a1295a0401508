import SpecModel
import SpecRules
import SpecSyntax
import SpecTokenSources

/// What every diagnostic code that is not a HIG rule means: the `syntax/…` (JSONC), `schema/…`
/// (format vocabulary), `import/…` (workspace), `config/…` (repository configuration) and
/// `token-source/…` (asset catalogs, DTCG files) codes, each with a title, a paragraph and an example.
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

    /// Every code that is not a rule id: syntax, schema, import, configuration, then token-source codes.
    public static let all: [DiagnosticCodeDocumentation] =
        SyntaxErrorCode.allCases.map(syntax) + VocabularyValidator.Code.allCases.map(schema) + ImportFindings.Code.allCases.map(imports)
        + ConfigurationCode.allCases.map(configuration) + TokenSourceFindingCode.allCases.map(tokenSource)

    /// The documentation of `code` (prefix included, e.g. `config/unreadable`), or nil when it is a rule id or unknown.
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
            case .emptyDocument:
                (
                    "The document is empty",
                    "The file holds no JSON value, only white space or comments. A design spec is one JSON object.",
                    "// nothing but a comment"
                )
            case .unexpectedToken:
                (
                    "A token stands where it cannot",
                    "A `}`, `]`, `:` or `,` appears where JSON does not allow it. Remove it or add what is missing before it.",
                    #"{ "name": "App" ] }"#
                )
            case .expectedValue:
                (
                    "A value is missing",
                    "A value was expected after `:`, inside an array or at the top level. Write a string, number, object, array, true, false or null.",
                    #"{ "name": }"#
                )
            case .expectedPropertyName:
                (
                    "A property name is missing",
                    "Object members start with a double-quoted name. Quote the name, or remove a stray comma.", #"{ 42: "App" }"#
                )
            case .expectedColon: ("A colon is missing", "A property name is followed by `:` and its value.", #"{ "name" "App" }"#)
            case .expectedComma:
                (
                    "A comma is missing", "Members of an object and elements of an array are separated by commas.",
                    #"{ "name": "App" "version": "1.0" }"#
                )
            case .unclosedObject:
                (
                    "An object is not closed", "An object opened with `{` has no matching `}` before the end of the document.",
                    #"{ "name": "App""#
                )
            case .unclosedArray:
                ("An array is not closed", "An array opened with `[` has no matching `]`.", #"{ "screens": [ { "id": "home" } }"#)
            case .unterminatedString:
                ("A string is not closed", "A string must end with `\"` on the line it starts on.", #"{ "name": "App }"#)
            case .unterminatedComment:
                ("A comment is not closed", "A `/*` comment needs its closing `*/`.", #"{ /* the app "name": "App" }"#)
            case .invalidEscape:
                (
                    "A backslash escape is not JSON", #"Inside strings JSON allows \" \\ \/ \b \f \n \r \t and \uXXXX only."#,
                    #"{ "name": "C:\Apps" }"#
                )
            case .controlCharacter:
                (
                    "A raw control character in a string",
                    "Tabs and other control characters must be escaped inside strings (for example `\\t`).", "{ \"name\": \"A\u{09}B\" }"
                )
            case .invalidNumber:
                (
                    "A number is not written as JSON writes numbers",
                    "JSON numbers have no leading zeros, no leading `+`, no trailing dot and no hex.", #"{ "width": 044 }"#
                )
            case .invalidSymbol:
                ("A word JSON does not know", "Only `true`, `false` and `null` stand unquoted; quote other words.", #"{ "name": App }"#)
            case .invalidUTF8:
                (
                    "Bytes that are not UTF-8", "The file contains bytes that are not valid UTF-8. Save it as UTF-8.",
                    "a byte such as 0xFF inside a string"
                )
            case .nulByte:
                (
                    "A NUL byte", "The document contains a NUL (0x00) byte, which no text file should contain.",
                    "a 0x00 byte anywhere in the file"
                )
            case .nestingTooDeep:
                (
                    "Nested too deeply",
                    "Objects and arrays nest deeper than the parser follows (\(SyntaxTree.maximumNestingDepth) levels); flatten the structure.",
                    "[[[[ … more than \(SyntaxTree.maximumNestingDepth) levels … ]]]]"
                )
            case .trailingContent:
                (
                    "Text after the document", "A document is one JSON value; something follows its end.",
                    #"{ "name": "App" } { "name": "Other" }"#
                )
            case .duplicateKey:
                (
                    "A key appears twice",
                    "The same property name appears twice in one object; the later one wins in most readers. Remove one.",
                    #"{ "name": "App", "name": "Other" }"#
                )
            case .documentTooLarge:
                (
                    "The document is too large",
                    "The file is larger than the parser reads (\(SyntaxTree.maximumDocumentSize) bytes); split it into specs that import each other.",
                    "a file over \(SyntaxTree.maximumDocumentSize) bytes"
                )
            }
        return DiagnosticCodeDocumentation(code: code.rawValue, title: title, paragraph: paragraph, example: example)
    }

    private static func schema(_ code: VocabularyValidator.Code) -> DiagnosticCodeDocumentation {
        let (title, paragraph, example): (String, String, String) =
            switch code {
            case .unknownProperty:
                (
                    "A key the format does not define here",
                    "The design spec format does not define this key in this object; it is ignored. Hover a neighbouring key or use completion to see the keys that exist.",
                    #"{ "type": "button", "titel": "Save" }"#
                )
            case .wrongType:
                (
                    "A value of the wrong JSON type",
                    "The format expects another JSON type here (for example a number for `width`, a string for `title`).",
                    #"{ "type": "button", "title": "Save", "width": "44" }"#
                )
            case .invalidValue:
                (
                    "A value outside the allowed ones",
                    "The string is not one of the values this key allows, or an OS version or platform is malformed.",
                    #"{ "platforms": { "iOS": "seventeen" } }"#
                )
            case .missingType:
                (
                    "A component without a type", "Every component names its kind in `\"type\"`, such as `button` or `text`.",
                    #"{ "title": "Save" }"#
                )
            case .unknownComponentKind:
                (
                    "A type that names no component kind", "`\"type\"` names no component kind the format knows; completion lists them.",
                    #"{ "type": "buton", "title": "Save" }"#
                )
            case .duplicateID:
                (
                    "A screen id used twice", "Each screen needs a unique `id`; navigation and findings name screens by it.",
                    #"{ "screens": [ { "id": "home" }, { "id": "home" } ] }"#
                )
            case .invalidVariant:
                (
                    "A variant that applies nowhere or changes what cannot vary",
                    "A variant needs a `when` (platform and size classes) to apply anywhere, and may not set `type`, `id`, a screen's `platform` or `variants` (variants do not nest).",
                    #"{ "type": "text", "text": "Hi", "variants": [ { "font": "title" } ] }"#
                )
            }
        return DiagnosticCodeDocumentation(code: code.rawValue, title: title, paragraph: paragraph, example: example)
    }

    private static func imports(_ code: ImportFindings.Code) -> DiagnosticCodeDocumentation {
        let (title, paragraph, example): (String, String, String) =
            switch code {
            case .missingFile:
                (
                    "No file at an import's path",
                    "The path, relative to the importing spec, names no file. A quick fix offers the closest spec name in that folder.",
                    #"{ "imports": ["tokns.design.jsonc"] }"#
                )
            case .outsideWorkspace:
                (
                    "An import leaves the workspace",
                    "The imported file lies outside the workspace root (symbolic links resolved); nothing outside the root is read. Widen the root to a folder that holds both: put a .designspec.json there (the shipped editor configurations take the nearest folder holding one), set the editor's root (docs/editors.md), or pass check --root.",
                    #"{ "imports": ["../../other/tokens.design.jsonc"] }"#
                )
            case .notASpec:
                (
                    "An import is not a design spec",
                    "The imported path is a folder, is unreadable, or does not hold a JSON object, or its name is neither a spec's (*.design.json, *.design.jsonc) nor a token source's — \(TokenSources.formatList) — and it holds no DTCG tokens. The message says what may be imported.",
                    #"{ "imports": ["notes.txt"] }"#
                )
            case .cycle:
                (
                    "Imports lead back to this spec",
                    "Following the imports returns to this spec; the message lists the chain. Move shared tokens into a file both import.",
                    #"a.design.jsonc: { "imports": ["b.design.jsonc"] } and b.design.jsonc: { "imports": ["a.design.jsonc"] }"#
                )
            case .importsItself:
                (
                    "A spec imports itself", "The spec names its own file in `\"imports\"`; remove the entry.",
                    #"home.design.jsonc: { "imports": ["home.design.jsonc"] }"#
                )
            case .duplicate:
                (
                    "The same file imported twice", "The spec imports one file twice; remove the second entry.",
                    #"{ "imports": ["tokens.design.jsonc", "./tokens.design.jsonc"] }"#
                )
            case .notResolved:
                (
                    "Imports cannot be followed from here",
                    "The document is an editor buffer that is not a file, so relative imports cannot be resolved; save it inside the workspace.",
                    #"an unsaved buffer with { "imports": ["tokens.design.jsonc"] }"#
                )
            case .shadowedToken:
                (
                    "An own token hides an imported one",
                    "The spec defines a token that an import also defines; the spec's own value wins. Rename one of them if both are meant.",
                    ##"{ "imports": ["tokens.design.jsonc"], "colors": { "brand": "#FF0000" } } where tokens.design.jsonc also defines brand"##
                )
            case .conflictingToken:
                (
                    "Two imports define one name differently",
                    "Two imported files define the same token with different values; the first import wins. The message names both places.",
                    #"{ "imports": ["a.design.jsonc", "b.design.jsonc"] } where both define brand differently"#
                )
            }
        return DiagnosticCodeDocumentation(code: code.rawValue, title: title, paragraph: paragraph, example: example)
    }

    private static func configuration(_ code: ConfigurationCode) -> DiagnosticCodeDocumentation {
        let (title, paragraph, example): (String, String, String) =
            switch code {
            case .invalidSetting:
                (
                    "A setting the configuration does not take",
                    "The repository configuration (.designspec.json or .designspec.jsonc at the workspace root) names a setting it does not have, or gives one a value of the wrong kind; that entry is ignored. `designspec config` shows what is in effect.",
                    #"{ "strict": "yes", "excluded": ["Generated/"] }"#
                )
            case .unreadable:
                (
                    "The configuration file may not be read",
                    "The configuration file is there but is not read: it leads outside the root, is a folder or a special file, or is too large. Nothing it says is applied.",
                    ".designspec.json as a link to a file outside the workspace"
                )
            }
        return DiagnosticCodeDocumentation(code: code.rawValue, title: title, paragraph: paragraph, example: example)
    }

    private static func tokenSource(_ code: TokenSourceFindingCode) -> DiagnosticCodeDocumentation {
        let (title, paragraph, example): (String, String, String) =
            switch code {
            case .unreadable:
                (
                    "A token source file may not be read",
                    "A file of a token source — \(TokenSources.formatList) — could not be read (it leads outside the root, is not a regular file, or the system refused it); its tokens are left out.",
                    "Assets.xcassets/Brand.colorset/Contents.json as a link to a file outside the workspace"
                )
            case .malformedJSON:
                (
                    "A token source file is not JSON",
                    "A JSON file of a token source — \(TokenSources.formatList) — does not parse, or its top level is not an object; its tokens are left out. The finding sits at the file.",
                    #"{ "colors": [ { "color": { "components": { "red": "0xFF" "#
                )
            case .invalidValue:
                (
                    "A value has the wrong shape",
                    "A color component is not a number in one of the spellings Xcode writes (hex, 0–255, 0–1), or a DTCG value has the wrong shape for its type; that token or variant is left out.",
                    #"{ "color": { "color-space": "srgb", "components": { "red": "lots", "green": "0", "blue": "0", "alpha": "1" } } }"#
                )
            case .untyped:
                (
                    "A token has no type",
                    "A DTCG token has no `$type` of its own, none from an enclosing group, no alias whose target has one, and the same token is typed in no other appearance's file. The format forbids guessing a type from the value, so the token is not read in that file, and the hover of the color says which appearance shows another's value instead.",
                    ##"{ "brand": { "primary": { "$value": "#B25E00" } } }"##
                )
            case .notReadYet:
                (
                    "Not read yet",
                    "A color space, type or feature this reader does not read yet (for example a color space the DTCG Color module does not define, without a hex fallback, or a file in Style Dictionary's older form, `value` and `type` without `$`, said once per file); the token is left out, or its hex fallback is used.",
                    #"{ "brand": { "$type": "color", "$value": { "colorSpace": "rec2020", "components": [1, 0, 0] } } }"#
                )
            case .unknownAlias:
                (
                    "An alias names no token", "A DTCG alias ({group.token}) names a token the file does not define.",
                    #"{ "accent": { "$type": "color", "$value": "{brand.primry}" } }"#
                )
            case .aliasCycle:
                (
                    "Aliases lead back to the token",
                    "Following a DTCG token's aliases (or a resolver's set references) returns to where it started; the tokens in the cycle, and those that alias into it, are left out. Each cycle is one finding, at its first member by name, naming the first 20 members and counting the rest.",
                    #"{ "a": { "$type": "color", "$value": "{b}" }, "b": { "$type": "color", "$value": "{a}" } }"#
                )
            case .duplicateName:
                (
                    "Two definitions of one name", "Two colorsets (or DTCG tokens) give one token name; the first is used.",
                    "Assets.xcassets/Brand.colorset and Assets.xcassets/Colors/Brand.colorset in a folder without a namespace"
                )
            case .absentInAppearance:
                (
                    "A token is missing from some appearances",
                    "A DTCG resolver's appearance contexts do not all define a color token (a mode file that leaves it out). Where it is missing, that appearance shows the value it falls back to — dark and light each other's, an increased-contrast appearance its base — and the token's hover says which. One information finding per resolver lists the tokens; define the token in that context to give it its own value.",
                    ##"{ "modifiers": { "theme": { "contexts": { "light": [{ "$ref": "light.tokens.json" }], "dark": [{ "$ref": "dark.tokens.json" }] } } } } — with `brand` only in light.tokens.json"##
                )
            case .limitReached:
                (
                    "A reader's limit was reached",
                    "Reading the source would take more work than a reader spends on one source (ten million steps: tokens read, merged and aliases followed), a resolver's sets reference each other more than 16 deep, a catalog holds more than 100,000 folders, or the source has more than 1,000 findings; the rest is not read (or not listed), so a hostile source ends in this finding rather than a hang.",
                    ##"{ "sets": { "s0": { "sources": [{ "$ref": "#/sets/s1" }, { "$ref": "#/sets/s1" }] }, "s1": { "sources": [{ "$ref": "#/sets/s2" }] }, … } } — twenty sets, each naming the next"##
                )
            }
        return DiagnosticCodeDocumentation(code: code.rawValue, title: title, paragraph: paragraph, example: example)
    }
}
