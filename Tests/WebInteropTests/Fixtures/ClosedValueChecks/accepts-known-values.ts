// Must compile under tsc --strict and the client's stricter checks: the twin of
// rejects-unknown-values.ts, with the values the spec lists where the page sends a closed set,
// and any value where the page receives an open one.

import { DocumentSide, GBGBridgeClient, type DocumentCaptureRequest, type Orientation } from "./gbgbridge/index.js";

export function known(bridge: GBGBridgeClient, side: DocumentSide) {
  const request: DocumentCaptureRequest = { side: "front" };
  const fromConstant: DocumentCaptureRequest = { side: DocumentSide.back };
  // A newer host may send an orientation this client does not know.
  const newer: Orientation = "faceUp";
  return [request, fromConstant, newer, bridge.cameraDocumentCapture({ side })];
}
