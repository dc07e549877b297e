import BridgeGenKit
import BridgeGenKotlin
import BridgeSpec
import Foundation
import TestSupport
import Testing

/// The names the Kotlin output refuses, each reported at the element that takes it: the protocol's
/// spec with one element added or renamed.
@Suite struct KotlinNameRulesTests {
    private static func spec() throws -> ProtocolSpec {
        try #require(SpecLoader.load(contentsOf: Repository.path("Protocol/bridge.yaml").path).spec)
    }

    private static let here = SourceLocation(file: "probe.yaml", line: 7, column: 3)

    private static func object(_ name: String) -> TypeSpec {
        TypeSpec(name: name, description: nil, kind: .object([]), location: here)
    }

    @Test func aTypeMayNotTakeARuntimeOrKotlinName() throws {
        var spec = try Self.spec()
        spec.types += [Self.object("JsonWriter"), Self.object("String"), Self.object("GBGBridgeHost")]
        let found = KotlinGenerator.validate(spec)
        for name in ["JsonWriter", "String", "GBGBridgeHost"] {
            #expect(
                found.contains {
                    $0.message.contains("type name '\(name)' is reserved in the Kotlin output") && $0.location == Self.here
                })
        }
    }

    @Test func aFieldMayNotTakeTheCompanionObjectsName() throws {
        var spec = try Self.spec()
        let field = FieldSpec(
            name: "Companion", wireName: "Companion", type: .string, isOptional: false, defaultValue: nil, description: nil,
            location: Self.here)
        spec.types.append(TypeSpec(name: "Holder", description: nil, kind: .object([field]), location: Self.here))
        let found = KotlinGenerator.validate(spec)
        #expect(
            found.map(\.message) == [
                "field 'Companion' of type 'Holder' becomes the Kotlin property 'Companion', the name of the class's companion "
                    + "object; choose another with 'names: {kotlin: …}'"
            ])
        #expect(found.first?.location == Self.here)
    }

    @Test func twoValuesMayNotBecomeOneConstant() throws {
        var spec = try Self.spec()
        spec.types.append(
            TypeSpec(
                name: "Side", description: nil,
                kind: .enumeration([
                    EnumCaseSpec(value: "front-side", description: nil, location: Self.here),
                    EnumCaseSpec(value: "frontSide", description: nil, location: Self.here),
                ]), location: Self.here))
        #expect(KotlinGenerator.validate(spec).map(\.message).contains { $0.contains("becomes 'FRONT_SIDE' in type 'Side'") })
    }

    @Test func aUnionCaseMayNotHideItsSealedClassNamesOrAnother() throws {
        var spec = try Self.spec()
        func unionCase(_ tag: String, _ type: String) -> UnionCaseSpec {
            UnionCaseSpec(tag: tag, type: type, location: Self.here, typeLocation: Self.here)
        }
        spec.types.append(
            TypeSpec(
                name: "Photo", description: nil,
                kind: .union(
                    UnionSpec(
                        tag: "format", tagLocation: Self.here,
                        cases: [
                            unionCase("unknown", "DocumentCaptureResult"), unionCase("file-path", "DocumentCaptureResult"),
                            unionCase("filePath", "DocumentCaptureResult"),
                            unionCase("documentCaptureResult", "DocumentCaptureResult"),
                            unionCase("3d", "DocumentCaptureResult"), unionCase("Companion", "DocumentCaptureResult"),
                            unionCase("JvmStatic", "DocumentCaptureResult"),
                        ])), location: Self.here))
        let messages = KotlinGenerator.validate(spec).map(\.message)
        // Its companion object's name, and an annotation its decoder carries.
        for name in ["Unknown", "DocumentCaptureResult", "Companion", "JvmStatic"] {
            #expect(
                messages.contains { $0.contains("becomes its Kotlin subclass '\(name)', a name its sealed class already uses") })
        }
        #expect(messages.contains { $0.contains("case 'filePath' becomes 'FilePath' in union 'Photo'") })
        #expect(messages.contains { $0.contains("case '3d' of union 'Photo' becomes '3d' in Kotlin") })
    }

    @Test func aSenderMayNotTakeAHostMember() throws {
        var spec = try Self.spec()
        spec.events.append(EventSpec(name: "event", direction: .nativeToWeb, description: nil, data: nil, location: Self.here))
        #expect(KotlinGenerator.validate(spec).map(\.message).contains { $0.contains("becomes the Kotlin host's 'sendEvent'") })
    }

    @Test func aGivenNameMustBeAnIdentifier() throws {
        var spec = try Self.spec()
        spec.events[0].names = LanguageNames(["kotlin": LanguageNames.Given(name: "not a name", location: Self.here)])
        #expect(
            KotlinGenerator.validate(spec).map(\.message).contains {
                $0.contains("'not a name'") && $0.contains("is not a Kotlin identifier")
            })
    }

    @Test func theProtocolPasses() throws {
        #expect(KotlinGenerator.validate(try Self.spec()).isEmpty)
    }
}
