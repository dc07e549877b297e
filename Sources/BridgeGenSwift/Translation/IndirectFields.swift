import BridgeGenKit
import BridgeSpec

extension SwiftTranslator {
    /// Whether `field` of `owner` leads back to `owner` through fields stored inline, or unions'
    /// cases (not through an array or a map, which store their elements out of line). Such a field is stored in a
    /// `BridgeIndirect` box, because a Swift struct cannot contain itself, not even optionally.
    func needsIndirection(_ field: FieldSpec, of owner: String) -> Bool {
        Self.needsIndirection(field, of: owner, in: spec)
    }

    /// Whether `field` of `owner` in `spec` is stored out of line (see the instance method).
    static func needsIndirection(_ field: FieldSpec, of owner: String, in spec: ProtocolSpec) -> Bool {
        guard case .named(let start) = field.type else { return false }
        var seen: Set<String> = []
        var queue = [start]
        while let name = queue.popLast() {
            if name == owner { return true }
            guard seen.insert(name).inserted, let type = spec.type(named: name) else { continue }
            for inner in type.fields {
                if case .named(let next) = inner.type { queue.append(next) }
            }
            // A union holds its case's value inline.
            queue += type.union?.cases.map(\.type) ?? []
        }
        return false
    }

    /// The stored property behind a boxed field.
    static func storageName(of field: FieldSpec) -> String { "_" + SwiftNaming.name(of: field) }
}
