#if canImport(Combine)
import Combine
#endif

/// What every typed slot shares, whatever its request and result types: its identity, what it
/// declares in `capability.query`, and the calls the host routes through.
///
/// A host keeps its slots in one list of these; apps use the typed subclass, ``BridgeSlot``
/// (`host.documentCapture`).
@MainActor
public class BridgeSlotBase<Definition: BridgeProtocolDefinition> {
    /// The capability this slot provides, such as `camera.document`.
    public let capabilityID: String
    /// The action this slot handles, such as `camera.document.capture`.
    public let action: String
    /// The capability's version, reported by `capability.query`.
    public let version: String

    /// Turns the slot off without removing its handler; a disabled slot reports `supported: false`.
    public var isEnabled = true {
        willSet { host?._slotWillChange() }
    }
    /// The native permission state, reported by `capability.query` when set.
    public var permissionState: Definition.CapabilityInfo.Permission? {
        willSet { host?._slotWillChange() }
    }

    /// The states of the capability's named permissions (the spec's `permissions`), by name, reported
    /// by `capability.query` when any is set. Apps use the generated typed accessors
    /// (`setPermissionState(_:for:)`), whose names the spec declares.
    @_spi(BridgeGenerated) public var _permissionStates: [String: Definition.CapabilityInfo.Permission] = [:] {
        willSet { host?._slotWillChange() }
    }

    /// Whether the slot is declared: it has a handler and is enabled.
    public var isSupported: Bool { _hasHandler && isEnabled }

    /// The host that adopted the slot.
    weak var host: BridgeHostBase<Definition>?

    init(capabilityID: String, action: String, version: String) {
        self.capabilityID = capabilityID
        self.action = action
        self.version = version
    }

    /// Whether a handler is set; only the typed subclass knows its handler.
    @usableFromInline
    var _hasHandler: Bool { false }

    /// Starts handling `request`, which the host has opened with `gate`: busy rejection, the
    /// handler's task, and the typed answer.
    @usableFromInline
    func _start(_ request: Definition.Message, gate: BridgeAnswerGate) {}

    /// Ends the active request `correlationId`, releasing a suspended handler with `cancelled`.
    @usableFromInline
    func _end(_ correlationId: String, reason: String) {}
}

#if canImport(Combine)
extension BridgeSlotBase: ObservableObject {}
#endif
