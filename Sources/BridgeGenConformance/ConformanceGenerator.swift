import BridgeGenKit
import BridgeSpec

/// Generates the conformance scenarios that follow from a spec (`Tests/Conformance/README.md`):
/// JSON Lines every host's test runner reads, one step per line.
///
/// - `actions.jsonl`: per action, unsupported when nothing handles it, `INVALID_REQUEST` for data
///   that breaks its request type, success with a minimal request and result, each error code it
///   lists and one it does not, and for a slot, busy and turned off.
/// - `negotiation.jsonl`: the negotiation action with nothing and everything handled, each slot's
///   permission states, and invalid requests.
/// - `versions.jsonl`: the protocol's major and minor versions, and versions that are not
///   "major.minor".
///
/// For an extension spec, `actions.jsonl` and `negotiation.jsonl` of the extension's own actions,
/// for a host that serves it; scenario names start with the extension's name.
package enum ConformanceGenerator: LanguageGenerator {
    /// The `--language` name, as headers quote it.
    package static let language = "conformance"
    /// Beside the hand-written scenarios, in a folder of their own.
    package static let defaultFolder = "Tests/Conformance/Generated"
    /// None: scenarios name no element in a programming language.
    package static let namingLanguage: String? = nil
    /// None.
    package static let optionKeys: [String] = []
    /// None.
    package static let optionValues: [String: [String]] = [:]
    /// The files of a protocol's scenarios, in the order `generate` returns them.
    package static let fileNames = ["actions.jsonl", "negotiation.jsonl", "versions.jsonl"]
    /// The files of an extension's scenarios.
    package static let extensionFileNames = ["actions.jsonl", "negotiation.jsonl"]

    /// Scenario names come from IDs the spec already keeps unique.
    package static func validate(_ spec: ProtocolSpec) -> [Diagnostic] { [] }

    /// Written only when a configuration lists it: the scenarios belong in the tests of a host
    /// implementation, not in an app.
    package static let isWrittenByDefault = false

    /// Every file's records, each file opening with the generated-file notice as a record of its own.
    package static func translate(_ spec: ProtocolSpec, options: GeneratorOptions) -> [ScenarioFile] {
        let notice = ScenarioValue.object([
            ScenarioValue.Member(
                key: "generated",
                value: .string(
                    GeneratedFileHeader.lines(language: language, sourceLabel: options.sourceLabel).joined(separator: " ")))
        ])
        let context = ConformanceContext(spec: spec)
        let actions = context.actions.flatMap { ActionScenarios(context: context, action: $0).all }
        let negotiation = spec.negotiationAction.map { NegotiationScenarios(context: context, negotiation: $0).all } ?? []
        var files = [("actions.jsonl", actions), ("negotiation.jsonl", negotiation)]
        if spec.inherited == nil {
            files.append(
                ("versions.jsonl", spec.negotiationAction.map { VersionScenarios(context: context, negotiation: $0).all } ?? []))
        }
        return files.map { name, scripts in ScenarioFile(name: name, records: [notice] + scripts.flatMap(\.lines)) }
    }

    /// Each file as JSON Lines: one record a line, in order. Deterministic: the same spec gives the
    /// same bytes.
    package static func render(_ files: [ScenarioFile], options: GeneratorOptions) -> [OutputFile] {
        files.map { file in OutputFile(name: file.name, contents: file.records.map { $0.text + "\n" }.joined()) }
    }
}
