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
        let feed = eventStreams.extensionFeeds[key]?.feed as? ExtensionEventFeed<Message> ?? makeFeed(of: Event.self, key: key)
        let buffer = EventBuffer<Message>()
        let id = UUID()
        feed.streams[id] = buffer
        eventStreams.extensionEvents[id] = buffer
        _ledger.follow(buffer)
        let lifetime = StreamLifetime { [weak self, weak feed] in
            buffer.finish(discarding: true)
            Task { @MainActor in
                feed?.streams[id] = nil
                self?.eventStreams.extensionEvents[id] = nil
                self?._ledger.unfollow(buffer)
            }
        }
        return AsyncStream {
            while let message = await buffer.next() {
                let event = withExtendedLifetime(lifetime) { Event.decoding(message).event }
                if !event.isUnknown { return event }
            }
            return nil
        } onCancel: {
            buffer.finish(discarding: true)
        }
    }

    /// The feed of `Event`, decoding each page event the protocol does not know once for every
    /// stream of `Event`: its streams get the events `Event` types.
    private func makeFeed<Event: BridgeIncomingEvent>(of type: Event.Type, key: ObjectIdentifier) -> ExtensionEventFeed<Message>
    where Event.Message == Message {
        let feed = ExtensionEventFeed<Message>()
        eventStreams.extensionFeeds[key] = ExtensionEventFeedEntry(
            feed: feed,
            deliver: { [weak self, weak feed] message, bytes, reported in
                guard let self, let feed, !feed.streams.isEmpty else { return }
                let (event, problem) = Event.decoding(message)
                if let problem, !reported {
                    _report(BridgeProblem(.unexpectedEvent, problem, correlationId: message.id, action: message.raw.action))
                }
                guard !event.isUnknown else { return }
                for buffer in feed.streams.values { _buffer(message, bytes: bytes, in: buffer) }
            })
        return feed
    }

    /// Hands an event the protocol does not know to every extension's feed; `reported` when the
    /// host has reported its problem already, as the extension that declares it is installed.
    func deliverToExtensionFeeds(_ message: Message, bytes: Int, reported: Bool) {
        for entry in eventStreams.extensionFeeds.values { entry.deliver(message, bytes, reported) }
    }
}

/// The streams a host's `events()` and `events(of:)` returned, until each ends.
struct EventStreams<Definition: BridgeProtocolDefinition> {
    /// The buffers of the streams `events()` returned.
    var protocolEvents: [UUID: EventBuffer<Definition.Message>] = [:]
    /// The feeds of extensions' events that `events(of:)` follows, by event type.
    var extensionFeeds: [ObjectIdentifier: ExtensionEventFeedEntry<Definition.Message>] = [:]
    /// The buffers of the streams `events(of:)` returned.
    var extensionEvents: [UUID: EventBuffer<Definition.Message>] = [:]

    /// Ends every stream: no event comes after the host.
    func finishAll() {
        for buffer in protocolEvents.values { buffer.finish(discarding: false) }
        for buffer in extensionEvents.values { buffer.finish(discarding: false) }
    }
}

/// The streams that follow one extension's events.
@MainActor
final class ExtensionEventFeed<Message: Sendable> {
    var streams: [UUID: EventBuffer<Message>] = [:]
}

/// A feed as the host keeps it, whatever its event type.
@MainActor
struct ExtensionEventFeedEntry<Message> {
    /// The feed itself.
    let feed: AnyObject
    /// Types a page event of so many bytes, and adds it to the feed's streams if their type has it,
    /// reporting its problem unless the host has (the third argument).
    let deliver: (Message, Int, Bool) -> Void
}
