/// One scenario: its header line (name, description, the host it needs) and the steps after it.
struct Scenario: Sendable {
    /// Unique across every file.
    var name: String
    /// What it shows, in a sentence or two.
    var summary: String
    /// Where its header is, `Tests/Conformance/…jsonl:line`.
    var location: String
    var host: HostSetup
    /// Each step with the line it is on.
    var steps: [(line: Int, step: Step)]
    /// What is wrong with the scenario's own lines, if anything: the test fails with it.
    var brokenBecause: String?
}

/// The host a scenario starts with: the header's `host` (README, "The header").
struct HostSetup: Sendable {
    var hostVersion = "1.0.0"
    /// `BridgeHostOptions` by their README names; times in milliseconds.
    var options: [String: JSON] = [:]
    /// The configuration-based host's capability dictionary, if the host is made from one.
    var configuredCapabilities: JSON?
    /// The extensions the host serves beside the base protocol.
    var extensions: [String] = []
    /// Whether the page's transport serves blobs, and the origin of the page.
    var servesBlobs = false
    var pageOrigin = "https://journey.example"

    static let optionNames: Set<String> = [
        "requestTimeoutMs", "maxReceivedMessages", "pendingRequestWarningThreshold", "maxIncomingMessageBytes",
        "maxIncomingNestingDepth", "maxOpenRequests", "maxOpenRequestsPerCapability", "maxHeldBytes",
        "maxCorrelationIDBytes", "blobMinimumBytes", "blobLifetimeMs",
    ]

    init() {}

    init(_ value: JSON?) throws(ScenarioError) {
        guard let value else { return }
        try Self.check(value, allowed: ["hostVersion", "options", "configuration", "extensions", "transport"], in: "host")
        if let version = value["hostVersion"] { hostVersion = try Step.string(version, "hostVersion") }
        if case .object(let members)? = value["options"] {
            for member in members {
                guard Self.optionNames.contains(member.key) else { throw ScenarioError("unknown option '\(member.key)'") }
                options[member.key] = member.value
            }
        }
        if let configuration = value["configuration"] {
            try Self.check(configuration, allowed: ["capabilities"], in: "configuration")
            configuredCapabilities = configuration["capabilities"] ?? .object([])
        }
        if let extensions = value["extensions"] { self.extensions = try Step.strings(extensions, "extensions") }
        if let transport = value["transport"] {
            try Self.check(transport, allowed: ["blobs", "pageOrigin"], in: "transport")
            servesBlobs = transport["blobs"]?.boolValue ?? false
            if let origin = transport["pageOrigin"] { pageOrigin = try Step.string(origin, "pageOrigin") }
        }
    }

    private static func check(_ value: JSON, allowed: Set<String>, in part: String) throws(ScenarioError) {
        guard case .object = value else { throw ScenarioError("'\(part)' must be an object") }
        if let extra = value.keys.first(where: { !allowed.contains($0) }) { throw ScenarioError("'\(part)' takes no '\(extra)'") }
    }
}
