import GBGBridge

/// A delegate that keeps what the host tells it, for tests to check.
@MainActor
final class RecordingDelegate: BridgeHostDelegate {
    private(set) var messages: [BridgeMessage] = []
    private(set) var unhandled: [BridgeMessage] = []
    private(set) var events: [WebToNativeEvent] = []
    private(set) var problems: [BridgeProblem] = []

    func bridgeHost(_ host: BridgeHost, didReceive message: BridgeMessage) { messages.append(message) }
    func bridgeHost(_ host: BridgeHost, unhandledRequest message: BridgeMessage) { unhandled.append(message) }
    func bridgeHost(_ host: BridgeHost, didReceiveEvent event: WebToNativeEvent) { events.append(event) }
    func bridgeHost(_ host: BridgeHost, didReport problem: BridgeProblem) { problems.append(problem) }
}
