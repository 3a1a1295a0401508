import SpecFoundation
import SpecKnowledge
import SpecModel
import SpecSyntax

/// What a token source was read into: a tokens-only design spec text that the spec parser and the
/// rules read like any other spec, and for each token where it came from.
///
/// The text is deterministic (tokens sorted by name, variants in `Appearance` order), so the same
/// source gives the same bytes, and a workspace can wrap it in a `SpecSourceFile` whose content hash
/// changes only when a token does. Ranges in `origins` and `findings` are byte ranges in the source
/// files (`Contents.json`, `*.tokens.json`), never in `text`.
public struct SynthesizedSpec: Sendable {
    /// The catalog folder or the tokens file that was read (the path as given).
    public let sourcePath: String
    /// Which reader made it.
    public let format: TokenSourceFormat
    /// The tokens, sorted by kind then name.
    public let tokens: [SourceToken]
    /// Problems found in the source files, each at its own file.
    public let findings: [SourceFinding]
    /// Every file read (or looked for), for a workspace index to watch.
    public let filesRead: [String]
    /// Every folder listed: a file added or removed there can change the tokens (watch these too).
    public let foldersListed: [String]
    /// The text of every file that was read, by path: what `origins` and `findings` ranges index
    /// (for line and column, and for an editor to open at the right place).
    public let texts: [String: LineIndex]
    /// Names of tokens whose type the spec format has no token for (DTCG `dimension`, `duration`, …).
    public let unmapped: [String]
    /// The names of an asset catalog's custom symbols (`*.symbolset` folders), sorted; none for other formats.
    public let customSymbolNames: [String]
    /// The tokens-only design spec: `{ "colors": { … }, "typography": { … } }`.
    public let text: [UInt8]

    /// Collects a reader's results and writes `text`. Past `maximumFindings` findings, one
    /// `token-source/limit-reached` finding at `sourcePath` counts the rest.
    public init(
        sourcePath: String, format: TokenSourceFormat, tokens: [SourceToken], findings: [SourceFinding], reads: SourceReads,
        unmapped: [String] = [], customSymbolNames: [String] = [], maximumFindings: Int = TokenSourceLimits.standard.maximumFindings
    ) {
        self.sourcePath = sourcePath
        self.format = format
        self.tokens = tokens.sorted { ($0.kind.rawValue, $0.name) < ($1.kind.rawValue, $1.name) }
        var positions: [TokenKey: Int] = [:]
        for (position, token) in self.tokens.enumerated() where positions[TokenKey(kind: token.kind, name: token.name)] == nil {
            positions[TokenKey(kind: token.kind, name: token.name)] = position
        }
        self.positions = positions
        self.findings = findings.capped(at: maximumFindings, path: sourcePath)
        filesRead = reads.files
        foldersListed = reads.folders
        texts = reads.texts
        self.unmapped = unmapped.sorted()
        self.customSymbolNames = customSymbolNames.sorted()
        text = Array(Self.write(self.tokens).utf8)
    }

    /// The token `name` of `kind`, if the source defines it (the first, when it defines it twice).
    public func token(named name: String, kind: TokenKind) -> SourceToken? {
        positions[TokenKey(kind: kind, name: name)].map { tokens[$0] }
    }

    /// What `positions` is keyed by.
    private struct TokenKey: Hashable {
        let kind: TokenKind
        let name: String
    }

    /// The position in `tokens` of each kind and name: looking a token up by name costs the same
    /// for ten tokens as for twenty thousand.
    private let positions: [TokenKey: Int]

    /// The synthesized text as an imported spec file named by `sourcePath`: what the import resolver
    /// hands on in place of a parsed `*.design.json`, so its tokens are collected, resolved and judged
    /// like any imported spec's. Its `origins` locate each token in its own file (named for messages by
    /// `originDisplayPath`), so related locations, hover and definition point there.
    public func sourceFile(displayPath: String, originDisplayPath: (String) -> String = { $0 }) -> SpecSourceFile {
        let plain = SpecSourceFile(path: sourcePath, displayPath: displayPath, bytes: text)
        var files: [String: SpecSourceFile] = [:]
        var origins: [Int: ImportedTokenOrigin] = [:]
        let defined = plain.spec.colorTokens.map { ($0, TokenKind.color) } + plain.spec.typographyTokens.map { ($0, TokenKind.typography) }
        for (token, kind) in defined {
            guard let source = self.token(named: token.name, kind: kind), let lines = texts[source.origin.path] else { continue }
            let file =
                files[source.origin.path]
                ?? SpecSourceFile(path: source.origin.path, displayPath: originDisplayPath(source.origin.path), lineIndex: lines)
            files[source.origin.path] = file
            origins[token.keyNode.range.lowerBound] = ImportedTokenOrigin(
                file: file, range: source.origin.range, description: source.description, deprecation: source.deprecation)
        }
        return SpecSourceFile(
            path: sourcePath, displayPath: displayPath, lineIndex: plain.lineIndex, origins: origins,
            namesSystemColors: format == .assetCatalog, customSymbolNames: Set(customSymbolNames))
    }

    /// The findings about the file at `path`.
    public func findings(in path: String) -> [Diagnostic] {
        findings.filter { $0.path == path }.map(\.diagnostic)
    }

    private static func write(_ tokens: [SourceToken]) -> String {
        var sections: [String] = []
        for kind in [TokenKind.color, .typography] {
            let members = tokens.filter { $0.kind == kind }.map { "    \(JSONStringLiteral.quoted($0.name)): \($0.value.specText)" }
            guard !members.isEmpty else { continue }
            sections.append("  \(JSONStringLiteral.quoted(kind.sectionKey)): {\n" + members.joined(separator: ",\n") + "\n  }")
        }
        return sections.isEmpty ? "{}\n" : "{\n" + sections.joined(separator: ",\n") + "\n}\n"
    }
}

/// What a reader looked at: files (read or looked for), folders listed, and the texts it read.
public struct SourceReads: Sendable {
    /// Files read or looked for, in order.
    public internal(set) var files: [String] = []
    /// Folders listed, in order.
    public internal(set) var folders: [String] = []
    /// The bytes of each file read.
    public internal(set) var texts: [String: LineIndex] = [:]

    /// Nothing read yet.
    public init() {}

    /// Records a file looked for and what it held.
    mutating func record(_ path: String, bytes: [UInt8]?) {
        files.append(path)
        if let bytes { texts[path] = LineIndex(bytes: bytes) }
    }
}

/// Which kind of source a synthesized spec was read from.
public enum TokenSourceFormat: String, Sendable, Hashable {
    /// An Xcode asset catalog folder (`Assets.xcassets`).
    case assetCatalog
    /// A Design Tokens Format Module file (`*.tokens.json`, `*.tokens`).
    case designTokens
}

/// One color or type token read from a source.
public struct SourceToken: Sendable, Hashable {
    /// Color or type.
    public let kind: TokenKind
    /// The name as the source spells it (`Brand/Accent`, `brand.primary`).
    public let name: String
    /// Where it is defined: the `Contents.json` of a colorset, or the token's key in a tokens file.
    public let origin: TokenOrigin
    /// The value.
    public let value: SourceTokenValue
    /// The source's description (`$description`), for hover.
    public let description: String?
    /// Why it is deprecated (`$deprecated`: the text, or "" for `true`); nil when it is not.
    public let deprecation: String?

    /// Records a token.
    public init(
        kind: TokenKind, name: String, origin: TokenOrigin, value: SourceTokenValue, description: String? = nil, deprecation: String? = nil
    ) {
        self.kind = kind
        self.name = name
        self.origin = origin
        self.value = value
        self.description = description
        self.deprecation = deprecation
    }
}

/// A place in a source file.
public struct TokenOrigin: Sendable, Hashable {
    /// The file's path (as the reader was given it, joined with the names inside a catalog).
    public let path: String
    /// UTF-8 byte range in that file.
    public let range: Range<Int>

    /// Records a place.
    public init(path: String, range: Range<Int>) {
        self.path = path
        self.range = range
    }
}

/// A problem in a source file, at that file.
public struct SourceFinding: Sendable, Hashable {
    /// The file the range is in.
    public let path: String
    /// The finding; its range is a byte range in `path`.
    public let diagnostic: Diagnostic

    /// Records a finding.
    public init(path: String, diagnostic: Diagnostic) {
        self.path = path
        self.diagnostic = diagnostic
    }
}

/// A token's value, in the terms the spec format has.
public enum SourceTokenValue: Sendable, Hashable {
    /// A color: one value per appearance written (at least one).
    case color([Appearance: SourceColor])
    /// A type token.
    case font(SourceFont)

    /// The value as spec JSON: a hex or system name when only `light` is given, else a variants object.
    var specText: String {
        switch self {
        case .color(let variants):
            if variants.count == 1, let light = variants[.light] { return JSONStringLiteral.quoted(light.specValue) }
            let members = Appearance.allCases.compactMap { appearance in
                variants[appearance].map { "\(JSONStringLiteral.quoted(appearance.rawValue)): \(JSONStringLiteral.quoted($0.specValue))" }
            }
            return "{ " + members.joined(separator: ", ") + " }"
        case .font(let font):
            return font.specText
        }
    }
}

/// One appearance's color.
public enum SourceColor: Sendable, Hashable {
    /// A color converted to extended sRGB (see `ExtendedSRGB` for the precision).
    case color(ExtendedSRGB)
    /// A system color, by the spec's (UIKit) name.
    case system(String)

    /// The spec's spelling: the hex of the clamped color, or the system name.
    public var specValue: String {
        switch self {
        case .color(let color): return color.clamped.hex
        case .system(let name): return name
        }
    }
}

/// A type token in the spec's terms: `{ "textStyle": … }` or `{ "family", "size", "weight" }`.
public struct SourceFont: Sendable, Hashable {
    /// A system text style name.
    public var textStyle: String?
    /// The font family; nil for the system font.
    public var family: String?
    /// The size in points.
    public var size: Double?
    /// The weight.
    public var weight: FontWeight?
    /// Extra space between letters in points (SwiftUI `.tracking(_:)`); negative tightens.
    public var tracking: Double?
    /// Extra space between lines in points (SwiftUI `.lineSpacing(_:)`).
    public var lineSpacing: Double?

    /// A type token.
    public init(
        textStyle: String? = nil, family: String? = nil, size: Double? = nil, weight: FontWeight? = nil, tracking: Double? = nil,
        lineSpacing: Double? = nil
    ) {
        self.textStyle = textStyle
        self.family = family
        self.size = size
        self.weight = weight
        self.tracking = tracking
        self.lineSpacing = lineSpacing
    }

    var specText: String {
        var members: [String] = []
        if let textStyle { members.append("\"textStyle\": \(JSONStringLiteral.quoted(textStyle))") }
        if let family { members.append("\"family\": \(JSONStringLiteral.quoted(family))") }
        if let size { members.append("\"size\": \(TokenNumbers.text(size))") }
        if let weight { members.append("\"weight\": \(JSONStringLiteral.quoted(weight.rawValue))") }
        if let tracking { members.append("\"tracking\": \(TokenNumbers.text(tracking))") }
        if let lineSpacing { members.append("\"lineSpacing\": \(TokenNumbers.text(lineSpacing))") }
        return "{ " + members.joined(separator: ", ") + " }"
    }
}

/// Numbers written into generated text: integers without a fraction, others with at most 4 decimals.
enum TokenNumbers {
    static func text(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
        var text = String((value * 10000).rounded() / 10000)
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }
}
