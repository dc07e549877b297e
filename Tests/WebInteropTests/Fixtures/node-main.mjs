// Runs the conversation in Node against BridgeStdioHost, one JSON message per line each way.
// The client finds `window.GBGBridge.postMessage`, as on Android.
// Usage: node node-main.mjs HOST LOG PAGE_LOG — prints {"transport", "results"} as JSON on the last line.

import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { GBGBridgeClient } from "./gbgbridge/index.js";
import { runConversation } from "./conversation.js";

const [hostPath, logPath, pageLogPath] = process.argv.slice(2);
// The origin the page stands for, and where the host's blobs are, as the stand-in serves them.
const PAGE_ORIGIN = "https://journey.test";
const BLOB_URL_PREFIX = "https://blob.gbgbridge.test/";
const host = spawn(
  hostPath,
  [
    "--output", "json", "--log", logPath, "--page-log", pageLogPath, "--request-timeout", "1",
    "--blob-url-prefix", BLOB_URL_PREFIX, "--page-origin", PAGE_ORIGIN,
  ],
  {
    stdio: ["pipe", "pipe", "inherit"],
  },
);
const hostExited = new Promise((resolve) => host.on("exit", resolve));
const watchdog = setTimeout(() => {
  console.log(JSON.stringify({ error: "the conversation did not finish within 60 s" }));
  host.kill("SIGKILL");
  process.exit(1);
}, 60_000);

const page = { GBGBridge: { postMessage: (json) => host.stdin.write(json + "\n") } };
// The stand-in for the scheme handler: a blob fetch goes to the host as a `#blob` line, and its
// answer comes back as one (see StdioTransport).
const blobAnswers = new Map();
let fetches = 0;
const fetchBlob = (url) =>
  new Promise((resolve) => {
    fetches += 1;
    blobAnswers.set(fetches, resolve);
    host.stdin.write(`#blob ${JSON.stringify({ id: fetches, url, origin: PAGE_ORIGIN })}\n`);
  }).then(({ status, body }) => {
    const bytes = Buffer.from(body, "base64");
    return { ok: status === 200, status, arrayBuffer: async () => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) };
  });
const client = new GBGBridgeClient({ window: page, blobs: { fetch: fetchBlob, urlPrefix: BLOB_URL_PREFIX } });
createInterface({ input: host.stdout }).on("line", (line) => {
  if (line.startsWith("#blob ")) {
    const answer = JSON.parse(line.slice("#blob ".length));
    blobAnswers.get(answer.id)?.(answer);
    blobAnswers.delete(answer.id);
    return;
  }
  // As hosts hand it over: the message as JSON text, which the client parses.
  page.GBGBridge.receive(line);
});

const results = await runConversation(client, () => new GBGBridgeClient({ window: page, blobs: false }), () => fetches);
host.stdin.end();
await hostExited;
clearTimeout(watchdog);
console.log(JSON.stringify({ transport: client.transport?.kind ?? "none", results }));
