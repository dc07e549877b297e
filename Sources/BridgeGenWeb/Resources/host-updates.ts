// Updates and cancellation on the iframe host: the negotiated `update` and `cancel` message types,
// as the Swift host speaks them (Protocol/README.md, "Updates and cancellation"). The page offers
// them in its negotiation request and the host agrees to those it speaks; each negotiation replaces
// the last, and a new document starts without. Protocol-agnostic; bridgegen copies this file
// unchanged into the generated package. Edit it in Sources/BridgeGenWeb/Resources/host-updates.ts.

/** The message types beyond request, response and event that a host of a protocol declaring them speaks. */
export const UPDATE_MESSAGE_TYPES: readonly string[] = ["update", "cancel"];

/** The message a request the page cancels is answered with, as every host words it. */
export const PAGE_CANCELLED_MESSAGE = "The page cancelled the request";

/** What the host agreed to with the page's latest negotiation. */
export class UpdateAgreement {
  /** Whether the host sends updates: the page offered them. */
  private agreed = false;

  /** Whether updates go to the page now. */
  get updates(): boolean {
    return this.agreed;
  }

  /**
   * Settles what the host uses from the negotiation request `request`: the types it offers in
   * `messageTypes` that the host speaks, in the host's order; undefined, for the result to leave
   * out, when none is agreed.
   */
  negotiate(request: unknown): string[] | undefined {
    const offered = (request as { messageTypes?: unknown } | null)?.messageTypes;
    const named = Array.isArray(offered) ? offered : [];
    const agreed = UPDATE_MESSAGE_TYPES.filter((type) => named.includes(type));
    this.agreed = agreed.includes("update");
    return agreed.length === 0 ? undefined : agreed;
  }

  /** A new document: it starts without. */
  reset(): void {
    this.agreed = false;
  }
}

/** Why a stream is answered `unsupported` to a page that did not agree to updates in `negotiation`. */
export function streamRefusal(action: string, negotiation: string | undefined): string {
  return (
    `${action} is not supported by this host: it is a stream, and the page did not agree to the update and ` +
    `cancel message types in ${negotiation ?? "the negotiation"}`
  );
}

/**
 * The IDs of the last requests the page cancelled, so that the app's late answers to them are
 * dropped without a report: the page asked. Only the latest few: an older one is reported as any
 * answer to no open request is.
 */
export class CancelledRequests {
  private readonly ids: string[] = [];

  /** Remembers `correlationId`. */
  add(correlationId: string): void {
    this.ids.push(correlationId);
    if (this.ids.length > CANCELLED_REMEMBERED) this.ids.shift();
  }

  /** Whether the page cancelled `correlationId` lately. */
  has(correlationId: string): boolean {
    return this.ids.includes(correlationId);
  }

  /** A new document: its IDs mean nothing to the next. */
  clear(): void {
    this.ids.length = 0;
  }
}

/** How many cancelled IDs are remembered: a page cancels a few at a time. */
const CANCELLED_REMEMBERED = 64;
