import Foundation
import SpecAnalysis
import SpecTestSupport
import SpecTokenSources
import XCTest
@testable import SpecWorkspace

/// An imported asset catalog's `*.symbolset` folders are symbol names (issue 24, item 3): valid
/// wherever an SF Symbol goes, offered by completion with their catalog, explained by hover, and
/// read only by name and `Contents.json` through the gate.
final class CustomSymbolImportTests: XCTestCase {
    private static let symbolset = #"{ "symbols": [ { "filename": "leaf.badge.custom.svg", "idiom": "universal" } ], "info": { "author": "xcode", "version": 1 } }"#

    private func workspace(spec: String, extra: [String: String] = [:]) throws -> MarkedWorkspace {
        try MarkedWorkspace(
            [
                "App/Assets.xcassets/Contents.json": #"{ "info" : { "author" : "xcode", "version" : 1 } }"#,
                "App/Assets.xcassets/leaf.badge.custom.symbolset/Contents.json": Self.symbolset,
                "app.design.jsonc": spec
            ].merging(extra) { first, _ in first })
    }

    private func analysis(_ workspace: MarkedWorkspace) -> DocumentAnalysis {
        _ = ImportResolver.forgetTokenSources(changed: [workspace.path("App/Assets.xcassets")])
        let folder = SpecFolder(root: workspace.root)
        return folder.analysis(of: workspace["app.design.jsonc"].bytes, at: workspace.path("app.design.jsonc"))
    }

    private static let spec = """
        { "platforms": { "iOS": "15.0" }, "imports": ["App/Assets.xcassets"],
          "screens": [ { "id": "s", "content": [
            { "type": "image", "symbol": 1️⃣"leaf.badge.custom", "accessibilityLabel": "Eco" },
            { "type": "button", "title": "Copy", "symbol": "document.on.document", "fallbackSymbol": "leaf.badge.custom" },
            { "type": "image", "symbol": 2️⃣"leaf.badge.custm", "accessibilityLabel": "Typo" },
            { "type": "image", "symbol": "3️⃣" } ] } ] }
        """

    func testCatalogSymbolsAreValidSymbolNames() throws {
        let workspace = try workspace(spec: Self.spec)
        let findings = analysis(workspace).diagnostics().filter { $0.code.hasPrefix("sf-symbol") }
        let marked = workspace["app.design.jsonc"]
        // The typo and the empty name are still findings; the custom symbol and the custom fallback are not.
        XCTAssertEqual(findings.map(\.code), ["sf-symbol-exists", "sf-symbol-exists"], "\(findings.map(\.message))")
        XCTAssertEqual(findings.first?.range.lowerBound, marked.offset("2"))
    }

    func testHoverSaysWhereACustomSymbolComesFrom() throws {
        let workspace = try workspace(spec: Self.spec)
        let marked = workspace["app.design.jsonc"]
        let hover = try XCTUnwrap(analysis(workspace).hover(at: try XCTUnwrap(marked.offset("1")) + 3, format: .markdown))
        XCTAssertTrue(hover.contents.contains("custom symbol from `App/Assets.xcassets`"), hover.contents)
        XCTAssertFalse(hover.contents.contains("No SF Symbol"), hover.contents)
    }

    func testCompletionListsCustomSymbolsWithTheirCatalog() throws {
        let workspace = try workspace(
            spec: Self.spec.replacingOccurrences(of: #""symbol": "3️⃣""#, with: #""symbol": "leaf3️⃣""#))
        let marked = workspace["app.design.jsonc"]
        let items = analysis(workspace).completions(at: try XCTUnwrap(marked.offset("3"))).items
        let custom = try XCTUnwrap(items.first { $0.label == "leaf.badge.custom" })
        XCTAssertEqual(custom.detail, "Custom symbol from App/Assets.xcassets")
        XCTAssertTrue(items.contains { $0.label == "leaf" }, "SF Symbols are still offered")
    }

    /// A symbol set linked to a folder outside the root is not read, so its name is no symbol; a
    /// name written with `../` names nothing and reads nothing.
    func testSymbolSetsOutsideTheRootAreNotRead() throws {
        let outside = try MarkedWorkspace(["secret.symbolset/Contents.json": Self.symbolset])
        let spec = """
            { "platforms": { "iOS": "17.0" }, "imports": ["App/Assets.xcassets"],
              "screens": [ { "id": "s", "content": [
                { "type": "image", "symbol": 1️⃣"secret", "accessibilityLabel": "Leak" },
                { "type": "image", "symbol": 2️⃣"../secret", "accessibilityLabel": "Up" },
                { "type": "image", "symbol": 3️⃣"../../\(outside.root.dropFirst())/secret", "accessibilityLabel": "Far" } ] } ] }
            """
        let workspace = try workspace(spec: spec)
        let catalog = workspace.path("App/Assets.xcassets")
        try FileManager.default.createSymbolicLink(atPath: catalog + "/secret.symbolset", withDestinationPath: outside.path("secret.symbolset"))
        let read = AssetCatalogReader.read(catalog, files: .gated(root: workspace.root))
        XCTAssertEqual(read.symbolSets.map(\.name), ["leaf.badge.custom"])
        XCTAssertEqual(read.spec.customSymbolNames, ["leaf.badge.custom"])
        XCTAssertFalse(read.spec.filesRead.contains { !$0.hasPrefix(workspace.root) }, "\(read.spec.filesRead)")
        let marked = workspace["app.design.jsonc"]
        let findings = analysis(workspace).diagnostics().filter { $0.code == "sf-symbol-exists" }
        XCTAssertEqual(findings.map(\.range.lowerBound), [marked.offset("1"), marked.offset("2"), marked.offset("3")])
    }

    /// Adding a symbol set changes what the import gives (the synthesized text has no symbols, so the
    /// file's hash must count them).
    func testASymbolSetAddedLaterIsSeen() throws {
        let workspace = try workspace(spec: Self.spec)
        XCTAssertEqual(analysis(workspace).diagnostics().filter { $0.code == "sf-symbol-exists" }.count, 2)
        let folder = workspace.path("App/Assets.xcassets/leaf.badge.custm.symbolset")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(Self.symbolset.utf8).write(to: URL(fileURLWithPath: folder + "/Contents.json"))
        XCTAssertEqual(analysis(workspace).diagnostics().filter { $0.code == "sf-symbol-exists" }.count, 1)
    }

    /// Reading n and 4n symbol sets and checking a spec that uses each of them grows linearly.
    func testManySymbolSetsCostInProportion() throws {
        func make(_ count: Int) -> MarkedWorkspace? {
            var files: [String: String] = [:]
            for index in 0..<count { files["App/Assets.xcassets/custom.\(index).symbolset/Contents.json"] = Self.symbolset }
            let uses = (0..<count).map { #"{ "type": "image", "symbol": "custom.\#($0)", "accessibilityLabel": "Item" }"# }
            files["app.design.jsonc"] =
                #"{ "platforms": { "iOS": "17.0" }, "imports": ["App/Assets.xcassets"], "screens": [ { "id": "s", "content": [ "#
                + uses.joined(separator: ", ") + " ] } ] }"
            return try? MarkedWorkspace(files)
        }
        let growth = GrowthMeasurement.measure(size: 150, prepare: { (count: $0, workspace: make($0)) }) { count, workspace in
            guard let workspace else { return XCTFail("no workspace") }
            let findings = self.analysis(workspace).diagnostics().filter { $0.code.hasPrefix("sf-symbol") }
            XCTAssertEqual(findings.map(\.message), [])
        }
        XCTAssertLessThan(growth.ratio, GrowthMeasurement.linearBound, "\(growth)")
    }
}
