import BridgeSpec
import GeneratorTestSupport
import Testing

/// What each construct of a spec generates in the iframe host (`host.ts`): the same tiny specs as the
/// client's snippet tests (`SnippetFeature`), and the exact declarations they give.
@Suite struct HostSnippetTests {
    /// A blob field: the host knows which of the result's fields may travel as a transferred buffer,
    /// with the field that holds its media type; the action's typed request and result are the app's.
    @Test func blob() throws {
        let spec = try WebSnippet.spec(.blob)
        try expectSnippet(
            WebSnippet.host(spec, ["hostProtocolInfo", "HostActionMap"]),
            """
            /**
             * What the host's runtime knows of the protocol: how to check each request, result and event, and what each
             * capability is.
             */
            const hostProtocolInfo: HostProtocolInfo = {
              name: "Snippet",
              version: PROTOCOL_VERSION,
              negotiationAction: "capability.query",
              capabilities: {},
              actions: {
                "capability.query": {
                  readRequest: decodeCapabilityQuery,
                  readResult: decodeCapabilities,
                  errors: [],
                  blobFields: {},
                },
                "snippet.scan": {
                  readRequest: decodeEmpty,
                  readResult: decodeScan,
                  errors: [],
                  blobFields: { "image": "mimeType" },
                },
              },
              events: {},
              recoverableByDefault,
            };

            /**
             * Every action an app handles, with the typed form of its request (defaults filled in) and of its result
             * (bytes as `Uint8Array`); and of its progress values or stream items, when it has them.
             */
            export type HostActionMap = {
              "snippet.scan": {
                request: Empty;
                result: Scan;
              };
            };
            """)
    }

    /// Events each way: the host reads the data of those the page sends, and the app receives only
    /// those typed; `send` takes only those the host sends (the client's `NativeToWebEvents`).
    @Test func eventDirections() throws {
        let spec = try WebSnippet.spec(.eventDirections)
        try expectSnippet(
            WebSnippet.host(spec, ["hostProtocolInfo", "HostIncomingEvents"]),
            """
            /**
             * What the host's runtime knows of the protocol: how to check each request, result and event, and what each
             * capability is.
             */
            const hostProtocolInfo: HostProtocolInfo = {
              name: "Snippet",
              version: PROTOCOL_VERSION,
              negotiationAction: "capability.query",
              capabilities: {},
              actions: {
                "capability.query": {
                  readRequest: decodeCapabilityQuery,
                  readResult: decodeCapabilities,
                  errors: [],
                  blobFields: {},
                },
              },
              events: {
                "host.paused": { direction: "nativeToWeb" },
                "page.progress": { direction: "webToNative", read: decodeProgress },
                "either.reset": { direction: "both" },
              },
              recoverableByDefault,
            };

            /** Events the page sends to the host, by name, with the typed form of their data as the app receives it. */
            export type HostIncomingEvents = {
              "page.progress": Progress;
              /** Either side resets. */
              "either.reset": EmptyEventData;
            };
            """)
    }

    /// An extension: its own actions, events, capabilities and codes, and a class that installs them
    /// on a base host and offers their typed API, named after the extension.
    @Test func extensionSpec() throws {
        let spec = try WebSnippet.spec(.extensionSpec)
        try expectSnippet(
            WebSnippet.host(spec, ["hostProtocolInfo", "SnippetsHost"]),
            """
            /**
             * What the host's runtime knows of the protocol: how to check each request, result and event, and what each
             * capability is.
             */
            const hostProtocolInfo: HostProtocolInfo = {
              name: "Snippets",
              version: "1.0",
              capabilities: {
                "snippets.tool": { version: "1.0", reportsPermission: false },
              },
              actions: {
                "snippets.use": {
                  capability: "snippets.tool",
                  readRequest: decodeEmpty,
                  readResult: decodeEmpty,
                  errors: ["SNIPPETS_FAILED"],
                  blobFields: {},
                },
              },
              events: {
                "snippets.used": { direction: "nativeToWeb" },
                "snippets.asked": { direction: "webToNative" },
              },
              recoverableByDefault: {
                "SNIPPETS_FAILED": false,
              },
            };

            /**
             * The Snippets extension on an iframe host: its actions, checked as the protocol's, with a typed handler
             * each, its capabilities declared when handled, its codes and its events both ways.
             */
            export class SnippetsHost {
              /** Serves the Snippets extension on `host`, beside the protocol and any other extension it serves. */
              constructor(host: BridgeIframeHost) {
                this.host = host;
                host.installExtension(hostProtocolInfo);
              }

              /** The host the extension is served on. */
              readonly host: BridgeIframeHost;

              /**
               * Answers `action` with `handler`, which gets the typed request and returns the typed result or throws a
               * `BridgeFailure` (an action with progress sends it with `request.progress`; a stream action's handler
               * returns an async iterable of its items instead); its capability is declared in `capability.query`. A
               * slot's action sets the slot's handler. `undefined` removes it.
               */
              handle<Action extends keyof SnippetsHostActionMap & string>(
                action: Action,
                handler: HostActionHandler<SnippetsHostActionMap[Action]> | undefined,
              ): void {
                this.host.setHandler(action, handler as unknown as HostHandler<unknown, unknown> | undefined);
              }

              /**
               * Sends `event` to the page with its typed data (bytes as `Uint8Array`); events without data may omit it.
               */
              send<Name extends keyof SnippetsNativeToWebEvents & string>(
                event: Name,
                ...data: {} extends SnippetsNativeToWebEvents[Name]
                  ? [data?: SnippetsNativeToWebEvents[Name]]
                  : [data: SnippetsNativeToWebEvents[Name]]
              ): void {
                this.host.sendEvent(event, data[0]);
              }

              /**
               * Calls `listener` with the typed data of each `event` from the page; returns a function that unsubscribes.
               * Data that does not match its type goes to the observer as a problem instead.
               */
              on<Name extends keyof SnippetsHostIncomingEvents & string>(
                event: Name,
                listener: (data: SnippetsHostIncomingEvents[Name]) => void,
              ): () => void {
                return this.host.onEventName(event, listener as (data: unknown) => void);
              }
            }
            """)
    }
}
