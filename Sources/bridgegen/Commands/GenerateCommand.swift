import ArgumentParser
import BridgeGenCore
import BridgeSpec
import Foundation

/// `bridgegen generate [SPEC] [--language swift|typescript|json-schema] [--output DIR]`: writes the
/// Swift API, the TypeScript web client or the JSON Schema for a spec.
///
/// A spec with errors writes nothing. Files whose bytes would not change are not touched, so a
/// build that depends on them is not triggered for nothing. `--check` writes nothing and fails when
/// the folder is not what generating would produce, for CI.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generates the Swift API, the TypeScript web client or the JSON Schema for a protocol spec."
    )

    @OptionGroup var options: SpecOptions

    @Option(help: "What to generate.")
    var language: LanguageOption = .swift

    @Option(name: .shortAndLong,
            help: "The folder to write into (default: Generated/GBGBridge, Generated/web or Generated/schema, by language).")
    var output: String?

    @Option(help: "The access level of generated declarations.")
    var accessLevel: AccessLevelOption = .public

    @Option(help: "How generated headers name the spec (default: its path relative to the current folder).")
    var sourceLabel: String?

    @Flag(help: "Write nothing; fail if the output folder is not up to date.")
    var check = false

    func run() throws {
        let generatorOptions = GeneratorOptions(
            accessLevel: accessLevel.modifier,
            sourceLabel: sourceLabel ?? GeneratorPipeline.sourceLabel(for: options.spec))
        let result = GeneratorPipeline.generate(specPath: options.spec, options: generatorOptions, using: language.generator)
        let output = output ?? language.defaultOutput
        if !result.diagnostics.isEmpty {
            FileHandle.standardError.write(Data(DiagnosticRenderer.render(result.diagnostics).utf8))
        }
        guard result.succeeded else { throw ExitCode.failure }
        let writer = OutputWriter(directory: URL(fileURLWithPath: output))
        if check {
            let stale = try writer.staleFiles(result.files)
            guard stale.isEmpty else {
                print("\(output) is out of date: \(stale.joined(separator: ", ")). Run: \(language.regenerateCommand)")
                throw ExitCode.failure
            }
            print("\(output) is up to date.")
            return
        }
        let report = try writer.write(result.files)
        print("\(output): \(report.written.count) written, \(report.unchanged.count) unchanged"
              + (report.removed.isEmpty ? "." : ", \(report.removed.count) removed (\(report.removed.joined(separator: ", ")))."))
    }
}
