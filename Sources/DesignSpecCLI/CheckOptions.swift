import SpecAnalysis
import SpecFoundation
import SpecKnowledge
import SpecModel
import SpecRules

/// The parsed command line of `designspec check`.
struct CheckOptions: Equatable {
    /// Files and directories to check, as given.
    var paths: [String] = []
    /// Output format.
    var format: OutputFormat = .text
    /// `--rule <id>=<severity>` overrides (the file's own `"rules"` still wins).
    var ruleSeverities: [String: RuleSeverity] = [:]
    /// `--platform <Platform>=<version>`: targets assumed for specs that name no platforms.
    var defaultPlatforms: [Platform: OSVersion] = [:]
    /// `--legacy`: also run the `legacy` rule set (figures from the 2015 iOS HIG or the unofficial summary).
    var legacyRules = false
    /// `--strict`: warnings become errors (per-rule severities still win).
    var strict = false
    /// `--quiet`: report error-severity diagnostics only.
    var errorsOnly = false
    /// `--no-summary`: leave out the summary line of the text format.
    var showsSummary = true
    /// `--root <dir>`: the workspace root every spec's imports resolve in (nil: chosen per operand,
    /// see `CheckWorkspace`).
    var root: String?
    /// `--ignore-invalid-config`: check with what a repository configuration with errors sets (its
    /// errors still printed) instead of failing with exit code 2.
    var ignoresInvalidConfiguration = false
    /// `--build-stamp <file>`: removed before checking and written when no error-severity finding (and
    /// no I/O error) was reported, so a build system that reruns a command until its output exists
    /// (the SwiftPM build-tool plugin before tools version 6.0) sees the check as done exactly then.
    var buildStamp: String?

    /// Every flag `check` accepts.
    static let flags = [
        "--format", "--rule", "--platform", "--legacy", "--strict", "--quiet", "-q", "--no-summary", "--root", "--ignore-invalid-config",
        "--build-stamp", "--help", "-h",
    ]

    /// The analysis settings these options ask for.
    var settings: AnalysisSettings {
        AnalysisSettings(ruleSeverities: ruleSeverities, defaultPlatforms: defaultPlatforms, legacyRules: legacyRules, strict: strict)
    }

    /// Parses the arguments after `check`.
    static func parse(_ arguments: [String]) throws(UsageError) -> CheckOptions {
        var options = CheckOptions()
        var cursor = ArgumentCursor(arguments, command: "check")
        while let token = cursor.next() {
            switch token {
            case .operand(let path):
                options.paths.append(path)
            case .flag(let name, let inline):
                switch name {
                case "--format":
                    let value = try cursor.value(of: name, inline: inline)
                    options.format = try OutputFormat.parse(value, allowed: OutputFormat.allCases, command: "check")
                case "--rule":
                    let (id, severity) = try parseRule(try cursor.value(of: name, inline: inline))
                    options.ruleSeverities[id] = severity
                case "--platform":
                    let (platform, version) = try parsePlatform(try cursor.value(of: name, inline: inline))
                    options.defaultPlatforms[platform] = version
                case "--legacy":
                    try rejectValue(name, inline)
                    options.legacyRules = true
                case "--strict":
                    try rejectValue(name, inline)
                    options.strict = true
                case "--quiet", "-q":
                    try rejectValue(name, inline)
                    options.errorsOnly = true
                case "--no-summary":
                    try rejectValue(name, inline)
                    options.showsSummary = false
                case "--root":
                    options.root = try cursor.value(of: name, inline: inline)
                case "--ignore-invalid-config":
                    try rejectValue(name, inline)
                    options.ignoresInvalidConfiguration = true
                case "--build-stamp":
                    options.buildStamp = try cursor.value(of: name, inline: inline)
                default:
                    throw cursor.unknownFlag(name, known: flags)
                }
            }
        }
        guard !options.paths.isEmpty else {
            throw UsageError("check needs at least one file or directory", command: "check")
        }
        return options
    }

    private static func rejectValue(_ name: String, _ inline: String?) throws(UsageError) {
        if inline != nil {
            throw UsageError("\(name) takes no value", command: "check")
        }
    }

    /// Parses `<rule-id>=<severity>`.
    static func parseRule(_ text: String) throws(UsageError) -> (String, RuleSeverity) {
        let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, !parts[0].isEmpty else {
            throw UsageError("--rule expects <rule-id>=<severity>, e.g. --rule min-touch-target=warning; got '\(text)'", command: "check")
        }
        let ids = RuleRegistry.descriptions.map(\.id)
        guard ids.contains(parts[0]) else {
            let hint = Suggester.suggestion(for: parts[0], in: ids, policy: .closestOrContaining).map { " (did you mean '\($0)'?)" } ?? ""
            throw UsageError("unknown rule '\(parts[0])'\(hint); `designspec rules` lists them", command: "check")
        }
        guard let severity = RuleSeverity(formatName: parts[1]) else {
            let names = RuleSeverity.formatNames.joined(separator: ", ")
            throw UsageError("unknown severity '\(parts[1])' for --rule; use one of: \(names)", command: "check")
        }
        return (parts[0], severity)
    }

    /// Parses `<Platform>=<version>` (or a bare platform: its newest known version).
    static func parsePlatform(_ text: String) throws(UsageError) -> (Platform, OSVersion) {
        let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let names = Platform.allCases.map(\.rawValue)
        let name = parts.first ?? ""
        guard let platform = Platform(caseInsensitive: name) else {
            let hint = Suggester.suggestion(for: name, in: names, policy: .closestOrContaining).map { " (did you mean '\($0)'?)" } ?? ""
            throw UsageError("unknown platform '\(name)'\(hint); use one of: \(names.joined(separator: ", "))", command: "check")
        }
        guard parts.count == 2 else {
            return (platform, platform.newestKnownVersion)
        }
        guard let version = OSVersion(parts[1]) else {
            throw UsageError("'\(parts[1])' is not an OS version for --platform; write e.g. \(platform.rawValue)=17.0", command: "check")
        }
        return (platform, version)
    }
}
