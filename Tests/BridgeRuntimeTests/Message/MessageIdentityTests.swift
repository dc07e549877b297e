import Testing

@_spi(BridgeGenerated) @testable import BridgeRuntime

/// A message refused for its depth is answered when its correlation ID can be read: the identity
/// is read from JSON of any depth, building nothing deep, and only from JSON.
@Suite struct MessageIdentityTests {
    private func identity(_ text: String) -> (correlationId: String, action: String)? {
        Array(text.utf8).withUnsafeBytes { bytes in
            var parser = JSONParser(bytes, maxDepth: 1)
            return parser.readMessageIdentity()
        }
    }

    private static func deep(_ depth: Int) -> String {
        String(repeating: #"[{"k":"#, count: depth) + "1" + String(repeating: "}]", count: depth)
    }

    @Test func readsTheCorrelationIDAndTheActionWhateverComesAround() throws {
        let text =
            #"{"version":"1.0","payload":{"data":"# + Self.deep(1_000)
            + #","action":"nfc.read"},"correlationId":"c-1","type":"request"}"#
        let read = try #require(identity(text))
        #expect(read.correlationId == "c-1" && read.action == "nfc.read")
        // A million arrays deep is passed over, not built (nor recursed into).
        let deeper =
            #"{"correlationId":"c-2","payload":{"data":"# + String(repeating: "[", count: 1_000_000)
            + String(repeating: "]", count: 1_000_000) + "}}"
        #expect(identity(deeper)?.correlationId == "c-2")
    }

    @Test func whitespaceAroundTheMessageIsJSON() {
        let read = identity(" \n\t{\"correlationId\":\"c\",\"payload\":{\"action\":\"a\"}} \r\n")
        #expect(read?.correlationId == "c" && read?.action == "a")
    }

    @Test func anActionThatCannotBeReadIsEmpty() {
        #expect(identity(#"{"correlationId":"c","payload":{"action":5}}"#)?.action == "")
        #expect(identity(#"{"correlationId":"c","payload":[1]}"#)?.action == "")
        #expect(identity(#"{"correlationId":"c"}"#)?.action == "")
    }

    @Test(arguments: [
        #"{"payload":{"action":"a"}}"#,  // no correlation ID
        #"{"correlationId":7}"#,  // not a string
        #"{"correlationId":"c","correlationId":"d"}"#,  // twice
        #"{"correlationId":"c","payload":{"action":"a","action":"b"}}"#,  // the action twice
        #"{"correlationId":"c","data":[[1,]]}"#,  // not JSON further in
        #"{"correlationId":"c","data":[[1]}"#,  // brackets that do not match
        #"{"correlationId":"c","data":{"k" 1}}"#,  // a key without its colon
        #"{"correlationId":"c"} x"#,  // trailing data
        #"{"correlationId":"c""#,  // cut short
        #"["c"]"#,  // not an object
        "\u{FEFF}{\"correlationId\":\"c\"}",  // a byte order mark
    ])
    func nothingIsReadFromTextThatIsNotAMessage(_ text: String) {
        #expect(identity(text) == nil)
    }
}
