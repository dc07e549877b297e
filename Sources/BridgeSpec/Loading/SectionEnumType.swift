/// The enum types that a spec section declares instead of the `types` section. A field may use
/// them by these names, such as `environment: {type: BridgeEnvironment}`; the generated library
/// defines them from the section's values.
package enum SectionEnumType: String, CaseIterable, Sendable {
    /// `environments`
    case environment = "BridgeEnvironment"
    /// `permissionStates`
    case permissionState = "PermissionState"
    /// `statuses`
    case responseStatus = "BridgeResponseStatus"
    /// `errors`
    case errorCode = "BridgeErrorCode"

    /// The section that declares the values.
    package var section: String {
        switch self {
        case .environment: "environments"
        case .permissionState: "permissionStates"
        case .responseStatus: "statuses"
        case .errorCode: "errors"
        }
    }

    /// The values (wire strings) the section of `spec` declares.
    package func values(in spec: ProtocolSpec) -> [String] {
        switch self {
        case .environment: spec.environments.map(\.value)
        case .permissionState: spec.permissionStates.map(\.value)
        case .responseStatus: spec.statuses.map(\.value)
        case .errorCode: spec.errorCodes.map(\.code)
        }
    }
}
