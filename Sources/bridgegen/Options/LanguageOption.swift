import ArgumentParser
import BridgeGenCore
import BridgeSpec
import BridgeWebGen

/// The `--language` of `bridgegen generate`: what to generate, and where it goes by default.
enum LanguageOption: String, CaseIterable, ExpressibleByArgument {
    /// The Swift API apps import.
    case swift
    /// The web client: an ES module with type declarations, as TypeScript source.
    case typescript
    /// A JSON Schema (draft 2020-12) of every message.
    case jsonSchema = "json-schema"

    /// The folder the output goes into unless `--output` says otherwise.
    var defaultOutput: String {
        switch self {
        case .swift: "Generated/GBGBridge"
        case .typescript: "Generated/web"
        case .jsonSchema: "Generated/schema"
        }
    }

    /// The generator for this language.
    var generator: (ProtocolSpec, GeneratorOptions) -> [OutputFile] {
        switch self {
        case .swift: SwiftGenerator.generate
        case .typescript: TypeScriptGenerator.generate
        case .jsonSchema: JSONSchemaGenerator.generate
        }
    }

    /// The command that regenerates this language's output, for messages.
    var regenerateCommand: String {
        self == .swift ? "swift run bridgegen generate" : "swift run bridgegen generate --language \(rawValue)"
    }
}
