import BridgeGenKit
import BridgeSpec

/// Translates a validated spec into structured Swift: one `SwiftFile` per concern, never text.
/// The translation stage of `SwiftGenerator`; `SwiftRenderer` is the rendering stage.
///
/// Each translation lives in its own file as an extension (`translateEnvelope.swift`, …). The set of
/// files is the same for every spec, so the build-tool plugin can declare its outputs up front.
package struct SwiftTranslator: Sendable {
    /// The spec being translated.
    package let spec: ProtocolSpec
    /// What the spec declares itself, which the translation defines: the protocol, or an extension's
    /// additions.
    let own: Declarations
    /// The base an extension builds on, whose generated module the translation refers to; nil for
    /// a protocol, whose translation defines the envelope, the host and the open types.
    let inherited: Declarations?

    /// Creates a translator for `spec`, which must have passed validation.
    package init(spec: ProtocolSpec) {
        self.spec = spec
        self.own = spec.own
        self.inherited = spec.inherited
    }

    /// The generated files, in a fixed order, each named by concern, each opening with
    /// `headerComment`: every part translated, on all cores at once, and joined in order.
    package func translate(headerComment: [String] = []) -> [SwiftFile] {
        let parts = parts()
        let results = parts.parallelMap { $0.translate() }
        var declarations = [[Declaration]](repeating: [], count: SwiftOutputFile.allCases.count)
        for (part, result) in zip(parts, results) { declarations[part.file] += result }
        return zip(files(headerComment: headerComment), declarations).map { file, declarations in
            var file = file
            file.declarations = declarations
            return file
        }
    }

    /// The generated files, in a fixed order, with their header comment and imports but no
    /// declarations: those are the parts'.
    package func files(headerComment: [String]) -> [SwiftFile] {
        SwiftOutputFile.allCases.map { file in
            SwiftFile(name: file.rawValue, headerComment: headerComment, imports: imports(of: file), declarations: [])
        }
    }

    /// An independent part of the translation: some of a file's declarations, which follow the
    /// declarations of that file's earlier parts.
    package struct Part: Sendable {
        /// The file's index in `files(headerComment:)`.
        package var file: Int
        /// Translates the part.
        package var translate: @Sendable () -> [Declaration]
    }

    /// Every file's translation as independent parts: the types in slices, the other files whole.
    ///
    /// A file translated whole is a large part (all the actions, all the identifiers); listed first,
    /// it is not left for last on one core while the other has nothing to do. Each file's parts keep
    /// their order.
    package func parts() -> [Part] {
        let files = SwiftOutputFile.allCases
        let partsOfFiles = files.indices.map { index in
            let content = Self.content(of: files[index])
            return (inherited == nil ? content.protocolParts : content.extensionParts)(self).map {
                Part(file: index, translate: $0)
            }
        }
        return Array(partsOfFiles.filter { $0.count == 1 }.joined()) + partsOfFiles.filter { $0.count != 1 }.joined()
    }

    /// Every file imports the runtime with the SPI it keeps for generated code (codecs, tables,
    /// conversions in wire terms); one file also re-exports it, so apps need a single import. An
    /// extension's files import its base's module too, which that file re-exports instead.
    private func imports(of file: SwiftOutputFile) -> [Import] {
        var imports: [Import] = []
        if Self.content(of: file).needsFoundation { imports.append(Import("Foundation")) }
        let reexports = file == .protocolDefinition
        let baseModule = spec.extensionSpec?.base.module
        if let baseModule { imports.append(Import(baseModule, attributes: reexports ? [.exported] : [])) }
        if reexports, baseModule == nil { imports.append(Import(RuntimeNames.module, attributes: [.exported])) }
        imports.append(Import(RuntimeNames.module, attributes: [.generatedSPI]))
        return imports
    }

    /// The file names `translate()` produces, in order, for build systems that need them before
    /// generating: those of `SwiftOutputFile`, which the build plugin compiles too.
    package static var fileNames: [String] { SwiftOutputFile.allCases.map(\.rawValue) }

    /// A file's translation as independent parts whose declarations follow each other in order.
    private typealias Parts = @Sendable (SwiftTranslator) -> [@Sendable () -> [Declaration]]

    /// What fills each file, for a protocol and for an extension, whose files build on its base's
    /// module. An extension has no envelope, slots or host of its own (its base's serve it); its
    /// identifiers extend its base's types, and its definition describes it to its base's host.
    private static func content(of file: SwiftOutputFile) -> (needsFoundation: Bool, protocolParts: Parts, extensionParts: Parts)
    {
        switch file {
        case .envelope: (false, { translator in [{ translator.translateEnvelope() }] }, { _ in [] })
        case .identifiers:
            (
                false, { translator in [{ translator.translateIdentifiers() }] },
                { translator in [{ translator.translateExtensionIdentifiers() }] }
            )
        case .types:
            (true, { translator in translator.translateTypesInParts() }, { translator in translator.translateTypesInParts() })
        case .slots: (false, { translator in [{ translator.translateSlots() }] }, { _ in [] })
        case .actions:
            (false, { translator in [{ translator.translateActions() }] }, { translator in [{ translator.translateActions() }] })
        case .events:
            (false, { translator in [{ translator.translateEvents() }] }, { translator in [{ translator.translateEvents() }] })
        case .host: (false, { translator in [{ translator.translateHost() }] }, { _ in [] })
        case .protocolDefinition:
            (
                false, { translator in [{ translator.translateProtocolDefinition() }] },
                { translator in [{ translator.translateExtensionDefinition() }] }
            )
        }
    }
}
