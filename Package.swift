// swift-tools-version: 6.0
//
// GBGBridge: the web-journey ↔ native-host bridge protocol as a single source of truth.
//
// Folders follow the pipeline: Protocol/bridge.yaml is loaded and validated by BridgeSpec, translated
// and rendered into Swift by BridgeGenCore, driven by the bridgegen CLI and the plugins, and checked in
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
        .target(name: "BridgeGenCore", dependencies: ["BridgeSpec"]),
        .executableTarget(
            name: "bridgegen",
            dependencies: [
                "BridgeSpec",
                "BridgeGenCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // MARK: What apps link (the toolchain only)
        .target(name: "BridgeRuntime"),
        .target(name: "GBGBridge", dependencies: ["BridgeRuntime"], path: "Generated/GBGBridge"),

        // MARK: Tests
        .testTarget(name: "BridgeSpecTests", dependencies: ["BridgeSpec"], exclude: ["Fixtures"]),
        .testTarget(name: "BridgeGenCoreTests", dependencies: ["BridgeGenCore", "BridgeSpec"], exclude: ["Fixtures"]),
        .testTarget(name: "BridgeRuntimeTests", dependencies: ["BridgeRuntime"], exclude: ["Fixtures"]),
        .testTarget(name: "GBGBridgeTests", dependencies: ["GBGBridge"]),
    ]
)
