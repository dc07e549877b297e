// swift-tools-version: 6.0
//
// The GBGBridge benchmark suite, in its own package so that apps depending on GBGBridge never
// resolve or build anything benchmark-related. It depends on the root package by path.
//
//     cd Benchmarks && swift run -c release bridge-benchmarks [--json FILE] [--filter NAME]
//
// The harness is our own (a few hundred lines): on 2 cores, ordo-one/benchmark with its malloc
// interposer and dependencies takes minutes to build; this builds in seconds beyond the library.
import PackageDescription

let package = Package(
    name: "GBGBridgeBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "GBGBridge", path: "..")
    ],
    targets: [
        // Counts allocations and tracks the bytes in use and their peak, by interposing malloc.
        .target(name: "AllocationCounter"),
        // libyaml's event loop and nothing else: the baseline of the generator benchmark.
        .executableTarget(name: "yaml-events", linkerSettings: [.linkedLibrary("yaml")]),
        .executableTarget(
            name: "bridge-benchmarks",
            dependencies: [
                "AllocationCounter",
                .product(name: "GBGBridge", package: "GBGBridge"),
                .product(name: "BridgeRuntime", package: "GBGBridge"),
                // Built so the generator benchmark can run it as a process, from spec file to files.
                .product(name: "bridgegen", package: "GBGBridge"),
                "yaml-events",
            ],
            path: "Sources/BridgeBenchmarks"
        ),
    ]
)
