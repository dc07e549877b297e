import Foundation
import TestSupport
import Testing

/// How the built `bridgegen` reads its command line: options in both spellings, repeated options,
/// `--`, and for every mistake an `error:` line, the usage, where help is, and exit status 64.
@Suite struct CommandLineParsingTests {
    static func bridgegen(_ arguments: [String], in folder: URL = Repository.root) throws -> ChildProcess.Result {
        try BuiltModules.runBridgegen(arguments, in: folder)
    }

    /// A usage error: status 64, nothing on standard output, and the error, the usage (of the
    /// subcommand, when there is one) and the pointer to its help on standard error.
    static func expectUsageError(_ arguments: [String], _ message: String, command: String) throws {
        let run = try bridgegen(arguments)
        #expect(run.status == 64, "\(arguments): \(run.errors)")
        #expect(run.output == "")
        #expect(run.errors.hasPrefix("error: \(message)\n"), "\(arguments): \(run.errors)")
        #expect(run.errors.contains("Usage: bridgegen \(command)"))
        let subcommand = ["generate", "validate", "diff"].first { command.hasPrefix($0) }
        #expect(
            run.errors.contains(
                "See '\(["bridgegen", subcommand, "--help"].compactMap { $0 }.joined(separator: " "))' for more information."))
    }

    @Test func anUnknownOptionSuggestsTheClosestOne() throws {
        try Self.expectUsageError(
            ["generate", "--chek"], "unknown option '--chek'; did you mean '--check'?", command: "generate [<spec>]")
        try Self.expectUsageError(
            ["diff", "a", "--packge-root", "x=y"], "unknown option '--packge-root'; did you mean '--package-root'?",
            command: "diff <old>")
        try Self.expectUsageError(["validate", "--zzzzzz"], "unknown option '--zzzzzz'", command: "validate [<spec>]")
        try Self.expectUsageError(["validate", "-x"], "unknown option '-x'", command: "validate [<spec>]")
        try Self.expectUsageError(["--verison"], "unknown option '--verison'; did you mean '--version'?", command: "<subcommand>")
        try Self.expectUsageError(["generat"], "unknown subcommand 'generat'; did you mean 'generate'?", command: "<subcommand>")
    }

    @Test func anOptionWithoutItsValueIsNamed() throws {
        try Self.expectUsageError(["generate", "--language"], "missing value for '--language <language>'", command: "generate")
        // What looks like an option is not taken as the value.
        try Self.expectUsageError(
            ["generate", "--language", "--check"], "missing value for '--language <language>'", command: "generate")
        try Self.expectUsageError(["generate", "-o"], "missing value for '-o <output>'", command: "generate")
        try Self.expectUsageError(["validate", "--config="], "missing value for '--config <file>'", command: "validate")
        try Self.expectUsageError(
            ["generate", "--check=yes"], "the flag '--check' takes no value, but 'yes' was given", command: "generate")
    }

    @Test func aValueOutsideTheChoicesListsThem() throws {
        try Self.expectUsageError(
            ["generate", "--language", "cobol"],
            "the value 'cobol' is invalid for '--language <language>'; expected one of 'swift', 'typescript', 'json-schema', 'kotlin', 'conformance'",
            command: "generate")
        try Self.expectUsageError(
            ["generate", "--access-level=open"],
            "the value 'open' is invalid for '--access-level <access-level>'; expected one of 'public', 'package', 'internal'",
            command: "generate")
        let typo = try Self.bridgegen(["diff", "a", "--format", "jsno"])
        #expect(
            typo.errors.hasPrefix(
                "error: the value 'jsno' is invalid for '--format <format>'; expected one of 'text', 'markdown', 'json', 'github'; did you mean 'json'?\n"
            ))
        #expect(typo.errors.contains("Help:  --format <format>  The report's format"))
    }

    @Test func argumentsAreCountedAndRequired() throws {
        try Self.expectUsageError(["diff"], "missing argument '<old>'", command: "diff <old> [<new>]")
        try Self.expectUsageError(["validate", "a.yaml", "b.yaml"], "unexpected argument 'b.yaml'", command: "validate")
    }

    @Test func validationRejectsCombinationsBeforeAnythingRuns() throws {
        try Self.expectUsageError(
            ["generate", "--language", "typescript", "--access-level", "public", "--output", "/nonexistent/never-written"],
            "--access-level applies to the swift output, not to typescript.", command: "generate")
        // A shared group's own validation runs for every command that reads it.
        for command in ["generate", "validate"] {
            try Self.expectUsageError(
                [command, "--package-root", "gbgbridge"],
                "--package-root takes IDENTITY=PATH, such as gbgbridge=../gbgbridge; found 'gbgbridge'", command: command)
        }
    }

    @Test func everyPackageRootIsKept() throws {
        let folder = try TemporaryFolder()
        let extensionSpec = try String(
            contentsOf: Repository.path("Tests/ConsumerPackage/Sources/MyBridge/bridge.yaml"), encoding: .utf8)
        let spec = try folder.write(extensionSpec, to: "bridge.yaml")
        let both = try Self.bridgegen(
            ["validate", spec, "--package-root", "other=/nowhere", "--package-root=GBGBridge=\(Repository.root.path)"])
        #expect(both.status == 0, "\(both.errors)")
        #expect(both.output.contains("AddressBook 1.0, extending GBGBridge"))
        let otherOnly = try Self.bridgegen(["validate", spec, "--package-root", "other=/nowhere"])
        #expect(otherOnly.status == 1, "the base is found only through the gbgbridge root: \(otherOnly.output)")
    }

    @Test func everythingAfterADoubleDashIsAnArgument() throws {
        let folder = try TemporaryFolder()
        let minimal = try String(
            contentsOf: Repository.path("Tests/BridgeGenSwiftTests/Fixtures/Reference/Minimal/bridge.yaml"), encoding: .utf8)
        try folder.write(minimal, to: "--odd.yaml")
        let run = try Self.bridgegen(["validate", "--", "--odd.yaml"], in: folder.url)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.hasPrefix("--odd.yaml: "))
        let withoutSeparator = try Self.bridgegen(["validate", "--odd.yaml"], in: folder.url)
        #expect(withoutSeparator.status == 64)
    }

    @Test(arguments: [
        (
            "generate",
            [
                "[<spec>]", "--base <file>", "--package-root <identity=path>", "[--package-root <identity=path> ...]",
                "--config <file>", "-o, --output <output>", "(values: swift, typescript, json-schema, kotlin, conformance)",
                "(values: public, package, internal)", "--source-label <source-label>", "[--check]",
            ]
        ),
        ("validate", ["[<spec>]", "--base <file>", "--package-root <identity=path>", "--config <file>"]),
        (
            "diff",
            [
                "diff <old> [<new>]", "<old>", "<new>", "(values: text, markdown, json, github; default: text)",
                "--fail-on <choices>", "default: breaking)", "--baseline <file>", "A major version bump",
            ]
        ),
    ])
    func eachSubcommandHasItsHelp(command: String, mentions: [String]) throws {
        let help = try Self.bridgegen([command, "--help"])
        #expect(help.status == 0)
        #expect(help.errors == "")
        #expect(help.output.hasPrefix("OVERVIEW: "))
        #expect(help.output.contains("USAGE: bridgegen \(command) "))
        // Help texts wrap at 80 columns: compared as words.
        let words = help.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for mention in mentions + ["--version", "-h, --help"] {
            #expect(words.contains(mention), "\(command) --help lacks \(mention)")
        }
        #expect(help.output.split(separator: "\n").allSatisfy { $0.count < 80 || $0.hasPrefix("USAGE: ") })
        // The same help however it is asked for, even after a mistake.
        for asked in [[command, "-h"], ["help", command], [command, "--language", "cobol", "--help"]] {
            #expect(try Self.bridgegen(asked).output == help.output, "\(asked)")
        }
    }

    @Test func theProgramHasHelpAndAVersion() throws {
        let help = try Self.bridgegen(["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("USAGE: bridgegen <subcommand>"))
        for command in ["generate", "validate", "diff"] {
            #expect(help.output.contains("\n  \(command)  "), "\(command) is not listed")
        }
        #expect(try Self.bridgegen([]).output == help.output)
        #expect(try Self.bridgegen(["help"]).output == help.output)
        for asked in [["--version"], ["generate", "--version"]] {
            let version = try Self.bridgegen(asked)
            #expect(version.status == 0)
            #expect(version.output.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil, "\(version.output)")
        }
    }
}
