import Foundation
import SpecFoundation
import SpecKnowledge
import SpecModel
import SpecSyntax

/// A spec's color and type tokens, resolved for writing out as an asset catalog, a DTCG file or Swift.
///
/// A color exports the variants it needs: `light` always; `dark` and `increasedContrastLight` when they
/// differ from `light`; `increasedContrastDark` when it differs from `dark`. Read back with the same
/// fallbacks, every appearance resolves to the same color as in the spec (8-bit sRGB, as written).
/// Token aliases and system colors are exported as the colors they resolve to.
public struct TokenExport: Sendable {
    /// A color token's exported variants.
    public struct Color: Sendable, Hashable {
        /// The token's name.
        public let name: String
        /// One color per exported appearance.
        public let variants: [Appearance: RGBAColor]
    }

    /// A type token's exported value.
    public struct Font: Sendable, Hashable {
        /// The token's name.
        public let name: String
        /// Its value in the spec's terms.
        public let font: SourceFont
        /// False when the spec says `"dynamicType": false`.
        public let dynamicType: Bool
    }

    /// The colors, sorted by name.
    public let colors: [Color]
    /// The type tokens, sorted by name.
    public let fonts: [Font]
    /// Tokens left out, each with the reason.
    public let skipped: [String]

    /// Resolves `spec`'s own tokens, and its top-level `accentColor` as `AccentColor`.
    public init(spec: DesignSpec) {
        let colorResolver = ColorResolver(spec: spec)
        let fontResolver = FontResolver(spec: spec)
        var colors: [Color] = []
        var fonts: [Font] = []
        var skipped: [String] = []
        // The spec's top-level accent color is exported as the `AccentColor` an asset catalog names it by.
        var exported = spec.colorTokens.map { ($0.name, $0.valueNode) }
        if let accent = spec.root?[FormatVocabulary.accentColorKey], spec.ownToken(named: DesignSpec.assetCatalogAccentColorName, kind: .color) == nil {
            exported.append((DesignSpec.assetCatalogAccentColorName, accent))
        }
        for (name, valueNode) in exported {
            guard let node = valueNode, let resolved = colorResolver.resolve(node) else {
                skipped.append("color `\(name)`: its value is not a color")
                continue
            }
            var variants: [Appearance: RGBAColor] = [:]
            for appearance in Appearance.allCases {
                guard let color = resolved[appearance].color else { continue }
                let base: Appearance? =
                    switch appearance {
                    case .light: nil
                    case .dark, .increasedContrastLight: .light
                    case .increasedContrastDark: .dark
                    }
                if let base, resolved[base].color == color { continue }
                variants[appearance] = color
            }
            guard variants[.light] != nil else {
                skipped.append("color `\(name)`: its light value is unknown")
                continue
            }
            colors.append(Color(name: name, variants: variants))
        }
        for token in spec.typographyTokens {
            guard let node = token.valueNode, let resolved = fontResolver.resolve(node) else {
                skipped.append("type `\(token.name)`: its value is not a font")
                continue
            }
            let font = SourceFont(textStyle: resolved.textStyle, family: resolved.family, size: resolved.size, weight: resolved.weight)
            fonts.append(Font(name: token.name, font: font, dynamicType: resolved.dynamicType ?? true))
        }
        self.colors = colors.sorted { $0.name < $1.name }
        self.fonts = fonts.sorted { $0.name < $1.name }
        self.skipped = skipped
    }
}

/// One file an export writes: a path relative to the export's target and its text.
public struct ExportedFile: Sendable, Hashable {
    /// Relative to the target (`Brand/Accent.colorset/Contents.json`, `colors.dark.tokens.json`).
    public let relativePath: String
    /// The file's text.
    public let text: String
}

// MARK: Asset catalog

extension TokenExport {
    /// The files of an asset catalog folder holding the colors (asset catalogs hold no fonts).
    /// A `/` in a name makes a folder that provides a namespace, so the names read back unchanged.
    /// Components are written as 8-bit hex (`"0xB2"`), which is exact for the spec's hex colors.
    /// A color whose name cannot be made into folder names (`assetCatalogNameProblems`) is left out.
    public func assetCatalog() -> [ExportedFile] {
        let info = "  \"info\" : {\n    \"author\" : \"designspec\",\n    \"version\" : 1\n  }"
        var files = [ExportedFile(relativePath: "Contents.json", text: "{\n\(info)\n}\n")]
        var folders: Set<String> = []
        for color in colors {
            guard case .success(let parts) = Self.catalogFolderNames(color.name) else { continue }
            for depth in 1..<max(1, parts.count) {
                let folder = parts[0..<depth].joined(separator: "/")
                if folders.insert(folder).inserted {
                    files.append(
                        ExportedFile(
                            relativePath: folder + "/Contents.json",
                            text: "{\n\(info),\n  \"properties\" : {\n    \"provides-namespace\" : true\n  }\n}\n"))
                }
            }
            var written = color.variants
            // Xcode draws dark + increased contrast with the "Any + High Contrast" entry when there is no dark
            // entry, where the spec falls back to light: say the spec's value.
            if written[.dark] == nil, written[.increasedContrastDark] == nil, written[.increasedContrastLight] != nil {
                written[.increasedContrastDark] = written[.light]
            }
            let entries = Appearance.allCases.compactMap { appearance in
                written[appearance].map { Self.colorsetEntry($0, appearance: appearance) }
            }
            let text = "{\n  \"colors\" : [\n" + entries.joined(separator: ",\n") + "\n  ],\n\(info)\n}\n"
            files.append(ExportedFile(relativePath: parts.joined(separator: "/") + ".colorset/Contents.json", text: text))
        }
        return files
    }

    /// What marks an asset catalog's `Contents.json` as written by designspec (its `"author"`).
    public static let assetCatalogMark = "\"author\" : \"designspec\""

    /// The colors an asset catalog cannot hold because their names cannot be folder names, each
    /// naming the token and why (see `fileNameProblem(_:)`).
    public var assetCatalogNameProblems: [String] {
        colors.compactMap { color in
            guard case .failure(let problem) = Self.catalogFolderNames(color.name) else { return nil }
            return "color `\(color.name)`: its name cannot name a folder of an asset catalog: \(problem.reason)"
        }
    }

    /// Why a token name's part cannot be written as a file or folder name.
    public struct FileNameProblem: Error, Sendable, Equatable {
        /// Why, in words ("`..` names the folder above").
        public let reason: String
    }

    /// The longest file or folder name written, in UTF-8 bytes (the usual file system limit).
    public static let maximumFileNameLength = 255
    /// The most namespace folders one asset catalog color name makes (`a/b/c` makes two).
    public static let maximumNamespaceDepth = 16

    /// The one check every token name passes before it becomes a file or folder name: nil when `name`
    /// may be one, else why not. Refused: an empty name, `.` and `..`, a name starting with `.`
    /// (hidden, or a way up), a path separator (`/` or a backslash), a control character, line break or
    /// bidirectional control (`ControlCharacters`), and a name longer than `maximumFileNameLength`
    /// bytes.
    public static func fileNameProblem(_ name: String) -> FileNameProblem? {
        if name.isEmpty { return FileNameProblem(reason: "a part of it is empty") }
        if name == "." || name == ".." { return FileNameProblem(reason: "`\(name)` names a folder, not a new name") }
        if name.hasPrefix(".") { return FileNameProblem(reason: "a part of it starts with `.`") }
        if name.contains("/") || name.contains("\\") { return FileNameProblem(reason: "it holds a path separator") }
        if let scalar = name.unicodeScalars.first(where: { ControlCharacters.isEscaped($0) }) {
            return FileNameProblem(
                reason: "it holds the control character U+\(String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4))")
        }
        if name.utf8.count > maximumFileNameLength {
            return FileNameProblem(reason: "a part of it is longer than \(maximumFileNameLength) bytes")
        }
        return nil
    }

    /// The folder names a color's colorset is written under: its name split at `/` (namespace folders,
    /// then the colorset's name without `.colorset`), each passing `fileNameProblem(_:)`.
    static func catalogFolderNames(_ name: String) -> Result<[String], FileNameProblem> {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count - 1 <= maximumNamespaceDepth else {
            return .failure(FileNameProblem(reason: "it makes more than \(maximumNamespaceDepth) nested folders"))
        }
        for (index, part) in parts.enumerated() {
            let fileName = index == parts.count - 1 ? part + ".colorset" : part
            if let problem = fileNameProblem(part) ?? fileNameProblem(fileName) { return .failure(problem) }
        }
        return .success(parts)
    }

    private static func colorsetEntry(_ color: RGBAColor, appearance: Appearance) -> String {
        var appearances: [String] = []
        if appearance == .dark || appearance == .increasedContrastDark {
            appearances.append("        {\n          \"appearance\" : \"luminosity\",\n          \"value\" : \"dark\"\n        }")
        }
        if appearance == .increasedContrastLight || appearance == .increasedContrastDark {
            appearances.append("        {\n          \"appearance\" : \"contrast\",\n          \"value\" : \"high\"\n        }")
        }
        func hex(_ component: Double) -> String {
            let value = Int((component * 255).rounded())
            return "\"0x" + String(value, radix: 16, uppercase: true).leftPadded(to: 2) + "\""
        }
        var entry = "    {\n"
        if !appearances.isEmpty {
            entry += "      \"appearances\" : [\n" + appearances.joined(separator: ",\n") + "\n      ],\n"
        }
        entry += "      \"color\" : {\n        \"color-space\" : \"srgb\",\n        \"components\" : {\n"
        entry += "          \"alpha\" : \"\(String(format: "%.3f", color.alpha))\",\n"
        entry +=
            "          \"blue\" : \(hex(color.blue)),\n          \"green\" : \(hex(color.green)),\n          \"red\" : \(hex(color.red))\n"
        entry += "        }\n      },\n      \"idiom\" : \"universal\"\n    }"
        return entry
    }
}

// MARK: DTCG

extension TokenExport {
    /// DTCG files: `<stem><ending>` with every color's light value and the fonts, and one
    /// `<stem>.<appearance><ending>` per other appearance any color has (see `DesignTokensReader`);
    /// `ending` is `.tokens.json` or `.tokens`.
    /// Dotted names become nested groups; a name that is also a group of another is left out (in
    /// `skippedInDesignTokens`). Fonts without a family are written `"system-ui"`.
    public func designTokens(stem: String, ending: String = ".tokens.json") -> [ExportedFile] {
        var files: [ExportedFile] = []
        let leftOut = Set(skippedInDesignTokens)
        for appearance in Appearance.allCases {
            var tree = TokenTree()
            for color in colors where !leftOut.contains(color.name) {
                guard let value = color.variants[appearance] else { continue }
                tree.insert(color.name.split(separator: ".").map(String.init), value: Self.dtcgColor(value))
            }
            if appearance == .light {
                for font in fonts where !leftOut.contains(font.name) {
                    guard let value = Self.dtcgFont(font.font) else { continue }
                    tree.insert(font.name.split(separator: ".").map(String.init), value: value)
                }
            }
            guard appearance == .light || !tree.isEmpty else { continue }
            let name = appearance == .light ? stem + ending : stem + "." + appearance.rawValue + ending
            let description = "  \"$description\": " + JSONStringLiteral.quoted(Self.designTokensMark)
            files.append(ExportedFile(relativePath: name, text: tree.text(indent: "", leading: [description]) + "\n"))
        }
        return files
    }

    /// The root group's `$description` in every DTCG file an export writes: what marks the file as
    /// designspec's.
    public static let designTokensMark = "Generated by `designspec export --as dtcg`. Edit the design spec, not this file."

    /// Names a DTCG export leaves out: a name that is also the group of another name, or with an
    /// empty segment, and fonts with only a text style (DTCG has no text styles).
    public var skippedInDesignTokens: [String] {
        let names = colors.map(\.name) + fonts.map(\.name)
        let groups = Set(
            names.flatMap { name in
                let parts = name.split(separator: ".", omittingEmptySubsequences: false)
                return (1..<max(1, parts.count)).map { parts[0..<$0].joined(separator: ".") }
            })
        let bad = names.filter { name in
            groups.contains(name)
                || name.split(separator: ".", omittingEmptySubsequences: false).contains { $0.isEmpty || $0.hasPrefix("$") }
        }
        let styleOnly = fonts.filter { $0.font.size == nil }.map(\.name)
        return (bad + styleOnly).sorted()
    }

    private static func dtcgColor(_ color: RGBAColor) -> String {
        let components = [color.red, color.green, color.blue].map { TokenNumbers.text($0) }.joined(separator: ", ")
        var value = "{ \"colorSpace\": \"srgb\", \"components\": [\(components)]"
        if color.alpha < 1 { value += ", \"alpha\": \(TokenNumbers.text(color.alpha))" }
        value += ", \"hex\": \(JSONStringLiteral.quoted(String(color.hex.prefix(7)).lowercased())) }"
        return "{ \"$type\": \"color\", \"$value\": \(value) }"
    }

    private static func dtcgFont(_ font: SourceFont) -> String? {
        guard let size = font.size else { return nil }
        var members = [
            "\"fontFamily\": \(JSONStringLiteral.quoted(font.family ?? "system-ui"))",
            "\"fontSize\": { \"value\": \(TokenNumbers.text(size)), \"unit\": \"px\" }"
        ]
        if let weight = font.weight, let index = FontWeight.allCases.firstIndex(of: weight) {
            members.append("\"fontWeight\": \((index + 1) * 100)")
        }
        return "{ \"$type\": \"typography\", \"$value\": { " + members.joined(separator: ", ") + " } }"
    }

    /// Nested groups of token texts, written with sorted keys.
    private struct TokenTree {
        var tokens: [String: String] = [:]
        var groups: [String: TokenTree] = [:]

        var isEmpty: Bool { tokens.isEmpty && groups.isEmpty }

        mutating func insert(_ path: [String], value: String) {
            guard let first = path.first else { return }
            if path.count == 1 {
                tokens[first] = value
            } else {
                groups[first, default: TokenTree()].insert(Array(path.dropFirst()), value: value)
            }
        }

        /// The group as JSON, `leading` members (already indented) first, then the tokens and groups by name.
        func text(indent: String, leading: [String] = []) -> String {
            let inner = indent + "  "
            var members = tokens.map { ($0.key, inner + JSONStringLiteral.quoted($0.key) + ": " + $0.value) }
            members += groups.map { ($0.key, inner + JSONStringLiteral.quoted($0.key) + ": " + $0.value.text(indent: inner)) }
            let all = leading + members.sorted { $0.0 < $1.0 }.map(\.1)
            guard !all.isEmpty else { return "{}" }
            return "{\n" + all.joined(separator: ",\n") + "\n" + indent + "}"
        }
    }
}

// MARK: Swift

extension TokenExport {
    /// The first words of every Swift file an export writes: what marks the file as designspec's.
    public static let swiftMark = "// Generated by `designspec export --as swift`."

    /// A SwiftUI source file: `extension Color` with one static property per color (a
    /// `UIColor { traits in … }` that picks the variant by `userInterfaceStyle` and
    /// `accessibilityContrast`) and `extension Font` with one per type token. Colors need UIKit
    /// (iOS, iPadOS, tvOS, visionOS, Mac Catalyst); the file compiles to no colors elsewhere.
    public func swift() -> String {
        var lines = [Self.swiftMark + " Edit the design spec, not this file.", "", "import SwiftUI"]
        let colorNames = Self.identifiers(colors.map(\.name))
        if !colors.isEmpty {
            lines += ["", "#if canImport(UIKit)", "import UIKit", "", "extension Color {"]
            for (color, identifier) in zip(colors, colorNames) {
                lines.append("    /// The design spec's color token `\(Self.swiftCommentText(color.name))`.")
                lines.append("    static let \(identifier) = Color(uiColor: UIColor { traits in")
                let light = color.variants[.light].map(Self.uiColor) ?? "UIColor.clear"
                let dark = color.variants[.dark].map(Self.uiColor) ?? light
                let contrastLight = color.variants[.increasedContrastLight].map(Self.uiColor) ?? light
                let contrastDark = color.variants[.increasedContrastDark].map(Self.uiColor) ?? dark
                if dark == light && contrastLight == light && contrastDark == dark {
                    lines.append("        \(light)")
                } else {
                    lines.append("        switch (traits.userInterfaceStyle, traits.accessibilityContrast) {")
                    lines.append("        case (.dark, .high): return \(contrastDark)")
                    lines.append("        case (.dark, _): return \(dark)")
                    lines.append("        case (_, .high): return \(contrastLight)")
                    lines.append("        default: return \(light)")
                    lines.append("        }")
                }
                lines.append("    })")
            }
            lines += ["}", "#endif"]
        }
        if !fonts.isEmpty {
            lines += ["", "extension Font {"]
            for (font, identifier) in zip(fonts, Self.identifiers(fonts.map(\.name))) {
                lines.append("    /// The design spec's type token `\(Self.swiftCommentText(font.name))`.")
                lines.append("    static let \(identifier) = \(Self.swiftFont(font))")
            }
            lines.append("}")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func uiColor(_ color: RGBAColor) -> String {
        func number(_ value: Double) -> String { String(format: "%.4f", value) }
        return
            "UIColor(red: \(number(color.red)), green: \(number(color.green)), blue: \(number(color.blue)), alpha: \(number(color.alpha)))"
    }

    private static func swiftFont(_ exported: Font) -> String {
        let font = exported.font
        let weight = font.weight.map { ".\($0 == .ultralight ? "ultraLight" : $0.rawValue)" }
        if let size = font.size {
            let sizeText = TokenNumbers.text(size)
            var text: String
            if let family = font.family {
                text =
                    exported.dynamicType
                    ? "Font.custom(\(swiftString(family)), size: \(sizeText), relativeTo: .\(swiftTextStyle(font.textStyle)))"
                    : "Font.custom(\(swiftString(family)), fixedSize: \(sizeText))"
                if let weight { text += ".weight(\(weight))" }
            } else {
                text = "Font.system(size: \(sizeText)" + (weight.map { ", weight: \($0)" } ?? "") + ")"
            }
            return text
        }
        return "Font.\(swiftTextStyle(font.textStyle))" + (weight.map { ".weight(\($0))" } ?? "")
    }

    /// SwiftUI's name of a spec text style (`title1` → `title`, `caption1` → `caption`); `body` for others.
    private static func swiftTextStyle(_ style: String?) -> String {
        switch style {
        case "title1": return "title"
        case "caption1": return "caption"
        case "largeTitle", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote", "caption2": return style ?? "body"
        default: return "body"
        }
    }

    /// `text` as a Swift string literal: backslash and quote escaped, and every control character,
    /// line break and bidirectional control written `\u{…}` (`ControlCharacters`).
    static func swiftString(_ text: String) -> String {
        let quoted = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "\"" + ControlCharacters.escaped(quoted) + "\""
    }

    /// `text` for a `//` comment: every control character, line break and bidirectional control
    /// written `\u{…}` (`ControlCharacters`), so a name cannot end the comment and become code, or
    /// make the comment read differently from what it is.
    static func swiftCommentText(_ text: String) -> String {
        ControlCharacters.escaped(text)
    }

    /// Swift identifiers for token names: words joined in lower camel case (`Brand/Accent` →
    /// `brandAccent`), `_` before a leading digit, backticks around keywords, a number after repeats.
    static func identifiers(_ names: [String]) -> [String] {
        var used: Set<String> = []
        return names.map { name in
            let words = name.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }.map(String.init)
            var identifier = words.enumerated().map { index, word in
                index == 0 ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
            }.joined()
            if identifier.isEmpty { identifier = "token" }
            if identifier.first?.isNumber == true { identifier = "_" + identifier }
            var unique = identifier
            var counter = 2
            while used.contains(unique) {
                unique = identifier + String(counter)
                counter += 1
            }
            used.insert(unique)
            return swiftKeywords.contains(unique) ? "`\(unique)`" : unique
        }
    }

    private static let swiftKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "func", "import", "init", "inout", "let", "operator",
        "protocol", "static", "struct", "subscript", "typealias", "var", "break", "case", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as",
        "catch", "false", "is", "nil", "rethrows", "super", "self", "Self", "throw", "throws", "true", "try", "internal",
        "private", "public", "fileprivate", "open"
    ]
}

private extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
