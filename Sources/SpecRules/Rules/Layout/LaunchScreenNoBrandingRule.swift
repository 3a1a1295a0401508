import SpecKnowledge
import SpecModel
import SpecSyntax

/// A launch screen shows no logos or other branding that the app's first screen doesn't show.
public struct LaunchScreenNoBrandingRule: Rule {
    public static let description = RuleDescription(
        id: "launch-screen-no-branding",
        title: "Launch screens show no branding the first screen doesn't",
        category: .layout,
        defaultSeverity: .warning,
        platforms: [.iOS, .iPadOS, .tvOS],
        higURLs: [HIGLink.url("launching", "Launch-screens"), HIGLink.url("branding", "Best-practices")],
        rationale: """
            A launch screen isn't a branding opportunity: it is nearly identical to the app's first screen, so \
            the app appears ready at once without a flash when launching completes. On a screen marked \
            `"isLaunchScreen": true`, the check reports each image `asset` (a logo, a splash graphic) that the \
            app's first screen doesn't show; the first screen is the first screen of the file that is no launch \
            screen and is for the same platform. Without a first screen in the file nothing is judged.
            """,
        quote:
            "Avoid creating a screen that looks like a splash screen or an “About” window, and don’t include logos or other branding elements unless they’re a fixed part of your app’s first screen.",
        triggeringExamples: [
            RuleExample(
                #"""
                { "platforms": { "iOS": "17.0" }, "screens": [
                  { "id": "launch", "isLaunchScreen": true, "content": [ { "type": "image", "asset": ↓"CompanyLogo", "isDecorative": true } ] },
                  { "id": "home", "content": [ { "type": "text", "text": "Recipes" } ] } ] }
                """#),
            RuleExample(
                #"""
                { "platforms": { "iOS": "17.0", "tvOS": "17.0" }, "screens": [
                  { "id": "home", "platform": "tvOS", "content": [ { "type": "image", "asset": "Wordmark", "isDecorative": true } ] },
                  { "id": "launch", "platform": "tvOS", "isLaunchScreen": true, "content": [
                    { "type": "image", "asset": "Wordmark", "isDecorative": true }, { "type": "image", "asset": ↓"Splash", "isDecorative": true } ] } ] }
                """#)
        ],
        nonTriggeringExamples: [
            RuleExample(
                #"""
                { "platforms": { "iOS": "17.0" }, "screens": [
                  { "id": "launch", "isLaunchScreen": true, "content": [ { "type": "image", "asset": "Wordmark", "isDecorative": true } ] },
                  { "id": "home", "content": [ { "type": "image", "asset": "Wordmark", "isDecorative": true } ] } ] }
                """#),
            // No first screen to compare with.
            .screen(#""isLaunchScreen": true, "content": [ { "type": "image", "asset": "Logo", "isDecorative": true } ]"#),
            RuleExample(
                #"""
                { "platforms": { "macOS": "14.0" }, "screens": [
                  { "id": "launch", "isLaunchScreen": true, "content": [ { "type": "image", "asset": "Logo", "isDecorative": true } ] },
                  { "id": "home", "content": [] } ] }
                """#)
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [RuleViolation] {
        let screens = context.spec.screens
        let isLaunch = { (screen: Screen) in screen.node["isLaunchScreen"]?.booleanValue == true }
        var violations: [RuleViolation] = []
        for launch in screens where isLaunch(launch) {
            guard !context.judgedPlatforms(for: launch, among: Self.description.platforms).isEmpty,
                let first = screens.first(where: { !isLaunch($0) && ($0.platform == nil || launch.platform == nil || $0.platform == launch.platform) })
            else { continue }
            let firstAssets = Set(Self.images(on: first, in: context).compactMap { $0.string("asset") })
            for image in Self.images(on: launch, in: context) {
                guard let node = image.value("asset"), let asset = node.stringValue, !firstAssets.contains(asset) else { continue }
                violations.append(RuleViolation(range: node.range, message: Self.message(asset: asset, firstScreen: first.displayName)))
            }
        }
        return violations
    }

    /// The image components of `screen`.
    private static func images(on screen: Screen, in context: RuleContext) -> [Component] {
        context.components(.image).filter { $0.screenIndex == screen.index }
    }

    /// The finding's message: the launch screen shows image `asset`, which `firstScreen` doesn't show.
    static func message(asset: String, firstScreen: String) -> String {
        "The launch screen shows the image \"\(asset)\", which the first screen (\(firstScreen)) doesn't; a launch screen isn't a branding opportunity. Make it nearly identical to the first screen, without logos or splash graphics."
    }
}
