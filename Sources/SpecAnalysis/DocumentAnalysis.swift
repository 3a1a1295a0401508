import SpecFoundation
import SpecKnowledge
import SpecModel
import SpecRules
import SpecSyntax

/// One analysed version of a design spec document: the façade the language server and
/// `designspec check` use. Everything is in editor terms: UTF-8 byte offsets and strings.
///
/// Creating it parses the text (or reparses only what an edit damaged, given the previous version's
/// analysis) and builds the semantic view; diagnostics are computed on first request and cached.
/// Immutable and safe to share.
public final class DocumentAnalysis: Sendable {
    /// The document's path (or URI path), used for messages.
    public let path: String
    /// The settings the analysis ran with.
    public let settings: AnalysisSettings
    /// The syntax tree.
    public let tree: SyntaxTree
    /// The semantic view of the whole document (built on first use: keystroke paths use
    /// `spec(around:)`, which needs only the screen at the cursor).
    public var spec: DesignSpec { wholeSpec.get() }
    private let wholeSpec: LockedLazy<DesignSpec>
    /// Position conversion for this text.
    public let lineIndex: LineIndex
    /// Every declaration and use of the document's tokens (made on the first navigation request of
    /// this version, then shared by definition, references, rename and highlighting).
    var tokenReferences: TokenReferences { cachedTokenReferences.get() }
    private let cachedTokenReferences: LockedLazy<TokenReferences>

    private let cachedDiagnostics: CancellableLazy<[Diagnostic]>
    /// Findings per screen of this version, for the next version to reuse (nil from `init(bytes:)`).
    private let caches: Caches?

    /// Findings per screen: of screen-scoped rules, and of the format check.
    private struct Caches: Sendable {
        let rules: ScreenRuleCache
        let validation: ScreenValidationCache
    }

    /// What the document's `"imports"` brought in (`.none` for a spec read on its own).
    public let imports: SpecImports

    /// Parses and indexes `bytes`; `imports` are the tokens of the specs it imports, resolved by the workspace.
    public convenience init(bytes: [UInt8], path: String, settings: AnalysisSettings = AnalysisSettings(), imports: SpecImports = .none) {
        self.init(
            lineIndex: LineIndex(bytes: bytes), path: path, settings: settings, imports: imports, reusing: nil, edit: nil, caches: nil)
    }

    /// Analyses one version of an edited document, the text of `lineIndex`. With `previous` (the
    /// analysis of an earlier version) only the container an edit damaged is parsed again, and the
    /// format check and screen-scoped rules run only for screens that changed. The results are the
    /// same either way.
    ///
    /// `edit` is the change from `previous`'s text to this one when the caller knows it (the language
    /// server records every change): then the texts are never compared. Without it, one scan of their
    /// common prefix and suffix finds it.
    public convenience init(
        lineIndex: LineIndex, path: String, settings: AnalysisSettings = AnalysisSettings(), imports: SpecImports = .none,
        reusing previous: DocumentAnalysis?, edit: ByteEdit? = nil
    ) {
        let caches = Caches(
            rules: ScreenRuleCache(previous: previous?.caches?.rules),
            validation: ScreenValidationCache(previous: previous?.caches?.validation))
        self.init(lineIndex: lineIndex, path: path, settings: settings, imports: imports, reusing: previous, edit: edit, caches: caches)
    }

    private init(
        lineIndex: LineIndex, path: String, settings: AnalysisSettings, imports: SpecImports, reusing previous: DocumentAnalysis?,
        edit: ByteEdit?, caches: Caches?
    ) {
        self.path = path
        self.settings = settings
        self.imports = imports
        let tree =
            previous.map { $0.tree.reparsed(bytes: lineIndex.bytes, edit: edit ?? ByteEdit.between($0.tree.bytes, lineIndex.bytes)) }
            ?? SyntaxTree.parse(bytes: lineIndex.bytes)
        if tree !== previous?.tree {
            WorkLog.record(.parsedBytes, path: path, amount: tree.parsedRange.count)
            WorkLog.record(.copiedNodes, path: path, amount: tree.copiedNodeCount)
            if tree.parsedRange.count == tree.bytes.count { WorkLog.record(.fullParse, path: path) }
        }
        let wholeSpec = LockedLazy {
            WorkLog.record(.wholeSpecModel, path: path)
            return DesignSpec(
                tree: tree, defaultTargets: settings.defaultPlatforms, imports: imports, repositoryAccentColor: settings.accentColorNode)
        }
        self.tree = tree
        self.wholeSpec = wholeSpec
        self.lineIndex = lineIndex
        self.caches = caches
        cachedTokenReferences = LockedLazy { TokenReferences(spec: wholeSpec.get()) }
        // The first rule run of a document (opening it, or the same text with its imports) may use
        // every core; runs after one has completed leave a core free for keystrokes unless the spec is huge.
        let cores: RuleEngine.CoreUse = previous?.diagnosticsIfComputed() == nil ? .all : .oneUnlessHuge
        cachedDiagnostics = CancellableLazy { cancellation in
            WorkLog.record(.ruleRun, path: path)
            return Self.computeDiagnostics(spec: wholeSpec.get(), settings: settings, cancellation: cancellation, caches: caches, cores: cores)
        }
    }

    /// Convenience for tests and tools: analyses a string.
    public convenience init(
        text: String, path: String = "untitled.design.json", settings: AnalysisSettings = AnalysisSettings(), imports: SpecImports = .none
    ) {
        self.init(bytes: Array(text.utf8), path: path, settings: settings, imports: imports)
    }

    /// The same text analysed again with other imports (a spec it imports changed): the tree is
    /// shared, and screens whose findings cannot depend on the change keep them.
    public func withImports(_ imports: SpecImports) -> DocumentAnalysis {
        DocumentAnalysis(lineIndex: lineIndex, path: path, settings: settings, imports: imports, reusing: self, edit: .unchanged)
    }

    /// Every problem in the document, sorted by position: syntax errors, format (schema) problems
    /// and HIG rule violations. `designspec check` and the language server report exactly these.
    public func diagnostics() -> [Diagnostic] {
        cachedDiagnostics.get(cancellation: CancellationToken()) ?? []
    }

    /// The diagnostics, or nil when `cancellation` is cancelled before they are complete (checked
    /// between rules); a cancelled computation caches nothing.
    public func diagnostics(cancellation: CancellationToken) -> [Diagnostic]? {
        cachedDiagnostics.get(cancellation: cancellation)
    }

    /// The model a keystroke at byte `offset` needs: the whole document's when it is built already,
    /// else only what lies outside screens and the screen at `offset` (answering the same); without
    /// an offset, only what lies outside screens (tokens, platforms).
    func spec(around offset: Int?) -> DesignSpec {
        wholeSpec.valueIfComputed()
            ?? DesignSpec(
                tree: tree, defaultTargets: settings.defaultPlatforms, imports: imports, repositoryAccentColor: settings.accentColorNode,
                around: offset ?? -1)
    }

    /// The strings of the document's `"imports"` (read without building the screens' model).
    public var importReferences: [ImportReference] {
        spec(around: nil).importReferences
    }

    /// The diagnostics if they have already been computed for this version, else nil; never waits
    /// for a computation in progress. Keystroke paths (hover) use this so they never run the rule set.
    public func diagnosticsIfComputed() -> [Diagnostic]? {
        cachedDiagnostics.valueIfComputed()
    }

    private static func computeDiagnostics(
        spec: DesignSpec, settings: AnalysisSettings, cancellation: CancellationToken, caches: Caches?, cores: RuleEngine.CoreUse
    ) -> [Diagnostic]? {
        guard !cancellation.isCancelled else { return nil }
        var result = spec.tree.diagnostics.map { syntax in
            Diagnostic(range: syntax.range, severity: .error, code: syntax.code.rawValue, message: syntax.message)
        }
        guard spec.root != nil else {
            if let root = spec.tree.root, spec.tree.diagnostics.isEmpty {
                result.append(
                    Diagnostic(
                        range: root.range, severity: .error, code: VocabularyValidator.Code.wrongType.rawValue,
                        message: "A design spec is a JSON object at the top level, e.g. { \"name\": \"My App\", \"screens\": [] }."))
            }
            return result
        }
        let validate: @Sendable () -> [Diagnostic] = { VocabularyValidator.validate(spec, cache: caches?.validation) }
        let checkRules: @Sendable () -> [Diagnostic]? = {
            RuleEngine.run(spec, configuration: settings.ruleConfiguration, cancellation: cancellation, cache: caches?.rules, cores: cores)
        }
        // When the rules use every core, the format check runs beside them instead of before.
        let (validation, violations) =
            RuleEngine.spreadsScreens(of: spec, cores: cores) ? ParallelMap.both(validate, checkRules) : (validate(), checkRules())
        guard let violations else { return nil }
        result += validation
        result += ImportFindings.diagnostics(for: spec)
        result += violations
        result.sort { ($0.range.lowerBound, $0.code) < ($1.range.lowerBound, $1.code) }
        return result
    }
}
