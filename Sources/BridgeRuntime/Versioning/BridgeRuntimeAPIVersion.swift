/// The version of the runtime API that generated code is written against.
///
/// Every generated module declares a type conforming to ``BridgeRuntimeAPIVersionCheck`` whose
/// `Version` names the API version it was generated for. When the runtime's API changes incompatibly,
/// the old version marker is removed, so stale generated code fails to compile with a message naming
/// this type instead of failing in surprising ways at run time (the approach swift-protobuf takes).
public enum BridgeRuntimeAPIVersion {
    /// The API version this runtime implements.
    public static let current = 5
}

/// The marker for runtime API version 5, the typed API: slots typed by request and result
/// (``BridgeSlot``), typed action handlers (``BridgeTypedAction``), typed events both ways
/// (``BridgeNativeEvent``, ``BridgeIncomingEvent``) and reported problems (``BridgeProblem``).
///
/// Versions 1 to 4 are gone: their generated slots were untyped, which this runtime no longer
/// offers, so code generated for them must be generated again.
public protocol BridgeRuntimeAPIVersion_5 {}

/// Adopted by one generated type per module; `Version` must be a marker this runtime still defines.
public protocol BridgeRuntimeAPIVersionCheck {
    /// The runtime API version marker the code was generated for.
    associatedtype Version
}
