import Testing

@testable import BridgeSpec

/// Paths taken apart and joined as the messages and the writer need them, the way Foundation's
/// `NSString` path methods did before the generator stopped linking Foundation.
@Suite struct FilePathsTests {
    @Test func theParentIsThePathWithoutItsLastComponent() {
        #expect(FilePaths.parent(of: "Protocol/bridge.yaml") == "Protocol")
        #expect(FilePaths.parent(of: "/tmp/out/Types.swift") == "/tmp/out")
        #expect(FilePaths.parent(of: "/tmp/out/") == "/tmp")
        #expect(FilePaths.parent(of: "/Types.swift") == "/")
        #expect(FilePaths.parent(of: "/") == "/")
        #expect(FilePaths.parent(of: "bridge.yaml") == "")
        #expect(FilePaths.parent(of: "") == "")
    }

    @Test func theLastComponentIsTheNameAtTheEnd() {
        #expect(FilePaths.lastComponent(of: "/work/Protocol/bridge.yaml") == "bridge.yaml")
        #expect(FilePaths.lastComponent(of: "dist/") == "dist")
        #expect(FilePaths.lastComponent(of: "bridge.yaml") == "bridge.yaml")
        #expect(FilePaths.lastComponent(of: "/") == "/")
    }

    @Test func appendingPutsOneSlashBetween() {
        #expect(FilePaths.appending("bridge.yaml", to: "Protocol") == "Protocol/bridge.yaml")
        #expect(FilePaths.appending("bridge.yaml", to: "Protocol/") == "Protocol/bridge.yaml")
        #expect(FilePaths.appending("dist/runtime.js", to: "/out") == "/out/dist/runtime.js")
        #expect(FilePaths.appending("bridge.yaml", to: "") == "bridge.yaml")
        #expect(FilePaths.appending("x", to: "/") == "/x")
    }
}
