import Foundation
import SpecAnalysis
import SpecFoundation
import SpecModel
import SpecTokenSources
import SpecSyntax

/// A byte range in one spec of the workspace, with that file's line index to turn it into positions
/// — or, when the workspace index answered without reading the file, the range's place.
public struct WorkspaceLocation: Sendable {
    /// The file's absolute, standardized path.
    public let path: String
    /// The bytes (a name's string with its quotes, or an empty range at the file's start).
    public let range: Range<Int>
    /// The text the range is in (empty when `place` says where the range is).
    public let lineIndex: LineIndex
    /// Where the range is, when the index answered (its line and columns in every encoding).
    public let place: SymbolPlace?

    /// A range in the text of `lineIndex`, or (with `place`) in a file the index summarised.
    public init(path: String, range: Range<Int>, lineIndex: LineIndex, place: SymbolPlace? = nil) {
        self.path = path
        self.range = range
        self.lineIndex = lineIndex
        self.place = place
    }
}

/// The replacements a cross-file rename makes in one file.
public struct WorkspaceFileEdit: Sendable {
    /// The file's absolute, standardized path.
    public let path: String
    /// The text the replacements apply to (empty when `places` say where they are).
    public let lineIndex: LineIndex
    /// The replacements, in document order.
    public let replacements: [TextReplacement]
    /// Where each replacement's range is (in the same order), when the index answered without
    /// reading the file.
    public let places: [SymbolPlace]?

    /// Replacements in the text of `lineIndex`, or (with `places`) in a file the index summarised.
    public init(path: String, lineIndex: LineIndex, replacements: [TextReplacement], places: [SymbolPlace]? = nil) {
        self.path = path
        self.lineIndex = lineIndex
        self.replacements = replacements
        self.places = places
    }
}

/// Go to definition, find references and rename across the specs of a workspace, from one spec
/// (analysed with its imports) at a byte offset.
///
/// A token is the definition the spec sees: its own, else the imported one. Its references are the
/// declaring spec's declaration and uses, and the uses in every spec that imports the declaring spec
/// (directly or not) and sees that very definition; a spec that defines the name itself, or sees it
/// through an earlier import, is left alone. Screen ids stay per file.
public struct WorkspaceNavigation: Sendable {
    /// The spec the cursor is in.
    public let analysis: DocumentAnalysis
    /// Its absolute, standardized path.
    public let path: String
    /// The workspace the other specs come from.
    public let specs: any WorkspaceSpecs

    /// Navigation from `analysis`, the spec at `path` (made absolute), among `specs`.
    public init(analysis: DocumentAnalysis, at path: String, in specs: any WorkspaceSpecs) {
        self.analysis = analysis
        self.path = WorkspacePaths.absolute(path, relativeTo: FileManager.default.currentDirectoryPath)
        self.specs = specs
    }

    /// Where the token declared or used at `offset` is defined (in this spec or the one it is
    /// imported from), or the imported spec itself (its start) when `offset` is in an `imports` string.
    public func definition(at offset: Int) -> WorkspaceLocation? {
        if let file = importedFile(at: offset) {
            // An asset catalog is a folder: its own Contents.json stands for it.
            if AssetCatalogReader.isAssetCatalog(path: file.path) {
                let folder = file.path.hasSuffix("/") ? String(file.path.dropLast()) : file.path
                return WorkspaceLocation(path: folder + "/Contents.json", range: 0..<0, lineIndex: LineIndex(bytes: []))
            }
            return WorkspaceLocation(path: file.path, range: 0..<0, lineIndex: file.lineIndex)
        }
        guard let occurrence = analysis.tokenOccurrence(at: offset) else { return nil }
        if let imported = analysis.spec.importedToken(named: occurrence.name, kind: occurrence.kind) {
            // A token from an asset catalog or a DTCG file is defined in its colorset's Contents.json
            // or at its key in the tokens file, not in the text it was read into.
            if let origin = imported.file.origins[imported.token.keyNode.range.lowerBound] {
                return WorkspaceLocation(path: origin.file.path, range: origin.range, lineIndex: origin.file.lineIndex)
            }
            return WorkspaceLocation(path: imported.file.path, range: imported.token.keyNode.range, lineIndex: imported.file.lineIndex)
        }
        return analysis.definition(at: offset).map { WorkspaceLocation(path: path, range: $0, lineIndex: analysis.lineIndex) }
    }

    /// Every place the token at `offset` is written in the specs that see its definition (strings
    /// with their quotes): the declaring spec first, then the others by path, each in document
    /// order; the declaration only when `includeDeclaration`. Specs the workspace index knows are
    /// answered from it, without reading them.
    public func references(at offset: Int, includeDeclaration: Bool) -> [WorkspaceLocation] {
        guard let occurrence = analysis.tokenOccurrence(at: offset) else { return [] }
        let noText = LineIndex(bytes: [])  // one for every place the index gives
        return specsSeeing(occurrence).flatMap { seeing -> [WorkspaceLocation] in
            switch seeing.uses {
            case .analysed(let analysis):
                return analysis.tokenOccurrences(of: occurrence.name, kind: occurrence.kind)
                    .filter { includeDeclaration || !$0.isDeclaration }
                    .sorted { $0.node.range.lowerBound < $1.node.range.lowerBound }
                    .map { WorkspaceLocation(path: seeing.path, range: $0.node.range, lineIndex: analysis.lineIndex) }
            case .indexed(let places):
                return places.filter { includeDeclaration || !$0.isDeclaration }.map {
                    WorkspaceLocation(path: seeing.path, range: $0.range, lineIndex: noText, place: $0.place)
                }
            }
        }
    }

    /// The name at `offset` that can be renamed (a token, own or imported, or a screen id).
    public func prepareRename(at offset: Int) -> RenameTarget? {
        analysis.prepareRename(at: offset)
    }

    /// The edits that rename the token or screen id at `offset` to `newName`, per file: a token's
    /// declaration and its uses in every spec that sees that definition (this spec first), a screen
    /// id in this spec only. Refused as a single-file rename is, when any of those specs already sees
    /// a token named `newName` (the message names the other spec), or when it is a system name.
    public func rename(at offset: Int, to newName: String) -> Result<[WorkspaceFileEdit], RenameRefusal> {
        if let occurrence = analysis.tokenOccurrence(at: offset),
            let imported = analysis.spec.importedToken(named: occurrence.name, kind: occurrence.kind),
            TokenSources.isTokenSource(path: imported.file.path)
        {
            let source = WorkspacePaths.display(imported.file.path, root: WorkspacePaths.directory(of: path))
            return .failure(
                RenameRefusal(
                    message: AssetCatalogReader.isAssetCatalog(path: imported.file.path)
                        ? "`\(occurrence.name)` comes from the asset catalog \(source), where its colorset's folder name is its name; rename it in Xcode."
                        : "`\(occurrence.name)` comes from the design tokens file \(source); rename it there (or in the tool that exports it)."
                ))
        }
        let here: [TextReplacement]
        switch analysis.rename(at: offset, to: newName) {
        case .failure(let refusal): return .failure(refusal)
        case .success(let edits): here = edits
        }
        var result = here.isEmpty ? [] : [WorkspaceFileEdit(path: path, lineIndex: analysis.lineIndex, replacements: here)]
        guard let occurrence = analysis.tokenOccurrence(at: offset), newName != occurrence.name else { return .success(result) }
        let replacementText = String(JSONStringLiteral.quoted(newName).dropFirst().dropLast())
        for other in specsSeeing(occurrence) where other.path != path {
            let seen: DocumentAnalysis
            switch other.uses {
            case .indexed(let places):
                switch specs.indexedTokenUses(ofSpecAt: other.path, name: newName, kind: occurrence.kind) {
                case .some(let taken) where taken.definitionPath == nil:
                    // No token of the new name is visible there (a system name was refused above).
                    if !places.isEmpty {
                        result.append(
                            WorkspaceFileEdit(
                                path: other.path, lineIndex: LineIndex(bytes: []),
                                replacements: places.map { TextReplacement(range: $0.contentRange, newText: replacementText) },
                                places: places.map(\.place.insideQuotes)))
                    }
                    continue
                default:
                    // The new name is taken there, or the index cannot tell: the spec's analysis says why.
                    guard let analysed = specs.analysis(ofSpecAt: other.path) else { continue }
                    seen = analysed
                }
            case .analysed(let analysed):
                seen = analysed
            }
            let uses = seen.tokenOccurrences(of: occurrence.name, kind: occurrence.kind)
            guard let first = uses.first else {
                if let refusal = seen.renameRefusal(kind: occurrence.kind, to: newName) {
                    return .failure(naming(other.path, in: refusal))
                }
                continue
            }
            switch seen.rename(at: first.node.range.lowerBound, to: newName) {
            case .failure(let refusal):
                return .failure(naming(other.path, in: refusal))
            case .success(let edits):
                if !edits.isEmpty {
                    result.append(WorkspaceFileEdit(path: other.path, lineIndex: seen.lineIndex, replacements: edits))
                }
            }
        }
        return .success(result)
    }

    /// The other specs of the workspace as this spec's `"imports"` names them (relative to its
    /// folder): those at or below its folder first, then by how far up they are, each group by path.
    public func importablePaths() -> [String] {
        specs.specPaths().filter { $0 != path }.map(relativePath(of:))
            .map { (ups: $0.components(separatedBy: "/").prefix { $0 == ".." }.count, path: $0) }
            .sorted { ($0.ups, $0.path) < ($1.ups, $1.path) }
            .map(\.path)
    }

    // MARK: Helpers

    /// The spec imported by the `imports` string at `offset`, when it was resolved.
    private func importedFile(at offset: Int) -> SpecSourceFile? {
        analysis.resolvedImports.first { $0.reference.node.range.contains(offset) || $0.reference.node.range.upperBound == offset }?.file
    }

    /// A spec that sees the definition of a token, and where it writes the token: from its analysis,
    /// or from the workspace index (its declaration and uses, in document order).
    private struct SeeingSpec {
        enum Uses {
            case analysed(DocumentAnalysis)
            case indexed([IndexedTokenUse])
        }

        let path: String
        let uses: Uses
    }

    /// The specs that see the definition of `occurrence`'s token: the declaring spec first, then its
    /// importers (by path) whose name resolves to that declaration — each answered by the workspace
    /// index when it knows the spec, else analysed.
    private func specsSeeing(_ occurrence: TokenOccurrence) -> [SeeingSpec] {
        let (name, kind) = (occurrence.name, occurrence.kind)
        let declaring: SeeingSpec
        if let imported = analysis.spec.importedToken(named: name, kind: kind) {
            let file = imported.file
            if let indexed = specs.indexedTokenUses(ofSpecAt: file.path, name: name, kind: kind), indexed.definitionPath == file.path {
                declaring = SeeingSpec(path: file.path, uses: .indexed(indexed.places))
            } else {
                let analysed =
                    specs.analysis(ofSpecAt: file.path)
                    ?? DocumentAnalysis(lineIndex: file.lineIndex, path: file.path, settings: analysis.settings, reusing: nil)
                declaring = SeeingSpec(path: file.path, uses: .analysed(analysed))
            }
        } else {
            declaring = SeeingSpec(path: path, uses: .analysed(analysis))
        }
        var importers = specs.importers(of: declaring.path)
        if declaring.path != path && !importers.contains(path) { importers.append(path) }
        // A spec the index cannot answer for is read, parsed and searched on its own: on all cores.
        let (analysis, specs, path, definition) = (analysis, specs, path, declaring.path)
        let seeing = ParallelMap.map(importers.sorted().filter { $0 != definition }) { importer -> SeeingSpec? in
            if importer != path, let indexed = specs.indexedTokenUses(ofSpecAt: importer, name: name, kind: kind) {
                return indexed.definitionPath == definition ? SeeingSpec(path: importer, uses: .indexed(indexed.places)) : nil
            }
            let seen = importer == path ? analysis : specs.analysis(ofSpecAt: importer)
            guard let seen, seen.spec.importedToken(named: name, kind: kind)?.file.path == definition else { return nil }
            _ = seen.tokenOccurrences(of: name, kind: kind)  // collects the spec's token references here
            return SeeingSpec(path: importer, uses: .analysed(seen))
        }
        return [declaring] + seeing.compactMap { $0 }
    }

    /// `refusal` with the other spec's path (relative to this spec's folder) in front.
    private func naming(_ other: String, in refusal: RenameRefusal) -> RenameRefusal {
        RenameRefusal(message: relativePath(of: other) + ": " + refusal.message)
    }

    /// `other` relative to this spec's folder (`../tokens.design.jsonc`), as an import would name it.
    private func relativePath(of other: String) -> String {
        let from = WorkspacePaths.directory(of: path).split(separator: "/")
        let to = other.split(separator: "/")
        let shared = zip(from, to).prefix { $0 == $1 }.count
        return (Array(repeating: "..", count: from.count - shared) + to.dropFirst(shared).map(String.init)).joined(separator: "/")
    }
}
