@_spi(BridgeGenerated) import BridgeRuntime
import PluginAPI
import PluginAPIMotion
import Testing

/// A stream an extension declares (`Tests/PluginAPIMotion`, Capacitor's Motion listener on the
/// plugin protocol) behaves as the base protocol's own: refused to a page that did not agree to
/// updates, and living past the request timeout once it streams, until the page cancels.
@MainActor
@Suite struct ExtensionStreamTests {
    private static let still = Vector(x: 0, y: 0, z: 0)

    private static func measurement(_ interval: Double) -> Acceleration {
        Acceleration(
            acceleration: still, accelerationIncludingGravity: Vector(x: 0, y: 0, z: 9.81), interval: interval)
    }

    @Test func anExtensionsStreamIsUnsupportedForAPageThatDidNotAgree() async throws {
        let host = PluginAPI.BridgeHost(hostVersion: "1.0.0")
        host.handle(.motionAccelerationChanges) { _ in [Self.measurement(16)].async }
        let page = StreamTests.Page(host: host)
        let id = page.send("request", "motion.accelerationChanges", data: [:])
        let response = try #require(await page.eventually { page.messages(of: id).first })
        #expect(response["type"] == "response")
        #expect(response["payload"]?["status"] == "unsupported")
        #expect(response["payload"]?["error"]?["code"] == "UNSUPPORTED_ACTION")
    }

    @Test func anExtensionsStreamOutlivesTheRequestTimeoutUntilThePageCancels() async throws {
        let clock = BridgeManualClock()
        var options = BridgeHostOptions(clock: clock)
        options.requestTimeout = 5
        let host = PluginAPI.BridgeHost(hostVersion: "1.0.0", options: options)
        let seen = StreamTests.Seen()
        host.handle(.motionAccelerationChanges) { _ in
            AsyncStream<Acceleration> { continuation in
                let feed = Task {
                    while !Task.isCancelled {
                        continuation.yield(Self.measurement(16))
                        try? await Task.sleep(nanoseconds: 20_000_000)
                    }
                }
                continuation.onTermination = { _ in
                    feed.cancel()
                    Task { @MainActor in seen.terminated = true }
                }
            }
        }
        let page = StreamTests.Page(host: host)
        await page.agree()
        let id = page.send("request", "motion.accelerationChanges", data: [:])
        _ = await page.eventually { page.messages(of: id).first }
        clock.advance(by: 10)
        _ = await page.eventually { page.messages(of: id).count >= 3 ? true : nil }
        #expect(page.messages(of: id).allSatisfy { $0["type"] == "update" }, "no TIMEOUT once it streams")
        #expect(page.messages(of: id).first?["payload"]?["data"]?["accelerationIncludingGravity"]?["z"] == 9.81)

        _ = page.send("cancel", "motion.accelerationChanges", id: id)
        let response = await page.eventually { page.messages(of: id).last { $0["type"] == "response" } }
        #expect(response?["payload"]?["status"] == "cancelled")
        #expect(await page.eventually { seen.terminated ? true : nil } == true)
        #expect(host.lastError == nil)
    }
}
