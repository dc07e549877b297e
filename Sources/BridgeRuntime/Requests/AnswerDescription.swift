/// How a request was answered, kept in parts and put into words only when a message needs it.
///
/// Every answer is described twice, when its gate is claimed and when its request is recorded as
/// closed, but a description is read only when another answer comes too late, so the text is not
/// interpolated up front, which would allocate strings on every round trip.
@usableFromInline
enum AnswerDescription: Sendable, Equatable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// "a success response": what the page was sent.
    case response(status: String)
    /// "the handler's success response": a responder's answer.
    case handlerResponse(status: String)
    /// "the slot's success result": what a typed slot's handler returned.
    case slotResult(status: String)
    /// "respond(to:) with success": the app's answer to a pending request.
    case respondCall(status: String)
    /// "a cancelled response: the page cancelled the request": a later answer is dropped silently,
    /// since the page asked for it.
    case cancelledByPage
    /// Any other description, written out: the rare ones, such as a timeout or an internal error.
    case text(String)

    @usableFromInline
    init(stringLiteral text: String) { self = .text(text) }

    @usableFromInline
    var description: String {
        switch self {
        case .response(let status): "a \(status) response"
        case .handlerResponse(let status): "the handler's \(status) response"
        case .slotResult(let status): "the slot's \(status) result"
        case .respondCall(let status): "respond(to:) with \(status)"
        case .cancelledByPage: "a cancelled response: the page cancelled the request"
        case .text(let text): text
        }
    }
}
