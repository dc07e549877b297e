// Must compile under `tsc --strict`: the cases a union declares, where the page sends it, and a
// case a newer host sends, where the page receives it.

import { NullShapesClient, type SentPhoto, type StoreResult } from "./gbgbridge/index.js";

export async function known(bridge: NullShapesClient): Promise<string> {
  const inline: SentPhoto = { format: "base64", data: new Uint8Array([1, 2, 3]) };
  const file: SentPhoto = { format: "path", path: "/tmp/a.jpg" };
  const result: StoreResult = await bridge.photoStore({ photo: inline });
  await bridge.photoStore({ photo: file });
  // The tag narrows the union to its case.
  if (result.stored.format === "path") return describe(result.stored);
  // A newer host's case is kept: any other tag, the rest as JSON.
  const newer: StoreResult = { stored: { format: "url", href: "https://example.com/a.jpg" } };
  return newer.stored.format;
}

function describe(photo: { format: string }): string {
  return photo.format;
}
