import BridgeSpec

/// Reads `bridgegen-config.yaml` into a ``GenerationConfig``, with a located diagnostic for every
/// problem: unknown keys and languages (with a suggestion), a missing folder, an option value the
/// language does not take.
package struct GenerationConfigReader {
    /// The languages outputs may name, with their options.
    package var generators: [any LanguageGenerator.Type]

    package init(generators: [any LanguageGenerator.Type]) {
        self.generators = generators
    }

    /// What reading produced: the configuration, or nil when it has errors; and the diagnostics.
    package struct Result: Sendable {
        package var config: GenerationConfig?
        package var diagnostics: [Diagnostic]
    }

    /// Reads the file at `path`; its folder is what relative paths in it are relative to.
    package func read(contentsOf path: String) -> Result {
        guard let bytes = FileSystem.contents(of: path) else {
            return Result(config: nil, diagnostics: [.error("cannot read '\(path)'", at: nil)])
        }
        return read(bytes: bytes, path: path)
    }

    /// Reads a configuration from `bytes`, labelled `path` in diagnostics.
    package func read(bytes: [UInt8], path: String) -> Result {
        let source = SourceText(bytes: bytes, path: path)
        let yaml = YAMLReader.read(source)
        var diagnostics = DiagnosticCollector()
        diagnostics.emit(contentsOf: yaml.diagnostics)
        var config: GenerationConfig?
        if let root = yaml.root {
            config = read(root, folder: FilePaths.parent(of: path), into: &diagnostics)
        }
        return Result(
            config: diagnostics.hasErrors ? nil : config,
            diagnostics: diagnostics.sorted.map { $0.attachingSourceLines(from: source) })
    }

    private func read(_ root: YAMLNode, folder: String, into diagnostics: inout DiagnosticCollector) -> GenerationConfig? {
        guard let entries = root.mapping else {
            diagnostics.error(
                "the configuration must be a mapping with 'outputs', found \(root.kindDescription)", at: root.location)
            return nil
        }
        Self.checkKeys(entries, allowed: ["outputs"], in: "the configuration", into: &diagnostics)
        guard let outputsEntry = entries.first(where: { $0.key == "outputs" }) else {
            diagnostics.error("the configuration has no 'outputs'; list at least one of \(languageList)", at: root.location)
            return nil
        }
        guard let outputEntries = outputsEntry.value.mapping, !outputEntries.isEmpty else {
            diagnostics.error(
                "'outputs' must map languages (\(languageList)) to their folders and options",
                at: outputsEntry.value.location)
            return nil
        }
        let outputs = outputEntries.compactMap { read(output: $0, folder: folder, into: &diagnostics) }
        return GenerationConfig(outputs: outputs)
    }

    private func read(
        output entry: YAMLMappingEntry, folder: String, into diagnostics: inout DiagnosticCollector
    ) -> GenerationConfig.Output? {
        guard let generator = generators.first(where: { $0.language == entry.key }) else {
            diagnostics.error(
                "unknown output language '\(entry.key)'; expected one of \(languageList)"
                    + Suggestion.didYouMean(entry.key, among: generators.map { $0.language }),
                at: entry.keyLocation)
            return nil
        }
        let what = "output '\(entry.key)'"
        guard let settings = entry.value.mapping else {
            diagnostics.error(
                "\(what) must be a mapping with 'folder', found \(entry.value.kindDescription)", at: entry.value.location)
            return nil
        }
        Self.checkKeys(settings, allowed: ["folder"] + generator.optionKeys, in: what, into: &diagnostics)
        guard let folderEntry = settings.first(where: { $0.key == "folder" }) else {
            diagnostics.error("\(what) has no 'folder': say where its files go, relative to this file", at: entry.keyLocation)
            return nil
        }
        guard let outputFolder = Self.text(folderEntry, into: &diagnostics) else { return nil }
        var options: [String: String] = [:]
        for setting in settings where generator.optionKeys.contains(setting.key) {
            guard let value = Self.text(setting, into: &diagnostics) else { continue }
            if let allowed = generator.optionValues[setting.key], !allowed.contains(value) {
                diagnostics.error(
                    "'\(setting.key)' of \(what) must be one of \(allowed.map { "'\($0)'" }.joined(separator: ", ")), found '\(value)'"
                        + Suggestion.didYouMean(value, among: allowed),
                    at: setting.value.location)
                continue
            }
            options[setting.key] = value
        }
        return GenerationConfig.Output(
            language: entry.key, folder: PathJoining.join(folder, outputFolder), options: options, location: entry.keyLocation)
    }

    private var languageList: String { generators.map { "'\($0.language)'" }.joined(separator: ", ") }

    /// The entry's text, or an error at its value when it is not a non-empty scalar.
    private static func text(_ entry: YAMLMappingEntry, into diagnostics: inout DiagnosticCollector) -> String? {
        guard let scalar = entry.value.scalar, !scalar.text.isEmpty else {
            diagnostics.error(
                "'\(entry.key)' must be a non-empty text, found \(entry.value.kindDescription)", at: entry.value.location)
            return nil
        }
        return scalar.text
    }

    private static func checkKeys(
        _ entries: [YAMLMappingEntry], allowed: [String], in what: String, into diagnostics: inout DiagnosticCollector
    ) {
        for entry in entries where !allowed.contains(entry.key) {
            diagnostics.error(
                "unknown key '\(entry.key)' in \(what); expected \(allowed.map { "'\($0)'" }.joined(separator: ", "))"
                    + Suggestion.didYouMean(entry.key, among: allowed),
                at: entry.keyLocation)
        }
    }
}
