import BridgeSpec
import Foundation

/// A spec that gives names in every place a spec can give one: each name of a pool as a type, a
/// field, a wire name, an enum value, a union's case (tag), an action, an event, an error code, a capability and an
/// environment. Every element it probes with is written on a line of its own, so a diagnostic's
/// line says which element it is about; the rest is scaffolding that must load cleanly.
struct ProbeSpec {
    /// A place a spec gives a name.
    enum Position: String, CaseIterable, Sendable {
        case type, field, wireName, enumValue, unionCase, action, event, errorCode, capability, environment
    }

    /// One element that gives a name.
    struct Probe: Hashable, Sendable, CustomStringConvertible {
        var position: Position
        var name: String
        var description: String { "\(position.rawValue) '\(name)'" }
    }

    /// The probes still in the spec.
    private(set) var probes: [Probe]
    /// Whether the spec is an extension (`Pad`, namespace `pad`) of the scaffolding alone, whose
    /// IDs start with its namespace and whose elements are given each name in `names` instead.
    let isExtension: Bool

    init(names: [String], positions: Set<Position>, isExtension: Bool = false) {
        self.isExtension = isExtension
        probes = Position.allCases.filter(positions.contains).flatMap { position in
            names.filter { Self.fits($0, position) }.map { Probe(position: position, name: $0) }
        }
    }

    /// The scaffolding alone: the base of an extension's probes.
    static var base: ProbeSpec { ProbeSpec(names: [], positions: []) }

    /// Leaves `removed` out.
    mutating func remove(_ removed: Set<Probe>) {
        probes.removeAll(where: removed.contains)
    }

    /// Whether `name` can stand in `position` at all: the format's own rules (type names are
    /// UpperCamelCase identifiers, field names identifiers) and the scaffolding's names aside.
    static func fits(_ name: String, _ position: Position) -> Bool {
        guard !scaffolding.contains(name), !name.lowercased().hasPrefix("probe") else { return false }
        switch position {
        case .type: return Identifier.isUpperCamelCase(name)
        case .field: return Identifier.isValid(name)
        case .errorCode: return !ErrorCodeSpec.requiredByRuntime.contains(name)
        default: return true
        }
    }

    /// The names the scaffolding takes, which no probe may take.
    static let scaffolding: Set<String> = [
        "ios", "success", "error", "cancelled", "unsupported", "granted", "denied", "capability.query",
        "BridgeEnvironment", "PermissionState", "BridgeResponseStatus", "BridgeErrorCode",
    ]

    /// How field number `index` of `owner` is typed: each kind takes its own paths through the
    /// generators (required, optional, defaulted, bytes inline and as blobs, recursive, containers,
    /// enums of `values`).
    static func fieldType(_ index: Int, owner: String, values: String = "ProbeValues") -> String {
        switch index % 10 {
        case 0: "type: string"
        case 1: "type: string, optional: true"
        case 2: "type: integer, default: 7"
        case 3: "type: bytes"
        case 4: "type: bytes, optional: true, blob: true"
        case 5: "type: \(owner), optional: true"
        case 6: "type: array<bytes>"
        case 7: "type: map<string>, optional: true"
        case 8: "type: \(values), default: probe_default"
        default: "type: number, default: 1.5"
        }
    }

    /// A JSON value of field number `index`'s type, for messages the schema must accept; nil for one
    /// to leave out.
    static func fieldValue(_ index: Int) -> String? {
        switch index % 10 {
        case 0, 1: #""text""#
        case 2: "7"
        case 3, 4: #""AAE=""#
        case 5: nil
        case 6: #"["AAE="]"#
        case 7: #"{"k": "v"}"#
        case 8: #""probe_default""#
        default: "1.5"
        }
    }

    private func names(at position: Position) -> [String] {
        probes.filter { $0.position == position }.map(\.name)
    }

    /// The most probes one type holds as fields: a data class of hundreds of fields passes the
    /// JVM's limit on a method's parameters (`KotlinParameterLimit`), and a few types of a hundred
    /// compile far faster than one of all. A multiple of 10, so each type's first field is a string
    /// (`fieldType`).
    static let fieldsPerType = 100

    /// The probes at `position` in groups of `fieldsPerType`, each with the index of its first
    /// probe among them all; one empty group when there are none, so the types and actions exist.
    func groups(at position: Position) -> [(first: Int, names: ArraySlice<String>)] {
        let all = names(at: position)
        guard !all.isEmpty else { return [(0, [])] }
        return stride(from: 0, to: all.count, by: Self.fieldsPerType).map {
            ($0, all[$0..<min($0 + Self.fieldsPerType, all.count)])
        }
    }

    /// The probing types and their actions' IDs after their prefix (`Probe`, `Pad`): a type per
    /// group of fields, wire names and type names, and the user of the enum's values and unions.
    var probingTypes: [String] {
        [(Position.field, "Fields"), (.wireName, "Wire"), (.type, "Types")].flatMap { position, name in
            groups(at: position).indices.map { "\(name)\($0)" }
        } + ["ValueUser"]
    }

    /// The spec's text, and the probe each probing line holds, by line number.
    func text() -> (text: String, probeAt: [Int: Probe]) {
        var lines: [String] = []
        var probeAt: [Int: Probe] = [:]
        func line(_ text: String, _ probe: Probe?) {
            lines.append(text)
            if let probe { probeAt[lines.count] = probe }
        }
        func key(_ name: String) -> String { JSONLiteral.string(name) }
        /// A mapping's header lines, its last written `{}` when nothing follows.
        func section(_ header: [String], _ empty: Bool) {
            for (index, text) in header.enumerated() { line(empty && index == header.count - 1 ? "\(text) {}" : text, nil) }
        }

        if isExtension {
            extensionElements(line: line, key: key, section: section)
        } else {
            protocolElements(line: line, key: key, section: section)
        }
        return (lines.joined(separator: "\n") + "\n", probeAt)
    }

    /// A protocol's text, every probe in its own place.
    private func protocolElements(line: (String, Probe?) -> Void, key: (String) -> String, section: ([String], Bool) -> Void) {
        line("protocol:", nil)
        line("  name: Probe", nil)
        line("  version: \"1.0\"", nil)
        line("  description: Every reserved name, in every place.", nil)
        line("  negotiation: capability.query", nil)
        for text in Self.envelope { line(text, nil) }
        line("statuses:", nil)
        for status in ["success", "error", "cancelled", "unsupported"] { line("  \(status): The \(status) status.", nil) }
        line("environments:", nil)
        line("  ios: An iOS host.", nil)
        for name in names(at: .environment) { line("  \(key(name)): A probe.", Probe(position: .environment, name: name)) }
        line("permissionStates:", nil)
        line("  granted: Allowed.", nil)
        line("  denied: Refused.", nil)
        line("errors:", nil)
        for code in ErrorCodeSpec.requiredByRuntime { line("  \(code): {recoverable: false}", nil) }
        for name in names(at: .errorCode) { line("  \(key(name)): {recoverable: true}", Probe(position: .errorCode, name: name)) }
        let capabilities = names(at: .capability)
        section(["capabilities:"], capabilities.isEmpty)
        for name in capabilities { line("  \(key(name)): {version: \"1.0\"}", Probe(position: .capability, name: name)) }
        line("actions:", nil)
        line("  capability.query: {request: ProbeQueryRequest, result: ProbeQueryResult}", nil)
        for probe in probingTypes {
            line("  probe.\(probe.lowercased()): {request: Probe\(probe), result: Probe\(probe), errors: [BUSY]}", nil)
        }
        for name in names(at: .action) {
            line("  \(key(name)): {request: ProbeEmpty, result: ProbeEmpty}", Probe(position: .action, name: name))
        }
        let events = names(at: .event)
        section(["events:"], events.isEmpty)
        for (index, name) in events.enumerated() {
            line("  \(key(name)): {\(Self.eventShape(index))}", Probe(position: .event, name: name))
        }
        line("types:", nil)
        for text in Self.negotiationTypes { line(text, nil) }
        line("  ProbeEmpty: {fields: {}}", nil)
        typeElements(prefix: "Probe", line: line, key: key, section: section)
    }

    /// An extension's text: its IDs in its namespace, each element given its probe's name in the
    /// languages that name it, types, fields and values named by the probes themselves.
    private func extensionElements(line: (String, Probe?) -> Void, key: (String) -> String, section: ([String], Bool) -> Void) {
        func names(_ name: String, typeScript: Bool = true) -> String {
            "names: {swift: \(key(name)), kotlin: \(key(name))\(typeScript ? ", typescript: \(key(name))" : "")}"
        }
        line("extends:", nil)
        line("  protocol: Probe", nil)
        line("  path: base.yaml", nil)
        line("extension:", nil)
        line("  name: Pad", nil)
        line("  version: \"1.0\"", nil)
        line("  namespace: pad", nil)
        let codes = self.names(at: .errorCode)
        section(["errors:"], codes.isEmpty)
        for (index, name) in codes.enumerated() {
            line("  PAD_\(index): {recoverable: true, \(names(name))}", Probe(position: .errorCode, name: name))
        }
        let capabilities = self.names(at: .capability)
        section(["capabilities:"], capabilities.isEmpty)
        for (index, name) in capabilities.enumerated() {
            line("  pad.c\(index): {version: \"1.0\", \(names(name))}", Probe(position: .capability, name: name))
        }
        line("actions:", nil)
        for probe in probingTypes {
            line("  pad.\(probe.lowercased()): {request: Pad\(probe), result: Pad\(probe), errors: [BUSY]}", nil)
        }
        for (index, name) in self.names(at: .action).enumerated() {
            line(
                "  pad.a\(index): {request: ProbeEmpty, result: ProbeEmpty, \(names(name))}", Probe(position: .action, name: name)
            )
        }
        let events = self.names(at: .event)
        section(["events:"], events.isEmpty)
        for (index, name) in events.enumerated() {
            line(
                "  pad.e\(index): {\(Self.eventShape(index)), \(names(name, typeScript: false))}",
                Probe(position: .event, name: name))
        }
        line("types:", nil)
        typeElements(prefix: "Pad", line: line, key: key, section: section)
    }

    /// The direction and data of event number `index`: each way, with data and without.
    private static func eventShape(_ index: Int) -> String {
        "direction: \(["webToNative", "nativeToWeb", "both"][index % 3])" + (index % 2 == 0 ? ", data: ProbeEmpty" : "")
    }

    /// The types that probe fields, wire names, values and type names, named after `prefix`.
    private func typeElements(
        prefix: String, line: (String, Probe?) -> Void, key: (String) -> String, section: ([String], Bool) -> Void
    ) {
        let values = "\(prefix)Values"
        // A field per probe, named by it or (wire names) given it as its wire name.
        for (position, type) in [(Position.field, "Fields"), (.wireName, "Wire")] {
            for (group, (first, names)) in groups(at: position).enumerated() {
                let owner = "\(prefix)\(type)\(group)"
                section(["  \(owner):", "    fields:"], names.isEmpty)
                for (index, name) in zip(first..., names) {
                    let shape = Self.fieldType(index, owner: owner, values: values)
                    line(
                        position == .field
                            ? "      \(key(name)): {\(shape)}" : "      w\(index): {\(shape), wireName: \(key(name))}",
                        Probe(position: position, name: name))
                }
            }
        }
        line("  \(values):", nil)
        line("    enum:", nil)
        line("      probe_default: The default.", nil)
        for name in names(at: .enumValue) { line("      \(key(name)): A probe.", Probe(position: .enumValue, name: name)) }
        // Unions of a few dozen cases each: swiftc gives up proving a switch over hundreds exhaustive,
        // and no real union has that many.
        let unions = stride(from: 0, to: names(at: .unionCase).count, by: 40).map {
            Array(names(at: .unionCase)[$0..<min($0 + 40, names(at: .unionCase).count)])
        }
        let unionFields = unions.indices.map { ", union\($0): {type: \(prefix)Union\($0), optional: true}" }.joined()
        line(
            "  \(prefix)ValueUser: {fields: {value: {type: \(values)}, defaulted: {type: \(values), default: probe_default}, all: {type: array<\(values)>}\(unionFields)}}",
            nil)
        for (index, cases) in unions.enumerated() {
            line("  \(prefix)Union\(index):", nil)
            line("    union:", nil)
            line("      tag: probe_tag", nil)
            line("      cases:", nil)
            for name in cases { line("        \(key(name)): \(prefix)Case", Probe(position: .unionCase, name: name)) }
        }
        if !unions.isEmpty { line("  \(prefix)Case: {fields: {x: {type: string, optional: true}}}", nil) }
        for (group, (first, types)) in groups(at: .type).enumerated() {
            section(["  \(prefix)Types\(group):", "    fields:"], types.isEmpty)
            for (index, name) in zip(first..., types) {
                line("      t\(index): {type: \(key(name)), optional: true}", Probe(position: .type, name: name))
            }
        }
        for (index, name) in names(at: .type).enumerated() {
            let shape = index % 2 == 0 ? "{fields: {x: {type: string}}}" : "{enum: {x: A value.}}"
            line("  \(key(name)): \(shape)", Probe(position: .type, name: name))
        }
    }

    /// The envelope, message types and their documentation, as every spec has them.
    static let envelope = [
        "envelope:", "  description: One message.", "  fields:", "    version: The protocol version.",
        "    correlationId: Pairs a response with its request.", "    type: Request, response or event.",
        "    timestamp: When.", "    payload: What it is about.", "  payload:", "    description: The action and its data.",
        "    fields:", "      action: The action or event.", "      data: The data.", "      status: How it ended.",
        "      error: What went wrong.", "  error:", "    description: A failure.", "    fields:", "      code: The code.",
        "      message: For logs.", "      recoverable: Whether a retry may succeed.", "messageTypes:",
        "  request: {direction: webToNative}", "  response: {direction: nativeToWeb}", "  event: {direction: both}",
    ]

    /// The negotiation's types, blob offer and terms included, so that fields may travel as blobs.
    static let negotiationTypes = [
        "  ProbeQueryRequest: {fields: {blobs: {type: ProbeBlobOffer, optional: true}}}",
        "  ProbeQueryResult: {fields: {environment: {type: BridgeEnvironment}, hostVersion: {type: string}, capabilities: {type: map<ProbeCapabilityInfo>}, blobs: {type: ProbeBlobTerms, optional: true}}}",
        "  ProbeCapabilityInfo: {fields: {supported: {type: boolean}, version: {type: string}, permissionState: {type: PermissionState, optional: true}}}",
        "  ProbeBlobOffer: {fields: {kinds: {type: array<string>}}}",
        "  ProbeBlobTerms: {fields: {kind: {type: string}, minimumBytes: {type: integer}}}",
    ]
}
