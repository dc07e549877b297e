import BridgeGenSwift
import BridgeGenWeb
import BridgeSpec

/// The `capabilities` section: what hosts report in the negotiation result.
extension SpecComparison {
    mutating func compareCapabilities() {
        let capabilities = Matching(old: old.capabilities, new: new.capabilities, key: \.id)
        for capability in capabilities.added {
            report(
                .capabilityAdded, [.native], .capability(capability.id), at: capability.location,
                "capability '\(capability.id)' is added; hosts in users' hands do not report it")
        }
        for capability in capabilities.removed {
            report(
                .capabilityRemoved, Side.apis.union([.web]), .capability(capability.id), at: capability.location,
                "capability '\(capability.id)' is removed; new hosts stop reporting it to deployed web journeys")
        }
        for (oldCapability, newCapability) in capabilities.pairs {
            compareCapability(oldCapability, newCapability)
        }
    }

    private mutating func compareCapability(_ oldCapability: CapabilitySpec, _ newCapability: CapabilitySpec) {
        let what = "capability '\(newCapability.id)'"
        let element = ElementID.capability(newCapability.id)
        let at = newCapability.location
        if let oldVersion = ProtocolVersion(oldCapability.version), let newVersion = ProtocolVersion(newCapability.version) {
            let change = "the version of \(what) changes from \(oldVersion) to \(newVersion)"
            if oldVersion.major != newVersion.major {
                report(
                    .capabilityMajorVersionChanged, [.web], element, at: at,
                    change + "; deployed web journeys that check its major version may refuse it")
            } else if oldVersion.minor != newVersion.minor {
                report(.capabilityVersionChanged, [.web], element, at: at, change)
            }
        }
        if oldCapability.reportsPermission != newCapability.reportsPermission {
            if newCapability.reportsPermission {
                report(.capabilityPermissionReportingAdded, [.web], element, at: at, "\(what) now reports a permission state")
            } else {
                report(
                    .capabilityPermissionReportingRemoved, [.web], element, at: at,
                    "\(what) no longer reports a permission state; deployed web journeys may rely on it")
            }
        }
        let permissions = Matching(old: oldCapability.permissions, new: newCapability.permissions, key: \.value)
        for permission in permissions.added {
            report(
                .capabilityPermissionAdded, [.web], element, at: permission.location,
                "\(what) now reports the permission '\(permission.value)'; deployed web journeys do not read it")
        }
        for permission in permissions.removed {
            report(
                .capabilityPermissionRemoved, [.web, .swift], element, at: at,
                "\(what) no longer reports the permission '\(permission.value)'; deployed web journeys may wait on it, "
                    + "and apps that set it stop compiling")
        }
        compareSwiftName(
            .capabilitySwiftNameChanged, of: what, element, SwiftNaming.name(of: oldCapability),
            SwiftNaming.name(of: newCapability), at: at)
        compareTypeScriptName(
            of: what, element, TypeScriptNaming.constantName(of: oldCapability.id, names: oldCapability.names),
            TypeScriptNaming.constantName(of: newCapability.id, names: newCapability.names), at: at)
        compareDescription(of: what, element, oldCapability.description, newCapability.description, at: at)
    }
}
