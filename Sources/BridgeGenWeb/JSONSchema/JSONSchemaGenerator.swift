import BridgeGenKit
import BridgeSpec

/// Generates `bridge.schema.json`: a JSON Schema (draft 2020-12) of the envelope and every payload,
/// for validating messages in tests, proxies and other languages' tooling.
package enum JSONSchemaGenerator {
    /// The `--language` name, as headers quote it.
    package static let language = "json-schema"

    /// The file names `generate` returns.
    package static let fileNames = ["bridge.schema.json"]

    /// The schema file. JSON has no comments, so the generated-file notice is its `$comment`.
    /// Deterministic: the same spec and options give the same bytes.
    package static func generate(_ spec: ProtocolSpec, options: GeneratorOptions) -> [OutputFile] {
        let comment = WebOutputHeader.lines(options, language: language).joined(separator: " ")
        let schema = SchemaTranslator(spec: spec).translate(comment: comment)
        return [OutputFile(name: "bridge.schema.json", contents: schema.prettyPrinted)]
    }
}
