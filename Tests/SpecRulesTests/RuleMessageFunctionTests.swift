import Foundation
import XCTest

/// Every rule builds its finding messages with named functions (issue 20), so tests can name them.
/// Swift's reflection does not list static methods, so this reads the rule files, as
/// `RuleRegistryTests` does to find unregistered rules.
final class RuleMessageFunctionTests: XCTestCase {
    /// Rule folders whose messages are being named on another branch (issue 20, messages-b); empty this
    /// when that branch is merged.
    func testEveryRuleHasANamedMessageFunction() throws {
        let enumerator = FileManager.default.enumerator(at: RuleRegistryTests.rulesDirectory, includingPropertiesForKeys: nil)
        var checked = 0
        var unnamed: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            guard url.lastPathComponent.hasSuffix("Rule.swift") else { continue }
            let source = try String(contentsOf: url, encoding: .utf8)
            checked += 1
            if !Self.declaresMessageFunction(source) { unnamed.append(url.lastPathComponent) }
        }
        XCTAssertGreaterThan(checked, 0, "no rule files found under \(RuleRegistryTests.rulesDirectory.path)")
        XCTAssertEqual(unnamed.sorted(), [], "rules without a documented `static func …(…) -> String` building their message")
    }

    func testTheScanTellsANamedMessageFromNone() {
        let named = """
            /// The finding's message: `count` is too many.
            static func tooMany(count: Int) -> String {
                "\\(count) is too many."
            }
            """
        let wrapped = """
            /// The finding's message.
            static func message(width: Double?, height: Double?)
                -> String
            {
            """
        let undocumented = "static func message(count: Int) -> String {"
        let helper = "/// A helper.\nprivate static func text(of node: SyntaxNode) -> String {"
        let predicate = "/// A test.\nstatic func isBlank(_ node: SyntaxNode?) -> Bool {"
        XCTAssertTrue(Self.declaresMessageFunction(named))
        XCTAssertTrue(Self.declaresMessageFunction(wrapped))
        XCTAssertFalse(Self.declaresMessageFunction(undocumented))
        XCTAssertFalse(Self.declaresMessageFunction(helper))
        XCTAssertFalse(Self.declaresMessageFunction(predicate))
    }

    /// True when `source` declares a non-private `static func` returning `String` right after a `///` comment.
    private static func declaresMessageFunction(_ source: String) -> Bool {
        let lines = source.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        for (index, line) in lines.enumerated() where index > 0 && lines[index - 1].hasPrefix("///") {
            guard ["static func ", "public static func ", "internal static func "].contains(where: line.hasPrefix) else { continue }
            // The signature runs to the body's opening brace, possibly over a few lines.
            let rest = lines[index...].prefix(4)
            let end = rest.firstIndex { $0.hasSuffix("{") } ?? rest.endIndex - 1
            let signature = lines[index...end].joined(separator: " ")
            if signature.range(of: #"\)\s*->\s*String\s*\{$"#, options: .regularExpression) != nil { return true }
        }
        return false
    }
}
