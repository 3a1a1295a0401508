import SpecKnowledge
import SpecModel
import SpecSyntax
import SpecTokenSources
import XCTest

/// The misreadings of real catalogs and DTCG files issue #26 found, each read right now: mode names
/// real design systems use, tokens typed in another mode file, system references as Xcode resolves
/// them, `$root` and `$extends`, and quiet on what is valid.
final class RealFileReadingTests: XCTestCase {
    private let resolverPath = "/w/tokens/system.resolver.json"
    private let catalog = "/w/App/Assets.xcassets"

    private func readResolver(_ files: [String: String], options: TokenSourceOptions = .standard) -> SynthesizedSpec {
        DesignTokensResolverReader.read(resolverPath, files: .inMemory(files.mapValues { Array($0.utf8) }), options: options)
    }

    private func readCatalog(_ colorsets: [String: String]) -> SynthesizedSpec {
        var bytes: [String: [UInt8]] = [catalog + "/Contents.json": Array(#"{ "info": { "author": "xcode", "version": 1 } }"#.utf8)]
        for (name, text) in colorsets { bytes[catalog + "/" + name + ".colorset/Contents.json"] = Array(text.utf8) }
        return AssetCatalogReader.read(catalog, files: .inMemory(bytes)).spec
    }

    /// Each color of `spec`'s text resolved, as hex per appearance.
    private func resolved(_ spec: SynthesizedSpec, _ name: String) -> [Appearance: String]? {
        let design = DesignSpec(tree: SyntaxTree.parse(bytes: spec.text))
        guard let value = design.colorToken(named: name)?.valueNode, let color = ColorResolver(spec: design).resolve(value) else {
            return nil
        }
        return Dictionary(
            uniqueKeysWithValues: Appearance.allCases.compactMap { appearance in color[appearance].color.map { (appearance, $0.hex) } })
    }

    /// A system color's value in each appearance, as the resolver of an empty spec gives it.
    private func system(_ name: String) -> [Appearance: String] {
        let resolver = ColorResolver(spec: DesignSpec(tree: SyntaxTree.parse(bytes: Array("{}".utf8))))
        guard let color = resolver.resolveSystemColor(named: name) else { return [:] }
        return Dictionary(
            uniqueKeysWithValues: Appearance.allCases.compactMap { appearance in color[appearance].color.map { (appearance, $0.hex) } })
    }

    private func modes(_ contexts: [(String, String)]) -> String {
        let members = contexts.map { name, hex in
            #""\#(name)": [{ "ink": { "$type": "color", "$value": "\#(hex)" } }]"#
        }
        return
            ##"{ "version": "2025.10", "modifiers": { "theme": { "contexts": { \##(members.joined(separator: ", ")) }, "default": "light" } }, "resolutionOrder": [{ "$ref": "#/modifiers/theme" }] }"##
    }

    // MARK: High-contrast modes

    func testHighContrastContextsUnderTheNamesRealSystemsUseAreIncreasedContrast() {
        for (lightHC, darkHC) in [
            ("light-hc", "dark-hc"), ("light_ax", "dark_ax"), ("light-high-contrast", "dark_high_contrast"),
            ("LightHC", "increasedContrastDark")
        ] {
            let spec = readResolver([
                resolverPath: modes([("light", "#111111"), ("dark", "#EEEEEE"), (lightHC, "#000000"), (darkHC, "#FFFFFF")])
            ])
            XCTAssertEqual(spec.findings, [], lightHC)
            XCTAssertEqual(
                resolved(spec, "ink"),
                [.light: "#111111", .dark: "#EEEEEE", .increasedContrastLight: "#000000", .increasedContrastDark: "#FFFFFF"], lightHC)
        }
    }

    func testAHighContrastMarkerAloneIsLightsIncreasedContrast() {
        // PatternFly's themes: `highcontrast` beside `highcontrast-dark`.
        for (lightHC, darkHC) in [("highcontrast", "highcontrast-dark"), ("Increased Contrast", "increased-contrast-dark")] {
            let spec = readResolver([
                resolverPath: modes([("light", "#111111"), ("dark", "#EEEEEE"), (lightHC, "#000000"), (darkHC, "#FFFFFF")])
            ])
            XCTAssertEqual(spec.findings, [], lightHC)
            XCTAssertEqual(
                resolved(spec, "ink"),
                [.light: "#111111", .dark: "#EEEEEE", .increasedContrastLight: "#000000", .increasedContrastDark: "#FFFFFF"], lightHC)
        }
    }

    func testNamesThatAreNoAppearanceStayUnread() {
        for name in ["dark-dimmed", "tritanopia", "hc", "lighter", "dark-hc-dimmed"] {
            XCTAssertNil(AppearanceContextNames.recognized.appearance(ofContext: name), name)
        }
    }

    func testContextsThatAreNoAppearanceAreAnInformationFindingNamingThemAndTheSetting() {
        let spec = readResolver([resolverPath: modes([("light", "#111111"), ("dark", "#EEEEEE"), ("dark-dimmed", "#333333")])])
        XCTAssertEqual(spec.findings.map(\.diagnostic.severity), [.information])
        let message = spec.findings.first?.diagnostic.message ?? ""
        XCTAssertTrue(message.contains("`dark-dimmed`") && message.contains(AppearanceContextNames.configurationKey), message)
        XCTAssertEqual(resolved(spec, "ink")?[.dark], "#EEEEEE")
    }

    func testTheConfigurationPlacesContextsTheNamesCannot() {
        let options = TokenSourceOptions(
            appearanceContexts: AppearanceContextNames(configured: ["Day": .light, "Night": .dark, "Night Bright": .increasedContrastDark]))
        let spec = readResolver(
            [resolverPath: modes([("day", "#111111"), ("night", "#EEEEEE"), ("night-bright", "#FFFFFF")])], options: options)
        XCTAssertEqual(spec.findings, [])
        XCTAssertEqual(
            resolved(spec, "ink"),
            [.light: "#111111", .dark: "#EEEEEE", .increasedContrastLight: "#111111", .increasedContrastDark: "#FFFFFF"])
    }

    func testALightThemeWithOnlyItsHighContrastFormIsStillTheAppearanceModifier() {
        // Instructure UI's Canvas themes: a light theme and its high contrast, no dark.
        // With no dark, dark shows light, and increased contrast dark light's increased contrast (as
        // Xcode draws a colorset with no dark entry).
        let spec = readResolver([resolverPath: modes([("light", "#111111"), ("light-hc", "#000000")])])
        XCTAssertEqual(spec.findings, [])
        XCTAssertEqual(
            resolved(spec, "ink"),
            [.light: "#111111", .dark: "#111111", .increasedContrastLight: "#000000", .increasedContrastDark: "#000000"])
    }

    func testIncreasedContrastDarkIsNotLightsHighContrastWhenThereIsADark() {
        let spec = readResolver([resolverPath: modes([("light", "#111111"), ("dark", "#EEEEEE"), ("light-hc", "#000000")])])
        XCTAssertEqual(spec.findings, [])
        XCTAssertEqual(
            resolved(spec, "ink"),
            [.light: "#111111", .dark: "#EEEEEE", .increasedContrastLight: "#000000", .increasedContrastDark: "#EEEEEE"])
    }

    func testAModifierPlacingOnlyLightIsNoAppearanceModifier() {
        // `light` beside a context that is no appearance: its default is read, nothing more.
        let spec = readResolver([resolverPath: modes([("light", "#111111"), ("sepia", "#704214")])])
        XCTAssertEqual(spec.findings, [])
        XCTAssertEqual(
            resolved(spec, "ink"),
            [.light: "#111111", .dark: "#111111", .increasedContrastLight: "#111111", .increasedContrastDark: "#111111"])
    }

    func testHighContrastContextsWithNoLightTheNamesPlaceAreAFindingNamingTheSetting() {
        // Instructure UI's theme names, unconfigured: only the default is read, and one finding says so.
        let spec = readResolver([
            resolverPath: modes([("legacyCanvas", "#111111"), ("legacyCanvasHighContrast", "#000000")])
                .replacingOccurrences(of: #""default": "light""#, with: #""default": "legacyCanvas""#)
        ])
        XCTAssertEqual(spec.findings.map(\.diagnostic.severity), [.information])
        let message = spec.findings.first?.diagnostic.message ?? ""
        XCTAssertTrue(
            message.contains("`legacyCanvasHighContrast`") && message.contains(#""legacyCanvas": "light""#)
                && message.contains(AppearanceContextNames.configurationKey), message)
        XCTAssertEqual(resolved(spec, "ink")?[.increasedContrastLight], "#111111")
        // A modifier of brands says nothing about appearances: no finding.
        let brands = modes([("acme", "#111111"), ("globex", "#222222")])
            .replacingOccurrences(of: #""default": "light""#, with: #""default": "acme""#)
        XCTAssertEqual(readResolver([resolverPath: brands]).findings, [])
    }

    func testANameConfiguredAsLightOrDarkTakesTheHighContrastMarkers() {
        let names = AppearanceContextNames(configured: ["legacyCanvas": .light, "Night": .dark, "Paper": .increasedContrastLight])
        XCTAssertEqual(names.appearance(ofContext: "legacyCanvasHighContrast"), .increasedContrastLight)
        XCTAssertEqual(names.appearance(ofContext: "night-hc"), .increasedContrastDark)
        XCTAssertEqual(names.appearance(ofContext: "highContrastNight"), .increasedContrastDark)
        // A name configured as an increased contrast is no base: a marker on it says nothing more.
        XCTAssertNil(names.appearance(ofContext: "paper-hc"))
        XCTAssertNil(names.appearance(ofContext: "canvas-hc"))
    }

    // MARK: No silent fallbacks

    func testAFindingAboutAnAliasedValueIsAtTheFileThatHoldsTheValue() {
        // PatternFly's semantic files alias its base files' `rgba()` strings, which are no DTCG color.
        let resolver = #"""
            { "version": "2025.10", "sets": { "all": { "sources": [{ "$ref": "base.tokens.json" }, { "$ref": "semantic.tokens.json" }] } },
              "resolutionOrder": [{ "$ref": "#/sets/all" }] }
            """#
        let base = ##"{ "backdrop": { "$type": "color", "$value": "rgba(21, 21, 21, 0.4)" } }"##
        let spec = readResolver([
            resolverPath: resolver, "/w/tokens/base.tokens.json": base,
            "/w/tokens/semantic.tokens.json": ##"{ "overlay": { "$type": "color", "$value": "{backdrop}" } }"##
        ])
        XCTAssertEqual(spec.findings.map(\.path), ["/w/tokens/base.tokens.json"])
        let range = spec.findings.first?.diagnostic.range ?? 0..<0
        XCTAssertEqual(String(decoding: Array(base.utf8)[range], as: UTF8.self), #""rgba(21, 21, 21, 0.4)""#)
    }

    func testATokenSomeContextsLeaveOutIsOneFindingAndItsHoverSaysWhatShows() {
        let resolver = #"""
            { "version": "2025.10", "modifiers": { "theme": { "contexts": {
                "light": [{ "$ref": "light.tokens.json" }], "dark": [{ "$ref": "dark.tokens.json" }] }, "default": "light" } },
              "resolutionOrder": [{ "$ref": "#/modifiers/theme" }] }
            """#
        let spec = readResolver([
            resolverPath: resolver,
            "/w/tokens/light.tokens.json":
                ##"{ "ink": { "$type": "color", "$value": "#111111" }, "paper": { "$type": "color", "$value": "#FFFFFF" } }"##,
            "/w/tokens/dark.tokens.json":
                ##"{ "ink": { "$type": "color", "$value": "#EEEEEE" }, "night": { "$type": "color", "$value": "#000000" } }"##
        ])
        XCTAssertEqual(spec.findings.map(\.diagnostic.code), [TokenSourceFindingCode.absentInAppearance.rawValue])
        XCTAssertEqual(spec.findings.first?.diagnostic.severity, .information)
        let message = spec.findings.first?.diagnostic.message ?? ""
        XCTAssertTrue(
            message.hasPrefix("2 color tokens") && message.contains("`night` (light") && message.contains("`paper` (dark"), message)
        XCTAssertFalse(message.contains("`ink`"), message)
        XCTAssertEqual(resolved(spec, "paper")?[.dark], "#FFFFFF")
        XCTAssertEqual(
            spec.token(named: "paper", kind: .color)?.description, "Its dark contexts do not define it, so dark shows the light value.")
        XCTAssertNil(spec.token(named: "ink", kind: .color)?.description)
    }

    func testATokenLeftUntypedInOneModeFileTakesItsTypeFromAnother() {
        let resolver = #"""
            { "version": "2025.10", "modifiers": { "theme": { "contexts": {
                "light": [{ "$ref": "light.tokens.json" }], "dark": [{ "$ref": "dark.tokens.json" }] }, "default": "light" } },
              "resolutionOrder": [{ "$ref": "#/modifiers/theme" }] }
            """#
        let spec = readResolver([
            resolverPath: resolver,
            "/w/tokens/light.tokens.json": ##"{ "bg": { "$type": "color", "$value": "#FFFFFF" } }"##,
            "/w/tokens/dark.tokens.json": ##"{ "bg": { "$value": "#000000" } }"##
        ])
        XCTAssertEqual(spec.findings, [])
        XCTAssertEqual(resolved(spec, "bg")?[.dark], "#000000")
    }

    func testATokenTypedNowhereIsAFindingAtItsKeyThatSaysWhatToAdd() {
        let path = "/w/tokens/brand.tokens.json"
        let text = ##"{ "brand": { "primary": { "$value": "#B25E00" } } }"##
        let spec = DesignTokensReader.read(path, files: .inMemory([path: Array(text.utf8)]))
        XCTAssertEqual(spec.findings.map(\.diagnostic.code), [TokenSourceFindingCode.untyped.rawValue])
        let finding = spec.findings.first?.diagnostic
        XCTAssertEqual(finding.map { String(decoding: Array(text.utf8)[$0.range], as: UTF8.self) }, #""primary""#)
        XCTAssertTrue(finding?.message.contains(#"add `"$type": "color"`"#) ?? false, finding?.message ?? "")
    }

    func testAnAppearanceWhoseValueCannotBeReadSaysInTheHoverWhatShowsInstead() {
        let path = "/w/tokens/brand.tokens.json"
        let spec = DesignTokensReader.read(
            path,
            files: .inMemory([
                path: Array(##"{ "ink": { "$type": "color", "$value": "#1C1C1E", "$description": "Body text." } }"##.utf8),
                "/w/tokens/brand.dark.tokens.json": Array(##"{ "ink": { "$type": "color", "$value": "#GGGGGG" } }"##.utf8)
            ]))
        XCTAssertEqual(spec.findings.map(\.diagnostic.code), [TokenSourceFindingCode.invalidValue.rawValue])
        XCTAssertEqual(
            spec.token(named: "ink", kind: .color)?.description,
            "Body text.\n\nIts dark value could not be read (see the finding at the token), so dark shows the light value.")
    }

    // MARK: System references as Xcode resolves them

    private func colorset(_ entries: [(appearances: String, color: String)]) -> String {
        let items = entries.map { entry in
            #"{ "idiom": "universal""# + (entry.appearances.isEmpty ? "" : #", "appearances": [\#(entry.appearances)]"#)
                + #", "color": \#(entry.color) }"#
        }
        return #"{ "colors": [\#(items.joined(separator: ", "))], "info": { "author": "xcode", "version": 1 } }"#
    }

    private let darkAppearance = #"{ "appearance": "luminosity", "value": "dark" }"#
    private let highContrast = #"{ "appearance": "contrast", "value": "high" }"#

    private func reference(_ name: String) -> String {
        #"{ "platform": "ios", "reference": "\#(name)" }"#
    }

    private func hex(_ red: String, _ green: String, _ blue: String) -> String {
        #"{ "color-space": "srgb", "components": { "red": "0x\#(red)", "green": "0x\#(green)", "blue": "0x\#(blue)", "alpha": "1.000" } }"#
    }

    func testAColorsetNamedLikeTheSystemColorItReferencesIsThatSystemColorNotACycle() {
        let spec = readCatalog([
            "label": colorset([("", reference("labelColor"))]),
            "separator": colorset([("", reference("separatorColor")), (darkAppearance, reference("separatorColor"))]),
            "caption": colorset([("", reference("labelColor"))])
        ])
        XCTAssertEqual(spec.findings, [])
        XCTAssertEqual(resolved(spec, "label"), system("label"))
        XCTAssertEqual(resolved(spec, "separator"), system("separator"))
        XCTAssertEqual(resolved(spec, "caption"), system("label"))
    }

    func testADarkSystemColorEntryKeepsTheSystemColorsIncreasedContrastDark() {
        let spec = readCatalog(["warning": colorset([("", hex("FF", "CC", "00")), (darkAppearance, reference("systemYellowColor"))])])
        let yellow = system("systemYellow")
        XCTAssertNotEqual(yellow[.dark], yellow[.increasedContrastDark], "the bundled systemYellow has its own increased-contrast dark")
        XCTAssertEqual(resolved(spec, "warning")?[.dark], yellow[.dark])
        XCTAssertEqual(resolved(spec, "warning")?[.increasedContrastDark], yellow[.increasedContrastDark])
    }

    func testAnyHighContrastServesDarkIncreasedContrastWhenThereIsNoDarkEntry() {
        let spec = readCatalog(["ink": colorset([("", hex("33", "33", "33")), (highContrast, hex("00", "00", "00"))])])
        XCTAssertEqual(
            resolved(spec, "ink"),
            [.light: "#333333", .dark: "#333333", .increasedContrastLight: "#000000", .increasedContrastDark: "#000000"])
    }

    func testControlAccentColorIsTheAccentColor() {
        let spec = readCatalog(["tint": colorset([("", reference("controlAccentColor"))])])
        XCTAssertEqual(spec.findings, [])
        XCTAssertEqual(resolved(spec, "tint"), system(SystemColorCatalog.accentColorName))
    }

    // MARK: Quiet on what is valid

    func testXcodesUnsetAccentColorTemplateIsNoFinding() {
        let spec = readCatalog(["AccentColor": #"{ "colors": [{ "idiom": "universal" }], "info": { "author": "xcode", "version": 1 } }"#])
        XCTAssertEqual(spec.findings, [])
        XCTAssertNil(spec.token(named: "AccentColor", kind: .color))
    }

    func testAnAliasIntoASetTheResolverLeavesOutSaysSo() {
        let resolver = #"""
            { "version": "2025.10",
              "sets": { "palette": { "sources": [{ "blue": { "$type": "color", "$value": "#0055FF" } }] },
                        "semantic": { "sources": [{ "link": { "$type": "color", "$value": "{blue}" } }] } },
              "resolutionOrder": [{ "$ref": "#/sets/semantic" }] }
            """#
        let spec = readResolver([resolverPath: resolver])
        XCTAssertEqual(spec.findings.map(\.diagnostic.code), [TokenSourceFindingCode.unknownAlias.rawValue])
        let message = spec.findings.first?.diagnostic.message ?? ""
        XCTAssertTrue(message.contains("set `palette`") && message.contains("resolutionOrder"), message)
    }

    // MARK: What real files use

    func testRootTokensAreTheirGroupsOwnValueAndAliasesReachThem() {
        let path = "/w/tokens/brand.tokens.json"
        let text = #"""
            { "accent": { "$type": "color", "$root": { "$value": "#0055FF" }, "hover": { "$value": "#0044CC" } },
              "link": { "$type": "color", "$value": "{accent.$root}" } }
            """#
        let spec = DesignTokensReader.read(path, files: .inMemory([path: Array(text.utf8)]))
        XCTAssertEqual(spec.findings, [])
        XCTAssertEqual(resolved(spec, "accent")?[.light], "#0055FF")
        XCTAssertEqual(resolved(spec, "accent.hover")?[.light], "#0044CC")
        XCTAssertEqual(resolved(spec, "link")?[.light], "#0055FF")
    }

    func testAGroupThatExtendsAnotherHasItsTokensExceptThoseItDefines() {
        let path = "/w/tokens/brand.tokens.json"
        let text = #"""
            { "button": { "$type": "color", "bg": { "$value": "#0055FF" }, "fg": { "$value": "#FFFFFF" } },
              "danger": { "$extends": "{button}", "bg": { "$type": "color", "$value": "#CC0000" } },
              "ghost": { "$extends": "{nothing}" } }
            """#
        let spec = DesignTokensReader.read(path, files: .inMemory([path: Array(text.utf8)]))
        XCTAssertEqual(resolved(spec, "danger.bg")?[.light], "#CC0000")
        XCTAssertEqual(resolved(spec, "danger.fg")?[.light], "#FFFFFF")
        XCTAssertEqual(spec.findings.map(\.diagnostic.code), [TokenSourceFindingCode.unknownAlias.rawValue])
    }

    func testStyleDictionarysOlderFormIsOneFindingPerFileNotSilence() {
        // PatternFly, Fluent's token pipeline and many Style Dictionary projects write `value`/`type`.
        let path = "/w/tokens/brand.tokens.json"
        let text =
            ##"{ "brand": { "ink": { "type": "color", "value": "#1C1C1E" }, "paper": { "type": "color", "value": "#FFFFFF" } }, "ok": { "$type": "color", "$value": "#000000" } }"##
        let spec = DesignTokensReader.read(path, files: .inMemory([path: Array(text.utf8)]))
        XCTAssertEqual(spec.findings.map(\.diagnostic.code), [TokenSourceFindingCode.notReadYet.rawValue])
        XCTAssertEqual(spec.findings.first?.diagnostic.severity, .warning)
        XCTAssertTrue(spec.findings.first?.diagnostic.message.contains("`$value`") == true)
        XCTAssertEqual(spec.tokens.map(\.name), ["ok"])
        // A group named `value` (an object) is a group, not the older form.
        let group = ##"{ "value": { "$type": "color", "high": { "$value": "#000000" } } }"##
        XCTAssertEqual(DesignTokensReader.read(path, files: .inMemory([path: Array(group.utf8)])).findings, [])
    }

    func testLetterSpacingAndLineHeightAreReadNotNamedInTheHover() {
        let path = "/w/tokens/type.tokens.json"
        let text = ##"""
            { "body": { "$type": "typography", "$description": "Body copy.",
              "$value": { "fontFamily": "Inter", "fontSize": { "value": 16, "unit": "px" }, "fontWeight": 400,
                          "letterSpacing": { "value": 0.2, "unit": "px" }, "lineHeight": 1.5 } } }
            """##
        let spec = DesignTokensReader.read(path, files: .inMemory([path: Array(text.utf8)]))
        XCTAssertEqual(spec.findings, [])
        XCTAssertEqual(spec.token(named: "body", kind: .typography)?.description, "Body copy.")
        XCTAssertEqual(
            spec.token(named: "body", kind: .typography)?.value,
            .font(SourceFont(family: "Inter", size: 16, weight: .regular, tracking: 0.2, lineSpacing: 8)))
    }
}
