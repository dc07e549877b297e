// BridgeError, and how a response that is not a success becomes one. Protocol-agnostic, like
// runtime.ts; bridgegen copies this file unchanged into the generated client. Edit it in
// Sources/BridgeGenWeb/Resources/errors.ts.
/**
 * The codes the client raises itself, whatever the protocol. Most are also codes hosts send; the
 * protocol's `recoverableByDefault` says whether each is recoverable (not recoverable when it does
 * not declare the code).
 */
export const ClientErrorCode = {
    /** No response within the request's timeout. */
    TIMEOUT: "TIMEOUT",
    /** The page aborted the request, the client was disposed, or the host answered `cancelled` alone. */
    CANCELLED: "CANCELLED",
    /**
     * No host can serve the request: the page runs with no host, or the host answered `unsupported`
     * without saying why (hosts that say why send UNSUPPORTED_ACTION, CAPABILITY_UNAVAILABLE, …).
     */
    UNSUPPORTED: "UNSUPPORTED",
    /** The response came from a host that speaks another major version of the protocol. */
    VERSION_MISMATCH: "VERSION_MISMATCH",
    /**
     * The message could not be sent, or the host answered `error`, or a status this client does not
     * know, without an error.
     */
    INTERNAL_ERROR: "INTERNAL_ERROR",
    /** A success whose result does not match the action's result type; the message names the path. */
    INVALID_REQUEST: "INVALID_REQUEST",
    /**
     * The host answered `acknowledged`: it took the request and will deliver the outcome some other
     * way, such as an event. Not recoverable: asking again starts the work again.
     */
    ACKNOWLEDGED: "ACKNOWLEDGED",
};
/**
 * What a status means when a response carries it without an error. Statuses a host uses for
 * failures map to the code that says the same; any other status, known or not, is INTERNAL_ERROR,
 * because the client cannot tell what happened.
 */
const CODE_OF_STATUS_ALONE = new Map([
    ["error", ClientErrorCode.INTERNAL_ERROR],
    ["cancelled", ClientErrorCode.CANCELLED],
    ["unsupported", ClientErrorCode.UNSUPPORTED],
    ["acknowledged", ClientErrorCode.ACKNOWLEDGED],
]);
/** The code of a response with `status` and no error. */
export function codeOfStatusAlone(status) {
    return CODE_OF_STATUS_ALONE.get(status) ?? ClientErrorCode.INTERNAL_ERROR;
}
/**
 * `payload.error` as far as it can be read: its code, with the message and recoverability filled in
 * by `fill` when the host left them out. Undefined when there is no code to read.
 */
export function readErrorPayload(value, fill) {
    if (typeof value !== "object" || value === null)
        return undefined;
    // Each member is read as `unknown` and checked before use.
    const { code, message, recoverable } = value;
    if (typeof code !== "string")
        return undefined;
    const filled = fill(code);
    return {
        code,
        message: typeof message === "string" ? message : filled.message,
        recoverable: typeof recoverable === "boolean" ? recoverable : filled.recoverable,
    };
}
const CLIENT_ERROR_CODES = new Set(Object.values(ClientErrorCode));
/**
 * A failed request. `code` is the protocol's error code (or one the client raises itself);
 * `status` and `response` keep the response, when there was one, exactly as it arrived, including
 * statuses this client does not know.
 *
 * Typed methods reject with a BridgeError whose codes are typed per action: narrow one with the
 * generated `isBridgeError(error, action)`, then switch over `knownCode`.
 */
export class BridgeError extends Error {
    constructor(failure) {
        super(failure.message);
        this.name = "BridgeError";
        this.code = failure.code;
        this.knownCode = (failure.knownCodes ?? CLIENT_ERROR_CODES).has(failure.code) ? failure.code : undefined;
        this.recoverable = failure.recoverable;
        this.correlationId = failure.correlationId ?? "";
        this.action = failure.action ?? "";
        this.status = failure.response?.payload.status;
        this.response = failure.response;
    }
}
