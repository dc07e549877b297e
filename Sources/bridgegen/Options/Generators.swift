import BridgeGenConformance
import BridgeGenKit
import BridgeGenSwift
import BridgeGenWeb

/// Every output language `bridgegen` generates, in the order outputs are written and listed.
enum Generators {
    static var all: [any LanguageGenerator.Type] { [SwiftGenerator.self, TypeScriptGenerator.self, JSONSchemaGenerator.self, ConformanceGenerator.self] }

    /// The generator for `language`, if there is one.
    static func named(_ language: String) -> (any LanguageGenerator.Type)? {
        all.first { $0.language == language }
    }
}
