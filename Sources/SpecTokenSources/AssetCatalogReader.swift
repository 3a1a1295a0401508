import Foundation
import SpecKnowledge
import SpecModel
import SpecSyntax

/// What an asset catalog holds that the spec format can use: color tokens and custom symbol names (in
/// `spec`), and the app icons and image sets, which the format has no token for (exposed here only).
public struct AssetCatalog: Sendable {
    /// The color tokens as a tokens-only spec, with origins and findings.
    public let spec: SynthesizedSpec
    /// Each `*.appiconset`.
    public let appIcons: [AppIconSet]
    /// Each `*.imageset`.
    public let imageSets: [ImageSet]
    /// Each `*.symbolset`: a custom SF Symbol.
    public let symbolSets: [SymbolSet]
}

/// An `*.appiconset`: the icon's images.
public struct AppIconSet: Sendable, Hashable {
    /// The set's name, namespaced like a color (`AppIcon`).
    public let name: String
    /// The `Contents.json`.
    public let path: String
    /// Every image slot that names a file.
    public let images: [AppIconImage]

    /// The largest image in pixels (the one the spec's `appIcon.width`/`height` describe).
    public var largestPixelSize: (width: Double, height: Double)? {
        images.max { $0.pixelWidth * $0.pixelHeight < $1.pixelWidth * $1.pixelHeight }.map { ($0.pixelWidth, $0.pixelHeight) }
    }

    /// The spec's `appIcon.appearances` names: `default`, `dark`, and Xcode's `tinted` as `tintedLight`
    /// and `tintedDark` (one tinted image serves both).
    public var specAppearances: [String] {
        var names: [String] = []
        for appearance in ["default", "dark", "tinted"] where images.contains(where: { $0.appearance == appearance }) {
            names += appearance == "tinted" ? ["tintedLight", "tintedDark"] : [appearance]
        }
        return names
    }
}

/// One image of an app icon.
public struct AppIconImage: Sendable, Hashable {
    /// Width in points (`size` "60x60").
    public let width: Double
    /// Height in points.
    public let height: Double
    /// `scale` ("2x" → 2; 1 when absent).
    public let scale: Double
    /// `idiom` ("universal", "iphone", "mac", …).
    public let idiom: String
    /// `platform` ("ios", "watchos", …), nil when absent.
    public let platform: String?
    /// `default`, or the luminosity appearance (`dark`, `tinted`).
    public let appearance: String
    /// The image file's name.
    public let filename: String

    /// Width in pixels.
    public var pixelWidth: Double { width * scale }
    /// Height in pixels.
    public var pixelHeight: Double { height * scale }
}

/// An `*.imageset`: which scale factors have a file.
public struct ImageSet: Sendable, Hashable {
    /// The image's name, namespaced like a color.
    public let name: String
    /// The `Contents.json`.
    public let path: String
    /// Scale factors with a file ("1x", "2x", "3x"; "single" for a single-scale vector image), sorted.
    public let scaleFactors: [String]
}

/// An `*.symbolset`: a custom symbol, used by name like an SF Symbol.
public struct SymbolSet: Sendable, Hashable {
    /// The symbol's name, namespaced like a color.
    public let name: String
    /// The `Contents.json`.
    public let path: String
    /// The symbol files (`*.svg`) it names.
    public let filenames: [String]
}

/// Reads an Xcode asset catalog folder (`Assets.xcassets`).
///
/// Each `*.colorset` becomes a color token named as Xcode names it: `Name`, or `Folder/Name` under
/// folders whose `Contents.json` says `"provides-namespace": true`. Variants come from each entry's
/// `appearances`: no luminosity (Any) or `light` → `light`, `dark` → `dark`, contrast `high` →
/// `increasedContrastLight` / `increasedContrastDark`. Entries of the `universal` idiom are read (the
/// first idiom when there is none); an entry with `display-gamut` `display-P3` only when no entry
/// without it gives that appearance. Components are read in every spelling Xcode writes (`"0xB2"`,
/// `"178"`, `"0.698"`, JSON numbers) and in every color space it writes; see `ExtendedSRGB`.
public enum AssetCatalogReader {
    /// True when the last path component ends in `.xcassets`.
    public static func isAssetCatalog(path: String) -> Bool {
        // Byte comparisons only: the import resolver asks this of every import of every spec.
        let trimmed = path.hasSuffix("/") ? path.utf8.dropLast() : path.utf8[...]
        let suffix = ".xcassets".utf8
        guard trimmed.count > suffix.count, trimmed.reversed().starts(with: suffix.reversed()) else { return false }
        return trimmed.dropLast(suffix.count).last != UInt8(ascii: "/")
    }

    /// The spec's system color name for the system color a colorset references (`systemBlueColor` →
    /// `systemBlue`, `labelColor` → `label`); nil for one the spec format does not know. macOS's
    /// `controlAccentColor` is the accent color (the system's, or the app's): the spec's `accentColor`.
    public static func systemColorName(forReference reference: String) -> String? {
        if reference == "controlAccentColor" { return SystemColorCatalog.accentColorName }
        let name = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
        return SystemColorCatalog.shared.color(named: name) != nil ? name : nil
    }

    /// How deep groups are followed.
    static let maximumDepth = 32
    /// How many folders one catalog may list (a catalog of this many sets is no hand-kept one; the
    /// bound keeps a folder tree that repeats itself through links from taking forever).
    public static let maximumFolders = 100_000

    /// Reads the catalog folder at `path`.
    public static func read(_ path: String, files: TokenSourceFiles) -> AssetCatalog {
        var walk = Walk(files: files)
        let catalog = path.hasSuffix("/") ? String(path.dropLast()) : path
        if files.list(catalog) == nil {
            walk.findings.append(
                TokenSourceFindingCode.unreadable.finding(
                    at: catalog, range: 0..<0, severity: .error,
                    "`\((catalog as NSString).lastPathComponent)` is not an asset catalog folder."))
        } else {
            walk.visit(folder: catalog, namespace: "", depth: 0)
        }
        let spec = SynthesizedSpec(
            sourcePath: catalog, format: .assetCatalog, tokens: walk.tokens, findings: walk.findings, reads: walk.reads,
            customSymbolNames: walk.symbolSets.map(\.name))
        return AssetCatalog(spec: spec, appIcons: walk.appIcons, imageSets: walk.imageSets, symbolSets: walk.symbolSets)
    }

    private struct Walk {
        let files: TokenSourceFiles
        var tokens: [SourceToken] = []
        var findings: [SourceFinding] = []
        var reads = SourceReads()
        var appIcons: [AppIconSet] = []
        var imageSets: [ImageSet] = []
        var symbolSets: [SymbolSet] = []
        var foldersListed = 0

        init(files: TokenSourceFiles) {
            self.files = files
        }

        mutating func visit(folder: String, namespace: String, depth: Int) {
            guard depth < AssetCatalogReader.maximumDepth, foldersListed < AssetCatalogReader.maximumFolders, let names = files.list(folder)
            else { return }
            foldersListed += 1
            reads.folders.append(folder)
            if foldersListed == AssetCatalogReader.maximumFolders {
                findings.append(
                    TokenSourceFindingCode.limitReached.finding(
                        at: folder, range: 0..<0, severity: .warning,
                        "The catalog holds more than \(AssetCatalogReader.maximumFolders) folders; the rest is not read."))
            }
            for name in names.sorted() where !name.hasPrefix(".") {
                let path = folder + "/" + name
                let stem = (name as NSString).deletingPathExtension
                switch (name as NSString).pathExtension {
                case "colorset":
                    if let contents = open(path) { readColor(contents, name: namespace + stem) }
                case "appiconset":
                    if let contents = open(path) { readAppIcon(contents, name: namespace + stem) }
                case "imageset":
                    if let contents = open(path) { readImageSet(contents, name: namespace + stem) }
                case "symbolset":
                    if let contents = open(path) { readSymbolSet(contents, name: namespace + stem) }
                case "":
                    guard files.list(path) != nil else { continue }
                    let group = open(path, optional: true)
                    let providesNamespace = group?.tree?.root?["properties"]?["provides-namespace"]?.booleanValue ?? false
                    visit(folder: path, namespace: providesNamespace ? namespace + name + "/" : namespace, depth: depth + 1)
                default:
                    continue
                }
            }
        }

        /// The parsed `Contents.json` of the set at `folder`; nil when it is missing and optional, or
        /// when it has findings (recorded).
        mutating func open(_ folder: String, optional: Bool = false) -> ParsedSourceFile? {
            let path = folder + "/Contents.json"
            let parsed = ParsedSourceFile.read(path, files: files, optional: optional)
            reads.record(path, bytes: parsed?.bytes)
            guard let parsed else { return nil }
            findings += parsed.findings
            return parsed.tree == nil ? nil : parsed
        }

        // MARK: Colors

        mutating func readColor(_ file: ParsedSourceFile, name: String) {
            guard let root = file.tree?.root else { return }
            guard let entries = root["colors"], entries.kind == .array else {
                findings.append(
                    TokenSourceFindingCode.invalidValue.finding(
                        at: file.path, range: root.range, severity: .warning,
                        "The color set `\(name)` has no `colors` array, so it gives no token."))
                return
            }
            let universal = entries.elements.filter { ($0["idiom"]?.stringValue ?? "universal") == "universal" }
            let firstIdiom = entries.elements.first?["idiom"]?.stringValue
            let chosen = universal.isEmpty ? entries.elements.filter { $0["idiom"]?.stringValue == firstIdiom } : universal
            var variants: [Appearance: SourceColor] = [:]
            var fromWideGamutEntry: Set<Appearance> = []
            var explicitLight = false
            for entry in chosen {
                guard let appearance = appearance(of: entry, in: file) else { continue }
                let wideGamutOnly = entry["display-gamut"]?.stringValue?.lowercased() == "display-p3"
                let isExplicitLight = entry["appearances"]?.elements.contains { $0["value"]?.stringValue == "light" } ?? false
                if variants[appearance] != nil {
                    let replaces =
                        (fromWideGamutEntry.contains(appearance) && !wideGamutOnly)
                        || (appearance == .light && isExplicitLight && !explicitLight)
                    guard replaces else { continue }
                }
                guard let colorNode = entry["color"], let color = color(colorNode, in: file, token: name) else { continue }
                variants[appearance] = color
                if wideGamutOnly { fromWideGamutEntry.insert(appearance) } else { fromWideGamutEntry.remove(appearance) }
                if appearance == .light && isExplicitLight { explicitLight = true }
            }
            // Xcode's template `AccentColor` (entries without a color: "unset") is valid and gives no token.
            guard chosen.contains(where: { $0["color"] != nil }) else { return }
            // Xcode draws dark + increased contrast with the "Any + High Contrast" entry when the set has no dark entry.
            if variants[.dark] == nil, variants[.increasedContrastDark] == nil, let anyHighContrast = variants[.increasedContrastLight] {
                variants[.increasedContrastDark] = anyHighContrast
            }
            guard !variants.isEmpty else {
                findings.append(
                    TokenSourceFindingCode.invalidValue.finding(
                        at: file.path, range: entries.range, severity: .warning,
                        "The color set `\(name)` has no color this reader can use, so it gives no token."))
                return
            }
            let origin = TokenOrigin(path: file.path, range: root.range)
            tokens.append(SourceToken(kind: .color, name: name, origin: origin, value: .color(variants)))
        }

        /// The spec variant an entry's `appearances` select; nil (with a finding) for ones it has no variant for.
        mutating func appearance(of entry: SyntaxNode, in file: ParsedSourceFile) -> Appearance? {
            var dark = false
            var highContrast = false
            for item in entry["appearances"]?.elements ?? [] {
                let kind = item["appearance"]?.stringValue
                let value = item["value"]?.stringValue
                switch (kind, value) {
                case ("luminosity", "dark"): dark = true
                case ("luminosity", "light"), ("luminosity", "any"): continue
                case ("contrast", "high"): highContrast = true
                default:
                    findings.append(
                        TokenSourceFindingCode.notReadYet.finding(
                            at: file.path, range: item.range, severity: .information,
                            "The appearance \(kind ?? "?") \(value ?? "?") has no variant in the spec format; this entry is not read."))
                    return nil
                }
            }
            switch (dark, highContrast) {
            case (false, false): return .light
            case (true, false): return .dark
            case (false, true): return .increasedContrastLight
            case (true, true): return .increasedContrastDark
            }
        }

        /// The color of a `color` object; nil (with a finding) when it cannot be read.
        mutating func color(_ node: SyntaxNode, in file: ParsedSourceFile, token: String) -> SourceColor? {
            if let reference = node["reference"]?.stringValue {
                if let systemName = AssetCatalogReader.systemColorName(forReference: reference) { return .system(systemName) }
                findings.append(
                    TokenSourceFindingCode.notReadYet.finding(
                        at: file.path, range: node["reference"]?.range ?? node.range, severity: .information,
                        "The system color `\(reference)` is not one the spec format knows; this entry is not read."))
                return nil
            }
            let space = node["color-space"]?.stringValue ?? "srgb"
            guard let components = node["components"], components.kind == .object else {
                findings.append(
                    TokenSourceFindingCode.invalidValue.finding(
                        at: file.path, range: node.range, severity: .warning, "The color of `\(token)` has no `components`."))
                return nil
            }
            let alpha = components["alpha"].flatMap { component($0, eightBit: false, in: file) } ?? 1
            switch space {
            case "gray-gamma-22", "extended-gray":
                guard let whiteNode = components["white"], let white = component(whiteNode, eightBit: isEightBit([whiteNode]), in: file)
                else {
                    return missing("white", node: components, in: file, token: token)
                }
                return .color(ExtendedSRGB.fromGrayGamma22(white: white, alpha: alpha))
            case "srgb", "extended-srgb", "display-p3", "extended-linear-srgb", "extended-linear-display-p3":
                let nodes = ["red", "green", "blue"].map { components[$0] }
                let present = nodes.compactMap { $0 }
                guard present.count == 3 else {
                    let absent = zip(["red", "green", "blue"], nodes).filter { $0.1 == nil }.map(\.0)
                    return missing(absent.joined(separator: ", "), node: components, in: file, token: token)
                }
                let eightBit = isEightBit(present)
                var values: [Double] = []
                for node in present {
                    guard let value = component(node, eightBit: eightBit, in: file) else { return nil }
                    values.append(value)
                }
                switch space {
                case "display-p3": return .color(ExtendedSRGB.fromDisplayP3(values, alpha: alpha))
                case "extended-linear-srgb": return .color(ExtendedSRGB.fromLinearSRGB(values, alpha: alpha))
                case "extended-linear-display-p3": return .color(ExtendedSRGB.fromLinearDisplayP3(values, alpha: alpha))
                default: return .color(ExtendedSRGB(red: values[0], green: values[1], blue: values[2], alpha: alpha))
                }
            default:
                findings.append(
                    TokenSourceFindingCode.notReadYet.finding(
                        at: file.path, range: node["color-space"]?.range ?? node.range, severity: .information,
                        "The color space `\(space)` is not read yet; `\(token)` has no value for this appearance."))
                return nil
            }
        }

        mutating func missing(_ names: String, node: SyntaxNode, in file: ParsedSourceFile, token: String) -> SourceColor? {
            findings.append(
                TokenSourceFindingCode.invalidValue.finding(
                    at: file.path, range: node.range, severity: .warning, "The color of `\(token)` lacks the component \(names)."))
            return nil
        }

        /// Xcode's 8-bit spelling: every component an integer without a fraction (`"178"`), not hex.
        /// Xcode writes floats with three decimals (`"1.000"`), so `"1"` among integers is 1/255.
        func isEightBit(_ nodes: [SyntaxNode]) -> Bool {
            nodes.allSatisfy { node in
                let text = (node.stringValue ?? node.text).trimmingCharacters(in: .whitespaces)
                return !text.isEmpty && !text.lowercased().hasPrefix("0x") && text.allSatisfy(\.isNumber)
            }
        }

        /// One component in 0...1 (extended values may lie outside): `"0xB2"` → 178/255, an 8-bit
        /// integer → /255, a float as written.
        mutating func component(_ node: SyntaxNode, eightBit: Bool, in file: ParsedSourceFile) -> Double? {
            let text = (node.stringValue ?? (node.kind == .number ? node.text : "")).trimmingCharacters(in: .whitespaces)
            if text.lowercased().hasPrefix("0x"), let value = Int(text.dropFirst(2), radix: 16) {
                return Double(value) / 255
            }
            if let value = Double(text), value.isFinite {
                return eightBit ? value / 255 : value
            }
            findings.append(
                TokenSourceFindingCode.invalidValue.finding(
                    at: file.path, range: node.range, severity: .warning,
                    "`\(node.text)` is not a color component: write a float (`\"0.698\"`), an 8-bit integer (`\"178\"`) or hex (`\"0xB2\"`)."
                ))
            return nil
        }

        // MARK: Icons, images, symbols

        mutating func readAppIcon(_ file: ParsedSourceFile, name: String) {
            guard let root = file.tree?.root else { return }
            var images: [AppIconImage] = []
            for image in root["images"]?.elements ?? [] {
                guard let filename = image["filename"]?.stringValue else { continue }
                let size = (image["size"]?.stringValue ?? "").split(separator: "x").compactMap { Double($0) }
                guard size.count == 2 else {
                    findings.append(
                        TokenSourceFindingCode.invalidValue.finding(
                            at: file.path, range: image.range, severity: .warning,
                            "The icon image `\(filename)` has no `size` like \"60x60\"."))
                    continue
                }
                let scale = Double((image["scale"]?.stringValue ?? "1x").dropLast()) ?? 1
                let appearance =
                    image["appearances"]?.elements.first { $0["appearance"]?.stringValue == "luminosity" }?["value"]?.stringValue
                    ?? "default"
                images.append(
                    AppIconImage(
                        width: size[0], height: size[1], scale: scale, idiom: image["idiom"]?.stringValue ?? "universal",
                        platform: image["platform"]?.stringValue, appearance: appearance, filename: filename))
            }
            appIcons.append(AppIconSet(name: name, path: file.path, images: images))
        }

        mutating func readImageSet(_ file: ParsedSourceFile, name: String) {
            guard let root = file.tree?.root else { return }
            let images = (root["images"]?.elements ?? []).filter { $0["filename"]?.stringValue != nil }
            let scales = Set(images.map { $0["scale"]?.stringValue ?? "single" })
            imageSets.append(ImageSet(name: name, path: file.path, scaleFactors: scales.sorted()))
        }

        mutating func readSymbolSet(_ file: ParsedSourceFile, name: String) {
            guard let root = file.tree?.root else { return }
            let filenames = (root["symbols"]?.elements ?? []).compactMap { $0["filename"]?.stringValue }
            symbolSets.append(SymbolSet(name: name, path: file.path, filenames: filenames))
        }
    }
}
