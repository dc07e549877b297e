// Stands headless Chromium in for WKWebView in front of BridgeStdioHost, over the DevTools protocol
// on --remote-debugging-pipe (no packages needed):
// - what the page posts to window.webkit.messageHandlers.gbgBridge goes, unchanged, to the host;
// - every line the host writes is the JavaScript a WKWebView transport evaluates
//   (window.GBGBridge.receive(<json>);), and it is evaluated in the page as it stands.
// - the page's fetches of blob URLs are intercepted (the Fetch domain) and served by the host, as
//   WKWebView hands a custom scheme to the transport's WKURLSchemeHandler: the stand-in for it is a
//   `#blob` line each way (see StdioTransport).
// The page comes from a local HTTP server, so it has a real origin and loads ES modules.
// Usage: node chromium-driver.mjs CHROMIUM HOST LOG PAGE_LOG ROOT — prints the page's report as JSON on the last line.

import { spawn, execFileSync } from "node:child_process";
import { createServer } from "node:http";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";
import { createInterface } from "node:readline";
import { launchHeadlessChromium } from "./devtools-pipe.mjs";

const [chromiumPath, hostPath, logPath, pageLogPath, root] = process.argv.slice(2);
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
const pageURL = `http://127.0.0.1:${server.address().port}/page.html`;

// The host, writing the JavaScript a WebView would evaluate.
const bootstrap = execFileSync(hostPath, ["--print-bootstrap"], { encoding: "utf8" });
const pageOrigin = new URL(pageURL).origin;
const blobURLPrefix = "https://blob.gbgbridge.test/";
const host = spawn(
  hostPath,
  [
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
  const { exceptionDetails } = await send("Runtime.evaluate", { expression: line }, sessionId);
  if (exceptionDetails) deliveryErrors.push(exceptionDetails.exception?.description ?? exceptionDetails.text);
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
await send("Page.addScriptToEvaluateOnNewDocument", { source: messageHandler + "\n" + bootstrap }, sessionId);
await send("Page.navigate", { url: pageURL }, sessionId);
