import BridgeGenKit
import BridgeGenKotlin
import BridgeSpec
import Foundation
import TestSupport
import Testing

/// A spec of any size compiles: the generated tables over actions, events and codes (`checkRequest`,
/// `isDeclared`, `decodeIncomingEvent`, `BridgeErrorCode.isKnown`…) are split into methods the JVM
/// takes (64 KB of bytecode each), and still answer for every entry, which a small Kotlin program
/// checks on the JVM.
@Suite struct KotlinLargeSpecTests {
    static let actions = 1500
    static let events = 1500
    static let codes = 400

    @Test(.enabled(if: KotlinToolchain.shouldRun, "\(KotlinToolchain.installNote)"))
    func aSpecOfThousandsOfActionsAndEventsCompilesAndAnswers() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(try Self.specText(), to: "bridge.yaml")
        let loaded = SpecLoader.load(contentsOf: path)
        let spec = try #require(loaded.spec, "\(loaded.diagnostics.map(DiagnosticRenderer.render))")
        #expect(KotlinGenerator.validate(spec).isEmpty)
        let run = try GeneratedKotlinProgram.run(Self.checkProgram, named: "LargeSpecCheck", with: spec, in: folder)
        #expect(run.status == 0, "\(run.output)\n\(run.errorTail)")
        #expect(run.output.contains("checked"))
    }

    /// The minimal spec with `actions` actions `a.aN` (each declaring `E_{N % codes}`), `events`
    /// events `e.eN` (in turn from the page, to it and both ways, every other one with data), and
    /// `codes` codes `E_N`, recoverable when N is odd.
    static func specText() throws -> String {
        func lines(_ count: Int, _ line: (Int) -> String) -> String { (0..<count).map(line).joined() }
        let directions = ["webToNative", "nativeToWeb", "both"]
        return try MinimalSpecText.editing([
            (
                "  CANCELLED: {recoverable: true, description: Cancelled.}\n",
                "  CANCELLED: {recoverable: true, description: Cancelled.}\n"
                    + lines(codes) { "  E_\($0): {recoverable: \($0 % 2 == 1)}\n" }
            ),
            (
                "actions:\n",
                "actions:\n"
                    + lines(actions) { "  a.a\($0): {request: QueryRequest, result: QueryResult, errors: [E_\($0 % codes)]}\n" }
            ),
            (
                "events:\n",
                "events:\n"
                    + lines(events) {
                        "  e.e\($0): {direction: \(directions[$0 % 3])\($0 % 2 == 1 ? ", data: ReadyEvent" : "")}\n"
                    }
            ),
        ])
    }

    /// Asks the generated tables about every action, event and code, each of which the generated
    /// code looks for in the group its hash picks (which the generator computed in Swift), and
    /// about names the spec does not declare.
    static var checkProgram: String {
        """
        @file:OptIn(com.gbg.bridge.runtime.BridgeGeneratedApi::class)

        package com.gbg.bridge

        import com.gbg.bridge.runtime.*

        private fun expect(condition: Boolean, what: String) {
            if (!condition) throw IllegalStateException(what)
        }

        public fun main() {
            val p = MiniBridgeProtocol
            val empty = JsonObject(emptyMap())
            for (i in 0 until \(actions)) {
                val action = "a.a$i"
                expect(p.isDeclared("E_${i % \(codes)}", action), "$action declares its code")
                expect(!p.isDeclared("E_${(i + 1) % \(codes)}", action), "$action does not declare another's")
                expect(p.isDeclared("BUSY", action), "$action may answer a standard code")
                expect(p.checkRequest(action, empty) == null, "$action's request")
                expect(p.checkResult(action, empty) != null, "$action's incomplete result")
            }
            for (i in 0 until \(events)) {
                val event = "e.e$i"
                val fromPage = i % 3 != 1
                val toPage = i % 3 != 0
                val hasData = i % 2 == 1
                val incoming = p.decodeIncomingEvent(event, null)
                // Without its data, an event with data does not decode.
                expect((incoming.problem == null) == (fromPage && !hasData), "$event from the page")
                expect(!fromPage || hasData || incoming.typed != null, "$event typed")
                expect((p.checkOutgoingEvent(event, empty) == null) == (toPage && !hasData), "$event to the page")
            }
            for (i in 0 until \(codes)) {
                expect(p.isRecoverableByDefault("E_$i") == (i % 2 == 1), "E_$i's default")
                expect(BridgeErrorCode("E_$i").isKnown, "E_$i is known")
            }
            expect(p.isDeclared("ANY", "not.declared"), "an undeclared action")
            expect(p.checkRequest("not.declared", empty) == null, "an undeclared action's request")
            expect(p.checkOutgoingEvent("not.declared", empty) != null, "an undeclared event")
            expect(p.decodeIncomingEvent("not.declared", null).typed == null, "an undeclared event from the page")
            expect(!p.isRecoverableByDefault("NOT_A_CODE"), "an undeclared code")
            expect(!BridgeErrorCode("NOT_A_CODE").isKnown, "an undeclared code is not known")
            println("checked")
        }

        """
    }
}
