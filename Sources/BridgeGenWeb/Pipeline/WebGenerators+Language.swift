import BridgeGenKit
import BridgeSpec

extension TypeScriptGenerator: LanguageGenerator {
    /// TypeScript names: `names: {typescript: …}`.
    package static var namingLanguage: String? { TypeScriptNaming.language }
    /// The web client's folder.
    package static var defaultFolder: String { "Generated/web" }
    /// Every team that serves a web journey generates its client.
    package static var isWrittenByDefault: Bool { true }
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
    /// Written beside the client, as it always was.
    package static var isWrittenByDefault: Bool { true }
    /// None.
    package static var optionKeys: [String] { [] }
    /// None.
    package static var optionValues: [String: [String]] { [:] }
    /// Type names the schema's own definitions take.
    package static func validate(_ spec: ProtocolSpec) -> [Diagnostic] { SchemaNameRules.check(spec) }
}
