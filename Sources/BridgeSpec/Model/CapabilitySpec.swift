/// A native feature the host may offer, such as `camera.document`.
package struct CapabilitySpec: Equatable, Sendable {
    /// The capability ID, such as `camera.document`.
    package var id: String
    /// The names the spec gives it in particular output languages (`names`, `swiftName`); each
    /// language derives its own name from the ID where none is given.
    package var names: LanguageNames
    /// The capability's version, "major.minor".
    package var version: String
    package var description: String?
    /// Whether the host reports a permission state for it in `capability.query`.
    package var reportsPermission: Bool
    /// The native permissions it reports each with a state of its own (`permissions`), such as the
    /// camera and the photo library of a document capture; keyed by name on the wire.
    package var permissions: [EnumCaseSpec] = []
    /// The typed slot on `BridgeHost` that handles it, if any.
    package var slot: SlotSpec?
    package var location: SourceLocation

    package init(
        id: String, names: LanguageNames = LanguageNames(), version: String, description: String?, reportsPermission: Bool,
        slot: SlotSpec?, location: SourceLocation
    ) {
        self.id = id
        self.names = names
        self.version = version
        self.description = description
        self.reportsPermission = reportsPermission
        self.slot = slot
        self.location = location
    }
}

/// A typed capability slot: a property on `BridgeHost` whose handler returns a `CaptureResult`.
package struct SlotSpec: Equatable, Sendable {
    /// The property name on `BridgeHost`, such as `documentCapture`.
    package var property: String
    /// The action the slot handles, such as `camera.document.capture`.
    package var action: String
    /// The `CaptureResult` case that carries the action's result, such as `document`.
    package var resultCase: String
    package var location: SourceLocation
    /// Where the property's name is, for problems with it.
    package var propertyLocation: SourceLocation
    /// Where the result case's name is, for problems with it.
    package var resultCaseLocation: SourceLocation

    package init(
        property: String, action: String, resultCase: String, location: SourceLocation,
        propertyLocation: SourceLocation? = nil, resultCaseLocation: SourceLocation? = nil
    ) {
        self.property = property
        self.action = action
        self.resultCase = resultCase
        self.location = location
        self.propertyLocation = propertyLocation ?? location
        self.resultCaseLocation = resultCaseLocation ?? location
    }
}
