// swift-tools-version: 6.0
// A package that uses designspec's plugins the way an app's package would, for .ci/plugins.sh:
// `swift build --target Onboarding` succeeds and shows a warning; `swift build --target Checkout` fails
// on an error; `swift package designspec check` prints both. Not a target of the root package.
// .ci/plugins.sh also builds a copy of it at swift-tools-version 5.9, with `designspecClone` set to the
// clone's absolute path: the lines below are docs/swift-teams.md's snippet for a designspec clone.

import Foundation
import PackageDescription

// SwiftPM names a package dependency given by path after its folder (lowercased), so `package:` is read
// from the path: the clone works whatever its folder is called.
let designspecClone = URL(fileURLWithPath: "../..", relativeTo: URL(fileURLWithPath: Context.packageDirectory + "/")).standardizedFileURL
let designspec = designspecClone.lastPathComponent.lowercased()

let package = Package(
    name: "PluginFixture",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: designspecClone.path)
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
