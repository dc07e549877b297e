import BridgeGenKit
import Foundation
import GeneratorTestSupport
import TestSupport
import Testing

@testable import BridgeGenSwift

/// A spec under Tests/BridgeGenSwiftTests/Fixtures/Reference with its expected output at one access level.
struct ReferenceFixture: CustomTestStringConvertible, Sendable {
    var spec: String
    var accessLevel: AccessModifier
    var expectedFolder: String

    var specURL: URL { Repository.path("Tests/BridgeGenSwiftTests/Fixtures/Reference/\(spec)/bridge.yaml") }
    var expectedURL: URL { Repository.path("Tests/BridgeGenSwiftTests/Fixtures/Reference/\(spec)/\(expectedFolder)") }
    var testDescription: String { "\(spec) (\(accessLevel.rawValue))" }

    /// Every feature of the format is in KitchenSink; Minimal shows the other access levels.
    static let all = [
        ReferenceFixture(spec: "KitchenSink", accessLevel: .public, expectedFolder: "Expected"),
        ReferenceFixture(spec: "Minimal", accessLevel: .package, expectedFolder: "ExpectedPackage"),
        ReferenceFixture(spec: "Minimal", accessLevel: .internal, expectedFolder: "ExpectedInternal"),
    ]

    func generate() -> GeneratorPipeline.Result {
        GeneratorPipeline.generate(
            specPath: specURL.path, options: GeneratorOptions(accessLevel: accessLevel, sourceLabel: "bridge.yaml"),
            using: SwiftGenerator.self)
    }
}

@Suite struct FixtureReferenceTests {
    @Test(arguments: ReferenceFixture.all)
    func generatedOutputMatchesTheCheckedInExpectation(_ fixture: ReferenceFixture) throws {
        let result = fixture.generate()
        try #require(result.succeeded, "\(result.diagnostics)")
        try ReferenceFolder(
            url: fixture.expectedURL, language: SwiftGenerator.language,
            regenerateCommand: "BRIDGEGEN_RECORD=1 swift test --filter FixtureReferenceTests"
        ).expect(matches: result.files)
    }

    /// The expected output is real code: it type-checks against the runtime this package builds.
    @Test(arguments: ReferenceFixture.all)
    func expectedOutputCompiles(_ fixture: ReferenceFixture) throws {
        let modules = try BuiltModules.directory()
        let files = try FileManager.default.contentsOfDirectory(atPath: fixture.expectedURL.path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { fixture.expectedURL.appendingPathComponent($0).path }
        try #require(!files.isEmpty)
        let result = try ExternalTool.run(
            [
                "swiftc", "-typecheck", "-swift-version", "6", "-module-name", fixture.spec, "-package-name", "ReferenceFixtures",
                "-I", modules.path,
            ] + files)
        #expect(result.status == 0, "\(result.errors)")
    }

    @Test func aSpecWithErrorsProducesNothing() throws {
        let directory = try ExternalTool.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("bridge.yaml")
        try Data("protocol:\n  name: Broken\n".utf8).write(to: spec)
        let result = GeneratorPipeline.generate(
            specPath: spec.path, options: GeneratorOptions(sourceLabel: "bridge.yaml"), using: SwiftGenerator.self)
        #expect(!result.succeeded)
        #expect(result.files.isEmpty)
    }
}
