// swift-tools-version: 6.0
// libFuzzer targets for designspec, kept out of the main package: they are built only with
// `-sanitize=fuzzer`, which needs a toolchain with libFuzzer (Swift on Linux has it). The code under
// test is the shipped code: `Sources/SpecSyntax`, `Sources/SpecFoundation` (which the parser's JSON
// reading uses), `Sources/LanguageServerProtocol` (the message body scanners) and the framer's file are
// symlinks into ../../Sources. Run with `.ci/fuzz.sh` (its header says how).

import PackageDescription

let sanitizers = "-sanitize=fuzzer,address"

let package = Package(
    name: "designspec-fuzz",
    targets: [
        .target(name: "SpecFoundation", swiftSettings: [.unsafeFlags([sanitizers])]),
        .target(name: "SpecSyntax", dependencies: ["SpecFoundation"], swiftSettings: [.unsafeFlags([sanitizers])]),
        .target(name: "LanguageServerProtocol", dependencies: ["SpecFoundation"], swiftSettings: [.unsafeFlags([sanitizers])]),
        .target(name: "FuzzDriver"),
        .executableTarget(
            name: "FuzzParser",
            dependencies: ["FuzzDriver", "SpecSyntax"],
            swiftSettings: [.unsafeFlags([sanitizers])],
            linkerSettings: [.unsafeFlags([sanitizers, "-use-ld=lld"])]
        ),
        .executableTarget(
            name: "FuzzFramer",
            dependencies: ["FuzzDriver"],
            swiftSettings: [.unsafeFlags([sanitizers])],
            linkerSettings: [.unsafeFlags([sanitizers, "-use-ld=lld"])]
        ),
        .executableTarget(
            name: "FuzzEnvelope",
            dependencies: ["FuzzDriver", "LanguageServerProtocol"],
            swiftSettings: [.unsafeFlags([sanitizers])],
            linkerSettings: [.unsafeFlags([sanitizers, "-use-ld=lld"])]
        )
    ]
)
