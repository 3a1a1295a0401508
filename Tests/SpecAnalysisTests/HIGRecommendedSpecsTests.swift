import SpecAnalysis
import SpecModel
import SpecTestSupport
import XCTest

/// Issue 15, "Done means": on every platform, a spec built only from what the HIG recommends — the system
/// label colors (secondary and tertiary labels on footnote and caption text included) on system
/// backgrounds, the system tint, system controls at their system sizes, each platform's own text
/// styles — gets no error and no warning from the full analysis (every rule, default configuration).
final class HIGRecommendedSpecsTests: XCTestCase {
    /// The errors and warnings of the full analysis of `spec`, as "rule-id: message".
    private func errorsAndWarnings(_ spec: String) -> [String] {
        DocumentAnalysis(text: spec).diagnostics()
            .filter { $0.severity == .error || $0.severity == .warning }
            .map { "\($0.code): \($0.message)" }
    }

    /// iOS 26: "Use the system-provided label colors for labels." (Dark Mode › Text), a 51×31 pt switch,
    /// a slider (for brightness: "Don’t use a slider to adjust audio volume" in iOS), a stepper, bordered and
    /// prominent buttons in the system tint, an inset grouped list.
    func testIOSSpecOfHIGDefaultsHasNoErrorOrWarning() throws {
        let spec = try TestFixtures.text("hig-recommended/ios-settings.design.json")
        XCTAssertEqual(errorsAndWarnings(spec), [])
    }

    /// iPadOS 26: the same system colors and controls, with a sidebar-free split of text styles.
    func testIPadOSSpecOfHIGDefaultsHasNoErrorOrWarning() throws {
        let spec = try TestFixtures.text("hig-recommended/ipados-notes.design.json")
        XCTAssertEqual(errorsAndWarnings(spec), [])
    }

    /// macOS 26: checkboxes and switches in the window body, a slider and a stepper, the accent color.
    func testMacOSSpecOfHIGDefaultsHasNoErrorOrWarning() throws {
        let spec = try TestFixtures.text("hig-recommended/macos-preferences.design.json")
        XCTAssertEqual(errorsAndWarnings(spec), [])
    }

    /// watchOS 26: watchOS text styles (footnote1, footnote2), a toggle, a stepper and a full-width
    /// button on the black system background.
    func testWatchOSSpecOfHIGDefaultsHasNoErrorOrWarning() throws {
        let spec = try TestFixtures.text("hig-recommended/watchos-timer.design.json")
        XCTAssertEqual(errorsAndWarnings(spec), [])
    }

    /// tvOS 26: tvOS text styles (title1, subtitle1, caption1), buttons and a toggle.
    func testTVOSSpecOfHIGDefaultsHasNoErrorOrWarning() throws {
        let spec = try TestFixtures.text("hig-recommended/tvos-player.design.json")
        XCTAssertEqual(errorsAndWarnings(spec), [])
    }

    /// visionOS 26: text styles on the glass window (caption2 included), a toggle, a slider, buttons.
    func testVisionOSSpecOfHIGDefaultsHasNoErrorOrWarning() throws {
        let spec = try TestFixtures.text("hig-recommended/visionos-gallery.design.json")
        XCTAssertEqual(errorsAndWarnings(spec), [])
    }
}
