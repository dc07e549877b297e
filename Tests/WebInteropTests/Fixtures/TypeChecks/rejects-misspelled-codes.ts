// Must fail to compile, with exactly the errors its `expect-error` comments name on their lines and
// none elsewhere: see accepts-known-codes.ts.

import { isBridgeError, isKnownErrorCode } from "./gbgbridge/index.js";

export function misspelled(error: unknown, code: string): string {
  if (isBridgeError(error, "camera.document.capture")) {
    switch (error.knownCode) {
      case "BUZY": // expect-error TS2678
        return "a misspelled standard code";
      case "LENS_DIRTTY": // expect-error TS2678
        return "a misspelled code of the action";
      case "PAPER_JAM": // expect-error TS2678
        return "a known code of another action";
    }
  }
  if (isKnownErrorCode(code)) {
    switch (code) {
      case "PAPER_JAMMED": // expect-error TS2678
        return "a misspelled code";
    }
  }
  return "";
}
