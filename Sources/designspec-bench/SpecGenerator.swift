import Foundation

/// Generates realistic design specs of a requested size for benchmarking.
enum SpecGenerator {
    /// Marker text the benchmark finds to place the cursor for completion and hover.
    static let probeSymbol = "star.fill"

    /// A spec of at least `targetBytes` bytes: tokens, then screens with bars, lists and controls.
    static func spec(targetBytes: Int) -> String {
        let text = """
            {
              "$schema": "../Schemas/design-spec.schema.json",
              "name": "Benchmark",
              "platforms": { "iOS": "17.0", "watchOS": "10.0" },
            \(tokens)
              "screens": [

            """
        return withScreens(text, targetBytes: targetBytes)
    }

    /// The color and type tokens every generated spec uses (two members of a top-level object).
    static let tokens = """
          "colors": {
            "brand": { "light": "#B25E00", "dark": "#F5A524", "increasedContrastLight": "#8A4900", "increasedContrastDark": "#FFC266" },
            "ink": "label",
            "card": "secondarySystemGroupedBackground"
          },
          "typography": { "cardTitle": { "textStyle": "headline" }, "small": { "family": "Avenir Next", "size": 10, "weight": "light" } },
        """

    /// `text` (ending inside the `screens` array) with screens added until it is `targetBytes` long, closed.
    private static func withScreens(_ text: String, targetBytes: Int) -> String {
        var text = text
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

extension SpecGenerator {
    /// The folder below a workspace's root holding its feature specs.
    static let featuresFolder = "features"
    /// The workspace's tokens file, at its root.
    static let tokensFile = "tokens.design.json"

    /// A spec of at least `targetBytes` bytes that imports the tokens file and has only screens.
    static func featureSpec(number: Int, targetBytes: Int) -> String {
        withScreens(
            """
            {
              "imports": ["../\(tokensFile)"],
              "name": "Feature \(number)",
              "platforms": { "iOS": "17.0", "watchOS": "10.0" },
              "screens": [

            """, targetBytes: targetBytes)
    }

    /// The name of feature spec `number`.
    static func featureName(_ number: Int) -> String {
        "feature-" + String(repeating: "0", count: max(0, 4 - String(number).count)) + String(number) + ".design.json"
    }

    /// Writes a workspace of `count` specs into `directory`: the tokens file (tokens only) and `count - 1`
    /// feature specs importing it, of 4–40 KB (varying deterministically); returns their total size.
    static func writeWorkspace(_ directory: URL, count: Int) throws -> Int {
        let features = directory.appendingPathComponent(featuresFolder)
        try FileManager.default.createDirectory(at: features, withIntermediateDirectories: true)
        let tokensSpec = "{\n  \"name\": \"Tokens\",\n" + tokens.dropLast() + "\n}\n"
        try Data(tokensSpec.utf8).write(to: directory.appendingPathComponent(tokensFile))
        var total = tokensSpec.utf8.count
        for number in 1..<max(count, 1) {
            let text = featureSpec(number: number, targetBytes: 4_000 + (number * 7_919) % 36_000)
            total += text.utf8.count
            try Data(text.utf8).write(to: features.appendingPathComponent(featureName(number)))
        }
        return total
    }
}
