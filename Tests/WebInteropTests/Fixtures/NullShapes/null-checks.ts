// The web client's verdicts in the null differential test (NullDifferentialTests): whether its
// decoder accepts each value as the `shapes.echo` result it would receive.

import { BridgeDataError, decodeShapes } from "./gbgbridge/index.js";

/** For each value, whether `decodeShapes` accepts it; anything but a BridgeDataError is a bug. */
export function verdicts(values: unknown[]): boolean[] {
  return values.map((value) => {
    try {
      decodeShapes(value);
      return true;
    } catch (error) {
      if (error instanceof BridgeDataError) return false;
      throw error;
    }
  });
}
