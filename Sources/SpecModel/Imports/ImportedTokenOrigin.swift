/// Where a token read from another format is defined in its own file: a colorset's `Contents.json`
/// in an asset catalog, the token's key in a DTCG file. Navigation, hover and related locations point
/// there instead of into the tokens-only text the format was read into.
public struct ImportedTokenOrigin: Sendable, Hashable {
    /// The file the token is defined in, with its text.
    public let file: SpecSourceFile
    /// The token's bytes in `file`.
    public let range: Range<Int>
    /// The source's description of the token (DTCG `$description`), if any.
    public let description: String?
    /// Why the token should no longer be used (DTCG `$deprecated`), if it is deprecated.
    public let deprecation: String?

    /// Records where a token is defined.
    public init(file: SpecSourceFile, range: Range<Int>, description: String?, deprecation: String?) {
        self.file = file
        self.range = range
        self.description = description
        self.deprecation = deprecation
    }
}
