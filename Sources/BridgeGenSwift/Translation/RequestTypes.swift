import BridgeGenKit
import BridgeSpec

extension SwiftTranslator {
    /// The types a host decodes from the page: every action's request type and the types inside them.
    ///
    /// Only these get a fast decoder that reads straight from the text; results and events are
    /// decoded, if ever, by the general one, and a fast decoder for each would only add generated
    /// code to compile.
    static func typesReadFromRequests(in spec: ProtocolSpec) -> Set<String> {
        var found: Set<String> = []
        var queue = spec.actions.map(\.request)
        while let name = queue.popLast() {
            guard found.insert(name).inserted, let type = spec.type(named: name) else { continue }
            queue += type.fields.flatMap(\.type.namedTypes)
        }
        return found
    }
}
