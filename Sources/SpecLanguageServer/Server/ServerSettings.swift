import Foundation
import SpecAnalysis
import SpecFoundation
import SpecKnowledge
import SpecModel
import SpecSyntax

/// The editor settings the server reads, the same in every editor.
///
/// Shape (the outer `designspec` key is optional):
/// `{ "designspec": { "rules": { "<rule-id>": "off|hint|information|warning|error" },
///   "defaultPlatforms": { "iOS": "17.0" }, "legacy": false, "strict": false, "diagnosticsDebounceMs": 150 } }`.
/// They come from `initializationOptions`, `workspace/didChangeConfiguration` and
/// `workspace/configuration`; `DESIGNSPEC_DEBOUNCE_MS` sets the debounce when the settings do not.
struct ServerSettings: Equatable, Sendable {
    /// Rule severities and default platforms for the analysis.
    var analysis = AnalysisSettings()
    /// Delay between the last edit and computing diagnostics, in milliseconds.
    var debounceMilliseconds: Int

    /// Debounce when neither settings nor environment say otherwise.
    static let defaultDebounceMilliseconds = 150

    /// The top-level keys this type reads.
    static let keys: Set<String> = ["rules", "defaultPlatforms", "legacy", "strict", "diagnosticsDebounceMs"]

    /// Settings with nothing configured; the debounce comes from `environment` or the default.
    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        debounceMilliseconds = Self.debounce(fromEnvironment: environment) ?? Self.defaultDebounceMilliseconds
    }

    /// Reads `value` over the defaults; returns the settings and a note for each ignored entry.
    static func parse(_ value: JSONValue?, environment: [String: String] = ProcessInfo.processInfo.environment)
        -> (settings: ServerSettings, problems: [String])
    {
        var settings = ServerSettings(environment: environment)
        var problems: [String] = []
        guard let object = settingsObject(in: value) else { return (settings, problems) }
        if let rules = object["rules"] {
            if case .object(let entries) = rules {
                for (rule, severity) in entries.sorted(by: { $0.key < $1.key }) {
                    if let name = severity.stringValue, let parsed = RuleSeverity(formatName: name) {
                        settings.analysis.ruleSeverities[rule] = parsed
                    } else {
                        problems.append("rules.\(rule): expected one of \(RuleSeverity.formatNames.joined(separator: ", "))")
                    }
                }
            } else {
                problems.append("rules: expected an object")
            }
        }
        if let platforms = object["defaultPlatforms"] {
            if case .object(let entries) = platforms {
                for (name, version) in entries.sorted(by: { $0.key < $1.key }) {
                    if let platform = Platform(caseInsensitive: name), let text = version.stringValue,
                        let parsed = OSVersion(text)
                    {
                        settings.analysis.defaultPlatforms[platform] = parsed
                    } else {
                        problems.append("defaultPlatforms.\(name): expected a platform and a version such as \"17.0\"")
                    }
                }
            } else {
                problems.append("defaultPlatforms: expected an object")
            }
        }
        for (key, keyPath) in [("legacy", \AnalysisSettings.legacyRules), ("strict", \AnalysisSettings.strict)] {
            guard let value = object[key] else { continue }
            if case .bool(let flag) = value {
                settings.analysis[keyPath: keyPath] = flag
            } else {
                problems.append("\(key): expected true or false")
            }
        }
        if let debounce = object["diagnosticsDebounceMs"] {
            if let milliseconds = debounce.intValue, (0...10_000).contains(milliseconds) {
                settings.debounceMilliseconds = milliseconds
            } else {
                problems.append("diagnosticsDebounceMs: expected a number of milliseconds from 0 to 10000")
            }
        }
        return (settings, problems)
    }

    /// Whether `value` carries settings for this server (with or without the `designspec` key).
    static func containsSettings(_ value: JSONValue?) -> Bool {
        settingsObject(in: value) != nil
    }

    /// The settings object inside `value`: its `designspec` member, or `value` itself when it has our keys.
    private static func settingsObject(in value: JSONValue?) -> [String: JSONValue]? {
        guard case .object(let outer)? = value else { return nil }
        if case .object(let inner)? = outer["designspec"] { return inner }
        return outer.keys.contains(where: keys.contains) ? outer : nil
    }

    private static func debounce(fromEnvironment environment: [String: String]) -> Int? {
        guard let text = environment["DESIGNSPEC_DEBOUNCE_MS"], let value = Int(text), value >= 0 else { return nil }
        return min(value, 10_000)
    }
}
