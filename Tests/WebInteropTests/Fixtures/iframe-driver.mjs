// Runs the iframe host's pages in headless Chromium, over the DevTools protocol on
// --remote-debugging-pipe (no packages needed). The host page and the journey it frames come from
// two loopback servers, so they have different origins (127.0.0.1 and localhost: different sites
// too, so the journey runs out of process, as a real one on another domain does).
// Usage: node iframe-driver.mjs CHROMIUM ROOT MODE [CONFORMANCE_FOLDER] [ROUNDS] [same-site]
// MODE is checks, conformance or bench; prints the host page's report as JSON on the last line.
// `same-site` serves the journey from 127.0.0.1 too (another port: still another origin, but the
// same site, so Chromium may keep both frames in one process).

import { createServer } from "node:http";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { extname, join, normalize, relative } from "node:path";
import { closeChromium, launchHeadlessChromium } from "./devtools-pipe.mjs";

const [chromiumPath, root, mode, conformanceFolder, rounds, sites] = process.argv.slice(2);
const limitSeconds = mode === "bench" ? 300 : 240;

/** Every *.jsonl below `folder`, with its path from there. */
function conformanceFiles(folder) {
  const files = [];
  const walk = (directory) => {
    for (const name of readdirSync(directory).sort()) {
      const path = join(directory, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith(".jsonl")) files.push({ path: relative(folder, path), text: readFileSync(path, "utf8") });
    }
  };
  if (folder) walk(folder);
  return files;
}
const conformance = JSON.stringify(conformanceFiles(conformanceFolder));

const types = { ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8", ".json": "application/json" };
const serve = (request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url, "http://localhost").pathname));
  if (path === "/conformance.json") {
    response.writeHead(200, { "content-type": types[".json"] }).end(conformance);
    return;
  }
  try {
    const body = readFileSync(join(root, path));
    response.writeHead(200, { "content-type": types[extname(path)] ?? "application/octet-stream" }).end(body);
  } catch {
    response.writeHead(404).end();
  }
};
const listen = (host) =>
  new Promise((resolve) => {
    const server = createServer(serve);
    server.listen(0, host, () => resolve(server));
  });
const hostServer = await listen("127.0.0.1");
const journeyServer = await listen("127.0.0.1");
const journeyHost = sites === "same-site" ? "127.0.0.1" : "localhost";
const journeyOrigin = `http://${journeyHost}:${journeyServer.address().port}`;
const query = new URLSearchParams({ mode, journey: journeyOrigin, ...(rounds ? { rounds } : {}) });
const pageURL = `http://127.0.0.1:${hostServer.address().port}/iframe-host.html?${query}`;

const profile = mkdtempSync(join(tmpdir(), "gbg-iframe-host-"));
const { chromium, send, eventHandlers } = launchHeadlessChromium(chromiumPath, profile);
const pageErrors = [];
let finishing = false;
const finish = async (report, code) => {
  if (finishing) return;
  finishing = true;
  clearTimeout(watchdog);
  console.log(JSON.stringify({ ...report, pageErrors }));
  await closeChromium(chromium);
  hostServer.close();
  journeyServer.close();
  try {
    rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
  } catch {
    // A profile left in the temporary folder is harmless; the report is what matters.
  }
  process.exit(code);
};
const watchdog = setTimeout(() => finish({ error: `the host page did not report within ${limitSeconds} s` }, 1), limitSeconds * 1000);
chromium.on("exit", (code) => {
  if (!finishing) finish({ error: `chromium exited (${code}) before the page reported` }, 1);
});

const { targetId } = await send("Target.createTarget", { url: "about:blank" });
const { sessionId } = await send("Target.attachToTarget", { targetId, flatten: true });
eventHandlers.set("Runtime.bindingCalled", ({ name, payload }) => {
  if (name === "__gbgReport") finish(JSON.parse(payload), 0);
});
eventHandlers.set("Runtime.exceptionThrown", ({ exceptionDetails }) => {
  pageErrors.push(exceptionDetails.exception?.description ?? exceptionDetails.text);
});
eventHandlers.set("Runtime.consoleAPICalled", ({ type, args }) => {
  process.stderr.write(`page console.${type}: ${args.map((arg) => arg.value ?? arg.description).join(" ")}\n`);
});
await send("Runtime.enable", {}, sessionId);
await send("Runtime.addBinding", { name: "__gbgReport" }, sessionId);
await send("Page.enable", {}, sessionId);
await send("Page.navigate", { url: pageURL }, sessionId);
