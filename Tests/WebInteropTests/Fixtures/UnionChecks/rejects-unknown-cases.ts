// Must fail to compile, with exactly the errors its `expect-error` comments name on their lines and
// none elsewhere: a tag a closed union does not declare, a case without its tag, and a case's
// object under another case's tag, where the page sends the union.

import { NullShapesClient, type SentPhoto } from "./gbgbridge/index.js";

export function unknown(bridge: NullShapesClient) {
  const misspelled: SentPhoto = { format: "pth", path: "/tmp/a.jpg" }; // expect-error TS2820
  const untagged: SentPhoto = { path: "/tmp/a.jpg" }; // expect-error TS2322
  const mixedUp: SentPhoto = { format: "base64", path: "/tmp/a.jpg" }; // expect-error TS2322
  return [misspelled, untagged, mixedUp, bridge.photoStore({ photo: { format: "url" } })]; // expect-error TS2769
}
