/// The publisher an observable object sends before it changes.
@available(iOS 15.0, macOS 13.0, *)
public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    private let subject = PassthroughSubject<Void, Never>()

    /// A publisher with no subscribers.
    public init() {}

    /// Tells subscribers the object is about to change.
    public func send() { subject.send() }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        subject.receive(subscriber: subscriber)
    }
}

/// An object that publishes before it changes; SwiftUI redraws the views that observe it.
@available(iOS 15.0, macOS 13.0, *)
public protocol ObservableObject: AnyObject {
    /// The publisher's type.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never
    /// Publishes before the object changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

@available(iOS 15.0, macOS 13.0, *)
extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// One publisher per object, which `@Published` properties send to.
    public var objectWillChange: ObservableObjectPublisher {
        let id = ObjectIdentifier(self)
        if let publisher = DefaultObjectWillChange.publishers[id] { return publisher }
        let publisher = ObservableObjectPublisher()
        DefaultObjectWillChange.publishers[id] = publisher
        return publisher
    }
}

/// The publishers of objects that use the default `objectWillChange` (never freed: a stand-in).
@available(iOS 15.0, macOS 13.0, *)
enum DefaultObjectWillChange {
    nonisolated(unsafe) static var publishers: [ObjectIdentifier: ObservableObjectPublisher] = [:]
}

/// A property that publishes its new value, in its `willSet`, and tells its object it will change.
@propertyWrapper
@available(iOS 15.0, macOS 13.0, *)
public struct Published<Value> {
    private var value: Value
    private let changes = PassthroughSubject<Value, Never>()

    /// A property starting at `wrappedValue`.
    public init(wrappedValue: Value) { value = wrappedValue }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    /// Publishes the current value, then each new one.
    public var projectedValue: Publisher { Publisher(upstream: changes.prepend(value)) }

    /// The publisher of a `@Published` property.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        let upstream: Publishers.Concatenate<Publishers.Sequence<[Value], Never>, PassthroughSubject<Value, Never>>
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            upstream.receive(subscriber: subscriber)
        }
    }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf, wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].value }
        set {
            if let observable = object as? any ObservableObject { sendWillChange(observable) }
            object[keyPath: storageKeyPath].changes.send(newValue)
            object[keyPath: storageKeyPath].value = newValue
        }
    }

    private static func sendWillChange<Object: ObservableObject>(_ object: Object) {
        (object.objectWillChange as? ObservableObjectPublisher)?.send()
    }
}
