// What node-host-run.mjs hands to a check module: the page's window, and what the host sent.

/** A note the host wrote about a request: what its handler saw (BridgeStdioHost's HostNoteLine). */
export interface HostNote {
  correlationId: string;
  note: string;
}

/** A message the host sent, in the order it arrived. */
export interface ReceivedMessage {
  correlationId: string;
  type: string;
  action: string;
  status?: string;
}

/** The page's side of a conversation with the host, as node-host-run.mjs sets it up. */
export interface HostWorld {
  /** What the client takes as its window. */
  window: object;
  notes: HostNote[];
  received: ReceivedMessage[];
}

/** Waits `ms` milliseconds. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Polls `find` until it returns something, or fails after `ms`. */
export async function eventually<T>(find: () => T | undefined, ms: number, what: string): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

/** `promise`, or a failure naming `what` when it has not settled within `ms`. */
export function within<T>(ms: number, promise: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not happen within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** The note the host writes about `correlationId` within `ms`. */
export function noteAbout(world: HostWorld, correlationId: string, ms: number): Promise<HostNote> {
  return eventually(() => world.notes.find((note) => note.correlationId === correlationId), ms, `a note about ${correlationId}`);
}

/** The types (and statuses) of the messages the host sent about `correlationId`, in order. */
export function sentAbout(world: HostWorld, correlationId: string): string[] {
  return world.received
    .filter((message) => message.correlationId === correlationId)
    .map((message) => (message.status ? `${message.type}:${message.status}` : message.type));
}
