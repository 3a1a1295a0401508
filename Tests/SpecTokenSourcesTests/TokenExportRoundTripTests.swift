import Foundation
import SpecKnowledge
import SpecModel
import SpecSyntax
import SpecTestSupport
import SpecTokenSources
import XCTest

/// Export then read gives the same tokens: every appearance of every color resolves to the same
/// sRGB color, and type tokens keep family, size and weight.
final class TokenExportRoundTripTests: XCTestCase {
    /// Color tokens of every shape (plain, translucent, adaptive, contrast variants, alias, system) and type tokens.
    private var source = ""

    override func setUpWithError() throws {
        source = try TestFixtures.text("export-round-trip/every-kind-of-token.design.jsonc")
    }

    private var spec: DesignSpec { DesignSpec(tree: SyntaxTree.parse(source)) }

    /// Every appearance's resolved hex of every color token of `spec`.
    private func resolvedColors(_ spec: DesignSpec) -> [String: [String]] {
        let resolver = ColorResolver(spec: spec)
        var result: [String: [String]] = [:]
        for token in spec.colorTokens {
            guard let node = token.valueNode, let resolved = resolver.resolve(node) else { continue }
            result[token.name] = Appearance.allCases.map { resolved[$0].color?.hex ?? "unknown" }
        }
        return result
    }

    private func files(_ exported: [ExportedFile], under folder: String) -> TokenSourceFiles {
        .inMemory(Dictionary(uniqueKeysWithValues: exported.map { (folder + "/" + $0.relativePath, Array($0.text.utf8)) }))
    }

    func testAssetCatalogRoundTrip() {
        let export = TokenExport(spec: spec)
        XCTAssertEqual(export.skipped, [])
        let catalog = AssetCatalogReader.read("/x/Out.xcassets", files: files(export.assetCatalog(), under: "/x/Out.xcassets"))
        XCTAssertEqual(catalog.spec.findings, [])
        let read = DesignSpec(tree: SyntaxTree.parse(bytes: catalog.spec.text))
        XCTAssertEqual(resolvedColors(read), resolvedColors(spec))
        XCTAssertEqual(read.colorTokens.map(\.name).sorted(), spec.colorTokens.map(\.name).sorted())
        XCTAssertEqual(catalog.spec.token(named: "everyVariant", kind: .color)?.value.variantCount, 4)
        // Light, Any + High Contrast, and Dark + High Contrast with light's value: without it Xcode would draw
        // the high-contrast light color in dark + increased contrast.
        XCTAssertEqual(catalog.spec.token(named: "contrastOnly", kind: .color)?.value.variantCount, 3)
        XCTAssertEqual(catalog.spec.token(named: "sameTwice", kind: .color)?.value.variantCount, 1)
    }

    func testDesignTokensRoundTrip() {
        let export = TokenExport(spec: spec)
        let exported = export.designTokens(stem: "brand")
        XCTAssertEqual(
            exported.map(\.relativePath),
            [
                "brand.tokens.json", "brand.dark.tokens.json", "brand.increasedContrastLight.tokens.json",
                "brand.increasedContrastDark.tokens.json"
            ])
        XCTAssertEqual(export.skippedInDesignTokens, ["sectionTitle"])
        let tokens = DesignTokensReader.read("/x/brand.tokens.json", files: files(exported, under: "/x"))
        XCTAssertEqual(tokens.findings, [])
        let read = DesignSpec(tree: SyntaxTree.parse(bytes: tokens.text))
        XCTAssertEqual(resolvedColors(read), resolvedColors(spec))
        let fonts = Dictionary(
            uniqueKeysWithValues: tokens.tokens.compactMap { token -> (String, SourceFont)? in
                guard case .font(let font) = token.value else { return nil }
                return (token.name, font)
            })
        XCTAssertEqual(
            fonts,
            [
                "cardTitle": SourceFont(family: "Avenir Next", size: 22, weight: .semibold),
                "caption": SourceFont(size: 12, weight: .ultralight)
            ])
    }

    func testSwiftExportParses() throws {
        let swift = TokenExport(spec: spec).swift()
        XCTAssertTrue(swift.contains("static let brandAccent = Color(uiColor: UIColor { traits in"))
        XCTAssertTrue(swift.contains("static let cardTitle = Font.custom(\"Avenir Next\", size: 22, relativeTo: .body).weight(.semibold)"))
        XCTAssertTrue(swift.contains("static let sectionTitle = Font.headline"))
        let compiler = ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let compiler else { throw XCTSkip("no swiftc to parse the export with") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("token-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("DesignTokens.swift")
        try Data(swift.utf8).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: compiler)
        process.arguments = ["-parse", file.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, message)
    }

    func testSwiftIdentifiers() {
        let export = TokenExport(
            spec: DesignSpec(
                tree: SyntaxTree.parse(
                    """
                    { "colors": { "2x": "#000000", "default": "#000000", "a-b": "#000000", "a.b": "#000000" } }
                    """)))
        let swift = export.swift()
        for declaration in ["static let _2x =", "static let `default` =", "static let aB =", "static let aB2 ="] {
            XCTAssertTrue(swift.contains(declaration), declaration)
        }
    }
}

private extension SourceTokenValue {
    var variantCount: Int {
        if case .color(let variants) = self { return variants.count }
        return 0
    }
}
