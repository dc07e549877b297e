import Foundation
import Testing

@_spi(BridgeGenerated) @testable import BridgeRuntime

/// The one form in which a WebView transport compares origins: allow-list entries, URLs and
/// WebKit's security origins (scheme, host, port 0 for the default) agree as `location.origin` does.
@Suite struct BridgeOriginPolicyTests {
    @Test func allowListEntriesURLsAndSecurityOriginsMeetInOneForm() throws {
        let entry = try #require(BridgeWebOrigin(allowListEntry: " HTTPS://Journey.Example.com:443/start?x=1 "))
        #expect(entry.description == "https://journey.example.com")
        #expect(BridgeWebOrigin(scheme: "https", host: "journey.example.com", port: 0) == entry)
        #expect(BridgeWebOrigin(url: URL(string: "https://journey.example.com/step-2")!) == entry)
        #expect(BridgeWebOrigin(url: URL(string: "http://localhost:8080/")!)?.description == "http://localhost:8080")
        #expect(BridgeWebOrigin(scheme: "http", host: "localhost", port: 80)?.description == "http://localhost")
    }

    @Test func documentsWithoutAnOriginAreAllowedOnlyWithoutAnAllowList() {
        #expect(BridgeWebOrigin(url: URL(string: "about:blank")!) == nil)
        #expect(BridgeWebOrigin(allowListEntry: "journey.example.com") == nil)
        #expect(BridgeOriginPolicy(allowing: nil).allows(nil))
        #expect(!BridgeOriginPolicy(allowing: ["https://journey.example.com"]).allows(nil))
        #expect(
            !BridgeOriginPolicy(allowing: ["journey.example.com"]).allows(
                BridgeWebOrigin(allowListEntry: "https://journey.example.com")))
    }

    /// The delivery script names each allowed origin as a string literal, so an origin cannot break
    /// out of the check, and ends in `void 0` whatever it allows.
    @Test func theDeliveryScriptChecksEachOriginAndEvaluatesToUndefined() throws {
        let message = try BridgeOutgoingMessage(json: Array(#"{"a":1}"#.utf8))
        let script = BridgeOriginPolicy(allowing: ["https://b.example", "https://a.example"]).deliveryScript.script(for: message)
        #expect(
            script
                == #"if(location.origin==="https://a.example"||location.origin==="https://b.example"){window.GBGBridge.receive("{\"a\":1}");void 0}else{location.origin}"#
        )
        #expect(BridgeOriginPolicy(allowing: []).deliveryScript.script(for: message).hasPrefix("if(false){"))
        #expect(message.javaScript == #"window.GBGBridge.receive("{\"a\":1}");void 0"#)
    }
}
