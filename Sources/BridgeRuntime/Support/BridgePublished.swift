#if canImport(Combine)
import Combine

/// A host property that Combine and SwiftUI observe as they observe `@Published` ones, changed where
/// it is stored.
///
/// `$property` publishes the current value when subscribed to, then every new value, and the host's
/// `objectWillChange` fires before each change. `@Published` publishes in its `willSet`, so it needs
/// the new value before storing it: every `append` to a published array copied the whole array,
/// up to `maxReceivedMessages` (200) messages for each message received (`published-history` in
/// Benchmarks/README.md). Here the array is changed in place and published after the change:
/// subscribers get the same values, but a subscriber that reads the property gets the new value,
/// where `@Published` gives the old one.
@propertyWrapper
public struct BridgePublished<Value> {
    /// The value and its subscribers, in a box, so that the publisher reads the value when it is
    /// subscribed to, as `@Published`'s does.
    private let storage: Storage

    /// A property holding `wrappedValue`.
    public init(wrappedValue: Value) { storage = Storage(wrappedValue) }

    /// Unavailable: the host's accessors go through the enclosing-instance subscript.
    @available(*, unavailable, message: "BridgePublished works on properties of observable classes only")
    public var wrappedValue: Value {
        get { fatalError("unavailable") }
        set { fatalError("unavailable") }
    }

    /// Publishes the current value, then each new value.
    public var projectedValue: Publisher { Publisher(storage: storage) }

    /// Reads the value; changes it in place, after telling the host's observers it will change.
    public static subscript<Host: ObservableObject>(
        _enclosingInstance host: Host, wrapped wrappedKeyPath: ReferenceWritableKeyPath<Host, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Host, BridgePublished<Value>>
    ) -> Value where Host.ObjectWillChangePublisher == ObservableObjectPublisher {
        get { host[keyPath: storageKeyPath].storage.value }
        _modify {
            host.objectWillChange.send()
            let storage = host[keyPath: storageKeyPath].storage
            defer { storage.changes.send(storage.value) }
            yield &storage.value
        }
    }

    /// The publisher of a `BridgePublished` property: the current value, then each new one.
    public struct Publisher: Combine.Publisher {
        /// The property's values.
        public typealias Output = Value
        /// It never fails.
        public typealias Failure = Never

        fileprivate let storage: Storage

        /// Sends `subscriber` the current value, then each new value.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            storage.changes.prepend(storage.value).receive(subscriber: subscriber)
        }
    }

    fileprivate final class Storage {
        var value: Value
        let changes = PassthroughSubject<Value, Never>()
        init(_ value: Value) { self.value = value }
    }
}
#endif
