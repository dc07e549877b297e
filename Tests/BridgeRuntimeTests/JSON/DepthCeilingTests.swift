import Foundation
import TestSupport
import Testing

@_spi(BridgeGenerated) @testable import BridgeRuntime

/// No configuration lets the reader build a value too deep for the call stack: destroying,
/// comparing, hashing and writing a `JSONValue` recurse once per level, so a raised depth limit is
/// held to a ceiling that fits the smallest thread stacks.
@Suite struct DepthCeilingTests {
    static let ceiling = JSONReader.Limits.maxDepthCeiling
    /// The smallest default thread stack on Apple platforms (secondary threads): 512 KiB.
    static let smallestStack = 512 << 10
    static let probeVariable = "BRIDGE_DEEP_NESTING_PROBE"

    static func arrays(_ depth: Int) -> String { String(repeating: "[", count: depth) + String(repeating: "]", count: depth) }
    static func objects(_ depth: Int) -> String {
        String(repeating: #"{"k":"#, count: depth) + "1" + String(repeating: "}", count: depth)
    }

    @Test func aLimitAboveTheCeilingIsLoweredToIt() {
        #expect(JSONReader.Limits(maxDepth: 100_000).maxDepth == Self.ceiling)
        #expect(JSONReader.Limits(maxDepth: .max).maxDepth == Self.ceiling)
        var limits = JSONReader.Limits()
        limits.maxDepth = Self.ceiling + 1
        #expect(limits.maxDepth == Self.ceiling)
        limits.maxDepth = 10
        #expect(limits.maxDepth == 10)
        #expect(JSONReader.Limits(maxDepth: 100_000) == JSONReader.Limits(maxDepth: Self.ceiling))
    }

    /// The deepest values any reader accepts are destroyed, compared, hashed, written and decoded on
    /// a 512 KiB stack, in the build the tests run in (debug, where frames are largest).
    @Test func theDeepestValuesAreSafeOnTheSmallestStack() {
        let results = LockedBox<[String]>([])
        ThreadWithStack.run(stackBytes: Self.smallestStack) {
            for text in [Self.arrays(Self.ceiling), Self.objects(Self.ceiling)] {
                let limits = JSONReader.Limits(maxDepth: .max)
                guard let value = try? JSONReader(limits: limits).read(text),
                    let again = try? JSONReader(limits: limits).read(text)
                else {
                    results.withLock { $0.append("not read") }
                    continue
                }
                let written = value.description
                let decoded = try? JSONValue(json: value, path: JSONPath())
                let outcome = "\(value == again) \(value.hashValue == again.hashValue) \(written == text) \(decoded == value)"
                results.withLock { $0.append(outcome) }
            }
        }
        #expect(results.withLock { $0 } == ["true true true true", "true true true true"])
        #expect(throws: JSONReadError.self) {
            try JSONReader(limits: JSONReader.Limits(maxDepth: .max)).read(Self.arrays(Self.ceiling + 1))
        }
    }

    /// Issue 17's reproducer: with the limit raised to 100,000, a 100,000-deep text was read, and
    /// destroying it overflowed the stack (SIGSEGV). It runs in a child process, so that a crash
    /// fails this test instead of ending the whole test run; where the test binary cannot be run
    /// again (not a SwiftPM `.xctest` executable), it runs here.
    @Test func aHundredThousandLevelsWithTheLimitRaisedDoNotCrash() throws {
        let binary = CommandLine.arguments[0]
        guard binary.hasSuffix(".xctest"), FileManager.default.isExecutableFile(atPath: binary) else {
            try Self.readHundredThousandLevels()
            return
        }
        let result = try ChildProcess.run(
            [binary, "--testing-library", "swift-testing", "--filter", "DepthCeilingTests/probeReadsAHundredThousandLevels"],
            environment: [Self.probeVariable: "1"], timeout: 300)
        // Swift Testing reports on standard error.
        #expect(result.status == 0, "the probe crashed or failed:\n\(result.errorTail)")
        #expect(result.errors.contains("probeReadsAHundredThousandLevels() passed"), "\(result.errorTail)")
    }

    /// What the test above runs in a child process; off unless the child's environment asks for it.
    @Test(.enabled(if: ProcessInfo.processInfo.environment[probeVariable] != nil))
    func probeReadsAHundredThousandLevels() throws {
        try Self.readHundredThousandLevels()
    }

    static func readHundredThousandLevels() throws {
        let limits = JSONReader.Limits(maxDepth: 100_000)
        for text in [arrays(100_000), objects(100_000)] {
            do {
                _ = try JSONReader(limits: limits).read(text)
                Issue.record("a 100,000-deep text was read with a limit of \(limits.maxDepth)")
            } catch {
                #expect(error.kind == .nestingTooDeep(limit: limits.maxDepth))
            }
            let envelope =
                #"{"version":"1.0","correlationId":"c","type":"request","timestamp":1,"payload":{"action":"a","data":{"x":"#
                + text + "}}}"
            #expect(throws: JSONReadError.self) { try BridgeRawMessage(reading: Array(envelope.utf8), limits: limits) }
        }
    }
}
