/// One file of scenarios before rendering: its name, and its records, one per line.
package struct ScenarioFile: Sendable {
    /// The file name, such as `actions.jsonl`.
    package var name: String
    /// The lines: the notice, then each scenario's header and steps.
    var records: [ScenarioValue]
}
