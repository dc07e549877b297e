import type { BridgeEnvelope } from "./runtime.js";
/** `payload.error` of a response. */
export interface BridgeErrorPayload {
    code: string;
    message: string;
    recoverable: boolean;
}
/**
 * The codes the client raises itself, whatever the protocol. Most are also codes hosts send; the
 * protocol's `recoverableByDefault` says whether each is recoverable (not recoverable when it does
 * not declare the code).
 */
export declare const ClientErrorCode: {
    /** No response within the request's timeout. */
    readonly TIMEOUT: "TIMEOUT";
    /** The page aborted the request, the client was disposed, or the host answered `cancelled` alone. */
    readonly CANCELLED: "CANCELLED";
    /**
     * No host can serve the request: the page runs with no host, or the host answered `unsupported`
     * without saying why (hosts that say why send UNSUPPORTED_ACTION, CAPABILITY_UNAVAILABLE, …).
     */
    readonly UNSUPPORTED: "UNSUPPORTED";
    /** The response came from a host that speaks another major version of the protocol. */
    readonly VERSION_MISMATCH: "VERSION_MISMATCH";
    /**
     * The message could not be sent, or the host answered `error`, or a status this client does not
     * know, without an error.
     */
    readonly INTERNAL_ERROR: "INTERNAL_ERROR";
    /** A success whose result does not match the action's result type; the message names the path. */
    readonly INVALID_REQUEST: "INVALID_REQUEST";
    /**
     * The host answered `acknowledged`: it took the request and will deliver the outcome some other
     * way, such as an event. Not recoverable: asking again starts the work again.
     */
    readonly ACKNOWLEDGED: "ACKNOWLEDGED";
};
/** A code the client raises itself. */
export declare type ClientErrorCode = (typeof ClientErrorCode)[keyof typeof ClientErrorCode];
/** The code of a response with `status` and no error. */
export declare function codeOfStatusAlone(status: string): ClientErrorCode;
/**
 * `payload.error` as far as it can be read: its code, with the message and recoverability filled in
 * by `fill` when the host left them out. Undefined when there is no code to read.
 */
export declare function readErrorPayload(value: unknown, fill: (code: string) => {
    message: string;
    recoverable: boolean;
}): BridgeErrorPayload | undefined;
/** Everything a BridgeError says. */
export interface BridgeFailure {
    /** The protocol's error code, or one the client raises itself (`ClientErrorCode`). */
    code: string;
    message: string;
    recoverable: boolean;
    /** The failed request's correlation ID; empty when the failure is not about one request. */
    correlationId?: string;
    /** The failed request's action, or the event the page could not send; empty when neither. */
    action?: string;
    /** The response, when the host sent one. */
    response?: BridgeEnvelope | undefined;
    /** The codes the client knows for the action; the client's own codes when not given. */
    knownCodes?: ReadonlySet<string>;
}
/**
 * A failed request. `code` is the protocol's error code (or one the client raises itself);
 * `status` and `response` keep the response, when there was one, exactly as it arrived, including
 * statuses this client does not know.
 *
 * Typed methods reject with a BridgeError whose codes are typed per action: narrow one with the
 * generated `isBridgeError(error, action)`, then switch over `knownCode`.
 */
export declare class BridgeError extends Error {
    /** The error code, as sent: it may be one a newer host added. */
    readonly code: string;
    /**
     * `code` when it is one the client knows for the request's action (the codes the action
     * documents, the ones every host answers with itself, and the client's own); undefined for any
     * other, such as a code from a newer host. Typed per action, so a switch over it is checked.
     */
    readonly knownCode: string | undefined;
    readonly recoverable: boolean;
    readonly correlationId: string;
    /**
     * The action of the failed request (or the event the page could not send); empty when the
     * failure is not about one message.
     */
    readonly action: string;
    /** The response's status, or undefined when the client gave up itself (timeout, abort). */
    readonly status: string | undefined;
    /** The response, when the host sent one. */
    readonly response: BridgeEnvelope | undefined;
    constructor(failure: BridgeFailure);
}
/**
 * A BridgeError whose codes are `Code`: `code` is one of them or, from a newer host, any other
 * string; `knownCode` is one of them or undefined. The generated `BridgeActionError` names it per action.
 */
export declare type TypedBridgeError<Code extends string> = BridgeError & {
    readonly code: Code | (string & {});
    readonly knownCode: Code | undefined;
};
