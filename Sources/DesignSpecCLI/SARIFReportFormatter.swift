import Foundation
import SpecFoundation
import SpecKnowledge
import SpecModel
import SpecRules
import SpecSyntax

/// The SARIF 2.1.0 format of `check`: one run whose `tool.driver.rules` holds every HIG rule plus the
/// syntax and format codes that occur, and one result per diagnostic.
///
/// Regions use 1-based lines and 1-based UTF-16 columns (`columnKind: utf16CodeUnits`, SARIF's
/// default); `endColumn` is exclusive. Artifact URIs are the checked paths, relative when relative
/// paths were given, percent-encoded as URI references. A related location in an imported spec names
/// that spec's file the same way.
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
        var results: [JSONValue] = []
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
        let log: JSONValue = [
            "$schema": .string(Self.schemaURI),
            "version": "2.1.0",
            "runs": [
                [
                    "tool": [
                        "driver": [
                            "name": "designspec",
                            "version": .string(DesignSpecVersion.current),
                            "semanticVersion": .string(DesignSpecVersion.current),
                            "informationUri": .string(Self.informationURI),
                            "rules": .array(rules)
                        ]
                    ],
                    "columnKind": "utf16CodeUnits",
                    "results": .array(results)
                ]
            ]
        ]
        return JSONWriter.pretty(log)
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

    private static func rule(_ description: RuleDescription) -> JSONValue {
        [
            "id": .string(description.id),
            "name": .string(ruleName(description.id)),
            "shortDescription": ["text": .string(description.title)],
            "fullDescription": ["text": .string(description.rationale)],
            "help": ["text": .string("\(description.rationale)\n\nHIG: \(description.higURL)")],
            "helpUri": .string(description.higURL),
            "defaultConfiguration": ["level": .string(level(description.defaultSeverity))],
            "properties": [
                "category": .string(description.category.rawValue),
                "tags": [.string(description.category.rawValue)],
                "platforms": .array(description.platforms.map { .string($0.rawValue) }),
                "authority": .string(description.authority.rawValue)
            ]
        ]
    }

    /// Rule metadata for a code that is not a HIG rule: `syntax/…` (JSONC) and `schema/…` (format) codes.
    private static func builtInRule(code: String, example: Diagnostic) -> JSONValue {
        let words = code.split(separator: "/").last.map { $0.replacingOccurrences(of: "-", with: " ") } ?? code
        let isSyntax = code.hasPrefix("syntax/")
        let short = isSyntax ? "JSONC syntax error: \(words)" : "Design spec format problem: \(words)"
        let full =
            isSyntax
            ? "The file is not valid JSONC at this point (\(words)). The parser recovers and keeps checking the rest of the file."
            : "The design spec does not follow the format (\(words)); see Schemas/design-spec.schema.json for the vocabulary."
        let category: JSONValue = isSyntax ? "syntax" : "schema"
        var rule: [String: JSONValue] = [
            "id": .string(code),
            "name": .string(ruleName(code)),
            "shortDescription": ["text": .string(short)],
            "fullDescription": ["text": .string(full)],
            "defaultConfiguration": ["level": .string(level(isSyntax ? .error : example.severity))],
            "properties": ["category": category, "tags": [category]]
        ]
        if let url = example.documentationURL {
            rule["helpUri"] = .string(url)
        }
        return .object(rule)
    }

    private static func result(_ entry: FileReport.Entry, uri: String, ruleIndex: Int) -> JSONValue {
        let diagnostic = entry.diagnostic
        var result: [String: JSONValue] = [
            "ruleId": .string(diagnostic.code),
            "ruleIndex": .int(ruleIndex),
            "level": .string(level(diagnostic.severity)),
            "message": ["text": .string(diagnostic.message)],
            "locations": [["physicalLocation": physicalLocation(uri: uri, range: entry.range)]]
        ]
        if !diagnostic.related.isEmpty {
            result["relatedLocations"] = .array(
                zip(diagnostic.related, entry.related).enumerated().map { index, pair in
                    [
                        "id": .int(index),
                        "message": ["text": .string(pair.0.message)],
                        "physicalLocation": physicalLocation(uri: Self.uri(for: pair.1.path), range: pair.1.range)
                    ]
                })
        }
        if !entry.fixes.isEmpty {
            // Every fix, the preferred first, each with every replacement it makes, grouped by file.
            result["fixes"] = .array(
                entry.fixes.map { fix in
                    var paths: [String] = []
                    for edit in fix.edits where !paths.contains(edit.path) { paths.append(edit.path) }
                    return [
                        "description": ["text": .string(fix.title)],
                        "artifactChanges": .array(
                            paths.map { path in
                                [
                                    "artifactLocation": ["uri": .string(Self.uri(for: path))],
                                    "replacements": .array(
                                        fix.edits.filter { $0.path == path }.map { edit in
                                            ["deletedRegion": region(edit.range), "insertedContent": ["text": .string(edit.newText)]]
                                        })
                                ]
                            })
                    ]
                })
        }
        return .object(result)
    }

    private static func physicalLocation(uri: String, range: SourceRange) -> JSONValue {
        ["artifactLocation": ["uri": .string(uri)], "region": region(range)]
    }

    private static func region(_ range: SourceRange) -> JSONValue {
        [
            "startLine": .int(range.start.line), "startColumn": .int(range.start.utf16Column),
            "endLine": .int(range.end.line), "endColumn": .int(range.end.utf16Column)
        ]
    }
}
