/// An error that is an answer: a handler throws it to answer its request with a status other than
/// success and a declared error code, instead of `INTERNAL_ERROR`.
///
/// Generated code declares `BridgeFailure`, which conforms; apps throw that
/// (`throw BridgeFailure(.nfcError, "The chip did not answer")`). Typed slots, typed action
/// handlers, custom capabilities and `BridgeCapabilityHandler`s all answer with it.
public protocol BridgeAnswerableError: Error, Sendable {
    /// The response status on the wire, such as `error` or `cancelled`.
    @_spi(BridgeGenerated) var answerStatus: String { get }
    /// The error code on the wire.
    @_spi(BridgeGenerated) var answerCode: String { get }
    /// The error's message.
    @_spi(BridgeGenerated) var answerMessage: String { get }
    /// Whether retrying may succeed; nil for the code's declared default, which the host knows for
    /// its protocol's codes and for those of the extensions it has installed.
    @_spi(BridgeGenerated) var answerRecoverable: Bool? { get }
}
