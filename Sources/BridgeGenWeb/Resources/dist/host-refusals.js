// Hellos the iframe host refuses (another window, an origin not allowed), coalesced: any window of
// the browser can post them in a loop, and each report reaches the app's observer. As the Swift
// host's RefusalCounter does, the first few of a window of time are reported as they come, the rest
// counted, and one report when the window ends says how many more there were, with the latest.
// Protocol-agnostic; bridgegen copies this file unchanged into the generated package. Edit it in
// Sources/BridgeGenWeb/Resources/host-refusals.ts.
/** Refusals reported one by one in a window: enough for the few a page with a bug makes. */
export const REFUSALS_REPORTED_PER_WINDOW = 5;
/** The window, in milliseconds. */
export const REFUSAL_WINDOW_MS = 1000;
/** Counts refusals and reports them, a few a window and a summary of the rest. */
export class HostRefusals {
    /** Refusals told through `report`, windows timed with `timers`. */
    constructor(report, timers) {
        this.reported = 0;
        this.counted = 0;
        this.latest = "";
        this.report = report;
        this.timers = timers;
    }
    /** One refusal, for `reason`: reported now, or counted for the window's summary. */
    refuse(reason) {
        if (this.window === undefined) {
            this.window = this.timers.setTimeout(() => this.endWindow(), REFUSAL_WINDOW_MS);
        }
        if (this.reported < REFUSALS_REPORTED_PER_WINDOW) {
            this.reported += 1;
            return this.report(reason);
        }
        this.counted += 1;
        this.latest = reason;
    }
    /** Stops the window's timer; what it counted is dropped with the host. */
    close() {
        if (this.window !== undefined)
            this.timers.clearTimeout(this.window);
        this.window = undefined;
    }
    endWindow() {
        const counted = this.counted;
        this.window = undefined;
        this.reported = 0;
        this.counted = 0;
        if (counted > 0) {
            this.report(`${counted} more refused in ${REFUSAL_WINDOW_MS} ms, the latest: ${this.latest}`);
        }
    }
}
