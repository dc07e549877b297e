/// Which way a message flows across the bridge. Direction decides what a change breaks, and for whom.
package enum Direction: String, CaseIterable, Equatable, Sendable {
    /// From the web journey to the native host (requests, some events).
    case webToNative
    /// From the native host to the web journey (responses, results, some events).
    case nativeToWeb
    /// Either way.
    case both

    /// Whether messages in this direction reach native code.
    package var reachesNative: Bool { self != .nativeToWeb }
    /// Whether messages in this direction reach web code.
    package var reachesWeb: Bool { self != .webToNative }
}
