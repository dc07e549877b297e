import BridgeGenKit
import BridgeSpec

/// Translates a validated spec into structured Swift: one `SwiftFile` per concern, never text.
///
/// Each translation lives in its own file as an extension (`translateEnvelope.swift`, …). The set of
/// files is the same for every spec, so the build-tool plugin can declare its outputs up front.
package struct SwiftTranslator: Sendable {
    /// The spec being translated.
    package let spec: ProtocolSpec
    /// The object types the host decodes from requests, which get a fast decoder.
    let requestTypes: Set<String>

    /// Creates a translator for `spec`, which must have passed validation.
    package init(spec: ProtocolSpec) {
        self.spec = spec
        self.requestTypes = Self.typesReadFromRequests(in: spec)
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
        let parts = Self.files.indices.flatMap { index in Self.files[index].parts(self).map { (file: index, translate: $0) } }
        let results = parts.parallelMap { finish($0.translate()) }
        var pieces = [[Piece]](repeating: [], count: Self.files.count)
        for (part, result) in zip(parts, results) { pieces[part.file].append(result) }
        return Self.files.indices.map { index in
            TranslatedFile(name: Self.files[index].name, needsFoundation: Self.files[index].needsFoundation, pieces: pieces[index])
        }
    }

    /// The file names `translate()` produces, for build systems that need them before generating.
    package static var fileNames: [String] { files.map(\.name) }

    /// A file's translation as independent parts whose declarations follow each other in order.
    private typealias Parts = @Sendable (SwiftTranslator) -> [@Sendable () -> [Declaration]]

    /// Every file and the translation that fills it: the one place the file set is defined.
    private static let files: [(name: String, needsFoundation: Bool, parts: Parts)] = [
        ("Envelope.swift", false, { translator in [{ translator.translateEnvelope() }] }),
        ("Identifiers.swift", false, { translator in [{ translator.translateIdentifiers() }] }),
        ("Types.swift", true, { translator in translator.translateTypesInParts() }),
        ("Slots.swift", false, { translator in [{ translator.translateSlots() }] }),
        ("Actions.swift", false, { translator in [{ translator.translateActions() }] }),
        ("Events.swift", false, { translator in [{ translator.translateEvents() }] }),
        ("Host.swift", false, { translator in [{ translator.translateHost() }] }),
        ("ProtocolDefinition.swift", false, { translator in [{ translator.translateProtocolDefinition() }] }),
    ]
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
