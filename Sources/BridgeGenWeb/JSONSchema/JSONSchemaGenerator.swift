import BridgeGenKit
import BridgeSpec

/// Generates `bridge.schema.json`: a JSON Schema (draft 2020-12) of the envelope and every payload,
/// for validating messages in tests, proxies and other languages' tooling. `SchemaTranslator`
/// translates the spec into the schema as a `SchemaValue`; `JSONRenderer` writes it.
///
/// For an extension spec it generates the extension's schema instead, `<extension>.schema.json`
/// (`signature-pad.schema.json`): the extension's types and the checks of its messages, composed
/// with the base's schema, which it refers to as `bridge.schema.json` (see `translateExtension`).
package enum JSONSchemaGenerator {
    /// The `--language` name, as headers quote it.
    package static let language = "json-schema"

    /// The file names `generate` returns for a protocol's spec.
    package static let fileNames = [SchemaTranslator.baseDocument]

    /// The file name of an extension's schema: its name in kebab case, so that several extensions'
    /// schemas can sit beside their base's.
    package static func fileName(ofExtension own: Declarations) -> String {
        "\(KebabCase.of(own.name)).schema.json"
    }

    /// The schema document. JSON has no comments, so the generated-file notice is its `$comment`.
    package static func translate(_ spec: ProtocolSpec, options: GeneratorOptions) -> [SchemaDocument] {
        let comment = WebOutputHeader.lines(options, language: language).joined(separator: " ")
        let translator = SchemaTranslator(spec: spec)
        guard spec.inherited != nil else {
            return [SchemaDocument(name: SchemaTranslator.baseDocument, schema: translator.translate(comment: comment))]
        }
        return [SchemaDocument(name: fileName(ofExtension: spec.own), schema: translator.translateExtension(comment: comment))]
    }

    /// The documents as JSON. Deterministic: the same spec and options give the same bytes.
    package static func render(_ documents: [SchemaDocument], options: GeneratorOptions) -> [OutputFile] {
        let renderer = JSONRenderer()
        return documents.map { OutputFile(name: $0.name, contents: renderer.render($0.schema)) }
    }
}
