import Foundation
import TestSupport
import Testing

/// The runtime compiled as it is for an Apple platform: against the stand-ins for Apple's frameworks
/// (`StandIns/`), with the generated library and the scenario driver (`Scenarios/`), into one
/// executable, with `swiftc` as SwiftPM would, in Swift 6 language mode.
///
/// Each platform is built once per test run, in `.build/apple-glue/<platform>`; the first test to
/// ask builds it, and the others wait for it. The stand-ins are never SwiftPM targets: a module
/// named WebKit in the package's build would shadow the real one on a Mac.
///
/// `APPLE_GLUE_CHECKOUT=<folder>` builds the runtime and generated library of another checkout
/// instead, such as an older commit's, to see which scenarios it fails.
enum AppleGlue: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// UIKit and SwiftUI's `UIViewRepresentable`, as on iOS and visionOS.
    case iOS
    /// AppKit and SwiftUI's `NSViewRepresentable`, as on macOS.
    case macOS

    /// The scenario driver, built from the sources as they are now.
    func driver() throws -> URL {
        try (self == .iOS ? Self.iOSBuild : Self.macOSBuild).get()
    }

    var testDescription: String { rawValue }

    private static let iOSBuild = Result { try build(.iOS) }
    private static let macOSBuild = Result { try build(.macOS) }

    /// The stand-in modules, each after those it imports.
    private var standIns: [String] {
        [self == .iOS ? "UIKit" : "AppKit", "Combine", "WebKit", "SwiftUI", "AVFoundation"]
    }

    private static func build(_ platform: AppleGlue) throws -> URL {
        let folder = Repository.path(".build/apple-glue/\(platform.rawValue)")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // With library evolution, as Apple's frameworks are built: their enums are not frozen, so
        // a switch over one needs `@unknown default`, as it does against the SDK.
        for module in platform.standIns {
            try compileModule(
                module, from: Repository.path("Tests/ApplePlatformTests/StandIns/\(module)"), into: folder,
                extra: ["-enable-library-evolution"])
        }
        let checkout =
            ProcessInfo.processInfo.environment["APPLE_GLUE_CHECKOUT"].map(URL.init(fileURLWithPath:)) ?? Repository.root
        try compileModule("BridgeRuntime", from: checkout.appendingPathComponent("Sources/BridgeRuntime"), into: folder)
        try compileModule("GBGBridge", from: checkout.appendingPathComponent("Generated/GBGBridge"), into: folder)
        let driver = folder.appendingPathComponent("scenarios")
        let objects = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".o") }
        try swiftc(
            ["-parse-as-library", "-I", folder.path, "-o", driver.path]
                + swiftFiles(in: Repository.path("Tests/ApplePlatformTests/Scenarios"))
                + objects.map { folder.appendingPathComponent($0).path },
            building: "the scenario driver")
        return driver
    }

    /// Type-checks `code`, a file of an app, against the stand-ins, the runtime and the generated
    /// library as built for this platform: the compiler's diagnostics, and whether it succeeded.
    func typecheck(_ code: String) throws -> (succeeded: Bool, diagnostics: String) {
        let folder = try driver().deletingLastPathComponent()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("glue-probe-\(UUID().uuidString).swift")
        try code.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try ChildProcess.run(
            ["swiftc", "-swift-version", "6", "-typecheck", "-I", folder.path, file.path], timeout: 300)
        return (result.status == 0, result.errors)
    }

    /// Compiles every Swift file under `sources` into `<module>.swiftmodule` and `<module>.o`.
    private static func compileModule(_ module: String, from sources: URL, into folder: URL, extra: [String] = []) throws {
        try swiftc(
            [
                "-parse-as-library", "-wmo", "-Onone", "-module-name", module, "-I", folder.path,
                "-emit-module", "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path,
                "-c", "-o", folder.appendingPathComponent("\(module).o").path,
            ] + extra + swiftFiles(in: sources), building: module)
    }

    private static func swiftc(_ arguments: [String], building what: String) throws {
        let result = try ChildProcess.run(["swiftc", "-swift-version", "6"] + arguments, timeout: 600)
        guard result.status == 0 else { throw BuildFailure(what: what, errors: result.errorTail) }
    }

    private static func swiftFiles(in folder: URL) throws -> [String] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        return (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }.map(\.path).sorted()
    }

    /// A module did not compile against the stand-ins.
    struct BuildFailure: Error, CustomStringConvertible {
        var what: String
        var errors: String
        var description: String { "\(what) did not compile as for an Apple platform:\n\(errors)" }
    }
}
