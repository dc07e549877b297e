@_spi(BridgeGenerated) import BridgeRuntime
import Foundation
import PluginAPI
import Testing

/// Streams, on a protocol written from a public plugin API (`Tests/PluginAPI`): a watch
/// (`watchPosition` until the page cancels) and a listener (`addListener("networkStatusChange")`),
/// each item an `update`, ended by either side; refused to a page that did not agree to updates.
@MainActor
@Suite struct StreamTests {
    /// The page's side, over an in-memory transport.
    @MainActor
    final class Page {
        let transport = InMemoryTransport()
        private var nextID = 0

        init(host: PluginAPI.BridgeHost) { host.attach(transport) }

        func send(_ type: String, _ action: String, data: JSONValue? = nil, id: String? = nil) -> String {
            nextID += 1
            let correlationId = id ?? "web-\(nextID)"
            var payload: [String: JSONValue] = ["action": .string(action)]
            payload["data"] = data
            var writer = JSONWriter()
            writer.value([
                "version": "1.0", "correlationId": .string(correlationId), "type": .string(type),
                "timestamp": 1_700_000_000_000, "payload": .object(payload),
            ])
            transport.post(bytes: writer.bytes)
            return correlationId
        }

        func messages(of correlationId: String) -> [JSONValue] {
            transport.delivered.compactMap { try? JSONReader().read($0.json) }.filter {
                $0["correlationId"]?.stringValue == correlationId
            }
        }

        func eventually<T>(_ condition: () -> T?) async -> T? {
            for _ in 0..<2_000 {
                if let value = condition() { return value }
                try? await Task.sleep(nanoseconds: 1_000_000)
            }
            return condition()
        }

        func agree() async {
            let id = send("request", "capability.query", data: ["messageTypes": ["update", "cancel"]])
            _ = await eventually { messages(of: id).first }
        }
    }

    /// Whether the host's sequence saw its consumer go.
    @MainActor
    final class Seen {
        var terminated = false
    }

    private static func position(_ latitude: Double) -> Position {
        Position(
            timestamp: 1_700_000_000_000,
            coords: Coordinates(latitude: latitude, longitude: 13.4, accuracy: 5, altitude: nil, speed: nil, heading: nil))
    }

    @Test func aWatchSendsEachPositionUntilThePageCancels() async throws {
        let clock = BridgeManualClock()
        var options = BridgeHostOptions(clock: clock)
        options.requestTimeout = 5
        let host = PluginAPI.BridgeHost(hostVersion: "1.0.0", options: options)
        let seen = Seen()
        host.handle(.geolocationWatchPosition) { _ in
            AsyncStream<Position> { continuation in
                let feed = Task {
                    var latitude = 52.0
                    while !Task.isCancelled {
                        continuation.yield(Self.position(latitude))
                        latitude += 0.001
                        try? await Task.sleep(nanoseconds: 20_000_000)
                    }
                }
                continuation.onTermination = { _ in
                    feed.cancel()
                    Task { @MainActor in seen.terminated = true }
                }
            }
        }
        let page = Page(host: host)
        await page.agree()
        let id = page.send("request", "geolocation.watchPosition", data: ["enableHighAccuracy": true])
        _ = await page.eventually { page.messages(of: id).first }
        // Past the request timeout: a stream that has sent an update lives until it is cancelled.
        clock.advance(by: 10)
        _ = await page.eventually { page.messages(of: id).count >= 5 ? true : nil }
        let updates = page.messages(of: id)
        #expect(updates.allSatisfy { $0["type"] == "update" })
        #expect(updates.first?["payload"]?["data"]?["coords"]?["latitude"] == 52.0)
        #expect(updates.first?["payload"]?["data"]?["coords"]?["altitude"] == .null)

        _ = page.send("cancel", "geolocation.watchPosition", id: id)
        let response = await page.eventually { page.messages(of: id).last { $0["type"] == "response" } }
        #expect(response?["payload"]?["status"] == "cancelled")
        #expect(await page.eventually { seen.terminated ? true : nil } == true)
        let count = page.messages(of: id).count
        try await Task.sleep(nanoseconds: 60_000_000)
        #expect(page.messages(of: id).count == count, "nothing after the answer")
        #expect(host.lastError == nil)
    }

    @Test func aListenerEndsWhenTheHostEndsIt() async throws {
        let host = PluginAPI.BridgeHost(hostVersion: "1.0.0")
        host.handle(.networkStatusChanges) { _ in
            [ConnectionStatus(connected: true, connectionType: .wifi), ConnectionStatus(connected: false, connectionType: .none)]
                .async
        }
        let page = Page(host: host)
        await page.agree()
        let id = page.send("request", "network.statusChanges", data: [:])
        let response = await page.eventually { page.messages(of: id).last { $0["type"] == "response" } }
        #expect(response?["payload"]?["status"] == "success")
        #expect(response?["payload"]?["data"] == [:])
        #expect(
            page.messages(of: id).map { $0["payload"]?["data"]?["connectionType"] ?? .null } == ["wifi", "none", .null])
    }

    @Test func aStreamIsUnsupportedForAPageThatDidNotAgree() async throws {
        let host = PluginAPI.BridgeHost(hostVersion: "1.0.0")
        host.handle(.networkStatusChanges) { _ in [ConnectionStatus(connected: true, connectionType: .wifi)].async }
        let page = Page(host: host)
        let id = page.send("request", "network.statusChanges", data: [:])
        let response = try #require(await page.eventually { page.messages(of: id).first })
        #expect(response["payload"]?["status"] == "unsupported")
        #expect(response["payload"]?["error"]?["code"] == "UNSUPPORTED_ACTION")
        #expect(
            response["payload"]?["error"]?["message"]
                == "network.statusChanges is not supported by this host: it is a stream, and the page did not agree to the update and cancel message types in capability.query"
        )
    }
}

extension Array where Element: Sendable {
    /// The elements as an asynchronous sequence, for a stream handler that has them all.
    var async: AsyncStream<Element> {
        AsyncStream { continuation in
            for element in self { continuation.yield(element) }
            continuation.finish()
        }
    }
}
