// A typed slot of the iframe host: one capability served one request at a time (BUSY beyond it),
// turned on or off, with a permission state, whose handler may wait for the app's UI to complete
// the request. Protocol-agnostic; bridgegen copies this file unchanged into the generated package.
// Edit it in Sources/BridgeGenWeb/Resources/host-slot.ts.
import { BridgeFailure } from "./host-protocol.js";
/** A slot's handler and its one request at a time; the host drives it. */
export class HostSlot {
    /** A slot for `capability`'s `action`; the host passes how it reports and answers. */
    constructor(capability, action, hooks) {
        /** Whether the slot serves requests; off, its action is unsupported and its capability too. */
        this.isEnabled = true;
        /**
         * The states of the capability's named permissions (the spec's `permissions`, such as `camera` and
         * `photoLibrary`) that `capability.query` reports in `permissions`; delete one to stop reporting it.
         */
        this.permissions = new Map();
        this.capability = capability;
        this.action = action;
        this.reportIdle = hooks.reportIdle;
        this.answerDirectly = hooks.answer;
    }
    /** The request the slot serves now, if any. */
    get activeRequest() {
        return this.active;
    }
    /** Whether the capability is declared supported: a handler, and enabled. */
    get isAvailable() {
        return this.isEnabled && this.handler !== undefined;
    }
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
    awaitCompletion(request) {
        const active = this.active;
        if (!active || (request !== undefined && request.correlationId !== active.correlationId)) {
            const ended = request?.signal.aborted ? request.signal.reason : undefined;
            return Promise.reject(ended ?? BridgeFailure.cancelled("The request is no longer active"));
        }
        return new Promise((resolve, reject) => {
            // One wait per request: an earlier one gives way, as the Swift slot's does.
            this.waiter?.reject(BridgeFailure.cancelled("awaitCompletion() was called again"));
            this.waiter = { correlationId: active.correlationId, resolve, reject };
        });
    }
    /**
     * Completes the active request with a result, or a `BridgeFailure` (such as `BridgeFailure.cancelled`):
     * the waiting handler gets it, or, when none waits, the page does. Without an active request the
     * host reports `noActiveRequest` and nothing is sent.
     */
    complete(outcome) {
        const active = this.active;
        if (!active)
            return this.reportIdle();
        const waiter = this.waiter;
        this.waiter = undefined;
        if (!waiter)
            return this.answerDirectly(active.correlationId, outcome);
        if (outcome instanceof Error)
            waiter.reject(outcome);
        else
            waiter.resolve(outcome);
    }
    /** The host starts serving `request`. */
    begin(request) {
        this.active = request;
        this.waiter = undefined;
    }
    /**
     * The host ended `correlationId`'s request: answered, or unanswered with `reason`, which a
     * handler still waiting for completion gets.
     */
    end(correlationId, reason) {
        if (this.active?.correlationId !== correlationId)
            return;
        const waiter = this.waiter;
        this.active = undefined;
        this.waiter = undefined;
        waiter?.reject(reason ?? BridgeFailure.cancelled("The request has ended"));
    }
}
