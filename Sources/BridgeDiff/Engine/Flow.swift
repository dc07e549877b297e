import BridgeSpec

/// The directions values of a type flow in, derived from where the type is used. A set, because a
/// type used by a request and by a result flows both ways and each way has its own rules.
package struct Flow: OptionSet, Hashable, Sendable {
    /// The set's bits, as `OptionSet` stores them.
    package let rawValue: Int

    /// The flow with these bits.
    package init(rawValue: Int) { self.rawValue = rawValue }

    /// From the web journey to the native host: requests, `webToNative` event data.
    package static let toNative = Flow(rawValue: 1)
    /// From the native host to the web journey: results, `nativeToWeb` event data, statuses, errors.
    package static let toWeb = Flow(rawValue: 2)

    /// The flow of messages in `direction`.
    package init(_ direction: Direction) {
        switch direction {
        case .webToNative: self = .toNative
        case .nativeToWeb: self = .toWeb
        case .both: self = [.toNative, .toWeb]
        }
    }
}
