import BridgeGenKit
import BridgeGenKotlin
import BridgeSpec
import Foundation
import GeneratorTestSupport
import TestSupport
import Testing

/// Generated/android and Examples/SignaturePadBridge/android are exactly what generating from
/// their specs gives now, byte for byte; generation is deterministic; every file carries the
/// generated-file notice. `KotlinGeneratedBuildTests` (KotlinRuntimeTests) compiles both.
@Suite struct KotlinGoldenTests {
    @Test func androidSourcesAreUpToDate() throws {
        try expectUpToDate("Protocol/bridge.yaml", in: "Generated/android")
    }

    @Test func signaturePadExtensionIsUpToDate() throws {
        try expectUpToDate("Examples/SignaturePadBridge/bridge.yaml", in: "Examples/SignaturePadBridge/android")
    }

    /// What the shipped spec does not use (a stream, unions), in a fixture of the Kotlin output's own:
    /// an extension of GBGBridge, which `KotlinBuild` compiles beside Generated/android.
    @Test func updatesFixtureMatchesItsExpectation() throws {
        let fixture = "Tests/BridgeGenKotlinTests/Fixtures/Updates"
        let files = KotlinGenerator.generate(
            try Self.spec(fixture + "/bridge.yaml"), options: GeneratorOptions(sourceLabel: "bridge.yaml"))
        try ReferenceFolder(
            url: Repository.path(fixture + "/Expected"), language: KotlinGenerator.language,
            regenerateCommand: "BRIDGEGEN_RECORD=1 swift test --filter KotlinGoldenTests"
        )
        .expect(matches: files)
    }

    @Test func generationIsDeterministicAndHeaded() throws {
        let spec = try Self.spec("Protocol/bridge.yaml")
        let options = GeneratorOptions(sourceLabel: "Protocol/bridge.yaml")
        let files = KotlinGenerator.generate(spec, options: options)
        #expect(files == KotlinGenerator.generate(spec, options: options))
        #expect(files.map(\.name) == KotlinGenerator.fileNames)
        for file in files {
            #expect(
                GeneratedFileHeader.isWritten(by: KotlinGenerator.language, start: String(file.contents.prefix(512))),
                "\(file.name) has no kotlin header")
        }
    }

    @Test func internalAccessWritesNoPublicDeclaration() throws {
        let spec = try Self.spec("Protocol/bridge.yaml")
        let files = KotlinGenerator.generate(spec, options: GeneratorOptions(accessLevel: .internal, sourceLabel: "bridge.yaml"))
        // The runtime is a library of its own, whose API stays public; the generated API is not.
        let runtime = "src/main/kotlin/com/gbg/bridge/runtime/"
        let generated = files.filter { $0.name.hasSuffix(".kt") && !$0.name.hasPrefix(runtime) }
        #expect(generated.count == 5)
        for file in generated {
            #expect(!file.contents.contains("public "), "\(file.name) declares something public")
        }
    }

    static func spec(_ path: String) throws -> ProtocolSpec {
        try #require(SpecLoader.load(contentsOf: Repository.path(path).path).spec, "\(path) does not load")
    }

    private func expectUpToDate(_ specPath: String, in folder: String) throws {
        let files = KotlinGenerator.generate(try Self.spec(specPath), options: GeneratorOptions(sourceLabel: specPath))
        try ReferenceFolder(
            url: Repository.path(folder), language: KotlinGenerator.language, regenerateCommand: "swift run bridgegen generate"
        )
        .expect(matches: files)
    }
}
