import Dispatch
import Foundation

#if canImport(Combine)
import Combine
#endif

/// The host machinery every generated `BridgeHost` is built on: decoding, recording, routing,
/// answering each request exactly once, timeouts, typed slots, capability negotiation and transports.
///
/// It is generic over the generated protocol, so it never names an action or a capability itself.
/// Apps use the generated subclass, `BridgeHost`.
@MainActor
open class BridgeHostBase<Definition: BridgeProtocolDefinition>: BridgeTransportDelegate, ReplyOutbox.Owner {
    /// The message type of the protocol.
    public typealias Message = Definition.Message

    /// Limits, timeouts and identity.
    public let options: BridgeHostOptions
    /// The version of the app's integration, reported by `capability.query`.
    public var hostVersion: String { _setup.hostVersion }
    /// The static capability dictionary of a configuration-based host; nil for a host whose
    /// declarations come from its slots and custom capabilities.
    public var configuredCapabilities: [String: Definition.CapabilityInfo]? { _routes.configured }
    /// JavaScript a WebView transport injects at document start.
    public var bootstrapScript: String { _setup.bootstrapScript }

    // Stored state marked `@exclusivity(unchecked)` is the main actor's alone and is touched on
    // every message: the run-time exclusivity check of a class property goes through a
    // thread-local access set, a measured part of a round trip (see Benchmarks/README.md). Each
    // such property is read, or changed by code that calls nothing touching the same property.

    /// What the host was made with, besides its options.
    @usableFromInline
    let _setup: HostSetup

    #if canImport(Combine)
    // The history is changed in place (see BridgePublished); `lastError` stays `@Published`, which
    // also gives the host the `objectWillChange` publisher Combine synthesizes, which the history,
    // the pending requests and the slots send to.
    /// Every message decoded from the page, oldest first, at most `options.maxReceivedMessages`.
    @BridgePublished public internal(set) var receivedMessages: [Message] = []
    /// The latest problem since the transport was attached: an undecodable message, a dropped
    /// answer, a failed delivery. Attaching a transport clears it; the delegate hears of every problem.
    @Published public internal(set) var lastError: String?
    #else
    /// Every message decoded from the page, oldest first, at most `options.maxReceivedMessages`.
    @exclusivity(unchecked) public internal(set) var receivedMessages: [Message] = []
    /// The latest problem since the transport was attached: an undecodable message, a dropped
    /// answer, a failed delivery. Attaching a transport clears it; the delegate hears of every problem.
    public internal(set) var lastError: String?
    #endif

    /// Requests no handler took, waiting for `respond(to:status:data:error:)`, oldest first.
    ///
    /// Built when read after a change, so read it when you show or answer them: each read after a
    /// change costs a pass over the open requests. Observe the host (`objectWillChange` where
    /// Combine exists) or the delegate's `unhandledRequest` to learn of new ones.
    public var pendingRequests: [Message] {
        if let _heldMessages { return _heldMessages }
        let built = _ledger.open.entries.compactMap { entry in
            entry.request.heldMessage.map { unsafeDowncast($0, to: HeldMessage<Message>.self).message }
        }
        _heldMessages = built
        return built
    }

    /// The transport messages go out through; nil until one is attached.
    @exclusivity(unchecked) public internal(set) var transport: (any BridgeTransport)?

    /// Where each action's requests go: slots, handlers, custom capabilities, negotiation.
    @usableFromInline
    @exclusivity(unchecked) final var _routes: RouteTable<Definition>
    /// The protocol extensions the host checks like its own protocol; see `install(_:)`.
    @usableFromInline
    final var _extensions: [any BridgeExtensionDefinition.Type] = []
    /// Every request from its arrival to its answer, and what they take of the host's limits.
    @usableFromInline
    @exclusivity(unchecked) final var _ledger: RequestLedger
    /// `pendingRequests` as last read, kept until a held request ends; nil builds it again.
    @usableFromInline
    @exclusivity(unchecked) final var _heldMessages: [Message]? = []
    /// Messages that arrived while the host was still handling one, waiting in order: a transport
    /// that delivers into the host from `deliver` re-enters it, and recursing would exhaust the stack.
    @exclusivity(unchecked) final var inbox = Inbox()
    /// Answers responders gave, waiting in order for the main actor to send them.
    @usableFromInline
    let _outbox = ReplyOutbox()
    /// The streams `events()` and `events(of:)` returned, until each ends.
    final var eventStreams = EventStreams<Definition>()
    /// What the transport refused lately, by kind, counted beyond what is reported one by one.
    final var refusals = RefusalCounter()
    /// The alarm that reports the refusals counted, when their window ends.
    final var refusalSummaryAlarm: BridgeClockAlarm?
    /// Whether the page agreed to updates in its last negotiation; a new document starts without.
    @usableFromInline
    final var _updatesAgreed = false
    /// The blobs the page has yet to fetch, and the terms it agreed to (see `BridgeHostBase+Blobs.swift`).
    @usableFromInline
    let _blobs: BridgeBlobStore

    /// Creates a host whose `capability.query` answer is built from its slots and custom capabilities.
    public init(hostVersion: String, options: BridgeHostOptions = BridgeHostOptions()) {
        self.options = options
        self._setup = HostSetup(
            hostVersion: hostVersion, bootstrapScript: BootstrapScript.default, protocolVersion: Definition.version)
        self._routes = RouteTable(configured: nil)
        self._ledger = RequestLedger(options: options)
        self._blobs = BridgeBlobStore(lifetime: options.blobLifetime, clock: options.clock, now: options._now)
        _outbox.owner = self
    }

    /// Creates a host whose `capability.query` answer is the configuration's capability dictionary.
    public init(configuration: BridgeHostConfiguration<Definition>) {
        self.options = configuration.options
        self._setup = HostSetup(
            hostVersion: configuration.hostVersion, bootstrapScript: configuration.bootstrapScript,
            protocolVersion: Definition.version)
        self._routes = RouteTable(configured: configuration.capabilities)
        self._ledger = RequestLedger(options: configuration.options)
        self._blobs = BridgeBlobStore(
            lifetime: configuration.options.blobLifetime, clock: configuration.options.clock, now: configuration.options._now)
        _outbox.owner = self
    }

    /// Ends the streams `events()` returned: no event comes after the host. Cancels the alarms,
    /// which an app's clock would otherwise keep until their time came.
    deinit {
        eventStreams.finishAll()
        _ledger.timer?.cancel()
        refusalSummaryAlarm?.cancel()
    }

    /// Called for every message decoded from the page, after it is recorded. Generated hosts forward
    /// it to their delegate.
    @_spi(BridgeGenerated) open func didReceive(_ message: Message) {}

    /// Called for a request no handler took, after it joined `pendingRequests`.
    @_spi(BridgeGenerated) open func didReceiveUnhandledRequest(_ message: Message) {}

    /// Called for every event from the page, typed, after `didReceive(_:)`. Generated hosts forward
    /// it to their delegate.
    @_spi(BridgeGenerated) open func didReceive(event: Definition.IncomingEvent) {}

    /// Called for every problem, after `lastError` shows it. Generated hosts forward it to their
    /// delegate.
    @_spi(BridgeGenerated) open func didReport(_ problem: BridgeProblem) {}

    /// Adds a typed slot; generated hosts adopt theirs at init.
    @_spi(BridgeGenerated) public func adopt(_ slot: BridgeSlotBase<Definition>) {
        slot.host = self
        _routes.adopt(slot)
    }

    /// Connects a transport: messages go out through it, and what it receives comes in here.
    /// A previously attached transport is detached first.
    ///
    /// `lastError` is cleared: it says what is wrong with the page the host talks to now, and
    /// problems from before (such as "WebView not attached") no longer hold. The delegate has heard
    /// of each of them.
    public func attach(_ transport: any BridgeTransport) {
        if self.transport != nil { detach() }
        if lastError != nil { lastError = nil }
        self.transport = transport
        transport.delegate = self
    }

    /// Disconnects the transport. Everything in flight ends: running handlers are cancelled, suspended
    /// slots resume with `cancelled`, pending requests are dropped; none of them can be answered now.
    public func detach() {
        _drainOutbox()
        transport?.delegate = nil
        transport = nil
        endAllOpenRequests(reason: "the page went away")
        _blobs.removeAll()
        _updatesAgreed = false
    }

    /// Receives a message from a transport.
    public func transportDidReceive(_ json: [UInt8]) { receive(json) }

    /// Receives a message from a transport as text, checking its size before copying it.
    public func transportDidReceive(text: String) { receive(text) }

    /// A new document replaced the page: everything the old page asked for ends, unanswered.
    public func transportDidChangePage() {
        _drainOutbox()
        endAllOpenRequests(reason: "the page navigated away")
        _blobs.removeAll()
        _updatesAgreed = false
    }

    /// Reports a delivery that failed after the transport accepted it, such as a JavaScript error.
    public func transportDidFailToDeliver(_ error: any Error) {
        _report(BridgeProblem(.deliveryFailed, "\(error)"))
    }

    /// Shows a problem the transport found in `lastError` and tells the delegate. Refusals of one
    /// kind beyond a few a second are counted and reported together (see `RefusalCounter`).
    public func transportDidReport(_ problem: BridgeProblem) {
        let clock = options.clock
        let now = clock.now()
        reportCountedRefusals(now: now)
        if refusals.admit(problem, now: now) {
            _report(problem)
        } else if refusalSummaryAlarm == nil, let end = refusals.nextSummary {
            refusalSummaryAlarm = clock.setAlarm(at: end) { [weak self] in
                self?.refusalSummaryAlarm = nil
                self?.reportCountedRefusals(now: clock.now())
            }
        }
    }

    /// Reports the refusals counted in windows that ended by `now`, one problem per window.
    private func reportCountedRefusals(now: Date) {
        for summary in refusals.summaries(endedBy: now) { _report(summary) }
    }

    /// Shows a problem in `lastError` and tells the subclass (and so the delegate).
    @usableFromInline
    func _report(_ problem: BridgeProblem) {
        lastError = problem.message
        didReport(problem)
    }

    /// A slot's observable state is about to change; SwiftUI watches the host, not the slot.
    @usableFromInline
    func _slotWillChange() {
        #if canImport(Combine)
        objectWillChange.send()
        #endif
    }
}

#if canImport(Combine)
extension BridgeHostBase: ObservableObject {}
#endif
