// What the iframe host is told and what it tells: its limits (BridgeHostOptions, with the Swift
// host's defaults and meaning), the problems it reports and the observer that hears every message.
// Protocol-agnostic; bridgegen copies this file unchanged into the generated package. Edit it in
// Sources/BridgeGenWeb/Resources/host-options.ts.
/** The defaults, the same as the Swift host's `BridgeHostOptions` but for the environment. */
export function defaultHostOptions() {
    return {
        environment: "web",
        requestTimeoutMs: 30000,
        maxReceivedMessages: 200,
        pendingRequestWarningThreshold: 50,
        maxIncomingMessageBytes: 1 << 20,
        maxIncomingNestingDepth: 32,
        maxOpenRequests: 100,
        maxOpenRequestsPerCapability: 32,
        maxHeldBytes: 32 << 20,
        maxCorrelationIDBytes: 256,
        blobMinimumBytes: 64 << 10,
        now: () => Date.now(),
        timers: {
            setTimeout: (callback, ms) => setTimeout(callback, ms),
            clearTimeout: (handle) => clearTimeout(handle),
        },
    };
}
/**
 * `observer` with each method guarded: what one throws is rethrown from a microtask of its own, as
 * the DOM reports an event listener's error, instead of breaking the host's step that called it.
 */
export function guardedObserver(observer) {
    const guarded = {};
    for (const name of ["message", "problem", "event", "session"]) {
        const call = observer[name];
        if (call === undefined)
            continue;
        const safe = (...args) => {
            try {
                call.apply(observer, args);
            }
            catch (error) {
                queueMicrotask(() => {
                    throw error;
                });
            }
        };
        Object.defineProperty(guarded, name, { value: safe, enumerable: true });
    }
    return guarded;
}
