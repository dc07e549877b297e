import GBGBridge

/// The host app's delegate: keeps the problems and the page's events the host hands the app, in the
/// host-neutral form the `problem` and `appEvent` steps match.
@MainActor
final class AppObserver: BridgeHostDelegate {
    /// `{"kind", "correlationId", "action", "message"}` per problem, the last three when the host gives them.
    private(set) var problems: [JSON] = []
    /// `{"name", "typed"}` per event from the page.
    private(set) var events: [JSON] = []
    /// The name of the last event message, which the typed event that follows it belongs to.
    private var lastEventName = ""

    func bridgeHost(_ host: BridgeHost, didReceive message: BridgeMessage) {
        if message.type == .event { lastEventName = message.payload.action.rawValue }
    }

    func bridgeHost(_ host: BridgeHost, didReceiveEvent event: WebToNativeEvent) {
        events.append(.object(["name": .string(lastEventName), "typed": .bool(!event.isUnknown)]))
    }

    func bridgeHost(_ host: BridgeHost, didReport problem: BridgeProblem) {
        var members = [JSON.Member(key: "kind", value: .string(problem.kind.rawValue))]
        if let correlationId = problem.correlationId {
            members.append(JSON.Member(key: "correlationId", value: .string(correlationId)))
        }
        if let action = problem.action { members.append(JSON.Member(key: "action", value: .string(action))) }
        members.append(JSON.Member(key: "message", value: .string(problem.message)))
        problems.append(.object(members))
    }
}
