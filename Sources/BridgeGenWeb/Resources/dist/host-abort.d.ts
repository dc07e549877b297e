/** An AbortController made only when someone reads its signal. */
export declare class LazyAbort {
    /** Why it was aborted; undefined while it was not. */
    reason: unknown;
    private controller;
    /** The signal, aborted with `reason` if that happened before it was read. */
    get signal(): AbortSignal;
    /** Aborts the signal, now or when it is first read. */
    abort(reason: unknown): void;
}
