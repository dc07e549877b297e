import BridgeGenKit
import BridgeGenWeb
import BridgeSpec
import Foundation
import GeneratorTestSupport
import TestSupport
import Testing

/// Generated/web and Generated/schema are exactly what generating from Protocol/bridge.yaml gives
/// now, byte for byte, so the checked-in client and schema can never drift from the spec.
@Suite struct WebGoldenTests {
    private static let options = GeneratorOptions(sourceLabel: "Protocol/bridge.yaml")

    @Test func typeScriptClientIsUpToDate() throws {
        try expectUpToDate(
            TypeScriptGenerator.generate(try Self.spec(), options: Self.options),
            in: Repository.path("Generated/web"), language: TypeScriptGenerator.language)
    }

    @Test func jsonSchemaIsUpToDate() throws {
        try expectUpToDate(
            JSONSchemaGenerator.generate(try Self.spec(), options: Self.options),
            in: Repository.path("Generated/schema"), language: JSONSchemaGenerator.language)
    }

    @Test func generationIsDeterministic() throws {
        let spec = try Self.spec()
        #expect(
            TypeScriptGenerator.generate(spec, options: Self.options) == TypeScriptGenerator.generate(spec, options: Self.options)
        )
        #expect(
            JSONSchemaGenerator.generate(spec, options: Self.options) == JSONSchemaGenerator.generate(spec, options: Self.options)
        )
        #expect(TypeScriptGenerator.generate(spec, options: Self.options).map(\.name) == TypeScriptGenerator.fileNames)
        #expect(JSONSchemaGenerator.generate(spec, options: Self.options).map(\.name) == JSONSchemaGenerator.fileNames)
    }

    @Test func everyFileCarriesTheGeneratedHeader() throws {
        let spec = try Self.spec()
        let outputs: [(language: String, files: [OutputFile])] = [
            (TypeScriptGenerator.language, TypeScriptGenerator.generate(spec, options: Self.options)),
            (JSONSchemaGenerator.language, JSONSchemaGenerator.generate(spec, options: Self.options)),
        ]
        for (language, files) in outputs {
            for file in files {
                #expect(
                    GeneratedFileHeader.isWritten(by: language, start: String(file.contents.prefix(512))),
                    "\(file.name) has no \(language) header")
            }
        }
    }

    /// The sources' lines; `dist/` holds the hand-written modules' declarations as tsc writes them.
    @Test func typeScriptLinesFitIn110Columns() throws {
        for file in TypeScriptGenerator.generate(try Self.spec(), options: Self.options) where DistNames(file.name) != nil {
            let long = file.contents.components(separatedBy: "\n").enumerated().filter { $0.element.count > 110 }
            #expect(long.isEmpty, "\(file.name): lines \(long.map { $0.offset + 1 }) are longer than 110 columns")
        }
    }

    static func spec() throws -> ProtocolSpec {
        try #require(
            SpecLoader.load(contentsOf: Repository.path("Protocol/bridge.yaml").path).spec, "Protocol/bridge.yaml does not load")
    }

    /// Expects the folder to hold exactly `files`, as `generate --check` would; records them with
    /// `BRIDGEGEN_RECORD=1`.
    private func expectUpToDate(_ files: [OutputFile], in folder: URL, language: String) throws {
        try ReferenceFolder(url: folder, language: language, regenerateCommand: "swift run bridgegen generate").expect(
            matches: files)
    }
}
