import Foundation
import SpecKnowledge
import SpecModel
import SpecRules

/// The SARIF 2.1.0 format of `check`: one run whose `tool.driver.rules` holds every HIG rule plus the
/// syntax and format codes that occur, and one result per diagnostic.
///
/// Regions use 1-based lines and 1-based UTF-16 columns (`columnKind: utf16CodeUnits`, SARIF's
/// default); `endColumn` is exclusive. Artifact URIs are the checked paths, relative when relative
/// paths were given, percent-encoded as URI references.
struct SARIFReportFormatter {
    /// Where the tool's documentation lives (`tool.driver.informationUri`).
    static let informationURI = HIGLink.root
    /// The schema URI written into the log.
    static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"

    /// The SARIF log, ending in a newline.
    func format(_ reports: [FileReport]) -> String {
        var rules = RuleRegistry.descriptions.map(Self.rule)
        var ruleIndex: [String: Int] = [:]
        for (index, description) in RuleRegistry.descriptions.enumerated() where ruleIndex[description.id] == nil {
            ruleIndex[description.id] = index
        }
        var results: [[String: Any]] = []
        for report in reports {
            let uri = Self.uri(for: report.path)
            for entry in report.entries {
                let code = entry.diagnostic.code
                if ruleIndex[code] == nil {
                    ruleIndex[code] = rules.count
                    rules.append(Self.builtInRule(code: code, example: entry.diagnostic))
                }
                results.append(Self.result(entry, uri: uri, ruleIndex: ruleIndex[code] ?? 0))
            }
        }
        let log: [String: Any] = [
            "$schema": Self.schemaURI,
            "version": "2.1.0",
            "runs": [
                [
                    "tool": [
                        "driver": [
                            "name": "designspec",
                            "version": DesignSpecVersion.current,
                            "semanticVersion": DesignSpecVersion.current,
                            "informationUri": Self.informationURI,
                            "rules": rules,
                        ] as [String: Any]
                    ],
                    "columnKind": "utf16CodeUnits",
                    "results": results,
                ] as [String: Any]
            ],
        ]
        return JSONText.serialize(log)
    }

    /// SARIF level for a severity: error, warning, or note (information and hint).
    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .information, .hint: return "note"
        }
    }

    /// `min-touch-target` → `MinTouchTarget`; `syntax/unexpected-token` → `SyntaxUnexpectedToken`.
    static func ruleName(_ id: String) -> String {
        id.split(whereSeparator: { $0 == "-" || $0 == "/" || $0 == "_" })
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined()
    }

    /// A path as a URI reference: relative paths stay relative, absolute ones become `file://` URIs.
    static func uri(for path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":")
        let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }

    private static func rule(_ description: RuleDescription) -> [String: Any] {
        [
            "id": description.id,
            "name": ruleName(description.id),
            "shortDescription": ["text": description.title],
            "fullDescription": ["text": description.rationale],
            "help": ["text": "\(description.rationale)\n\nHIG: \(description.higURL)"],
            "helpUri": description.higURL,
            "defaultConfiguration": ["level": level(description.defaultSeverity)],
            "properties": [
                "category": description.category.rawValue,
                "tags": [description.category.rawValue],
                "platforms": description.platforms.map(\.rawValue),
                "authority": description.authority.rawValue,
            ] as [String: Any],
        ]
    }

    /// Rule metadata for a code that is not a HIG rule: `syntax/…` (JSONC) and `schema/…` (format) codes.
    private static func builtInRule(code: String, example: Diagnostic) -> [String: Any] {
        let words = code.split(separator: "/").last.map { $0.replacingOccurrences(of: "-", with: " ") } ?? code
        let isSyntax = code.hasPrefix("syntax/")
        let short = isSyntax ? "JSONC syntax error: \(words)" : "Design spec format problem: \(words)"
        let full = isSyntax
            ? "The file is not valid JSONC at this point (\(words)). The parser recovers and keeps checking the rest of the file."
            : "The design spec does not follow the format (\(words)); see Schemas/design-spec.schema.json for the vocabulary."
        var rule: [String: Any] = [
            "id": code,
            "name": ruleName(code),
            "shortDescription": ["text": short],
            "fullDescription": ["text": full],
            "defaultConfiguration": ["level": level(isSyntax ? .error : example.severity)],
            "properties": ["category": isSyntax ? "syntax" : "schema", "tags": [isSyntax ? "syntax" : "schema"]] as [String: Any],
        ]
        if let url = example.documentationURL {
            rule["helpUri"] = url
        }
        return rule
    }

    private static func result(_ entry: FileReport.Entry, uri: String, ruleIndex: Int) -> [String: Any] {
        let diagnostic = entry.diagnostic
        var result: [String: Any] = [
            "ruleId": diagnostic.code,
            "ruleIndex": ruleIndex,
            "level": level(diagnostic.severity),
            "message": ["text": diagnostic.message],
            "locations": [["physicalLocation": physicalLocation(uri: uri, range: entry.range)]],
        ]
        if !diagnostic.related.isEmpty {
            result["relatedLocations"] = zip(diagnostic.related, entry.relatedRanges).enumerated().map { index, pair in
                [
                    "id": index,
                    "message": ["text": pair.0.message],
                    "physicalLocation": physicalLocation(uri: uri, range: pair.1),
                ] as [String: Any]
            }
        }
        if let fix = diagnostic.fix, let fixRange = entry.fixRange {
            result["fixes"] = [
                [
                    "description": ["text": fix.title],
                    "artifactChanges": [
                        [
                            "artifactLocation": ["uri": uri],
                            "replacements": [["deletedRegion": region(fixRange), "insertedContent": ["text": fix.newText]]],
                        ] as [String: Any]
                    ],
                ] as [String: Any]
            ]
        }
        return result
    }

    private static func physicalLocation(uri: String, range: SourceRange) -> [String: Any] {
        ["artifactLocation": ["uri": uri], "region": region(range)]
    }

    private static func region(_ range: SourceRange) -> [String: Any] {
        [
            "startLine": range.start.line, "startColumn": range.start.utf16Column,
            "endLine": range.end.line, "endColumn": range.end.utf16Column,
        ]
    }
}
