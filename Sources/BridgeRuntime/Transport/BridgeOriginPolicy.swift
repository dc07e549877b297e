/// Which documents may talk to a host through a WebView: an allow-list of origins, normalized, or
/// any document when there is none. It also makes the script deliveries use, which checks the same
/// list inside the page.
struct BridgeOriginPolicy: Sendable {
    /// The allowed origins; nil allows any.
    let origins: Set<BridgeWebOrigin>?
    /// The script that hands a message to a page this policy allows.
    let deliveryScript: BridgeDeliveryScript

    /// The policy of an allow-list (`https://journey.example.com`); nil allows any document.
    init(allowing entries: Set<String>?) {
        origins = entries.map(BridgeWebOrigin.set(of:))
        deliveryScript = origins.map(BridgeDeliveryScript.init(onlyIn:)) ?? .anyPage
    }

    /// Whether a document from `origin` (nil: a document with none, such as `about:blank`) may talk
    /// to the host.
    func allows(_ origin: BridgeWebOrigin?) -> Bool {
        guard let origins else { return true }
        return origin.map(origins.contains) ?? false
    }
}
