// Scenario time for the iframe host: a clock and timers that move only when the runner says, so a
// deadline falls exactly where the scenario puts it.

import type { HostTimers } from "./gbgbridge/host.js";

/** A clock in milliseconds since 1970, and timers due on it, fired in order by `advance`. */
export class VirtualTimers implements HostTimers {
  now: number;
  private next = 0;
  private readonly due = new Map<number, { at: number; callback: () => void }>();

  constructor(start: number) {
    this.now = start;
  }

  setTimeout(callback: () => void, ms: number): unknown {
    this.next += 1;
    this.due.set(this.next, { at: this.now + ms, callback });
    return this.next;
  }

  clearTimeout(handle: unknown): void {
    this.due.delete(handle as number);
  }

  /** Moves the clock `ms` on, firing every timer due by then in the order they fall due. */
  advance(ms: number): void {
    const end = this.now + ms;
    for (;;) {
      let first: [number, { at: number; callback: () => void }] | undefined;
      for (const entry of this.due) if (entry[1].at <= end && (!first || entry[1].at < first[1].at)) first = entry;
      if (!first) break;
      this.due.delete(first[0]);
      this.now = first[1].at;
      first[1].callback();
    }
    this.now = end;
  }
}
