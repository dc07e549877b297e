// swift-tools-version: 6.0
//
// A package outside GBGBridge that uses it the way its README says: the GBGBridge product by path,
// and BridgeGenPlugin for a target with a spec of its own. `.ci/consumer-package` copies this folder
// next to a checkout named `gbgbridge`, builds it and runs its tests.
import Foundation
import PackageDescription

let package = Package(
    name: "MyApp",
    platforms: [.iOS(.v15), .macOS(.v13)],
    dependencies: [
        .package(path: "../gbgbridge"),
    ],
    targets: [
        .target(name: "MyApp", dependencies: [.product(name: "GBGBridge", package: "gbgbridge")]),
        .target(
            name: "MyBridge",
            dependencies: [.product(name: "GBGBridge", package: "gbgbridge")],
            plugins: [.plugin(name: "BridgeGenPlugin", package: "gbgbridge")]
        ),
        .testTarget(name: "MyAppTests", dependencies: ["MyApp", "MyBridge"]),
    ]
)

// A mistake `.ci/consumer-package` makes on purpose, to see the plugin say what is wrong: a target
// that uses BridgeGenPlugin without depending on BridgeRuntime.
if ProcessInfo.processInfo.environment["CONSUMER_MISTAKE"] == "no-runtime" {
    package.targets.append(.target(name: "NoRuntime", path: "Mistakes/NoRuntime", plugins: [.plugin(name: "BridgeGenPlugin", package: "gbgbridge")]))
}
