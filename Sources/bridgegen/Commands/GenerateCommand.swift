import BridgeGenKit
import BridgeGenerators
import BridgeSpec

/// `bridgegen generate [SPEC] [--language L] [--output DIR]`: writes every output the configuration
/// lists (the Swift API, the TypeScript web client, the JSON Schema), or one of them.
///
/// A spec with errors, in itself or for any output's language, writes nothing. Files whose bytes
/// would not change are not touched, so a build that depends on them is not triggered for nothing.
/// `--check` writes nothing and fails when any output's folder is not what generating would
/// produce, for CI.
struct GenerateCommand: Command {
    static let name = "generate"
    static let abstract =
        "Generates every configured output of a protocol spec: Swift, TypeScript, JSON Schema, Kotlin, conformance scenarios."

    static let language = Parameter.option(
        "language", choices: LanguageOption.allValueStrings, help: "Generate this output only.")
    static let output = Parameter.option(
        "output", short: "o",
        help: """
            The folder to write into, instead of the configured one: the --language output's, or \
            without --language the Swift output's, as before there were other outputs.
            """)
    static let accessLevel = Parameter.option(
        "access-level", choices: AccessLevelOption.allCases.map(\.rawValue),
        help: "The access level of generated Swift declarations, instead of the configured one.")
    static let sourceLabel = Parameter.option(
        "source-label", help: "How generated headers name the spec (default: its path relative to the current folder).")
    static let check = Parameter.flag("check", help: "Write nothing; fail if any output's folder is not up to date.")
    static var parameters: [Parameter] {
        SpecOptions.parameters + ConfigOptions.parameters + [language, output, accessLevel, sourceLabel, check]
    }

    var options: SpecOptions
    var configOptions: ConfigOptions
    var language: LanguageOption?
    var output: String?
    var accessLevel: AccessLevelOption?
    var sourceLabel: String?
    var check: Bool

    init(_ arguments: ParsedArguments) throws {
        options = try arguments.group()
        configOptions = try arguments.group()
        language = try arguments.value(Self.language, LanguageOption.init(argument:))
        output = arguments.string(Self.output)
        accessLevel = try arguments.value(Self.accessLevel, AccessLevelOption.init(rawValue:))
        sourceLabel = arguments.string(Self.sourceLabel)
        check = arguments.isSet(Self.check)
    }

    /// The one output to generate, if one was chosen: `--language`, or the Swift SDK when only
    /// `--output` is given. `generate SPEC --output DIR` wrote the Swift SDK before the other outputs
    /// existed, and scripts and tools still run it that way.
    private var chosenLanguage: LanguageOption? {
        language ?? (output != nil ? LanguageOption(argument: "swift") : nil)
    }

    func validate() throws {
        if accessLevel != nil, let language, language.generator.language != "swift" {
            throw ValidationError("--access-level applies to the swift output, not to \(language.generator.language).")
        }
    }

    func run() throws {
        let spec = try options.located()
        let outputs = try selectedOutputs(forSpec: spec.path)
        let result = GeneratorPipeline.run(
            specPath: spec.path, bases: options.bases, outputs: outputs, generators: Generators.all,
            sourceLabel: sourceLabel ?? spec.label, intermediates: .keptUntilExit)
        if !result.diagnostics.isEmpty {
            StandardStream.error.write(DiagnosticRenderer.render(result.diagnostics))
        }
        guard result.succeeded else { throw ExitCode.failure }
        var upToDate = true
        for generated in result.outputs {
            let writer = OutputWriter(
                directory: generated.output.folder, language: generated.output.language)
            if check {
                upToDate = try report(staleFiles: writer.staleFiles(generated.files), of: generated.output) && upToDate
            } else {
                report(try writer.write(generated.files), of: generated.output)
            }
        }
        if !upToDate { throw ExitCode.failure }
    }

    /// The configured outputs, narrowed by `--language` and changed by `--output` and `--access-level`.
    private func selectedOutputs(forSpec spec: String) throws -> [GenerationConfig.Output] {
        var outputs = try configOptions.load(forSpec: spec).outputs
        if let language = chosenLanguage {
            let name = language.generator.language
            outputs = outputs.filter { $0.language == name }
            if outputs.isEmpty { outputs = [GenerationConfig.Output(language: name, folder: language.generator.defaultFolder)] }
        }
        return outputs.map { output in
            var output = output
            if let folder = self.output { output.folder = folder }
            if let accessLevel, output.language == "swift" { output.options["accessLevel"] = accessLevel.rawValue }
            return output
        }
    }

    private func report(_ written: OutputWriter.Report, of output: GenerationConfig.Output) {
        print(
            "\(output.folder) (\(output.language)): \(written.written.count) written, \(written.unchanged.count) unchanged"
                + (written.removed.isEmpty
                    ? "." : ", \(written.removed.count) removed (\(written.removed.joined(separator: ", ")))."))
    }

    /// Prints whether an output is up to date; false when it is not.
    private func report(staleFiles: [String], of output: GenerationConfig.Output) -> Bool {
        guard staleFiles.isEmpty else {
            print(
                "\(output.folder) (\(output.language)) is out of date: \(staleFiles.joined(separator: ", ")). Run: swift run bridgegen generate"
            )
            return false
        }
        print("\(output.folder) (\(output.language)) is up to date.")
        return true
    }
}
