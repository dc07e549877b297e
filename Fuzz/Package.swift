// swift-tools-version: 6.0
//
// GBGBridge's fuzz targets, in a package of their own like Benchmarks/, so that apps depending on
// GBGBridge never resolve or build anything fuzz-related. Fuzz/README.md says how to run them.
//
//     Fuzz/run.sh json-reader 60        # one target for a minute
//     Fuzz/run-all.sh 30                # every target, as .ci/run does
//
// It builds the main package's own source folders (Sources/ holds symbolic links to them) instead
// of depending on the main package by path: the spec loader and the generator are `package`
// declarations of targets that are not products, which only a module of the same package can call,
// and SwiftPM refuses two packages in one graph declaring targets of the same name. One package
// also means one set of flags: every module is built with the sanitizers and libFuzzer's coverage.
//
// The manifest reads nothing but itself: SwiftPM caches a manifest's evaluation by its text, so a
// manifest that listed a folder would keep an old listing after a file was added to it.
import PackageDescription

/// A libFuzzer target: `LLVMFuzzerTestOneInput` in a file of its own, and a `main.swift` that hands
/// it to libFuzzer's driver (see FuzzSupport/FuzzDriver.swift).
func fuzzTarget(_ name: String, _ dependencies: [Target.Dependency]) -> Target {
    .executableTarget(name: name, dependencies: ["FuzzSupport"] + dependencies, path: "Targets/\(name)")
}

let package = Package(
    name: "GBGBridgeFuzz",
    platforms: [.macOS(.v13)],
    targets: [
        // The main package's modules, from its own folders.
        .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]),
        .target(name: "BridgeRuntime"),
        .target(name: "GBGBridge", dependencies: ["BridgeRuntime"]),
        .target(name: "BridgeSpec", dependencies: ["CYAML"]),
        .target(name: "BridgeGenKit", dependencies: ["BridgeSpec"]),
        .target(name: "BridgeGenSwift", dependencies: ["BridgeGenKit", "BridgeSpec"]),
        .target(name: "BridgeGenWeb", dependencies: ["BridgeGenKit", "BridgeSpec"], exclude: ["Resources"]),
        .target(name: "BridgeGenConformance", dependencies: ["BridgeGenKit", "BridgeSpec"]),
        .target(name: "BridgeGenKotlin", dependencies: ["BridgeGenKit", "BridgeSpec"], exclude: ["Resources"]),
        .target(
            name: "BridgeGenerators",
            dependencies: ["BridgeGenKit", "BridgeGenSwift", "BridgeGenWeb", "BridgeGenKotlin", "BridgeGenConformance"]),

        // What the targets share: starting libFuzzer, the input as bytes, reporting a finding.
        .target(name: "CLibFuzzer", path: "Targets/CLibFuzzer"),
        .target(name: "FuzzSupport", dependencies: ["CLibFuzzer", "BridgeRuntime"], path: "Targets/FuzzSupport"),

        fuzzTarget("fuzz-json-reader", ["BridgeRuntime"]),
        fuzzTarget("fuzz-envelope", ["BridgeRuntime", "GBGBridge"]),
        fuzzTarget("fuzz-host-receive", ["GBGBridge"]),
        fuzzTarget("fuzz-spec-loader", ["BridgeSpec"]),
        fuzzTarget("fuzz-generator", ["BridgeSpec", "BridgeGenKit", "BridgeGenerators"]),
    ]
)
