import BridgeRuntime
import GBGBridge
import SignaturePadBridge

/// One action the Swift host handles with a typed handler (`host.handle(.nfcRead) { … }`): every
/// action of the spec and its extensions that has no slot and is not the negotiation.
@MainActor
struct TypedActionBinding {
    let action: String
    /// Handles the action, answering as told.
    let handle: (Answer) throws(ScenarioError) -> Void
    /// Removes the handler.
    let remove: () -> Void

    /// Every typed action. An action the spec adds needs a line here; the coverage test says so.
    static func all(for driver: AppDriver) -> [String: TypedActionBinding] {
        let bindings = [
            make(.nfcRead, driver: driver),
            make(.signatureCapture, driver: driver),
        ]
        return Dictionary(uniqueKeysWithValues: bindings.map { ($0.action, $0) })
    }

    private static func make<Request, Result: BridgeJSONDecodable>(
        _ typed: BridgeTypedAction<Request, Result>, driver: AppDriver
    ) -> TypedActionBinding {
        /// The handler's return value, or what it throws: a result, a `BridgeFailure`, or an error
        /// that is no answer.
        func outcome(_ answer: Answer) throws(ScenarioError) -> Swift.Result<Result, any Error> {
            switch answer {
            case .reply(let reply) where reply.status == "success" && reply.error == nil:
                return .success(try decode(reply.data, as: Result.self, "the result"))
            case .reply(let reply):
                guard let error = reply.error else {
                    throw ScenarioError("a typed handler answers \(reply.status) with an error")
                }
                return .failure(
                    BridgeFailure(
                        status: BridgeResponseStatus(rawValue: reply.status), code: BridgeErrorCode(rawValue: error.code),
                        message: error.message, recoverable: error.recoverable))
            case .fail(let message):
                return .failure(AppFailure(message: message))
            case .hold, .replies, .none:
                throw ScenarioError("a typed handler returns one result or throws")
            }
        }

        let host = driver.host
        return TypedActionBinding(
            action: typed.id,
            handle: { (answer: Answer) throws(ScenarioError) in
                if case .hold = answer {
                    host.handle(typed) { [weak driver] request in
                        guard let driver else { throw CancellationError() }
                        let answer = try await driver.awaitCompletion(of: request.correlationId) {
                            (answer: Answer) throws(ScenarioError) in
                            _ = try outcome(answer)
                        }
                        return try outcome(answer).get()
                    }
                } else {
                    let result = try outcome(answer)
                    host.handle(typed) { _ in try result.get() }
                }
            },
            remove: { host.removeHandler(for: typed) })
    }
}
