/// `since` and `platforms`: a `since` no later than the version that declares the element, and
/// platforms that are environments of the protocol.
extension SpecValidator {
    mutating func checkAvailability() {
        // An extension's elements count from the extension's own version, the base's from the base's.
        let ownVersion = spec.extensionSpec?.version ?? spec.version
        for action in spec.actions {
            let path = ["actions", action.id]
            checkSince(
                action.availability, path: path, of: "action '\(action.id)'",
                declaredBy: version(ofAction: action.id, own: ownVersion))
            checkPlatforms(action.platforms, path: path, of: "action '\(action.id)'")
        }
        for event in spec.events {
            let path = ["events", event.name]
            let version = spec.extensionSpec?.declared.events.contains(event.name) == true ? ownVersion : spec.version
            checkSince(event.availability, path: path, of: "event '\(event.name)'", declaredBy: version)
            checkPlatforms(event.platforms, path: path, of: "event '\(event.name)'")
        }
        for type in spec.types {
            let version = spec.extensionSpec?.declared.types.contains(type.name) == true ? ownVersion : spec.version
            for field in type.fields {
                checkSince(
                    field.availability, path: ["types", type.name, "fields", field.name],
                    of: "field '\(field.name)' of type '\(type.name)'", declaredBy: version)
            }
            for value in type.values {
                checkSince(
                    value.availability, path: ["types", type.name, "enum", value.value],
                    of: "value '\(value.value)' of enum '\(type.name)'", declaredBy: version)
            }
        }
    }

    private func version(ofAction id: String, own: ProtocolVersion) -> ProtocolVersion {
        spec.extensionSpec?.declared.actions.contains(id) == true ? own : spec.version
    }

    /// An element cannot appear in a version later than the one the spec describes.
    ///
    /// The path and the description are put into words only for a problem: the rule asks of every
    /// field of every type, and nearly none has a `since` at all.
    private mutating func checkSince(
        _ availability: Availability, path: @autoclosure () -> [String], of what: @autoclosure () -> String,
        declaredBy version: ProtocolVersion
    ) {
        guard let since = availability.since, since > version else { return }
        diagnostics.error(
            "'since' of \(what()) is \(since), later than the version this spec describes (\(version))",
            at: location(path() + ["since"], or: spec.location)
        )
    }

    /// Each platform must be one of the protocol's environments.
    private mutating func checkPlatforms(_ platforms: [String]?, path: [String], of what: String) {
        guard let platforms else { return }
        let environments = spec.environments.map(\.value)
        let items = node(at: path + ["platforms"])?.sequence ?? []
        for (index, platform) in platforms.enumerated() where !environments.contains(platform) {
            diagnostics.error(
                "a platform of \(what) is '\(platform)', which is not declared in 'environments'"
                    + Suggestion.didYouMean(platform, among: environments),
                at: index < items.count ? items[index].location : location(path, or: spec.location)
            )
        }
    }
}
