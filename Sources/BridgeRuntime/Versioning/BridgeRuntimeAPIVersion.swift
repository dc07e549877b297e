/// The version of the runtime API that generated code is written against.
///
/// Every generated module declares a type conforming to ``BridgeRuntimeAPIVersionCheck`` whose
/// `Version` names the API version it was generated for. When the runtime's API changes incompatibly,
/// the old version marker is removed, so stale generated code fails to compile with a message naming
/// this type instead of failing in surprising ways at run time (the approach swift-protobuf takes).
public enum BridgeRuntimeAPIVersion {
    /// The API version this runtime implements.
    public static let current = 4
}

/// The marker for runtime API version 1. Code generated for it still compiles and runs: it checks
/// request data without keeping the decoded value for the handler.
public protocol BridgeRuntimeAPIVersion_1 {}

/// The marker for runtime API version 2, which added ``BridgeDecodedData``: the host keeps the typed
/// value it decoded a request's data into, for the handler. Generated code refers to it by name.
public protocol BridgeRuntimeAPIVersion_2 {}

/// The marker for runtime API version 3, which added ``JSONBytesReader`` and ``BridgeLazyData``: a
/// request's data is decoded straight from the text, and kept as text until someone reads it as JSON
/// values.
public protocol BridgeRuntimeAPIVersion_3 {}

/// The marker for runtime API version 4, which added ``BridgeRequestTable`` and
/// ``BridgeProtocolDefinition/readRequest(action:reading:)``: a request's action is looked up by
/// the bytes the page sent, with no string made for it.
public protocol BridgeRuntimeAPIVersion_4 {}

/// Adopted by one generated type per module; `Version` must be a marker this runtime still defines.
public protocol BridgeRuntimeAPIVersionCheck {
    /// The runtime API version marker the code was generated for.
    associatedtype Version
}
