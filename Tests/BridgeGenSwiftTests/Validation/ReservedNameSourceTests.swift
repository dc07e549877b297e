import BridgeGenKit
import BridgeSpec
import Foundation
import TestSupport
import Testing

@testable import BridgeGenSwift

/// The Swift output's name rules use lists of names; each list is held here to where the names are
/// really declared (the translation, the runtime's sources) or really used (the generated code),
/// so that a new generated type, runtime type or runtime member cannot go unreserved.
@Suite struct ReservedNameSourceTests {
    /// The specs whose translations are checked: the shipped one and every reference fixture.
    static let specs = [
        "Protocol/bridge.yaml",
        "Tests/BridgeGenSwiftTests/Fixtures/Reference/KitchenSink/bridge.yaml",
        "Tests/BridgeGenSwiftTests/Fixtures/Reference/Minimal/bridge.yaml",
    ]

    static func load(_ path: String) throws -> ProtocolSpec {
        try #require(SpecLoader.load(contentsOf: Repository.path(path).path).spec, "\(path) does not load")
    }

    @Test(arguments: specs)
    func theGeneratedTypeListIsWhatTheTranslatorDeclares(_ path: String) throws {
        let spec = try Self.load(path)
        let declarations = SwiftTranslator(spec: spec).translate().flatMap(\.declarations)
        let declared = Set(declarations.flatMap(DeclarationNames.topLevelTypes))
        let listed = Set(spec.types.map(\.name)).union(GeneratedNames.declaredTypes(in: spec).map(\.name))
        #expect(
            declared == listed,
            "declared but not listed: \(declared.subtracting(listed).sorted()); listed but not declared: \(listed.subtracting(declared).sorted())"
        )
    }

    @Test(arguments: specs)
    func theMemberListsAreWhatTheTranslatorDeclares(_ path: String) throws {
        let spec = try Self.load(path)
        let declarations = SwiftTranslator(spec: spec).translate().flatMap(\.declarations)
        func members(of name: String) -> Set<String> {
            Set(
                declarations.compactMap { declaration -> [Declaration]? in
                    if case .enum(let type) = declaration, type.name == name { return type.members }
                    return nil
                }.joined().flatMap(DeclarationNames.memberNames))
        }
        let events = Set(spec.events.filter(\.direction.reachesNative).map(SwiftNaming.name(of:)))
        #expect(members(of: GeneratedNames.incomingEvent).subtracting(events) == Set(GeneratedNames.incomingEventMembers))
        #expect(members(of: GeneratedNames.definition(of: spec)).isSuperset(of: GeneratedNames.definitionMembers))
        for slot in spec.slotCapabilities.compactMap(\.slot) {
            #expect(
                members(of: GeneratedNames.slotOutcome(of: slot)).subtracting([slot.resultCase, "init"])
                    == Set(GeneratedNames.slotResultCases))
        }
    }

    /// The open value types' members are their constants, one per value, and those listed.
    @Test(arguments: specs)
    func theOpenValueTypesOwnMembersAreListed(_ path: String) throws {
        let spec = try Self.load(path)
        let declarations = SwiftTranslator(spec: spec).translate().flatMap(\.declarations)
        let constants = [
            GeneratedNames.action: spec.actions.map(SwiftNaming.name(of:)) + spec.events.map(SwiftNaming.name(of:)),
            GeneratedNames.capabilityID: spec.capabilities.map(SwiftNaming.name(of:)),
            GeneratedNames.errorCode: spec.errorCodes.map(SwiftNaming.name(of:)),
            GeneratedNames.status: spec.statuses.map(SwiftNaming.name(of:)),
            GeneratedNames.environment: spec.environments.map(SwiftNaming.name(of:)),
            GeneratedNames.permissionState: spec.permissionStates.map(SwiftNaming.name(of:)),
            GeneratedNames.messageType: spec.messageTypes.map(\.name),
        ]
        var others: Set<String> = []
        for (type, names) in constants {
            let members = declarations.flatMap { declaration -> [Declaration] in
                switch declaration {
                case .struct(let open) where open.name == type: open.members
                case .extension(let block) where block.extendedType == .named(type) && block.whereClause.isEmpty: block.members
                default: []
                }
            }
            others.formUnion(
                members.compactMap { member in
                    if case .property(let property) = member { return property.name }
                    return nil
                }.filter { !names.contains($0) })
        }
        #expect(others == Set(GeneratedNames.openValueMembers))
    }

    /// Every public type of the runtime is reserved, whether generated code uses it yet or not:
    /// apps see them all through the generated module.
    @Test func everyPublicRuntimeTypeIsReserved() throws {
        let declared = try RuntimeSource.publicTypeNames()
        #expect(
            declared == RuntimeNames.publicTypes,
            "public but not reserved: \(declared.subtracting(RuntimeNames.publicTypes).sorted()); reserved but gone: \(RuntimeNames.publicTypes.subtracting(declared).sorted())"
        )
    }

    @Test func everyPublicMemberOfTheRuntimesHostIsReserved() throws {
        let members = try RuntimeSource.publicMemberNames(ofExtensionsAndBodyOf: "BridgeHostBase")
        #expect(
            members.subtracting(RuntimeNames.hostMembers).isEmpty,
            "BridgeHostBase members a slot property could take: \(members.subtracting(RuntimeNames.hostMembers).sorted())")
    }

    /// Whatever the generated code refers to and does not declare itself is reserved: a spec type
    /// with that name would shadow it.
    @Test(arguments: specs)
    func everyNameTheGeneratedCodeUsesIsReserved(_ path: String) throws {
        let spec = try Self.load(path)
        let declarations = SwiftTranslator(spec: spec).translate().flatMap(\.declarations)
        let declaredHere = Set(declarations.flatMap(DeclarationNames.allDeclaredNames))
        let files = SwiftGenerator.generate(spec, options: GeneratorOptions(sourceLabel: "bridge.yaml"))
        let used = Set(files.flatMap { SwiftCodeTokens.typeLikeNames(in: $0.contents) })
        let reserved = SwiftStandardNames.types.union(RuntimeNames.publicTypes).union(declaredHere)
        #expect(
            used.subtracting(reserved).isEmpty,
            "used by the generated code but not reserved: \(used.subtracting(reserved).sorted())")
    }
}

/// Names in a tree of declarations.
enum DeclarationNames {
    /// The type names a declaration declares at the top level (extensions declare none).
    static func topLevelTypes(_ declaration: Declaration) -> [String] {
        switch declaration {
        case .struct(let type): [type.name]
        case .class(let type): [type.name]
        case .enum(let type): [type.name]
        case .protocol(let type): [type.name]
        case .typealias(let alias): [alias.name]
        case .ifConfig(let block): (block.declarations + block.elseDeclarations).flatMap(topLevelTypes)
        default: []
        }
    }

    /// The names a type's member declares: cases, properties, functions, nested types.
    static func memberNames(_ declaration: Declaration) -> [String] {
        switch declaration {
        case .enumCase(let enumCase): [enumCase.name]
        case .property(let property): [property.name]
        case .function(let function): [function.name]
        case .initializer: ["init"]
        default: topLevelTypes(declaration)
        }
    }

    /// Every type-like name declared anywhere in it: types at any depth, generic parameters,
    /// typealiases, and the associated types its conformances bring (`Shared`).
    static func allDeclaredNames(_ declaration: Declaration) -> [String] {
        switch declaration {
        case .struct(let type): [type.name] + type.genericParameters.map(\.name) + type.members.flatMap(allDeclaredNames)
        case .class(let type): [type.name] + type.genericParameters.map(\.name) + type.members.flatMap(allDeclaredNames)
        case .enum(let type): [type.name] + type.genericParameters.map(\.name) + type.members.flatMap(allDeclaredNames)
        case .protocol(let type): [type.name] + type.members.flatMap(allDeclaredNames)
        case .extension(let block): block.members.flatMap(allDeclaredNames) + extensionGenericParameters(of: block)
        case .typealias(let alias): [alias.name] + alias.genericParameters.map(\.name) + associatedTypes(in: alias.whereClause)
        case .function(let function): function.genericParameters.map(\.name)
        case .initializer(let initializer): initializer.genericParameters.map(\.name)
        case .ifConfig(let block): (block.declarations + block.elseDeclarations).flatMap(allDeclaredNames)
        default: []
        }
    }

    /// The extended runtime type's generic parameters a `where` clause names (`Request == X`).
    private static func extensionGenericParameters(of block: ExtensionDeclaration) -> [String] {
        block.whereClause.compactMap { requirement in
            if case .sameType(.named(let name), _) = requirement { return name }
            return nil
        }
    }

    /// `Shared` in `Outcome.Shared == CaptureResult`.
    private static func associatedTypes(in requirements: [SwiftRequirement]) -> [String] {
        requirements.compactMap { requirement in
            if case .sameType(.member(_, let name), _) = requirement { return name }
            return nil
        }
    }
}

/// Capitalised names in Swift code that name a type on their own: outside comments, string
/// literals, import lines and compile conditions (which name modules), and not after a dot (a
/// nested type or a member, found through its parent).
enum SwiftCodeTokens {
    static func typeLikeNames(in code: String) -> [String] {
        var names: [String] = []
        for line in code.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            // `@_spi(BridgeGenerated)` names an SPI of the runtime, not a type.
            guard !trimmed.hasPrefix("//"), !trimmed.hasPrefix("#"), !trimmed.hasPrefix("@_spi("), !line.contains("import ")
            else { continue }
            let code = withoutStringLiterals(
                String(line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false)[0]))
            var word = ""
            var wordFollowsDot = false
            var previous: Character = " "
            for character in code + " " {
                if character.isLetter || character.isNumber || character == "_" {
                    if word.isEmpty { wordFollowsDot = previous == "." }
                    word.append(character)
                } else {
                    if let first = word.first, first.isUppercase, !wordFollowsDot { names.append(word) }
                    word = ""
                }
                previous = character
            }
        }
        return names
    }

    private static func withoutStringLiterals(_ line: String) -> String {
        var result = ""
        var inString = false
        var escaped = false
        for character in line {
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"" {
                inString = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}

/// What the runtime's sources declare publicly.
enum RuntimeSource {
    static func swiftFiles() throws -> [String] {
        let root = Repository.path("Sources/BridgeRuntime")
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? []
        return try files.filter { $0.pathExtension == "swift" }.map { try String(contentsOf: $0, encoding: .utf8) }
    }

    /// A line of source without the `@_spi(…) ` that may open it: SPI declarations are public to
    /// the generated code, which imports the SPI.
    static func withoutSPI(_ line: Substring) -> Substring {
        let indentation = line.prefix { $0 == " " }
        let rest = line.dropFirst(indentation.count)
        guard rest.hasPrefix("@_spi("), let close = rest.firstIndex(of: ")") else { return line }
        return indentation + rest[rest.index(after: close)...].drop { $0 == " " }
    }

    /// Names of top-level `public` or `open` types, SPI ones included.
    static func publicTypeNames() throws -> Set<String> {
        var names: Set<String> = []
        for source in try swiftFiles() {
            for line in source.split(separator: "\n").map(withoutSPI) where line.hasPrefix("public ") || line.hasPrefix("open ") {
                let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "<" || $0 == "{" })
                if let kind = words.firstIndex(where: {
                    ["class", "struct", "enum", "protocol", "typealias", "actor"].contains($0)
                }),
                    kind + 1 < words.count
                {
                    names.insert(String(words[kind + 1]))
                }
            }
        }
        return names
    }

    /// Names of `public` or `open` members declared one level in, in `type`'s body and extensions,
    /// SPI ones included.
    static func publicMemberNames(ofExtensionsAndBodyOf type: String) throws -> Set<String> {
        var names: Set<String> = []
        for source in try swiftFiles() {
            var inside = false
            for line in source.split(separator: "\n").map(withoutSPI) {
                if !line.hasPrefix(" ") && !line.hasPrefix("}") {
                    inside = line.contains("extension \(type)") || line.contains("class \(type)<")
                }
                guard inside, line.hasPrefix("    public ") || line.hasPrefix("    open ") else { continue }
                let words = line.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == ":" || $0 == "<" })
                if let kind = words.firstIndex(where: { ["func", "var", "let"].contains($0) }), kind + 1 < words.count {
                    names.insert(String(words[kind + 1]))
                }
            }
        }
        return names
    }
}
