// The protocol-agnostic half of the web client: transports, correlation, timeouts and dispatch.
// bridgegen copies this file, errors.ts, data.ts and extensions.ts unchanged into the generated
// client; protocol.ts adds the typed API, and an extension's generated module adds its own through
// the public hooks here (installExtension, requestResult, onEvent, emitEvent). Edit it in
// Sources/BridgeGenWeb/Resources/runtime.ts, never in a generated folder.
import { BLOB_REFERENCE_KINDS, blobTaking, bytesToBlobs, resolveBlobReferences, transferredTaking, } from "./blobs.js";
import { BridgeDataError, majorVersion, ownMember } from "./data.js";
import { BridgeError, ClientErrorCode, codeOfStatusAlone, readErrorPayload, } from "./errors.js";
import { InstalledExtensions, readDeclaredCapabilities, refusal, } from "./extensions.js";
import { FrameTransport } from "./frame-transport.js";
/** The web SDK's defaults: 30 s for a request, 5 s for capability discovery. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30000;
export const DEFAULT_DISCOVERY_TIMEOUT_MS = 5000;
/** The handler name iOS hosts register: `window.webkit.messageHandlers.gbgBridge`. */
export const IOS_MESSAGE_HANDLER = "gbgBridge";
/** Where a typed method's result is, in the paths of its problems: `result.width`. */
const RESULT_PATH = "result";
/** Where an update's data is, in the paths of its problems: `update.fraction`. */
const UPDATE_PATH = "update";
/** The message types beyond the fixed three that the client speaks, offered in discovery. */
const UPDATE_MESSAGE_TYPES = ["update", "cancel"];
/** Where an event's data is, in the paths of its problems: `data.timestamp`. */
const EVENT_DATA_PATH = "data";
let correlationCounter = 0;
/** Drawn once per page, so that another document's IDs differ: the time and a random part. */
const correlationPrefix = `web-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}-`;
/** A correlation ID no other message of this page carries. */
function newCorrelationId() {
    correlationCounter += 1;
    return correlationPrefix + correlationCounter;
}
function isObject(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}
/** Checks the envelope's shape; the data inside stays as sent. */
function asEnvelope(value) {
    if (!isObject(value))
        return undefined;
    const { version, correlationId, type, timestamp, payload } = value;
    if (typeof version !== "string" || typeof correlationId !== "string")
        return undefined;
    if (typeof type !== "string" || typeof timestamp !== "number")
        return undefined;
    if (!isObject(payload) || typeof payload["action"] !== "string")
        return undefined;
    return value;
}
/**
 * Finds the host. In an iframe, the parent frame: native hosts listen to their main frame only (an
 * iOS host refuses and reports messages from subframes, though WebKit gives every frame its
 * handler), so a framed page talks to the page that embeds it: it says hello to `targetOrigin`
 * (or the single allowed origin) only, with the protocol `version` it speaks, and talks on the
 * private port the host's welcome brings (see handshake.ts). In the main frame, iOS's message
 * handler, then Android's interface. Undefined when no host is found.
 */
export function detectTransport(win, options = {}, version = "1.0") {
    const parent = win.parent;
    if (parent && parent !== win) {
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
export class BridgeClient {
    /** Finds the host and installs `window.GBGBridge.receive`, which hosts call with each message. */
    constructor(protocol, options = {}) {
        this.pending = new Map();
        this.listeners = new Map();
        this.unhandledListeners = new Set();
        this.problemListeners = new Set();
        this.knownCodesByAction = new Map();
        this.extensions = new InstalledExtensions();
        /** The message types beyond the fixed three the host agreed to in the last discovery. */
        this.agreedMessageTypes = new Set();
        this.frameListener = (event) => this.frame?.receiveWindowMessage(event);
        this.protocol = protocol;
        this.window = options.window ?? globalThis;
        this.requestTimeoutMs = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
        this.discoveryTimeoutMs = options.discoveryTimeoutMs ?? DEFAULT_DISCOVERY_TIMEOUT_MS;
        this.transport = options.transport ?? detectTransport(this.window, options, protocol.version);
        const kind = this.transport?.kind;
        this.blobs = protocol.hasBlobFields ? blobTaking(options.blobs, kind, globalThis) : undefined;
        this.blobsRefused = options.blobs === false;
        const namespace = this.window.GBGBridge ?? {};
        namespace.receive = (message) => this.receive(message);
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
    get protocolVersion() {
        return this.protocol.version;
    }
    /**
     * Sends a request for any action, known or not, and resolves with the response whatever its
     * status. Rejects only when no response comes: `TIMEOUT`, `CANCELLED` (aborted), or the transport fails.
     */
    request(action, data = {}, options = {}) {
        return this.send(action, data, options.timeoutMs ?? this.requestTimeoutMs, options.signal);
    }
    /**
     * Sends a request of a stream action and returns its items as they come, each checked and decoded
     * by `decode`. The request's timeout applies until the first item; after it the stream lives
     * until the host ends it or the page does (a `break`, `return()`, or `options.signal`). Before the
     * host agreed to updates in capability discovery, the host answers a stream `unsupported`, and
     * iterating throws that BridgeError. The typed stream methods of the generated client call this.
     */
    requestStream(action, data, decode, options = {}) {
        const items = [];
        let ended = false;
        let failure;
        let wake;
        const notify = () => {
            const waiting = wake;
            wake = undefined;
            waiting?.();
        };
        const stop = new AbortController();
        const onAbort = () => stop.abort();
        if (options.signal?.aborted)
            stop.abort();
        options.signal?.addEventListener("abort", onAbort);
        const receive = (item) => {
            if (ended)
                return;
            items.push(item);
            notify();
        };
        const timeoutMs = options.timeoutMs ?? this.requestTimeoutMs;
        this.send(action, data, timeoutMs, stop.signal, receive, decode, true)
            .then((response) => {
            if (response.status !== "success")
                failure = this.failureOf(action, response);
        })
            .catch((error) => {
            if (!(error instanceof BridgeError))
                throw error;
            failure = error;
        })
            .finally(() => {
            options.signal?.removeEventListener("abort", onAbort);
            ended = true;
            notify();
        });
        const stream = {
            next: async () => {
                for (;;) {
                    const item = items.shift();
                    if (item !== undefined)
                        return { value: item, done: false };
                    if (failure) {
                        const thrown = failure;
                        failure = undefined;
                        throw thrown;
                    }
                    if (ended)
                        return { value: undefined, done: true };
                    await new Promise((resolve) => (wake = resolve));
                }
            },
            return: async () => {
                // The page ends it: what is still queued, and the CANCELLED the abort brings, are dropped.
                items.length = 0;
                if (!ended) {
                    ended = true;
                    stop.abort();
                }
                failure = undefined;
                return { value: undefined, done: true };
            },
            [Symbol.asyncIterator]() {
                return stream;
            },
        };
        return stream;
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
    async requestResult(action, data, decode, options = {}, defaultTimeoutMs = this.requestTimeoutMs) {
        const extension = this.extensions.declaring(action);
        const requirement = extension && ownMember(extension.actionCapabilities, action);
        const refused = requirement && refusal(action, requirement, this.declaredCapabilities);
        if (refused)
            throw this.failure(action, refused.code, refused.message, { correlationId: "" });
        const onProgress = options.onProgress;
        const progressDecoder = onProgress && ownMember(this.protocol.updateDecoders ?? {}, action);
        const response = await this.send(action, data, options.timeoutMs ?? defaultTimeoutMs, options.signal, onProgress, progressDecoder);
        const { message: received, status } = response;
        const context = { correlationId: received.correlationId, response: received };
        if (status !== "success")
            throw this.failureOf(action, response);
        let result = response.data;
        const form = options.bytes ?? "uint8array";
        // References are taken only at the result's blob fields, which the spec names.
        const blobFields = ownMember(this.protocol.resultBlobFields ?? {}, action) ?? this.extensions.resultBlobFields(action);
        // Bytes transferred with the response are taken from it; URLs only from the host's blob URLs.
        const taking = response.transferred ? transferredTaking(response.transferred) : this.blobs;
        if (taking && blobFields) {
            try {
                result = await resolveBlobReferences(result, blobFields, taking, RESULT_PATH, form);
            }
            catch (problem) {
                if (!(problem instanceof BridgeDataError))
                    throw problem;
                const message = `Could not fetch the bytes of the host's result for ${action}: ${problem.message}`;
                throw this.failure(action, ClientErrorCode.INTERNAL_ERROR, message, context);
            }
        }
        try {
            const decoded = decode(result, RESULT_PATH);
            // The generated method's overload for `bytes: "blob"` types the result with Blobs.
            return form === "blob" ? bytesToBlobs(decoded) : decoded;
        }
        catch (problem) {
            if (!(problem instanceof BridgeDataError))
                throw problem;
            const message = `The host's result for ${action} does not match the protocol: ${problem.message}`;
            throw this.failure(action, ClientErrorCode.INVALID_REQUEST, message, context);
        }
    }
    /** The BridgeError a response other than `success` means: its error's code, or its status's. */
    failureOf(action, response) {
        const { message: received, status, error } = response;
        const context = { correlationId: received.correlationId, response: received };
        const message = error?.message ?? `The host answered ${action} with status "${status}" and no error`;
        const code = error?.code ?? codeOfStatusAlone(status);
        return this.failure(action, code, message, { ...context, recoverable: error?.recoverable });
    }
    /** Capability discovery's timeout, for the generated discovery method. */
    get discoveryTimeout() {
        return this.discoveryTimeoutMs;
    }
    /**
     * Installs an extension of the protocol, as its generated module does: from then on the client
     * knows its codes (typed errors, recoverability), decodes and encodes its events' data, and checks
     * the capability each of its typed methods needs against the host's last capability discovery.
     */
    installExtension(extension) {
        this.extensions.install(extension);
        this.knownCodesByAction.clear();
    }
    /** Sends an event to the host, bytes encoded as base64; events without data may omit it. */
    emit(event, ...data) {
        this.emitEvent(event, data[0]);
    }
    /**
     * Sends the event `event` to the host, whoever declares it: its data encoded (bytes as base64) by
     * the protocol's or an installed extension's encoder, `{}` when there is none. Extensions' typed
     * `emit` call it.
     */
    emitEvent(event, data) {
        const encoders = this.protocol.eventEncoders;
        const encode = ownMember(encoders, event) ?? this.extensions.encoder(event);
        const json = data === undefined ? {} : encode ? encode(data) : data;
        this.post(this.envelope("event", newCorrelationId(), event, json));
    }
    /**
     * Calls `listener` with each `event` from the host, its data checked and decoded (bytes as
     * `Uint8Array`, defaults filled in); returns a function that unsubscribes. Data that does not
     * match its type goes to `onProblem` instead.
     */
    on(event, listener) {
        return this.onEvent(event, listener);
    }
    /**
     * Calls `listener` with each `event` from the host, whoever declares it; returns a function that
     * unsubscribes. The data is checked and decoded when the protocol or an installed extension
     * declares the event (data that does not match goes to `onProblem` instead), and is passed as it
     * arrived otherwise. Extensions' typed `on` call it.
     */
    onEvent(event, listener) {
        const set = this.listeners.get(event) ?? new Set();
        set.add(listener);
        this.listeners.set(event, set);
        return () => set.delete(listener);
    }
    /** Calls `listener` with messages no request or event listener took, so none is thrown away. */
    onUnhandled(listener) {
        this.unhandledListeners.add(listener);
        return () => this.unhandledListeners.delete(listener);
    }
    /** Calls `listener` with what `receive` could not read as a message. */
    onProblem(listener) {
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
    receive(input) {
        this.receiveMessage(input, []);
    }
    /** Receives one message, with the buffers transferred beside it, which its `transfer:` references name. */
    receiveMessage(input, transferred) {
        let value = input;
        if (typeof input === "string") {
            try {
                value = JSON.parse(input);
            }
            catch {
                this.problem("The host sent text that is not JSON", input);
                return;
            }
        }
        const message = asEnvelope(value);
        if (!message) {
            this.problem("The host sent something that is not a message", input);
            return;
        }
        if (message.type === "response")
            this.receiveResponse(message, transferred);
        else if (message.type === "event")
            this.receiveEvent(message);
        else if (message.type === "update" && this.protocol.hasUpdates)
            this.receiveUpdate(message);
        else
            this.unhandled(message, "unknownType");
    }
    /** Stops listening: removes `receive` and fails every open request with `CANCELLED`. */
    dispose() {
        if (this.window.GBGBridge)
            delete this.window.GBGBridge.receive;
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
    offeredBlobKinds() {
        if (!this.protocol.hasBlobFields || this.blobsRefused)
            return [];
        return [...(this.transport?.blobKinds ?? []), ...(this.blobs ? BLOB_REFERENCE_KINDS : [])];
    }
    /**
     * Sends a request and resolves with its response. `onUpdate` receives its updates, checked by
     * `decodeUpdate`; for a stream (`isStream`), the first update ends the timeout. Aborting rejects at
     * once with `CANCELLED`, and tells a host that agreed to `cancel`.
     */
    send(action, data, timeoutMs, signal, onUpdate, decodeUpdate, isStream = false) {
        const correlationId = newCorrelationId();
        const kinds = this.offeredBlobKinds();
        if (action === this.protocol.discoveryAction && kinds.length > 0 && !("blobs" in data)) {
            // The offer rides on every discovery: each one replaces the host's terms for this page.
            data = { ...data, blobs: { kinds } };
        }
        if (action === this.protocol.discoveryAction && this.protocol.hasUpdates && !("messageTypes" in data)) {
            data = { ...data, messageTypes: [...UPDATE_MESSAGE_TYPES] };
        }
        return new Promise((resolve, reject) => {
            const fail = (code, message) => {
                open.finish();
                reject(this.failure(action, code, message, { correlationId }));
            };
            const onAbort = () => {
                const wasOpen = this.pending.has(correlationId);
                fail(ClientErrorCode.CANCELLED, `The page aborted ${action}`);
                if (wasOpen && this.agreedMessageTypes.has("cancel"))
                    this.postCancel(correlationId, action);
            };
            const onTimeout = () => fail(ClientErrorCode.TIMEOUT, `No answer to ${action} within ${timeoutMs} ms`);
            let timer = setTimeout(onTimeout, timeoutMs);
            const open = {
                action,
                resolve,
                reject,
                finish: () => {
                    clearTimeout(timer);
                    signal?.removeEventListener("abort", onAbort);
                    this.pending.delete(correlationId);
                },
                update: onUpdate && ((update) => {
                    if (isStream && timer !== undefined) {
                        clearTimeout(timer);
                        timer = undefined;
                    }
                    const decoded = decodeUpdate ? decodeUpdate(update, UPDATE_PATH) : update;
                    onUpdate(decoded);
                }),
            };
            this.pending.set(correlationId, open);
            if (signal?.aborted)
                return onAbort();
            signal?.addEventListener("abort", onAbort);
            try {
                this.post(this.envelope("request", correlationId, action, data));
            }
            catch (error) {
                // No host (UNSUPPORTED) keeps its code; anything else is the transport failing.
                if (error instanceof BridgeError)
                    fail(error.code, error.message);
                else
                    fail(ClientErrorCode.INTERNAL_ERROR, `Could not send ${action}: ${String(error)}`);
            }
        });
    }
    /** Tells the host the page cancelled an open request: no data, only its ID and action. */
    postCancel(correlationId, action) {
        const { version } = this.protocol;
        const message = { version, correlationId, type: "cancel", timestamp: Date.now(), payload: { action } };
        try {
            this.post(message);
        }
        catch {
            // Without a host there is nothing to tell; the page's promise is already rejected.
        }
    }
    envelope(type, correlationId, action, data) {
        return {
            version: this.protocol.version,
            correlationId,
            type,
            timestamp: Date.now(),
            payload: { action, data: data },
        };
    }
    post(message) {
        if (!this.transport) {
            const text = "No native host or parent frame was found";
            const context = { correlationId: message.correlationId };
            throw this.failure(message.payload.action, ClientErrorCode.UNSUPPORTED, text, context);
        }
        this.transport.send(JSON.stringify(message));
    }
    receiveResponse(message, transferred) {
        const open = this.pending.get(message.correlationId);
        if (!open)
            return this.unhandled(message, "lateResponse");
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
            // Each discovery replaces the last agreement; a host that names none agreed to none.
            const agreed = data?.["messageTypes"];
            const named = Array.isArray(agreed) ? agreed : [];
            this.agreedMessageTypes = new Set(named.filter((type) => typeof type === "string"));
        }
        const error = readErrorPayload(message.payload.error, (code) => ({
            message: `The host answered ${open.action} with error ${code}`,
            recoverable: this.recoverable(code),
        }));
        const response = { status: status ?? "", data: data ?? {}, error, message };
        if (transferred.length > 0)
            response.transferred = transferred;
        open.resolve(response);
    }
    /** Hands an update to its open request's listener, checked; one for no open request is unhandled. */
    receiveUpdate(message) {
        const open = this.pending.get(message.correlationId);
        if (!open || open.action !== message.payload.action)
            return this.unhandled(message, "lateUpdate");
        try {
            open.update?.(message.payload.data ?? {});
        }
        catch (problem) {
            if (!(problem instanceof BridgeDataError))
                throw problem;
            const text = `The host's update of ${open.action} does not match the protocol: ${problem.message}`;
            this.problem(text, message);
        }
    }
    receiveEvent(message) {
        if (majorVersion(message.version) !== majorVersion(this.protocol.version)) {
            return this.unhandled(message, "versionMismatch");
        }
        const event = message.payload.action;
        const listeners = this.listeners.get(event);
        if (!listeners || listeners.size === 0)
            return this.unhandled(message, "unknownEvent");
        const decode = ownMember(this.protocol.eventDecoders, event) ?? this.extensions.decoder(event);
        let data = message.payload.data ?? {};
        try {
            if (decode)
                data = decode(data, EVENT_DATA_PATH);
        }
        catch (problem) {
            if (!(problem instanceof BridgeDataError))
                throw problem;
            const text = `The host's ${event} event does not match the protocol: ${problem.message}`;
            return this.problem(text, message);
        }
        for (const listener of [...listeners])
            listener(data, message);
    }
    unhandled(message, reason) {
        for (const listener of [...this.unhandledListeners])
            listener(message, reason);
    }
    problem(problem, received) {
        for (const listener of [...this.problemListeners])
            listener(problem, received);
    }
    /**
     * Whether an error with `code` is recoverable when nobody says: as the protocol or an installed
     * extension declares, else not.
     */
    recoverable(code) {
        return ownMember(this.protocol.recoverableByDefault, code) ?? this.extensions.recoverable(code) ?? false;
    }
    /**
     * A BridgeError about a message for `action`, which knows the codes the client expects for it;
     * recoverable as the protocol declares `code` unless `context` says.
     */
    failure(action, code, message, context) {
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
    knownCodes(action) {
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
