import { type BlobFields, type BlobOptions, type BytesForm } from "./blobs.js";
import { type Reader } from "./data.js";
import { type BridgeErrorPayload } from "./errors.js";
import { type BridgeExtensionInfo } from "./extensions.js";
/** Any JSON value. */
export declare type JSONValue = null | boolean | number | string | JSONValue[] | {
    [key: string]: JSONValue;
};
/** A JSON object. */
export declare type JSONObject = {
    [key: string]: JSONValue;
};
/** The data of an event that carries none: `{}` on the wire. */
export declare type EmptyEventData = Record<string, never>;
/** Event names and the type of each event's data. */
export declare type EventDataMap = {
    [event: string]: object;
};
/** What a message is about: the action or event name, its data and, in a response, its outcome. */
export interface BridgePayload {
    action: string;
    data?: JSONObject;
    status?: string;
    error?: BridgeErrorPayload;
}
/** One message, in either direction. */
export interface BridgeEnvelope {
    version: string;
    correlationId: string;
    type: string;
    timestamp: number;
    payload: BridgePayload;
}
/**
 * A response whatever its status, in its JSON form: `data` exactly as it arrived (bytes as base64
 * text, defaults absent; the generated `decode…` functions give the typed form).
 */
export interface BridgeResponse {
    status: string;
    data: JSONObject;
    /** The error, with its message and recoverability filled in when the host left them out. */
    error?: BridgeErrorPayload | undefined;
    /** The whole message, so nothing in it is lost. */
    message: BridgeEnvelope;
    /** The buffers transferred with the message (an iframe host's), which its `transfer:` references name. */
    transferred?: readonly ArrayBuffer[];
}
/** Why a message reached `onUnhandled` listeners instead of a request or an event listener. */
export declare type UnhandledReason = "unknownEvent" | "lateResponse" | "lateUpdate" | "unknownType" | "versionMismatch";
/** Carries JSON text from the page to whoever answers it. */
export interface BridgeTransport {
    /** Which host the page talks to. */
    readonly kind: "ios" | "android" | "iframe" | "custom";
    /** Hands one message, as JSON text, to the host. */
    send(json: string): void;
    /** The kinds of blob reference the transport resolves itself, offered in discovery: `transfer`, framed. */
    readonly blobKinds?: readonly string[];
}
/** A `message` event, as much of it as the iframe transport reads. */
export interface BridgeMessageEvent {
    data: unknown;
    origin: string;
    source: unknown;
    /** The ports the message transferred: the host's welcome brings the private port. */
    ports?: readonly unknown[];
}
/**
 * The parts of `window` the client uses. Hosts add `webkit.messageHandlers.gbgBridge` (iOS) or
 * `GBGBridge.postMessage` (Android); the client adds `GBGBridge.receive`.
 */
export interface BridgeWindow {
    webkit?: {
        messageHandlers?: {
            [name: string]: {
                postMessage(message: unknown): void;
            } | undefined;
        };
    };
    GBGBridge?: {
        postMessage?: (json: string) => void;
        receive?: (message: unknown) => void;
    };
    parent?: {
        postMessage(message: unknown, targetOrigin: string): void;
    };
    addEventListener?(type: "message", listener: (event: BridgeMessageEvent) => void): void;
    removeEventListener?(type: "message", listener: (event: BridgeMessageEvent) => void): void;
}
/** How a client finds its host and how long it waits. */
export interface BridgeClientOptions {
    /** The window to talk through; `globalThis` by default. */
    window?: BridgeWindow;
    /** A transport to use instead of detecting one. */
    transport?: BridgeTransport;
    /** In an iframe: the parent origins accepted, such as `https://app.example.com`. Required there. */
    allowedOrigins?: readonly string[];
    /** In an iframe: the origin messages are posted to; the only allowed origin by default. */
    targetOrigin?: string;
    /** How long a request waits for its response; 30 000 ms by default. */
    requestTimeoutMs?: number;
    /** How long capability discovery waits; 5 000 ms by default. */
    discoveryTimeoutMs?: number;
    /**
     * Whether to offer the host blobs in capability discovery, so that large bytes values come by
     * reference and are fetched as raw bytes instead of decoded from base64: by default when the page
     * has `fetch` and the client knows its host's blob URLs (an iOS host's; for others, give
     * `urlPrefix`); `false` never. In an iframe the client offers buffers transferred with the
     * message too (first), unless this is `false`. Typed results look the same either way.
     */
    blobs?: BlobOptions;
}
/** Options of one request. */
export interface RequestOptions {
    /** Overrides the client's timeout for this request. */
    timeoutMs?: number;
    /**
     * Aborting stops waiting: the request fails with `CANCELLED` at once. A host that agreed to the
     * `cancel` message type in capability discovery is told, and stops its handler; others are not.
     */
    signal?: AbortSignal;
    /**
     * How a typed method's result holds its bytes: `Uint8Array`s by default, or `Blob`s, which a page
     * can show or upload without copying them into JavaScript (a blob reference is fetched as one).
     */
    bytes?: BytesForm;
}
/** The options of a request whose action reports progress: `onProgress` receives each value, typed. */
export interface ProgressOptions<Progress> {
    /** Called with each progress value the host sends while the request is open, before its result. */
    onProgress?: (progress: Progress) => void;
}
/**
 * The items of a stream action, as they come: `for await (const item of stream) …`. Iteration ends
 * when the host ends the stream (`success`), throws the BridgeError it ends with otherwise, and a
 * `break` (or `return()`) ends the request, telling the host when it agreed to `cancel`.
 */
export interface BridgeStream<Item> extends AsyncIterableIterator<Item> {
    /** Ends the stream from the page; resolves once it is ended. */
    return(): Promise<IteratorResult<Item, undefined>>;
}
/** What the generated client tells the core about its protocol, whose page-to-host events are `Outgoing`. */
export interface BridgeProtocolInfo<Outgoing extends EventDataMap> {
    /** The protocol version this client speaks, "major.minor". */
    version: string;
    /**
     * The capability discovery action: the client keeps what its last successful response declares
     * (its data's `capabilities`), which extensions' typed methods check before they send.
     */
    discoveryAction?: string;
    /** Whether any field may travel as a blob: only then does the client offer blobs in discovery. */
    hasBlobFields?: boolean;
    /** Whether the protocol has the `update` and `cancel` message types, offered in discovery. */
    hasUpdates?: boolean;
    /** How the progress values or stream items of each action that has them are checked and decoded. */
    updateDecoders?: {
        readonly [action: string]: Reader<object> | undefined;
    };
    /** Where each action's result may hold blob references, for the actions whose result may. */
    resultBlobFields?: {
        readonly [action: string]: BlobFields | undefined;
    };
    /** Whether each error code the protocol declares is recoverable by default. */
    recoverableByDefault: {
        readonly [code: string]: boolean | undefined;
    };
    /** The codes any host may answer any request with, because its runtime answers with them itself. */
    standardErrorCodes: readonly string[];
    /** The codes each action documents, for the actions whose spec lists them. */
    actionErrorCodes: {
        readonly [action: string]: readonly string[] | undefined;
    };
    /** How the data of each event the page receives is checked and decoded; events without data have none. */
    eventDecoders: {
        readonly [event: string]: Reader<object> | undefined;
    };
    /** How the data of each event the page sends is encoded, for data with bytes; others go as they are. */
    eventEncoders: {
        readonly [Name in keyof Outgoing]?: (data: Outgoing[Name]) => object;
    };
}
/** The web SDK's defaults: 30 s for a request, 5 s for capability discovery. */
export declare const DEFAULT_REQUEST_TIMEOUT_MS = 30000;
export declare const DEFAULT_DISCOVERY_TIMEOUT_MS = 5000;
/** The handler name iOS hosts register: `window.webkit.messageHandlers.gbgBridge`. */
export declare const IOS_MESSAGE_HANDLER = "gbgBridge";
/**
 * Finds the host. In an iframe, the parent frame: native hosts listen to their main frame only (an
 * iOS host refuses and reports messages from subframes, though WebKit gives every frame its
 * handler), so a framed page talks to the page that embeds it: it says hello to `targetOrigin`
 * (or the single allowed origin) only, with the protocol `version` it speaks, and talks on the
 * private port the host's welcome brings (see handshake.ts). In the main frame, iOS's message
 * handler, then Android's interface. Undefined when no host is found.
 */
export declare function detectTransport(win: BridgeWindow, options?: BridgeClientOptions, version?: string): BridgeTransport | undefined;
/**
 * The protocol-agnostic client: sends requests and events, pairs responses with requests, enforces
 * timeouts, and dispatches events. The generated client adds a typed method per action; an
 * extension's generated module installs its extension on a client and adds its own typed methods.
 */
export declare class BridgeClient<Incoming extends EventDataMap, Outgoing extends EventDataMap> {
    /** How messages leave the page; undefined when no host was found. */
    readonly transport: BridgeTransport | undefined;
    private readonly protocol;
    private readonly window;
    private readonly requestTimeoutMs;
    private readonly discoveryTimeoutMs;
    /** How blob references are fetched, and from where; undefined when the client offers no blobs. */
    private readonly blobs;
    private readonly pending;
    private readonly listeners;
    private readonly unhandledListeners;
    private readonly problemListeners;
    private readonly knownCodesByAction;
    private readonly extensions;
    /** What the host declared in the last successful capability discovery; undefined before one. */
    private declaredCapabilities;
    /** The message types beyond the fixed three the host agreed to in the last discovery. */
    private agreedMessageTypes;
    /** Whether the page said `blobs: false`: no kind of blob is offered, transferred ones neither. */
    private readonly blobsRefused;
    /** The iframe transport, which takes the handshake's messages from the window. */
    private readonly frame;
    private readonly frameListener;
    /** Finds the host and installs `window.GBGBridge.receive`, which hosts call with each message. */
    constructor(protocol: BridgeProtocolInfo<Outgoing>, options?: BridgeClientOptions);
    /** The protocol version this client speaks. */
    get protocolVersion(): string;
    /**
     * Sends a request for any action, known or not, and resolves with the response whatever its
     * status. Rejects only when no response comes: `TIMEOUT`, `CANCELLED` (aborted), or the transport fails.
     */
    request(action: string, data?: object, options?: RequestOptions): Promise<BridgeResponse>;
    /**
     * Sends a request of a stream action and returns its items as they come, each checked and decoded
     * by `decode`. The request's timeout applies until the first item; after it the stream lives
     * until the host ends it or the page does (a `break`, `return()`, or `options.signal`). Before the
     * host agreed to updates in capability discovery, the host answers a stream `unsupported`, and
     * iterating throws that BridgeError. The typed stream methods of the generated client call this.
     */
    requestStream<Item>(action: string, data: object, decode: Reader<Item>, options?: RequestOptions): BridgeStream<Item>;
    /**
     * Sends a request and resolves with its result, checked and decoded by `decode`, when the status
     * is `success`. Any other status, including ones this client does not know, rejects with a
     * BridgeError that keeps the response: its error's code or, without one, the code its status
     * means (`cancelled` → CANCELLED, `unsupported` → UNSUPPORTED, `acknowledged` → ACKNOWLEDGED). A
     * result that does not match its type rejects with INVALID_REQUEST, naming the path.
     *
     * An installed extension's action is not sent when the host's last capability discovery rules it
     * out: it rejects at once with CAPABILITY_UNAVAILABLE (the capability it needs is absent or
     * unsupported) or VERSION_MISMATCH (declared with another major version). Before any discovery it
     * is sent, and the host answers it or it times out. The typed methods of the generated client and
     * of extensions call this.
     */
    requestResult<Result>(action: string, data: object, decode: Reader<Result>, options?: RequestOptions, defaultTimeoutMs?: number): Promise<Result>;
    /** The BridgeError a response other than `success` means: its error's code, or its status's. */
    private failureOf;
    /** Capability discovery's timeout, for the generated discovery method. */
    protected get discoveryTimeout(): number;
    /**
     * Installs an extension of the protocol, as its generated module does: from then on the client
     * knows its codes (typed errors, recoverability), decodes and encodes its events' data, and checks
     * the capability each of its typed methods needs against the host's last capability discovery.
     */
    installExtension(extension: BridgeExtensionInfo): void;
    /** Sends an event to the host, bytes encoded as base64; events without data may omit it. */
    emit<Name extends keyof Outgoing & string>(event: Name, ...data: {} extends Outgoing[Name] ? [data?: Outgoing[Name]] : [data: Outgoing[Name]]): void;
    /**
     * Sends the event `event` to the host, whoever declares it: its data encoded (bytes as base64) by
     * the protocol's or an installed extension's encoder, `{}` when there is none. Extensions' typed
     * `emit` call it.
     */
    emitEvent(event: string, data?: object): void;
    /**
     * Calls `listener` with each `event` from the host, its data checked and decoded (bytes as
     * `Uint8Array`, defaults filled in); returns a function that unsubscribes. Data that does not
     * match its type goes to `onProblem` instead.
     */
    on<Name extends keyof Incoming & string>(event: Name, listener: (data: Incoming[Name], message: BridgeEnvelope) => void): () => void;
    /**
     * Calls `listener` with each `event` from the host, whoever declares it; returns a function that
     * unsubscribes. The data is checked and decoded when the protocol or an installed extension
     * declares the event (data that does not match goes to `onProblem` instead), and is passed as it
     * arrived otherwise. Extensions' typed `on` call it.
     */
    onEvent(event: string, listener: (data: unknown, message: BridgeEnvelope) => void): () => void;
    /** Calls `listener` with messages no request or event listener took, so none is thrown away. */
    onUnhandled(listener: (message: BridgeEnvelope, reason: UnhandledReason) => void): () => void;
    /** Calls `listener` with what `receive` could not read as a message. */
    onProblem(listener: (problem: string, received: unknown) => void): () => void;
    /**
     * Receives one message from the host, as JSON text, which hosts pass it through
     * `window.GBGBridge.receive` so that it arrives as data. An object is taken too, as earlier iOS
     * hosts pass one: safe, since everything the client reads of a message is its
     * own members (a `"__proto__"` key that became the object's prototype is only lost, as it was),
     * and blob references are taken only at blob fields and from the host's blob URLs.
     */
    receive(input: unknown): void;
    /** Receives one message, with the buffers transferred beside it, which its `transfer:` references name. */
    private receiveMessage;
    /** Stops listening: removes `receive` and fails every open request with `CANCELLED`. */
    dispose(): void;
    /**
     * The kinds of blob reference this client takes, best first: what its transport resolves itself
     * (transferred buffers), then URLs when it can fetch its host's; none when no field may travel as a blob.
     */
    private offeredBlobKinds;
    /**
     * Sends a request and resolves with its response. `onUpdate` receives its updates, checked by
     * `decodeUpdate`; for a stream (`isStream`), the first update ends the timeout. Aborting rejects at
     * once with `CANCELLED`, and tells a host that agreed to `cancel`.
     */
    private send;
    /** Tells the host the page cancelled an open request: no data, only its ID and action. */
    private postCancel;
    private envelope;
    private post;
    private receiveResponse;
    /** Hands an update to its open request's listener, checked; one for no open request is unhandled. */
    private receiveUpdate;
    private receiveEvent;
    private unhandled;
    private problem;
    /**
     * Whether an error with `code` is recoverable when nobody says: as the protocol or an installed
     * extension declares, else not.
     */
    private recoverable;
    /**
     * A BridgeError about a message for `action`, which knows the codes the client expects for it;
     * recoverable as the protocol declares `code` unless `context` says.
     */
    private failure;
    /**
     * The codes the client knows for `action`: those its spec lists (or, when it lists none, every code
     * the protocol declares, and for an extension's action its extension's too), those every host
     * answers with itself, and the client's own.
     */
    private knownCodes;
}
