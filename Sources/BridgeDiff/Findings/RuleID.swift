/// Every rule `bridgegen diff` applies, by its stable ID. `Protocol/DIFF_RULES.md` documents each one
/// with an example; a test keeps the two in step.
///
/// Each rule's doc comment gives its reasoning from both ends of the wire. The words used throughout:
/// a type is *web-bound* when its values flow from the native host to the web journey (results, the
/// data of `nativeToWeb` events, and every type reachable from them through fields, arrays and maps)
/// and *native-bound* when they flow the other way (requests, `webToNative` event data); a type used in
/// both is both. After a change ships, two mixed pairs talk: deployed web journeys with new hosts
/// (the `web` side), and hosts in users' hands with new web journeys (the `native` side). A field
/// made required breaks old senders meeting new receivers; one made optional or removed breaks new
/// senders meeting old receivers. Receivers ignore keys they do not know, and generated code keeps
/// enum values it does not know.
package enum RuleID: String, CaseIterable, Sendable {
    // MARK: Protocol

    /// The protocol's name names the generated definition type (`GBGBridgeProtocol`), so integrators'
    /// code that mentions it stops compiling. It is not on the wire.
    case protocolNameChanged = "PROTOCOL_NAME_CHANGED"
    /// Peers reject messages of another major version with `VERSION_MISMATCH`: every old peer stops
    /// talking to every new one. That is the point of a major bump, and still a break to plan for.
    case protocolMajorVersionChanged = "PROTOCOL_MAJOR_VERSION_CHANGED"
    /// Peers of the same major version talk; a minor bump announces additions.
    case protocolMinorVersionChanged = "PROTOCOL_MINOR_VERSION_CHANGED"
    /// Deployed journeys ask the old negotiation action for capabilities, which new hosts no longer
    /// answer themselves; new journeys ask old hosts an action they do not answer.
    case negotiationActionChanged = "NEGOTIATION_ACTION_CHANGED"
    /// A change breaks deployed peers on the wire, yet the major version stays: peers would exchange
    /// messages they misread instead of rejecting them with `VERSION_MISMATCH`.
    case breakingWithoutMajorBump = "BREAKING_WITHOUT_MAJOR_BUMP"

    /// The spec gains the `update` and `cancel` message types. Peers use them only once both agree in
    /// the negotiation, so deployed ones never meet them.
    case messageTypesAdded = "MESSAGE_TYPES_ADDED"
    /// The spec loses `update` and `cancel`: new peers no longer agree to them, so progress stops and
    /// aborting stays local; the generated constants and typed progress disappear.
    case messageTypesRemoved = "MESSAGE_TYPES_REMOVED"

    // MARK: Documentation

    /// Only a description changed: the generated doc comments change, nothing else.
    case descriptionChanged = "DESCRIPTION_CHANGED"

    // MARK: Statuses (sent by hosts in every response, so web-bound)

    /// New hosts may answer with a status deployed journeys never saw and may not handle.
    case statusAdded = "STATUS_ADDED"
    /// New hosts stop sending it, which deployed journeys survive; but its Swift constant disappears.
    /// (Hosts in users' hands still send it to new journeys, which must keep handling it.)
    case statusRemoved = "STATUS_REMOVED"
    /// The wire value stays, the Swift constant of `BridgeResponseStatus` is renamed.
    case statusSwiftNameChanged = "STATUS_SWIFT_NAME_CHANGED"

    // MARK: Error codes (sent by hosts in failed responses, so web-bound)

    /// New hosts may answer with a code deployed journeys never saw and may not handle.
    case errorCodeAdded = "ERROR_CODE_ADDED"
    /// New hosts stop sending it, which deployed journeys survive; but its Swift constant disappears.
    case errorCodeRemoved = "ERROR_CODE_REMOVED"
    /// New hosts mark the error recoverable (or not) differently; deployed journeys decide on retrying
    /// and on what to ask of the user with it.
    case errorCodeRecoverableChanged = "ERROR_CODE_RECOVERABLE_CHANGED"
    /// The wire value stays, the Swift constant of `BridgeErrorCode` is renamed.
    case errorCodeSwiftNameChanged = "ERROR_CODE_SWIFT_NAME_CHANGED"

    // MARK: Capabilities

    /// Old hosts do not report it, so new journeys see it as unsupported, as they must expect of any
    /// capability.
    case capabilityAdded = "CAPABILITY_ADDED"
    /// New hosts stop reporting it, so deployed journeys lose the feature; its Swift constant (and slot)
    /// disappears.
    case capabilityRemoved = "CAPABILITY_REMOVED"
    /// A minor version change announces compatible additions.
    case capabilityVersionChanged = "CAPABILITY_VERSION_CHANGED"
    /// Deployed journeys that check the capability's major version may refuse it, or use it as the old
    /// major version behaved.
    case capabilityMajorVersionChanged = "CAPABILITY_MAJOR_VERSION_CHANGED"
    /// New hosts report a permission state deployed journeys did not expect; the field is optional and
    /// ignored by those that do not read it.
    case capabilityPermissionReportingAdded = "CAPABILITY_PERMISSION_REPORTING_ADDED"
    /// New hosts stop reporting the permission state that deployed journeys may wait on before asking
    /// the user.
    case capabilityPermissionReportingRemoved = "CAPABILITY_PERMISSION_REPORTING_REMOVED"
    /// New hosts report the state of one more named permission, in an optional map deployed journeys
    /// do not read.
    case capabilityPermissionAdded = "CAPABILITY_PERMISSION_ADDED"
    /// New hosts stop reporting a named permission deployed journeys may wait on, and its Swift name
    /// (`DocumentCapturePermission.photoLibrary`) disappears from the slot's accessors.
    case capabilityPermissionRemoved = "CAPABILITY_PERMISSION_REMOVED"
    /// The wire ID stays, the Swift constant of `BridgeCapabilityID` is renamed.
    case capabilitySwiftNameChanged = "CAPABILITY_SWIFT_NAME_CHANGED"

    // MARK: Slots (typed handlers on BridgeHost; Swift only)

    /// `CaptureResult` gains a case, so integrators' exhaustive `switch`es over it stop compiling.
    case slotAdded = "SLOT_ADDED"
    /// The `BridgeHost` property and the `CaptureResult` case disappear.
    case slotRemoved = "SLOT_REMOVED"
    /// The `BridgeHost` property is renamed; the wire is unchanged.
    case slotPropertyRenamed = "SLOT_PROPERTY_RENAMED"
    /// The `CaptureResult` case is renamed; the wire is unchanged.
    case slotResultCaseRenamed = "SLOT_RESULT_CASE_RENAMED"
    /// The slot handles another action, so its handler's request and result types change.
    case slotActionChanged = "SLOT_ACTION_CHANGED"

    // MARK: Actions (requests flow web to native, results native to web)

    /// Old hosts do not know it and leave it unanswered until it times out; new journeys must check
    /// its capability first.
    case actionAdded = "ACTION_ADDED"
    /// Deployed journeys still send it; new hosts do not handle it. Its Swift constant and handler
    /// types disappear.
    case actionRemoved = "ACTION_REMOVED"
    /// The action is gated on another capability: journeys check one capability and hosts enable
    /// the action on another.
    case actionCapabilityChanged = "ACTION_CAPABILITY_CHANGED"
    /// The request's Swift type changes; its shape on the wire is compared field by field.
    case actionRequestTypeChanged = "ACTION_REQUEST_TYPE_CHANGED"
    /// The result's Swift type changes; its shape on the wire is compared field by field.
    case actionResultTypeChanged = "ACTION_RESULT_TYPE_CHANGED"
    /// New hosts may fail the action with a code deployed journeys do not expect from it.
    case actionErrorAdded = "ACTION_ERROR_ADDED"
    /// New hosts no longer fail the action with this code; journeys that handle it lose nothing.
    case actionErrorRemoved = "ACTION_ERROR_REMOVED"
    /// The wire ID stays, the Swift constant of `BridgeAction` is renamed.
    case actionSwiftNameChanged = "ACTION_SWIFT_NAME_CHANGED"
    /// New hosts send progress values before the result, only to journeys that agreed to updates in
    /// the negotiation: deployed journeys never see them, old hosts simply send none.
    case actionProgressAdded = "ACTION_PROGRESS_ADDED"
    /// Journeys that show progress get none from new hosts (the result still comes); the typed
    /// `request.progress(_:)` and `onProgress` disappear.
    case actionProgressRemoved = "ACTION_PROGRESS_REMOVED"
    /// The action becomes a stream: deployed journeys wait for one result where new hosts send items
    /// until cancelled (or answer `unsupported` before agreeing); its Swift handler and TypeScript
    /// method change shape.
    case actionStreamAdded = "ACTION_STREAM_ADDED"
    /// The stream becomes a one-result action: deployed journeys iterate items new hosts no longer
    /// send; its Swift handler and TypeScript method change shape.
    case actionStreamRemoved = "ACTION_STREAM_REMOVED"
    /// The progress or stream item type's Swift name changes; its wire shape (web-bound) is compared
    /// field by field.
    case actionUpdateTypeChanged = "ACTION_UPDATE_TYPE_CHANGED"

    // MARK: Events

    /// Receivers pass on events they do not know without failing, so old ones are unaffected.
    case eventAdded = "EVENT_ADDED"
    /// A web-bound event that new hosts no longer send leaves deployed journeys waiting for it (such
    /// as `host.ready`); a native-bound one is ignored by new hosts. Its Swift constant disappears.
    case eventRemoved = "EVENT_REMOVED"
    /// The event no longer flows one way: old receivers wait for it in vain, and old senders send it
    /// to receivers that no longer expect it.
    case eventDirectionNarrowed = "EVENT_DIRECTION_NARROWED"
    /// The event now also flows the other way; no old peer sends or expects it that way.
    case eventDirectionWidened = "EVENT_DIRECTION_WIDENED"
    /// The data's Swift type changes (or the event gains or loses data); its shape on the wire is
    /// compared field by field, no data counting as an object without fields.
    case eventDataTypeChanged = "EVENT_DATA_TYPE_CHANGED"
    /// The wire name stays, the Swift constant of `BridgeAction` is renamed.
    case eventSwiftNameChanged = "EVENT_SWIFT_NAME_CHANGED"

    // MARK: Named types (Swift only: type names are not on the wire)

    /// A new Swift type; nothing existing changes.
    case typeAdded = "TYPE_ADDED"
    /// The Swift type disappears. Where the wire used it, its replacement is compared field by field.
    case typeRemoved = "TYPE_REMOVED"
    /// The type changes between object and enum, so its Swift declaration changes entirely.
    case typeKindChanged = "TYPE_KIND_CHANGED"

    // MARK: Fields

    /// Deployed journeys do not send it, so new hosts reject their requests as invalid; the generated
    /// initializer gains a parameter.
    case fieldRequiredAddedToNativeBound = "FIELD_REQUIRED_ADDED_TO_NATIVE_BOUND"
    /// Deployed journeys ignore it, but hosts in users' hands do not send it to journeys written for
    /// the new spec, which rely on it; and the generated initializer hosts call gains a parameter.
    case fieldRequiredAddedToWebBound = "FIELD_REQUIRED_ADDED_TO_WEB_BOUND"
    /// Old hosts ignore a key they do not know, and new hosts do without it from deployed journeys.
    case fieldOptionalAddedToNativeBound = "FIELD_OPTIONAL_ADDED_TO_NATIVE_BOUND"
    /// Deployed journeys ignore a key they do not know.
    case fieldOptionalAddedToWebBound = "FIELD_OPTIONAL_ADDED_TO_WEB_BOUND"
    /// Deployed journeys read a field new hosts no longer send; the Swift property disappears.
    case fieldRemovedFromWebBound = "FIELD_REMOVED_FROM_WEB_BOUND"
    /// New journeys stop sending it: hosts in users' hands reject them if they required it. Deployed
    /// journeys still send it, and new hosts ignore it (`FIELD_DROPPED_BY_NEW_HOSTS`). The Swift
    /// property disappears, and TypeScript code that still sets it fails the excess-property check.
    case fieldRemovedFromNativeBound = "FIELD_REMOVED_FROM_NATIVE_BOUND"
    /// A field removed from a native-bound type (or renamed, which the wire sees as a removal):
    /// deployed journeys still send it, and new hosts drop it without a word, so whatever the journey
    /// meant by it is lost. Nothing fails, which is why it is easy to miss.
    case fieldDroppedByNewHosts = "FIELD_DROPPED_BY_NEW_HOSTS"
    /// A field removed from a web-bound type (or renamed): hosts in users' hands still send it, and
    /// journeys written for the new spec drop it without a word.
    case fieldDroppedByNewJourneys = "FIELD_DROPPED_BY_NEW_JOURNEYS"
    /// The JSON key changes while the Swift name stays: every old peer looks for the old key, every new
    /// one for the new key. (A key renamed without `wireName` is a removal and an addition.)
    case fieldWireNameChanged = "FIELD_WIRE_NAME_CHANGED"
    /// The value's JSON type changes, so whichever side is old cannot decode what the new side sends;
    /// the Swift property's type changes too.
    case fieldTypeChanged = "FIELD_TYPE_CHANGED"
    /// New hosts may leave it out, and deployed journeys read it without checking.
    case fieldMadeOptionalInWebBound = "FIELD_MADE_OPTIONAL_IN_WEB_BOUND"
    /// New journeys may leave it out, and hosts in users' hands reject requests without it.
    case fieldMadeOptionalInNativeBound = "FIELD_MADE_OPTIONAL_IN_NATIVE_BOUND"
    /// Deployed journeys may leave it out, and new hosts reject requests without it.
    case fieldMadeRequiredInNativeBound = "FIELD_MADE_REQUIRED_IN_NATIVE_BOUND"
    /// New hosts always send it, which deployed journeys survive; but hosts in users' hands may still
    /// leave it out, and journeys written for the new spec rely on it.
    case fieldMadeRequiredInWebBound = "FIELD_MADE_REQUIRED_IN_WEB_BOUND"
    /// A receiver assumes another value when the sender leaves the field out: new receivers read
    /// messages of old senders differently.
    case fieldDefaultChanged = "FIELD_DEFAULT_CHANGED"
    /// The JSON key stays, the Swift property is renamed.
    case fieldSwiftNameChanged = "FIELD_SWIFT_NAME_CHANGED"
    /// The wire shape stays, the Swift property's type changes: `T` and `T?`, or another named type of
    /// the same shape.
    case fieldSwiftTypeChanged = "FIELD_SWIFT_TYPE_CHANGED"
    /// The initializer's parameter loses its default value, so calls that leave it out stop compiling.
    case fieldSwiftDefaultRemoved = "FIELD_SWIFT_DEFAULT_REMOVED"
    /// The generated memberwise initializer lists parameters in spec order, so calls that pass the
    /// reordered fields stop compiling. Nothing changes on the wire.
    case fieldOrderChanged = "FIELD_ORDER_CHANGED"
    /// New hosts may send the field's value as a blob reference to journeys that offered blobs. The
    /// web client resolves a reference in any bytes field, so typed methods still give the bytes;
    /// but a journey that reads the raw response (`bridge.request`) meets an object where it read
    /// base64, and a client that takes blobs as `Blob`s gives the field as a `Blob` from now on.
    case fieldBlobAllowed = "FIELD_BLOB_ALLOWED"
    /// New hosts send the field inline again, which every client reads; but a client that takes
    /// blobs as `Blob`s gives the field as a `Uint8Array` from now on.
    case fieldBlobWithdrawn = "FIELD_BLOB_WITHDRAWN"
    /// Another field gives the media type of the field's blob references (and of the `Blob`s a client
    /// makes of them): what the page sees as the blob's type may change.
    case fieldBlobMimeTypeChanged = "FIELD_BLOB_MIME_TYPE_CHANGED"
    /// New journeys may send `null`, which hosts in users' hands reject as invalid.
    case fieldMadeNullableInNativeBound = "FIELD_MADE_NULLABLE_IN_NATIVE_BOUND"
    /// New hosts may send `null`, which deployed journeys read without checking (and their decoders
    /// reject); TypeScript code that reads it must handle `null`.
    case fieldMadeNullableInWebBound = "FIELD_MADE_NULLABLE_IN_WEB_BOUND"
    /// Deployed journeys may send `null`, which new hosts reject as invalid; TypeScript code that
    /// writes `null` stops compiling.
    case fieldMadeNonNullableInNativeBound = "FIELD_MADE_NON_NULLABLE_IN_NATIVE_BOUND"
    /// Hosts in users' hands may send `null`, which journeys written for the new spec reject.
    case fieldMadeNonNullableInWebBound = "FIELD_MADE_NON_NULLABLE_IN_WEB_BOUND"
    /// New hosts reject values deployed journeys may send: a limit tightened (or added) on what the
    /// host receives.
    case fieldLimitsTightenedInNativeBound = "FIELD_LIMITS_TIGHTENED_IN_NATIVE_BOUND"
    /// New journeys may send values hosts in users' hands reject: a limit loosened (or removed) on
    /// what the host receives.
    case fieldLimitsLoosenedInNativeBound = "FIELD_LIMITS_LOOSENED_IN_NATIVE_BOUND"
    /// Hosts in users' hands may send values journeys written for the new spec reject.
    case fieldLimitsTightenedInWebBound = "FIELD_LIMITS_TIGHTENED_IN_WEB_BOUND"
    /// New hosts may send values deployed journeys reject.
    case fieldLimitsLoosenedInWebBound = "FIELD_LIMITS_LOOSENED_IN_WEB_BOUND"
    /// The field's value is kept out of descriptions, message histories and logs from now on.
    case fieldMadeSensitive = "FIELD_MADE_SENSITIVE"
    /// The field's value, kept out of descriptions, message histories and logs until now, shows in
    /// them: an access key or a personal detail may reach logs and crash reports.
    case fieldNoLongerSensitive = "FIELD_NO_LONGER_SENSITIVE"

    // MARK: Enum values (enum types, environments, permission states)

    /// New hosts may send a value deployed journeys never saw and may not handle.
    case enumValueAddedToWebBound = "ENUM_VALUE_ADDED_TO_WEB_BOUND"
    /// Generated hosts keep values they do not know (enums are open), so old ones are unaffected;
    /// hand-written hosts must tolerate unknown values too.
    case enumValueAddedToNativeBound = "ENUM_VALUE_ADDED_TO_NATIVE_BOUND"
    /// In a native-bound type, deployed journeys still send the value to hosts that no longer know it.
    /// In any type, its Swift constant disappears.
    case enumValueRemoved = "ENUM_VALUE_REMOVED"
    /// The wire value stays, the Swift constant is renamed.
    case enumValueSwiftNameChanged = "ENUM_VALUE_SWIFT_NAME_CHANGED"
    /// The enum is closed where the page sends it: hosts in users' hands reject the new value from new
    /// journeys with `INVALID_REQUEST`. Ship hosts that know it first.
    case enumValueAddedToClosedNativeBound = "ENUM_VALUE_ADDED_TO_CLOSED_NATIVE_BOUND"
    /// A closed enum is a Swift `enum`: a new case makes integrators' exhaustive `switch`es stop
    /// compiling.
    case enumSwiftCaseAdded = "ENUM_SWIFT_CASE_ADDED"
    /// A value of a web-bound enum is probably renamed: deployed journeys get a value they do not know
    /// where they handled the old one.
    case enumValueRenamedInWebBound = "ENUM_VALUE_RENAMED_IN_WEB_BOUND"
    /// `open: true`: hosts keep values they do not know, and the Swift `enum` becomes an open struct,
    /// so `switch`es and `init?(rawValue:)` calls change.
    case enumOpened = "ENUM_OPENED"
    /// `open: true` is withdrawn: new hosts reject values they do not know where the page sends them,
    /// TypeScript code must write a known value, and the Swift struct becomes an `enum`.
    case enumClosed = "ENUM_CLOSED"

    // MARK: Unions (the closed/open rule of enums applies to their tags)

    /// New hosts may send a case deployed journeys never saw: their decoders keep it as an unknown
    /// case, which they may not handle.
    case unionCaseAddedToWebBound = "UNION_CASE_ADDED_TO_WEB_BOUND"
    /// The union is closed where the page sends it: hosts in users' hands reject the new case from
    /// new journeys with `INVALID_REQUEST`. Ship hosts that know it first.
    case unionCaseAddedToClosedNativeBound = "UNION_CASE_ADDED_TO_CLOSED_NATIVE_BOUND"
    /// An `open: true` union: hosts in users' hands keep the new case as an unknown one.
    case unionCaseAddedToNativeBound = "UNION_CASE_ADDED_TO_NATIVE_BOUND"
    /// A union is a Swift `enum`: a new case makes integrators' exhaustive `switch`es stop compiling.
    case unionSwiftCaseAdded = "UNION_SWIFT_CASE_ADDED"
    /// In a native-bound union, deployed journeys still send the case to hosts that no longer know
    /// it. In any union, its Swift case and TypeScript member disappear.
    case unionCaseRemoved = "UNION_CASE_REMOVED"
    /// The tag's key changes: no peer of one version finds the tag the other writes, both ways.
    case unionTagRenamed = "UNION_TAG_RENAMED"

    // MARK: Availability

    /// Integrators' code that uses it gets a deprecation warning (Swift `@available`, TypeScript
    /// `@deprecated`); nothing changes on the wire.
    case deprecated = "DEPRECATED"
    /// Something is removed that the old spec did not deprecate, so its users had no warning. The
    /// removal itself has its own finding.
    case removedWithoutDeprecation = "REMOVED_WITHOUT_DEPRECATION"
    /// Fewer environments offer the action or event: deployed journeys on the hosts left out lose it,
    /// and, without `ios`, the Swift API does too.
    case platformsNarrowed = "PLATFORMS_NARROWED"
    /// More environments offer the action or event; journeys check capabilities before using it.
    case platformsWidened = "PLATFORMS_WIDENED"

    // MARK: Error codes, continued

    /// A new code that only new actions list: no deployed journey sends those actions, so none meets it.
    case errorCodeAddedForNewActions = "ERROR_CODE_ADDED_FOR_NEW_ACTIONS"

    // MARK: TypeScript names

    /// The wire stays, the TypeScript client's name for it changes: an action's method, or the
    /// property of a value (status, error code, capability ID, enum value) in its constant object.
    case typeScriptNameChanged = "TYPESCRIPT_NAME_CHANGED"

    /// How bad a change under this rule is; fixed per rule, so the ID alone tells.
    package var severity: Severity {
        switch self {
        case .protocolMinorVersionChanged, .descriptionChanged, .capabilityAdded, .capabilityVersionChanged,
            .capabilityPermissionReportingAdded, .capabilityPermissionAdded, .actionAdded, .actionErrorRemoved, .eventAdded,
            .eventDirectionWidened, .typeAdded, .fieldOptionalAddedToNativeBound, .fieldOptionalAddedToWebBound,
            .enumValueAddedToNativeBound, .unionCaseAddedToNativeBound, .fieldBlobMimeTypeChanged, .fieldMadeSensitive,
            .deprecated,
            .platformsWidened, .errorCodeAddedForNewActions, .actionProgressAdded, .messageTypesAdded:
            .safe
        case .statusAdded, .errorCodeAdded, .errorCodeRecoverableChanged, .capabilityMajorVersionChanged,
            .capabilityPermissionReportingRemoved, .actionCapabilityChanged, .actionErrorAdded,
            .fieldDefaultChanged, .enumValueAddedToWebBound, .unionCaseAddedToWebBound, .fieldDroppedByNewHosts,
            .fieldDroppedByNewJourneys,
            .fieldBlobAllowed, .fieldBlobWithdrawn, .fieldNoLongerSensitive, .removedWithoutDeprecation:
            .dangerous
        default:
            .breaking
        }
    }
}
