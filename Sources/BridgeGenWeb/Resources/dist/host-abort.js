// The abort signal of a request the iframe host serves, made only when its handler reads it: most
// handlers never do. Protocol-agnostic; bridgegen copies this file unchanged into the generated
// package. Edit it in Sources/BridgeGenWeb/Resources/host-abort.ts.
/** An AbortController made only when someone reads its signal. */
export class LazyAbort {
    /** The signal, aborted with `reason` if that happened before it was read. */
    get signal() {
        if (!this.controller) {
            this.controller = new AbortController();
            if (this.reason !== undefined)
                this.controller.abort(this.reason);
        }
        return this.controller.signal;
    }
    /** Aborts the signal, now or when it is first read. */
    abort(reason) {
        this.reason = reason;
        this.controller?.abort(reason);
    }
}
