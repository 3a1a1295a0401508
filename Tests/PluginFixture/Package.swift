// swift-tools-version: 6.0
// A package that uses designspec's plugins the way an app's package would, for .ci/plugins.sh:
// `swift build --target Onboarding` succeeds and shows a warning; `swift build --target Checkout` fails
// on an error; `swift package designspec check` prints both. Not a target of the root package.

import Foundation
import PackageDescription

// SwiftPM names a package dependency given by path after its folder, so the root package is
// "designspec" only when the checkout is named so; read the folder's name instead.
let root = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().deletingLastPathComponent()
let designspec = root.lastPathComponent.lowercased()

let package = Package(
    name: "PluginFixture",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: "../..")
    ],
    targets: [
        .target(
            name: "Onboarding",
            plugins: [.plugin(name: "DesignSpecBuildPlugin", package: designspec)]
        ),
        .target(
            name: "Checkout",
            plugins: [.plugin(name: "DesignSpecBuildPlugin", package: designspec)]
        )
    ]
)
