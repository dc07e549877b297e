import BridgeSpec
import GeneratorTestSupport
import Testing

/// What each construct of a spec generates in the TypeScript client: one tiny spec per feature
/// (`SnippetFeature`, of the same name as the test) and the exact declarations it gives.
@Suite struct TypeScriptSnippetTests {
    /// An enum type: a constant object naming the known values, and an open type that admits values
    /// from newer peers.
    @Test func enumeration() throws {
        let spec = try WebSnippet.spec(.enumeration)
        try expectSnippet(
            WebSnippet.typeScript(spec, ["Side"]),
            """
            /**
             * A side of a document.
             *
             * The values this version of the protocol declares.
             */
            export const Side = {
              /** The side with the photo. */
              front: "front",
              /** The other side. */
              back: "back",
            } as const;

            /**
             * A side of a document.
             *
             * Open: a value from a newer peer is any other string.
             */
            export type Side = (typeof Side)[keyof typeof Side] | (string & {});
            """)
    }

    /// A default: the typed form always has the field, the form a sender writes (`…Init`) may leave
    /// it out, and the decoder fills it in.
    @Test func defaultValue() throws {
        let spec = try WebSnippet.spec(.defaultValue)
        try expectSnippet(
            WebSnippet.typeScript(spec, ["Options", "OptionsInit", "Photo", "decodePhoto"]),
            """
            /** The `Options` type. */
            export interface Options {
              /**
               * JPEG quality.
               *
               * `80` when the sender left it out.
               */
              quality: number;
            }

            /**
             * What a sender writes to make a `Options`: fields with a default may be left out, and the receiver fills
             * them in. Typed methods and `emit` take this form.
             */
            export interface OptionsInit {
              /**
               * JPEG quality.
               *
               * Defaults to `80` when left out.
               */
              quality?: number;
            }

            /**
             * The `Photo` type.
             *
             * `decodePhoto` checks JSON against this type and decodes it, filling in absent defaults.
             */
            export interface Photo {
              /** `"image/jpeg"` when the sender left it out. */
              mimeType: string;
            }

            /**
             * Checks `value` against `Photo` and gives its typed form, absent defaults filled in. Throws a
             * `BridgeDataError` naming the first mismatch's path, which starts with `path`.
             */
            export function decodePhoto(value: unknown, path = "value"): Photo {
              const json = readObject(value, path);
              return {
                mimeType: readMemberOr(json, "mimeType", path, readString, "image/jpeg"),
              };
            }
            """)
    }

    /// An optional field: `?` in the interface, and read only when present.
    @Test func optionalField() throws {
        let spec = try WebSnippet.spec(.optionalField)
        try expectSnippet(
            WebSnippet.typeScript(spec, ["Note", "decodeNote"]),
            """
            /**
             * The `Note` type.
             *
             * `decodeNote` checks JSON against this type and decodes it.
             */
            export interface Note {
              text: string;
              /** Who wrote it. */
              author?: string;
            }

            /**
             * Checks `value` against `Note` and gives its typed form. Throws a `BridgeDataError` naming the first
             * mismatch's path, which starts with `path`.
             */
            export function decodeNote(value: unknown, path = "value"): Note {
              const json = readObject(value, path);
              const decoded: Note = {
                text: readMember(json, "text", path, readString),
              };
              if (isGiven(json["author"])) {
                decoded.author = readMember(json, "author", path, readString);
              }
              return decoded;
            }
            """)
    }

    /// A wire name: the client keys the field by its JSON key, quoted where it is no identifier.
    @Test func wireName() throws {
        let spec = try WebSnippet.spec(.wireName)
        try expectSnippet(
            WebSnippet.typeScript(spec, ["Label", "decodeLabel"]),
            """
            /**
             * The `Label` type.
             *
             * `decodeLabel` checks JSON against this type and decodes it.
             */
            export interface Label {
              "image-data": string;
            }

            /**
             * Checks `value` against `Label` and gives its typed form. Throws a `BridgeDataError` naming the first
             * mismatch's path, which starts with `path`.
             */
            export function decodeLabel(value: unknown, path = "value"): Label {
              const json = readObject(value, path);
              return {
                "image-data": readMember(json, "image-data", path, readString),
              };
            }
            """)
    }

    /// A map: an object with string keys, read by `mapReader`.
    @Test func map() throws {
        let spec = try WebSnippet.spec(.map)
        try expectSnippet(
            WebSnippet.typeScript(spec, ["Tags", "decodeTags"]),
            """
            /**
             * The `Tags` type.
             *
             * `decodeTags` checks JSON against this type and decodes it.
             */
            export interface Tags {
              counts: { [key: string]: number };
            }

            /**
             * Checks `value` against `Tags` and gives its typed form. Throws a `BridgeDataError` naming the first
             * mismatch's path, which starts with `path`.
             */
            export function decodeTags(value: unknown, path = "value"): Tags {
              const json = readObject(value, path);
              return {
                counts: readMember(json, "counts", path, mapReader(readInteger)),
              };
            }
            """)
    }

    /// An array: `T[]`, or `Array<T>` around arrays and maps, read by `arrayReader`.
    @Test func array() throws {
        let spec = try WebSnippet.spec(.array)
        try expectSnippet(
            WebSnippet.typeScript(spec, ["Grid", "decodeGrid"]),
            """
            /**
             * The `Grid` type.
             *
             * `decodeGrid` checks JSON against this type and decodes it.
             */
            export interface Grid {
              names: string[];
              rows: Array<number[]>;
            }

            /**
             * Checks `value` against `Grid` and gives its typed form. Throws a `BridgeDataError` naming the first
             * mismatch's path, which starts with `path`.
             */
            export function decodeGrid(value: unknown, path = "value"): Grid {
              const json = readObject(value, path);
              return {
                names: readMember(json, "names", path, arrayReader(readString)),
                rows: readMember(json, "rows", path, arrayReader(arrayReader(readInteger))),
              };
            }
            """)
    }

    /// Recursion: a type refers to itself through an array and an optional field; its decoder
    /// calls itself.
    @Test func recursion() throws {
        let spec = try WebSnippet.spec(.recursion)
        try expectSnippet(
            WebSnippet.typeScript(spec, ["Node", "decodeNode"]),
            """
            /**
             * The `Node` type.
             *
             * `decodeNode` checks JSON against this type and decodes it.
             */
            export interface Node {
              children: Node[];
              next?: Node;
            }

            /**
             * Checks `value` against `Node` and gives its typed form. Throws a `BridgeDataError` naming the first
             * mismatch's path, which starts with `path`.
             */
            export function decodeNode(value: unknown, path = "value"): Node {
              const json = readObject(value, path);
              const decoded: Node = {
                children: readMember(json, "children", path, arrayReader(decodeNode)),
              };
              if (isGiven(json["next"])) {
                decoded.next = readMember(json, "next", path, decodeNode);
              }
              return decoded;
            }
            """)
    }

    /// A blob: bytes as `Uint8Array`, and a typed method with an overload that asks for `Blob`s.
    @Test func blob() throws {
        let spec = try WebSnippet.spec(.blob)
        try expectSnippet(
            WebSnippet.typeScript(spec, ["Scan", "decodeScan", "SnippetClient.snippetScan"]),
            """
            /**
             * The `Scan` type.
             *
             * Its bytes are `Uint8Array`s, base64 text on the wire.
             *
             * `decodeScan` checks JSON against this type and decodes it.
             */
            export interface Scan {
              /** Base64 on the wire. */
              image: Uint8Array;
              mimeType: string;
            }

            /**
             * Checks `value` against `Scan` and gives its typed form, its bytes decoded from base64. Throws a
             * `BridgeDataError` naming the first mismatch's path, which starts with `path`.
             */
            export function decodeScan(value: unknown, path = "value"): Scan {
              const json = readObject(value, path);
              return {
                image: readMember(json, "image", path, readBytes),
                mimeType: readMember(json, "mimeType", path, readString),
              };
            }

            export class SnippetClient extends BridgeClient<NativeToWebEvents, WebToNativeEvents> {
              /**
               * Sends `snippet.scan`.
               *
               * Resolves with the typed result on `success`; otherwise rejects with a
               * `BridgeActionError<"snippet.scan">`.
               *
               * Waits 30 s unless the client or `options` say otherwise.
               */
              snippetScan(request?: Empty, options?: RequestOptions & { bytes?: "uint8array" }): Promise<Scan>;
              snippetScan(request: Empty, options: RequestOptions & { bytes: "blob" }): Promise<BytesAsBlobs<Scan>>;
              snippetScan(request?: Empty, options?: RequestOptions): Promise<Scan | BytesAsBlobs<Scan>>;
              snippetScan(request: Empty = {}, options: RequestOptions = {}): Promise<Scan | BytesAsBlobs<Scan>> {
                return this.requestResult("snippet.scan", request, decodeScan, options);
              }
            }
            """)
    }

    /// Events: a map per direction, an event going both ways in each, `EmptyEventData` for one
    /// without data; the host's events are decoded.
    @Test func eventDirections() throws {
        let spec = try WebSnippet.spec(.eventDirections)
        try expectSnippet(
            WebSnippet.typeScript(spec, ["NativeToWebEvents", "WebToNativeEvents"]),
            """
            /** Events the host sends to the page, by name, with the typed form of their data. */
            export type NativeToWebEvents = {
              /** The host paused. */
              "host.paused": EmptyEventData;
              /** Either side resets. */
              "either.reset": EmptyEventData;
            };

            /** Events the page sends to the host, by name, with the form of their data the page writes. */
            export type WebToNativeEvents = {
              "page.progress": Progress;
              /** Either side resets. */
              "either.reset": EmptyEventData;
            };
            """)
    }

    /// Errors per action: the codes an action lists type its errors, beside the standard ones; an
    /// action that lists none may end with any known code.
    @Test func errorsPerAction() throws {
        let spec = try WebSnippet.spec(.errorsPerAction)
        try expectSnippet(
            WebSnippet.typeScript(spec, ["BridgeRequestMap", "SnippetClient.snippetPrint"]),
            """
            /**
             * Every request action, with the form of its request data the page writes, the typed form of its result, and
             * the codes a failure may carry: those the action documents and the standard ones, or every known code when
             * the action documents none.
             */
            export type BridgeRequestMap = {
              "capability.query": {
                request: CapabilityQuery;
                result: Capabilities;
                errors: KnownErrorCode;
              };
              "snippet.print": {
                request: Empty;
                result: Empty;
                errors: "PAPER_JAM" | StandardErrorCode;
              };
            };

            export class SnippetClient extends BridgeClient<NativeToWebEvents, WebToNativeEvents> {
              /**
               * Sends `snippet.print`.
               *
               * Resolves with the typed result on `success`; otherwise rejects with a
               * `BridgeActionError<"snippet.print">` (codes this action documents: PAPER_JAM, BUSY).
               *
               * Waits 30 s unless the client or `options` say otherwise.
               */
              snippetPrint(request: Empty = {}, options: RequestOptions = {}): Promise<Empty> {
                return this.requestResult("snippet.print", request, decodeEmpty, options);
              }
            }
            """)
    }

    /// An extension: its own codes and capabilities as closed sets, its request map, and a class on
    /// the base client with a method per action and its events.
    @Test func extensionSpec() throws {
        let spec = try WebSnippet.spec(.extensionSpec)
        try expectSnippet(
            WebSnippet.typeScript(spec, ["SnippetsErrorCode", "SnippetsRequestMap", "SnippetsExtension"]),
            """
            /**
             * The Snippets extension's error codes, which its host sends in a response's error.
             *
             * The values this version of the extension declares.
             */
            export const SnippetsErrorCode = {
              /**
               * It failed.
               *
               * Not recoverable by default.
               */
              SNIPPETS_FAILED: "SNIPPETS_FAILED",
            } as const;

            /**
             * The Snippets extension's error codes, which its host sends in a response's error.
             *
             * Exactly the values this version of the extension declares.
             */
            export type SnippetsErrorCode = (typeof SnippetsErrorCode)[keyof typeof SnippetsErrorCode];

            /**
             * The Snippets extension's request actions, with the form of their request data the page writes, the typed
             * form of their result, and the codes a failure may carry: those the action documents (or, when it documents
             * none, every code the protocol and the extension declare), the standard ones, and ExtensionErrorCode.
             */
            export type SnippetsRequestMap = {
              "snippets.use": {
                request: Empty;
                result: Empty;
                errors: "SNIPPETS_FAILED" | StandardErrorCode | ExtensionErrorCode;
              };
            };

            /**
             * The Snippets extension of Snippet, version 1.0, on a `SnippetClient`: construct it with the page's client,
             * which then serves the extension's actions and events over its own transport.
             *
             * What a snippet adds.
             *
             * A typed method resolves and rejects as the client's own do; narrow its errors with `isSnippetsError`. It
             * does not send, and rejects at once, when the host's last capability discovery did not declare the
             * capability it needs (CAPABILITY_UNAVAILABLE) or declared another major version of it (VERSION_MISMATCH);
             * before any discovery it sends, and the host answers.
             */
            export class SnippetsExtension {
              /** The extension's name. */
              static readonly extensionName = "Snippets";
              /** The extension's version, "major.minor". */
              static readonly version = "1.0";
              /** The client the extension is installed on: its transport, timeouts and listeners serve it too. */
              readonly client: SnippetClient;

              /** Installs the extension on `client`, which from then on knows its codes and events. */
              constructor(client: SnippetClient) {
                this.client = client;
                client.installExtension(extensionInfo);
              }

              /**
               * Sends `snippets.use`.
               *
               * Resolves with the typed result on `success`; otherwise rejects with a
               * `SnippetsActionError<"snippets.use">` (codes this action documents: SNIPPETS_FAILED).
               *
               * Needs `snippets.tool` 1.0: rejects at once, without sending, when the host's last capability discovery
               * did not declare it, or declared another major version.
               *
               * Waits 30 s unless the client or `options` say otherwise.
               */
              snippetsUse(request: Empty = {}, options: RequestOptions = {}): Promise<Empty> {
                return this.client.requestResult("snippets.use", request, decodeEmpty, options);
              }

              /**
               * Calls `listener` with each `event` of the extension from the host, its data checked and decoded (bytes as
               * `Uint8Array`, defaults filled in); returns a function that unsubscribes. Data that does not match its
               * type goes to the client's `onProblem` instead.
               */
              on<Name extends keyof SnippetsNativeToWebEvents & string>(
                event: Name,
                listener: (data: SnippetsNativeToWebEvents[Name], message: BridgeEnvelope) => void,
              ): () => void {
                return this.client.onEvent(event, listener as (data: unknown, message: BridgeEnvelope) => void);
              }

              /**
               * Sends an event of the extension to the host, bytes encoded as base64; events without data may omit it.
               */
              emit<Name extends keyof SnippetsWebToNativeEvents & string>(
                event: Name,
                ...data: {} extends SnippetsWebToNativeEvents[Name]
                  ? [data?: SnippetsWebToNativeEvents[Name]]
                  : [data: SnippetsWebToNativeEvents[Name]]
              ): void {
                this.client.emitEvent(event, data[0]);
              }
            }
            """)
    }

    /// Null apart from absence: `T | null`, read by `nullableReader`; an optional field is read
    /// whenever its key is there, so a `null` it does not take is refused.
    @Test func nullable() throws {
        let spec = try WebSnippet.spec(.nullable)
        try expectSnippet(
            WebSnippet.typeScript(spec, ["Fix", "decodeFix"]),
            """
            /**
             * The `Fix` type.
             *
             * `decodeFix` checks JSON against this type and decodes it.
             */
            export interface Fix {
              latitude: number;
              /** Metres above sea level; null when unknown. */
              altitude: number | null;
              speed?: number | null;
            }

            /**
             * Checks `value` against `Fix` and gives its typed form. Throws a `BridgeDataError` naming the first
             * mismatch's path, which starts with `path`.
             */
            export function decodeFix(value: unknown, path = "value"): Fix {
              const json = readObject(value, path);
              const decoded: Fix = {
                latitude: readMember(json, "latitude", path, readNumber),
                altitude: readMember(json, "altitude", path, nullableReader(readNumber)),
              };
              if (isGiven(json["speed"])) {
                decoded.speed = readMember(json, "speed", path, nullableReader(readNumber));
              }
              return decoded;
            }
            """)
    }

    /// Availability: `@deprecated` with the spec's message, and since when and where.
    @Test func availability() throws {
        let spec = try WebSnippet.spec(.availability)
        try expectSnippet(
            WebSnippet.typeScript(spec, ["Scan"]),
            """
            /** The `Scan` type. */
            export interface Scan {
              /**
               * Since 1.0.
               *
               * @deprecated Every scan is automatic now.
               */
              mode?: string;
            }
            """)
    }
}
