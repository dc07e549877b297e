// Must fail to compile, with exactly the errors its `expect-error` comments name on their lines and
// none elsewhere: an extension's action narrows its codes to those it lists, the standard ones and
// CAPABILITY_UNAVAILABLE; one that lists none, to every code of the protocol and the extension.

import { isStampKitError, type StampKitActionError } from "./edgebridge-stamp-kit/index.js";

function afterStamping(error: StampKitActionError<"stamp.apply">): string {
  switch (error.knownCode) {
    case "STAMP_DRY":
      return "a code the action lists";
    case "LENS_DIRTY":
      return "a base code the action lists";
    case "BUSY":
    case "CAPABILITY_UNAVAILABLE":
    case "VERSION_MISMATCH":
      return "a standard code, and the extension's own client code";
    case "STAMP_DRYY": // expect-error TS2678
      return "a misspelled code";
    case "STAMP_LOST": // expect-error TS2678
      return "an extension code the action does not list";
    case "PAPER_JAM": // expect-error TS2678
      return "a base code of another action";
    default:
      return "";
  }
}

function afterArchiving(error: StampKitActionError<"stamp.archive.copy">): string {
  switch (error.knownCode) {
    case "STAMP_LOST":
    case "PAPER_JAM":
    case "CAPABILITY_UNAVAILABLE":
      return "the extension's, the protocol's and the client's codes, when the action lists none";
    case "PAPER_JAMMED": // expect-error TS2678
      return "a misspelled code";
    default:
      return "";
  }
}

export function nextStep(error: unknown): string {
  if (isStampKitError(error, "stamp.apply")) return afterStamping(error);
  if (isStampKitError(error, "stamp.archive.copy")) return afterArchiving(error);
  return isStampKitError(error, "label.print") ? "a base action is not the extension's" : ""; // expect-error TS2345
}
