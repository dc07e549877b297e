// A stand-in for Combine: the protocols and types the runtime's observable properties and the seed
// documents' snippets (`$receivedMessages.sink`, `.map`, `.compactMap`, `.store(in:)`) use, with
// Apple's signatures, and enough behaviour for a scenario to subscribe and count what arrives.
// Subscribers are assumed to ask for unlimited values, as `sink` does.

/// Something that can be cancelled.
@available(iOS 15.0, macOS 13.0, *)
public protocol Cancellable {
    /// Stops the activity.
    func cancel()
}

/// Publishes values over time.
@available(iOS 15.0, macOS 13.0, *)
public protocol Publisher<Output, Failure> {
    /// What it publishes.
    associatedtype Output
    /// How it fails.
    associatedtype Failure: Error
    /// Attaches `subscriber`.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

/// Receives a publisher's values.
@available(iOS 15.0, macOS 13.0, *)
public protocol Subscriber<Input, Failure> {
    /// What it receives.
    associatedtype Input
    /// How its publisher fails.
    associatedtype Failure: Error
    /// The publisher accepted the subscription.
    func receive(subscription: any Subscription)
    /// A value arrived; returns how many more it wants.
    func receive(_ input: Input) -> Subscribers.Demand
    /// The publisher finished or failed.
    func receive(completion: Subscribers.Completion<Failure>)
}

/// A subscriber's link to its publisher.
@available(iOS 15.0, macOS 13.0, *)
public protocol Subscription: Cancellable {
    /// Asks for up to `demand` more values.
    func request(_ demand: Subscribers.Demand)
}

/// Namespace for subscriber types.
@available(iOS 15.0, macOS 13.0, *)
public enum Subscribers {
    /// How many values a subscriber wants.
    public struct Demand: Equatable, Sendable {
        let count: Int?
        /// As many as come.
        public static let unlimited = Demand(count: nil)
        /// No more.
        public static let none = Demand(count: 0)
    }

    /// How a publisher ended.
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

/// Cancels when cancelled or deallocated.
@available(iOS 15.0, macOS 13.0, *)
public final class AnyCancellable: Cancellable, Hashable {
    private var onCancel: (() -> Void)?

    /// Calls `cancel` once, when cancelled or deallocated.
    public init(_ cancel: @escaping () -> Void) { onCancel = cancel }

    deinit { onCancel?() }

    /// Cancels.
    public func cancel() {
        onCancel?()
        onCancel = nil
    }

    /// Keeps it in `set`, so it lives as long as the set.
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
