import BridgeGenConformance
import BridgeGenKit
import BridgeSpec
import Foundation
import GeneratorTestSupport
import Testing

/// The generated scenarios: checked in exactly as `bridgegen generate` writes them, the same bytes
/// every time, each file opening with the generated-file notice, and readable by the runner for any
/// spec, not only ours.
@Suite struct GeneratedScenarioTests {
    static let options = GeneratorOptions(sourceLabel: "Protocol/bridge.yaml")

    @Test func theCheckedInScenariosAreUpToDate() throws {
        let files = ConformanceGenerator.generate(try Specs.load("Protocol/bridge.yaml"), options: Self.options)
        try ReferenceFolder(
            url: ScenarioLibrary.folder.appendingPathComponent("Generated"), language: ConformanceGenerator.language,
            regenerateCommand: "swift run bridgegen generate"
        ).expect(matches: files)
    }

    @Test func generationIsDeterministicAndEveryFileSaysItIsGenerated() throws {
        let spec = try Specs.load("Protocol/bridge.yaml")
        let files = ConformanceGenerator.generate(spec, options: Self.options)
        #expect(files == ConformanceGenerator.generate(spec, options: Self.options))
        #expect(files.map(\.name) == ConformanceGenerator.fileNames)
        let extensionFiles = ConformanceGenerator.generate(
            try Specs.load("Examples/SignaturePadBridge/bridge.yaml"), options: Self.options)
        #expect(extensionFiles.map(\.name) == ConformanceGenerator.extensionFileNames)
        for file in files + extensionFiles {
            #expect(
                GeneratedFileHeader.isWritten(by: ConformanceGenerator.language, start: String(file.contents.prefix(512))),
                "\(file.name)")
            #expect(try JSONText.read(String(file.contents.prefix { $0 != "\n" })).keys == ["generated"], "\(file.name)")
        }
    }

    /// Specs with features ours lacks (recursion, maps, enums of every kind, defaults, wire names,
    /// actions without a capability, an extension of its own) generate scenarios the runner reads.
    @Test(arguments: [
        "Tests/BridgeGenSwiftTests/Fixtures/Reference/KitchenSink/bridge.yaml",
        "Tests/BridgeGenSwiftTests/Fixtures/Reference/Minimal/bridge.yaml",
        "Tests/WebInteropTests/Fixtures/edge-cases.yaml",
        "Tests/WebInteropTests/Fixtures/Extensions/stamp-kit.yaml",
    ])
    func anySpecGeneratesScenariosTheRunnerReads(_ path: String) throws {
        let files = ConformanceGenerator.generate(try Specs.load(path), options: Self.options)
        var names: Set<String> = []
        for file in files {
            let scenarios = ScenarioLibrary.parse(file.contents, name: file.name)
            for scenario in scenarios {
                #expect(scenario.brokenBecause == nil, "\(path): \(scenario.brokenBecause ?? "")")
                #expect(names.insert(scenario.name).inserted, "\(path): \(scenario.name) twice")
            }
        }
        #expect(!names.isEmpty)
    }
}
