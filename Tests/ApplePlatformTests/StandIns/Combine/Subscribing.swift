/// A subscription that forwards to closures and can be cancelled: what every publisher here hands out.
@available(iOS 15.0, macOS 13.0, *)
final class ClosureSubscription: Subscription {
    var onCancel: (() -> Void)?
    init(onCancel: @escaping () -> Void) { self.onCancel = onCancel }
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {
        onCancel?()
        onCancel = nil
    }
}

@available(iOS 15.0, macOS 13.0, *)
extension Subscribers {
    /// Calls closures with each value and the completion.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable {
        private let receiveValue: (Input) -> Void
        private let receiveCompletion: (Completion<Failure>) -> Void
        private var subscription: (any Subscription)?

        /// A sink calling `receiveCompletion` and `receiveValue`.
        public init(receiveCompletion: @escaping (Completion<Failure>) -> Void, receiveValue: @escaping (Input) -> Void) {
            self.receiveCompletion = receiveCompletion
            self.receiveValue = receiveValue
        }

        public func receive(subscription: any Subscription) {
            self.subscription = subscription
            subscription.request(.unlimited)
        }
        public func receive(_ input: Input) -> Demand {
            receiveValue(input)
            return .unlimited
        }
        public func receive(completion: Completion<Failure>) { receiveCompletion(completion) }
        public func cancel() {
            subscription?.cancel()
            subscription = nil
        }
    }
}

@available(iOS 15.0, macOS 13.0, *)
extension Publisher {
    /// Subscribes with closures; the subscription lasts as long as the returned value.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        receive(subscriber: sink)
        return AnyCancellable { sink.cancel() }
    }
}

@available(iOS 15.0, macOS 13.0, *)
extension Publisher where Failure == Never {
    /// Subscribes with a closure for each value.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}

/// A subscriber that hands each value, transformed, to another; for the operators.
@available(iOS 15.0, macOS 13.0, *)
struct TransformingSubscriber<Input, Downstream: Subscriber>: Subscriber {
    typealias Failure = Downstream.Failure
    let downstream: Downstream
    let transform: (Input) -> Downstream.Input?
    func receive(subscription: any Subscription) { downstream.receive(subscription: subscription) }
    func receive(_ input: Input) -> Subscribers.Demand {
        guard let output = transform(input) else { return .unlimited }
        return downstream.receive(output)
    }
    func receive(completion: Subscribers.Completion<Failure>) { downstream.receive(completion: completion) }
}
