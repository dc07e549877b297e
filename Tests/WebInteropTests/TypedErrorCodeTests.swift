import BridgeGenKit
import Foundation
import Testing

@testable import BridgeGenWeb

/// Error codes are types: with the client of edge-cases.yaml, Fixtures/TypeChecks/accepts-known-codes.ts
/// compiles under `tsc --strict` and the stricter checks, and rejects-misspelled-codes.ts fails with
/// exactly the errors its `expect-error` comments name, on their lines: a misspelled code, or
/// another action's code, in a switch over a narrowed code.
@Suite struct TypedErrorCodeTests {
    /// The twin files, with the edge-case client beside them in `gbgbridge/`.
    static func checks() throws -> URL {
        let files = TypeScriptGenerator.generate(
            try EdgeCaseSpecTests.spec(), options: GeneratorOptions(sourceLabel: "edge-cases.yaml"))
        let client = try GeneratedFiles.write(files, label: "typed-codes")
        return try WebClientBuild.sources(
            client: client, pages: PackagePaths.fixtures.appendingPathComponent("TypeChecks"), in: client)
    }

    @Test(.enabled(if: ExternalTools.shouldRun(["tsc"]), "needs tsc (apt-get install node-typescript)"))
    func knownCodesCompile() throws {
        try ExternalTools.require(["tsc"])
        let result = try WebClientBuild.typeCheck(try Self.checks(), file: "accepts-known-codes.ts")
        #expect(
            !result.timedOut && result.status == 0, "tsc rejected accepts-known-codes.ts:\n\(result.output)\n\(result.errorTail)")
    }

    @Test(.enabled(if: ExternalTools.shouldRun(["tsc"]), "needs tsc (apt-get install node-typescript)"))
    func misspelledCodesFailWhereExpected() throws {
        try ExternalTools.require(["tsc"])
        let folder = try Self.checks()
        let file = "rejects-misspelled-codes.ts"
        let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)

        let result = try WebClientBuild.typeCheck(folder, file: file)

        let expected = Self.expectedErrors(in: source)
        #expect(!result.timedOut && result.status != 0, "tsc accepted \(file)")
        #expect(expected.count >= 4, "\(file) lost its expect-error comments")
        #expect(Self.reportedErrors(in: result.output, file: file) == expected, "tsc said:\n\(result.output)")
    }

    /// One `TSnnnn` error on a line.
    struct LineError: Hashable, CustomStringConvertible {
        var line: Int
        var code: String
        var description: String { "line \(line): \(code)" }
    }

    /// The lines marked `// expect-error TSnnnn`, with the error each expects.
    static func expectedErrors(in source: String) -> Set<LineError> {
        var expected: Set<LineError> = []
        for (index, line) in source.components(separatedBy: "\n").enumerated() {
            guard let marker = line.range(of: "// expect-error ") else { continue }
            expected.insert(
                LineError(line: index + 1, code: String(line[marker.upperBound...]).trimmingCharacters(in: .whitespaces)))
        }
        return expected
    }

    /// The errors tsc reported, as `file(line,column): error TSnnnn: …`, anywhere: an error in another
    /// file is reported against it, so it can never match an expectation.
    static func reportedErrors(in output: String, file: String) -> Set<LineError> {
        var reported: Set<LineError> = []
        for line in output.components(separatedBy: "\n") where line.contains("): error TS") {
            let place = line.prefix { $0 != ":" }
            let code = line.components(separatedBy: "error ").dropFirst().first?.prefix { $0 != ":" } ?? ""
            let number = place.hasPrefix("\(file)(") ? Int(place.dropFirst(file.count + 1).prefix { $0 != "," }) ?? -1 : -1
            reported.insert(LineError(line: number, code: String(code)))
        }
        return reported
    }
}
