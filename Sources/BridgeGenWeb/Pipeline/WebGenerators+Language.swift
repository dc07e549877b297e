import BridgeGenKit
import BridgeSpec

extension TypeScriptGenerator: LanguageGenerator {
    /// The web client's folder.
    package static var defaultFolder: String { "Generated/web" }
    /// None yet.
    package static var optionKeys: [String] { [] }
    /// None yet.
    package static var optionValues: [String: [String]] { [:] }
    /// Nothing yet beyond the spec's own rules.
    package static func validate(_ spec: ProtocolSpec) -> [Diagnostic] { [] }
}

extension JSONSchemaGenerator: LanguageGenerator {
    /// The schema's folder.
    package static var defaultFolder: String { "Generated/schema" }
    /// None.
    package static var optionKeys: [String] { [] }
    /// None.
    package static var optionValues: [String: [String]] { [:] }
    /// Nothing yet beyond the spec's own rules.
    package static func validate(_ spec: ProtocolSpec) -> [Diagnostic] { [] }
}
