import Foundation

/// Generates realistic design specs of a requested size for benchmarking.
enum SpecGenerator {
    /// Marker text the benchmark finds to place the cursor for completion and hover.
    static let probeSymbol = "star.fill"

    /// A spec of at least `targetBytes` bytes: tokens, then screens with bars, lists and controls.
    static func spec(targetBytes: Int) -> String {
        var text = """
            {
              "$schema": "../Schemas/design-spec.schema.json",
              "name": "Benchmark",
              "platforms": { "iOS": "17.0", "watchOS": "10.0" },
              "colors": {
                "brand": { "light": "#B25E00", "dark": "#F5A524", "increasedContrastLight": "#8A4900", "increasedContrastDark": "#FFC266" },
                "ink": "label",
                "card": "secondarySystemGroupedBackground"
              },
              "typography": { "cardTitle": { "textStyle": "headline" }, "small": { "family": "Avenir Next", "size": 10, "weight": "light" } },
              "screens": [

            """
        var screen = 0
        while text.utf8.count < targetBytes {
            if screen > 0 { text += ",\n" }
            text += screenText(screen)
            screen += 1
        }
        text += "\n  ]\n}\n"
        return text
    }

    private static func screenText(_ index: Int) -> String {
        """
            {
              "id": "screen\(index)",
              "title": "Screen \(index)",
              "navigationBar": {
                "title": "Screen \(index)", "titleMode": "large",
                "trailingItems": [ { "type": "button", "symbol": "plus", "accessibilityLabel": "Add", "width": 44, "height": 44 } ]
              },
              "tabBar": { "items": [
                { "title": "Home", "symbol": "house.fill" }, { "title": "Search", "symbol": "magnifyingglass" }, { "title": "Profile", "symbol": "person.crop.circle" }
              ] },
              "content": [
                { "type": "text", "text": "Heading \(index)", "font": "title2", "color": "ink" },
                { "type": "text", "text": "Caption", "font": "small", "color": "#C7C7CC" },
                { "type": "button", "title": "Share", "symbol": "square.and.arrow.up", "width": 44, "height": 44, "color": "brand" },
                { "type": "button", "symbol": "\(probeSymbol)", "width": 30, "height": 30 },
                { "type": "segmentedControl", "segments": ["Day", "Week", "Month", "Year"], "height": 32 },
                { "type": "list", "style": "insetGrouped", "children": [
                  { "type": "toggle", "title": "Notifications", "height": 44 },
                  { "type": "textField", "placeholder": "Email", "keyboard": "email", "height": 44 },
                  { "type": "image", "symbol": "heart.fill", "accessibilityLabel": "Favorite" }
                ] }
              ]
            }
        """
    }
}

extension SpecGenerator {
    /// Writes `count` specs named `spec-0000.design.json` … into `directory`, each of `bytes` or, when nil,
    /// of 4–40 KB (varying deterministically, so every run writes the same folder); returns their total size.
    static func writeFolder(_ directory: String, count: Int, bytes fixedBytes: Int?) throws -> Int {
        let folder = URL(fileURLWithPath: directory)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var total = 0
        for index in 0..<count {
            let bytes = fixedBytes ?? 4_000 + (index * 7_919) % 36_000
            let text = spec(targetBytes: bytes)
            total += text.utf8.count
            let name = "spec-" + String(repeating: "0", count: max(0, 4 - String(index).count)) + String(index) + ".design.json"
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        return total
    }
}
