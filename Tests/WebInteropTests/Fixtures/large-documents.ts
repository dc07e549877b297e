// The blob channel's scenarios, shared by Node and Chromium: a 16 MiB document result reaches the
// page as the exact bytes by the blob path when the client offers blobs, and by inline base64 when
// it does not. The host's `large` capture answers with ScriptedJourneyHost.largeImage; each harness
// fetches blobs through its stand-in for the WKURLSchemeHandler (see StdioTransport).

import { type GBGBridgeClient } from "./gbgbridge/index.js";
import { check, outcome, type ScenarioResult } from "./checking.js";

/** The size of the large document. */
export const LARGE_DOCUMENT_BYTES = 16 << 20;

/** Where the large image differs from what the host sends, or undefined: byte `i` is the top byte of `i × 2654435761`. */
export function largeImageMismatch(bytes: Uint8Array): string | undefined {
  if (bytes.length !== LARGE_DOCUMENT_BYTES) return `${bytes.length} bytes, not ${LARGE_DOCUMENT_BYTES}`;
  for (let index = 0; index < bytes.length; index++) {
    const expected = Math.imul(index, 2654435761) >>> 24;
    if (bytes[index] !== expected) return `byte ${index} is ${bytes[index]}, not ${expected}`;
  }
  return undefined;
}

/**
 * Captures the large document with `client` (which offered blobs in its discovery), then with a
 * client made by `withoutBlobs`, which does not offer them; `fetches` counts the blob fetches so far.
 */
export async function runLargeDocumentScenarios(
  client: GBGBridgeClient,
  withoutBlobs: () => GBGBridgeClient,
  fetches: () => number,
): Promise<ScenarioResult[]> {
  const results: ScenarioResult[] = [];
  results.push(
    await outcome("a 16 MiB document by the blob path, exact bytes", async () => {
      const before = fetches();
      const result = await client.cameraDocumentCapture({ documentType: "large" });
      check(result.imageData instanceof Uint8Array, `imageData ${typeof result.imageData}`);
      const mismatch = largeImageMismatch(result.imageData);
      check(mismatch === undefined, `imageData: ${mismatch}`);
      check(fetches() === before + 1, `${fetches() - before} blob fetches`);
    }),
  );
  results.push(
    await outcome("a 16 MiB document inline when the page offers no blobs", async () => {
      const plain = withoutBlobs();
      const discovered = await plain.discoverCapabilities();
      check(discovered.blobs === undefined, `blob terms ${JSON.stringify(discovered.blobs)}`);
      const before = fetches();
      const result = await plain.cameraDocumentCapture({ documentType: "large" });
      const mismatch = largeImageMismatch(result.imageData);
      check(mismatch === undefined, `imageData: ${mismatch}`);
      check(fetches() === before, `${fetches() - before} blob fetches`);
    }),
  );
  return results;
}
