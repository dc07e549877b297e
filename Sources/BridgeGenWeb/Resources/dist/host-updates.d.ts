/** The message types beyond request, response and event that a host of a protocol declaring them speaks. */
export declare const UPDATE_MESSAGE_TYPES: readonly string[];
/** The message a request the page cancels is answered with, as every host words it. */
export declare const PAGE_CANCELLED_MESSAGE = "The page cancelled the request";
/** What the host agreed to with the page's latest negotiation. */
export declare class UpdateAgreement {
    /** Whether the host sends updates: the page offered them. */
    private agreed;
    /** Whether updates go to the page now. */
    get updates(): boolean;
    /**
     * Settles what the host uses from the negotiation request `request`: the types it offers in
     * `messageTypes` that the host speaks, in the host's order; undefined, for the result to leave
     * out, when none is agreed.
     */
    negotiate(request: unknown): string[] | undefined;
    /** A new document: it starts without. */
    reset(): void;
}
/** Why a stream is answered `unsupported` to a page that did not agree to updates in `negotiation`. */
export declare function streamRefusal(action: string, negotiation: string | undefined): string;
/**
 * The IDs of the last requests the page cancelled, so that the app's late answers to them are
 * dropped without a report: the page asked. Only the latest few: an older one is reported as any
 * answer to no open request is.
 */
export declare class CancelledRequests {
    private readonly ids;
    /** Remembers `correlationId`. */
    add(correlationId: string): void;
    /** Whether the page cancelled `correlationId` lately. */
    has(correlationId: string): boolean;
    /** A new document: its IDs mean nothing to the next. */
    clear(): void;
}
