import BridgeSpec

/// The features whose output every language's snippet tests show, each a tiny spec: `SnippetSpec`'s
/// protocol with a few entries added. The tests of each output take the spec from here and hold
/// what it generates, so a feature reads the same in every language.
package enum SnippetFeature: CaseIterable, Sendable {
    /// An enum type, `Side`.
    case enumeration
    /// Fields with defaults: `Options.quality` (sent), `Photo.mimeType` (received).
    case defaultValue
    /// An optional field, `Note.author`.
    case optionalField
    /// Every shape of null: `Fix.altitude` nullable, `Fix.speed` optional and nullable, sent and
    /// received.
    case nullable
    /// An enum open both ways, `Mode`.
    case openEnumeration
    /// Limits on a request's fields: `Shot.quality`, `Shot.label`, `Shot.tags`.
    case limits
    /// A sensitive field, `Unlock.key`, sent and received.
    case sensitive
    /// Availability: `snippet.scan` since 1.0 and deprecated, `snippet.vibrate` on Android only,
    /// `Scan.mode` deprecated.
    case availability
    /// A field whose JSON key differs from its name: `Label.imageData`, `image-data` on the wire.
    case wireName
    /// A map, `Tags.counts`.
    case map
    /// Arrays: `Grid.names`, and an array of arrays, `Grid.rows`.
    case array
    /// A type that refers to itself, `Node`, through an array and an optional field.
    case recursion
    /// Bytes that may travel as a blob, `Scan.image`, with its media type in `Scan.mimeType`.
    case blob
    /// Events each way and both ways, with and without data.
    case eventDirections
    /// An action that lists its error codes, one of them declared by the spec: `snippet.print`.
    case errorsPerAction
    /// An extension, `Snippets`: a code, a capability, an action and an event each way.
    case extensionSpec

    /// The feature's spec, loaded and validated.
    package var loaded: SpecLoadResult {
        switch self {
        case .enumeration:
            SnippetSpec.load(
                types: """
                      Side:
                        description: A side of a document.
                        enum:
                          front: The side with the photo.
                          back: The other side.
                    """)
        case .defaultValue:
            SnippetSpec.load(
                types: """
                      Options:
                        fields:
                          quality: {type: integer, default: 80, description: JPEG quality.}
                      Photo:
                        fields:
                          mimeType: {type: string, default: image/jpeg}
                    """,
                actions: """
                      snippet.shoot: {request: Options, result: Photo}
                    """)
        case .nullable:
            SnippetSpec.load(
                types: """
                      Fix:
                        fields:
                          latitude: {type: number}
                          altitude: {type: number, nullable: true, description: Metres above sea level; null when unknown.}
                          speed: {type: number, optional: true, nullable: true}
                    """,
                actions: """
                      snippet.locate: {request: Fix, result: Fix}
                    """)
        case .openEnumeration:
            SnippetSpec.load(
                types: """
                      Mode:
                        description: How to capture.
                        open: true
                        enum:
                          auto: The host decides.
                          manual: The user decides.
                    """)
        case .limits:
            SnippetSpec.load(
                types: """
                      Shot:
                        fields:
                          quality: {type: integer, default: 80, minimum: 0, maximum: 100}
                          label: {type: string, optional: true, minLength: 1, maxLength: 20}
                          tags: {type: array<string>, maxItems: 10}
                    """,
                actions: """
                      snippet.shoot: {request: Shot, result: Shot}
                    """)
        case .sensitive:
            SnippetSpec.load(
                types: """
                      Unlock:
                        fields:
                          key: {type: string, sensitive: true}
                          hint: {type: string, optional: true}
                    """,
                actions: """
                      snippet.unlock: {request: Unlock, result: Unlock}
                    """)
        case .availability:
            SpecLoader.load(
                bytes: Array(
                    SnippetSpec.text(
                        types: """
                              Scan:
                                fields:
                                  mode: {type: string, optional: true, since: "1.0", deprecated: Every scan is automatic now.}
                            """,
                        actions: """
                              snippet.scan: {request: Scan, result: Empty, since: "1.0", deprecated: Use snippet.capture., platforms: [ios, android]}
                              snippet.vibrate: {request: Empty, result: Empty, platforms: [android]}
                            """
                    ).replacingOccurrences(of: "  ios: iOS.\n", with: "  ios: iOS.\n  android: Android.\n").utf8),
                path: "snippet.yaml")
        case .optionalField:
            SnippetSpec.load(
                types: """
                      Note:
                        fields:
                          text: {type: string}
                          author: {type: string, optional: true, description: Who wrote it.}
                    """,
                actions: """
                      snippet.read: {request: Empty, result: Note}
                    """)
        case .wireName:
            SnippetSpec.load(
                types: """
                      Label:
                        fields:
                          imageData: {type: string, wireName: image-data}
                    """,
                actions: """
                      snippet.label: {request: Empty, result: Label}
                    """)
        case .map:
            SnippetSpec.load(
                types: """
                      Tags:
                        fields:
                          counts: {type: "map<integer>"}
                    """,
                actions: """
                      snippet.tags: {request: Empty, result: Tags}
                    """)
        case .array:
            SnippetSpec.load(
                types: """
                      Grid:
                        fields:
                          names: {type: "array<string>"}
                          rows: {type: "array<array<integer>>"}
                    """,
                actions: """
                      snippet.grid: {request: Empty, result: Grid}
                    """)
        case .recursion:
            SnippetSpec.load(
                types: """
                      Node:
                        fields:
                          children: {type: "array<Node>"}
                          next: {type: Node, optional: true}
                    """,
                actions: """
                      snippet.tree: {request: Empty, result: Node}
                    """)
        case .blob:
            SnippetSpec.load(
                types: """
                      Scan:
                        blob: true
                        fields:
                          image: {type: bytes, mimeTypeField: mimeType}
                          mimeType: {type: string}
                    """,
                actions: """
                      snippet.scan: {request: Empty, result: Scan}
                    """)
        case .eventDirections:
            SnippetSpec.load(
                types: """
                      Progress:
                        fields: {step: {type: integer}}
                    """,
                events: """
                      host.paused: {direction: nativeToWeb, description: The host paused.}
                      page.progress: {direction: webToNative, data: Progress}
                      either.reset: {direction: both, description: Either side resets.}
                    """)
        case .errorsPerAction:
            SnippetSpec.load(
                actions: """
                      snippet.print: {request: Empty, result: Empty, errors: [PAPER_JAM, BUSY]}
                    """,
                errors: """
                      PAPER_JAM: {recoverable: true, description: The paper is stuck.}
                    """)
        case .extensionSpec:
            SnippetSpec.loadExtension(
                """
                errors:
                  SNIPPETS_FAILED: {recoverable: false, description: It failed.}
                capabilities:
                  snippets.tool: {version: "1.0", description: A tool.}
                actions:
                  snippets.use: {capability: snippets.tool, request: Empty, result: Empty, errors: [SNIPPETS_FAILED]}
                events:
                  snippets.used: {direction: nativeToWeb}
                  snippets.asked: {direction: webToNative}
                """)
        }
    }
}
