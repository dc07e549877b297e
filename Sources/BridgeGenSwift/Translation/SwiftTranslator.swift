import BridgeGenKit
import BridgeSpec

/// Translates a validated spec into structured Swift: one `SwiftFile` per concern, never text.
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

    /// The generated files, in a fixed order, each named by concern.
    package func translate() -> [GeneratedSwiftFile] {
        translate(finishingEachPart: { $0 }).map { file in
            GeneratedSwiftFile(name: file.name, declarations: Array(file.pieces.joined()), needsFoundation: file.needsFoundation)
        }
    }

    /// The generated files, in a fixed order, with each part of their translation already turned
    /// into something else by `finish`, such as its text.
    ///
    /// Every file's translation comes in independent parts (the types in slices, the other files
    /// whole), all run on all cores at once. `finish` runs on the core that translated the part, as
    /// soon as it is done, so a part's declarations can be rendered and freed there rather than wait
    /// for the whole translation and then all be freed by one thread.
    package func translate<Piece: Sendable>(finishingEachPart finish: @Sendable ([Declaration]) -> Piece) -> [TranslatedFile<Piece>] {
        let files = SwiftOutputFile.allCases
        let parts = files.indices.flatMap { index in
            let content = Self.content(of: files[index])
            return (inherited == nil ? content.protocolParts : content.extensionParts)(self).map { (file: index, translate: $0) }
        }
        let results = parts.parallelMap { finish($0.translate()) }
        var pieces = [[Piece]](repeating: [], count: files.count)
        for (part, result) in zip(parts, results) { pieces[part.file].append(result) }
        return files.indices.map { index in
            TranslatedFile(name: files[index].rawValue, needsFoundation: Self.content(of: files[index]).needsFoundation, pieces: pieces[index])
        }
    }

    /// The file names `translate()` produces, in order, for build systems that need them before
    /// generating: those of `SwiftOutputFile`, which the build plugin compiles too.
    package static var fileNames: [String] { SwiftOutputFile.allCases.map(\.rawValue) }

    /// A file's translation as independent parts whose declarations follow each other in order.
    private typealias Parts = @Sendable (SwiftTranslator) -> [@Sendable () -> [Declaration]]

    /// What fills each file, for a protocol and for an extension, whose files build on its base's
    /// module. An extension has no envelope, slots or host of its own (its base's serve it); its
    /// identifiers extend its base's types, and its definition describes it to its base's host.
    private static func content(of file: SwiftOutputFile) -> (needsFoundation: Bool, protocolParts: Parts, extensionParts: Parts) {
        switch file {
        case .envelope: (false, { translator in [{ translator.translateEnvelope() }] }, { _ in [] })
        case .identifiers:
            (false, { translator in [{ translator.translateIdentifiers() }] }, { translator in [{ translator.translateExtensionIdentifiers() }] })
        case .types: (true, { translator in translator.translateTypesInParts() }, { translator in translator.translateTypesInParts() })
        case .slots: (false, { translator in [{ translator.translateSlots() }] }, { _ in [] })
        case .actions: (false, { translator in [{ translator.translateActions() }] }, { translator in [{ translator.translateActions() }] })
        case .events: (false, { translator in [{ translator.translateEvents() }] }, { translator in [{ translator.translateEvents() }] })
        case .host: (false, { translator in [{ translator.translateHost() }] }, { _ in [] })
        case .protocolDefinition:
            (false, { translator in [{ translator.translateProtocolDefinition() }] }, { translator in [{ translator.translateExtensionDefinition() }] })
        }
    }
}

/// One generated Swift file, its translation in pieces: the parts' declarations, or what became of them.
package struct TranslatedFile<Piece: Sendable>: Sendable {
    /// The file name, such as `Envelope.swift`.
    package var name: String
    /// Whether the file uses Foundation types (`Data`).
    package var needsFoundation: Bool
    /// One piece per part of the translation, in order.
    package var pieces: [Piece]
}

/// One generated Swift file before rendering: its name and its declarations.
package struct GeneratedSwiftFile: Equatable, Sendable {
    /// The file name, such as `Envelope.swift`.
    package var name: String
    /// The file's declarations, in order.
    package var declarations: [Declaration]
    /// Whether the file uses Foundation types (`Data`).
    package var needsFoundation: Bool

    package init(name: String, declarations: [Declaration], needsFoundation: Bool = false) {
        self.name = name
        self.declarations = declarations
        self.needsFoundation = needsFoundation
    }
}
