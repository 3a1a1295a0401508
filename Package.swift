// swift-tools-version: 6.0
// designspec: a language server and checker for design spec files.
//
// Style: one section per target and its test target, in dependency order (core first);
// dependencies on separate lines. No third-party packages: Foundation, Dispatch and XCTest only.
// The dependency edges are the architecture: only LanguageServerProtocol and SpecLanguageServer know JSON-RPC and LSP.

import PackageDescription

let package = Package(
    name: "designspec",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "designspec", targets: ["designspec"]),
        .executable(name: "designspec-bench", targets: ["designspec-bench"]),
        .plugin(name: "DesignSpecBuildPlugin", targets: ["DesignSpecBuildPlugin"]),
        .plugin(name: "DesignSpecCommandPlugin", targets: ["DesignSpecCommandPlugin"]),
    ],
    targets: [
        // MARK: SpecFoundation — dependency-free shared tools: JSON value and writer, locks, lazies, cancellation, suggestions.
        .target(name: "SpecFoundation"),
        .testTarget(
            name: "SpecFoundationTests",
            dependencies: [
                "SpecFoundation",
                "SpecTestSupport",
            ],
            // Fixture files, read from the source tree with TestFixtures.
            exclude: ["Fixtures"]
        ),

        // MARK: SpecSyntax — JSONC parser, syntax tree, position conversion, cursor queries.
        .target(
            name: "SpecSyntax",
            dependencies: ["SpecFoundation"]
        ),
        .testTarget(
            name: "SpecSyntaxTests",
            dependencies: [
                "SpecFoundation",
                "SpecSyntax",
                "SpecTestSupport",
            ],
            // Fixture files, read from the source tree with TestFixtures.
            exclude: ["Fixtures"]
        ),

        // MARK: SpecKnowledge — HIG corpus, SF Symbols, system colors, typography (bundled data, read with SpecSyntax).
        .target(
            name: "SpecKnowledge",
            dependencies: [
                "SpecFoundation",
                "SpecSyntax",
            ],
            resources: [.copy("Resources")]
        ),
        .testTarget(
            name: "SpecKnowledgeTests",
            dependencies: [
                "SpecFoundation",
                "SpecKnowledge",
                "SpecTestSupport",
            ]
        ),

        // MARK: SpecModel — the design spec format over a syntax tree: vocabulary, values, resolution.
        .target(
            name: "SpecModel",
            dependencies: [
                "SpecFoundation",
                "SpecKnowledge",
                "SpecSyntax",
            ]
        ),
        .testTarget(
            name: "SpecModelTests",
            dependencies: [
                "SpecModel",
                "SpecTestSupport",
            ],
            // Fixture files, read from the source tree with TestFixtures.
            exclude: ["Fixtures"]
        ),

        // MARK: SpecRules — the HIG rule set shared by the editor and `designspec check`.
        .target(
            name: "SpecRules",
            dependencies: [
                "SpecFoundation",
                "SpecKnowledge",
                "SpecModel",
                "SpecSyntax",
            ]
        ),
        .testTarget(
            name: "SpecRulesTests",
            dependencies: [
                "SpecFoundation",
                "SpecRules",
                "SpecTestSupport",
            ],
            // Fixture files, read from the source tree with TestFixtures.
            exclude: ["Fixtures"]
        ),

        // MARK: SpecTokenSources — design tokens read from asset catalogs and DTCG files, and written back out.
        .target(
            name: "SpecTokenSources",
            dependencies: [
                "SpecFoundation",
                "SpecKnowledge",
                "SpecModel",
                "SpecSyntax",
            ]
        ),
        .testTarget(
            name: "SpecTokenSourcesTests",
            dependencies: [
                "SpecTokenSources",
                "SpecTestSupport",
            ],
            // Fixture files, read from the source tree with TestFixtures.
            exclude: ["Fixtures"]
        ),

        // MARK: SpecFormat — the formatter: one layout for every spec, comments and values kept.
        .target(
            name: "SpecFormat",
            dependencies: ["SpecSyntax"]
        ),
        .testTarget(
            name: "SpecFormatTests",
            dependencies: [
                "SpecFormat",
                "SpecTestSupport",
            ],
            // Fixture files, read from the source tree with TestFixtures.
            exclude: ["Fixtures"]
        ),

        // MARK: SpecAnalysis — hover, completion, diagnostics and generated schemas, in editor terms.
        .target(
            name: "SpecAnalysis",
            dependencies: [
                "SpecFoundation",
                "SpecKnowledge",
                "SpecModel",
                "SpecRules",
                "SpecSyntax",
                "SpecTokenSources",
            ]
        ),
        .testTarget(
            name: "SpecAnalysisTests",
            dependencies: [
                "SpecAnalysis",
                "SpecTestSupport",
            ],
            // Hover goldens and fixture files, read (goldens regenerated) from the source tree.
            exclude: ["Fixtures"]
        ),

        // MARK: SpecWorkspace — a folder of specs: imports resolved across files, the index of every spec.
        .target(
            name: "SpecWorkspace",
            dependencies: [
                "SpecAnalysis",
                "SpecFoundation",
                "SpecKnowledge",
                "SpecModel",
                "SpecRules",
                "SpecSyntax",
                "SpecTokenSources",
            ]
        ),
        .testTarget(
            name: "SpecWorkspaceTests",
            dependencies: [
                "SpecWorkspace",
                "SpecTestSupport",
            ],
            // Fixture files, read from the source tree with TestFixtures.
            exclude: ["Fixtures"]
        ),

        // MARK: SpecPreview — wireframe pictures of a spec's screens with their findings (SVG + HTML).
        .target(
            name: "SpecPreview",
            dependencies: [
                "SpecAnalysis",
                "SpecKnowledge",
                "SpecModel",
                "SpecSyntax",
            ]
        ),
        .testTarget(
            name: "SpecPreviewTests",
            dependencies: [
                "SpecPreview",
                "SpecTestSupport",
            ],
            resources: [.copy("Fixtures")]
        ),

        // MARK: LanguageServerProtocol — JSON-RPC framing and messages, typed LSP structures (no analysis).
        .target(
            name: "LanguageServerProtocol",
            dependencies: ["SpecFoundation"]
        ),
        .testTarget(
            name: "LanguageServerProtocolTests",
            dependencies: [
                "LanguageServerProtocol",
                "LanguageServerTestSupport",
                "SpecFoundation",
                "SpecTestSupport",
            ]
        ),

        // MARK: SpecLanguageServer — the server; with LanguageServerProtocol, the only modules that know LSP.
        .target(
            name: "SpecLanguageServer",
            dependencies: [
                "LanguageServerProtocol",
                "SpecAnalysis",
                "SpecFormat",
                "SpecFoundation",
                "SpecPreview",
                "SpecKnowledge",
                "SpecModel",
                "SpecRules",
                "SpecSyntax",
                "SpecWorkspace",
            ]
        ),
        .testTarget(
            name: "SpecLanguageServerTests",
            dependencies: [
                "LanguageServerProtocol",
                "LanguageServerTestSupport",
                "SpecFoundation",
                "SpecLanguageServer",
                "SpecTestSupport",
                "SpecWorkspace",
            ],
            // Fixture files, read from the source tree with TestFixtures.
            exclude: ["Fixtures"]
        ),

        // MARK: DesignSpecCLI — the subcommands behind the `designspec` executable.
        .target(
            name: "DesignSpecCLI",
            dependencies: [
                "SpecAnalysis",
                "SpecFormat",
                "SpecFoundation",
                "SpecKnowledge",
                "SpecLanguageServer",
                "SpecModel",
                "SpecPreview",
                "SpecRules",
                "SpecSyntax",
                "SpecTokenSources",
                "SpecWorkspace",
            ]
        ),
        .testTarget(
            name: "DesignSpecCLITests",
            dependencies: [
                "DesignSpecCLI",
                "LanguageServerProtocol",
                "LanguageServerTestSupport",
                "SpecFoundation",
                "SpecTestSupport",
            ],
            // Fixture files, read from the source tree with TestFixtures.
            exclude: ["Fixtures"],
            resources: [.copy("Resources")]
        ),

        // MARK: Executables — thin entry points.
        .executableTarget(
            name: "designspec",
            dependencies: ["DesignSpecCLI"]
        ),
        .executableTarget(
            name: "designspec-bench",
            dependencies: [
                "LanguageServerProtocol",
                "LanguageServerTestSupport",
                "SpecAnalysis",
                "SpecFoundation",
                "SpecSyntax",
            ]
        ),

        // MARK: LanguageServerTestSupport — a typed LSP client (`send(_:)`, `notify(_:)`) for the tests and the bench.
        .target(
            name: "LanguageServerTestSupport",
            dependencies: [
                "LanguageServerProtocol",
                "SpecFoundation",
            ]
        ),

        // MARK: Plugins — `designspec check` in a SwiftPM build; `swift package designspec check|format`.
        // Tested by the fixture package Tests/PluginFixture (built by .ci/plugins.sh, not by this package).
        .plugin(
            name: "DesignSpecBuildPlugin",
            capability: .buildTool(),
            dependencies: ["designspec"],
            path: "Sources/DesignSpecBuildPlugin"
        ),
        .plugin(
            name: "DesignSpecCommandPlugin",
            capability: .command(
                intent: .custom(verb: "designspec", description: "Check or format the package's design specs with designspec"),
                permissions: [.writeToPackageDirectory(reason: "designspec format rewrites design specs in place")]
            ),
            dependencies: ["designspec"],
            path: "Sources/DesignSpecCommandPlugin"
        ),

        // MARK: SpecTestSupport — cursor markers and assertion helpers for tests.
        .target(
            name: "SpecTestSupport",
            dependencies: ["SpecSyntax"]
        ),
    ]
)
