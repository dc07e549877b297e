import { BridgeFailure } from "./host-protocol.js";
/**
 * A request as a handler receives it: its typed data, a signal that aborts when it ends unanswered,
 * and, for an action that declares progress, its typed progress values.
 */
export interface HostRequest<Data, Progress = never> {
    /** The request's correlation ID. */
    readonly correlationId: string;
    /** The action. */
    readonly action: string;
    /** The typed data, defaults filled in. */
    readonly data: Data;
    /**
     * Aborts when the request ends without this handler's answer, with a `BridgeFailure`: `TIMEOUT`, or
     * `CANCELLED` when the page cancelled it, a new document replaced the page or the host detached.
     */
    readonly signal: AbortSignal;
    /**
     * Sends a progress value to the page while the request is open, before its one answer: only to a
     * page that agreed to updates in the negotiation; otherwise, and once the request has ended, nothing.
     */
    progress(value: Progress): void;
}
/** Answers a request: the result, or a failure thrown. */
export declare type HostHandler<Data, Result, Progress = never> = (request: HostRequest<Data, Progress>) => Result | Promise<Result>;
/**
 * Answers a stream action's request with its items, as they come: each is sent as an update, the
 * end of the items answers `success`, a failure thrown answers with it. When the request ends first
 * (the page cancelled it or left) the host calls the iterator's `return()` and aborts the signal.
 */
export declare type HostStreamHandler<Data, Item> = (request: HostRequest<Data>) => AsyncIterable<Item>;
/**
 * The handler `handle` takes for an action of a host's action map (`{request, result}`, with
 * `progress` or `item` when the action has them): a stream's gives its items, another's answers once.
 */
export declare type HostActionHandler<Entry> = Entry extends {
    request: infer Data;
    item: infer Item;
} ? HostStreamHandler<Data, Item> : Entry extends {
    request: infer Data;
    result: infer Result;
    progress: infer Progress;
} ? HostHandler<Data, Result, Progress> : Entry extends {
    request: infer Data;
    result: infer Result;
} ? HostHandler<Data, Result> : never;
/** A slot's handler and its one request at a time; the host drives it. */
export declare class HostSlot<Data, Result, Progress = never> {
    /** The capability the slot serves. */
    readonly capability: string;
    /** The action the slot answers. */
    readonly action: string;
    /** Answers the slot's request; the slot declares its capability supported while it has one, enabled. */
    handler: HostHandler<Data, Result, Progress> | undefined;
    /** Whether the slot serves requests; off, its action is unsupported and its capability too. */
    isEnabled: boolean;
    /** The permission state `capability.query` reports, set by the app; undefined: none, or the browser's. */
    permissionState: string | undefined;
    /**
     * The states of the capability's named permissions (the spec's `permissions`, such as `camera` and
     * `photoLibrary`) that `capability.query` reports in `permissions`; delete one to stop reporting it.
     */
    readonly permissions: Map<string, string>;
    private active;
    private waiter;
    private readonly reportIdle;
    private readonly answerDirectly;
    /** A slot for `capability`'s `action`; the host passes how it reports and answers. */
    constructor(capability: string, action: string, hooks: {
        reportIdle: () => void;
        answer: (correlationId: string, outcome: Result | BridgeFailure) => void;
    });
    /** The request the slot serves now, if any. */
    get activeRequest(): HostRequest<Data, Progress> | undefined;
    /** Whether the capability is declared supported: a handler, and enabled. */
    get isAvailable(): boolean;
    /**
     * Waits for the app's UI to call `complete`: a handler returns `await slot.awaitCompletion(request)`.
     * Rejects with the failure `complete` was given, or with the request's end when it ends unanswered
     * (`TIMEOUT`, or `CANCELLED` when the page cancelled it, for a new document or a detach), so a
     * handler's `finally` always runs.
     *
     * Pass the handler's `request`: a handler still running after its request ended then gets that
     * end at once, instead of waiting on the next request's completion. Without it, the wait is for
     * the request active when it is called.
     */
    awaitCompletion(request?: HostRequest<Data, Progress>): Promise<Result>;
    /**
     * Completes the active request with a result, or a `BridgeFailure` (such as `BridgeFailure.cancelled`):
     * the waiting handler gets it, or, when none waits, the page does. Without an active request the
     * host reports `noActiveRequest` and nothing is sent.
     */
    complete(outcome: Result | BridgeFailure): void;
    /** The host starts serving `request`. */
    begin(request: HostRequest<Data, Progress>): void;
    /**
     * The host ended `correlationId`'s request: answered, or unanswered with `reason`, which a
     * handler still waiting for completion gets.
     */
    end(correlationId: string, reason?: unknown): void;
}
