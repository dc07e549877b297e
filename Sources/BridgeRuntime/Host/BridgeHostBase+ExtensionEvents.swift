import Foundation

/// An extension's page events, typed: `host.events(of: SignaturePadEvent.self)`.
extension BridgeHostBase {
    /// A stream of the page's events that `Event` (an extension's generated event type) declares,
    /// typed; a new stream for every call, each getting every such event from then on. Events it
    /// does not declare are left out. It ends when the host goes away.
    ///
    /// An event it declares whose data does not match, or that only the host may send, is left out
    /// too, and reported in `lastError` and to the delegate, once however many streams follow it
    /// (and whether or not any does, once the extension is installed).
    public func events<Event: BridgeIncomingEvent>(of type: Event.Type) -> AsyncStream<Event> where Event.Message == Message {
        let key = ObjectIdentifier(Event.self)
        let feed = eventStreams.extensionFeeds[key]?.feed as? ExtensionEventFeed<Event> ?? makeFeed(of: Event.self, key: key)
        let (stream, continuation) = AsyncStream.makeStream(
            of: Event.self, bufferingPolicy: .bufferingNewest(max(1, options.maxReceivedMessages)))
        let id = UUID()
        feed.streams[id] = continuation
        eventStreams.extensionStreamEnds[id] = { continuation.finish() }
        continuation.onTermination = { [weak self, weak feed] _ in
            Task { @MainActor in
                feed?.streams[id] = nil
                self?.eventStreams.extensionStreamEnds[id] = nil
            }
        }
        return stream
    }

    /// The feed of `Event`, decoding each page event the protocol does not know once for every
    /// stream of `Event`.
    private func makeFeed<Event: BridgeIncomingEvent>(of type: Event.Type, key: ObjectIdentifier) -> ExtensionEventFeed<Event>
    where Event.Message == Message {
        let feed = ExtensionEventFeed<Event>()
        eventStreams.extensionFeeds[key] = ExtensionEventFeedEntry(
            feed: feed,
            deliver: { [weak self, weak feed] message, reported in
                guard let feed, !feed.streams.isEmpty else { return }
                let (event, problem) = Event.decoding(message)
                if let problem, !reported {
                    self?._report(BridgeProblem(.unexpectedEvent, problem, correlationId: message.id, action: message.raw.action))
                }
                guard !event.isUnknown else { return }
                for stream in feed.streams.values { stream.yield(event) }
            })
        return feed
    }

    /// Hands an event the protocol does not know to every extension's feed; `reported` when the
    /// host has reported its problem already, as the extension that declares it is installed.
    func deliverToExtensionFeeds(_ message: Message, reported: Bool) {
        for entry in eventStreams.extensionFeeds.values { entry.deliver(message, reported) }
    }
}

/// The streams a host's `events()` and `events(of:)` returned, until each ends.
struct EventStreams<Definition: BridgeProtocolDefinition> {
    /// The continuations of the streams `events()` returned.
    var protocolEvents: [UUID: AsyncStream<Definition.IncomingEvent>.Continuation] = [:]
    /// The feeds of extensions' events that `events(of:)` follows, by event type.
    var extensionFeeds: [ObjectIdentifier: ExtensionEventFeedEntry<Definition.Message>] = [:]
    /// What ends each stream `events(of:)` returned.
    var extensionStreamEnds: [UUID: @Sendable () -> Void] = [:]

    /// Ends every stream: no event comes after the host.
    func finishAll() {
        for stream in protocolEvents.values { stream.finish() }
        for end in extensionStreamEnds.values { end() }
    }
}

/// The streams that follow one extension's events.
@MainActor
final class ExtensionEventFeed<Event: BridgeIncomingEvent> {
    var streams: [UUID: AsyncStream<Event>.Continuation] = [:]
}

/// A feed as the host keeps it, whatever its event type.
@MainActor
struct ExtensionEventFeedEntry<Message> {
    /// The feed itself.
    let feed: AnyObject
    /// Types a page event and yields it to the feed's streams, reporting its problem unless the
    /// host has (the second argument).
    let deliver: (Message, Bool) -> Void
}
