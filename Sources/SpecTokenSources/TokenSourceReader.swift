/// One format of token source: how its files are named, what an editor watches, and how it is read
/// into a tokens-only spec with findings. `TokenSources.readers` lists every format; import
/// resolution, the language server's watched files, the import message's list of names and the
/// docs' table all derive from that list (see `docs/contributing/adding-a-token-source.md`).
public protocol TokenSourceReader: Sendable {
    /// The format as the docs and messages name it ("Xcode asset catalog").
    var formatName: String { get }
    /// The name endings of its files or folders (`.xcassets`, `.tokens.json`), longest first where one
    /// ends another.
    var fileEndings: [String] { get }
    /// Glob patterns, relative to a workspace folder, of every file whose change can change what is read.
    var watchPatterns: [String] { get }
    /// The `designspec export --as` form that writes this format (`catalog`), nil when none does.
    var exportForm: String? { get }
    /// True when `path` names a source of this format.
    func reads(path: String) -> Bool
    /// Reads the source at `path` (absolute) through `files`, with the repository's options.
    func read(_ path: String, files: TokenSourceFiles, options: TokenSourceOptions) -> SynthesizedSpec
}

/// `*.xcassets` folders: colorsets as color tokens (`AssetCatalogReader`).
public struct AssetCatalogSource: TokenSourceReader {
    /// The reader.
    public init() {}
    public var formatName: String { "Xcode asset catalog" }
    public var fileEndings: [String] { [".xcassets"] }
    public var watchPatterns: [String] { ["**/*.xcassets", "**/*.xcassets/**"] }
    public var exportForm: String? { "catalog" }
    public func reads(path: String) -> Bool { AssetCatalogReader.isAssetCatalog(path: path) }
    public func read(_ path: String, files: TokenSourceFiles, options: TokenSourceOptions) -> SynthesizedSpec {
        AssetCatalogReader.read(path, files: files).spec
    }
}

/// DTCG 2025.10 tokens files with their appearance files (`DesignTokensReader`).
public struct DesignTokensSource: TokenSourceReader {
    /// The reader.
    public init() {}
    public var formatName: String { "DTCG tokens file" }
    public var fileEndings: [String] { DesignTokensReader.extensions }
    public var watchPatterns: [String] { ["**/*.{" + fileEndings.map { String($0.dropFirst()) }.joined(separator: ",") + "}"] }
    public var exportForm: String? { "dtcg" }
    public func reads(path: String) -> Bool { DesignTokensReader.isDesignTokens(path: path) }
    public func read(_ path: String, files: TokenSourceFiles, options: TokenSourceOptions) -> SynthesizedSpec {
        DesignTokensReader.read(path, files: files)
    }
}

/// DTCG Resolver 2025.10 documents (`DesignTokensResolverReader`).
public struct DesignTokensResolverSource: TokenSourceReader {
    /// The reader.
    public init() {}
    public var formatName: String { "DTCG resolver document" }
    public var fileEndings: [String] { [DesignTokensResolverReader.fileExtension] }
    public var watchPatterns: [String] { ["**/*" + DesignTokensResolverReader.fileExtension] }
    public var exportForm: String? { nil }
    public func reads(path: String) -> Bool { DesignTokensResolverReader.isResolver(path: path) }
    public func read(_ path: String, files: TokenSourceFiles, options: TokenSourceOptions) -> SynthesizedSpec {
        DesignTokensResolverReader.read(path, files: files, options: options)
    }
}
