/// A publisher a caller feeds with `send`.
@available(iOS 15.0, macOS 13.0, *)
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Publishes `value` to every subscriber.
    func send(_ value: Output)
}

@available(iOS 15.0, macOS 13.0, *)
extension Subject where Output == Void {
    /// Publishes to every subscriber.
    public func send() { send(()) }
}

/// A subject that hands each value to the subscribers it has when the value is sent.
@available(iOS 15.0, macOS 13.0, *)
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    private var subscribers: [ObjectIdentifier: AnySubscriberBox<Output, Failure>] = [:]

    /// A subject with no subscribers.
    public init() {}

    public func send(_ value: Output) {
        for subscriber in subscribers.values { _ = subscriber.receive(value) }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let subscription = ClosureSubscription {}
        let id = ObjectIdentifier(subscription)
        subscription.onCancel = { [weak self] in self?.subscribers[id] = nil }
        subscribers[id] = AnySubscriberBox(subscriber)
        subscriber.receive(subscription: subscription)
    }

    /// How many subscribers it has now.
    @_spi(StandIn) public var subscriberCount: Int { subscribers.count }
}
