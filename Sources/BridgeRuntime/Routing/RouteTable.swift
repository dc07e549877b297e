/// Where each action's requests go, and what `capability.query` declares: one table, by action, of
/// everything that declared the action, with the route that wins, found again each time a handler
/// is set or removed.
///
/// Precedence, lowest first: custom capabilities, then the configuration (`register(handler:)` and
/// the configured capability dictionary), then typed action handlers, then typed slots with a
/// handler. A request whose action none of them takes goes to the negotiation action's built-in
/// answer, then to a slot without a handler (answered `UNSUPPORTED_ACTION`), then to
/// `pendingRequests`.
///
/// The tables are keyed by the exact bytes of each action (``BridgeWireKey``), as the page compares
/// them.
@MainActor
@usableFromInline
struct RouteTable<Definition: BridgeProtocolDefinition> {
    /// Where a request goes.
    @usableFromInline
    enum Route {
        /// A typed slot with a handler: it rejects a second request while busy, and runs the handler.
        case slot(BridgeSlotBase<Definition>)
        /// A typed action handler (`handle(_:handler:)`), counted against `capability`.
        case typed(RequestHandling<Definition>, capability: String)
        /// A handler of the configuration approach (`register(handler:)`).
        case configured(BridgeRequestHandling<Definition>)
        /// A custom capability's handler.
        case custom(RequestHandling<Definition>)
        /// The negotiation action, answered from the host's declarations.
        case negotiation
        /// A typed slot without a handler: the capability exists but is not offered.
        case unsupportedSlot(BridgeSlotBase<Definition>)
    }

    /// A handler registered with either overload of `handle(_:handler:)`.
    struct TypedHandler {
        /// The capability it declares, with its version.
        let capability: (id: String, version: String)?
        let handling: RequestHandling<Definition>
    }

    /// A capability registered with either overload of `registerCustomCapability`.
    struct CustomCapability {
        let version: String
        let handling: RequestHandling<Definition>
    }

    /// Everything declared for one action.
    @MainActor
    private struct Declarations {
        var slots: [BridgeSlotBase<Definition>] = []
        var typed: TypedHandler?
        var configured: BridgeRequestHandling<Definition>?
        var custom: CustomCapability?
        var isNegotiation = false

        /// The route of `action` that wins, by precedence; nil holds the request for the app.
        func route(of action: String) -> Route? {
            if let slot = slots.first(where: { $0._hasHandler }) { return .slot(slot) }
            if let typed { return .typed(typed.handling, capability: typed.capability?.id ?? action) }
            if let configured { return .configured(configured) }
            if let custom { return .custom(custom.handling) }
            if isNegotiation { return .negotiation }
            if let slot = slots.first { return .unsupportedSlot(slot) }
            return nil
        }
    }

    /// What a request for an action with a route needs: the route, and where its data holds
    /// sensitive values, for the history.
    @usableFromInline
    struct Routed {
        @usableFromInline let route: Route
        /// Public only to carry the SPI type to the host's inlinable receiving code.
        @_spi(BridgeGenerated) public let redaction: BridgeRedaction?
    }

    /// The route of each action that has one.
    private var routes: [BridgeWireKey: Route] = [:]
    /// `routes`, with each request's redaction, as requests look them up: one search, by the
    /// bytes of the action's name, without SipHash. Built again whenever a route changes.
    @usableFromInline
    private(set) var routed = ActionTable<Routed>([])
    /// What each action has declared.
    private var declarations: [BridgeWireKey: Declarations] = [:]
    /// Every slot, in the order the host adopted them.
    private var slots: [BridgeSlotBase<Definition>] = []
    /// The capability dictionary of a configuration-based host.
    let configured: [String: Definition.CapabilityInfo]?

    init(configured: [String: Definition.CapabilityInfo]?) {
        self.configured = configured
        if let negotiation = Definition.negotiationAction {
            change(BridgeWireKey(negotiation)) { $0.isNegotiation = true }
        }
    }

    /// Where requests for `action` go, and the redaction of their data; nil holds them for the app.
    @inlinable
    func routed(for action: String) -> Routed? {
        routed[action]
    }

    // MARK: Declaring

    /// Adds a typed slot.
    mutating func adopt(_ slot: BridgeSlotBase<Definition>) {
        slots.append(slot)
        change(BridgeWireKey(slot.action)) { $0.slots.append(slot) }
    }

    /// Finds the route of a slot's action again: its handler was set or removed.
    mutating func slotChanged(_ slot: BridgeSlotBase<Definition>) {
        change(BridgeWireKey(slot.action)) { _ in }
    }

    /// Sets or removes the typed handler of `action`.
    mutating func setTyped(_ handler: TypedHandler?, for action: String) {
        change(BridgeWireKey(action)) { $0.typed = handler }
    }

    /// Sets or removes the configuration approach's handler of `action`.
    mutating func setConfigured(_ handler: BridgeRequestHandling<Definition>?, for action: String) {
        change(BridgeWireKey(action)) { $0.configured = handler }
    }

    /// Sets or removes the custom capability `capabilityID`, whose action is its ID.
    mutating func setCustom(_ capability: CustomCapability?, for capabilityID: String) {
        change(BridgeWireKey(capabilityID)) { $0.custom = capability }
    }

    /// Whether a typed handler handles `action`.
    func hasTypedHandler(for action: String) -> Bool {
        declarations[BridgeWireKey(action)]?.typed != nil
    }

    /// How the custom capability `capabilityID` is handled, if it is registered.
    func customHandling(of capabilityID: String) -> RequestHandling<Definition>? {
        declarations[BridgeWireKey(capabilityID)]?.custom?.handling
    }

    /// Changes what `key` has declared, and finds its route again.
    private mutating func change(_ key: BridgeWireKey, _ update: (inout Declarations) -> Void) {
        var declared = declarations[key] ?? Declarations()
        update(&declared)
        declarations[key] = declared
        routes[key] = declared.route(of: key.string)
        routed = ActionTable(
            routes.map { key, route in
                (key, Routed(route: route, redaction: Definition.redaction(ofDataOf: key.string, in: .request)))
            })
    }

    // MARK: What capability.query reports

    /// The declarations `capability.query` reports now, keyed by capability ID, by the same
    /// precedence as routing. A host without configuration also lists its slots that have no
    /// handler, as unsupported, so the page learns the capability exists but is not offered.
    func capabilities() -> [String: Definition.CapabilityInfo] {
        var capabilities: [String: Definition.CapabilityInfo] = [:]
        for (action, declared) in declarations {
            guard let custom = declared.custom else { continue }
            capabilities[action.string] = .declaration(
                supported: true, version: custom.version, constraints: nil, permissionState: nil, permissions: nil)
        }
        if let configured {
            capabilities.merge(configured) { _, configured in configured }
        }
        for case let (id, version)? in declarations.values.lazy.compactMap(\.typed).map(\.capability) {
            capabilities[id] = .declaration(
                supported: true, version: version, constraints: nil, permissionState: nil, permissions: nil)
        }
        for slot in slots where slot._hasHandler || (configured == nil && capabilities[slot.capabilityID] == nil) {
            capabilities[slot.capabilityID] = .declaration(
                supported: slot.isSupported, version: slot.version, constraints: nil, permissionState: slot.permissionState,
                permissions: slot._permissionStates.isEmpty ? nil : slot._permissionStates)
        }
        return capabilities
    }
}
