// The page Chromium loads: the generated client finds `window.webkit.messageHandlers.gbgBridge`
// or `window.GBGBridge.postMessage` (which the driver installs, as WKWebView or Android's
// WebMessageListener would) and runs the conversation.

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
// The driver says in the page's URL which host it plays: where that host's blobs are (a custom
// scheme's stand-in for WKWebView, the page's own origin for Android's WebView) and what
// environment it reports.
const parameters = new URLSearchParams(location.search);
const urlPrefix = parameters.get("blobs") ?? "https://blob.gbgbridge.test/";
const client = new GBGBridgeClient({ blobs: { fetch: counting, urlPrefix } });
runConversation(client, () => new GBGBridgeClient({ blobs: false }), () => fetches, parameters.get("environment") ?? "ios").then(
  (results) => report(JSON.stringify({ transport: client.transport?.kind ?? "none", results })),
  (error: unknown) => report(JSON.stringify({ error: String(error) })),
);
