// Stands headless Chromium in for a WebView in front of a stdio host, over the DevTools protocol
// on --remote-debugging-pipe (no packages needed). WEBVIEW says which:
// - `wkwebview`, in front of BridgeStdioHost (the Swift host): the page posts to
//   window.webkit.messageHandlers.gbgBridge, and the host's bootstrap script runs at document start;
//   blob URLs are a custom scheme's stand-in, which WKWebView hands to the transport's
//   WKURLSchemeHandler.
// - `android`, in front of the Kotlin host's stdio main (Tests/KotlinRuntimeTests/JUnit/stdio): the
//   page posts to window.GBGBridge.postMessage, which AndroidX's WebMessageListener injects into the
//   main frame of the allowed origin, the page's; blob URLs are under the page's own origin, which
//   the WebView hands to WebViewClient.shouldInterceptRequest.
// Either way, what the page posts goes, unchanged, to the host's standard input; every line the
// host writes is the JavaScript its WebView transport evaluates, and it is evaluated in the page as
// it stands; its value must be undefined (a script that refuses the page's origin returns the
// origin). The page's fetches of blob URLs are intercepted (the Fetch domain) and served by the
// host: a `#blob` line each way (see StdioTransport).
// The page comes from a local HTTP server, so it has a real origin and loads ES modules.
// Usage: node chromium-driver.mjs CHROMIUM LOG PAGE_LOG ROOT WEBVIEW HOST [HOST_ARGUMENT…]
// — prints the page's report as JSON on the last line.

import { spawn, execFileSync } from "node:child_process";
import { createServer } from "node:http";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";
import { createInterface } from "node:readline";
import { launchHeadlessChromium } from "./devtools-pipe.mjs";

const [chromiumPath, logPath, pageLogPath, root, webView, hostPath, ...hostArguments] = process.argv.slice(2);
if (!["wkwebview", "android"].includes(webView) || !hostPath) {
  console.error("usage: node chromium-driver.mjs CHROMIUM LOG PAGE_LOG ROOT wkwebview|android HOST [HOST_ARGUMENT…]");
  process.exit(2);
}
const android = webView === "android";
let finishing = false;
const finish = async (report, code) => {
  if (finishing) return;
  finishing = true;
  clearTimeout(watchdog);
  console.log(JSON.stringify(report));
  const running = [chromium, host].filter((child) => child && child.exitCode === null && child.signalCode === null);
  const exits = Promise.all(running.map((child) => new Promise((resolve) => child.on("exit", resolve))));
  const within = (ms) => Promise.race([exits, new Promise((resolve) => setTimeout(resolve, ms))]);
  // Closing the browser lets its helper processes finish writing the profile before it is removed.
  host?.stdin.end();
  if (running.includes(chromium)) chromium.stdio[3].write(JSON.stringify({ id: 0, method: "Browser.close" }) + "\0");
  await within(3_000);
  for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  await within(2_000);
  server.close();
  try {
    rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
  } catch {
    // A profile left in the temporary folder is harmless; the report is what matters.
  }
  process.exit(code);
};
const watchdog = setTimeout(() => finish({ error: "the browser conversation did not finish within 90 s", pageErrors }, 1), 90_000);
const pageErrors = [];
const deliveryErrors = [];

// The page, over HTTP.
const types = { ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8" };
const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url, "http://localhost").pathname));
  try {
    const body = readFileSync(join(root, path));
    response.writeHead(200, { "content-type": types[extname(path)] ?? "application/octet-stream" });
    response.end(body);
  } catch {
    response.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const pageOrigin = `http://127.0.0.1:${server.address().port}`;
const blobURLPrefix = android ? `${pageOrigin}/__gbgbridge/blob/` : "https://blob.gbgbridge.test/";
// The page learns from its URL where the host's blobs are and which environment the host reports.
const pageURL = `${pageOrigin}/page.html?` + new URLSearchParams({ blobs: blobURLPrefix, environment: android ? "android" : "ios" });

// The host, writing the JavaScript a WebView would evaluate.
const bootstrap = android ? "" : execFileSync(hostPath, [...hostArguments, "--print-bootstrap"], { encoding: "utf8" });
const host = spawn(
  hostPath,
  [
    ...hostArguments,
    "--output", "javascript", "--log", logPath, "--page-log", pageLogPath, "--request-timeout", "1",
    "--blob-url-prefix", blobURLPrefix, "--page-origin", pageOrigin,
  ],
  { stdio: ["pipe", "pipe", "inherit"] },
);

// The browser, with the DevTools protocol on file descriptors 3 (to it) and 4 (from it).
const profile = mkdtempSync(join(tmpdir(), "gbg-chromium-"));
const { chromium, send, eventHandlers } = launchHeadlessChromium(chromiumPath, profile);
chromium.on("exit", (code) => {
  if (!finishing) finish({ error: `chromium exited (${code}) before the page reported`, pageErrors }, 1);
});

const { targetId } = await send("Target.createTarget", { url: "about:blank" });
const { sessionId } = await send("Target.attachToTarget", { targetId, flatten: true });

eventHandlers.set("Runtime.bindingCalled", ({ name, payload }) => {
  if (name === "__gbgBridgePost") host.stdin.write(payload + "\n");
  if (name === "__gbgReport") finish({ ...JSON.parse(payload), pageErrors, deliveryErrors }, 0);
});
eventHandlers.set("Runtime.exceptionThrown", ({ exceptionDetails }) => {
  pageErrors.push(exceptionDetails.exception?.description ?? exceptionDetails.text);
});
eventHandlers.set("Runtime.consoleAPICalled", ({ type, args }) => {
  process.stderr.write(`page console.${type}: ${args.map((arg) => arg.value ?? arg.description).join(" ")}\n`);
});

// Blob fetches: paused in the browser, answered by the host, fulfilled with its status, headers and body.
const pausedFetches = new Map();
let nextFetch = 0;
eventHandlers.set("Fetch.requestPaused", ({ requestId, request }) => {
  nextFetch += 1;
  pausedFetches.set(nextFetch, requestId);
  const origin = Object.entries(request.headers).find(([name]) => name.toLowerCase() === "origin")?.[1];
  host.stdin.write(`#blob ${JSON.stringify({ id: nextFetch, url: request.url, origin })}\n`);
});
const answerFetch = async (line) => {
  const { id, status, headers, body } = JSON.parse(line.slice("#blob ".length));
  const requestId = pausedFetches.get(id);
  pausedFetches.delete(id);
  const responseHeaders = Object.entries(headers ?? {}).map(([name, value]) => ({ name, value }));
  await send("Fetch.fulfillRequest", { requestId, responseCode: status, responseHeaders, body }, sessionId);
};

createInterface({ input: host.stdout }).on("line", async (line) => {
  if (line.startsWith("#blob ")) return answerFetch(line);
  const { result, exceptionDetails } = await send("Runtime.evaluate", { expression: line }, sessionId);
  if (exceptionDetails) deliveryErrors.push(exceptionDetails.exception?.description ?? exceptionDetails.text);
  else if (result.type !== "undefined") deliveryErrors.push(`the delivery script's value is ${result.value ?? result.description}`);
});

await send("Runtime.enable", {}, sessionId);
await send("Fetch.enable", { patterns: [{ urlPattern: `${blobURLPrefix}*` }] }, sessionId);
await send("Page.enable", {}, sessionId);
await send("Runtime.addBinding", { name: "__gbgBridgePost" }, sessionId);
await send("Runtime.addBinding", { name: "__gbgReport" }, sessionId);
// What WKWebView provides at document start: the message handler, then the host's bootstrap script.
const messageHandler =
  "window.webkit = { messageHandlers: { gbgBridge: { postMessage(message) {" +
  " __gbgBridgePost(typeof message === 'string' ? message : JSON.stringify(message)); } } } };";
// What the Kotlin transport's WebMessageListener makes Android inject: window.GBGBridge, in the
// main frame of the page's origin only (the host gets every post as the main frame's, from that
// origin). The client posts strings; anything else the transport refuses, so it is not relayed.
const webMessageListener =
  `if (window === top && location.origin === ${JSON.stringify(pageOrigin)}) window.GBGBridge = { postMessage(message) {` +
  " if (typeof message !== 'string') throw new TypeError('only strings are relayed'); __gbgBridgePost(message); } };";
const injected = android ? webMessageListener : messageHandler + "\n" + bootstrap;
await send("Page.addScriptToEvaluateOnNewDocument", { source: injected }, sessionId);
await send("Page.navigate", { url: pageURL }, sessionId);
