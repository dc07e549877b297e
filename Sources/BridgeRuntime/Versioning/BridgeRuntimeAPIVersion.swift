/// The version of the runtime API that generated code is written against.
///
/// Every generated module declares a type conforming to ``BridgeRuntimeAPIVersionCheck`` whose
/// `Version` names the API version it was generated for. When the runtime's API changes incompatibly,
/// the old version marker is removed, so stale generated code fails to compile with a message naming
/// this type instead of failing in surprising ways at run time (the approach swift-protobuf takes).
@_spi(BridgeGenerated) public enum BridgeRuntimeAPIVersion {
    /// The API version this runtime implements.
    public static let current = 9
}

/// The marker for runtime API version 9: the typed API of version 5 (slots typed by request and
/// result, typed action handlers, typed events both ways, reported problems), with what only
/// generated code uses behind the `BridgeGenerated` SPI, which generated files import, tables of
/// names kept in ``BridgeNameTable``, each protocol's and extension's events declared in a
/// ``BridgeEventTable``, one decoder per type, `init(reading:)`, generic over ``JSONReading``, and
/// the negotiated `update` and `cancel` message types (the negotiation result writes the agreed
/// `messageTypes`), and capability declarations that carry named permissions.
///
/// Versions 1 to 8 are gone: code generated for them has two decoders per type or no table of
/// events, uses the runtime's API for generated code without the SPI, has untyped slots, or writes
/// a negotiation result without `messageTypes`, and must be generated again.
@_spi(BridgeGenerated) public protocol BridgeRuntimeAPIVersion_9 {}

/// Adopted by one generated type per module; `Version` must be a marker this runtime still defines.
@_spi(BridgeGenerated) public protocol BridgeRuntimeAPIVersionCheck {
    /// The runtime API version marker the code was generated for.
    associatedtype Version
}
