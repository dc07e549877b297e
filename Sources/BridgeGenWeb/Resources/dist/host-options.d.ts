/** How a host guards itself and its page: limits, timeouts and identity, with the Swift host's defaults. */
export interface BridgeHostOptions {
    /** The environment `capability.query` reports, and the prefix of event correlation IDs: `web`. */
    environment: string;
    /** How long a request may stay unanswered before the host answers `TIMEOUT`; `null`: forever. 30 000 ms. */
    requestTimeoutMs: number | null;
    /** How many messages `receivedMessages` keeps; older ones are dropped first. 200. */
    maxReceivedMessages: number;
    /** Above this many open requests the app is warned (`manyPendingRequests`). 50. */
    pendingRequestWarningThreshold: number;
    /** The largest message, in UTF-8 bytes; a larger one is refused unread and unanswered. 1 MiB. */
    maxIncomingMessageBytes: number;
    /** The deepest nesting of arrays and objects, the envelope counting as one. 32. */
    maxIncomingNestingDepth: number;
    /** Requests open at once, handled or pending; past it, `BUSY`. 100. */
    maxOpenRequests: number;
    /** Requests open at once for one capability (per action for one nobody handles); past it, `BUSY`. 32. */
    maxOpenRequestsPerCapability: number;
    /** Bytes of the page's messages the host holds (open requests and the history); past it, `BUSY`. 32 MiB. */
    maxHeldBytes: number;
    /** The longest correlation ID, in UTF-8 bytes; a longer one is `INVALID_REQUEST`. 256. */
    maxCorrelationIDBytes: number;
    /** The size from which a blob field's value goes as a transferred buffer, to a page taking them. 64 KiB. */
    blobMinimumBytes: number;
    /** The clock for message timestamps, in milliseconds since 1970; replaceable so tests are deterministic. */
    now: () => number;
    /** Where deadlines are scheduled; replaceable so tests control time. */
    timers: HostTimers;
}
/** Schedules and cancels deadlines: `setTimeout` and `clearTimeout` by default. */
export interface HostTimers {
    /** Calls `callback` once `ms` have passed; gives what `clearTimeout` takes. */
    setTimeout(callback: () => void, ms: number): unknown;
    /** Cancels what `setTimeout` scheduled. */
    clearTimeout(handle: unknown): void;
}
/** The defaults, the same as the Swift host's `BridgeHostOptions` but for the environment. */
export declare function defaultHostOptions(): BridgeHostOptions;
/** The kinds of problem the host reports: the Swift host's names, an open set. */
export declare type BridgeProblemKind = "invalidMessage" | "droppedAnswer" | "deliveryFailed" | "handlerFailed" | "resultMismatch" | "undeclaredErrorCode" | "eventMisuse" | "unexpectedEvent" | "timedOut" | "manyPendingRequests" | "limitReached" | "blobRefused" | "noActiveRequest" | (string & {});
/** Something the host tells the app about: a refused message, a dropped answer, a failing handler. */
export interface BridgeProblem {
    kind: BridgeProblemKind;
    /** What happened, in words for logs. */
    message: string;
    /** The correlation ID of the message concerned, when the host knows it. */
    correlationId?: string;
    /** The action or event concerned, when the host knows it. */
    action?: string;
}
/** An event from the page as the app receives it. */
export interface BridgeReceivedEvent {
    /** The event's name. */
    name: string;
    /** Whether `data` is the event's own type: an event of the spec, sent the right way, of its type. */
    typed: boolean;
    /** The data: typed, or as it arrived. */
    data: unknown;
    /** The message's correlation ID. */
    correlationId: string;
}
/** Hears everything the host does, for logs and tests. Every member is optional. */
export interface BridgeHostObserver {
    /** Each message, as JSON text, in either direction. */
    message?(direction: "received" | "sent", text: string): void;
    /** Each problem. */
    problem?(problem: BridgeProblem): void;
    /** Each event from the page, typed when the spec declares it. */
    event?(event: BridgeReceivedEvent): void;
    /** A new document in the journey frame said hello: a new session. */
    session?(origin: string): void;
}
/**
 * `observer` with each method guarded: what one throws is rethrown from a microtask of its own, as
 * the DOM reports an event listener's error, instead of breaking the host's step that called it.
 */
export declare function guardedObserver(observer: BridgeHostObserver): BridgeHostObserver;
