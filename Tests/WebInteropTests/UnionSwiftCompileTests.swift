import Foundation
import TestSupport
import Testing

/// Unions in Swift (issue 26, item 3) are enums, so misuse does not compile: each snippet is compiled
/// with `swiftc` against the `NullShapes` module this package built from Tests/NullShapes/bridge.yaml,
/// whose `SentPhoto` is a union with the cases `base64` and `path`.
@Suite struct UnionSwiftCompileTests {
    static let misuses = [
        SnippetMisuse(
            name: "a switch over a union that misses a case",
            code: """
                switch photo {
                case .base64(let inline): _ = inline.data
                case .unknown(let tag, _): _ = tag
                }
                """,
            expectedError: "switch must be exhaustive"),
        SnippetMisuse(
            name: "a case made with another case's object",
            code: "_ = SentPhoto.base64(FilePathPhoto(path: \"/a.jpg\"))",
            expectedError: "cannot convert value of type 'FilePathPhoto' to expected argument type 'Base64Photo'"),
        SnippetMisuse(
            name: "a case the union does not declare",
            code: "_ = SentPhoto.url(FilePathPhoto(path: \"/a.jpg\"))",
            expectedError: "type 'SentPhoto' has no member 'url'"),
    ]

    @Test(arguments: misuses)
    func misuseDoesNotCompile(_ misuse: SnippetMisuse) throws {
        let result = try typecheck(misuse.code)
        #expect(result.status != 0, "compiled, but must not")
        #expect(result.errors.contains(misuse.expectedError), "expected \"\(misuse.expectedError)\" among:\n\(result.errorTail)")
    }

    /// The right forms compile, so the failures above are the mistakes', not the harness's.
    @Test func theRightFormsCompile() throws {
        let result = try typecheck(
            """
            switch photo {
            case .base64(let inline): _ = inline.data
            case .path(let file): _ = file.path
            case .unknown(let tag, let object): _ = (tag, object)
            }
            _ = SentPhoto.path(FilePathPhoto(path: "/a.jpg"))
            _ = StoreRequest(photo: .base64(Base64Photo(data: Data([1, 2]))))
            """)
        #expect(result.status == 0, "\(result.errorTail)")
    }

    /// Type-checks `body` inside a function that has a `SentPhoto`, importing `NullShapes`.
    private func typecheck(_ body: String) throws -> ChildProcess.Result {
        try SnippetTypecheck.run(
            body, in: "func app(_ photo: SentPhoto)", importing: ["BridgeRuntime", "Foundation", "NullShapes"])
    }
}
