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
open class BridgeEngine<Definition: BridgeProtocolDefinition>: BridgeTransportDelegate, ReplyOutbox.Owner {
    /// The envelope type of the protocol.
    public typealias Message = Definition.Message

    /// The version of the app's integration, reported by `capability.query`.
    public let hostVersion: String
    /// Limits, timeouts and identity.
    public let options: BridgeHostOptions
    /// The static capability dictionary of a configuration-based host; nil for a host whose
    /// declarations come from its slots and custom capabilities.
    public let configuredCapabilities: [String: Definition.CapabilityInfo]?
    /// JavaScript a WebView transport injects at document start.
    public let bootstrapScript: String
    /// The major version of the protocol this host speaks, which every message must share; read
    /// once, where every message used to parse it again.
    @usableFromInline
    let majorVersionSpoken = BridgeEngine.majorVersion(Definition.version)

    // Stored state marked `@exclusivity(unchecked)` is the main actor's alone and is touched on
    // every message: the run-time exclusivity check of a class property goes through a
    // thread-local access set, and cost several percent of a round trip. Each such property is
    // read, or changed by code that calls nothing touching the same property.

    #if canImport(Combine)
    // The history is changed in place (see BridgePublished); `lastError` stays `@Published`, which
    // also gives the host the `objectWillChange` publisher Combine synthesizes, which the history,
    // the pending requests and the slots send to.
    /// Every message decoded from the page, oldest first, at most `options.maxReceivedMessages`.
    @BridgePublished public internal(set) var receivedMessages: [Message] = []
    /// The latest problem: an undecodable message, a dropped answer, a failed delivery.
    @Published public internal(set) var lastError: String?
    #else
    /// Every message decoded from the page, oldest first, at most `options.maxReceivedMessages`.
    @exclusivity(unchecked) public internal(set) var receivedMessages: [Message] = []
    /// The latest problem: an undecodable message, a dropped answer, a failed delivery.
    public internal(set) var lastError: String?
    #endif

    /// Requests no handler took, waiting for `respond(to:status:data:error:)`, oldest first.
    ///
    /// Built when read after a change, so read it when you show or answer them: each read after a
    /// change costs a pass over the pending requests. Observe the host (`objectWillChange` where
    /// Combine exists) or the delegate's `unhandledRequest` to learn of new ones.
    public var pendingRequests: [Message] { pending.messages }

    /// The transport messages go out through; nil until one is attached.
    @exclusivity(unchecked) public internal(set) var transport: (any BridgeTransport)?

    @usableFromInline
    @exclusivity(unchecked) var slots: [BridgeSlotBase<Definition>] = []
    /// The actions of `slots`, in the same order: routing searches these, and touches the generic
    /// slots, with their run-time type lookups, only for the action it found.
    @usableFromInline
    @exclusivity(unchecked) var slotActions: [String] = []
    // The tables of what the page names (actions, correlation IDs) are keyed by the exact bytes it
    // sent, as the page compares them; Swift's `String` would take canonically equivalent
    // spellings for one key.
    /// Handlers registered with `register(handler:)`, by action.
    @usableFromInline
    @exclusivity(unchecked) var handlers: [BridgeWireKey: BridgeRequestHandling<Definition>] = [:]
    /// Custom capabilities, by capability ID, which is their action.
    @usableFromInline
    @exclusivity(unchecked) var customCapabilities: [BridgeWireKey: CustomCapability] = [:]
    /// The protocol extensions the host checks like its own protocol; see `install(_:)`.
    @usableFromInline
    var extensions: [any BridgeExtensionDefinition.Type] = []
    /// Handlers registered with `handle(_:handler:)`, by action.
    @usableFromInline
    @exclusivity(unchecked) var typedHandlers: [BridgeWireKey: TypedHandler] = [:]
    /// Every request the host has not finished with, by correlation ID.
    @usableFromInline
    @exclusivity(unchecked) var openRequests = OpenRequestTable()
    /// The open requests nobody handles; `pendingRequests` reads them.
    @usableFromInline
    @exclusivity(unchecked) var pending = PendingRequestList<Message>()
    /// What open requests and the history take of the host's limits.
    @usableFromInline
    @exclusivity(unchecked) var usage = HostUsage()
    /// The open requests' deadlines, earliest first.
    @usableFromInline
    @exclusivity(unchecked) var deadlines = DeadlineQueue()
    @usableFromInline
    @exclusivity(unchecked) var recentlyClosed = RecentAnswers()
    /// Messages that arrived while the host was still handling one, waiting in order: a transport
    /// that delivers into the host from `deliver` re-enters it, and recursing would exhaust the stack.
    @exclusivity(unchecked) var inbox = Inbox()
    /// Answers responders gave, waiting in order for the main actor to send them.
    @usableFromInline
    let outbox = ReplyOutbox()
    /// The continuations of the streams `events()` returned, until each stream ends.
    var eventStreams: [UUID: AsyncStream<Definition.IncomingEvent>.Continuation] = [:]
    /// The feeds of extensions' events that `events(of:)` follows, by event type.
    var extensionEventFeeds: [ObjectIdentifier: ExtensionEventFeedEntry<Message>] = [:]
    /// What ends each stream `events(of:)` returned, so that they end with the host.
    var extensionStreamEnds: [UUID: @Sendable () -> Void] = [:]
    /// The task that answers `TIMEOUT` for overdue requests, while any request has a deadline.
    @usableFromInline
    @exclusivity(unchecked) var timeoutTimer: Task<Void, Never>?
    /// The blobs the page has yet to fetch (see `BridgeEngine+Blobs.swift`).
    @usableFromInline
    let blobs: BridgeBlobStore
    /// The blob terms the page's latest negotiation agreed to; nil sends every value inline.
    @usableFromInline
    @exclusivity(unchecked) var blobTerms: BridgeBlobTerms?

    /// Creates a host whose `capability.query` answer is built from its slots and custom capabilities.
    public init(hostVersion: String, options: BridgeHostOptions = BridgeHostOptions()) {
        self.hostVersion = hostVersion
        self.options = options
        self.configuredCapabilities = nil
        self.bootstrapScript = BootstrapScript.default
        self.blobs = BridgeBlobStore(lifetime: options.blobLifetime, now: options.now)
        outbox.owner = self
    }

    /// Creates a host whose `capability.query` answer is the configuration's capability dictionary.
    public init(configuration: BridgeHostConfiguration<Definition>) {
        self.hostVersion = configuration.hostVersion
        self.options = configuration.options
        self.configuredCapabilities = configuration.capabilities
        self.bootstrapScript = configuration.bootstrapScript
        self.blobs = BridgeBlobStore(lifetime: configuration.options.blobLifetime, now: configuration.options.now)
        outbox.owner = self
    }

    /// Ends the streams `events()` returned: no event comes after the host.
    deinit {
        for stream in eventStreams.values { stream.finish() }
        for end in extensionStreamEnds.values { end() }
    }

    /// Called for every message decoded from the page, after it is recorded. Generated hosts forward
    /// it to their delegate.
    open func didReceive(_ message: Message) {}

    /// Called for a request no handler took, after it joined `pendingRequests`.
    open func didReceiveUnhandledRequest(_ message: Message) {}

    /// Called for every event from the page, typed, after `didReceive(_:)`. Generated hosts forward
    /// it to their delegate.
    open func didReceive(event: Definition.IncomingEvent) {}

    /// Called for every problem, after `lastError` shows it. Generated hosts forward it to their
    /// delegate.
    open func didReport(_ problem: BridgeProblem) {}

    /// Adds a typed slot; generated hosts adopt theirs at init.
    public func adopt(_ slot: BridgeSlotBase<Definition>) {
        slot.host = self
        slots.append(slot)
        slotActions.append(slot.action)
    }

    /// Connects a transport: messages go out through it, and what it receives comes in here.
    /// A previously attached transport is detached first.
    public func attach(_ transport: any BridgeTransport) {
        if self.transport != nil { detach() }
        self.transport = transport
        transport.delegate = self
    }

    /// Disconnects the transport. Everything in flight ends: running handlers are cancelled, suspended
    /// slots resume with `cancelled`, pending requests are dropped; none of them can be answered now.
    public func detach() {
        drainOutbox()
        transport?.delegate = nil
        transport = nil
        endAllOpenRequests(reason: "the page went away")
        forgetBlobs()
    }

    /// Receives a message from a transport.
    public func transportDidReceive(_ json: [UInt8]) { receive(json) }

    /// A new document replaced the page: everything the old page asked for ends, unanswered.
    public func transportDidChangePage() {
        drainOutbox()
        endAllOpenRequests(reason: "the page navigated away")
        forgetBlobs()
    }

    /// Reports a delivery that failed after the transport accepted it, such as a JavaScript error.
    public func transportDidFailToDeliver(_ error: any Error) {
        report(BridgeProblem(.deliveryFailed, "\(error)"))
    }

    /// Shows a problem in `lastError` and tells the subclass (and so the delegate).
    @usableFromInline
    func report(_ problem: BridgeProblem) {
        lastError = problem.message
        didReport(problem)
    }

    /// A slot's observable state is about to change; SwiftUI watches the host, not the slot.
    @usableFromInline
    func slotWillChange() {
        #if canImport(Combine)
        objectWillChange.send()
        #endif
    }
}

#if canImport(Combine)
extension BridgeEngine: ObservableObject {}
#endif
