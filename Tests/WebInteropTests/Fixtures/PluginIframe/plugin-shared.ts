// What the PluginAPI host page and the journey it frames agree on: the journey's report, which it
// posts to the host page's window (the spec has no event to carry it), and the positions the host sends.

import type { Position } from "./gbgbridge/index.js";

/** The journey's report: `passed` with what it saw, or `failed` with why. */
export interface JourneyReport {
  pluginReport: { status: "passed" | "failed"; detail: string };
}

/** The position the host sends `index`-th: its latitude is the index. */
export function position(index: number): Position {
  return {
    timestamp: 1_700_000_000_000 + index,
    coords: { latitude: index, longitude: 0, accuracy: 5, altitude: null, speed: null, heading: null },
  };
}
