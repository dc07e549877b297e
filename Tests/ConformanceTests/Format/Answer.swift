/// How a handler answers (README, "Answers").
enum Answer: Sendable {
    /// With this reply.
    case reply(Reply)
    /// With each of these replies, in order, through its responder (all but the first are dropped).
    case replies([Reply])
    /// Not yet: it holds the request until a `complete` step.
    case hold
    /// Never: it returns without answering.
    case none
    /// It fails with an error that is not an answer.
    case fail(String)

    init(_ value: JSON?) throws(ScenarioError) {
        switch value {
        case .string("hold"): self = .hold
        case .string("none"): self = .none
        case .array(let elements):
            var replies: [Reply] = []
            for element in elements { replies.append(try Reply(element)) }
            self = .replies(replies)
        case .object(let members) where members.map(\.key) == ["throw"]:
            self = .fail(try Step.string(value?["throw"], "throw"))
        case .object:
            self = .reply(try Reply(value!))
        default:
            throw ScenarioError(
                "'answer' must be a reply object, an array of replies, \"hold\", \"none\" or {\"throw\": message}")
        }
    }
}

/// An answer in wire terms: a status, and the data and error the response carries.
struct Reply: Sendable {
    var status: String
    var data: JSON?
    var error: ReplyError?

    /// The error of a reply; `recoverable` nil means the code's declared default.
    struct ReplyError: Sendable {
        var code: String
        var message: String
        var recoverable: Bool?
    }

    /// Reads a reply from `record`, whose keys other than `besides` must be the reply's.
    init(_ record: JSON, besides: Set<String> = []) throws(ScenarioError) {
        if let extra = record.keys.first(where: { !["status", "data", "error"].contains($0) && !besides.contains($0) }) {
            throw ScenarioError("a reply takes status, data and error, not '\(extra)'")
        }
        status = try Step.string(record["status"], "status")
        data = record["data"]
        if let error = record["error"] {
            if let extra = error.keys.first(where: { !["code", "message", "recoverable"].contains($0) }) {
                throw ScenarioError("a reply's error takes code, message and recoverable, not '\(extra)'")
            }
            self.error = ReplyError(
                code: try Step.string(error["code"], "code"), message: try Step.string(error["message"], "message"),
                recoverable: error["recoverable"]?.boolValue)
        }
    }
}
