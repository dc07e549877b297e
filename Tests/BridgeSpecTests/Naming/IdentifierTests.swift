import Testing

@testable import BridgeSpec

/// The spec format's identifiers: what type names, field names and an extension's name must be.
@Suite struct IdentifierTests {
    @Test func identifiersAreASCIILettersDigitsAndUnderscores() {
        for valid in ["documentCapture", "_private1", "default", "a", "A_1"] {
            #expect(Identifier.isValid(valid), "\(valid)")
        }
        for invalid in ["", "_", "3dScan", "image-data", "i os", "café", "a.b"] {
            #expect(!Identifier.isValid(invalid), "\(invalid)")
        }
    }

    @Test func typeNamesStartWithACapital() {
        #expect(Identifier.isUpperCamelCase("NFCReadRequest"))
        #expect(!Identifier.isUpperCamelCase("side"))
        #expect(!Identifier.isUpperCamelCase("_Side"))
        #expect(!Identifier.isUpperCamelCase("Ça"))
    }
}
