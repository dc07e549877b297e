// The protocol-agnostic half of the web client: transports, correlation, timeouts and dispatch.
// bridgegen copies this file, errors.ts, data.ts and extensions.ts unchanged into the generated
// client; protocol.ts adds the typed API, and an extension's generated module adds its own through
// the public hooks here (installExtension, requestResult, onEvent, emitEvent). Edit it in
// Sources/BridgeGenWeb/Resources/runtime.ts, never in a generated folder.

import {
  BLOB_REFERENCE_KINDS,
  blobTaking,
  bytesToBlobs,
  resolveBlobReferences,
  transferredTaking,
  type BlobFields,
  type BlobOptions,
  type BlobTaking,
  type BytesForm,
} from "./blobs.js";
import { BridgeDataError, majorVersion, ownMember, type Reader } from "./data.js";
import {
  BridgeError,
  ClientErrorCode,
  codeOfStatusAlone,
  readErrorPayload,
  type BridgeErrorPayload,
} from "./errors.js";
import {
  InstalledExtensions,
  readDeclaredCapabilities,
  refusal,
  type BridgeExtensionInfo,
  type DeclaredCapability,
  type EventEncoder,
} from "./extensions.js";
import { FrameTransport } from "./frame-transport.js";

/** Any JSON value. */
export type JSONValue = null | boolean | number | string | JSONValue[] | { [key: string]: JSONValue };

/** A JSON object. */
export type JSONObject = { [key: string]: JSONValue };

/** The data of an event that carries none: `{}` on the wire. */
export type EmptyEventData = Record<string, never>;

/** Event names and the type of each event's data. */
export type EventDataMap = { [event: string]: object };

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
export type UnhandledReason =
  | "unknownEvent" // an event nobody subscribed to, such as one from a newer host
  | "lateResponse" // a response to a request that already timed out or was aborted
  | "unknownType" // a message type this client does not know
  | "versionMismatch"; // an event from a host that speaks another major version

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
  webkit?: { messageHandlers?: { [name: string]: { postMessage(message: unknown): void } | undefined } };
  GBGBridge?: { postMessage?: (json: string) => void; receive?: (message: unknown) => void };
  parent?: { postMessage(message: unknown, targetOrigin: string): void };
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
  /** Aborting stops waiting: the request fails with `CANCELLED`. The host is not told. */
  signal?: AbortSignal;
  /**
   * How a typed method's result holds its bytes: `Uint8Array`s by default, or `Blob`s, which a page
   * can show or upload without copying them into JavaScript (a blob reference is fetched as one).
   */
  bytes?: BytesForm;
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
  /** Where each action's result may hold blob references, for the actions whose result may. */
  resultBlobFields?: { readonly [action: string]: BlobFields | undefined };
  /** Whether each error code the protocol declares is recoverable by default. */
  recoverableByDefault: { readonly [code: string]: boolean | undefined };
  /** The codes any host may answer any request with, because its runtime answers with them itself. */
  standardErrorCodes: readonly string[];
  /** The codes each action documents, for the actions whose spec lists them. */
  actionErrorCodes: { readonly [action: string]: readonly string[] | undefined };
  /** How the data of each event the page receives is checked and decoded; events without data have none. */
  eventDecoders: { readonly [event: string]: Reader<object> | undefined };
  /** How the data of each event the page sends is encoded, for data with bytes; others go as they are. */
  eventEncoders: { readonly [Name in keyof Outgoing]?: (data: Outgoing[Name]) => object };
}

/** The web SDK's defaults: 30 s for a request, 5 s for capability discovery. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
export const DEFAULT_DISCOVERY_TIMEOUT_MS = 5_000;

/** The handler name iOS hosts register: `window.webkit.messageHandlers.gbgBridge`. */
export const IOS_MESSAGE_HANDLER = "gbgBridge";

/** Where a typed method's result is, in the paths of its problems: `result.width`. */
const RESULT_PATH = "result";

/** Where an event's data is, in the paths of its problems: `data.timestamp`. */
const EVENT_DATA_PATH = "data";

/** Where a failure happened, and whether retrying may help when the host said so. */
interface FailureContext {
  correlationId: string;
  response?: BridgeEnvelope;
  recoverable?: boolean | undefined;
}

interface PendingRequest {
  action: string;
  resolve(response: BridgeResponse): void;
  reject(error: BridgeError): void;
  finish(): void;
}

type Listener = (data: never, message: BridgeEnvelope) => void;

let correlationCounter = 0;

/** Drawn once per page, so that another document's IDs differ: the time and a random part. */
const correlationPrefix = `web-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}-`;

/** A correlation ID no other message of this page carries. */
function newCorrelationId(): string {
  correlationCounter += 1;
  return correlationPrefix + correlationCounter;
}

function isObject(value: unknown): value is { [key: string]: unknown } {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Checks the envelope's shape; the data inside stays as sent. */
function asEnvelope(value: unknown): BridgeEnvelope | undefined {
  if (!isObject(value)) return undefined;
  const { version, correlationId, type, timestamp, payload } = value;
  if (typeof version !== "string" || typeof correlationId !== "string") return undefined;
  if (typeof type !== "string" || typeof timestamp !== "number") return undefined;
  if (!isObject(payload) || typeof payload["action"] !== "string") return undefined;
  return value as unknown as BridgeEnvelope;
}

/**
 * Finds the host. In an iframe, the parent frame: native hosts listen to their main frame only (an
 * iOS host refuses and reports messages from subframes, though WebKit gives every frame its
 * handler), so a framed page talks to the page that embeds it: it says hello to `targetOrigin`
 * (or the single allowed origin) only, with the protocol `version` it speaks, and talks on the
 * private port the host's welcome brings (see handshake.ts). In the main frame, iOS's message
 * handler, then Android's interface. Undefined when no host is found.
 */
export function detectTransport(
  win: BridgeWindow,
  options: BridgeClientOptions = {},
  version = "1.0",
): BridgeTransport | undefined {
  const parent = win.parent;
  if (parent && parent !== (win as unknown)) {
    const allowed = options.allowedOrigins ?? [];
    const target = options.targetOrigin ?? (allowed.length === 1 ? allowed[0] : undefined);
    if (target === undefined || target === "*") {
      throw new BridgeError({
        code: ClientErrorCode.UNSUPPORTED,
        message: "In an iframe, allowedOrigins must name the parent's origin (or targetOrigin must be set)",
        recoverable: false,
      });
    }
    return new FrameTransport(parent, target, options.allowedOrigins ?? [], version);
  }
  const ios = win.webkit?.messageHandlers?.[IOS_MESSAGE_HANDLER];
  if (ios && typeof ios.postMessage === "function") {
    return { kind: "ios", send: (json) => ios.postMessage(json) };
  }
  const android = win.GBGBridge;
  if (android && typeof android.postMessage === "function") {
    const post = android.postMessage;
    return { kind: "android", send: (json) => post.call(android, json) };
  }
  return undefined;
}

/**
 * The protocol-agnostic client: sends requests and events, pairs responses with requests, enforces
 * timeouts, and dispatches events. The generated client adds a typed method per action; an
 * extension's generated module installs its extension on a client and adds its own typed methods.
 */
export class BridgeClient<Incoming extends EventDataMap, Outgoing extends EventDataMap> {
  /** How messages leave the page; undefined when no host was found. */
  readonly transport: BridgeTransport | undefined;
  private readonly protocol: BridgeProtocolInfo<Outgoing>;
  private readonly window: BridgeWindow;
  private readonly requestTimeoutMs: number;
  private readonly discoveryTimeoutMs: number;
  /** How blob references are fetched, and from where; undefined when the client offers no blobs. */
  private readonly blobs: BlobTaking | undefined;
  private readonly pending = new Map<string, PendingRequest>();
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly unhandledListeners = new Set<(message: BridgeEnvelope, reason: UnhandledReason) => void>();
  private readonly problemListeners = new Set<(problem: string, received: unknown) => void>();
  private readonly knownCodesByAction = new Map<string, ReadonlySet<string>>();
  private readonly extensions = new InstalledExtensions();
  /** What the host declared in the last successful capability discovery; undefined before one. */
  private declaredCapabilities: ReadonlyMap<string, DeclaredCapability> | undefined;
  /** Whether the page said `blobs: false`: no kind of blob is offered, transferred ones neither. */
  private readonly blobsRefused: boolean;
  /** The iframe transport, which takes the handshake's messages from the window. */
  private readonly frame: FrameTransport | undefined;
  private readonly frameListener = (event: BridgeMessageEvent) => this.frame?.receiveWindowMessage(event);

  /** Finds the host and installs `window.GBGBridge.receive`, which hosts call with each message. */
  constructor(protocol: BridgeProtocolInfo<Outgoing>, options: BridgeClientOptions = {}) {
    this.protocol = protocol;
    this.window = options.window ?? (globalThis as unknown as BridgeWindow);
    this.requestTimeoutMs = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
    this.discoveryTimeoutMs = options.discoveryTimeoutMs ?? DEFAULT_DISCOVERY_TIMEOUT_MS;
    this.transport = options.transport ?? detectTransport(this.window, options, protocol.version);
    const kind = this.transport?.kind;
    this.blobs = protocol.hasBlobFields ? blobTaking(options.blobs, kind, globalThis) : undefined;
    this.blobsRefused = options.blobs === false;
    const namespace = this.window.GBGBridge ?? {};
    namespace.receive = (message: unknown) => this.receive(message);
    this.window.GBGBridge = namespace;
    this.frame = this.transport instanceof FrameTransport ? this.transport : undefined;
    if (this.frame) {
      this.frame.deliver = (text, buffers) => this.receiveMessage(text, buffers);
      this.frame.report = (problem, received) => this.problem(problem, received);
      this.window.addEventListener?.("message", this.frameListener);
      this.frame.start();
    }
  }

  /** The protocol version this client speaks. */
  get protocolVersion(): string {
    return this.protocol.version;
  }

  /**
   * Sends a request for any action, known or not, and resolves with the response whatever its
   * status. Rejects only when no response comes: `TIMEOUT`, `CANCELLED` (aborted), or the transport fails.
   */
  request(action: string, data: object = {}, options: RequestOptions = {}): Promise<BridgeResponse> {
    return this.send(action, data, options.timeoutMs ?? this.requestTimeoutMs, options.signal);
  }

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
  async requestResult<Result>(
    action: string,
    data: object,
    decode: Reader<Result>,
    options: RequestOptions = {},
    defaultTimeoutMs: number = this.requestTimeoutMs,
  ): Promise<Result> {
    const extension = this.extensions.declaring(action);
    const requirement = extension && ownMember(extension.actionCapabilities, action);
    const refused = requirement && refusal(action, requirement, this.declaredCapabilities);
    if (refused) throw this.failure(action, refused.code, refused.message, { correlationId: "" });
    const response = await this.send(action, data, options.timeoutMs ?? defaultTimeoutMs, options.signal);
    const { message: received, status, error } = response;
    const context = { correlationId: received.correlationId, response: received };
    if (status !== "success") {
      const message = error?.message ?? `The host answered ${action} with status "${status}" and no error`;
      const code = error?.code ?? codeOfStatusAlone(status);
      throw this.failure(action, code, message, { ...context, recoverable: error?.recoverable });
    }
    let result: unknown = response.data;
    const form = options.bytes ?? "uint8array";
    // References are taken only at the result's blob fields, which the spec names.
    const blobFields =
      ownMember(this.protocol.resultBlobFields ?? {}, action) ?? this.extensions.resultBlobFields(action);
    // Bytes transferred with the response are taken from it; URLs only from the host's blob URLs.
    const taking = response.transferred ? transferredTaking(response.transferred) : this.blobs;
    if (taking && blobFields) {
      try {
        result = await resolveBlobReferences(result, blobFields, taking, RESULT_PATH, form);
      } catch (problem) {
        if (!(problem instanceof BridgeDataError)) throw problem;
        const message = `Could not fetch the bytes of the host's result for ${action}: ${problem.message}`;
        throw this.failure(action, ClientErrorCode.INTERNAL_ERROR, message, context);
      }
    }
    try {
      const decoded = decode(result, RESULT_PATH);
      // The generated method's overload for `bytes: "blob"` types the result with Blobs.
      return form === "blob" ? (bytesToBlobs(decoded) as Result) : decoded;
    } catch (problem) {
      if (!(problem instanceof BridgeDataError)) throw problem;
      const message = `The host's result for ${action} does not match the protocol: ${problem.message}`;
      throw this.failure(action, ClientErrorCode.INVALID_REQUEST, message, context);
    }
  }

  /** Capability discovery's timeout, for the generated discovery method. */
  protected get discoveryTimeout(): number {
    return this.discoveryTimeoutMs;
  }

  /**
   * Installs an extension of the protocol, as its generated module does: from then on the client
   * knows its codes (typed errors, recoverability), decodes and encodes its events' data, and checks
   * the capability each of its typed methods needs against the host's last capability discovery.
   */
  installExtension(extension: BridgeExtensionInfo): void {
    this.extensions.install(extension);
    this.knownCodesByAction.clear();
  }

  /** Sends an event to the host, bytes encoded as base64; events without data may omit it. */
  emit<Name extends keyof Outgoing & string>(
    event: Name,
    ...data: {} extends Outgoing[Name] ? [data?: Outgoing[Name]] : [data: Outgoing[Name]]
  ): void {
    this.emitEvent(event, data[0]);
  }

  /**
   * Sends the event `event` to the host, whoever declares it: its data encoded (bytes as base64) by
   * the protocol's or an installed extension's encoder, `{}` when there is none. Extensions' typed
   * `emit` call it.
   */
  emitEvent(event: string, data?: object): void {
    const encoders: { readonly [event: string]: EventEncoder | undefined } = this.protocol.eventEncoders;
    const encode = ownMember(encoders, event) ?? this.extensions.encoder(event);
    const json = data === undefined ? {} : encode ? encode(data as never) : data;
    this.post(this.envelope("event", newCorrelationId(), event, json));
  }

  /**
   * Calls `listener` with each `event` from the host, its data checked and decoded (bytes as
   * `Uint8Array`, defaults filled in); returns a function that unsubscribes. Data that does not
   * match its type goes to `onProblem` instead.
   */
  on<Name extends keyof Incoming & string>(
    event: Name,
    listener: (data: Incoming[Name], message: BridgeEnvelope) => void,
  ): () => void {
    return this.onEvent(event, listener as (data: unknown, message: BridgeEnvelope) => void);
  }

  /**
   * Calls `listener` with each `event` from the host, whoever declares it; returns a function that
   * unsubscribes. The data is checked and decoded when the protocol or an installed extension
   * declares the event (data that does not match goes to `onProblem` instead), and is passed as it
   * arrived otherwise. Extensions' typed `on` call it.
   */
  onEvent(event: string, listener: (data: unknown, message: BridgeEnvelope) => void): () => void {
    const set = this.listeners.get(event) ?? new Set<Listener>();
    set.add(listener as Listener);
    this.listeners.set(event, set);
    return () => set.delete(listener as Listener);
  }

  /** Calls `listener` with messages no request or event listener took, so none is thrown away. */
  onUnhandled(listener: (message: BridgeEnvelope, reason: UnhandledReason) => void): () => void {
    this.unhandledListeners.add(listener);
    return () => this.unhandledListeners.delete(listener);
  }

  /** Calls `listener` with what `receive` could not read as a message. */
  onProblem(listener: (problem: string, received: unknown) => void): () => void {
    this.problemListeners.add(listener);
    return () => this.problemListeners.delete(listener);
  }

  /**
   * Receives one message from the host, as JSON text, which hosts pass it through
   * `window.GBGBridge.receive` so that it arrives as data. An object is taken too, as earlier iOS
   * hosts pass one: safe, since everything the client reads of a message is its
   * own members (a `"__proto__"` key that became the object's prototype is only lost, as it was),
   * and blob references are taken only at blob fields and from the host's blob URLs.
   */
  receive(input: unknown): void {
    this.receiveMessage(input, []);
  }

  /** Receives one message, with the buffers transferred beside it, which its `transfer:` references name. */
  private receiveMessage(input: unknown, transferred: readonly ArrayBuffer[]): void {
    let value = input;
    if (typeof input === "string") {
      try {
        value = JSON.parse(input);
      } catch {
        this.problem("The host sent text that is not JSON", input);
        return;
      }
    }
    const message = asEnvelope(value);
    if (!message) {
      this.problem("The host sent something that is not a message", input);
      return;
    }
    if (message.type === "response") this.receiveResponse(message, transferred);
    else if (message.type === "event") this.receiveEvent(message);
    else this.unhandled(message, "unknownType");
  }

  /** Stops listening: removes `receive` and fails every open request with `CANCELLED`. */
  dispose(): void {
    if (this.window.GBGBridge) delete this.window.GBGBridge.receive;
    this.window.removeEventListener?.("message", this.frameListener);
    this.frame?.close();
    for (const [correlationId, open] of [...this.pending]) {
      open.finish();
      const text = "The client was disposed";
      open.reject(this.failure(open.action, ClientErrorCode.CANCELLED, text, { correlationId }));
    }
  }

  /**
   * The kinds of blob reference this client takes, best first: what its transport resolves itself
   * (transferred buffers), then URLs when it can fetch its host's; none when no field may travel as a blob.
   */
  private offeredBlobKinds(): readonly string[] {
    if (!this.protocol.hasBlobFields || this.blobsRefused) return [];
    return [...(this.transport?.blobKinds ?? []), ...(this.blobs ? BLOB_REFERENCE_KINDS : [])];
  }

  private send(
    action: string,
    data: object,
    timeoutMs: number,
    signal: AbortSignal | undefined,
  ): Promise<BridgeResponse> {
    const correlationId = newCorrelationId();
    const kinds = this.offeredBlobKinds();
    if (action === this.protocol.discoveryAction && kinds.length > 0 && !("blobs" in data)) {
      // The offer rides on every discovery: each one replaces the host's terms for this page.
      data = { ...data, blobs: { kinds } };
    }
    return new Promise<BridgeResponse>((resolve, reject) => {
      const fail = (code: string, message: string) => {
        open.finish();
        reject(this.failure(action, code, message, { correlationId }));
      };
      const onAbort = () => fail(ClientErrorCode.CANCELLED, `The page aborted ${action}`);
      const onTimeout = () => fail(ClientErrorCode.TIMEOUT, `No answer to ${action} within ${timeoutMs} ms`);
      const timer = setTimeout(onTimeout, timeoutMs);
      const open: PendingRequest = {
        action,
        resolve,
        reject,
        finish: () => {
          clearTimeout(timer);
          signal?.removeEventListener("abort", onAbort);
          this.pending.delete(correlationId);
        },
      };
      this.pending.set(correlationId, open);
      if (signal?.aborted) return onAbort();
      signal?.addEventListener("abort", onAbort);
      try {
        this.post(this.envelope("request", correlationId, action, data));
      } catch (error) {
        // No host (UNSUPPORTED) keeps its code; anything else is the transport failing.
        if (error instanceof BridgeError) fail(error.code, error.message);
        else fail(ClientErrorCode.INTERNAL_ERROR, `Could not send ${action}: ${String(error)}`);
      }
    });
  }

  private envelope(type: string, correlationId: string, action: string, data: object): BridgeEnvelope {
    return {
      version: this.protocol.version,
      correlationId,
      type,
      timestamp: Date.now(),
      payload: { action, data: data as JSONObject },
    };
  }

  private post(message: BridgeEnvelope): void {
    if (!this.transport) {
      const text = "No native host or parent frame was found";
      const context = { correlationId: message.correlationId };
      throw this.failure(message.payload.action, ClientErrorCode.UNSUPPORTED, text, context);
    }
    this.transport.send(JSON.stringify(message));
  }

  private receiveResponse(message: BridgeEnvelope, transferred: readonly ArrayBuffer[]): void {
    const open = this.pending.get(message.correlationId);
    if (!open) return this.unhandled(message, "lateResponse");
    open.finish();
    if (majorVersion(message.version) !== majorVersion(this.protocol.version)) {
      const text = `The host speaks protocol ${message.version}; this client speaks ${this.protocol.version}`;
      const context = { correlationId: message.correlationId, response: message };
      open.reject(this.failure(open.action, ClientErrorCode.VERSION_MISMATCH, text, context));
      return;
    }
    const { status, data } = message.payload;
    if (open.action === this.protocol.discoveryAction && status === "success") {
      this.declaredCapabilities = readDeclaredCapabilities(data ?? {}) ?? this.declaredCapabilities;
    }
    const error = readErrorPayload(message.payload.error, (code) => ({
      message: `The host answered ${open.action} with error ${code}`,
      recoverable: this.recoverable(code),
    }));
    const response: BridgeResponse = { status: status ?? "", data: data ?? {}, error, message };
    if (transferred.length > 0) response.transferred = transferred;
    open.resolve(response);
  }

  private receiveEvent(message: BridgeEnvelope): void {
    if (majorVersion(message.version) !== majorVersion(this.protocol.version)) {
      return this.unhandled(message, "versionMismatch");
    }
    const event = message.payload.action;
    const listeners = this.listeners.get(event);
    if (!listeners || listeners.size === 0) return this.unhandled(message, "unknownEvent");
    const decode = ownMember(this.protocol.eventDecoders, event) ?? this.extensions.decoder(event);
    let data: unknown = message.payload.data ?? {};
    try {
      if (decode) data = decode(data, EVENT_DATA_PATH);
    } catch (problem) {
      if (!(problem instanceof BridgeDataError)) throw problem;
      const text = `The host's ${event} event does not match the protocol: ${problem.message}`;
      return this.problem(text, message);
    }
    for (const listener of [...listeners]) listener(data as never, message);
  }

  private unhandled(message: BridgeEnvelope, reason: UnhandledReason): void {
    for (const listener of [...this.unhandledListeners]) listener(message, reason);
  }

  private problem(problem: string, received: unknown): void {
    for (const listener of [...this.problemListeners]) listener(problem, received);
  }

  /**
   * Whether an error with `code` is recoverable when nobody says: as the protocol or an installed
   * extension declares, else not.
   */
  private recoverable(code: string): boolean {
    return ownMember(this.protocol.recoverableByDefault, code) ?? this.extensions.recoverable(code) ?? false;
  }

  /**
   * A BridgeError about a message for `action`, which knows the codes the client expects for it;
   * recoverable as the protocol declares `code` unless `context` says.
   */
  private failure(action: string, code: string, message: string, context: FailureContext): BridgeError {
    const recoverable = context.recoverable ?? this.recoverable(code);
    const { correlationId, response } = context;
    const knownCodes = this.knownCodes(action);
    return new BridgeError({ code, message, recoverable, correlationId, action, response, knownCodes });
  }

  /**
   * The codes the client knows for `action`: those its spec lists (or, when it lists none, every code
   * the protocol declares, and for an extension's action its extension's too), those every host
   * answers with itself, and the client's own.
   */
  private knownCodes(action: string): ReadonlySet<string> {
    let known = this.knownCodesByAction.get(action);
    if (!known) {
      const { actionErrorCodes, recoverableByDefault, standardErrorCodes } = this.protocol;
      const protocolCodes = Object.keys(recoverableByDefault);
      const extensionCodes = this.extensions.listedCodes(action, protocolCodes);
      const listed = ownMember(actionErrorCodes, action) ?? extensionCodes ?? protocolCodes;
      known = new Set([...listed, ...standardErrorCodes, ...Object.values(ClientErrorCode)]);
      this.knownCodesByAction.set(action, known);
    }
    return known;
  }
}
