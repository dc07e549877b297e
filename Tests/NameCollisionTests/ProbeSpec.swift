import BridgeSpec
import Foundation

/// A spec that gives names in every place a spec can give one: each name of a pool as a type, a
/// field, a wire name, an enum value, an action, an event, an error code, a capability and an
/// environment. Every element it probes with is written on a line of its own, so a diagnostic's
/// line says which element it is about; the rest is scaffolding that must load cleanly.
struct ProbeSpec {
    /// A place a spec gives a name.
    enum Position: String, CaseIterable, Sendable {
        case type, field, wireName, enumValue, action, event, errorCode, capability, environment
    }

    /// One element that gives a name.
    struct Probe: Hashable, Sendable, CustomStringConvertible {
        var position: Position
        var name: String
        var description: String { "\(position.rawValue) '\(name)'" }
    }

    /// The probes still in the spec.
    private(set) var probes: [Probe]

    init(names: [String], positions: Set<Position>) {
        probes = Position.allCases.filter(positions.contains).flatMap { position in
            names.filter { Self.fits($0, position) }.map { Probe(position: position, name: $0) }
        }
    }

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

    /// How field number `index` is typed: each kind takes its own paths through the generators
    /// (required, optional, defaulted, bytes inline and as blobs, recursive, containers, enums).
    static func fieldType(_ index: Int, owner: String) -> String {
        switch index % 10 {
        case 0: "type: string"
        case 1: "type: string, optional: true"
        case 2: "type: integer, default: 7"
        case 3: "type: bytes"
        case 4: "type: bytes, optional: true, blob: true"
        case 5: "type: \(owner), optional: true"
        case 6: "type: array<bytes>"
        case 7: "type: map<string>, optional: true"
        case 8: "type: ProbeValues, default: probe_default"
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

    /// The spec's text, and the probe each probing line holds, by line number.
    func text() -> (text: String, probeAt: [Int: Probe]) {
        var lines: [String] = []
        var probeAt: [Int: Probe] = [:]
        func line(_ text: String, probe: Probe? = nil) {
            lines.append(text)
            if let probe { probeAt[lines.count] = probe }
        }
        func key(_ name: String) -> String { JSONLiteral.string(name) }
        /// A mapping's header lines, its last written `{}` when nothing follows.
        func section(_ header: String..., empty: Bool) {
            for (index, text) in header.enumerated() { line(empty && index == header.count - 1 ? "\(text) {}" : text) }
        }

        line("protocol:")
        line("  name: Probe")
        line("  version: \"1.0\"")
        line("  description: Every reserved name, in every place.")
        line("  negotiation: capability.query")
        for text in Self.envelope { line(text) }
        line("statuses:")
        for status in ["success", "error", "cancelled", "unsupported"] { line("  \(status): The \(status) status.") }
        line("environments:")
        line("  ios: An iOS host.")
        for name in names(at: .environment) { line("  \(key(name)): A probe.", probe: Probe(position: .environment, name: name)) }
        line("permissionStates:")
        line("  granted: Allowed.")
        line("  denied: Refused.")
        line("errors:")
        for code in ErrorCodeSpec.requiredByRuntime { line("  \(code): {recoverable: false}") }
        for name in names(at: .errorCode) { line("  \(key(name)): {recoverable: true}", probe: Probe(position: .errorCode, name: name)) }
        let capabilities = names(at: .capability)
        section("capabilities:", empty: capabilities.isEmpty)
        for name in capabilities { line("  \(key(name)): {version: \"1.0\"}", probe: Probe(position: .capability, name: name)) }
        line("actions:")
        line("  capability.query: {request: ProbeQueryRequest, result: ProbeQueryResult}")
        for probe in ["Fields", "Wire", "Types", "ValueUser"] {
            line("  probe.\(probe.lowercased()): {request: Probe\(probe), result: Probe\(probe), errors: [BUSY]}")
        }
        for name in names(at: .action) {
            line("  \(key(name)): {request: ProbeEmpty, result: ProbeEmpty}", probe: Probe(position: .action, name: name))
        }
        let events = names(at: .event)
        section("events:", empty: events.isEmpty)
        for (index, name) in events.enumerated() {
            let direction = ["webToNative", "nativeToWeb", "both"][index % 3]
            let data = index % 2 == 0 ? ", data: ProbeEmpty" : ""
            line("  \(key(name)): {direction: \(direction)\(data)}", probe: Probe(position: .event, name: name))
        }
        line("types:")
        for text in Self.negotiationTypes { line(text) }
        line("  ProbeEmpty: {fields: {}}")
        let fields = names(at: .field)
        section("  ProbeFields:", "    fields:", empty: fields.isEmpty)
        for (index, name) in fields.enumerated() {
            line("      \(key(name)): {\(Self.fieldType(index, owner: "ProbeFields"))}", probe: Probe(position: .field, name: name))
        }
        let wireNames = names(at: .wireName)
        section("  ProbeWire:", "    fields:", empty: wireNames.isEmpty)
        for (index, name) in wireNames.enumerated() {
            line("      w\(index): {\(Self.fieldType(index, owner: "ProbeWire")), wireName: \(key(name))}", probe: Probe(position: .wireName, name: name))
        }
        line("  ProbeValues:")
        line("    enum:")
        line("      probe_default: The default.")
        for name in names(at: .enumValue) { line("      \(key(name)): A probe.", probe: Probe(position: .enumValue, name: name)) }
        line("  ProbeValueUser: {fields: {value: {type: ProbeValues}, defaulted: {type: ProbeValues, default: probe_default}, all: {type: array<ProbeValues>}}}")
        let types = names(at: .type)
        section("  ProbeTypes:", "    fields:", empty: types.isEmpty)
        for (index, name) in types.enumerated() {
            line("      t\(index): {type: \(key(name)), optional: true}", probe: Probe(position: .type, name: name))
        }
        for (index, name) in types.enumerated() {
            let shape = index % 2 == 0 ? "{fields: {x: {type: string}}}" : "{enum: {x: A value.}}"
            line("  \(key(name)): \(shape)", probe: Probe(position: .type, name: name))
        }
        return (lines.joined(separator: "\n") + "\n", probeAt)
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
