import Foundation
import LanguageServerProtocol
import SpecAnalysis
import SpecFoundation
import SpecPreview
import SpecSyntax

/// The preview: a "Preview" code lens on each screen and the `designspec.preview` command, which
/// writes the spec's page (see `SpecPreview`) to the server's private folder (`PreviewDirectory`) and
/// asks the client to open it.
extension LanguageServer {
    /// The command id of the preview.
    static let previewCommand = "designspec.preview"

    /// One "Preview" lens on each screen's opening brace; its command previews the whole document.
    func codeLenses(_ params: DocumentIdentifierParams, reply: Reply<[CodeLens]>) {
        let uri = params.textDocument.uri
        guard let snapshot = snapshot(for: uri) else {
            reply([CodeLens]())
            return
        }
        workers.async {
            guard reply.isPending else { return }
            let toProtocol = snapshot.toProtocol
            let lenses = snapshot.analysis.spec.screens.map { screen in
                let start = screen.node.range.lowerBound
                var arguments: [JSONValue] = [.string(uri)]
                if let screenID = screen.id { arguments.append(.string(screenID)) }
                return CodeLens(
                    range: toProtocol.range(start..<start),
                    command: Command(title: "Preview", command: Self.previewCommand, arguments: arguments))
            }
            reply(lenses)
        }
    }

    /// `designspec.preview <uri> [<screen id>]`: writes the page of the open document `uri` (the
    /// same file each time, so running it again refreshes it), asks the client to show it in a
    /// browser when it can, and answers with the page's URI.
    func executeCommand(_ params: ExecuteCommandParams, reply: Reply<PreviewCommandResult>) {
        guard params.command == Self.previewCommand else {
            reply.fail(.invalidParams("unknown command '\(params.command)'; the server runs \(Self.previewCommand)"))
            return
        }
        guard case .string(let uri)? = params.arguments?.first else {
            reply.fail(.invalidParams("\(Self.previewCommand) needs the document URI as its first argument"))
            return
        }
        guard let snapshot = snapshot(for: uri) else {
            reply.fail(.invalidParams("\(uri) is not an open design spec"))
            return
        }
        let showsDocuments = onQueue.options.showsDocuments
        workers.async {
            guard reply.isPending else { return }
            let analysis = snapshot.analysis
            let page = SpecPreview.page(for: analysis, displayPath: analysis.path)
            let file: URL
            do throws(PreviewDirectory.Failure) {
                file = try Self.previewDirectory.save(
                    page, subfolder: Self.previewSubfolder(for: uri), name: SpecPreview.pageFileName(forSpecPath: analysis.path))
            } catch {
                reply.fail(ResponseError(code: -32603, message: "cannot write the preview: \(error.message)"))
                return
            }
            let fileURI = file.absoluteString
            self.queue.async {
                if showsDocuments {
                    self.sendRequest(ShowDocumentRequest(ShowDocumentParams(uri: fileURI, external: true, takeFocus: true))) { result in
                        if case .failure(let error) = result { ServerLog.log("window/showDocument failed: \(error.message)") }
                    }
                }
                reply(PreviewCommandResult(uri: fileURI, shownByServer: showsDocuments))
            }
        }
    }

    /// Where the pages go: a private folder of this server process (see `PreviewDirectory`).
    static let previewDirectory = PreviewDirectory()

    /// The page's folder inside the private folder: a hash of the document's URI, so previews of
    /// different documents never overwrite each other and each document keeps one page.
    static func previewSubfolder(for uri: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a: stable across runs, unlike `hashValue`
        for byte in uri.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return String(hash, radix: 16)
    }
}
