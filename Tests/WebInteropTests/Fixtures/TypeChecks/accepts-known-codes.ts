// Must compile: tsc --strict, with the stricter checks, against the client of edge-cases.yaml.
// Its twin, rejects-misspelled-codes.ts, must not. Together they show that error codes are typed:
// a narrowed code admits exactly the known ones, an action's code admits its own and the standard
// ones, and an unnarrowed code still admits anything a newer host sends.

import { EdgeBridgeClient, isBridgeError, isKnownErrorCode } from "./gbgbridge/index.js";

/** A switch over the action's codes: those it lists, the standard ones, and `undefined`. */
export async function capture(client: EdgeBridgeClient): Promise<string> {
  try {
    const image = await client.cameraDocumentCapture();
    const bytes: Uint8Array = image["image-data"];
    return `captured ${bytes.length} bytes`;
  } catch (error) {
    if (!isBridgeError(error, "camera.document.capture")) throw error;
    switch (error.knownCode) {
      case "LENS_DIRTY":
        return "clean the lens";
      case "BUSY":
      case "CANCELLED":
      case "ACKNOWLEDGED":
      case "UNSUPPORTED":
      case "INVALID_REQUEST":
        return "later";
      case undefined:
        return `a code from a newer host: ${error.code}`;
      default:
        return error.knownCode;
    }
  }
}

/** Any code, narrowed to every code the client knows. */
export function describe(code: string): string {
  if (!isKnownErrorCode(code)) return "unknown";
  switch (code) {
    case "PAPER_JAM":
    case "LENS_DIRTY":
    case "TIMEOUT":
      return "known";
    default:
      return code;
  }
}

/** Before narrowing, a code is open: a newer host's code compiles. */
export function isNewerCode(error: unknown): boolean {
  return isBridgeError(error) && error.code === "SCANNER_ON_FIRE";
}
