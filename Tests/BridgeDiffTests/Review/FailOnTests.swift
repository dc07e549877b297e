import BridgeDiff
import BridgeSpec
import Testing

/// `--fail-on`: each choice fails on what it names and nothing else, choices combine, the severity
/// words keep their old meaning, and a major version bump covers the wire breaks it announces.
@Suite struct FailOnTests {
    static let version = "MiniBridge\n  version: \"1.0\"\n"
    static let majorBump = (version, "MiniBridge\n  version: \"2.0\"\n")

    /// One change per kind of failure: whom it breaks (or how dangerous it is) is in the name.
    enum Change: String, CaseIterable {
        /// A required request field: breaks deployed web journeys (and both APIs).
        case webBreak
        /// A required result field: breaks hosts in users' hands (and the Swift API).
        case nativeBreak
        /// A slot's Swift property renamed: breaks the Swift API only.
        case swiftBreak
        /// A native-bound event removed: breaks both APIs, nothing on the wire; never deprecated, so
        /// dangerous too.
        case apiBreak
        /// A status added: dangerous.
        case dangerous
        /// A description reworded: safe.
        case safe

        var edits: [(String, String)] {
            switch self {
            case .webBreak:
                [
                    (
                        "      quality: {type: number, default: 0.8}\n",
                        "      quality: {type: number, default: 0.8}\n      mode: {type: string}\n"
                    )
                ]
            case .nativeBreak:
                [("      width: {type: integer}\n", "      width: {type: integer}\n      height: {type: integer}\n")]
            case .swiftBreak: [("      property: documentCapture\n", "      property: documentScanner\n")]
            case .apiBreak:
                [
                    (
                        "  journey.complete:\n    direction: webToNative\n    description: The journey finished.\n    data: CompleteEvent\n",
                        ""
                    )
                ]
            case .dangerous: [("  unsupported: Not available here.\n", "  unsupported: Not available here.\n  queued: Later.\n")]
            case .safe: [("    description: Captures a document.\n", "    description: Captures pages.\n")]
            }
        }
    }

    static func status(_ change: Change, failOn: String, extra: [(String, String)] = []) throws -> DiffExitStatus {
        var new = Spec.base
        for edit in change.edits + extra { new = try Spec.edited(edit, in: new) }
        let policy = try #require(FailurePolicy(parsing: failOn))
        return DiffRun(
            old: SpecLoader.load(bytes: Array(Spec.base.utf8), path: "old.yaml"),
            new: SpecLoader.load(bytes: Array(new.utf8), path: "new.yaml"), format: .text, failOn: policy
        ).status
    }

    /// Which changes fail under each `--fail-on`; every other change passes.
    static let failures: [(String, Set<Change>)] = [
        ("web", [.webBreak]),
        ("native", [.nativeBreak]),
        ("swift", [.webBreak, .nativeBreak, .swiftBreak, .apiBreak]),
        ("typescript", [.webBreak, .apiBreak]),
        ("web,native", [.webBreak, .nativeBreak]),
        ("web,dangerous", [.webBreak, .dangerous, .apiBreak]),
        ("breaking", [.webBreak, .nativeBreak, .swiftBreak, .apiBreak]),
        ("dangerous", [.webBreak, .nativeBreak, .swiftBreak, .apiBreak, .dangerous]),
        ("safe", Set(Change.allCases)),
    ]

    @Test(arguments: failures)
    func eachChoiceFailsOnWhatItNames(_ failOn: String, _ failing: Set<Change>) throws {
        for change in Change.allCases {
            let expected: DiffExitStatus = failing.contains(change) ? .failed : .passed
            #expect(try Self.status(change, failOn: failOn) == expected, "\(change) with --fail-on \(failOn)")
        }
    }

    @Test func theDefaultIsEveryBreak() {
        #expect(FailurePolicy.default == FailurePolicy(parsing: "breaking"))
        #expect(FailurePolicy.default == FailurePolicy(parsing: "web,native,swift,typescript"))
        #expect(FailurePolicy.default.description == "breaking")
        #expect(FailurePolicy(parsing: "native, web")?.description == "web,native")
        #expect(FailurePolicy(parsing: "dangerous")?.description == "breaking,dangerous")
    }

    @Test(arguments: ["", "web,", "severe", "web,severe", "Web"])
    func unknownChoicesAreRefused(_ text: String) {
        #expect(FailurePolicy(parsing: text) == nil)
    }

    /// The complaint: after a deliberate major bump, the bump itself failed the run.
    @Test func aMajorBumpCoversTheWireBreaksItAnnounces() throws {
        let bumpOnly = DiffRun(
            old: SpecLoader.load(bytes: Array(Spec.base.utf8), path: "old.yaml"),
            new: SpecLoader.load(bytes: Array(try Spec.edited(Self.majorBump).utf8), path: "new.yaml"), format: .text)
        #expect(bumpOnly.status == .passed)
        #expect(bumpOnly.output.contains("breaking PROTOCOL_MAJOR_VERSION_CHANGED protocol"))
        #expect(bumpOnly.output.contains("Passes --fail-on breaking. The major version bump to 2.0 covers 1 wire break."))

        #expect(try Self.status(.nativeBreak, failOn: "web,native", extra: [Self.majorBump]) == .passed)
        #expect(try Self.status(.nativeBreak, failOn: "native", extra: [Self.majorBump]) == .passed)
        // The generated APIs are versioned apart from the protocol: the bump does not cover them.
        #expect(try Self.status(.nativeBreak, failOn: "breaking", extra: [Self.majorBump]) == .failed)
        #expect(try Self.status(.swiftBreak, failOn: "swift", extra: [Self.majorBump]) == .failed)
        // Dangerous findings are no break, and the bump does not excuse them when asked to fail on them.
        #expect(try Self.status(.dangerous, failOn: "web,dangerous", extra: [Self.majorBump]) == .failed)
    }

    @Test func theJSONReportSaysWhatFailedAndWhy() throws {
        let new = try Spec.edited(Self.majorBump)
        let review = DiffReview(try Spec.diff(Spec.base, new), policy: try #require(FailurePolicy(parsing: "web,native")))
        let json = JSONFormatter.render(review)
        #expect(json.contains("\"check\": {\"failOn\": [\"web\", \"native\"], \"failed\": false, \"coveredByMajorBump\": 1}"))
    }
}
