import SpecAnalysis
import SpecFoundation
import SpecKnowledge
import SpecModel
import SpecRules
import SpecSyntax
import SpecTokenSources

/// The repository's configuration: `.designspec.json` or `.designspec.jsonc` at the workspace root
/// (JSONC, schema `Schemas/designspec-config.schema.json`), read by `designspec check`, `preview`,
/// `config` and the language server alike.
///
/// ```jsonc
/// {
///   "rules": { "min-touch-target": "warning", "button-title-case": "off" },
///   "legacy": false,            // the legacy rule set (figures only in the 2015 iOS HIG)
///   "strict": true,             // warnings are errors
///   "defaultPlatforms": { "iOS": "17.0" },
///   "accentColor": "#5856D6",   // the app's accent for specs that name none (over a catalog's AccentColor)
///   "exclude": ["Generated/", "Fixtures/broken-*.design.json"],
///   "appearanceContexts": { "night": "dark", "night-bright": "increasedContrastDark" }
/// }
/// ```
///
/// Precedence, lowest to highest: the rules' defaults, this file, the command line or the editor's
/// settings, the spec's own `"rules"`. `legacy` and `strict` are on when this file or the command
/// line (or editor) turns them on. `exclude` takes `.gitignore` patterns relative to the root; they
/// leave specs out of folder walks (`check <dir>`, `preview <dir>`, `workspace/diagnostic`), not files
/// named on the command line.
public struct RepositoryConfiguration: Sendable, Equatable {
    /// The file names looked for at the root, in this order.
    public static let fileNames = [".designspec.json", ".designspec.jsonc"]
    /// The keys the file may hold.
    public static let keys = [
        "rules", "legacy", "strict", "defaultPlatforms", FormatVocabulary.accentColorKey, "exclude", AppearanceContextNames.configurationKey
    ]

    /// The file read (absolute), nil when the root has none.
    public private(set) var path: String?
    /// Rule id → severity.
    public private(set) var ruleSeverities: [String: RuleSeverity] = [:]
    /// `"legacy"`, when the file says.
    public private(set) var legacyRules: Bool?
    /// `"strict"`, when the file says.
    public private(set) var strict: Bool?
    /// Targets assumed for specs without `"platforms"`.
    public private(set) var defaultPlatforms: [Platform: OSVersion] = [:]
    /// The app's accent color for specs that name none, as the JSON text of a color value (a hex, a
    /// system color, a token name, light/dark variants); nil when the file names none.
    public private(set) var accentColor: String?
    /// `.gitignore`-style patterns, relative to the root.
    public private(set) var excludedPatterns: [String] = []
    /// DTCG resolver context names → the appearance each stands for, besides the names recognized
    /// without configuration (`AppearanceContextNames`).
    public private(set) var appearanceContexts: [String: Appearance] = [:]

    /// What the token readers take from this file.
    public var tokenSourceOptions: TokenSourceOptions {
        TokenSourceOptions(appearanceContexts: AppearanceContextNames(configured: appearanceContexts))
    }
    /// Problems with the file, at their place in it (unknown keys and rule ids, values of the wrong
    /// kind), all errors; the entries concerned are ignored. `check` fails on them (exit 2) unless
    /// told to ignore them; the language server shows them and goes on.
    public private(set) var problems: [Diagnostic] = []
    /// The file's text, for reporting `problems` with lines and columns.
    public private(set) var text: [UInt8] = []

    /// True when the file has a problem of error severity: `check` then refuses to run on it.
    public var hasErrors: Bool {
        problems.contains { $0.severity == .error }
    }

    /// A configuration that sets nothing.
    public static let none = RepositoryConfiguration()

    private init() {}

    /// The configuration at `root`: the first of `fileNames` there, read through `SpecFileGate`;
    /// `none` when there is none. A file that cannot be read is one problem, and sets nothing.
    public static func load(root: String) -> RepositoryConfiguration {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        for name in fileNames {
            switch SpecFileGate.read(prefix + name, root: root) {
            case .success(let contents):
                return parse(contents.bytes, path: prefix + name)
            case .failure(let refusal) where refusal.isAbsent:
                continue
            case .failure(let refusal):
                var configuration = RepositoryConfiguration()
                configuration.path = prefix + name
                configuration.problems = [
                    Diagnostic(
                        range: 0..<0, severity: .error, code: ConfigurationCode.unreadable.rawValue,
                        message: "\(name) is not read: \(refusal.reason).")
                ]
                return configuration
            }
        }
        return .none
    }

    /// The configuration written in `bytes` (the file at `path`).
    public static func parse(_ bytes: [UInt8], path: String) -> RepositoryConfiguration {
        var configuration = RepositoryConfiguration()
        configuration.path = path
        configuration.text = bytes
        let tree = SyntaxTree.parse(bytes: bytes)
        configuration.problems = tree.diagnostics.map {
            Diagnostic(range: $0.range, severity: .error, code: $0.code.rawValue, message: $0.message)
        }
        guard let root = tree.root else { return configuration }
        guard root.kind == .object else {
            configuration.problem(
                at: root, "The configuration is a JSON object, such as { \"rules\": { \"min-touch-target\": \"warning\" } }.")
            return configuration
        }
        for property in root.properties {
            guard let key = property.key, let name = property.keyName, let value = property.value else { continue }
            switch name {
            case "rules": configuration.readRules(value)
            case "legacy": configuration.legacyRules = configuration.flag(value, name)
            case "strict": configuration.strict = configuration.flag(value, name)
            case "defaultPlatforms": configuration.readPlatforms(value)
            case FormatVocabulary.accentColorKey: configuration.readAccentColor(value)
            case "exclude": configuration.readExclusions(value)
            case AppearanceContextNames.configurationKey: configuration.readAppearanceContexts(value)
            default:
                let hint = Suggester.suggestion(for: name, in: keys).map { "; did you mean \"\($0)\"?" } ?? "."
                configuration.problem(
                    at: key, "Unknown setting \"\(name)\"\(hint) The file takes \(keys.map { "\"\($0)\"" }.joined(separator: ", ")).")
            }
        }
        return configuration
    }

    /// `explicit` (the command line's or the editor's settings) over this file.
    public func applied(to explicit: AnalysisSettings) -> AnalysisSettings {
        var settings = explicit
        settings.ruleSeverities = ruleSeverities.merging(explicit.ruleSeverities) { _, explicit in explicit }
        if settings.defaultPlatforms.isEmpty { settings.defaultPlatforms = defaultPlatforms }
        if settings.accentColor == nil { settings.accentColor = accentColor }
        settings.legacyRules = explicit.legacyRules || legacyRules == true
        settings.strict = explicit.strict || strict == true
        return settings
    }

    /// Whether folder walks leave out the spec at `relativePath` (below the root).
    public func excludes(relativePath: String) -> Bool {
        !excludedPatterns.isEmpty && GitignorePatterns(lines: excludedPatterns).ignoresFileOrFolder(relativePath)
    }

    /// One line per setting that is in effect under `explicit`, saying where it comes from:
    /// `name: value (source)`, where the source is this file, the command line (`explicitSource`) or
    /// the default.
    public func effectiveSettings(under explicit: AnalysisSettings, explicitSource: String) -> [String] {
        let file = path.flatMap { $0.split(separator: "/").last.map(String.init) } ?? "default"
        var lines: [String] = []
        func source(explicitly: Bool, inFile: Bool) -> String {
            explicitly ? explicitSource : inFile ? file : "default"
        }
        lines.append(
            "legacy: \(explicit.legacyRules || legacyRules == true) (\(source(explicitly: explicit.legacyRules, inFile: legacyRules != nil)))"
        )
        lines.append("strict: \(explicit.strict || strict == true) (\(source(explicitly: explicit.strict, inFile: strict != nil)))")
        let platforms = explicit.defaultPlatforms.isEmpty ? defaultPlatforms : explicit.defaultPlatforms
        let platformText =
            platforms.isEmpty
            ? "iOS (newest)"
            : platforms.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key.rawValue) \($0.value)" }.joined(separator: ", ")
        lines.append(
            "defaultPlatforms: \(platformText) (\(source(explicitly: !explicit.defaultPlatforms.isEmpty, inFile: !defaultPlatforms.isEmpty)))"
        )
        let accent = explicit.accentColor ?? accentColor
        lines.append(
            "accentColor: \(accent ?? "the spec's, else an imported catalog's AccentColor, else systemBlue") (\(source(explicitly: explicit.accentColor != nil, inFile: accentColor != nil)))"
        )
        for id in Set(ruleSeverities.keys).union(explicit.ruleSeverities.keys).sorted() {
            let severity = explicit.ruleSeverities[id] ?? ruleSeverities[id]
            lines.append(
                "rules.\(id): \(severity.map(Self.name) ?? "") (\(source(explicitly: explicit.ruleSeverities[id] != nil, inFile: true)))")
        }
        lines.append(
            "exclude: \(excludedPatterns.isEmpty ? "nothing" : excludedPatterns.joined(separator: ", ")) (\(excludedPatterns.isEmpty ? "default" : file))"
        )
        return lines
    }

    /// `problems` as `path:line:column: severity: message [code]` lines (1-based line, byte column), the
    /// way `check` prints findings; `displayPath` names the file.
    public func problemLines(displayPath: String) -> [String] {
        let lines = LineIndex(bytes: text)
        return problems.map { problem in
            let position = lines.position(of: problem.range.lowerBound, encoding: .utf8)
            return
                "\(displayPath):\(position.line + 1):\(position.character + 1): \(problem.severity.rawValue): \(problem.message) [\(problem.code)]"
        }
    }

    private static func name(_ severity: RuleSeverity) -> String {
        switch severity {
        case .off: "off"
        case .severity(let severity): severity.rawValue
        }
    }

    private mutating func readRules(_ value: SyntaxNode) {
        guard value.kind == .object else {
            return problem(at: value, "\"rules\" maps rule ids to severities, such as { \"min-touch-target\": \"warning\" }.")
        }
        let ids = RuleRegistry.descriptions.map(\.id)
        let known = Set(ids)
        for entry in value.properties {
            guard let id = entry.keyName, let severityNode = entry.value else { continue }
            guard known.contains(id) else {
                let hint = Suggester.suggestion(for: id, in: ids, policy: .closestOrContaining).map { "; did you mean \"\($0)\"?" } ?? "."
                problem(at: entry.key ?? severityNode, "Unknown rule \"\(id)\"\(hint) `designspec rules` lists them.")
                continue
            }
            if let name = severityNode.stringValue, let severity = RuleSeverity(formatName: name) {
                ruleSeverities[id] = severity
            } else {
                problem(at: severityNode, "Rule \"\(id)\": expected one of \(RuleSeverity.formatNames.joined(separator: ", ")).")
            }
        }
    }

    private mutating func flag(_ value: SyntaxNode, _ name: String) -> Bool? {
        if let flag = value.booleanValue { return flag }
        problem(at: value, "\"\(name)\" is true or false.")
        return nil
    }

    private mutating func readPlatforms(_ value: SyntaxNode) {
        guard value.kind == .object else {
            return problem(at: value, "\"defaultPlatforms\" maps platforms to versions, such as { \"iOS\": \"17.0\" }.")
        }
        for entry in value.properties {
            guard let name = entry.keyName, let versionNode = entry.value else { continue }
            if let platform = Platform(caseInsensitive: name), let text = versionNode.stringValue, let version = OSVersion(text) {
                defaultPlatforms[platform] = version
            } else {
                problem(
                    at: entry.key ?? versionNode,
                    "\"defaultPlatforms\": expected a platform (\(Platform.allCases.map(\.rawValue).joined(separator: ", "))) and a version such as \"17.0\"."
                )
            }
        }
    }

    private mutating func readAccentColor(_ value: SyntaxNode) {
        guard value.kind == .string || value.kind == .object,
            let bytes = text.indices.contains(value.range.lowerBound) && value.range.upperBound <= text.count
                ? text[value.range] : nil
        else {
            return problem(
                at: value,
                "\"\(FormatVocabulary.accentColorKey)\" is a color value, such as \"#5856D6\", \"systemIndigo\" or { \"light\": \"#5856D6\", \"dark\": \"#5E5CE6\" }.")
        }
        accentColor = String(decoding: bytes, as: UTF8.self)
    }

    private mutating func readExclusions(_ value: SyntaxNode) {
        guard value.kind == .array else {
            return problem(at: value, "\"exclude\" is a list of .gitignore patterns, such as [\"Generated/\"].")
        }
        for element in value.elements {
            if let pattern = element.stringValue {
                excludedPatterns.append(pattern)
            } else {
                problem(at: element, "An \"exclude\" pattern is a string.")
            }
        }
    }

    private mutating func readAppearanceContexts(_ value: SyntaxNode) {
        let example = "such as { \"night\": \"dark\", \"night-bright\": \"increasedContrastDark\" }"
        guard value.kind == .object else {
            return problem(
                at: value, "\"\(AppearanceContextNames.configurationKey)\" maps resolver context names to appearances, \(example).")
        }
        for entry in value.properties {
            guard let name = entry.keyName, let appearanceNode = entry.value else { continue }
            if let text = appearanceNode.stringValue, let appearance = Appearance(rawValue: text) {
                appearanceContexts[name] = appearance
            } else {
                problem(
                    at: appearanceNode,
                    "Context \"\(name)\": expected one of \(Appearance.allCases.map(\.rawValue).joined(separator: ", ")).")
            }
        }
    }

    private mutating func problem(at node: SyntaxNode, _ message: String, severity: Severity = .error) {
        problems.append(
            Diagnostic(range: node.range, severity: severity, code: ConfigurationCode.invalidSetting.rawValue, message: message))
    }
}

extension RepositoryConfiguration {
    /// The generated file name of the configuration's JSON Schema in `Schemas/`.
    public static let schemaFileName = "designspec-config.schema.json"

    /// The JSON Schema of `.designspec.json(c)` (`designspec schemas --write Schemas` writes it).
    public static func schema(ruleIDs: [String]) -> String {
        let severity: JSONValue = ["enum": .array(RuleSeverity.formatNames.map(JSONValue.string))]
        let properties: JSONValue = [
            "rules": [
                "description":
                    "Rule id → severity, under the command line's and the editor's, over the rules' defaults; a spec's own \"rules\" still wins. An unknown rule id is an error.",
                "type": "object",
                "properties": .object(Dictionary(uniqueKeysWithValues: ruleIDs.map { ($0, severity) })),
                "additionalProperties": false
            ],
            "legacy": [
                "description": "Also run the legacy rule set (figures found only in the 2015 iOS HIG or an unofficial summary).",
                "type": "boolean"
            ],
            "strict": ["description": "Report warnings as errors (per-rule severities still win).", "type": "boolean"],
            "defaultPlatforms": [
                "description": "Targets assumed for specs that name no platforms, such as { \"iOS\": \"17.0\" }.",
                "type": "object",
                "propertyNames": ["enum": .array(Platform.allCases.map { .string($0.rawValue) })],
                "additionalProperties": ["type": "string", "pattern": #"^[0-9]{1,4}(\.[0-9]{1,4}){0,2}$"#]
            ],
            "accentColor": [
                "description":
                    "The app's accent color for every spec that names none: any color value (a hex, a system color, a token the spec defines, light/dark variants). A spec's own accentColor wins; this wins over an imported asset catalog's AccentColor.",
                "type": ["string", "object"]
            ],
            "appearanceContexts": [
                "description":
                    "DTCG resolver context names → the appearance each stands for, for names designspec does not recognize itself (it knows light, dark and their high-contrast forms such as light-hc, dark_ax, darkHighContrast).",
                "type": "object",
                "additionalProperties": ["enum": .array(Appearance.allCases.map { .string($0.rawValue) })]
            ],
            "exclude": [
                "description":
                    ".gitignore patterns, relative to the root, of specs left out of folder walks (check <dir>, preview <dir>, the editor's workspace diagnostics).",
                "type": "array",
                "items": ["type": "string"]
            ]
        ]
        return JSONWriter.pretty([
            "$schema": "http://json-schema.org/draft-07/schema#",
            "$comment": "DO NOT EDIT. Generated by `designspec schemas --write Schemas` from RepositoryConfiguration.",
            "title": "designspec repository configuration (.designspec.json or .designspec.jsonc at the workspace root)",
            "type": "object",
            "properties": properties,
            "additionalProperties": false
        ])
    }
}
