/// Generates the JSON Schema (draft-07) for design spec files from `FormatVocabulary`, so plain JSON
/// editors validate, complete and document specs without the language server.
///
/// Written to `Schemas/design-spec.schema.json` by `designspec schemas --write Schemas`. Design choices,
/// for VS Code's JSON language service (vscode-json-languageservice) in particular:
/// - Components use one `component` definition with `allOf` of `if {type: const} then {$ref kind}`:
///   before `"type"` is typed, completion offers the common keys and the kinds; once it is, the `then`
///   branch adds that kind's keys. (`oneOf` would report every non-matching kind as an error and
///   complete the union of all kinds' keys.) Each kind's definition lists all its keys with
///   `additionalProperties: false`, because `additionalProperties` only sees its own schema's keys.
/// - Color values are `anyOf` [hex pattern, system color enum, any string, variants object], so the
///   system names complete and any token name still validates; fonts likewise with text styles.
/// - Every key has `description` and `markdownDescription` (with its HIG link); enums carry
///   `markdownEnumDescriptions`. A `$ref` carries its own descriptions beside it, which VS Code shows.
public enum DesignSpecSchema {
    /// The JSON Schema for design specs, pretty-printed with a trailing newline. `ruleIDs` become the
    /// documented keys of `rules` (other keys still validate as severities).
    public static func generate(ruleIDs: [String]) -> String {
        var generator = DesignSpecSchemaBuilder()
        return generator.build(ruleIDs: ruleIDs).rendered() + "\n"
    }
}
