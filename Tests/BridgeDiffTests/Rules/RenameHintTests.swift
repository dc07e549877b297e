import BridgeDiff
import Testing

/// Probable renames: a removal and an addition of the same shape carry hints naming each other, and
/// nothing is hinted when the shapes differ or a partner is ambiguous.
@Suite struct RenameHintTests {
    /// The hints of a comparison, as "RULE element: hint", sorted.
    static func hints(_ edits: (String, String)..., setup: [(String, String)] = []) throws -> [String] {
        var old = Spec.base
        for edit in setup { old = try Spec.edited(edit, in: old) }
        var new = old
        for edit in edits { new = try Spec.edited(edit, in: new) }
        return try Spec.diff(old, new).findings.compactMap { finding in
            finding.renameHint.map { "\(finding.rule.rawValue) \(finding.element): \($0.phrase)" }
        }.sorted()
    }

    @Test func aFieldRenamedKeepingItsShape() throws {
        #expect(
            try Self.hints(
                ("      documentType: {type: string, optional: true}\n", "      kind: {type: string, optional: true}\n")) == [
                    "FIELD_DROPPED_BY_NEW_HOSTS type:CaptureRequest/field:documentType: probably renamed to type:CaptureRequest/field:kind",
                    "FIELD_OPTIONAL_ADDED_TO_NATIVE_BOUND type:CaptureRequest/field:kind: probably renamed from type:CaptureRequest/field:documentType",
                    "FIELD_REMOVED_FROM_NATIVE_BOUND type:CaptureRequest/field:documentType: probably renamed to type:CaptureRequest/field:kind",
                    "REMOVED_WITHOUT_DEPRECATION type:CaptureRequest/field:documentType: probably renamed to type:CaptureRequest/field:kind",
                ])
    }

    @Test func aFieldReplacedByOneOfAnotherShapeIsNoRename() throws {
        #expect(try Self.hints(("      documentType: {type: string, optional: true}\n", "      kind: {type: string}\n")) == [])
        #expect(
            try Self.hints(
                ("      documentType: {type: string, optional: true}\n", "      kind: {type: integer, optional: true}\n")) == [])
    }

    /// Two added fields of the removed one's shape: either could be it, so neither is named.
    @Test func anAmbiguousRenameIsNotGuessed() throws {
        #expect(
            try Self.hints(
                (
                    "      documentType: {type: string, optional: true}\n",
                    "      kind: {type: string, optional: true}\n      label: {type: string, optional: true}\n"
                )) == [])
    }

    @Test func aTypeRenamedKeepingItsFields() throws {
        #expect(
            try Self.hints(
                ("    request: CaptureRequest\n", "    request: DocumentOptions\n"),
                ("  CaptureRequest:\n", "  DocumentOptions:\n")) == [
                    "TYPE_ADDED type:DocumentOptions: probably renamed from type:CaptureRequest",
                    "TYPE_REMOVED type:CaptureRequest: probably renamed to type:DocumentOptions",
                ])
    }

    @Test func anActionRenamedKeepingItsShape() throws {
        #expect(
            try Self.hints(
                ("  camera.document.capture:\n    capability", "  camera.document.scan:\n    capability"),
                ("      action: camera.document.capture\n", "      action: camera.document.scan\n")) == [
                    "ACTION_ADDED action:camera.document.scan: probably renamed from action:camera.document.capture",
                    "ACTION_REMOVED action:camera.document.capture: probably renamed to action:camera.document.scan",
                    "REMOVED_WITHOUT_DEPRECATION action:camera.document.capture: probably renamed to action:camera.document.scan",
                ])
    }

    @Test func anEventRenamedKeepingItsShape() throws {
        #expect(
            try Self.hints(("  host.background:\n", "  host.suspended:\n")) == [
                "EVENT_ADDED event:host.suspended: probably renamed from event:host.background",
                "EVENT_REMOVED event:host.background: probably renamed to event:host.suspended",
                "REMOVED_WITHOUT_DEPRECATION event:host.background: probably renamed to event:host.suspended",
            ])
    }

    /// One value out and one in, in one enum: a rename, which breaks deployed journeys that
    /// handled the old value of a web-bound enum.
    @Test func anEnumValueRenamed() throws {
        #expect(
            try Self.hints(("      spread: Two facing pages.\n", "      pair: Two facing pages.\n")) == [
                "ENUM_SWIFT_CASE_ADDED type:PageKind/value:pair: probably renamed from type:PageKind/value:spread",
                "ENUM_VALUE_ADDED_TO_WEB_BOUND type:PageKind/value:pair: probably renamed from type:PageKind/value:spread",
                "ENUM_VALUE_REMOVED type:PageKind/value:spread: probably renamed to type:PageKind/value:pair",
                "ENUM_VALUE_RENAMED_IN_WEB_BOUND type:PageKind/value:pair: probably renamed from type:PageKind/value:spread",
                "REMOVED_WITHOUT_DEPRECATION type:PageKind/value:spread: probably renamed to type:PageKind/value:pair",
            ])
    }

    @Test func anErrorCodeRenamedKeepingItsShape() throws {
        let cancelled = "  CANCELLED: {recoverable: true, description: Cancelled.}\n"
        let renamed = try Self.hints(
            ("  NFC_LOST: {recoverable: false, description: Lost.}\n", "  CHIP_LOST: {recoverable: false, description: Lost.}\n"),
            setup: [(cancelled, cancelled + "  NFC_LOST: {recoverable: false, description: Lost.}\n")])
        #expect(
            renamed == [
                "ERROR_CODE_ADDED error:CHIP_LOST: probably renamed from error:NFC_LOST",
                "ERROR_CODE_REMOVED error:NFC_LOST: probably renamed to error:CHIP_LOST",
            ])
    }
}
