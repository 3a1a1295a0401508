import SpecModel
import SpecRules
import SpecSyntax
import XCTest

/// Findings on the transcribed real apps (`Examples/real-apps/*/triage.json`) that were triaged wrong:
/// each test is the app's construct, reduced, with the HIG sentence that shows why the finding was false.
/// `RealAppsTriageTests` fails if a finding triaged wrong comes back on the app itself.
final class RealAppsFalseFindingTests: XCTestCase {
    private func findings(_ rule: any Rule.Type, _ text: String) -> [Diagnostic] {
        RuleEngine.run(DesignSpec(tree: SyntaxTree.parse(text)), rules: [rule])
    }

    /// HIG › Color: "Avoid using the same color to mean different things." AC Helper draws its bar buttons
    /// (SwiftUIKit's BorderedBarButtonStyle) as a symbol in its text color on a rounded rectangle of that
    /// color at 20 %; the shape marks them interactive, as a bezel does, so the text color means text
    /// everywhere it is used — one meaning, not two.
    func testAButtonWithItsOwnBackgroundDoesNotClaimItsColorForInteraction() {
        let spec = ##"""
            { "platforms": { "iOS": "14.0" }, "screens": [ { "id": "items",
              "navigationBar": { "title": "Housewares", "trailingItems": [
                { "type": "button", "symbol": "rectangle.grid.1x2", "accessibilityLabel": "Layout", "color": "#6E5F47",
                  "background": { "color": "#6E5F47", "opacity": 0.2 }, "width": 36, "height": 36 } ] },
              "content": [ { "type": "text", "text": "Acoustic Guitar", "font": "headline", "color": "#6E5F47" } ] } ] }
            """##
        XCTAssertEqual(findings(InteractiveColorOnStaticTextRule.self, spec).map(\.message), [])
        // The same button without its background is marked by its color alone: the finding stands.
        let borderless = spec.replacingOccurrences(of: ##""background": { "color": "#6E5F47", "opacity": 0.2 }, "##, with: "")
        XCTAssertEqual(findings(InteractiveColorOnStaticTextRule.self, borderless).count, 1)
    }

    /// HIG › Sidebars: "In general, show no more than two levels of hierarchy in a sidebar." Xcodes lists
    /// its versions in a sidebar list, each row an HStack of the icon, a VStack of the version and its
    /// path, and the row's buttons: one level of rows, however the row's layout nests.
    func testARowLaidOutInStacksAddsNoLevelOfHierarchy() {
        func sidebar(rowAxis: String) -> String {
            #"{ "platforms": { "macOS": "14.6" }, "screens": [ { "id": "main", "sidebar": { "items": [ { "type": "list", "children": [ "#
                + #"{ "type": "stack", "axis": ""# + rowAxis + #"", "children": [ "#
                + #"{ "type": "image", "asset": "xcode", "isDecorative": true, "width": 32, "height": 32 }, "#
                + #"{ "type": "stack", "axis": "vertical", "children": [ "#
                + #"{ "type": "stack", "axis": "horizontal", "children": [ { "type": "text", "text": "16.2 (16C5032a)" } ] }, "#
                + #"{ "type": "text", "text": "/Applications/Xcode-16.2.0.app", "font": "caption1" } ] } ] } ] } ] } } ] }"#
        }
        XCTAssertEqual(findings(SidebarHierarchyDepthRule.self, sidebar(rowAxis: "horizontal")).map(\.message), [])
        // A vertical group of rows inside the list's group is a third level: the finding stands.
        XCTAssertEqual(findings(SidebarHierarchyDepthRule.self, sidebar(rowAxis: "vertical")).count, 1)
    }
}
