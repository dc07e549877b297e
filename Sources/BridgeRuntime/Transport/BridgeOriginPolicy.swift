/// Which documents may talk to a host through a WebView: an allow-list of origins, normalized, or
/// any document when there is none. It also makes the script deliveries use, which checks the same
/// list inside the page.
///
/// An entry that would let in more than its author can mean allows nothing, and is listed in
/// ``refusals``: text that names no origin; a `file:` URL, since every local file shares one
/// origin, so an entry for one admits all; and an `http:` origin outside loopback (`localhost`,
/// `127.0.0.0/8`, `::1`) unless insecure HTTP was asked for, since anyone on the network path can
/// then be that page.
struct BridgeOriginPolicy: Sendable {
    /// The allowed origins; nil allows any.
    let origins: Set<BridgeWebOrigin>?
    /// Why each refused entry allows nothing, one sentence each, in the order of the entries.
    let refusals: [String]
    /// The script that hands a message to a page this policy allows.
    let deliveryScript: BridgeDeliveryScript

    /// The policy of an allow-list (`https://journey.example.com`); nil allows any document.
    /// `allowingInsecureHTTP` admits `http:` origins outside loopback.
    init(allowing entries: Set<String>?, allowingInsecureHTTP: Bool = false) {
        guard let entries else {
            origins = nil
            refusals = []
            deliveryScript = .anyPage
            return
        }
        var allowed: Set<BridgeWebOrigin> = []
        var refusals: [String] = []
        for entry in entries.sorted() {
            switch Self.origin(of: entry, allowingInsecureHTTP: allowingInsecureHTTP) {
            case .success(let origin): allowed.insert(origin)
            case .failure(let refusal):
                refusals.append("Refused the allowed origin \"\(entry)\": \(refusal.reason); it allows nothing")
            }
        }
        origins = allowed
        self.refusals = refusals
        deliveryScript = BridgeDeliveryScript(onlyIn: allowed)
    }

    /// Whether a document from `origin` (nil: a document with none, such as `about:blank`) may talk
    /// to the host.
    func allows(_ origin: BridgeWebOrigin?) -> Bool {
        guard let origins else { return true }
        return origin.map(origins.contains) ?? false
    }

    /// Why an entry allows nothing.
    private struct Refusal: Error {
        let reason: String
    }

    /// The origin `entry` allows, or why it allows none.
    private static func origin(of entry: String, allowingInsecureHTTP: Bool) -> Result<BridgeWebOrigin, Refusal> {
        guard let origin = BridgeWebOrigin(allowListEntry: entry) else {
            return .failure(Refusal(reason: "it names no origin (write https://host[:port])"))
        }
        switch origin.scheme {
        case "file":
            return .failure(Refusal(reason: "every file: document has the same origin, so it would admit any local file"))
        case "http", "ws":
            guard origin.isLoopback || allowingInsecureHTTP else {
                return .failure(
                    Refusal(
                        reason:
                            "\(origin.scheme): outside loopback can be anyone on the network path; use https, or allow insecure HTTP"
                    ))
            }
            return .success(origin)
        default:
            return .success(origin)
        }
    }
}
