import BridgeSpec

/// Translates a validated spec into structured Swift: one `SwiftFile` per concern, never text.
///
/// Each translation lives in its own file as an extension (`translateEnvelope.swift`, …). The set of
/// files is the same for every spec, so the build-tool plugin can declare its outputs up front.
package struct SwiftTranslator: Sendable {
    /// The spec being translated.
    package let spec: ProtocolSpec

    /// Creates a translator for `spec`, which must have passed validation.
    package init(spec: ProtocolSpec) { self.spec = spec }

    /// The generated files, in a fixed order, each named by concern.
    package func translate() -> [GeneratedSwiftFile] {
        Self.files.map { file in
            GeneratedSwiftFile(name: file.name, declarations: file.translate(self)(), needsFoundation: file.needsFoundation)
        }
    }

    /// The file names `translate()` produces, for build systems that need them before generating.
    package static var fileNames: [String] { files.map(\.name) }

    /// Every file and the translation that fills it: the one place the file set is defined.
    private static let files: [(name: String, needsFoundation: Bool, translate: @Sendable (SwiftTranslator) -> () -> [Declaration])] = [
        ("Envelope.swift", false, SwiftTranslator.translateEnvelope),
        ("Identifiers.swift", false, SwiftTranslator.translateIdentifiers),
        ("Types.swift", true, SwiftTranslator.translateTypes),
        ("Slots.swift", false, SwiftTranslator.translateSlots),
        ("Host.swift", false, SwiftTranslator.translateHost),
        ("ProtocolDefinition.swift", false, SwiftTranslator.translateProtocolDefinition),
    ]
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
