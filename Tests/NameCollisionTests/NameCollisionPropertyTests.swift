import BridgeGenKit
import BridgeGenerators
import BridgeSpec
import Foundation
import TestSupport
import Testing

@testable import BridgeGenKotlin
@testable import BridgeGenSwift

/// Names never collide: every name some output reserves (its keywords and built-ins, what the
/// runtimes and the generated code declare, every identifier the generated code of a small spec
/// uses) is given in every place a spec gives names, and each is either refused by `bridgegen
/// validate` with an error at the element that gives it, or generates outputs that compile: the
/// Swift with `swiftc` against the built runtime, the TypeScript with `tsc --strict`, the Kotlin
/// with kotlinc against the Kotlin runtime (built once, by `KotlinBuild`), and the schema, checked
/// by Python's `jsonschema`, that validates messages keyed by those names.
///
/// The names are batched, hundreds in one spec, so that each output compiles once (fields, wire
/// names and type names spread over types of at most `ProbeSpec.fieldsPerType`, which the JVM's
/// limit on parameters allows a Kotlin class and kotlinc compiles quickly): events, which
/// share the actions' names on the wire and in Swift, get a spec of their own. An extension of the
/// scaffolding gives them too, as its own types and values and as the names of its actions, events,
/// codes and capabilities, whose IDs its namespace decides: its outputs compile against its base's.
@Suite struct NameCollisionPropertyTests {
    /// The positions one spec probes.
    struct Group: Sendable, CustomTestStringConvertible {
        var positions: Set<ProbeSpec.Position>
        var isExtension = false
        var testDescription: String {
            (isExtension ? "extension: " : "") + positions.map(\.rawValue).sorted().joined(separator: ", ")
        }
    }

    static let groups = [
        Group(positions: [.type, .field, .wireName]),
        Group(positions: [.action, .errorCode, .capability, .environment, .enumValue]),
        Group(positions: [.unionCase]),
        Group(positions: [.event]),
        // An extension's fields and wire names are written as a protocol's; its names meet its base's.
        Group(positions: [.type, .enumValue, .action, .errorCode, .capability], isExtension: true),
        Group(positions: [.event], isExtension: true),
    ]

    /// Every name the pool holds.
    static let pool: [String] = {
        let minimal = SpecLoader.load(contentsOf: Repository.path("Tests/BridgeSpecTests/Fixtures/minimal.yaml").path).spec
        var names = ReservedNames.swift.union(ReservedNames.typeScript).union(ReservedNames.kotlin).union(
            ReservedNames.nonIdentifiers)
        if let minimal {
            names.formUnion(ReservedNames.listed(for: minimal))
            let outputs = Generators.all.flatMap { $0.generate(minimal, options: GeneratorOptions(sourceLabel: "minimal.yaml")) }
            names.formUnion(
                ReservedNames.identifiers(
                    in: outputs.filter(ReservedNames.isGeneratedCode).map(\.contents)))
        }
        return names.sorted()
    }()

    @Test(
        .enabled(
            if: InstalledTools.shouldRun(["tsc", "node", "python3"]),
            "needs tsc (node-typescript), node and python3 with jsonschema"),
        arguments: groups)
    func everyNameIsRefusedWhereItIsGivenOrCompiles(_ group: Group) throws {
        try #require(
            InstalledTools.missing(["tsc", "node", "python3"]).isEmpty, "\(InstalledTools.missing(["tsc", "node", "python3"]))")
        let folder = try TemporaryFolder()
        defer { Self.keep(folder, as: group.testDescription) }
        var probe = ProbeSpec(names: Self.pool, positions: group.positions, isExtension: group.isExtension)
        var refused: [ProbeSpec.Probe: String] = [:]
        var spec: ProtocolSpec?
        let basePath = try folder.write(ProbeSpec.base.text().text, to: "base.yaml")
        for _ in 0..<4 where spec == nil {
            let (text, probeAt) = probe.text()
            let path = try folder.write(text, to: "bridge.yaml")
            let checked = GeneratorPipeline.check(specPath: path, for: Generators.all)
            var removed: Set<ProbeSpec.Probe> = []
            for error in checked.diagnostics where error.severity == .error {
                guard let line = error.location?.line, let element = probeAt[line] else {
                    Issue.record("an error where no name is given: \(DiagnosticRenderer.render(error))")
                    continue
                }
                removed.insert(element)
                refused[element] = error.message
            }
            try #require(checked.spec != nil || !removed.isEmpty, "the spec neither loads nor blames a name")
            spec = checked.spec
            probe.remove(removed)
        }
        let checked = try #require(spec, "names were still refused after four rounds")
        // Split across types as they are, the probes left are all in the spec, each where it probes.
        #expect(Set(probe.text().probeAt.values) == Set(probe.probes))
        try folder.write(refused.map { "\($0.key): \($0.value)" }.sorted().joined(separator: "\n") + "\n", to: "refused.txt")

        // The spec format's promise: keywords are fine as field names, each generator escapes them.
        for keyword in ReservedNames.swiftKeywords.union(ReservedNames.typeScriptKeywords).union(KotlinNaming.keywords)
        where group.positions.contains(.field) && Identifier.isValid(keyword) {
            #expect(
                refused[ProbeSpec.Probe(position: .field, name: keyword)] == nil,
                "field '\(keyword)': \(refused[ProbeSpec.Probe(position: .field, name: keyword)] ?? "")")
        }

        let options = GeneratorOptions(sourceLabel: "bridge.yaml")
        func generate(_ language: String, _ spec: ProtocolSpec, into name: String) throws -> URL {
            try OutputChecks.write(Generators.named(language)?.generate(spec, options: options) ?? [], to: folder.url, as: name)
        }
        // An extension's outputs build on its base's, which are generated and checked first.
        var base: ProtocolSpec?
        if group.isExtension {
            let loaded: ProtocolSpec = try #require(SpecLoader.load(contentsOf: basePath).spec, "the scaffolding does not load")
            base = loaded
        }
        let modules = folder.url.appendingPathComponent("modules")
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        if let base {
            let module = try OutputChecks.swift(
                in: try generate("swift", base, into: "base-swift"), module: "Probe", emitting: modules)
            try #require(module.status == 0, "the scaffolding's Swift does not compile:\n\(Self.errors(in: module.errors))")
        }
        let swiftc = try OutputChecks.swift(in: try generate("swift", checked, into: "swift"), modules: modules)
        #expect(
            swiftc.status == 0 && !swiftc.timedOut,
            "swiftc rejected the Swift\(swiftc.timedOut ? " (timed out)" : ""):\n\(Self.errors(in: swiftc.errors))")

        let web = try generate("typescript", checked, into: "web")
        let tsc =
            try base.map {
                try OutputChecks.typeScript(
                    extension: web, base: try generate("typescript", $0, into: "base-web"), package: "probe")
            }
            ?? OutputChecks.typeScript(in: web)
        #expect(tsc.status == 0 && !tsc.timedOut, "tsc rejected the TypeScript:\n\(Self.errors(in: tsc.output))")
        // What the package ships, rendered from the same tree: JavaScript Node parses, and (for a
        // protocol's package, whose declarations stand alone) declarations tsc accepts.
        #expect(try OutputChecks.unparsedScripts(in: web) == [])
        if base == nil {
            let declarations = try OutputChecks.declarations(in: web)
            #expect(
                declarations.status == 0 && !declarations.timedOut,
                "tsc rejected the declarations:\n\(Self.errors(in: declarations.output))")
        }

        if KotlinToolchain.shouldRun {
            try Self.compileKotlin(checked, base: base, in: folder, generate: generate)
        }

        let schemaFolder = try generate("json-schema", checked, into: "schema")
        let schema = schemaFolder.appendingPathComponent(base == nil ? "bridge.schema.json" : "pad.schema.json")
        let baseSchema = try base.map {
            try generate("json-schema", $0, into: "base-schema").appendingPathComponent("bridge.schema.json")
        }
        let messages = Self.messages(for: probe)
        let report = try OutputChecks.schema(schema, base: baseSchema, messages: messages.valid + messages.invalid)
        #expect(report.validated == messages.valid.count + messages.invalid.count)
        #expect(
            report.failures.map(\.line)
                == Array(messages.valid.count..<(messages.valid.count + messages.invalid.count)).map { $0 + 1 },
            "\(report.failures.map { "\($0.line): \($0.error)" })")
    }

    /// kotlinc on the Kotlin output against the runtime, an extension's on its base's classes,
    /// compiled first. A failure shows kotlinc's `file:line:column: error:` lines.
    static func compileKotlin(
        _ spec: ProtocolSpec, base: ProtocolSpec?, in folder: TemporaryFolder,
        generate: (String, ProtocolSpec, String) throws -> URL
    ) throws {
        let toolchain = try KotlinToolchain.require()
        let build = try KotlinBuild.shared.get()
        var classPath: [URL] = []
        if let base {
            let classes = folder.url.appendingPathComponent("base-kotlin-classes")
            let compiled = try build.compileGenerated(
                try OutputChecks.kotlinSources(in: try generate("kotlin", base, "base-kotlin")), into: classes, with: toolchain)
            try #require(
                compiled.status == 0 && !compiled.timedOut,
                "the scaffolding's Kotlin does not compile:\n\(compilerErrors(in: compiled))")
            classPath.append(classes)
        }
        let kotlinc = try build.compileGenerated(
            try OutputChecks.kotlinSources(in: try generate("kotlin", spec, "kotlin")),
            into: folder.url.appendingPathComponent("kotlin-classes"), classPath: classPath, with: toolchain)
        #expect(
            kotlinc.status == 0 && !kotlinc.timedOut,
            "kotlinc rejected the Kotlin (\(Int(kotlinc.seconds)) s):\n\(compilerErrors(in: kotlinc))")
    }

    /// A compiler's error lines, from its standard output and error both; its exit status and
    /// the end of what it wrote when it names no error (it crashed, or was stopped).
    static func compilerErrors(in result: ChildProcess.Result) -> String {
        // Warnings too: the generated Kotlin is compiled with warnings as errors.
        var seen: Set<Substring> = []
        let found = (result.output + "\n" + result.errors).split(separator: "\n").filter {
            ($0.contains("error") || $0.contains("warning:")) && seen.insert($0).inserted
        }.prefix(60).joined(separator: "\n")
        guard found.isEmpty else { return found }
        return "exit status \(result.status)\(result.timedOut ? ", timed out" : ""):\n\(result.errorTail)"
    }

    /// With `NAME_PROBE_KEEP` set to a folder, copies the spec and the outputs there, to look at
    /// what a compiler complained of.
    static func keep(_ folder: TemporaryFolder, as name: String) {
        guard let kept = ProcessInfo.processInfo.environment["NAME_PROBE_KEEP"] else { return }
        let destination = URL(fileURLWithPath: kept).appendingPathComponent(name.replacingOccurrences(of: ", ", with: "-"))
        try? FileManager.default.removeItem(at: destination)
        try? FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? FileManager.default.copyItem(at: folder.url, to: destination)
    }

    /// The lines of a compiler's output that say what is wrong, each once, at most 60.
    static func errors(in output: String) -> String {
        var seen: Set<Substring> = []
        return output.split(separator: "\n").filter { $0.contains("error") && seen.insert($0).inserted }.prefix(60).joined(
            separator: "\n")
    }

    /// Responses of the probing actions whose data is keyed by the probed fields' names and wire
    /// names, one for each type holding them, which the schema must accept, and the same with a
    /// value of the wrong type, which it must refuse.
    static func messages(for probe: ProbeSpec) -> (valid: [String], invalid: [String]) {
        var valid: [String] = []
        var invalid: [String] = []
        let prefix = probe.isExtension ? "pad" : "probe"
        for (action, position) in [("\(prefix).fields", ProbeSpec.Position.field), ("\(prefix).wire", .wireName)] {
            for (group, (first, names)) in probe.groups(at: position).enumerated() where !names.isEmpty {
                let members = zip(first..., names).compactMap { index, name in
                    ProbeSpec.fieldValue(index).map { "\(JSONLiteral.string(name)): \($0)" }
                }
                func message(_ data: [String]) -> String {
                    #"{"version":"1.0","correlationId":"c","type":"response","timestamp":1,"payload":{"action":"\#(action)\#(group)","status":"success","data":{\#(data.joined(separator: ","))}}}"#
                }
                valid.append(message(members))
                invalid.append(message(["\(JSONLiteral.string(names[names.startIndex])): 42"] + members.dropFirst()))
            }
        }
        return (valid, invalid)
    }
}
