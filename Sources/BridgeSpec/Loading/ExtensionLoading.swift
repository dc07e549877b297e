/// Loads an extension spec with its base: reads `extends` and `extension`, loads the base, checks
/// what the extension may declare, then reads and validates the two as one protocol, with every
/// problem located in the file it is in.
struct ExtensionLoading {
    let source: SourceText
    let root: YAMLNode
    let extends: YAMLMappingEntry
    /// Where bases are besides `extends.path`, and how to read them.
    let bases: SpecBases

    func load(yamlDiagnostics: [Diagnostic]) -> SpecLoadResult {
        var diagnostics = DiagnosticCollector()
        diagnostics.emit(contentsOf: yamlDiagnostics)
        var reader = SpecReader()
        _ = reader.mapping(root, of: "the extension spec", owner: root.location, allowed: SpecReader.extensionSections)
        let header = reader.readExtension(extends: extends, extension: root.entry("extension"), root: root)
        diagnostics.emit(contentsOf: reader.diagnostics.diagnostics)
        guard var header, let base = loadBase(header, into: &diagnostics) else { return result(nil, diagnostics) }

        var rules = ExtensionRules(header: header, base: base.spec, baseTree: base.tree, root: root)
        let accepted = rules.check()
        diagnostics.emit(contentsOf: rules.diagnostics.diagnostics)
        header.declared = accepted.names

        // One protocol: the base's sections, with the extension's entries added to theirs.
        let merged = Self.merging(accepted.entries, into: base.tree)
        var mergedReader = SpecReader()
        var spec = mergedReader.read(merged)
        var found = DiagnosticCollector()
        found.emit(contentsOf: mergedReader.diagnostics.diagnostics)
        if let loaded = spec {
            var validator = SpecValidator(spec: loaded, tree: merged, reader: mergedReader)
            validator.validate()
            found.emit(contentsOf: validator.diagnostics.diagnostics)
        }
        // The base is valid on its own; what the rules say of its elements again is its own business.
        diagnostics.emit(contentsOf: found.diagnostics.filter { $0.location == nil || $0.location?.file == source.path })
        spec?.extensionSpec = header
        return result(spec, diagnostics)
    }

    private func result(_ spec: ProtocolSpec?, _ diagnostics: DiagnosticCollector) -> SpecLoadResult {
        SpecLoadResult(
            spec: diagnostics.hasErrors ? nil : spec,
            diagnostics: diagnostics.sorted.map { $0.location?.file == source.path ? $0.attachingSourceLines(from: source) : $0 },
            source: source, tree: root)
    }

    /// The base spec, loaded and valid, with its tree; nil after reporting why not.
    private func loadBase(
        _ header: ExtensionSpec, into diagnostics: inout DiagnosticCollector
    ) -> (spec: ProtocolSpec, tree: YAMLNode)? {
        guard let path = bases.basePath ?? packageBase(header.base) ?? header.base.path.map(relativeToSpec) else {
            diagnostics.error(
                "the base '\(header.base.package ?? header.base.protocolName)' is named by package, so its spec must be given: "
                    + "pass --base PATH to bridgegen (the build plugin does it for you)",
                at: header.base.location)
            return nil
        }
        let loaded = bases.load?(path) ?? SpecLoader.load(contentsOf: path)
        guard let spec = loaded.spec, let tree = loaded.tree else {
            diagnostics.error("the base spec '\(path)' has errors, reported below", at: header.base.location)
            diagnostics.emit(contentsOf: loaded.diagnostics)
            return nil
        }
        guard spec.extensionSpec == nil else {
            diagnostics.error(
                "the base spec '\(path)' is itself an extension; extend the protocol it extends", at: header.base.location)
            return nil
        }
        guard spec.name == header.base.protocolName else {
            diagnostics.error(
                "the base spec '\(path)' is the protocol '\(spec.name)', not '\(header.base.protocolName)'",
                at: header.base.location)
            return nil
        }
        return (spec, tree)
    }

    /// The published spec of the package the base names, when its root is known.
    private func packageBase(_ base: BaseReference) -> String? {
        guard let package = base.package, let root = bases.packageRoots[package.lowercased()] ?? bases.packageRoots[package]
        else {
            return nil
        }
        return FilePaths.appending(SpecBases.publishedSpec, to: root)
    }

    /// `path`, relative to the extension spec's folder unless absolute.
    private func relativeToSpec(_ path: String) -> String {
        guard !path.hasPrefix("/") else { return path }
        return FilePaths.appending(path, to: FilePaths.parent(of: source.path))
    }

    /// The base's tree with `entries` added to its sections, each keeping its own file's locations.
    static func merging(_ entries: [String: [YAMLMappingEntry]], into base: YAMLNode) -> YAMLNode {
        var sections = base.mapping ?? []
        for section in SpecReader.extendingSections {
            guard let added = entries[section], !added.isEmpty else { continue }
            if let index = sections.firstIndex(where: { $0.key == section }) {
                let existing = sections[index].value.mapping ?? []
                sections[index].value = YAMLNode(.mapping(existing + added), at: sections[index].value.location)
            } else if let first = added.first {
                sections.append(
                    YAMLMappingEntry(
                        key: section, keyLocation: first.keyLocation, value: YAMLNode(.mapping(added), at: first.keyLocation)))
            }
        }
        return YAMLNode(.mapping(sections), at: base.location)
    }
}
