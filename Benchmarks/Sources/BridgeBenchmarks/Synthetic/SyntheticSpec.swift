import Foundation

/// A large protocol for the generator and compile benchmarks: Protocol/bridge.yaml with `actionCount`
/// more actions, each with a request and a result type of its own with three fields of different
/// kinds, documented like real ones (about 750 bytes of YAML per action).
struct SyntheticSpec {
    var actionCount: Int

    /// The spec's text: the real spec with the synthetic actions and types added to its sections.
    func text(basedOn spec: String) -> String {
        var actions = ""
        var types = ""
        for index in 0..<actionCount {
            let name = "Operation\(index)"
            actions += """
                  synthetic.operation\(index):
                    description: Runs operation \(index).
                    request: \(name)Request
                    result: \(name)Result

                """
            types += """
                  \(name)Request:
                    description: Arguments of operation \(index).
                    fields:
                      identifier:
                        type: string
                        description: The target.
                      count:
                        type: integer
                        optional: true
                        description: Repeats.
                      verbose:
                        type: boolean
                        default: false
                        description: Report each step.
                  \(name)Result:
                    description: Outcome of operation \(index).
                    fields:
                      succeeded:
                        type: boolean
                        description: Success.
                      score:
                        type: number
                        description: Quality.
                      tags:
                        type: array<string>
                        optional: true
                        description: Labels.

                """
        }
        return
            spec
            .replacingOccurrences(of: "\nactions:\n", with: "\nactions:\n" + actions)
            .replacingOccurrences(of: "\ntypes:\n", with: "\ntypes:\n" + types)
    }
}
