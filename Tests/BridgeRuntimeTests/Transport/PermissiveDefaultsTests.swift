import Foundation
import Testing

@_spi(BridgeGenerated) @testable import BridgeRuntime

/// Item 4 of issue 29: no permissive defaults. An allow-list entry that would let in more than it
/// says allows nothing and says why, and only checked JSON reaches the script a WebView evaluates.
@Suite struct PermissiveDefaultsTests {
    private static func origin(_ text: String) -> BridgeWebOrigin? { BridgeWebOrigin(allowListEntry: text) }

    /// `http:` is anyone on the network path, unless it is this device: loopback is allowed, the
    /// rest only when insecure HTTP is asked for.
    @Test func httpOutsideLoopbackNeedsAnExplicitOptIn() {
        let entries: Set = ["http://journey.example.com", "http://localhost:8080", "http://127.0.0.1:3000", "http://[::1]:8080"]
        let policy = BridgeOriginPolicy(allowing: entries)
        #expect(!policy.allows(Self.origin("http://journey.example.com")))
        #expect(policy.allows(Self.origin("http://localhost:8080")))
        #expect(policy.allows(Self.origin("http://127.0.0.1:3000")))
        #expect(policy.allows(BridgeWebOrigin(scheme: "http", host: "::1", port: 8080)))
        #expect(
            policy.refusals == [
                #"Refused the allowed origin "http://journey.example.com": http: outside loopback can be anyone on the network "#
                    + "path; use https, or allow insecure HTTP; it allows nothing"
            ])
        let optedIn = BridgeOriginPolicy(allowing: entries, allowingInsecureHTTP: true)
        #expect(optedIn.allows(Self.origin("http://journey.example.com")))
        #expect(optedIn.refusals.isEmpty)
        // A name that only starts like loopback is not.
        #expect(
            !BridgeOriginPolicy(allowing: ["http://127.0.0.1.evil.example"]).allows(Self.origin("http://127.0.0.1.evil.example")))
        #expect(
            !BridgeOriginPolicy(allowing: ["http://localhost.evil.example"]).allows(Self.origin("http://localhost.evil.example")))
    }

    /// Every `file:` document has the same origin, so an entry for one file would admit them all.
    @Test func fileEntriesAreRefused() {
        let policy = BridgeOriginPolicy(allowing: ["file:///var/mobile/journey/index.html", "https://journey.example.com"])
        #expect(!policy.allows(Self.origin("file:///var/mobile/journey/index.html")))
        #expect(!policy.allows(BridgeWebOrigin(scheme: "file", host: "", port: 0)))
        #expect(policy.allows(Self.origin("https://journey.example.com")))
        #expect(policy.refusals.count == 1 && policy.refusals[0].contains("file:///var/mobile/journey/index.html"))
        #expect(!policy.deliveryScript.script(for: BridgeOutgoingMessage(JSONWriter())).contains("file:"))
    }

    /// Text that names no origin allows nothing, and says so.
    @Test func entriesThatNameNoOriginAreReported() {
        let policy = BridgeOriginPolicy(allowing: ["journey.example.com"])
        #expect(policy.origins == [])
        #expect(
            policy.refusals == [
                #"Refused the allowed origin "journey.example.com": it names no origin (write https://host[:port]); it allows nothing"#
            ])
    }

    /// The public way to wrap JSON checks it: text that is not one JSON value never becomes a script.
    @Test func anOutgoingMessageIsCheckedJSON() throws {
        #expect(throws: JSONReadError.self) { try BridgeOutgoingMessage(json: Array("1);steal();(".utf8)) }
        #expect(throws: JSONReadError.self) { try BridgeOutgoingMessage(json: Array(#"{"a":1});steal();({"#.utf8)) }
        #expect(throws: JSONReadError.self) { try BridgeOutgoingMessage(json: []) }
        #expect(try BridgeOutgoingMessage(json: Array(#"{"a":1}"#.utf8)).text == #"{"a":1}"#)
    }
}
