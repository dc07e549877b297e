// The page Chromium loads: the generated client finds `window.webkit.messageHandlers.gbgBridge`
// (which the driver installs, as WKWebView would) and runs the conversation.

import { GBGBridgeClient } from "./gbgbridge/index.js";
import { runConversation } from "./conversation.js";

/** The binding the driver adds with the DevTools protocol, to collect the results. */
const report = (globalThis as unknown as { __gbgReport(json: string): void }).__gbgReport;

const client = new GBGBridgeClient();
runConversation(client).then(
  (results) => report(JSON.stringify({ transport: client.transport?.kind ?? "none", results })),
  (error: unknown) => report(JSON.stringify({ error: String(error) })),
);
