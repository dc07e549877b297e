// SwiftPM needs a Swift file of the target's own besides bridge.yaml, whose API BridgeGenPlugin
// generates at build time; this one adds what the app wants on top of it.

extension LookupResult {
    /// Whether the postcode matched no address.
    public var isEmpty: Bool { addresses.isEmpty }
}
