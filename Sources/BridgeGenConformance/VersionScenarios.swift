import BridgeSpec

/// The scenarios that follow from the protocol's version: peers of the same major version
/// understand each other whatever their minor; another major is `VERSION_MISMATCH`; a version that is
/// not "major.minor" is `INVALID_REQUEST`. Told through the negotiation, which every host answers.
struct VersionScenarios {
    let context: ConformanceContext
    let negotiation: String

    var all: [ScenarioScript] {
        let version = context.spec.version
        var accepted = [("same", version.description), ("newer-minor", "\(version.major).\(version.minor + 1)")]
        if version.minor > 0 { accepted.append(("older-minor", "\(version.major).0")) }
        var mismatched = [("newer-major", "\(version.major + 1).0")]
        if version.major > 0 { mismatched.append(("older-major", "\(version.major - 1).\(version.minor)")) }
        let malformed = [
            ("major-only", "\(version.major)"), ("three-parts", "\(version.description).0"),
            ("prefixed", "v\(version.description)"),
            ("empty", ""),
        ]
        return accepted.map(acceptedScript) + mismatched.map(mismatchScript) + malformed.map(malformedScript) + [eventScript]
    }

    private func acceptedScript(_ variant: (name: String, version: String)) -> ScenarioScript {
        var script = context.script(
            "version.\(variant.name)",
            """
            A page speaking \(variant.version) shares this host's major version: its request is answered, \
            in the host's own version.
            """)
        script.request("v1", negotiation, data: [:], version: variant.version)
        script.receiveSuccess("v1", negotiation, data: context.negotiationResult(context.declarations(handling: [])))
        return script
    }

    private func mismatchScript(_ variant: (name: String, version: String)) -> ScenarioScript {
        var script = context.script(
            "version.\(variant.name)",
            """
            A page speaking \(variant.version), another major version, is answered VERSION_MISMATCH, and \
            the app is told.
            """)
        script.request("v1", negotiation, data: [:], version: variant.version)
        script.receiveFailure(
            "v1", negotiation, status: "error", code: "VERSION_MISMATCH", recoverable: context.isRecoverable("VERSION_MISMATCH"))
        script.problem("invalidMessage", id: "v1", action: negotiation)
        script.pending([])
        return script
    }

    private func malformedScript(_ variant: (name: String, version: String)) -> ScenarioScript {
        var script = context.script(
            "version.not-major-minor.\(variant.name)",
            """
            A version that is not "major.minor" ("\(variant.version)") is answered INVALID_REQUEST, and the \
            app is told.
            """)
        script.request("v1", negotiation, data: [:], version: variant.version)
        script.receiveFailure(
            "v1", negotiation, status: "error", code: "INVALID_REQUEST", recoverable: context.isRecoverable("INVALID_REQUEST"))
        script.problem("invalidMessage", id: "v1", action: negotiation)
        return script
    }

    /// Any message of another major version is refused, an event too; its correlation ID can be
    /// read, so the refusal is sent to it.
    private var eventScript: ScenarioScript {
        let version = "\(context.spec.version.major + 1).0"
        var script = context.script(
            "version.event-of-another-major",
            """
            An event of another major version (\(version)) is refused: the app gets no event, and the \
            VERSION_MISMATCH goes to the event's correlation ID, as to any message whose ID can be read.
            """)
        script.event("e1", "journey.unknown", data: [:], version: version)
        script.receiveFailure(
            "e1", "journey.unknown", status: "error", code: "VERSION_MISMATCH",
            recoverable: context.isRecoverable("VERSION_MISMATCH"))
        script.problem("invalidMessage", id: "e1", action: "journey.unknown")
        return script
    }
}
