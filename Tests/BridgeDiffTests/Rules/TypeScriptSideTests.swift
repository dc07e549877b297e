import BridgeDiff
import Testing

/// The TypeScript API as a side: names web code uses (methods, constants, interfaces, event names)
/// and the structural shape of what it reads and writes, but not Swift-only names or defaults.
@Suite struct TypeScriptSideTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var edit: (String, String)
        var rule: String
        var breaksTypeScript: Bool
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // Swift names are the Swift API's alone: the client's method for an action has its TypeScript name...
        Case(
            name: "action's Swift name",
            edit: (
                "    capability: camera.document\n    description: Captures",
                "    capability: camera.document\n    swiftName: scan\n    description: Captures"
            ),
            rule: "ACTION_SWIFT_NAME_CHANGED", breaksTypeScript: false),
        Case(
            name: "action's TypeScript name",
            edit: (
                "    capability: camera.document\n    description: Captures",
                "    capability: camera.document\n    names: {typescript: scan}\n    description: Captures"
            ),
            rule: "TYPESCRIPT_NAME_CHANGED", breaksTypeScript: true),
        // ...and `camera.document`, no identifier, is keyed in BridgeCapabilityID by its TypeScript name...
        Case(
            name: "capability's Swift name",
            edit: ("    reportsPermission: true\n", "    reportsPermission: true\n    swiftName: documentCamera\n"),
            rule: "CAPABILITY_SWIFT_NAME_CHANGED", breaksTypeScript: false),
        Case(
            name: "capability's TypeScript name, keyed by it",
            edit: ("    reportsPermission: true\n", "    reportsPermission: true\n    names: {typescript: documentCamera}\n"),
            rule: "TYPESCRIPT_NAME_CHANGED", breaksTypeScript: true),
        // ...while `BUSY`, one, keys itself unless it is given a name.
        Case(
            name: "error code's Swift name", edit: ("description: Busy.}", "description: Busy., swiftName: hostBusy}"),
            rule: "ERROR_CODE_SWIFT_NAME_CHANGED", breaksTypeScript: false),
        Case(
            name: "error code's TypeScript name",
            edit: ("description: Busy.}", "description: Busy., names: {typescript: HOST_BUSY}}"),
            rule: "TYPESCRIPT_NAME_CHANGED", breaksTypeScript: true),
        Case(
            name: "field's Swift name",
            edit: ("      width: {type: integer}\n", "      pixelWidth: {type: integer, wireName: width}\n"),
            rule: "FIELD_SWIFT_NAME_CHANGED", breaksTypeScript: false),
        Case(
            name: "field's JSON key",
            edit: ("      width: {type: integer}\n", "      width: {type: integer, wireName: pixelWidth}\n"),
            rule: "FIELD_WIRE_NAME_CHANGED", breaksTypeScript: true),
        // Code reading a result must now check for undefined...
        Case(
            name: "result field made optional",
            edit: ("      width: {type: integer}\n", "      width: {type: integer, optional: true}\n"),
            rule: "FIELD_MADE_OPTIONAL_IN_WEB_BOUND", breaksTypeScript: true),
        // ...while code writing a request may go on setting a field made optional.
        Case(
            name: "request field made optional",
            edit: (
                "{type: string, description: The capture session.}",
                "{type: string, optional: true, description: The capture session.}"
            ),
            rule: "FIELD_MADE_OPTIONAL_IN_NATIVE_BOUND", breaksTypeScript: false),
        Case(
            name: "required request field added",
            edit: (
                "      side: {type: Side, default: front}\n",
                "      side: {type: Side, default: front}\n      mode: {type: string}\n"
            ),
            rule: "FIELD_REQUIRED_ADDED_TO_NATIVE_BOUND", breaksTypeScript: true),
        // Code reading a result does not mind a new field.
        Case(
            name: "required result field added",
            edit: ("      width: {type: integer}\n", "      width: {type: integer}\n      height: {type: integer}\n"),
            rule: "FIELD_REQUIRED_ADDED_TO_WEB_BOUND", breaksTypeScript: false),
        Case(
            name: "slot renamed", edit: ("      property: documentCapture\n", "      property: documentScanner\n"),
            rule: "SLOT_PROPERTY_RENAMED", breaksTypeScript: false),
        Case(
            name: "protocol renamed", edit: ("  name: MiniBridge\n", "  name: TinyBridge\n"),
            rule: "PROTOCOL_NAME_CHANGED", breaksTypeScript: true),
    ]

    @Test(arguments: cases) func breaksTypeScriptWhereWebCodeNoticesIt(_ test: Case) throws {
        let findings = try Spec.diff(Spec.base, try Spec.edited(test.edit)).findings.filter { $0.rule.rawValue == test.rule }
        try #require(!findings.isEmpty, "\(test.rule) is reported")
        #expect(findings.allSatisfy { $0.sides.contains(.typescript) == test.breaksTypeScript })
    }
}
