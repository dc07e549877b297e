import Foundation
import TestSupport
import Testing

/// Items 9 and 10 of issue 20: the plugins work in Xcode projects too. Xcode is not on Linux, so
/// each plugin is type-checked against the toolchain's PackagePlugin and a stand-in for Xcode's
/// XcodeProjectPlugin (`StandIns/XcodeProjectPlugin`), where its `#if canImport(XcodeProjectPlugin)`
/// part compiles, and must conform to Xcode's protocol of its kind.
@Suite struct XcodePluginTests {
    @Test(arguments: [("BridgeGenPlugin", "XcodeBuildToolPlugin"), ("BridgeGenCommand", "XcodeCommandPlugin")])
    func thePluginConformsToXcodesProtocol(_ plugin: String, _ xcodeProtocol: String) throws {
        let folder = try TemporaryFolder()
        let pluginAPI = try Self.pluginAPI()
        let flags = [
            "-parse-as-library", "-swift-version", "6", "-package-description-version", "6.0", "-I", pluginAPI, "-I",
            folder.url.path,
        ]
        let standIn = try ChildProcess.run(
            [
                "swiftc", "-emit-module", "-module-name", "XcodeProjectPlugin", "-o",
                folder.url.appendingPathComponent("XcodeProjectPlugin.swiftmodule").path,
            ]
                + flags + [Repository.path("Tests/ApplePlatformTests/StandIns/XcodeProjectPlugin/XcodeProjectPlugin.swift").path],
            timeout: 300)
        try #require(standIn.status == 0, "the XcodeProjectPlugin stand-in did not compile:\n\(standIn.errorTail)")
        let probe = try folder.write(
            "import XcodeProjectPlugin\nlet xcodeConformance: any \(xcodeProtocol).Type = \(plugin).self\n", to: "Probe.swift")
        let result = try ChildProcess.run(
            ["swiftc", "-typecheck"] + flags + (try Self.sources(of: plugin)) + [probe], timeout: 300)
        #expect(result.status == 0, "\(result.errorTail)")
    }

    /// The plugin's Swift files, as SwiftPM compiles them: its folder's, and those of the
    /// `PluginsShared` folder linked into it.
    static func sources(of plugin: String) throws -> [String] {
        let folder = Repository.path("Plugins/\(plugin)")
        let files = try [folder, folder.appendingPathComponent("PluginsShared")].flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
                .map { folder.appendingPathComponent($0).path }
        }
        try #require(
            files.contains { $0.hasSuffix("PluginsShared/FileNames.swift") }, "Plugins/\(plugin)/PluginsShared is missing")
        return files.sorted()
    }

    /// The folder of the toolchain's PackagePlugin module, beside the `swiftc` on the PATH.
    static func pluginAPI() throws -> String {
        let swiftc = try #require(InstalledTools.path(of: "swiftc"), "swiftc is not on the PATH")
        let toolchain = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
            .deletingLastPathComponent()
        let folder = toolchain.appendingPathComponent("lib/swift/pm/PluginAPI")
        try #require(
            FileManager.default.fileExists(atPath: folder.appendingPathComponent("PackagePlugin.swiftmodule").path),
            "no PackagePlugin module in \(folder.path)")
        return folder.path
    }
}
