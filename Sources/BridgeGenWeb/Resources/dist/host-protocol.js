// What the generated host tells the iframe host's runtime about its protocol (and the extensions it
// serves), and the failure a handler throws to answer with something other than success.
// Protocol-agnostic; bridgegen copies this file unchanged into the generated package. Edit it in
// Sources/BridgeGenWeb/Resources/host-protocol.ts.
/**
 * Thrown by a handler to answer with another status than success: `error` (the default),
 * `cancelled`, `unsupported`, or any status a newer protocol adds.
 */
export class BridgeFailure extends Error {
    /** A failure with `code` and `message`, answered with `options.status` (`error` by default). */
    constructor(code, message, options = {}) {
        super(message);
        this.name = "BridgeFailure";
        this.code = code;
        this.status = options.status ?? "error";
        this.recoverable = options.recoverable;
    }
    /** The user cancelled: status `cancelled`, code `CANCELLED`, with the reason as the message. */
    static cancelled(reason) {
        return new BridgeFailure("CANCELLED", reason, { status: "cancelled" });
    }
}
