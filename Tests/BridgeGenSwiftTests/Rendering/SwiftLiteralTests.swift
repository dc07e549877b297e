import BridgeGenKit
import Testing

@testable import BridgeGenSwift

@Suite struct SwiftLiteralTests {
    @Test func quotesPlainText() {
        #expect(SwiftLiteral.string("camera.capture") == #""camera.capture""#)
    }

    @Test func escapesBackslashesQuotesAndControlCharacters() {
        #expect(SwiftLiteral.string("a\\b \"c\"\n\t\r\0\u{7}\u{7F}") == #""a\\b \"c\"\n\t\r\0\u{7}\u{7F}""#)
    }

    @Test func keepsNonASCIICharacters() {
        #expect(SwiftLiteral.string("Grüße 👋🏽 \u{00A0}") == "\"Grüße 👋🏽 \u{00A0}\"")
    }
}
