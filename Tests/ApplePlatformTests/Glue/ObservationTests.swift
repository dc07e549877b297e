import Testing

/// Item 8 of issue 20, and the camera helper: what apps observe, as the seed documents do.
@Suite struct ObservationTests {
    /// `$receivedMessages` publishes the current value, then every change; `.map` works over it;
    /// `$lastError.compactMap` gets each problem; `objectWillChange` fires for each change.
    @Test func thePublishedPropertiesWorkAsTheSeedDocumentsUseThem() throws {
        let report = try ScenarioReport.run("publishedProperties")
        #expect(report.facts["messageCounts"] == .numbers([0, 1, 2, 3]))
        #expect(report.facts["unhandledCounts"] == .numbers([0, 1, 2, 3]))
        #expect(report.facts["receivedMessagesAfter"] == .number(3))
        guard case .strings(let errors) = report.facts["errors"], case .number(let willChange) = report.facts["willChange"] else {
            Issue.record("the scenario noted no errors or willChange count")
            return
        }
        #expect(errors.count == 1)
        #expect(errors.first == report.hosts["host"]?.lastError)
        // Each message changes receivedMessages and pendingRequests; the bad one changes lastError.
        #expect(willChange >= 7)
    }

    /// `CameraDetector.check()` reports AVFoundation's answers in the protocol's terms.
    @Test func theCameraDetectorReportsAVFoundationsAnswers() throws {
        let report = try ScenarioReport.run("cameraDetector")
        #expect(report.facts["hardwareAvailable"] == .bool(true))
        #expect(report.facts["permissionState"] == .string("denied"))
    }
}
