import Foundation
import SpecFoundation
import SpecModel
import SpecSyntax
import SpecTestSupport
import XCTest

/// `designspec check` and `preview` over real folders of specs that import each other, through the
/// built binary: each finding once at the file it belongs to, the files of related locations in every
/// format, the workspace root chosen per operand, and the exit codes.
final class WorkspaceCheckTests: XCTestCase {
    /// Shared tokens with one broken color (marker 2) and `brand` (marker 1).
    private static let tokens = """
        {
          "name": "Tokens",
          "colors": {
            1️⃣"brand": { "light": "#0A5FCC", "dark": "#5AA2FF", "increasedContrastLight": "#084CA3", "increasedContrastDark": "#8CC0FF" },
            "ink": "label",
            "broken": 2️⃣"#12"
          },
          "typography": { "heading": { "textStyle": "title2" } }
        }
        """

    /// A feature spec using the imported `brand` and `heading`.
    private static let cart = """
        {
          "name": "Cart",
          "platforms": { "iOS": "17.0" },
          "imports": ["../tokens.design.jsonc"],
          "screens": [{ "id": "cart", "title": "Cart", "content": [{ "type": "text", "text": "Total", "color": "brand", "font": "heading" }] }]
        }
        """

    /// A clean workspace: `tokens` without its broken color, and `cart`.
    private func cleanWorkspace() throws -> MarkedWorkspace {
        try MarkedWorkspace([
            "tokens.design.jsonc": Self.tokens.replacingOccurrences(of: ",\n    \"broken\": 2️⃣\"#12\"", with: ""),
            "features/cart.design.jsonc": Self.cart
        ])
    }

    private func run(_ arguments: [String], in workspace: MarkedWorkspace, subfolder: String? = nil, standardInput: String? = nil) throws
        -> CommandResult
    {
        let directory = URL(fileURLWithPath: subfolder.map { workspace.path($0) } ?? workspace.root)
        return try CLITestSupport.runBinary(arguments, in: directory, standardInput: standardInput.map { Data($0.utf8) })
    }

    /// `(path, code, line, column)` of every diagnostic of a JSON report.
    private func findings(_ json: String) throws -> [[String]] {
        let document = try JSONValue.parse(json)
        return (document["files"]?.arrayValue ?? []).flatMap { file in
            (file["diagnostics"]?.arrayValue ?? []).map { diagnostic in
                [
                    file["path"]?.stringValue ?? "?", diagnostic["code"]?.stringValue ?? "?",
                    "\(diagnostic["range"]?["start"]?["line"]?.intValue ?? 0):\(diagnostic["range"]?["start"]?["column"]?.intValue ?? 0)"
                ]
            }
        }
    }

    /// `line:column` (1-based, UTF-8 columns) of marker `name` in `relative`.
    private func place(_ relative: String, _ name: String, in workspace: MarkedWorkspace) -> String {
        let text = workspace[relative]
        let index = LineIndex(bytes: text.bytes)
        let position = index.position(of: text.offset(name) ?? -1, encoding: .utf8)
        return "\(position.line + 1):\(position.character + 1)"
    }

    func testAFindingInTheTokensFileIsReportedOnceAtTheTokensFile() throws {
        let workspace = try MarkedWorkspace([
            "tokens.design.jsonc": Self.tokens,
            "features/cart.design.jsonc": Self.cart,
            "features/checkout.design.jsonc": Self.cart.replacingOccurrences(of: "Cart", with: "Checkout").replacingOccurrences(
                of: "cart", with: "checkout")
        ])
        let json = try run(["check", "--format", "json", "."], in: workspace)
        XCTAssertEqual(json.exitCode, 1, json.standardError)
        XCTAssertEqual(
            try findings(json.standardOutput),
            [
                ["tokens.design.jsonc", "unknown-color", place("tokens.design.jsonc", "2", in: workspace)]
            ], "the feature specs use `brand` and `heading` from the tokens file and repeat none of its findings")

        let text = try run(["check", "--no-summary", "."], in: workspace)
        XCTAssertEqual(
            text.standardOutput.split(separator: "\n").map { $0.prefix(while: { $0 != " " }) },
            ["tokens.design.jsonc:\(place("tokens.design.jsonc", "2", in: workspace)):"])

        let oneFeature = try run(["check", "--no-summary", "features/cart.design.jsonc"], in: workspace)
        XCTAssertEqual(oneFeature.exitCode, 0, "the tokens file's error is not the feature's: \(oneFeature.standardOutput)")
        XCTAssertEqual(oneFeature.standardOutput, "")
    }

    func testImportProblemsAreReportedOnTheImportersImportString() throws {
        let workspace = try MarkedWorkspace([
            "tokens.design.jsonc": Self.tokens,
            "notes.design.jsonc": "[1, 2]",
            "features/a.design.jsonc": """
            { "name": "A", "platforms": { "iOS": "17.0" }, "imports": [1️⃣"../missing.design.jsonc", 2️⃣"../notes.design.jsonc", 3️⃣"b.design.jsonc", 4️⃣"../../outside.design.jsonc"] }
            """,
            "features/b.design.jsonc": """
            { "name": "B", "platforms": { "iOS": "17.0" }, "imports": [1️⃣"a.design.jsonc"] }
            """
        ])
        let json = try run(["check", "--format", "json", "features"], in: workspace)
        XCTAssertEqual(json.exitCode, 1, json.standardError)
        XCTAssertEqual(
            try findings(json.standardOutput),
            [
                [
                    "features/a.design.jsonc", ImportFindings.Code.outsideWorkspace.rawValue,
                    place("features/a.design.jsonc", "1", in: workspace)
                ],
                [
                    "features/a.design.jsonc", ImportFindings.Code.outsideWorkspace.rawValue,
                    place("features/a.design.jsonc", "2", in: workspace)
                ],
                ["features/a.design.jsonc", ImportFindings.Code.cycle.rawValue, place("features/a.design.jsonc", "3", in: workspace)],
                [
                    "features/a.design.jsonc", ImportFindings.Code.outsideWorkspace.rawValue,
                    place("features/a.design.jsonc", "4", in: workspace)
                ],
                ["features/b.design.jsonc", ImportFindings.Code.cycle.rawValue, place("features/b.design.jsonc", "1", in: workspace)]
            ], "the root of a directory operand is that directory: ../missing and ../notes lie outside it")
        XCTAssertTrue(json.standardError.contains("--root"), "a hint names --root: \(json.standardError)")

        let wider = try run(["check", "--format", "json", "--root", ".", "features"], in: workspace)
        let codes = try findings(wider.standardOutput).map { $0[1] }
        XCTAssertEqual(
            codes,
            [
                ImportFindings.Code.missingFile.rawValue, ImportFindings.Code.notASpec.rawValue, ImportFindings.Code.cycle.rawValue,
                ImportFindings.Code.outsideWorkspace.rawValue, ImportFindings.Code.cycle.rawValue
            ])
        XCTAssertFalse(wider.standardError.contains("--root"), "no hint when --root was given: \(wider.standardError)")
        XCTAssertFalse(codes.contains("unknown-color"), "the tokens file is not checked: only `features` was named")
    }

    /// A spec importing two files that define `brand` differently: the warning is the importer's, its
    /// related locations are in the two imported files.
    private func conflictWorkspace() throws -> MarkedWorkspace {
        try MarkedWorkspace([
            "tokens.design.jsonc": Self.tokens.replacingOccurrences(of: ",\n    \"broken\": 2️⃣\"#12\"", with: ""),
            "brand/other.design.jsonc": """
            { "name": "Other", "colors": { 1️⃣"brand": { "light": "#B00020", "dark": "#FF8A80", "increasedContrastLight": "#8C001A", "increasedContrastDark": "#FFB3AD" } } }
            """,
            "features/profile.design.jsonc": """
            {
              "name": "Profile",
              "platforms": { "iOS": "17.0" },
              "imports": ["../tokens.design.jsonc", 1️⃣"../brand/other.design.jsonc"],
              "screens": [{ "id": "profile", "title": "Profile", "content": [{ "type": "text", "text": "Name", "color": "ink", "font": "heading" }] }]
            }
            """
        ])
    }

    func testJSONNamesTheFileOfEveryRelatedLocation() throws {
        let workspace = try conflictWorkspace()
        let result = try run(["check", "--format", "json", "features/profile.design.jsonc"], in: workspace)
        XCTAssertEqual(result.exitCode, 0, "a warning only: \(result.standardOutput)")
        let document = try JSONValue.parse(result.standardOutput)
        let file = try XCTUnwrap(document["files"]?[0])
        XCTAssertEqual(file["path"]?.stringValue, "features/profile.design.jsonc")
        let diagnostics = file["diagnostics"]?.arrayValue ?? []
        XCTAssertEqual(diagnostics.compactMap { $0["code"]?.stringValue }, [ImportFindings.Code.conflictingToken.rawValue])
        let related = diagnostics.first?["related"]?.arrayValue ?? []
        let located = related.map { location in
            "\(location["path"]?.stringValue ?? "?"):\(location["range"]?["start"]?["line"]?.intValue ?? 0):\(location["range"]?["start"]?["column"]?.intValue ?? 0)"
        }
        XCTAssertEqual(
            located,
            [
                "tokens.design.jsonc:\(place("tokens.design.jsonc", "1", in: workspace))",
                "brand/other.design.jsonc:\(place("brand/other.design.jsonc", "1", in: workspace))"
            ], "a file operand inside the current directory: the root is the current directory, paths are relative to it")

        let fromElsewhere = try CLITestSupport.runBinary([
            "check", "--format", "json", workspace.path("features/profile.design.jsonc"), "--root", workspace.root
        ])
        let paths = try JSONValue.parse(fromElsewhere.standardOutput)["files"]?[0]?["diagnostics"]?[0]?["related"]?.arrayValue?.compactMap {
            $0["path"]?.stringValue
        }
        XCTAssertEqual(
            paths, [workspace.path("tokens.design.jsonc"), workspace.path("brand/other.design.jsonc")],
            "named like the root was given: absolute")
    }

    func testSARIFRelatedLocationsPointIntoTheImportedFiles() throws {
        let workspace = try conflictWorkspace()
        let result = try run(["check", "--format", "sarif", "."], in: workspace)
        XCTAssertEqual(result.exitCode, 0, result.standardError)
        let log = try JSONValue.parse(result.standardOutput)
        let results = log["runs"]?[0]?["results"]?.arrayValue ?? []
        XCTAssertEqual(results.compactMap { $0["ruleId"]?.stringValue }, [ImportFindings.Code.conflictingToken.rawValue])
        let conflict = try XCTUnwrap(results.first)
        XCTAssertEqual(
            conflict["locations"]?[0]?["physicalLocation"]?["artifactLocation"]?["uri"]?.stringValue, "features/profile.design.jsonc")
        XCTAssertEqual(conflict["locations"]?[0]?["physicalLocation"]?["region"]?["startLine"]?.intValue, 4)
        XCTAssertEqual(try SARIFSchemaTests.validator().validate(log), [])
        let related = conflict["relatedLocations"]?.arrayValue ?? []
        XCTAssertEqual(
            related.compactMap { $0["physicalLocation"]?["artifactLocation"]?["uri"]?.stringValue },
            ["tokens.design.jsonc", "brand/other.design.jsonc"])
        XCTAssertEqual(related.compactMap { $0["physicalLocation"]?["region"]?["startLine"]?.intValue }, [4, 1])
    }

    func testTextFormatFollowsAFindingWithNotesInTheOtherFiles() throws {
        let workspace = try conflictWorkspace()
        let result = try run(["check", "--no-summary", "."], in: workspace)
        XCTAssertEqual(result.exitCode, 0)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 3, result.standardOutput)
        XCTAssertTrue(lines[0].hasPrefix("features/profile.design.jsonc:4:"), lines[0])
        XCTAssertTrue(lines[0].hasSuffix("[\(ImportFindings.Code.conflictingToken.rawValue)]"), lines[0])
        XCTAssertTrue(lines[1].hasPrefix("tokens.design.jsonc:\(place("tokens.design.jsonc", "1", in: workspace)): note: "), lines[1])
        XCTAssertTrue(
            lines[2].hasPrefix("brand/other.design.jsonc:\(place("brand/other.design.jsonc", "1", in: workspace)): note: "), lines[2])
    }

    func testExitCodesAndTheRootOfEachKindOfOperand() throws {
        let workspace = try cleanWorkspace()
        let clean = try run(["check", "."], in: workspace)
        XCTAssertEqual(clean.exitCode, 0, clean.standardOutput)
        XCTAssertEqual(clean.standardOutput, "No problems found (2 files checked)\n")

        // A file outside the current directory: its root is its own folder, so `../tokens` is outside.
        let elsewhere = try CLITestSupport.runBinary(["check", "--format", "json", workspace.path("features/cart.design.jsonc")])
        XCTAssertEqual(elsewhere.exitCode, 1)
        XCTAssertTrue(
            try findings(elsewhere.standardOutput).map { $0[1] }.contains(ImportFindings.Code.outsideWorkspace.rawValue),
            elsewhere.standardOutput)
        XCTAssertTrue(elsewhere.standardError.contains("--root"), elsewhere.standardError)
        let rooted = try CLITestSupport.runBinary(["check", "--root", workspace.root, workspace.path("features/cart.design.jsonc")])
        XCTAssertEqual(rooted.exitCode, 0, rooted.standardOutput)

        let outsideRoot = try run(["check", "--root", "features", "tokens.design.jsonc"], in: workspace)
        XCTAssertEqual(outsideRoot.exitCode, 2)
        XCTAssertTrue(outsideRoot.standardError.contains("tokens.design.jsonc is not inside --root features"), outsideRoot.standardError)
        XCTAssertEqual(outsideRoot.standardOutput, "")
    }

    func testStandardInputResolvesImportsFromTheCurrentDirectory() throws {
        let workspace = try cleanWorkspace()
        let text = workspace["features/cart.design.jsonc"].text
        let inFeatures = try run(["check", "--format", "json", "-"], in: workspace, subfolder: "features", standardInput: text)
        XCTAssertEqual(
            try findings(inFeatures.standardOutput).map { $0[1] },
            [ImportFindings.Code.outsideWorkspace.rawValue, "unknown-color", "unknown-text-style"],
            "the current directory is the root: ../tokens.design.jsonc lies outside it")
        let rooted = try run(["check", "--root", "..", "-"], in: workspace, subfolder: "features", standardInput: text)
        XCTAssertEqual(rooted.exitCode, 0, rooted.standardOutput)
        XCTAssertEqual(rooted.standardOutput, "No problems found (1 file checked)\n")
        let fromRoot = try run(
            ["check", "--no-summary", "-"], in: workspace, standardInput: text.replacingOccurrences(of: "../tokens", with: "tokens"))
        XCTAssertEqual(fromRoot.exitCode, 0, fromRoot.standardOutput)
        XCTAssertEqual(fromRoot.standardOutput, "")
    }

    func testHTMLAndPreviewDrawWithTheImportedTokens() throws {
        let workspace = try cleanWorkspace()
        // Cart's "Total" is drawn in the imported `brand` at the imported `heading` (title2) size.
        let drawn = ##"font-size="22" fill="#0A5FCC"><tspan x="16" dy="20.6">Total</tspan>"##
        let html = try run(["check", "--format", "html", "."], in: workspace)
        XCTAssertEqual(html.exitCode, 0, html.standardError)
        XCTAssertTrue(html.standardOutput.contains(drawn), "the imported color and type are drawn")
        XCTAssertFalse(html.standardOutput.contains("<li class=\"finding"), "no findings: the tokens resolve")

        let output = workspace.path("pages")
        let preview = try run(["preview", "--out", output, "features/cart.design.jsonc"], in: workspace)
        XCTAssertEqual(preview.exitCode, 0, preview.standardError)
        let page = try String(contentsOfFile: output + "/cart.preview.html", encoding: .utf8)
        XCTAssertTrue(page.contains(drawn))
        XCTAssertFalse(page.contains("unknown-color"))

        let narrow = try run(["preview", "--out", output, "--root", "features", "features/cart.design.jsonc"], in: workspace)
        XCTAssertEqual(narrow.exitCode, 0)
        let unresolved = try String(contentsOfFile: output + "/cart.preview.html", encoding: .utf8)
        XCTAssertTrue(unresolved.contains(ImportFindings.Code.outsideWorkspace.rawValue), "--root features leaves the tokens outside")
        XCTAssertFalse(unresolved.contains(drawn))
    }

    func testTheExampleWorkspaceIsClean() throws {
        let result = try CLITestSupport.runBinary(["check", "Examples/workspace"])
        XCTAssertEqual(result.exitCode, 0, result.standardOutput)
        XCTAssertEqual(result.standardOutput, "No problems found (4 files checked)\n")
        for team in ["onboarding", "checkout", "settings"] {
            let spec = "Examples/workspace/\(team)/\(team).design.jsonc"
            let alone = try CLITestSupport.runBinary(["check", "--no-summary", "--root", "Examples/workspace", spec])
            XCTAssertEqual(alone.exitCode, 0, alone.standardOutput)
            XCTAssertEqual(alone.standardOutput, "", "\(team) is clean on its own, with its imports")
            let folder = CLITestSupport.packageRoot.appendingPathComponent("Examples/workspace/\(team)")
            let unresolved = try CLITestSupport.runBinary(["check", "--no-summary", "\(team).design.jsonc"], in: folder)
            XCTAssertTrue(
                unresolved.standardOutput.contains("[unknown-color]"), "\(team) uses the shared tokens: \(unresolved.standardOutput)")
        }
    }

    func testARuleFindingAboutAnImportedTokenPointsIntoTheTokensFile() throws {
        let workspace = try MarkedWorkspace([
            "tokens.design.jsonc": """
            { "name": "Tokens", "colors": { 1️⃣"panel": "systemBackground" } }
            """,
            "feature.design.jsonc": """
            {
              "name": "Feature",
              "platforms": { "iOS": "17.0" },
              "imports": ["tokens.design.jsonc"],
              "screens": [{ "id": "s", "title": "S", "content": [{ "type": "text", "text": "Hi", "color": 1️⃣"panel" }] }]
            }
            """
        ])
        let result = try run(["check", "--format", "json", "feature.design.jsonc"], in: workspace)
        let diagnostic = try XCTUnwrap(JSONValue.parse(result.standardOutput)["files"]?[0]?["diagnostics"]?[0])
        XCTAssertEqual(diagnostic["code"]?.stringValue, "semantic-color-misuse")
        let related = diagnostic["related"]?.arrayValue ?? []
        XCTAssertEqual(
            related.map {
                "\($0["path"]?.stringValue ?? "?"):\($0["range"]?["start"]?["line"]?.intValue ?? 0):\($0["range"]?["start"]?["column"]?.intValue ?? 0)"
            },
            ["tokens.design.jsonc:\(place("tokens.design.jsonc", "1", in: workspace))"], "the token is defined in the tokens file")
    }

    func testAFixRenamingASharedTokenEditsTheSpecsImportingIt() throws {
        let feature = """
            {
              "name": "Feature",
              "platforms": { "iOS": "17.0" },
              "imports": ["tokens.design.jsonc"],
              "screens": [{ "id": "s", "title": "S", "content": [{ "type": "text", "text": "Hi", "color": 1️⃣"red" }] }]
            }
            """
        let workspace = try MarkedWorkspace([
            "tokens.design.jsonc": """
            { "name": "Tokens", "colors": { 1️⃣"red": "label" } }
            """,
            "feature.design.jsonc": feature
        ])
        /// `line:column` one byte after marker 1 of `relative`: the name inside its quotes.
        func name(_ relative: String) -> String {
            let text = workspace[relative]
            let position = LineIndex(bytes: text.bytes).position(of: (text.offset() ?? 0) + 1, encoding: .utf8)
            return "\(relative):\(position.line + 1):\(position.character + 1)"
        }
        let json = try run(["check", "--format", "json", "."], in: workspace)
        let files = try JSONValue.parse(json.standardOutput)["files"]?.arrayValue ?? []
        let tokens = try XCTUnwrap(files.first { $0["path"]?.stringValue == "tokens.design.jsonc" })
        let fix = try XCTUnwrap(tokens["diagnostics"]?[0]?["fix"], json.standardOutput)
        XCTAssertEqual(tokens["diagnostics"]?[0]?["code"]?.stringValue, "token-shadows-system-name")
        let edits = (fix["edits"]?.arrayValue ?? []).map { edit in
            "\(edit["path"]?.stringValue ?? "?"):\(edit["range"]?["start"]?["line"]?.intValue ?? 0):\(edit["range"]?["start"]?["column"]?.intValue ?? 0) \(edit["newText"]?.stringValue ?? "?")"
        }
        let newName = try XCTUnwrap(fix["newText"]?.stringValue)
        XCTAssertEqual(edits, ["\(name("tokens.design.jsonc")) \(newName)", "\(name("feature.design.jsonc")) \(newName)"])
        XCTAssertEqual(
            try findings(json.standardOutput).filter { $0[0] == "feature.design.jsonc" }, [], "the finding is the tokens file's only")

        let sarif = try JSONValue.parse(try run(["check", "--format", "sarif", "."], in: workspace).standardOutput)
        let results = sarif["runs"]?[0]?["results"]?.arrayValue ?? []
        XCTAssertEqual(results.compactMap { $0["ruleId"]?.stringValue }, ["token-shadows-system-name"])
        XCTAssertEqual(try SARIFSchemaTests.validator().validate(sarif), [], "a fix over two files is valid SARIF")
        let changes = results.first?["fixes"]?[0]?["artifactChanges"]?.arrayValue ?? []
        XCTAssertEqual(changes.compactMap { $0["artifactLocation"]?["uri"]?.stringValue }, ["tokens.design.jsonc", "feature.design.jsonc"])

        // A spec importing the token that already has a token of the new name refuses it: no fix.
        try workspace.write(
            "feature.design.jsonc",
            feature.replacingOccurrences(of: #""imports""#, with: #""colors": { "\#(newName)": "systemTeal" }, "imports""#))
        let refused = try JSONValue.parse(try run(["check", "--format", "json", "tokens.design.jsonc"], in: workspace).standardOutput)
        XCTAssertEqual(refused["files"]?[0]?["diagnostics"]?[0]?["code"]?.stringValue, "token-shadows-system-name")
        XCTAssertNil(refused["files"]?[0]?["diagnostics"]?[0]?["fix"], "renaming would clash in feature.design.jsonc")
    }
}
