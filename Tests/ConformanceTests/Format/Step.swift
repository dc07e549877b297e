/// One line of a scenario after its header: something the page does, the app does, time passing, or
/// what the page and the app must have seen by then. `Tests/Conformance/README.md` defines each.
enum Step: Sendable {
    /// The page sends this message (placeholders resolved first).
    case page(JSON)
    /// The page sends this exact text.
    case pageText(String)
    /// A new document replaces the page.
    case navigate
    /// The page fetches a blob and gets this answer.
    case fetch(BlobFetch)
    /// The host app does something.
    case app(AppStep)
    /// This many milliseconds pass.
    case time(Int)
    /// The next message the page receives matches this pattern.
    case receive(JSON)
    /// The page receives nothing more, for now.
    case receiveNothing
    /// The next problem the host reports to the app matches this pattern (its listed keys).
    case problem(JSON)
    /// The next event the host hands the app matches this pattern (its listed keys).
    case appEvent(JSON)
    /// The requests waiting for the app, oldest first, are exactly these correlation IDs.
    case pending([String])
    /// The messages the host keeps in its history, oldest first, are exactly these correlation IDs.
    case history([String])
    /// The history holds the message with this correlation ID, and its data, as the history shows
    /// it, matches this pattern.
    case recorded(String, data: JSON)

    /// A blob fetch by the page and what it must get.
    struct BlobFetch: Sendable {
        var url: JSON
        var origin: String?
        var mainFrame: Bool
        var status: Int
        var body: String?
    }

    /// Reads a step from its line; every key must be one the step takes.
    init(_ record: JSON) throws(ScenarioError) {
        let keys = record.keys.filter { $0 != "note" }
        guard let verb = keys.first, let argument = record[verb] else { throw ScenarioError("a step needs one of \(Self.verbs)") }
        func only(_ allowed: Set<String>) throws(ScenarioError) {
            if let extra = keys.first(where: { !allowed.contains($0) && $0 != verb }) {
                throw ScenarioError("'\(verb)' takes no '\(extra)'")
            }
        }
        switch verb {
        case "page": try only([]); self = .page(argument)
        case "pageText": try only([]); self = .pageText(try Self.string(argument, "pageText"))
        case "navigate": try only([]); self = .navigate
        case "fetch":
            try only(["origin", "mainFrame", "status", "body"])
            self = .fetch(
                BlobFetch(
                    url: argument,
                    origin: try record["origin"].map { (value) throws(ScenarioError) in try Self.string(value, "origin") },
                    mainFrame: record["mainFrame"]?.boolValue ?? true, status: try Self.integer(record["status"], "status"),
                    body: try record["body"].map { (value) throws(ScenarioError) in try Self.string(value, "body") }))
        case "app": self = .app(try AppStep(record))
        case "time": try only([]); self = .time(try Self.integer(argument, "time"))
        case "receive": try only([]); self = .receive(argument)
        case "receiveNothing": try only([]); self = .receiveNothing
        case "problem": try only([]); self = .problem(argument)
        case "appEvent": try only([]); self = .appEvent(argument)
        case "pending": try only([]); self = .pending(try Self.strings(argument, "pending"))
        case "history": try only([]); self = .history(try Self.strings(argument, "history"))
        case "recorded":
            try only(["data"])
            guard let data = record["data"] else { throw ScenarioError("'recorded' needs 'data'") }
            self = .recorded(try Self.string(argument, "recorded"), data: data)
        default: throw ScenarioError("unknown step '\(verb)'; expected one of \(Self.verbs)")
        }
    }

    static let verbs =
        "page, pageText, navigate, fetch, app, time, receive, receiveNothing, problem, appEvent, pending, history, recorded"

    static func string(_ value: JSON?, _ key: String) throws(ScenarioError) -> String {
        guard let text = value?.stringValue else { throw ScenarioError("'\(key)' must be a string") }
        return text
    }

    static func integer(_ value: JSON?, _ key: String) throws(ScenarioError) -> Int {
        guard let number = value?.intValue else { throw ScenarioError("'\(key)' must be a whole number") }
        return number
    }

    static func strings(_ value: JSON, _ key: String) throws(ScenarioError) -> [String] {
        guard let elements = value.arrayValue else { throw ScenarioError("'\(key)' must be an array of strings") }
        var strings: [String] = []
        for element in elements { strings.append(try string(element, key)) }
        return strings
    }
}
