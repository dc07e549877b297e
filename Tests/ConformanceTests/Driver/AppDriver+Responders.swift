import GBGBridge

/// Answering through a responder, as custom capabilities and capability handlers do: any status,
/// several answers, or none.
extension AppDriver {
    /// Answers through a responder, as custom capabilities and capability handlers do.
    func answer(_ correlationId: String, with answer: Answer, through responder: BridgeResponder) async throws {
        switch answer {
        case .reply(let reply):
            respond(reply, through: responder)
        case .replies(let replies):
            for reply in replies { respond(reply, through: responder) }
        case .hold:
            let next = try await awaitCompletion(of: correlationId, checking: Responding.check)
            try await self.answer(correlationId, with: next, through: responder)
        case .none:
            return
        case .fail(let message):
            throw AppFailure(message: message)
        }
    }

    private func respond(_ reply: Reply, through responder: BridgeResponder) {
        responder.respond(
            status: BridgeResponseStatus(rawValue: reply.status), data: try? reply.data?.hostObject("data"),
            error: reply.error.map(payload))
    }
}

/// An error a handler throws that is no answer: the host answers `INTERNAL_ERROR` for it.
struct AppFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// What responder-based handlers (custom capabilities, capability handlers) can answer.
enum Responding {
    static func check(_ answer: Answer) throws(ScenarioError) {
        switch answer {
        case .reply(let reply): try check(reply)
        case .replies(let replies): for reply in replies { try check(reply) }
        case .hold, .none, .fail: break
        }
    }

    static func check(_ reply: Reply) throws(ScenarioError) {
        if let data = reply.data { _ = try data.hostObject("a reply's data") }
    }
}

/// A capability handler of the configuration-based approach, answering as its scenario says.
struct ScenarioCapabilityHandler: BridgeCapabilityHandler {
    typealias Definition = GBGBridgeProtocol
    let action: String
    let body: @Sendable @MainActor (BridgeMessage, BridgeResponder) async throws -> Void

    init(action: String, body: @escaping @Sendable @MainActor (BridgeMessage, BridgeResponder) async throws -> Void) {
        self.action = action
        self.body = body
    }

    func handle(request: BridgeMessage, responder: BridgeResponder) async throws {
        try await body(request, responder)
    }
}
