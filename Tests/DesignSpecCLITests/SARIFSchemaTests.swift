import Foundation
import SpecAnalysis
import SpecFoundation
import SpecSyntax
import XCTest

@testable import DesignSpecCLI

/// Validates `check --format sarif` output against the OASIS SARIF 2.1.0 schema (a test resource),
/// and shows the validator rejects documents that break it.
final class SARIFSchemaTests: XCTestCase {
    /// The validator of the OASIS SARIF 2.1.0 schema.
    static func validator() throws -> JSONSchemaValidator {
        let url = try XCTUnwrap(Bundle.module.url(forResource: "sarif-schema-2.1.0", withExtension: "json", subdirectory: "Resources"))
        return JSONSchemaValidator(root: try JSONValue.parse(String(decoding: try Data(contentsOf: url), as: UTF8.self)))
    }

    /// Reports for a spec with rule violations, fixes, format problems and syntax errors, and an empty one.
    private func reports() -> [FileReport] {
        let specs = [
            (
                "Examples/bad.design.jsonc",
                """
                {
                  "name": "Tëst 😀", "platforms": { "iOS": "17.0" }, "bogus": true,
                  "screens": [ { "id": "home", "content": [
                    { "type": "button", "title": "Go", "width": 20, "height": 20 },
                    { "type": "buton" }
                  ] } ],
                """
            ),
            ("/abs/path/clean.design.json", "{ \"name\": \"Clean\" }"),
            ("empty.design.json", "")
        ]
        return specs.map { FileReport(path: $0.0, bytes: Array($0.1.utf8), settings: AnalysisSettings(), errorsOnly: false) }
    }

    func testCheckOutputConformsToTheSchema() throws {
        let reports = reports()
        let codes = Set(reports.flatMap { $0.entries.map(\.diagnostic.code) })
        XCTAssertTrue(codes.contains { $0.hasPrefix("syntax/") }, "\(codes)")
        XCTAssertTrue(codes.contains { $0.hasPrefix("schema/") }, "\(codes)")
        XCTAssertTrue(reports.contains { $0.entries.contains { $0.diagnostic.fix != nil } })
        let log = try JSONValue.parse(SARIFReportFormatter().format(reports))
        XCTAssertEqual(try Self.validator().validate(log), [])
        XCTAssertEqual(log["runs"]?[0]?["results"]?.arrayValue?.count, reports.map(\.entries.count).reduce(0, +))
    }

    func testEmptyRunConformsToTheSchema() throws {
        let log = try JSONValue.parse(SARIFReportFormatter().format([]))
        XCTAssertEqual(try Self.validator().validate(log), [])
    }

    func testBrokenLogsAreRejected() throws {
        let validator = try Self.validator()
        let good = try JSONValue.parse(SARIFReportFormatter().format(reports()))
        guard case .object(var broken) = good, case .array(var runs)? = broken["runs"], case .object(var run)? = runs.first,
            case .array(var results)? = run["results"], case .object(var result)? = results.first
        else {
            return XCTFail("unexpected log shape")
        }
        result["level"] = .string("fatal")
        result["ruleIndex"] = .int(-2)
        result["unknownMember"] = .bool(true)
        results[0] = .object(result)
        run["results"] = .array(results)
        runs[0] = .object(run)
        broken["runs"] = .array(runs)
        broken["version"] = .string("2.0.0")
        let errors = validator.validate(.object(broken))
        XCTAssertTrue(errors.contains { $0.hasPrefix("/runs/0/results/0/level:") }, "\(errors)")
        XCTAssertTrue(errors.contains { $0.hasPrefix("/runs/0/results/0/ruleIndex:") && $0.contains("minimum") }, "\(errors)")
        XCTAssertTrue(errors.contains { $0.contains("'unknownMember' is not allowed") }, "\(errors)")
        XCTAssertTrue(errors.contains { $0.hasPrefix("/version:") }, "\(errors)")
        XCTAssertFalse(validator.validate(.object([:])).isEmpty, "version and runs are required")
    }

    func testValidatorKeywords() {
        let schema = JSONSchemaValidator(
            root: .object([
                "definitions": .object([
                    "name": .object(["type": .string("string"), "pattern": .string("^[a-z]+$")]),
                    "link": .object(["type": .string("string"), "format": .string("uri")])
                ]),
                "type": .string("object"),
                "required": .array([.string("names")]),
                "properties": .object([
                    "names": .object([
                        "type": .string("array"), "minItems": .int(1), "uniqueItems": .bool(true),
                        "items": .object(["$ref": .string("#/definitions/name")])
                    ]),
                    "count": .object(["type": .string("integer"), "minimum": .int(0), "maximum": .int(9)]),
                    "link": .object(["$ref": .string("#/definitions/link")]),
                    "either": .object(["anyOf": .array([.object(["type": .string("string")]), .object(["type": .string("number")])])]),
                    "one": .object(["oneOf": .array([.object(["type": .string("number")]), .object(["type": .string("integer")])])]),
                    "kind": .object(["enum": .array([.string("a"), .string("b")])]),
                    "maybe": .object(["type": .array([.string("array"), .string("null")])])
                ]),
                "additionalProperties": .bool(false)
            ]))
        XCTAssertEqual(
            schema.validate(
                .object([
                    "names": .array([.string("ab")]), "count": .int(3), "link": .string("https://x.org/a"), "either": .int(1),
                    "one": .double(1.5), "kind": .string("a"), "maybe": .null
                ])), [])
        let errors = schema.validate(
            .object([
                "names": .array([.string("Ab"), .string("ok"), .string("ok")]), "count": .double(2.5), "link": .string("not a uri"),
                "either": .bool(true), "one": .int(1), "kind": .string("c"), "maybe": .int(1), "extra": .null
            ]))
        for expected in [
            "/names/0: 'Ab' does not match", "/names/2: duplicate", "/count: expected integer", "/link: 'not a uri' is not a valid uri",
            "/either: matches none", "/one: matches 2 oneOf", "/kind: string 'c' is not one", "/maybe: expected array or null",
            ": property 'extra' is not allowed"
        ] {
            XCTAssertTrue(errors.contains { $0.hasPrefix(expected) }, "\(expected) not in \(errors)")
        }
        XCTAssertEqual(schema.validate(.object(["names": .array([])])).count, 1, "minItems")
        XCTAssertEqual(schema.validate(.object([:])), [": missing required property 'names'"])
        XCTAssertEqual(JSONSchemaValidator(root: .object(["not": .object([:])])).validate(.null), [": unsupported schema keyword 'not'"])
    }
}
