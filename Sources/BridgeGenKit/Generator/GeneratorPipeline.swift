import BridgeSpec

/// The whole generator as one call: load and validate the spec, check it for every output's
/// language, translate and render each output. Writing is the caller's (`OutputWriter`).
/// The CLI, both plugins and the reference tests all run through here.
package enum GeneratorPipeline {
    /// What a run produced.
    package struct Result: Sendable {
        /// One output's files.
        package struct Output: Sendable {
            /// What the configuration says of it.
            package var output: GenerationConfig.Output
            /// The rendered files.
            package var files: [OutputFile]
        }

        /// Every diagnostic of the spec and of the outputs' languages, sorted by position.
        package var diagnostics: [Diagnostic]
        /// Each output's files, in the configuration's order; empty when anything has errors.
        package var outputs: [Output]
        /// Whether the spec was valid for every output (warnings allowed).
        package var succeeded: Bool { !diagnostics.contains { $0.severity == .error } }
        /// All outputs' files, for a run of one output.
        package var files: [OutputFile] { outputs.flatMap(\.files) }
    }

    /// Loads `specPath` and renders every output, writing nothing. A spec with errors, in itself or
    /// for any output's language, renders nothing at all. The spec's tree and the outputs'
    /// representations are freed, or kept as `intermediates` says.
    package static func run(
        specPath: String, bases: SpecBases = SpecBases(), outputs: [GenerationConfig.Output],
        generators: [any LanguageGenerator.Type], sourceLabel: String, intermediates: IntermediateValues = .freed
    ) -> Result {
        let planned = outputs.compactMap { output in
            generators.first { $0.language == output.language }.map { (output: output, generator: $0) }
        }
        let checked = check(specPath: specPath, bases: bases, for: planned.map(\.generator))
        guard let spec = checked.spec else { return Result(diagnostics: checked.diagnostics, outputs: []) }
        let rendered = planned.map { output, generator in
            Result.Output(
                output: output,
                files: generator.generate(
                    spec, options: GeneratorOptions(output: output, sourceLabel: sourceLabel), intermediates: intermediates))
        }
        let diagnostics = checked.diagnostics
        intermediates.release(checked)
        return Result(diagnostics: diagnostics, outputs: rendered)
    }

    /// Loads and validates `specPath`, then checks it for each of `languages` (once per language):
    /// the spec, or nil when anything has errors, with every diagnostic sorted by position.
    package static func check(
        specPath: String, bases: SpecBases = SpecBases(), for languages: [any LanguageGenerator.Type]
    ) -> SpecLoadResult {
        let loaded = SpecLoader.load(contentsOf: specPath, bases: bases)
        guard let spec = loaded.spec else { return loaded }
        var languageProblems: [Diagnostic] = []
        var checked: Set<String> = []
        for language in languages where checked.insert(language.language).inserted {
            languageProblems += language.validate(spec)
        }
        let diagnostics = loaded.diagnostics(adding: languageProblems)
        let hasErrors = diagnostics.contains { $0.severity == .error }
        return SpecLoadResult(spec: hasErrors ? nil : spec, diagnostics: diagnostics, source: loaded.source, tree: loaded.tree)
    }

    /// Loads `specPath` and renders one language's files with `options`, writing nothing: the
    /// same run as the CLI's, for one output.
    package static func generate(
        specPath: String, options: GeneratorOptions, using generator: any LanguageGenerator.Type
    ) -> Result {
        let output = GenerationConfig.Output(
            language: generator.language, folder: generator.defaultFolder, options: ["accessLevel": options.accessLevel.rawValue])
        return run(specPath: specPath, outputs: [output], generators: [generator], sourceLabel: options.sourceLabel)
    }

    /// How a spec path is named in generated headers: as given when relative, relative to the current
    /// directory when inside it, otherwise by its file name, so output never depends on where a
    /// checkout lives.
    package static func sourceLabel(
        for specPath: String, currentDirectory: String = FileSystem.currentFolder
    ) -> String {
        guard specPath.hasPrefix("/") else { return specPath }
        let base = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
        if specPath.hasPrefix(base) { return String(specPath.dropFirst(base.count)) }
        return FilePaths.lastComponent(of: specPath)
    }
}
