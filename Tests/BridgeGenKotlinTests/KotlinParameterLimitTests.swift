import BridgeGenKit
import BridgeGenKotlin
import BridgeSpec
import Foundation
import TestSupport
import Testing

/// An object type's data class fits the JVM's 255 parameter slots per method, or the spec is
/// refused at the type: a type at the limit compiles and loads, one slot past it is refused by
/// `bridgegen validate`, and the JVM, given it anyway, refuses to load its class. The limit counts
/// slots, not fields: a non-null `Long` or `Double` takes two.
@Suite struct KotlinParameterLimitTests {
    /// Fields, of which `wide` take two slots each (`Long` and `Double`, defaulted), and the rest
    /// one (nullable `String`, `Long?`, `Boolean`, `List<Long>?`). 130 fields with 118 wide ones:
    /// 248 slots, 5 masks (the last for 2 fields) and 2 more, 255; with 119, 256. 245 fields of
    /// one slot: 245, 8 masks and 2, 255.
    static func fields(_ count: Int, wide: Int) -> String {
        let wideKinds = ["type: integer, default: 7", "type: number, default: 1.5"]
        let narrowKinds = [
            "type: string, optional: true", "type: integer, optional: true", "type: boolean, default: true",
            "type: array<integer>, optional: true",
        ]
        return (0..<count).map { index in
            "      f\(index): {\(index < wide ? wideKinds[index % 2] : narrowKinds[index % 4])}\n"
        }.joined()
    }

    /// The minimal spec with an action taking and giving each of `types` (name, fields), each type
    /// starting on a line of its own.
    static func specText(_ types: [(String, String)]) throws -> String {
        try MinimalSpecText.editing([
            (
                "actions:\n",
                "actions:\n" + types.map { "  limit.\($0.0.lowercased()): {request: \($0.0), result: \($0.0)}\n" }.joined()
            ),
            ("types:\n", "types:\n" + types.map { "  \($0.0):\n    fields:\n\($0.1)" }.joined()),
        ])
    }

    static let atLimit = [("AtLimit", fields(130, wide: 118)), ("AtLimitByCount", fields(245, wide: 0))]
    static let pastLimit = [("PastLimit", fields(130, wide: 119)), ("PastLimitByCount", fields(246, wide: 0))]

    @Test func aTypePastTheLimitIsRefusedAtItsDeclarationAndAllAtOnce() throws {
        let folder = try TemporaryFolder()
        let text = try Self.specText(Self.atLimit + Self.pastLimit)
        let path = try folder.write(text, to: "bridge.yaml")
        let checked = GeneratorPipeline.check(specPath: path, for: [KotlinGenerator.self])
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        func line(of type: String) -> Int { (lines.firstIndex { $0 == "  \(type):" } ?? -1) + 1 }
        func expected(_ type: String, fields: Int) -> String {
            let message: String =
                "type '\(type)' has \(fields) fields, too many for one Kotlin class: its data class's constructor with "
                + "defaults and its 'copy' take 256 JVM parameter slots (one per field, two per non-null integer or number, "
                + "one per 32 fields and two more), and the JVM allows 255 per method (245 fields of strings or objects); "
                + "split it into smaller types"
            return "\(path):\(line(of: type)):3: error: \(message)"
        }
        let errors = checked.diagnostics.filter { $0.severity == .error }
        #expect(
            errors.map { String(DiagnosticRenderer.render($0).split(separator: "\n")[0]) } == [
                expected("PastLimit", fields: 130), expected("PastLimitByCount", fields: 246),
            ])
        #expect(checked.spec == nil)
    }

    @Test func typesAtTheLimitAreValid() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(try Self.specText(Self.atLimit), to: "bridge.yaml")
        let checked = GeneratorPipeline.check(specPath: path, for: [KotlinGenerator.self])
        #expect(checked.diagnostics.filter { $0.severity == .error }.map(DiagnosticRenderer.render) == [])
        #expect(checked.spec != nil)
    }

    /// The type at the limit compiles, loads and works; the one a slot past it, generated without
    /// the check, compiles too but its class does not load: the rule refuses what the JVM would.
    /// (The types of one-slot fields are left to the rule alone: 245 fields take kotlinc a minute.)
    @Test(.enabled(if: KotlinToolchain.shouldRun, "\(KotlinToolchain.installNote)"))
    func typesAtTheLimitCompileAndLoadAndOnePastDoesNotLoad() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(try Self.specText([Self.atLimit[0], Self.pastLimit[0]]), to: "bridge.yaml")
        let loaded = SpecLoader.load(contentsOf: path)
        let spec = try #require(loaded.spec, "\(loaded.diagnostics.map(DiagnosticRenderer.render))")
        let run = try GeneratedKotlinProgram.run(Self.checkProgram, named: "LimitCheck", with: spec, in: folder)
        #expect(run.status == 0, "\(run.output)\n\(run.errorTail)")
        #expect(run.output.split(separator: "\n") == ["AtLimit f0=7 f1=1.5 f129=null", "PastLimit: Too many arguments"])
    }

    /// Reads the type at the limit from `{}` (every field defaulted or absent), copies it, and
    /// loads the class past it.
    static let checkProgram = """
        @file:OptIn(com.gbg.bridge.runtime.BridgeGeneratedApi::class)

        package com.gbg.bridge

        import com.gbg.bridge.runtime.*

        public fun main() {
            val empty = JsonObject(emptyMap())
            val at = AtLimit.decode(empty, "at")
            check(at.copy(f2 = 8) != at && at.copy() == at) { "AtLimit's copy" }
            println("AtLimit f0=${at.f0} f1=${at.f1} f129=${at.f129}")
            try {
                Class.forName("com.gbg.bridge.PastLimit")
                println("PastLimit loaded")
            } catch (refused: ClassFormatError) {
                println("PastLimit: " + (refused.message ?: "").substringBefore(" in method"))
            }
        }

        """
}
