import { type BridgePort } from "./handshake.js";
import type { BridgeHostInit, CustomHandler, PendingRequest } from "./host-init.js";
import { type BridgeHostOptions, type BridgeProblem } from "./host-options.js";
import { type HostErrorPayload, type HostProtocolInfo } from "./host-protocol.js";
import { HostSlot, type HostHandler } from "./host-slot.js";
export type { BridgeHostInit, BridgeIframeHostInit, CustomHandler, DetachedHostInit, HostResponder, PendingRequest, } from "./host-init.js";
/**
 * The iframe host: the page in the journey frame talks to it as to a native host. The generated
 * `GBGBridgeHost` extends it with a typed handler per action, typed slots and typed events.
 */
export declare class BridgeIframeHost {
    /** The limits and clocks in force. */
    readonly options: BridgeHostOptions;
    /** The app's integration version, which `capability.query` reports. */
    readonly hostVersion: string;
    /** The most recent problem, for a quick look; the observer hears every one. */
    lastError: BridgeProblem | undefined;
    private readonly protocols;
    private readonly observer;
    private readonly channel;
    /** Hellos refused, coalesced: any window may post them in a loop. */
    private readonly refusals;
    private readonly browserPermissions;
    private port;
    private transferTerms;
    private readonly agreement;
    private readonly cancelledByPage;
    private readonly handlers;
    private readonly customs;
    private readonly slots;
    private readonly open;
    private readonly history;
    private openBytes;
    private readonly eventListeners;
    private eventCounter;
    /** A host for `protocol`, listening for the journey frame's hello when `init.frame` is given. */
    constructor(protocol: HostProtocolInfo, init: BridgeHostInit);
    /** The protocol version the host speaks. */
    get protocolVersion(): string;
    /** Serves an extension's actions, events and codes beside the protocol's, as its generated module does. */
    installExtension(extension: HostProtocolInfo): void;
    /**
     * Answers `action` with `handler`, which declares its capability in `capability.query`; replaces
     * any earlier one, and `undefined` removes it. A slot's action sets the slot's handler.
     */
    setHandler(action: string, handler: HostHandler<unknown, unknown> | undefined): void;
    /** Registers a custom capability, whose ID is its action, at `version`; it is declared supported. */
    registerCustomCapability(capability: string, version: string, handler: CustomHandler): void;
    /** Removes a custom capability. */
    removeCustomCapability(capability: string): void;
    /** The slot serving `capability`, if the spec gives it one. */
    slot(capability: string): HostSlot<unknown, unknown> | undefined;
    /** The slot serving `capability`, typed by the generated host, which knows each slot's types. */
    protected typedSlot<Data, Result>(capability: string): HostSlot<Data, Result>;
    /** The requests waiting for the app to answer with `respond`, oldest first. */
    get pendingRequests(): PendingRequest[];
    /** The correlation IDs of the messages the host keeps, oldest first. */
    get receivedMessages(): string[];
    /**
     * Answers an open request by correlation ID: `success` with `data`, or another status with `error`.
     * An ID no open request has sends nothing, and is reported (`droppedAnswer`).
     */
    respond(correlationId: string, status: string, data?: object, error?: HostErrorPayload): void;
    /**
     * Sends a progress value or stream item of the open request `correlationId` to the page, as the
     * typed request's `progress` does: for a request the app answers with `respond`. Nothing when the
     * request is no longer open or the page did not agree to updates.
     */
    update(correlationId: string, data: object): void;
    /**
     * Sends `event` to the page with `data`; an event nobody declares, one only the page sends, or data
     * not of its type, is sent all the same and reported (`eventMisuse`).
     */
    sendEvent(event: string, data?: object): void;
    /**
     * Calls `listener` with the typed data of each `event` of the spec from the page; returns a function
     * that unsubscribes. The observer hears every event, typed or not.
     */
    onEventName(event: string, listener: (data: unknown) => void): () => void;
    /**
     * A new document in the journey frame: whatever the old one asked for ends. Handlers' signals
     * abort, their answers go nowhere, slots are free, and nothing reaches the new page.
     */
    newDocument(): void;
    /** Stops listening, closes the port and ends every open request. */
    detach(): void;
    /**
     * Receives one message from the page: JSON text. Anything else (objects, which a page could fill
     * with getters or a `__proto__` key) is refused: messages are data.
     */
    receive(input: unknown): void;
    private accept;
    private acceptRequest;
    private route;
    private hasRoom;
    private refuseBusy;
    private runHandler;
    /** Runs a stream's handler: its items go as updates until they end, or until the request does. */
    private runStream;
    private runCustom;
    /** Answers `correlationId`'s open request with a slot's outcome: `complete` without a waiting handler. */
    protected answerOutcome(correlationId: string, outcome: unknown): void;
    private answerResult;
    private answerFailure;
    /** INTERNAL_ERROR with a generic message: what went wrong is the app's to know, not the page's. */
    private answerInternalError;
    /** Whether `open` is still the open request of its ID; a late answer of another is reported. */
    private isCurrent;
    /** Answers with what the app gives, as it gives it: data and error only when given. */
    private answerWith;
    private finish;
    /**
     * Ends `open`: answered (`failure` undefined), or unanswered, whose handler's signal aborts and
     * whose wait for completion rejects with `failure`.
     */
    private close;
    /**
     * Sends `value` as an update of `open`, checked against the action's update type (a mismatch is
     * sent all the same and reported); nothing once it has ended, or to a page that did not agree. A
     * stream's first update lifts its timeout: a watch lives until cancelled.
     */
    private sendUpdate;
    /**
     * Ends the open request the page cancels: answered `cancelled` at once, its limits freed, its
     * handler's signal aborted, its slot released. A cancel for a request no longer open (the answer
     * and the cancel crossed) is ignored; one naming another action than the open request's is
     * refused and reported, with no answer.
     */
    private acceptCancel;
    private startDeadline;
    /**
     * Reports a refused message and, when the sender can be told, answers with `code`. Not when its ID
     * is that of an open request, whose page would take the refusal for that request's answer; nor
     * beyond twice `maxCorrelationIDBytes`, so that a huge ID gets no huge reply.
     */
    private reject;
    private sendResponse;
    private post;
    private record;
    private acceptEvent;
    private capabilityAnswer;
    private startSession;
    /** Serves the page on `port` without the handshake: for hosts that made their channel themselves. */
    attachPort(port: BridgePort): void;
    private get base();
    private addSlot;
    private slotOfAction;
    private actionInfo;
    private eventInfo;
    private recoverable;
    private report;
}
