import BridgeRuntime
import Foundation
import PluginAPI

/// The host `--serve plugin-api` runs: the protocol of Tests/PluginAPI (written from a public plugin
/// API), its actions answered by typed handlers through its generated Swift API, for the Node tests
/// of progress and streams. What it does, by action:
///
/// - `geolocation.getCurrentPosition`: three progress values (satellites 3, 5, 8), then a position.
/// - `geolocation.watchPosition`: a position every 20 ms until the page cancels; the end of the
///   sequence is noted (`HostNoteLine`): `cancelled after N`, where N positions were handed over.
/// - `network.statusChanges`: three statuses, then the host ends the stream.
@MainActor
final class ScriptedPluginHost: PluginAPI.BridgeHostDelegate {
    let host: PluginAPI.BridgeHost
    /// The requests received and not yet answered.
    let inFlight = InFlightRequests()

    init(requestTimeout: TimeInterval) {
        host = PluginAPI.BridgeHost(hostVersion: "stdio-1.0", options: BridgeHostOptions(requestTimeout: requestTimeout))
        host.delegate = self
        host.handle(.geolocationGetCurrentPosition) { request in
            for satellites in [3, 5, 8] {
                request.progress(PositionProgress(satellites: satellites))
                try await Task.sleep(nanoseconds: 5_000_000)
            }
            return Self.position(52.52)
        }
        host.handle(.geolocationWatchPosition) { request in Self.watch(request.correlationId) }
        host.handle(.networkStatusChanges) { _ in
            AsyncStream { continuation in
                for (connected, type) in [(true, ConnectionType.wifi), (true, .cellular), (false, .none)] {
                    continuation.yield(ConnectionStatus(connected: connected, connectionType: type))
                }
                continuation.finish()
            }
        }
    }

    /// Positions every 20 ms, latitude 52.0, 52.001, …, until the consumer goes.
    private static func watch(_ correlationId: String) -> AsyncStream<Position> {
        AsyncStream { continuation in
            let feed = Task {
                var sent = 0
                while case .enqueued = continuation.yield(position(52 + Double(sent) / 1000)) {
                    sent += 1
                    try? await Task.sleep(nanoseconds: 20_000_000)
                }
                return sent
            }
            continuation.onTermination = { termination in
                feed.cancel()
                let how = if case .cancelled = termination { "cancelled" } else { "finished" }
                Task { @MainActor in HostNoteLine.write("\(how) after \(await feed.value)", about: correlationId) }
            }
        }
    }

    private static func position(_ latitude: Double) -> Position {
        Position(
            timestamp: 1_700_000_000_000,
            coords: Coordinates(latitude: latitude, longitude: 13.4, accuracy: 5, altitude: nil, speed: nil, heading: nil))
    }

    func bridgeHost(_ host: PluginAPI.BridgeHost, didReceive message: PluginAPI.BridgeMessage) {
        if message.type == .request { inFlight.received(message.correlationId) }
    }
}
