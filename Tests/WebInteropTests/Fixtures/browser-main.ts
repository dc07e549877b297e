// The page Chromium loads: the generated client finds `window.webkit.messageHandlers.gbgBridge`
// (which the driver installs, as WKWebView would) and runs the conversation.

import { GBGBridgeClient } from "./gbgbridge/index.js";
import { runConversation } from "./conversation.js";

/** The binding the driver adds with the DevTools protocol, to collect the results. */
const report = (globalThis as unknown as { __gbgReport(json: string): void }).__gbgReport;

// Blob references are fetched with the page's own fetch, which the driver intercepts as
// WKWebView hands a custom scheme to its scheme handler; counted, so the scenarios can tell which
// path a result took.
let fetches = 0;
const counting = (url: string) => {
  fetches += 1;
  return fetch(url);
};
// The driver serves the host's blobs at this prefix, as WKWebView serves its custom scheme.
const client = new GBGBridgeClient({ blobs: { fetch: counting, urlPrefix: "https://blob.gbgbridge.test/" } });
runConversation(client, () => new GBGBridgeClient({ blobs: false }), () => fetches).then(
  (results) => report(JSON.stringify({ transport: client.transport?.kind ?? "none", results })),
  (error: unknown) => report(JSON.stringify({ error: String(error) })),
);
