import SpecKnowledge
import SpecModel
import SpecSyntax

/// A place where a font value is written: a type token's definition or a component's `font`.
///
/// Typography rules check each site once and report only what is written inside it, so a problem
/// in a type token is reported at the token, not at every component using it.
struct FontSite {
    /// The font value node (string or object).
    let node: SyntaxNode
    /// Who uses the font: a type token (by name) or a component.
    private let user: User
    /// The platforms whose figures apply (a token's: every platform of the spec; a component's: its screen's).
    let platforms: [JudgedPlatform]

    /// Who uses a font; named for messages only when a rule reports the site.
    private enum User {
        case typeToken(String)
        case component(Component)
    }

    /// Who uses the font, for messages: ``Type token `caption` `` or `Text "Hello"`.
    var subject: String {
        switch user {
        case .typeToken(let name): return "Type token `\(name)`"
        case .component(let component): return component.displayName
        }
    }

    /// Every font site in the document judged on one of `platforms` (a rule's own): type tokens first,
    /// then components' `font` values.
    static func all(in context: RuleContext, among platforms: [Platform]) -> [FontSite] {
        let tokenPlatforms = context.judgedPlatforms(for: nil as Screen?, among: platforms)
        var sites: [FontSite] =
            tokenPlatforms.isEmpty
            ? []
            : context.spec.typographyTokens.compactMap { token in
                token.valueNode.map { FontSite(node: $0, user: .typeToken(token.name), platforms: tokenPlatforms) }
            }
        for component in context.spec.components {
            guard let node = component.value("font") else { continue }
            let judged = context.judgedPlatforms(for: component, among: platforms)
            if !judged.isEmpty { sites.append(FontSite(node: node, user: .component(component), platforms: judged)) }
        }
        return sites
    }

    /// True when `other` is written inside this site (not inherited from a token).
    func contains(_ other: SyntaxNode?) -> Bool {
        guard let other else { return false }
        return node.range.lowerBound <= other.range.lowerBound && other.range.upperBound <= node.range.upperBound
    }

    /// The string node naming a text style or token directly in this site: the value itself when it
    /// is a string, else the object's `textStyle` string.
    var styleNameNode: SyntaxNode? {
        if node.kind == .string { return node }
        if node.kind == .object, let style = node["textStyle"], style.kind == .string { return style }
        return nil
    }

    /// The text style named directly in this site, when it is a system text style (not a token).
    func systemTextStyleNode(in spec: DesignSpec) -> SyntaxNode? {
        guard let styleNode = styleNameNode, let name = styleNode.stringValue, spec.typographyToken(named: name) == nil,
            TypographyCatalog.shared.textStyle(named: name) != nil
        else { return nil }
        return styleNode
    }
}

extension JudgedPlatform {
    /// The size `font` is judged at on this platform: its own size or its text style's, else — a text style
    /// the platform lacks, which `text-style-name-valid` reports — the platform's default text size.
    func textSize(of font: ResolvedFont) -> Double? {
        font.pointSize(on: platform) ?? profile.defaultTextSize?.value
    }
}
