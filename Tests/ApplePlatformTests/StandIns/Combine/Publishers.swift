/// Namespace for publisher types.
@available(iOS 15.0, macOS 13.0, *)
public enum Publishers {
    /// Transforms each value.
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        let upstream: Upstream
        let transform: (Upstream.Output) -> Output
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: TransformingSubscriber(downstream: subscriber, transform: transform))
        }
    }

    /// Transforms each value, dropping nils.
    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        let upstream: Upstream
        let transform: (Upstream.Output) -> Output?
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: TransformingSubscriber(downstream: subscriber, transform: transform))
        }
    }

    /// Publishes a sequence's elements.
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        public typealias Output = Elements.Element
        let sequence: Elements
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subscriber.receive(subscription: ClosureSubscription {})
            for element in sequence { _ = subscriber.receive(element) }
            subscriber.receive(completion: .finished)
        }
    }

    /// Publishes everything `prefix` publishes, then everything `suffix` publishes.
    public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
    where Prefix.Output == Suffix.Output, Prefix.Failure == Suffix.Failure {
        public typealias Output = Suffix.Output
        public typealias Failure = Suffix.Failure
        public let prefix: Prefix
        public let suffix: Suffix
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            prefix.receive(subscriber: ForwardingValues(downstream: subscriber))
            suffix.receive(subscriber: subscriber)
        }
    }

    /// Hands values on but not the subscription or the completion: the prefix of a concatenation.
    struct ForwardingValues<Downstream: Subscriber>: Subscriber {
        typealias Input = Downstream.Input
        typealias Failure = Downstream.Failure
        let downstream: Downstream
        func receive(subscription: any Subscription) {}
        func receive(_ input: Input) -> Subscribers.Demand { downstream.receive(input) }
        func receive(completion: Subscribers.Completion<Failure>) {}
    }
}

@available(iOS 15.0, macOS 13.0, *)
extension Publisher {
    /// Transforms each value.
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }

    /// Transforms each value, dropping nils.
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }

    /// Publishes `elements` first, then this publisher's values.
    public func prepend(_ elements: Output...) -> Publishers.Concatenate<Publishers.Sequence<[Output], Failure>, Self> {
        Publishers.Concatenate(prefix: Publishers.Sequence(sequence: elements), suffix: self)
    }

    /// Hides the publisher's type.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

/// A publisher whose type is hidden.
@available(iOS 15.0, macOS 13.0, *)
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let subscribe: (TransformingSubscriber<Output, AnySubscriberBox<Output, Failure>>) -> Void

    /// Wraps `publisher`.
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        subscribe = { publisher.receive(subscriber: $0) }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribe(TransformingSubscriber(downstream: AnySubscriberBox(subscriber), transform: { $0 }))
    }
}

/// A subscriber whose type is hidden.
@available(iOS 15.0, macOS 13.0, *)
struct AnySubscriberBox<Input, Failure: Error>: Subscriber {
    private let subscription: (any Subscription) -> Void
    private let value: (Input) -> Subscribers.Demand
    private let completion: (Subscribers.Completion<Failure>) -> Void
    init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
        subscription = subscriber.receive(subscription:)
        value = subscriber.receive(_:)
        completion = subscriber.receive(completion:)
    }
    func receive(subscription: any Subscription) { self.subscription(subscription) }
    func receive(_ input: Input) -> Subscribers.Demand { value(input) }
    func receive(completion: Subscribers.Completion<Failure>) { self.completion(completion) }
}
