import type { HostTimers } from "./host-options.js";
/** Refusals reported one by one in a window: enough for the few a page with a bug makes. */
export declare const REFUSALS_REPORTED_PER_WINDOW = 5;
/** The window, in milliseconds. */
export declare const REFUSAL_WINDOW_MS = 1000;
/** Counts refusals and reports them, a few a window and a summary of the rest. */
export declare class HostRefusals {
    private readonly report;
    private readonly timers;
    private reported;
    private counted;
    private latest;
    private window;
    /** Refusals told through `report`, windows timed with `timers`. */
    constructor(report: (message: string) => void, timers: HostTimers);
    /** One refusal, for `reason`: reported now, or counted for the window's summary. */
    refuse(reason: string): void;
    /** Stops the window's timer; what it counted is dropped with the host. */
    close(): void;
    private endWindow;
}
