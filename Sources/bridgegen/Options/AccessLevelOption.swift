import BridgeGenKit

/// The `--access-level` of generated declarations.
enum AccessLevelOption: String, CaseIterable {
    case `public`
    case package
    case `internal`

    /// The renderer's modifier.
    var modifier: AccessModifier {
        switch self {
        case .public: .public
        case .package: .package
        case .internal: .internal
        }
    }
}
