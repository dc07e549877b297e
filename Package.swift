// swift-tools-version: 6.0
//
// GBGBridge: the web-journey ↔ native-host bridge protocol as a single source of truth.
//
// Folders follow the pipeline: Protocol/bridge.yaml is loaded and validated by BridgeSpec, translated
// and rendered into Swift by BridgeGenSwift, driven by the bridgegen CLI and the plugins, and checked in
// as Generated/GBGBridge on top of the hand-written, protocol-agnostic BridgeRuntime.
import PackageDescription

let package = Package(
    name: "GBGBridge",
    platforms: [.iOS(.v15), .macOS(.v13)],
    products: [
        // What apps import: the generated protocol API on top of the runtime. No libyaml, no generator.
        .library(name: "GBGBridge", targets: ["GBGBridge"]),
        // The runtime alone, for packages that generate their own API with BridgeGenPlugin.
        .library(name: "BridgeRuntime", targets: ["BridgeRuntime"]),
        .executable(name: "bridgegen", targets: ["bridgegen"]),
        // Generates the API of a target's own bridge.yaml at build time.
        .plugin(name: "BridgeGenPlugin", targets: ["BridgeGenPlugin"]),
        // `swift package --allow-writing-to-package-directory generate-bridge`: regenerates in place.
        .plugin(name: "BridgeGenCommand", targets: ["BridgeGenCommand"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // MARK: The generator (may use libyaml and packages from the mirror)
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "BridgeSpec", dependencies: ["CYAML"]),
        // What every output language shares: the generator protocol, the pipeline, the configuration,
        // the writer, the header, the code printer. Each language is a peer target on top of it.
        .target(name: "BridgeGenKit", dependencies: ["BridgeSpec"]),
        .target(name: "BridgeGenSwift", dependencies: ["BridgeGenKit", "BridgeSpec"]),
        .target(name: "BridgeDiff", dependencies: ["BridgeSpec"]),
        // The web outputs: the TypeScript client (its hand-written modules are resources) and the JSON Schema.
        .target(
            name: "BridgeGenWeb",
            dependencies: ["BridgeGenKit", "BridgeSpec"],
            resources: [
                .copy("Resources/runtime.ts"), .copy("Resources/errors.ts"), .copy("Resources/data.ts"),
                .copy("Resources/extensions.ts"),
            ]
        ),
        .executableTarget(
            name: "bridgegen",
            dependencies: [
                "BridgeSpec",
                "BridgeGenKit",
                "BridgeGenSwift",
                "BridgeDiff",
                "BridgeGenWeb",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // MARK: Plugins: thin shells that run the same bridgegen users run by hand
        .plugin(name: "BridgeGenPlugin", capability: .buildTool(), dependencies: ["bridgegen"]),
        .plugin(
            name: "BridgeGenCommand",
            capability: .command(
                intent: .custom(verb: "generate-bridge", description: "Regenerates Swift code from a bridge spec."),
                permissions: [.writeToPackageDirectory(reason: "Writes the generated Swift files into the package.")]
            ),
            dependencies: ["bridgegen"]
        ),

        // MARK: What apps link (the toolchain only)
        .target(name: "BridgeRuntime"),
        .target(name: "GBGBridge", dependencies: ["BridgeRuntime"], path: "Generated/GBGBridge"),

        // MARK: Examples
        // A capability package: an extension spec of GBGBridge, generated at build time by BridgeGenPlugin.
        .target(
            name: "SignaturePadBridge",
            dependencies: ["GBGBridge"],
            path: "Examples/SignaturePadBridge",
            plugins: ["BridgeGenPlugin"]
        ),

        // `swift run BridgeJourneyDemo`: a scripted journey, every message on the wire printed.
        .executableTarget(name: "BridgeJourneyDemo", dependencies: ["GBGBridge"]),
        // A host on stdin/stdout, one message per line: what the web interop tests talk to.
        .executableTarget(name: "BridgeStdioHost", dependencies: ["GBGBridge"]),

        // MARK: Tests
        // What several test targets share: a seeded random number generator, a child-process runner.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        // What the generators' tests share: the reference-folder comparison of every output.
        .target(name: "GeneratorTestSupport", dependencies: ["BridgeGenKit", "TestSupport"], path: "Tests/GeneratorTestSupport"),
        .testTarget(name: "BridgeSpecTests", dependencies: ["BridgeSpec", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "BridgeGenKitTests", dependencies: ["BridgeGenKit", "BridgeSpec", "TestSupport"]),
        .testTarget(
            name: "BridgeGenSwiftTests", dependencies: ["BridgeGenSwift", "BridgeGenKit", "BridgeSpec", "TestSupport", "GeneratorTestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "BridgeDiffTests", dependencies: ["BridgeDiff", "BridgeSpec", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "BridgeRuntimeTests", dependencies: ["BridgeRuntime", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "GBGBridgeTests", dependencies: ["GBGBridge", "TestSupport"]),
        .testTarget(name: "SignaturePadBridgeTests", dependencies: ["SignaturePadBridge"]),
        .testTarget(
            name: "WebInteropTests",
            dependencies: ["BridgeGenWeb", "BridgeGenKit", "BridgeSpec", "GBGBridge", "TestSupport", "GeneratorTestSupport"],
            exclude: ["Fixtures"]
        ),
    ]
)
