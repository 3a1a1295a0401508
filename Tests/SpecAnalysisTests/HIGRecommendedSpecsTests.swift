import SpecAnalysis
import SpecModel
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
    func testIOSSpecOfHIGDefaultsHasNoErrorOrWarning() {
        let spec = ##"""
            {
              "name": "Settings",
              "platforms": { "iOS": "26.0" },
              "screens": [
                {
                  "id": "settings",
                  "title": "Settings",
                  "navigationBar": { "title": "Settings", "titleMode": "large" },
                  "content": [
                    { "type": "text", "text": "Account", "font": "headline", "color": "label" },
                    { "type": "text", "text": "Signed in as Kim", "font": "footnote", "color": "secondaryLabel" },
                    { "type": "text", "text": "Updated today", "font": "caption1", "color": "tertiaryLabel" },
                    { "type": "text", "text": "Synced", "font": "caption2", "color": "secondaryLabel" },
                    { "type": "slider", "accessibilityLabel": "Brightness" },
                    { "type": "stepper", "title": "Copies" },
                    { "type": "button", "title": "Continue", "style": "borderedProminent" },
                    { "type": "button", "title": "Not Now", "style": "bordered" },
                    { "type": "button", "title": "Learn More", "color": "systemBlue" },
                    {
                      "type": "list", "style": "insetGrouped", "background": "systemGroupedBackground",
                      "children": [
                        { "type": "text", "text": "Wi-Fi", "font": "body", "color": "label", "background": "secondarySystemGroupedBackground" },
                        { "type": "toggle", "title": "Notifications", "width": 51, "height": 31 },
                        { "type": "text", "text": "Home", "font": "subheadline", "color": "secondaryLabel", "background": "secondarySystemGroupedBackground" }
                      ]
                    }
                  ]
                }
              ]
            }
            """##
        XCTAssertEqual(errorsAndWarnings(spec), [])
    }

    /// iPadOS 26: the same system colors and controls, with a sidebar-free split of text styles.
    func testIPadOSSpecOfHIGDefaultsHasNoErrorOrWarning() {
        let spec = ##"""
            {
              "name": "Notes",
              "platforms": { "iPadOS": "26.0" },
              "screens": [
                {
                  "id": "notes",
                  "title": "Notes",
                  "navigationBar": { "title": "Notes", "titleMode": "large" },
                  "content": [
                    { "type": "text", "text": "Today", "font": "title2", "color": "label" },
                    { "type": "text", "text": "3 notes", "font": "footnote", "color": "secondaryLabel" },
                    { "type": "text", "text": "Edited 5 minutes ago", "font": "caption1", "color": "tertiaryLabel" },
                    { "type": "list", "children": [ { "type": "toggle", "title": "Show Previews", "width": 51, "height": 31 } ] },
                    { "type": "slider", "accessibilityLabel": "Text Size" },
                    { "type": "stepper", "title": "Columns" },
                    { "type": "button", "title": "New Note", "style": "borderedProminent" },
                    { "type": "button", "title": "Sort", "style": "bordered" }
                  ]
                }
              ]
            }
            """##
        XCTAssertEqual(errorsAndWarnings(spec), [])
    }

    /// macOS 26: checkboxes and switches in the window body, a slider and a stepper, the accent color.
    func testMacOSSpecOfHIGDefaultsHasNoErrorOrWarning() {
        let spec = ##"""
            {
              "name": "Preferences",
              "platforms": { "macOS": "26.0" },
              "screens": [
                {
                  "id": "general",
                  "title": "General",
                  "content": [
                    { "type": "text", "text": "General", "font": "title2", "color": "label" },
                    { "type": "text", "text": "Changes apply to new windows.", "font": "footnote", "color": "secondaryLabel" },
                    { "type": "text", "text": "Version 2.1", "font": "caption1", "color": "tertiaryLabel" },
                    { "type": "toggle", "title": "Open at login", "style": "checkbox" },
                    { "type": "toggle", "title": "Show in menu bar", "style": "switch" },
                    { "type": "slider", "accessibilityLabel": "Volume" },
                    { "type": "stepper", "title": "Recent items" },
                    { "type": "button", "title": "Apply", "style": "borderedProminent" },
                    { "type": "button", "title": "Reset", "style": "bordered" }
                  ]
                }
              ]
            }
            """##
        XCTAssertEqual(errorsAndWarnings(spec), [])
    }

    /// watchOS 26: watchOS text styles (footnote1, footnote2), a toggle, a stepper and a full-width
    /// button on the black system background.
    func testWatchOSSpecOfHIGDefaultsHasNoErrorOrWarning() {
        let spec = ##"""
            {
              "name": "Timer",
              "platforms": { "watchOS": "26.0" },
              "screens": [
                {
                  "id": "timer",
                  "title": "Timer",
                  "content": [
                    { "type": "text", "text": "5:00", "font": "title1", "color": "label" },
                    { "type": "text", "text": "Remaining", "font": "footnote1", "color": "secondaryLabel" },
                    { "type": "text", "text": "Started 9:41", "font": "footnote2", "color": "secondaryLabel" },
                    { "type": "toggle", "title": "Haptics" },
                    { "type": "stepper", "title": "Minutes" },
                    { "type": "button", "title": "Start", "style": "borderedProminent" }
                  ]
                }
              ]
            }
            """##
        XCTAssertEqual(errorsAndWarnings(spec), [])
    }

    /// tvOS 26: tvOS text styles (title1, subtitle1, caption1), buttons and a toggle.
    func testTVOSSpecOfHIGDefaultsHasNoErrorOrWarning() {
        let spec = ##"""
            {
              "name": "Player",
              "platforms": { "tvOS": "26.0" },
              "screens": [
                {
                  "id": "show",
                  "title": "Show",
                  "content": [
                    { "type": "text", "text": "Season 1", "font": "title1", "color": "label" },
                    { "type": "text", "text": "8 episodes", "font": "subtitle1", "color": "secondaryLabel" },
                    { "type": "text", "text": "Updated weekly", "font": "caption1", "color": "tertiaryLabel" },
                    { "type": "button", "title": "Play", "style": "borderedProminent" },
                    { "type": "button", "title": "Add to Up Next", "style": "bordered" }
                  ]
                }
              ]
            }
            """##
        XCTAssertEqual(errorsAndWarnings(spec), [])
    }

    /// visionOS 26: text styles on the glass window (caption2 included), a toggle, a slider, buttons.
    func testVisionOSSpecOfHIGDefaultsHasNoErrorOrWarning() {
        let spec = ##"""
            {
              "name": "Gallery",
              "platforms": { "visionOS": "26.0" },
              "screens": [
                {
                  "id": "gallery",
                  "title": "Gallery",
                  "content": [
                    { "type": "text", "text": "Gallery", "font": "extraLargeTitle2", "color": "label" },
                    { "type": "text", "text": "24 photos", "font": "footnote", "color": "secondaryLabel" },
                    { "type": "text", "text": "Shared by Kim", "font": "caption2", "color": "tertiaryLabel" },
                    { "type": "toggle", "title": "Show Captions" },
                    { "type": "slider", "accessibilityLabel": "Zoom" },
                    { "type": "button", "title": "Share", "symbol": "square.and.arrow.up", "style": "bordered" },
                    { "type": "button", "title": "Open", "style": "borderedProminent" }
                  ]
                }
              ]
            }
            """##
        XCTAssertEqual(errorsAndWarnings(spec), [])
    }
}
