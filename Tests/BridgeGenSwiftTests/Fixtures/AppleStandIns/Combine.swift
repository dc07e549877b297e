// A stand-in for Combine with only what BridgeRuntime uses, so its `#if canImport(Combine)` code is
// type-checked on Linux. It checks our code's shape, not Apple's signatures.
public final class ObservableObjectPublisher {
    public init() {}
    public func send() {}
}

public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

@propertyWrapper
public struct Published<Value> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public var projectedValue: Publisher { Publisher() }
    public struct Publisher {}
}
