#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation
import SpecTestSupport
import SpecTokenSources
import XCTest
@testable import SpecWorkspace

/// Token sources read through `TokenSourceFiles.gated(root:)`: nothing outside the root is read, no
/// FIFO blocks the reader, and links inside a catalog cannot make its walk loop.
final class SecurityTokenSourceReadTests: XCTestCase {
    private let colorset =
        #"{ "colors": [ { "idiom": "universal", "color": { "color-space": "srgb", "components": { "red": "0xFF", "green": "0x00", "blue": "0x00", "alpha": "1.000" } } } ] }"#

    func testAColorsetLinkedOutsideTheRootIsAFindingNotARead() throws {
        let outside = try MarkedWorkspace(["Secret.colorset/Contents.json": colorset, "Folder/Hidden.colorset/Contents.json": colorset])
        let workspace = try MarkedWorkspace(["App/Assets.xcassets/Red.colorset/Contents.json": colorset])
        let catalog = workspace.path("App/Assets.xcassets")
        try FileManager.default.createDirectory(atPath: catalog + "/Leak.colorset", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: catalog + "/Leak.colorset/Contents.json", withDestinationPath: outside.path("Secret.colorset/Contents.json"))
        try FileManager.default.createSymbolicLink(atPath: catalog + "/Linked", withDestinationPath: outside.path("Folder"))
        let result = AssetCatalogReader.read(catalog, files: .gated(root: workspace.root))
        XCTAssertEqual(result.spec.tokens.map(\.name), ["Red"])
        XCTAssertEqual(result.spec.findings.map(\.path), [catalog + "/Leak.colorset/Contents.json"])
        XCTAssertTrue(result.spec.findings.first?.diagnostic.message.contains("leads outside the workspace root") ?? false)
    }

    func testLinksToParentFoldersDoNotMakeTheWalkLoop() throws {
        let workspace = try MarkedWorkspace(["Assets.xcassets/Group/Red.colorset/Contents.json": colorset])
        let group = workspace.path("Assets.xcassets/Group")
        try FileManager.default.createSymbolicLink(atPath: group + "/Up", withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: group + "/Again", withDestinationPath: "..")
        let result = AssetCatalogReader.read(workspace.path("Assets.xcassets"), files: .gated(root: workspace.root))
        XCTAssertEqual(result.spec.tokens.map(\.name), ["Red"])
    }

    func testAFIFOInPlaceOfContentsJSONIsRefusedWithoutBlocking() throws {
        let workspace = try MarkedWorkspace(["Assets.xcassets/Red.colorset/Contents.json": colorset])
        try FileManager.default.createDirectory(atPath: workspace.path("Assets.xcassets/Pipe.colorset"), withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(workspace.path("Assets.xcassets/Pipe.colorset/Contents.json"), 0o600), 0)
        let result = AssetCatalogReader.read(workspace.path("Assets.xcassets"), files: .gated(root: workspace.root))
        XCTAssertEqual(result.spec.tokens.map(\.name), ["Red"])
        XCTAssertTrue(result.spec.findings.first?.diagnostic.message.contains("FIFO") ?? false, "\(result.spec.findings)")
    }

    func testADarkTokensFileLinkedOutsideTheRootIsAFinding() throws {
        let outside = try MarkedWorkspace(["secret.tokens.json": ##"{ "c": { "$type": "color", "$value": "#123456" } }"##])
        let workspace = try MarkedWorkspace(["brand.tokens.json": ##"{ "c": { "$type": "color", "$value": "#FFFFFF" } }"##])
        try FileManager.default.createSymbolicLink(
            atPath: workspace.path("brand.dark.tokens.json"), withDestinationPath: outside.path("secret.tokens.json"))
        let result = DesignTokensReader.read(workspace.path("brand.tokens.json"), files: .gated(root: workspace.root))
        XCTAssertEqual(String(decoding: result.text, as: UTF8.self), "{\n  \"colors\": {\n    \"c\": \"#FFFFFF\"\n  }\n}\n")
        XCTAssertEqual(result.findings.map(\.path), [workspace.path("brand.dark.tokens.json")])
        XCTAssertEqual(result.findings.map(\.diagnostic.code), ["token-source/unreadable"])
    }
}
