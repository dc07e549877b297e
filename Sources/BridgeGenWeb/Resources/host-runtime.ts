// The protocol-agnostic half of the iframe host: checks what the page sends, routes each request to
// its handler, answers each exactly once (or TIMEOUT, BUSY, INVALID_REQUEST, unsupported, or
// cancelled when the page cancels it), sends its updates, holds what the limits allow, and answers
// capability discovery from what is handled. host.ts adds the
// typed API of the protocol. bridgegen copies this file unchanged into the generated package; edit
// it in Sources/BridgeGenWeb/Resources/host-runtime.ts.

import { majorVersion, ownMember } from "./data.js";
import { TRANSFER_BLOB_KIND, type BridgePort } from "./handshake.js";
import { HostChannel, type HostWindow } from "./host-channel.js";
import type { BridgeHostInit, CustomHandler, PendingRequest } from "./host-init.js";
import {
  defaultHostOptions,
  guardedObserver,
  type BridgeHostObserver,
  type BridgeHostOptions,
  type BridgeProblem,
  type BridgeProblemKind,
} from "./host-options.js";
import { describe, hasDuplicateKey, isRecord, nestingDepth, toWire, utf8Length } from "./host-json.js";
import { LazyAbort } from "./host-abort.js";
import { HostHistory } from "./host-history.js";
import { transferredResult } from "./host-transfer.js";
import { iterateStream } from "./host-stream.js";
import { CancelledRequests, PAGE_CANCELLED_MESSAGE, UpdateAgreement, streamRefusal } from "./host-updates.js";
import { HostRefusals } from "./host-refusals.js";
import { followPermissions, permissionStateOf } from "./host-permissions.js";
import {
  BridgeFailure,
  type HostActionInfo,
  type HostErrorPayload,
  type HostProtocolInfo,
} from "./host-protocol.js";
import { HostSlot, type HostHandler, type HostRequest, type HostStreamHandler } from "./host-slot.js";

interface OpenRequest {
  readonly correlationId: string;
  readonly action: string;
  readonly key: string;
  readonly bytes: number;
  /** Aborts the handler's signal; made when the handler first reads it, as most never do. */
  readonly abort: LazyAbort;
  readonly data: unknown;
  readonly isPending: boolean;
  slot?: HostSlot<unknown, unknown> | undefined;
  timer?: unknown;
  /** Stops a stream handler's iteration; set while one runs. */
  stop?: (() => void) | undefined;
}

export type {
  BridgeHostInit,
  BridgeIframeHostInit,
  CustomHandler,
  DetachedHostInit,
  HostResponder,
  PendingRequest,
} from "./host-init.js";

const VERSION_PATTERN = /^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)$/;

/**
 * The iframe host: the page in the journey frame talks to it as to a native host. The generated
 * `GBGBridgeHost` extends it with a typed handler per action, typed slots and typed events.
 */
export class BridgeIframeHost {
  /** The limits and clocks in force. */
  readonly options: BridgeHostOptions;
  /** The app's integration version, which `capability.query` reports. */
  readonly hostVersion: string;
  /** The most recent problem, for a quick look; the observer hears every one. */
  lastError: BridgeProblem | undefined;
  private readonly protocols: HostProtocolInfo[];
  private readonly observer: BridgeHostObserver;
  private readonly channel: HostChannel | undefined;
  /** Hellos refused, coalesced: any window may post them in a loop. */
  private readonly refusals: HostRefusals;
  private readonly browserPermissions: false | { readonly [capability: string]: string } | undefined;
  private port: BridgePort | undefined;
  private transferTerms: { minimumBytes: number } | undefined;
  private readonly agreement = new UpdateAgreement();
  private readonly cancelledByPage = new CancelledRequests();
  private readonly handlers = new Map<string, HostHandler<unknown, unknown>>();
  private readonly customs = new Map<string, { version: string; handler: CustomHandler }>();
  private readonly slots = new Map<string, HostSlot<unknown, unknown>>();
  private readonly open = new Map<string, OpenRequest>();
  private readonly history = new HostHistory();
  private openBytes = 0;
  private readonly eventListeners = new Map<string, Set<(data: unknown) => void>>();
  private eventCounter = 0;

  /** A host for `protocol`, listening for the journey frame's hello when `init.frame` is given. */
  constructor(protocol: HostProtocolInfo, init: BridgeHostInit) {
    this.protocols = [protocol];
    this.options = { ...defaultHostOptions(), ...init.options };
    this.hostVersion = init.hostVersion ?? "1.0.0";
    this.observer = guardedObserver(init.observer ?? {});
    this.refusals = new HostRefusals((reason) => this.report("invalidMessage", reason), this.options.timers);
    this.browserPermissions = init.browserPermissions;
    for (const [id, capability] of Object.entries(protocol.capabilities)) {
      if (capability?.slotAction) this.addSlot(id, capability.slotAction);
    }
    const capabilities = Object.entries(protocol.capabilities);
    const reporting = capabilities.filter(([, info]) => info?.reportsPermission).map(([id]) => id);
    followPermissions(reporting, this.browserPermissions);
    if ("frame" in init) {
      this.channel = new HostChannel({
        frame: init.frame,
        allowedOrigins: init.allowedOrigins,
        window: init.window ?? (globalThis as unknown as HostWindow),
        version: protocol.version,
        makeChannel: init.makeChannel,
        delegate: {
          session: (origin, port) => this.startSession(origin, port),
          message: (data) => this.receive(data),
          refused: (reason) => this.refusals.refuse(reason),
        },
      });
    }
  }

  /** The protocol version the host speaks. */
  get protocolVersion(): string {
    return this.base.version;
  }

  /** Serves an extension's actions, events and codes beside the protocol's, as its generated module does. */
  installExtension(extension: HostProtocolInfo): void {
    this.protocols.push(extension);
    for (const [id, capability] of Object.entries(extension.capabilities)) {
      if (capability?.slotAction && !this.slots.has(id)) this.addSlot(id, capability.slotAction);
    }
  }

  /**
   * Answers `action` with `handler`, which declares its capability in `capability.query`; replaces
   * any earlier one, and `undefined` removes it. A slot's action sets the slot's handler.
   */
  setHandler(action: string, handler: HostHandler<unknown, unknown> | undefined): void {
    const slot = this.slotOfAction(action);
    if (slot) slot.handler = handler;
    else if (handler) this.handlers.set(action, handler);
    else this.handlers.delete(action);
  }

  /** Registers a custom capability, whose ID is its action, at `version`; it is declared supported. */
  registerCustomCapability(capability: string, version: string, handler: CustomHandler): void {
    this.customs.set(capability, { version, handler });
  }

  /** Removes a custom capability. */
  removeCustomCapability(capability: string): void {
    this.customs.delete(capability);
  }

  /** The slot serving `capability`, if the spec gives it one. */
  slot(capability: string): HostSlot<unknown, unknown> | undefined {
    return this.slots.get(capability);
  }

  /** The slot serving `capability`, typed by the generated host, which knows each slot's types. */
  protected typedSlot<Data, Result>(capability: string): HostSlot<Data, Result> {
    const slot = this.slots.get(capability);
    if (!slot) throw new Error(`The protocol has no slot for ${capability}`);
    return slot as unknown as HostSlot<Data, Result>;
  }

  /** The requests waiting for the app to answer with `respond`, oldest first. */
  get pendingRequests(): PendingRequest[] {
    const pending = [...this.open.values()].filter((open) => open.isPending);
    return pending.map(({ correlationId, action, data }) => ({ correlationId, action, data }));
  }

  /** The correlation IDs of the messages the host keeps, oldest first. */
  get receivedMessages(): string[] {
    return this.history.correlationIds;
  }

  /**
   * Answers an open request by correlation ID: `success` with `data`, or another status with `error`.
   * An ID no open request has sends nothing, and is reported (`droppedAnswer`).
   */
  respond(correlationId: string, status: string, data?: object, error?: HostErrorPayload): void {
    const open = this.open.get(correlationId);
    if (!open) {
      // The page cancelled it: an answer after that is expected, and goes nowhere.
      if (this.cancelledByPage.has(correlationId)) return;
      const text = `No open request has the correlation ID ${correlationId}`;
      return this.report("droppedAnswer", text, correlationId);
    }
    this.answerWith(open, status, data, error);
  }

  /**
   * Sends a progress value or stream item of the open request `correlationId` to the page, as the
   * typed request's `progress` does: for a request the app answers with `respond`. Nothing when the
   * request is no longer open or the page did not agree to updates.
   */
  update(correlationId: string, data: object): void {
    const open = this.open.get(correlationId);
    if (open) this.sendUpdate(open, data);
  }

  /**
   * Sends `event` to the page with `data`; an event nobody declares, one only the page sends, or data
   * not of its type, is sent all the same and reported (`eventMisuse`).
   */
  sendEvent(event: string, data: object = {}): void {
    const info = this.eventInfo(event);
    let checked: unknown = data;
    if (!info) {
      const text = `Neither the spec nor a served extension declares ${event}`;
      this.report("eventMisuse", text, undefined, event);
    } else {
      // A misused event is sent all the same, as the app gave it; the app is told.
      if (info.direction === "webToNative") {
        this.report("eventMisuse", `${event} is sent by the page, not the host`, undefined, event);
      } else {
        try {
          if (info.read) checked = info.read(data, "data");
        } catch (problem) {
          const text = `The data of ${event} does not match its type: ${describe(problem)}`;
          this.report("eventMisuse", text, undefined, event);
        }
      }
    }
    this.eventCounter += 1;
    const random = Math.random().toString(36).slice(2, 10);
    const correlationId = `${this.options.environment}-event-${this.eventCounter}-${random}`;
    const payload = { action: event, data: toWire(checked) };
    const timestamp = this.options.now();
    this.post({ version: this.base.version, correlationId, type: "event", timestamp, payload }, []);
  }

  /**
   * Calls `listener` with the typed data of each `event` of the spec from the page; returns a function
   * that unsubscribes. The observer hears every event, typed or not.
   */
  onEventName(event: string, listener: (data: unknown) => void): () => void {
    const set = this.eventListeners.get(event) ?? new Set();
    set.add(listener);
    this.eventListeners.set(event, set);
    return () => {
      set.delete(listener);
    };
  }

  /**
   * A new document in the journey frame: whatever the old one asked for ends. Handlers' signals
   * abort, their answers go nowhere, slots are free, and nothing reaches the new page.
   */
  newDocument(): void {
    const reason = BridgeFailure.cancelled("The journey frame loaded a new document");
    for (const open of [...this.open.values()]) this.close(open, reason);
    this.transferTerms = undefined;
    this.agreement.reset();
    this.cancelledByPage.clear();
  }

  /** Stops listening, closes the port and ends every open request. */
  detach(): void {
    this.newDocument();
    this.channel?.close();
    this.refusals.close();
    this.port?.close?.();
    this.port = undefined;
  }

  /**
   * Receives one message from the page: JSON text. Anything else (objects, which a page could fill
   * with getters or a `__proto__` key) is refused: messages are data.
   */
  receive(input: unknown): void {
    if (typeof input !== "string") {
      return this.report("invalidMessage", "The page sent something that is not JSON text");
    }
    this.observer.message?.("received", input);
    const bytes = utf8Length(input);
    const limits = this.options;
    if (bytes > limits.maxIncomingMessageBytes) {
      const text = `Refused a message of ${bytes} bytes: the limit is ${limits.maxIncomingMessageBytes}`;
      return this.report("invalidMessage", text);
    }
    let value: unknown;
    try {
      value = JSON.parse(input);
    } catch (problem) {
      return this.report("invalidMessage", `Could not read a message: ${describe(problem)}`);
    }
    if (hasDuplicateKey(input)) {
      return this.report("invalidMessage", "Refused a message with a key written twice: its readings differ");
    }
    if (nestingDepth(value, limits.maxIncomingNestingDepth) > limits.maxIncomingNestingDepth) {
      const text = `Refused a message nested deeper than ${limits.maxIncomingNestingDepth}`;
      const envelope = isRecord(value) ? value : {};
      const id = typeof envelope["correlationId"] === "string" ? envelope["correlationId"] : undefined;
      const payload = isRecord(envelope["payload"]) ? envelope["payload"] : {};
      const action = typeof payload["action"] === "string" ? payload["action"] : "";
      return this.reject(id, action, "INVALID_REQUEST", text);
    }
    if (!isRecord(value)) {
      return this.report("invalidMessage", "The page sent a message that is not an object");
    }
    this.accept(value, bytes);
  }

  // MARK: Checking and routing

  private accept(message: { [key: string]: unknown }, bytes: number): void {
    const correlationId = typeof message["correlationId"] === "string" ? message["correlationId"] : undefined;
    const payload = isRecord(message["payload"]) ? message["payload"] : undefined;
    const action = typeof payload?.["action"] === "string" ? payload["action"] : "";
    const version = message["version"];
    const refuse = (code: string, text: string) => this.reject(correlationId, action, code, text);
    if (typeof version !== "string" || !VERSION_PATTERN.test(version)) {
      const text = `Invalid message: version ${JSON.stringify(version)} is not "major.minor"`;
      return refuse("INVALID_REQUEST", text);
    }
    if (majorVersion(version) !== majorVersion(this.base.version)) {
      const text = `Protocol version ${version} is not supported: this host speaks ${this.base.version}`;
      return refuse("VERSION_MISMATCH", text);
    }
    const type = message["type"];
    // `update` and `cancel` are message types only of a protocol that declares them.
    const extra = this.base.speaksUpdates === true && (type === "update" || type === "cancel");
    if (type !== "request" && type !== "response" && type !== "event" && !extra) {
      return refuse("INVALID_REQUEST", `Invalid message: unknown message type ${JSON.stringify(type)}`);
    }
    if (correlationId === undefined || correlationId.length === 0) {
      return this.reject(undefined, action, "INVALID_REQUEST", "Invalid message: no correlation ID");
    }
    const idBytes = utf8Length(correlationId);
    const idLimit = this.options.maxCorrelationIDBytes;
    if (idBytes > idLimit) {
      // An answer echoes the ID: beyond twice the limit there is none, so a huge ID gets no huge reply.
      const answered = type === "request" && idBytes <= 2 * idLimit ? correlationId : undefined;
      const text = `Invalid message: its correlation ID is ${idBytes} bytes long; the limit is ${idLimit}`;
      return this.reject(answered, action, "INVALID_REQUEST", text);
    }
    if (!payload || typeof payload["action"] !== "string" || !Number.isInteger(message["timestamp"])) {
      return refuse("INVALID_REQUEST", "Invalid message: it lacks a payload with an action, or a timestamp");
    }
    const data = payload["data"] ?? {};
    if (!isRecord(data)) return refuse("INVALID_REQUEST", "Invalid message: its data is not an object");
    const { status, error } = payload;
    if ((status !== undefined && typeof status !== "string") || (error !== undefined && !isRecord(error))) {
      return refuse("INVALID_REQUEST", "Invalid message: its status is not text, or its error not an object");
    }
    if (type === "request") return this.acceptRequest(correlationId, action, data, bytes);
    this.record(correlationId, bytes);
    // A response or an update from the page stays in the history and nothing more: only hosts answer.
    if (type === "event") this.acceptEvent(correlationId, action, data);
    else if (type === "cancel") this.acceptCancel(correlationId, action);
  }

  private acceptRequest(correlationId: string, action: string, data: unknown, bytes: number): void {
    if (this.open.has(correlationId)) {
      const text = `Dropped a ${action} request: its correlation ID belongs to a request still open`;
      return this.report("invalidMessage", text, correlationId, action);
    }
    const info = this.actionInfo(action);
    let typed: unknown = data;
    if (info) {
      try {
        typed = info.readRequest(data, "data");
      } catch (problem) {
        const text = `Invalid ${action} request: ${describe(problem)}`;
        return this.reject(correlationId, action, "INVALID_REQUEST", text);
      }
    }
    this.record(correlationId, bytes);
    this.route(correlationId, action, typed, data, bytes, info);
  }

  private route(
    correlationId: string,
    action: string,
    typed: unknown,
    raw: unknown,
    bytes: number,
    info: HostActionInfo | undefined,
  ): void {
    if (action === this.base.negotiationAction) {
      return this.sendResponse(correlationId, action, "success", this.capabilityAnswer(typed), undefined, []);
    }
    if (info?.updates === "stream" && !this.agreement.updates) {
      // It could receive none of the stream's items; counted against the limits as any request is.
      if (!this.hasRoom(info.capability ?? action, bytes, correlationId, action)) return;
      const message = streamRefusal(action, this.base.negotiationAction);
      const code = "UNSUPPORTED_ACTION";
      const error = { code, message, recoverable: this.recoverable(code) };
      return this.sendResponse(correlationId, action, "unsupported", undefined, error, []);
    }
    const capability = info?.capability;
    const custom = this.customs.get(action);
    const slot = this.slotOfAction(action);
    const handler = this.handlers.get(action);
    if (slot && !slot.isAvailable) {
      const message = `This host does not handle ${action}`;
      const error = { code: "UNSUPPORTED_ACTION", message, recoverable: false };
      return this.sendResponse(correlationId, action, "unsupported", undefined, error, []);
    }
    const key = capability ?? action;
    if (slot?.activeRequest) {
      this.refuseBusy(correlationId, action, `The ${slot.capability} slot is serving another request`, false);
      return;
    }
    if (!this.hasRoom(key, bytes, correlationId, action)) return;
    const abort = new LazyAbort();
    const isPending = !custom && !slot?.handler && !handler;
    const open: OpenRequest = {
      correlationId, action, key, bytes, abort, data: raw, isPending, slot: custom ? undefined : slot,
    };
    this.open.set(correlationId, open);
    this.openBytes += bytes;
    this.startDeadline(open);
    if (this.open.size > this.options.pendingRequestWarningThreshold) {
      const text = `${this.open.size} requests are open: is a handler missing?`;
      this.report("manyPendingRequests", text, correlationId, action);
    }
    const request: HostRequest<unknown, unknown> = {
      correlationId, action, data: typed, get signal() { return abort.signal; },
      progress: (value) => this.sendUpdate(open, value),
    };
    if (custom) return this.runCustom(open, request, custom.handler);
    if (slot) {
      slot.begin(request);
      return this.runHandler(open, request, slot.handler);
    }
    if (handler) return this.runHandler(open, request, handler);
    // Nobody handles it: it waits for the app's `respond`, or its deadline.
  }

  private hasRoom(key: string, bytes: number, correlationId: string, action: string): boolean {
    const limits = this.options;
    const busy = (text: string) => this.refuseBusy(correlationId, action, text, true);
    if (this.open.size >= limits.maxOpenRequests) {
      return busy(`${this.open.size} requests are open: the limit is ${limits.maxOpenRequests}`);
    }
    let sameKey = 0;
    for (const open of this.open.values()) if (open.key === key) sameKey += 1;
    if (sameKey >= limits.maxOpenRequestsPerCapability) {
      const limit = limits.maxOpenRequestsPerCapability;
      return busy(`${sameKey} requests for ${key} are open: the limit is ${limit}`);
    }
    this.history.forget(limits.maxHeldBytes - this.openBytes - bytes);
    if (this.openBytes + this.history.bytes + bytes > limits.maxHeldBytes) {
      return busy(`Holding this request would pass maxHeldBytes (${limits.maxHeldBytes})`);
    }
    return true;
  }

  private refuseBusy(correlationId: string, action: string, reason: string, isLimit: boolean): false {
    if (isLimit) this.report("limitReached", reason, correlationId, action);
    const error = { code: "BUSY", message: reason, recoverable: this.recoverable("BUSY") };
    this.sendResponse(correlationId, action, "error", undefined, error, []);
    return false;
  }

  private runHandler(
    open: OpenRequest,
    request: HostRequest<unknown>,
    handler: HostHandler<unknown, unknown> | undefined,
  ): void {
    if (!handler) return;
    if (this.actionInfo(open.action)?.updates === "stream") {
      return this.runStream(open, request, handler as unknown as HostStreamHandler<unknown, unknown>);
    }
    let outcome: unknown;
    try {
      outcome = handler(request);
    } catch (problem) {
      return this.answerFailure(open, problem);
    }
    // A result in hand is answered at once; a promise when it settles.
    const isPromise = typeof (outcome as { then?: unknown } | null)?.then === "function";
    if (!isPromise) return this.answerResult(open, outcome);
    Promise.resolve(outcome).then(
      (result) => this.answerResult(open, result),
      (problem: unknown) => this.answerFailure(open, problem),
    );
  }

  /** Runs a stream's handler: its items go as updates until they end, or until the request does. */
  private runStream(
    open: OpenRequest,
    request: HostRequest<unknown>,
    handler: HostStreamHandler<unknown, unknown>,
  ): void {
    let items: AsyncIterable<unknown>;
    try {
      items = handler(request);
    } catch (problem) {
      return this.answerFailure(open, problem);
    }
    const stop = iterateStream(items, {
      item: (value) => this.sendUpdate(open, value),
      end: () => {
        if (this.isCurrent(open)) this.finish(open, "success", {}, undefined, []);
      },
      fail: (problem) => this.answerFailure(open, problem),
    });
    // The items may have ended already, with the request.
    if (this.open.get(open.correlationId) === open) open.stop = stop;
    else stop();
  }

  private runCustom(open: OpenRequest, request: HostRequest<unknown>, handler: CustomHandler): void {
    let returned: void | Promise<void>;
    try {
      returned = handler(request, (status, data, error) => this.answerWith(open, status, data, error));
    } catch (problem) {
      return this.answerFailure(open, problem);
    }
    // A handler that is done without answering would leave the page waiting for nothing.
    const done = () => {
      if (this.open.get(open.correlationId) !== open) return;
      this.answerFailure(open, new Error("the handler returned without answering"));
    };
    Promise.resolve(returned).then(done, (problem: unknown) => this.answerFailure(open, problem));
  }

  // MARK: Answering

  /** Answers `correlationId`'s open request with a slot's outcome: `complete` without a waiting handler. */
  protected answerOutcome(correlationId: string, outcome: unknown): void {
    const open = this.open.get(correlationId);
    if (!open) return;
    if (outcome instanceof Error) this.answerFailure(open, outcome);
    else this.answerResult(open, outcome);
  }

  private answerResult(open: OpenRequest, result: unknown): void {
    if (!this.isCurrent(open)) return;
    const info = this.actionInfo(open.action);
    let checked = result;
    if (info) {
      try {
        checked = info.readResult(result, "result");
      } catch (problem) {
        // Sent all the same, as the app gave it: the app is told, and the page's client says what is wrong.
        const text = `The result for ${open.action} does not match its type: ${describe(problem)}`;
        this.report("resultMismatch", text, open.correlationId, open.action);
      }
    }
    const buffers: ArrayBuffer[] = [];
    const data = transferredResult(checked, info?.blobFields, this.transferTerms, buffers);
    this.finish(open, "success", data, undefined, buffers);
  }

  private answerFailure(open: OpenRequest, problem: unknown): void {
    // A handler that gives up with its request's own end (its signal's reason, or its wait for
    // completion rejected with it) has nothing to answer, and nothing was dropped.
    if (problem === open.abort.reason && this.open.get(open.correlationId) !== open) return;
    if (!this.isCurrent(open)) return;
    if (problem instanceof BridgeFailure) {
      const recoverable = problem.recoverable === undefined ? {} : { recoverable: problem.recoverable };
      const error = { code: problem.code, message: problem.message, ...recoverable };
      return this.answerWith(open, problem.status, undefined, error);
    }
    // The details stay with the app: a library's message may hold data the page must not see.
    const text = `The ${open.action} handler failed: ${describe(problem)}`;
    this.report("handlerFailed", text, open.correlationId, open.action);
    this.answerInternalError(open);
  }

  /** INTERNAL_ERROR with a generic message: what went wrong is the app's to know, not the page's. */
  private answerInternalError(open: OpenRequest): void {
    const message = `The host could not answer ${open.action}`;
    const error = { code: "INTERNAL_ERROR", message, recoverable: false };
    this.answerWith(open, "error", undefined, error);
  }

  /** Whether `open` is still the open request of its ID; a late answer of another is reported. */
  private isCurrent(open: OpenRequest): boolean {
    if (this.open.get(open.correlationId) === open) return true;
    // A request its page took with it (a new document, a detach) has nobody to tell.
    const reason: unknown = open.abort.reason;
    if (!(reason instanceof BridgeFailure && reason.code === "CANCELLED")) {
      const text = `Dropped an answer to ${open.action}: its request has ended`;
      this.report("droppedAnswer", text, open.correlationId, open.action);
    }
    return false;
  }

  /** Answers with what the app gives, as it gives it: data and error only when given. */
  private answerWith(open: OpenRequest, status: string, data: object | undefined, error?: HostErrorPayload) {
    if (!this.isCurrent(open)) return;
    if (status === "success" && data !== undefined) return this.answerResult(open, data);
    let payload: HostErrorPayload | undefined;
    if (error) {
      const { code, message } = error;
      const info = this.actionInfo(open.action);
      if (info && info.errors.length > 0 && !info.errors.includes(code) && !STANDARD_CODES.includes(code)) {
        const text = `${open.action} does not document the code ${code}`;
        this.report("undeclaredErrorCode", text, open.correlationId, open.action);
      }
      payload = { code, message, recoverable: error.recoverable ?? this.recoverable(code) };
    }
    this.finish(open, status, data === undefined ? undefined : toWire(data), payload, []);
  }

  private finish(
    open: OpenRequest,
    status: string,
    data: unknown,
    error: HostErrorPayload | undefined,
    buffers: ArrayBuffer[],
  ): void {
    this.close(open, undefined);
    this.sendResponse(open.correlationId, open.action, status, data, error, buffers);
  }

  /**
   * Ends `open`: answered (`failure` undefined), or unanswered, whose handler's signal aborts and
   * whose wait for completion rejects with `failure`.
   */
  private close(open: OpenRequest, failure: BridgeFailure | undefined): void {
    if (this.open.get(open.correlationId) !== open) return;
    this.open.delete(open.correlationId);
    this.openBytes -= open.bytes;
    if (open.timer !== undefined) this.options.timers.clearTimeout(open.timer);
    if (failure !== undefined) open.abort.abort(failure);
    open.stop?.();
    open.slot?.end(open.correlationId, failure);
  }

  // MARK: Updates and cancellation

  /**
   * Sends `value` as an update of `open`, checked against the action's update type (a mismatch is
   * sent all the same and reported); nothing once it has ended, or to a page that did not agree. A
   * stream's first update lifts its timeout: a watch lives until cancelled.
   */
  private sendUpdate(open: OpenRequest, value: unknown): void {
    if (!this.agreement.updates || this.open.get(open.correlationId) !== open) return;
    const info = this.actionInfo(open.action);
    let checked = value;
    try {
      if (info?.readUpdate) checked = info.readUpdate(value, "update");
    } catch (problem) {
      const text = `The update for ${open.action} does not match its type: ${describe(problem)}`;
      this.report("resultMismatch", text, open.correlationId, open.action);
    }
    if (info?.updates === "stream" && open.timer !== undefined) {
      this.options.timers.clearTimeout(open.timer);
      open.timer = undefined;
    }
    const { correlationId, action } = open;
    const payload = { action, data: toWire(checked) };
    const timestamp = this.options.now();
    this.post({ version: this.base.version, correlationId, type: "update", timestamp, payload }, []);
  }

  /**
   * Ends the open request the page cancels: answered `cancelled` at once, its limits freed, its
   * handler's signal aborted, its slot released. A cancel for a request no longer open (the answer
   * and the cancel crossed) is ignored; one naming another action than the open request's is
   * refused and reported, with no answer.
   */
  private acceptCancel(correlationId: string, action: string): void {
    const open = this.open.get(correlationId);
    if (!open) return;
    if (open.action !== action) {
      const text =
        `Refused a cancel (INVALID_REQUEST) of ${correlationId}: it names ${action}, ` +
        `but the open request is ${open.action}`;
      return this.report("invalidMessage", text, correlationId, action);
    }
    const failure = BridgeFailure.cancelled(PAGE_CANCELLED_MESSAGE);
    this.cancelledByPage.add(correlationId);
    this.close(open, failure);
    const { code, message } = failure;
    const error = { code, message, recoverable: this.recoverable(code) };
    this.sendResponse(correlationId, open.action, failure.status, undefined, error, []);
  }

  private startDeadline(open: OpenRequest): void {
    const timeout = this.options.requestTimeoutMs;
    if (timeout === null) return;
    open.timer = this.options.timers.setTimeout(() => {
      if (this.open.get(open.correlationId) !== open) return;
      const message = `No answer to ${open.action} within ${timeout} ms`;
      this.report("timedOut", message, open.correlationId, open.action);
      this.close(open, new BridgeFailure("TIMEOUT", message));
      const error = { code: "TIMEOUT", message, recoverable: this.recoverable("TIMEOUT") };
      this.sendResponse(open.correlationId, open.action, "error", undefined, error, []);
    }, timeout);
  }

  /**
   * Reports a refused message and, when the sender can be told, answers with `code`. Not when its ID
   * is that of an open request, whose page would take the refusal for that request's answer; nor
   * beyond twice `maxCorrelationIDBytes`, so that a huge ID gets no huge reply.
   */
  private reject(correlationId: string | undefined, action: string, code: string, message: string): void {
    this.report("invalidMessage", message, correlationId, action || undefined);
    if (correlationId === undefined || correlationId.length === 0 || this.open.has(correlationId)) return;
    if (utf8Length(correlationId) > 2 * this.options.maxCorrelationIDBytes) return;
    const error = { code, message, recoverable: this.recoverable(code) };
    this.sendResponse(correlationId, action, "error", undefined, error, []);
  }

  private sendResponse(
    correlationId: string,
    action: string,
    status: string,
    data: unknown,
    error: HostErrorPayload | undefined,
    buffers: ArrayBuffer[],
  ): void {
    const payload: { [key: string]: unknown } = { action, status };
    if (data !== undefined) payload["data"] = data;
    if (error !== undefined) payload["error"] = error;
    const timestamp = this.options.now();
    this.post({ version: this.base.version, correlationId, type: "response", timestamp, payload }, buffers);
  }

  private post(message: object, buffers: ArrayBuffer[]): void {
    const text = JSON.stringify(message);
    this.observer.message?.("sent", text);
    if (!this.port) {
      return this.report("deliveryFailed", "No journey frame has said hello: the message goes nowhere");
    }
    try {
      if (buffers.length === 0) this.port.postMessage(text);
      else this.port.postMessage({ text, buffers }, buffers);
    } catch (problem) {
      this.report("deliveryFailed", `Could not post to the journey frame: ${describe(problem)}`);
    }
  }

  // MARK: Events, discovery, history

  private record(correlationId: string, bytes: number): void {
    const { maxReceivedMessages, maxHeldBytes } = this.options;
    this.history.record(correlationId, bytes, maxReceivedMessages, maxHeldBytes - this.openBytes);
  }


  private acceptEvent(correlationId: string, name: string, data: unknown): void {
    const info = this.eventInfo(name);
    let typed = false;
    let value = data;
    if (info?.direction === "nativeToWeb") {
      this.report("unexpectedEvent", `The page sent ${name}, which only the host sends`, correlationId, name);
    } else if (info) {
      try {
        value = info.read ? info.read(data, "data") : {};
        typed = true;
      } catch (problem) {
        const text = `The data of ${name} does not match its type: ${describe(problem)}`;
        this.report("unexpectedEvent", text, correlationId, name);
      }
    }
    this.observer.event?.({ name, typed, data: value, correlationId });
    if (typed) for (const listener of [...(this.eventListeners.get(name) ?? [])]) listener(value);
  }

  private capabilityAnswer(request: unknown): object {
    const capabilities: { [id: string]: object } = {};
    for (const protocol of this.protocols) {
      for (const [id, info] of Object.entries(protocol.capabilities)) {
        if (!info) continue;
        const slot = this.slots.get(id);
        const actions = Object.entries(protocol.actions);
        const handled = slot
          ? slot.isAvailable
          : actions.some(([action, about]) => about?.capability === id && this.handlers.has(action));
        if (!slot && !handled) continue;
        const browser = info.reportsPermission ? permissionStateOf(id, this.browserPermissions) : undefined;
        const permission = slot?.permissionState ?? browser;
        const state = permission === undefined ? {} : { permissionState: permission };
        const named = slot?.permissions.size ? { permissions: Object.fromEntries(slot.permissions) } : {};
        capabilities[id] = { supported: handled, version: info.version, ...state, ...named };
      }
    }
    for (const [id, custom] of this.customs) capabilities[id] = { supported: true, version: custom.version };
    const kinds = (request as { blobs?: { kinds?: unknown } }).blobs?.kinds;
    const takesTransfer = Array.isArray(kinds) && kinds.includes(TRANSFER_BLOB_KIND);
    this.transferTerms = takesTransfer ? { minimumBytes: this.options.blobMinimumBytes } : undefined;
    const { environment } = this.options;
    const answer: { [key: string]: unknown } = { environment, hostVersion: this.hostVersion, capabilities };
    const terms = this.transferTerms;
    if (terms) answer["blobs"] = { kind: TRANSFER_BLOB_KIND, minimumBytes: terms.minimumBytes };
    const messageTypes = this.base.speaksUpdates === true ? this.agreement.negotiate(request) : undefined;
    if (messageTypes) answer["messageTypes"] = messageTypes;
    return answer;
  }

  // MARK: Support

  private startSession(origin: string, port: BridgePort): void {
    this.newDocument();
    this.port = port;
    this.observer.session?.(origin);
  }

  /** Serves the page on `port` without the handshake: for hosts that made their channel themselves. */
  attachPort(port: BridgePort): void {
    this.newDocument();
    // The port it replaces is the old document's: closed and fenced, it can neither send nor be answered.
    const previous = this.port;
    if (previous && previous !== port) {
      previous.onmessage = null;
      previous.close?.();
    }
    this.port = port;
    port.onmessage = (message) => {
      if (this.port === port) this.receive(message.data);
    };
    port.start?.();
  }

  private get base(): HostProtocolInfo {
    return this.protocols[0] as HostProtocolInfo;
  }

  private addSlot(capability: string, action: string): void {
    this.slots.set(capability, new HostSlot<unknown, unknown>(capability, action, {
      reportIdle: () => {
        const text = `The ${capability} slot was completed with no active request`;
        this.report("noActiveRequest", text, undefined, action);
      },
      answer: (correlationId, outcome) => this.answerOutcome(correlationId, outcome),
    }));
  }

  private slotOfAction(action: string): HostSlot<unknown, unknown> | undefined {
    for (const slot of this.slots.values()) if (slot.action === action) return slot;
    return undefined;
  }

  private actionInfo(action: string): HostActionInfo | undefined {
    for (const protocol of this.protocols) {
      const info = ownMember(protocol.actions, action);
      if (info) return info;
    }
    return undefined;
  }

  private eventInfo(event: string) {
    for (const protocol of this.protocols) {
      const info = ownMember(protocol.events, event);
      if (info) return info;
    }
    return undefined;
  }

  private recoverable(code: string): boolean {
    for (const protocol of this.protocols) {
      const value = ownMember(protocol.recoverableByDefault, code);
      if (value !== undefined) return value;
    }
    return false;
  }

  private report(kind: BridgeProblemKind, message: string, correlationId?: string, action?: string): void {
    const problem: BridgeProblem = { kind, message };
    if (correlationId !== undefined) problem.correlationId = correlationId;
    if (action !== undefined) problem.action = action;
    this.lastError = problem;
    this.observer.problem?.(problem);
  }
}

/** The codes every host may answer any request with, because its runtime answers with them itself. */
const STANDARD_CODES: readonly string[] = [
  "BUSY",
  "TIMEOUT",
  "INVALID_REQUEST",
  "INTERNAL_ERROR",
  "VERSION_MISMATCH",
  "UNSUPPORTED_ACTION",
  "CANCELLED",
];
