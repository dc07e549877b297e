// Must fail to compile, with exactly the errors its `expect-error` comments name on their lines and
// none elsewhere: a value a closed set does not list, where the page sends it.

import { GBGBridgeClient, type DocumentCaptureRequest } from "./gbgbridge/index.js";

export function unknown(bridge: GBGBridgeClient, text: string) {
  const misspelled: DocumentCaptureRequest = { side: "frnt" }; // expect-error TS2820
  const anyText: DocumentCaptureRequest = { side: text }; // expect-error TS2322
  return [misspelled, anyText, bridge.cameraDocumentCapture({ side: "bak" })]; // expect-error TS2769
}
