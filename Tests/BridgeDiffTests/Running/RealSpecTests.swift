import BridgeDiff
import BridgeSpec
import Foundation
import Testing

/// The real `Protocol/bridge.yaml`: compared with itself it reports nothing, and its directions are
/// derived as its README describes them.
@Suite struct RealSpecTests {
    static func realSpec() throws -> String {
        String(decoding: try #require(FileManager.default.contents(atPath: Spec.realSpecPath)), as: UTF8.self)
    }

    @Test func theRealSpecComparedWithItselfHasNoFindings() throws {
        let text = try Self.realSpec()
        #expect(try Spec.diff(text, text).findings == [])
    }

    /// `Orientation` is only reached through `host.orientation`, a nativeToWeb event, two levels down.
    @Test func anEnumReachedThroughANativeToWebEventIsWebBound() throws {
        let text = try Self.realSpec()
        let new = try Spec.edited(
            (
                "      landscapeRight: Rotated with the top to the right.\n",
                "      landscapeRight: Rotated with the top to the right.\n      faceUp: Lying flat.\n"
            ),
            in: text)
        #expect(try Spec.rules(new, from: text) == ["ENUM_SWIFT_CASE_ADDED", "ENUM_VALUE_ADDED_TO_WEB_BOUND"])
    }
}
