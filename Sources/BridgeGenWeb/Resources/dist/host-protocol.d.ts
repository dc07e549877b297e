import type { Reader } from "./data.js";
/** One request action, as the host checks and answers it. */
export interface HostActionInfo {
    /** The capability it needs, when the spec names one. */
    capability?: string;
    /** Checks a request's data and gives its typed form, defaults filled in. */
    readRequest: Reader<unknown>;
    /** Checks a result (typed, bytes as `Uint8Array`) and gives it with defaults filled in. */
    readResult: Reader<unknown>;
    /** The codes the action documents; empty when it documents none. */
    errors: readonly string[];
    /** The result's fields that may travel as blobs, each with the field that holds its media type. */
    blobFields: {
        readonly [field: string]: string | null | undefined;
    };
    /** What the action sends in updates while open: `progress` values, or `stream` items; absent, none. */
    updates?: "progress" | "stream";
    /** Checks a progress value or stream item (typed, bytes as `Uint8Array`), with defaults filled in. */
    readUpdate?: Reader<unknown>;
}
/** One capability of the spec. */
export interface HostCapabilityInfo {
    /** Its version, "major.minor". */
    version: string;
    /** Whether it reports a permission state. */
    reportsPermission: boolean;
    /** The action of its slot, for a capability served by a slot. */
    slotAction?: string;
}
/** One event of the spec. */
export interface HostEventInfo {
    /** Who sends it. */
    direction: "nativeToWeb" | "webToNative" | "both";
    /** Checks its data and gives the typed form; absent for an event without data. */
    read?: Reader<unknown>;
}
/** What the host's runtime knows of a protocol, or of an extension it serves. */
export interface HostProtocolInfo {
    /** The protocol's (or extension's) name. */
    name: string;
    /** Its version, "major.minor". */
    version: string;
    /** The action the host answers itself with its capabilities; only the base protocol has one. */
    negotiationAction?: string;
    /** Whether the protocol declares the negotiated `update` and `cancel` message types. */
    speaksUpdates?: boolean;
    /** Its capabilities, by ID. */
    capabilities: {
        readonly [id: string]: HostCapabilityInfo | undefined;
    };
    /** Its request actions, by ID. */
    actions: {
        readonly [id: string]: HostActionInfo | undefined;
    };
    /** Its events, by name. */
    events: {
        readonly [name: string]: HostEventInfo | undefined;
    };
    /** Whether each code is recoverable when an answer does not say. */
    recoverableByDefault: {
        readonly [code: string]: boolean | undefined;
    };
}
/** An error as a response carries it. */
export interface HostErrorPayload {
    /** A machine-readable code, such as `BUSY`. */
    code: string;
    /** What went wrong, for logs: the page sees it, so nothing the app must keep to itself. */
    message: string;
    /** Whether retrying may help; the code's default when left out. */
    recoverable?: boolean;
}
/**
 * Thrown by a handler to answer with another status than success: `error` (the default),
 * `cancelled`, `unsupported`, or any status a newer protocol adds.
 */
export declare class BridgeFailure extends Error {
    /** The response's status. */
    readonly status: string;
    /** The machine-readable code. */
    readonly code: string;
    /** Whether retrying may help; the code's default when undefined. */
    readonly recoverable: boolean | undefined;
    /** A failure with `code` and `message`, answered with `options.status` (`error` by default). */
    constructor(code: string, message: string, options?: {
        status?: string;
        recoverable?: boolean;
    });
    /** The user cancelled: status `cancelled`, code `CANCELLED`, with the reason as the message. */
    static cancelled(reason: string): BridgeFailure;
}
