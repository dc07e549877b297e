import BridgeGenConformance
import BridgeGenKit
import BridgeGenKotlin
import BridgeSpec
import Foundation
import GeneratorTestSupport
import Testing

@testable import BridgeGenWeb

/// An extension spec's web outputs: the outputs its bridgegen-config.yaml lists (its Kotlin API too) are checked in and
/// exactly what `bridgegen generate` gives (Examples/SignaturePadBridge), and they hold the
/// extension's own elements only, taking the base's from the base client and schema.
@Suite struct ExtensionOutputTests {
    private static let sourceLabel = "Examples/SignaturePadBridge/bridge.yaml"

    /// The example's configured outputs, rendered as `bridgegen generate` renders them.
    static func exampleOutputs() throws -> [GeneratorPipeline.Result.Output] {
        let generators: [any LanguageGenerator.Type] = [
            TypeScriptGenerator.self, JSONSchemaGenerator.self, KotlinGenerator.self, ConformanceGenerator.self,
        ]
        let configPath = PackagePaths.signaturePadSpec.deletingLastPathComponent().appendingPathComponent("bridgegen-config.yaml")
            .path
        let config = try #require(GenerationConfigReader(generators: generators).read(contentsOf: configPath).config)
        let result = GeneratorPipeline.run(
            specPath: PackagePaths.signaturePadSpec.path, outputs: config.outputs, generators: generators,
            sourceLabel: sourceLabel)
        try #require(result.succeeded, "\(DiagnosticRenderer.render(result.diagnostics))")
        return result.outputs
    }

    @Test func theExamplesCheckedInOutputsAreUpToDate() throws {
        let outputs = try Self.exampleOutputs()
        #expect(
            Set(outputs.map(\.output.language)) == [
                TypeScriptGenerator.language, JSONSchemaGenerator.language, KotlinGenerator.language,
                ConformanceGenerator.language,
            ])
        for output in outputs {
            try ReferenceFolder(
                url: URL(fileURLWithPath: output.output.folder), language: output.output.language,
                regenerateCommand: "swift run bridgegen generate \(Self.sourceLabel)"
            ).expect(matches: output.files)
        }
    }

    @Test func anExtensionsPackageIsNamedAfterItAndNeedsItsBase() throws {
        let spec = try ExtensionFixtures.spec(PackagePaths.signaturePadSpec)
        let extensionSpec = try #require(spec.extensionSpec)
        let files = TypeScriptGenerator.generate(spec, options: GeneratorOptions(sourceLabel: Self.sourceLabel))
        #expect(files.map(\.name) == TypeScriptGenerator.extensionFileNames)
        let manifest = try JSONDecoder().decode(
            Manifest.self, from: Data(try #require(files.first { $0.name == "package.json" }).contents.utf8))
        let base = PackageManifest.packageName(spec.name)
        #expect(manifest.name == base + "-" + KebabCase.of(extensionSpec.name))
        #expect(manifest.version == "\(extensionSpec.version.major).\(extensionSpec.version.minor).0")
        #expect(manifest.peerDependencies == [base: "^\(spec.version.major).\(spec.version.minor).0"])
        #expect(
            JSONSchemaGenerator.generate(spec, options: GeneratorOptions(sourceLabel: "x")).map(\.name)
                == [KebabCase.of(extensionSpec.name) + ".schema.json"])
    }

    @Test(arguments: [PackagePaths.signaturePadSpec, ExtensionFixtures.stampKit, ExtensionFixtures.absent])
    func theModuleDeclaresTheExtensionsOwnAndImportsTheBasesFromItsPackage(_ url: URL) throws {
        let spec = try ExtensionFixtures.spec(url)
        #expect(spec.inherited != nil)
        let layer = spec.own
        let module = try #require(
            TypeScriptGenerator.generate(spec, options: GeneratorOptions(sourceLabel: "x"))
                .first { $0.name == "extension.ts" }?.contents)
        let exported = Set(TypeScriptNames.exportedNames(in: module))
        let own = layer.types.map(\.name)
        let baseTypes = try #require(spec.inherited).types.map(\.name)
        #expect(exported.isSuperset(of: own), "\(Set(own).subtracting(exported))")
        #expect(exported.isDisjoint(with: baseTypes), "the module redeclares base types: \(exported.intersection(baseTypes))")
        // Besides its types and their pieces, it exports exactly the names the rules reserve.
        let pieces = Set(spec.types.flatMap { [$0.name, $0.name + "Init", "decode" + $0.name, "encode" + $0.name] })
        #expect(
            exported.subtracting(pieces).isSubset(of: ExtensionModuleNames(layer).all),
            "\(exported.subtracting(pieces).subtracting(ExtensionModuleNames(layer).all))")
        let imports = WebNameRuleTests.importStatements(in: module)
        #expect(
            imports.count == 1 && imports.first?.hasSuffix(" from \"\(PackageManifest.packageName(spec.name))\";\n") == true,
            "\(imports)")
        #expect(
            TypeScriptNames.members(ofClass: ExtensionModuleNames(layer).extensionClass, in: module)
                .subtracting(layer.actions.map(TypeScriptNaming.methodName(of:))).isSubset(of: ExtensionModuleNames.classMembers))
    }

    @Test(arguments: [PackagePaths.signaturePadSpec, ExtensionFixtures.stampKit])
    func everyFileHasTheHeaderAndFitsIn110Columns(_ url: URL) throws {
        let spec = try ExtensionFixtures.spec(url)
        let files =
            TypeScriptGenerator.generate(spec, options: GeneratorOptions(sourceLabel: "x"))
            + JSONSchemaGenerator.generate(spec, options: GeneratorOptions(sourceLabel: "x"))
        for file in files {
            let language = file.name.hasSuffix(".schema.json") ? JSONSchemaGenerator.language : TypeScriptGenerator.language
            #expect(GeneratedFileHeader.isWritten(by: language, start: String(file.contents.prefix(512))), "\(file.name)")
            guard DistNames(file.name) != nil else { continue }
            let long = file.contents.components(separatedBy: "\n").enumerated().filter { $0.element.count > 110 }
            #expect(long.isEmpty, "\(file.name): lines \(long.map { $0.offset + 1 }) are longer than 110 columns")
        }
    }

    /// The manifest's fields these tests read.
    struct Manifest: Decodable {
        var name: String
        var version: String
        var peerDependencies: [String: String]?
    }
}
