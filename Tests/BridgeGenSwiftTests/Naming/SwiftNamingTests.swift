import BridgeSpec
import Testing

@testable import BridgeGenSwift

/// How the Swift output names elements, and escapes names where Swift would read them otherwise.
@Suite struct SwiftNamingTests {
    private let location = SourceLocation(file: "spec.yaml", line: 1, column: 1)

    @Test func namesAreDerivedFromIDsUnlessTheSpecGivesOne() {
        let derived = ActionSpec(
            id: "nfc.read", description: nil, capability: nil, request: "R", result: "S", errors: [], location: location)
        #expect(SwiftNaming.name(of: derived) == "nfcRead")
        let given = ActionSpec(
            id: "nfc.read", names: LanguageNames(["swift": .init(name: "readChip", location: location)]), description: nil,
            capability: nil, request: "R", result: "S", errors: [], location: location)
        #expect(SwiftNaming.name(of: given) == "readChip")
        // Another language's name is not Swift's.
        let kotlin = ActionSpec(
            id: "nfc.read", names: LanguageNames(["kotlin": .init(name: "readChip", location: location)]), description: nil,
            capability: nil, request: "R", result: "S", errors: [], location: location)
        #expect(SwiftNaming.name(of: kotlin) == "nfcRead")
        let field = FieldSpec(
            name: "self", wireName: "self", type: .string, isOptional: false, defaultValue: nil, description: nil,
            location: location)
        #expect(SwiftNaming.name(of: field) == "self")
    }

    @Test func validIdentifiers() {
        #expect(SwiftNaming.isValidIdentifier("documentCapture"))
        #expect(SwiftNaming.isValidIdentifier("default"))  // Valid; the generator escapes it.
        for invalid in ["", "_", "3dScan", "image-data", "i os", "café", "a.b"] {
            #expect(!SwiftNaming.isValidIdentifier(invalid), "\(invalid)")
        }
    }

    @Test func keywordsAreEscapedWhereSwiftNeedsIt() {
        #expect(SwiftNaming.escapedIfKeyword("default") == "`default`")
        #expect(SwiftNaming.escapedIfKeyword("self") == "`self`")
        #expect(SwiftNaming.escapedIfKeyword("status") == "status")
        // After a dot, only what means something else there.
        #expect(SwiftNaming.member("default") == "default")
        #expect(SwiftNaming.member("self") == "`self`")
        #expect(SwiftNaming.member("init") == "`init`")
    }
}
