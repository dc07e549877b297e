import BridgeGenKit
import BridgeSpec

/// A value of a spec type that a simulator offers to answer with, in its wire form: every field
/// present (optional ones too, so the developer sees what the type can carry), defaults where the
/// spec gives them, enum types' first value, unions' first case, limits kept, and bytes as the base64 of a few bytes.
/// Deterministic, so the simulator's description is the same for the same spec. Bounded: a spec
/// whose types nest many fields of many fields would make a sample of every path exponentially
/// large, so past `budget` values the rest of a sample is left empty, for the developer to fill in.
struct SampleValue {
    /// The spec the types come from.
    let spec: ProtocolSpec

    /// The base64 of the ASCII bytes `Sample`: short, valid, and recognisable when a page shows it.
    static let bytes = "U2FtcGxl"

    /// How many values one sample holds at most before the rest is left empty.
    static let budget = 2_000

    /// The longest text a sample pads to meet a `minLength`.
    static let longestText = 256

    /// A sample of the named type `name`; an empty object for a name the spec does not declare.
    func of(type name: String) -> SchemaValue {
        var budget = Self.budget
        return of(.named(name), field: nil, visiting: [], budget: &budget)
    }

    private func of(_ type: TypeReference, field: FieldSpec?, visiting: Set<String>, budget: inout Int) -> SchemaValue {
        budget -= 1
        let limits = field?.constraints ?? FieldConstraints()
        switch type {
        case .string:
            if case .string(let value) = field?.defaultValue { return .string(value) }
            return .string(text(field?.wireName ?? "sample", limits))
        case .integer:
            if case .integer(let value) = field?.defaultValue { return .integer(value) }
            let value = clamp(1, limits).rounded(.up)
            // A limit beyond what an integer holds is the spec's to fix; the sample stays a number.
            return abs(value) < 1e15 ? .integer(Int(value)) : .number(value)
        case .number:
            if case .number(let value) = field?.defaultValue { return .number(value) }
            if case .integer(let value) = field?.defaultValue { return .integer(value) }
            let value = clamp(0.5, limits)
            return value == value.rounded() && abs(value) < 1e15 ? .integer(Int(value)) : .number(value)
        case .boolean:
            if case .boolean(let value) = field?.defaultValue { return .boolean(value) }
            return true
        case .bytes:
            return .string(Self.bytes)
        case .json:
            return [:]
        case .array(let element) where budget <= 0 || leadsBack(element, visiting),
            .map(let element) where budget <= 0 || leadsBack(element, visiting):
            // Elements of a type being sampled would never end: the smallest array or map there is.
            return type == .array(element) ? [] : [:]
        case .array(let element):
            let count = max(1, min(limits.minItems ?? 1, 3))
            let item = of(element, field: nil, visiting: visiting, budget: &budget)
            return .array(Array(repeating: item, count: limits.maxItems == 0 ? 0 : count))
        case .map(let value):
            return ["key": of(value, field: nil, visiting: visiting, budget: &budget)]
        case .named(let name):
            return named(name, field: field, visiting: visiting, budget: &budget)
        }
    }

    private func named(_ name: String, field: FieldSpec?, visiting: Set<String>, budget: inout Int) -> SchemaValue {
        // A type required inside itself has no finite sample; the spec's validation refuses it anyway.
        guard !visiting.contains(name), let declared = spec.type(named: name) else { return [:] }
        switch declared.kind {
        case .enumeration(let values):
            if case .enumValue(let value) = field?.defaultValue { return .string(value) }
            return .string(values.first?.value ?? "")
        case .object(let fields):
            let inner = visiting.union([name])
            // A field that leads back to a type being sampled is left out when it may be: a sample is finite.
            guard budget > 0 else { return [:] }
            let chosen = fields.filter { !($0.isOptional && leadsBack($0.type, inner)) }
            var members: [(key: String, value: SchemaValue)] = []
            for field in chosen {
                members.append((key: field.wireName, value: of(field.type, field: field, visiting: inner, budget: &budget)))
            }
            return .object(members)
        case .union(let union):
            // The first case, its tag first: a value the page can tell apart like any other.
            guard let first = union.cases.first,
                case .object(let members) = named(first.type, field: nil, visiting: visiting.union([name]), budget: &budget)
            else { return [:] }
            return .object([(key: union.tag, value: .string(first.tag))] + members)
        }
    }

    /// Whether `type` mentions a type in `visiting`.
    private func leadsBack(_ type: TypeReference, _ visiting: Set<String>) -> Bool {
        !Set(type.namedTypes).isDisjoint(with: visiting)
    }

    /// `value`, moved within the field's `minimum` and `maximum`.
    private func clamp(_ value: Double, _ limits: FieldConstraints) -> Double {
        min(max(value, limits.minimum ?? -.infinity), limits.maximum ?? .infinity)
    }

    /// A text naming the field, cut or padded to the field's length limits.
    private func text(_ seed: String, _ limits: FieldConstraints) -> String {
        var text = Array(seed)
        if let longest = limits.maxLength, text.count > longest { text = Array(text.prefix(max(0, longest))) }
        if let shortest = limits.minLength {
            text += Array(repeating: "x", count: max(0, min(shortest, Self.longestText) - text.count))
        }
        return String(text)
    }
}
