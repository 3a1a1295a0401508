import Foundation
import SpecModel
import SpecTestSupport
import XCTest
@testable import SpecWorkspace

/// `SpecFileGate`: a file is read only when its real path lies inside the root and it is a regular
/// file of bounded size; everything else is refused without reading (and without blocking).
/// Spec discovery lists no editor lock files, backups or hidden files.
final class SecurityReadGateTests: XCTestCase {
    private var workspace: MarkedWorkspace!
    private var outside: MarkedWorkspace!

    override func setUpWithError() throws {
        workspace = try MarkedWorkspace([
            "tokens.design.jsonc": ##"{ "colors": { "brand": "#0A5FCC" } }"##,
            "features/app.design.jsonc": ##"{ "imports": ["../leak.design.json"], "screens": [] }"##
        ])
        outside = try MarkedWorkspace(["secret.design.json": ##"{ "colors": { "secret": "#123456" } }"##])
    }

    override func tearDown() {
        workspace = nil
        outside = nil
    }

    private func refusal(_ path: String, root: String? = nil) -> SpecFileGate.Refusal? {
        guard case .failure(let refusal) = SpecFileGate.read(path, root: root ?? workspace.root) else { return nil }
        return refusal
    }

    func testReadsARegularFileInsideTheRoot() throws {
        guard case .success(let contents) = SpecFileGate.read(workspace.path("tokens.design.jsonc"), root: workspace.root) else {
            return XCTFail("a regular file inside the root is read")
        }
        XCTAssertEqual(String(decoding: contents.bytes, as: UTF8.self), workspace["tokens.design.jsonc"].text)
        XCTAssertEqual(contents.stamp.size, contents.bytes.count)
    }

    func testASymbolicLinkLeadingOutsideTheRootIsRefused() throws {
        try FileManager.default.createSymbolicLink(atPath: workspace.path("leak.design.json"), withDestinationPath: "/etc/passwd")
        XCTAssertEqual(refusal(workspace.path("leak.design.json")), .outsideRoot(realPath: "/etc/passwd"))
        try FileManager.default.createSymbolicLink(
            atPath: workspace.path("other.design.json"), withDestinationPath: outside.path("secret.design.json"))
        XCTAssertEqual(refusal(workspace.path("other.design.json")), .outsideRoot(realPath: outside.path("secret.design.json")))
    }

    func testASymbolicLinkStayingInsideTheRootIsRead() throws {
        try FileManager.default.createSymbolicLink(atPath: workspace.path("alias.design.jsonc"), withDestinationPath: "tokens.design.jsonc")
        guard case .success = SpecFileGate.read(workspace.path("alias.design.jsonc"), root: workspace.root) else {
            return XCTFail("a link to a file inside the root is that file")
        }
    }

    /// Policy: a hard link is a regular file; one whose name lies inside the root is read.
    func testAHardLinkInsideTheRootIsARegularFileInsideTheRoot() throws {
        try FileManager.default.linkItem(atPath: outside.path("secret.design.json"), toPath: workspace.path("hard.design.json"))
        guard case .success(let contents) = SpecFileGate.read(workspace.path("hard.design.json"), root: workspace.root) else {
            return XCTFail("a hard link inside the root is read")
        }
        XCTAssertEqual(String(decoding: contents.bytes, as: UTF8.self), outside["secret.design.json"].text)
    }

    func testAFIFOIsRefusedWithoutBlocking() throws {
        let fifo = workspace.path("fifo.design.json")
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        // No writer ever opens the FIFO: a blocking open or read would hang this test.
        XCTAssertEqual(refusal(fifo), .notRegularFile(kind: "FIFO"))
        XCTAssertEqual(SpecFileGate.stamp(of: fifo, root: workspace.root).failureValue, .notRegularFile(kind: "FIFO"))
    }

    func testDevicesAndTheRootFolderAreRefused() {
        XCTAssertEqual(refusal("/dev/zero", root: "/"), .notRegularFile(kind: "character device"))
        XCTAssertEqual(refusal("/dev/null", root: "/"), .notRegularFile(kind: "character device"))
        XCTAssertEqual(refusal("/", root: "/"), .directory)
        XCTAssertEqual(refusal("/dev/zero"), .outsideRoot(realPath: "/dev/zero"))
        XCTAssertEqual(refusal(workspace.path("features")), .directory)
    }

    func testMissingAndDanglingFilesAreRefused() throws {
        XCTAssertEqual(refusal(workspace.path("nothing.design.json")), .missing)
        try FileManager.default.createSymbolicLink(
            atPath: workspace.path(".#tokens.design.jsonc"), withDestinationPath: "user@host.4242:1700000000")
        XCTAssertEqual(refusal(workspace.path(".#tokens.design.jsonc")), .danglingLink)
    }

    func testAFileLargerThanTheBoundIsRefusedWithoutReadingIt() throws {
        let path = workspace.path("huge.design.json")
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: nil))
        XCTAssertEqual(truncate(path, off_t(SpecFileGate.maximumFileSize + 1)), 0)  // sparse: no disk used
        XCTAssertEqual(refusal(path), .tooLarge(size: SpecFileGate.maximumFileSize + 1))
    }

    /// The import resolver reads through the gate: an import naming a link to outside is a finding,
    /// and the linked file's tokens are not seen.
    func testAnImportOfALinkLeadingOutsideTheRootIsAFindingNotARead() throws {
        try FileManager.default.createSymbolicLink(
            atPath: workspace.path("leak.design.json"), withDestinationPath: outside.path("secret.design.json"))
        let folder = SpecFolder(root: workspace.root)
        let analysis = try XCTUnwrap(folder.analysis(ofSpecAt: workspace.path("features/app.design.jsonc")))
        XCTAssertNil(analysis.spec.importedToken(named: "secret", kind: .color))
        XCTAssertTrue(analysis.diagnostics().contains { $0.code == ImportFindings.Code.outsideWorkspace.rawValue })
        XCTAssertFalse(analysis.diagnostics().contains { $0.message.contains("123456") })
    }

    /// A file provider asked for a spec outside its root answers without reading it.
    func testDiskSpecFilesRefusesAFileOutsideTheRoot() throws {
        try FileManager.default.createSymbolicLink(atPath: workspace.path("leak.design.json"), withDestinationPath: "/etc/passwd")
        guard
            case .unreadable(let reason) = DiskSpecFiles().lookUp(
                workspace.path("leak.design.json"), displayPath: "leak.design.json", root: workspace.root)
        else {
            return XCTFail("a link to /etc/passwd is not read")
        }
        XCTAssertTrue(reason.contains("outside the workspace root"), reason)
    }

    func testDiscoverySkipsLockFilesBackupsHiddenFilesAndLinkedFolders() throws {
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: workspace.path(".#tokens.design.jsonc"), withDestinationPath: "user@host.4242:1700000000")
        try Data("{}".utf8).write(to: URL(fileURLWithPath: workspace.path("tokens.design.jsonc~")))
        try Data("{}".utf8).write(to: URL(fileURLWithPath: workspace.path("#tokens.design.jsonc#")))
        try Data("{}".utf8).write(to: URL(fileURLWithPath: workspace.path(".hidden.design.json")))
        try manager.createDirectory(atPath: workspace.path(".vscode"), withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: URL(fileURLWithPath: workspace.path(".vscode/x.design.json")))
        try manager.createSymbolicLink(atPath: workspace.path("linked"), withDestinationPath: outside.root)
        try manager.createSymbolicLink(atPath: workspace.path("loop"), withDestinationPath: ".")
        XCTAssertEqual(
            SpecFolder.specFiles(under: workspace.root), ["features/app.design.jsonc", "tokens.design.jsonc"].map(workspace.path))
    }

    func testABoundedWalkSkipsWhatGitignoreNamesAndSaysWhenItStopsEarly() throws {
        let manager = FileManager.default
        for folder in ["build-output", "vendor/deep", "docs"] {
            try manager.createDirectory(atPath: workspace.path(folder), withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: URL(fileURLWithPath: workspace.path(folder + "/x.design.json")))
        }
        try Data("{}".utf8).write(to: URL(fileURLWithPath: workspace.path("scratch.design.json")))
        try Data("# comment\n/build-output/\nvendor\nscratch.*\n!docs\n".utf8).write(to: URL(fileURLWithPath: workspace.path(".gitignore")))
        let ignoring = try XCTUnwrap(SpecDiscovery(honorsGitignore: true, entryLimit: nil).specFiles(under: workspace.root))
        XCTAssertEqual(
            ignoring,
            SpecDiscovery.Listing(
                paths: ["docs/x.design.json", "features/app.design.jsonc", "tokens.design.jsonc"].map(workspace.path),
                isComplete: true))
        XCTAssertEqual(SpecDiscovery.complete.specFiles(under: workspace.root)?.paths.count, 6)
        let stopped = try XCTUnwrap(SpecDiscovery(honorsGitignore: false, entryLimit: 3).specFiles(under: workspace.root))
        XCTAssertFalse(stopped.isComplete)
    }
}

private extension Result {
    var failureValue: Failure? {
        guard case .failure(let failure) = self else { return nil }
        return failure
    }
}
