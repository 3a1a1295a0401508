import SpecAnalysis
import SpecFoundation
import SpecKnowledge
import SpecModel
import XCTest

@testable import DesignSpecCLI

final class ArgumentParsingTests: XCTestCase {
    func testCursorSplitsFlagsValuesAndOperands() {
        var cursor = ArgumentCursor(["--format=json", "a", "--rule", "x=y", "-", "--", "--not-a-flag"], command: "check")
        XCTAssertEqual(cursor.next(), .flag(name: "--format", inlineValue: "json"))
        XCTAssertEqual(cursor.next(), .operand("a"))
        XCTAssertEqual(cursor.next(), .flag(name: "--rule", inlineValue: nil))
        XCTAssertEqual(try cursor.value(of: "--rule", inline: nil), "x=y")
        XCTAssertEqual(cursor.next(), .operand("-"))
        XCTAssertEqual(cursor.next(), .operand("--not-a-flag"))
        XCTAssertNil(cursor.next())
    }

    func testMissingFlagValueIsAUsageError() {
        var cursor = ArgumentCursor(["--format"], command: "check")
        _ = cursor.next()
        XCTAssertThrowsError(try cursor.value(of: "--format", inline: nil)) { error in
            XCTAssertEqual(error as? UsageError, UsageError("--format needs a value", command: "check"))
        }
    }

    func testCheckParsesEveryFlag() throws {
        let options = try CheckOptions.parse([
            "Examples", "--format", "sarif", "--rule", "min-touch-target=warning", "--rule=min-touch-target=off",
            "--platform", "watchOS=10.0", "--platform=ios", "-q", "--no-summary", "b.design.json", "--root", "specs"
        ])
        XCTAssertEqual(options.root, "specs")
        XCTAssertEqual(options.paths, ["Examples", "b.design.json"])
        XCTAssertEqual(options.format, .sarif)
        XCTAssertEqual(options.ruleSeverities, ["min-touch-target": .off])
        XCTAssertEqual(options.defaultPlatforms, [.watchOS: OSVersion(major: 10), .iOS: Platform.iOS.newestKnownVersion])
        XCTAssertTrue(options.errorsOnly)
        XCTAssertFalse(options.showsSummary)
        XCTAssertEqual(options.settings.ruleSeverities, ["min-touch-target": .off])
    }

    func testCheckDefaults() throws {
        let options = try CheckOptions.parse(["a.design.json"])
        XCTAssertEqual(options.format, .text)
        XCTAssertNil(options.root, "the root is chosen per operand")
        XCTAssertTrue(options.ruleSeverities.isEmpty)
        XCTAssertFalse(options.errorsOnly)
        XCTAssertTrue(options.showsSummary)
    }

    func testCheckRejectsBadInput() {
        let cases: [([String], String)] = [
            ([], "check needs at least one file or directory"),
            (["a", "--fromat", "json"], "unknown flag '--fromat' (did you mean '--format'?)"),
            (["a", "--format", "xml"], "unknown format 'xml'; use one of: text, json, sarif"),
            (["a", "--rule", "min-touch-target"], "--rule expects <rule-id>=<severity>"),
            (["a", "--rule", "min-tuch-target=error"], "unknown rule 'min-tuch-target' (did you mean 'min-touch-target'?)"),
            (["a", "--rule", "min-touch-target=loud"], "unknown severity 'loud'"),
            (["a", "--platform", "iOSS=17"], "unknown platform 'iOSS' (did you mean 'iOS'?)"),
            (["a", "--platform", "iOS=seventeen"], "'seventeen' is not an OS version"),
            (["a", "--quiet=yes"], "--quiet takes no value"),
            (["a", "--platform", ""], "unknown platform ''")
        ]
        for (arguments, expected) in cases {
            XCTAssertThrowsError(try CheckOptions.parse(arguments), "\(arguments)") { error in
                let usage = error as? UsageError
                XCTAssertEqual(usage?.command, "check", "\(arguments)")
                XCTAssertTrue(usage?.message.hasPrefix(expected) ?? false, "\(arguments): \(usage?.message ?? "")")
            }
        }
    }

    func testRulesExplainAndSchemasParsing() throws {
        XCTAssertEqual(try RulesCommand.parse([]).format, .text)
        XCTAssertEqual(try RulesCommand.parse(["--format", "json"]).format, .json)
        XCTAssertThrowsError(try RulesCommand.parse(["--format", "sarif"]))
        XCTAssertThrowsError(try RulesCommand.parse(["extra"]))
        XCTAssertEqual(try ExplainCommand.parse(["min-touch-target"]).code, "min-touch-target")
        XCTAssertEqual(try ExplainCommand.parse(["import/missing-file"]).code, "import/missing-file")
        XCTAssertThrowsError(try ExplainCommand.parse([]))
        XCTAssertThrowsError(try ExplainCommand.parse(["min-touch-target", "other"]))
        XCTAssertThrowsError(try ExplainCommand.parse(["min-touch"])) { error in
            XCTAssertEqual(
                (error as? UsageError)?.message,
                "unknown code 'min-touch' (did you mean 'min-touch-target'?); `designspec rules` lists the rules")
        }
        // No close code: the codes of the family it names, or the families.
        XCTAssertThrowsError(try ExplainCommand.parse(["schema/zzzzzzzzzzzzzz"])) { error in
            let message = (error as? UsageError)?.message ?? ""
            XCTAssertTrue(message.hasPrefix("unknown code 'schema/zzzzzzzzzzzzzz'; the schema/ codes are schema/"), message)
            for code in DiagnosticCodeDocumentation.all.map(\.code) {
                XCTAssertEqual(message.contains(code), code.hasPrefix("schema/"), code)
            }
        }
        XCTAssertThrowsError(try ExplainCommand.parse(["qqqqqqqqqqqqqqqqqqqq"])) { error in
            XCTAssertEqual(
                (error as? UsageError)?.message,
                "unknown code 'qqqqqqqqqqqqqqqqqqqq'; `designspec rules` lists the rules; the other codes begin with "
                    + "syntax/, schema/, import/, config/, token-source/")
        }
        XCTAssertEqual(try SchemasCommand.parse(["--write", "out"]), SchemasCommand(mode: .write, directory: "out"))
        XCTAssertEqual(try SchemasCommand.parse(["--check=Schemas"]), SchemasCommand(mode: .check, directory: "Schemas"))
        XCTAssertThrowsError(try SchemasCommand.parse([]))
        XCTAssertThrowsError(try SchemasCommand.parse(["--write", "a", "--check", "b"]))
        XCTAssertNoThrow(try LSPCommand.validate(["--stdio"]))
        XCTAssertThrowsError(try LSPCommand.validate(["--tcp"]))
    }

    func testSpellingSuggestion() {
        XCTAssertEqual(Suggester.suggestion(for: "chek", in: ["check", "rules"], policy: .closestOrContaining), "check")
        XCTAssertEqual(Suggester.suggestion(for: "--fromat", in: CheckOptions.flags, policy: .closestOrContaining), "--format")
        XCTAssertEqual(
            Suggester.suggestion(for: "touch", in: ["min-touch-target-long", "min-touch-target", "rules"], policy: .closestOrContaining),
            "min-touch-target")
        XCTAssertNil(Suggester.suggestion(for: "zzzzzz", in: ["check", "rules"], policy: .closestOrContaining))
        XCTAssertNil(Suggester.suggestion(for: "", in: ["check"], policy: .closestOrContaining))
    }

    func testTextWrapping() {
        XCTAssertEqual(TextWrapping.wrap("aaa bbb ccc", width: 7), "aaa bbb\nccc")
        XCTAssertEqual(TextWrapping.wrap("a | b | c d e f", width: 3), "a | b | c d e f")
        XCTAssertEqual(TextWrapping.wrap("short\n\nlonger words", width: 6), "short\n\nlonger\nwords")
    }
}
