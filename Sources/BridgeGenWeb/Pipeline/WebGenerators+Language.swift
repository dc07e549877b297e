import BridgeGenKit
import BridgeSpec

extension TypeScriptGenerator: LanguageGenerator {
    /// TypeScript names: `names: {typescript: …}`.
    package static var namingLanguage: String? { TypeScriptNaming.language }
    /// The web client's folder.
    package static var defaultFolder: String { "Generated/web" }
    /// None yet.
    package static var optionKeys: [String] { [] }
    /// None yet.
    package static var optionValues: [String: [String]] { [:] }
    /// Names the client exports, uses or declares already.
    package static func validate(_ spec: ProtocolSpec) -> [Diagnostic] { TypeScriptNameRules.check(spec) }
}

extension JSONSchemaGenerator: LanguageGenerator {
    /// None: the schema names everything by the wire.
    package static var namingLanguage: String? { nil }
    /// The schema's folder.
    package static var defaultFolder: String { "Generated/schema" }
    /// None.
    package static var optionKeys: [String] { [] }
    /// None.
    package static var optionValues: [String: [String]] { [:] }
    /// Type names the schema's own definitions take.
    package static func validate(_ spec: ProtocolSpec) -> [Diagnostic] { SchemaNameRules.check(spec) }
}
