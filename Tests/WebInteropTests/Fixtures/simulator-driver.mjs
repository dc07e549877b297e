// Drives the web developers' simulator in headless Chromium, as a developer would: starts the
// package's simulate.mjs (with the signature pad extension) on one loopback port, serves
// simulator-journey.html on another origin, opens the simulator, and clicks its panels, buttons and
// switches, checking what the journey reports it received and what the simulator's log shows.
// Usage: node simulator-driver.mjs CHROMIUM ROOT
// ROOT is the compiled build (gbgbridge/ with simulate.mjs, gbgbridge-signature-pad/, the pages).
// Prints {results: [{name, ok, detail}]} (or {error}) as JSON on the last line.

import { spawn } from "node:child_process";
import { createServer } from "node:http";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";
import { closeChromium, launchHeadlessChromium } from "./devtools-pipe.mjs";

const [chromiumPath, root] = process.argv.slice(2);
const SECRET_MRZ = "P<UTOERIKSSON<<ANNA<MARIA<<<SECRET";
const limitSeconds = 150;

// The journey's server: the compiled pages, and what the journey reports, queued by step.
const reports = [];
const waiters = [];
const types = { ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8" };
const journeyServer = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url, "http://localhost").pathname));
  if (request.method === "POST" && path === "/report") {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      reports.push({ ...JSON.parse(body), at: Date.now() });
      for (const waiter of waiters.splice(0)) waiter();
      response.writeHead(204).end();
    });
    return;
  }
  try {
    const text = readFileSync(join(root, path));
    response.writeHead(200, { "content-type": types[extname(path)] ?? "application/octet-stream" }).end(text);
  } catch {
    response.writeHead(404).end();
  }
});
await new Promise((resolve) => journeyServer.listen(0, "127.0.0.1", resolve));

/** A free port on 127.0.0.1, for the simulator, whose origin the journey must know before it starts. */
async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
const simulatorPort = await freePort();
const simulatorOrigin = `http://127.0.0.1:${simulatorPort}`;
const journeyURL = `http://localhost:${journeyServer.address().port}/simulator-journey.html?host=${encodeURIComponent(simulatorOrigin)}`;

const simulator = spawn(
  "node",
  [join(root, "gbgbridge", "simulate.mjs"), journeyURL, "--port", String(simulatorPort),
    "--extension", join(root, "gbgbridge-signature-pad")],
  { stdio: ["ignore", "pipe", "pipe"] },
);
// However the driver ends, the simulator's server ends with it.
process.on("exit", () => simulator.kill());
let simulatorOutput = "";
simulator.stderr.on("data", (chunk) => process.stderr.write(`simulate.mjs: ${chunk}`));
await new Promise((resolve, reject) => {
  simulator.stdout.on("data", (chunk) => {
    simulatorOutput += chunk;
    if (simulatorOutput.includes("Open http://")) resolve();
  });
  simulator.on("exit", (code) => reject(new Error(`simulate.mjs exited (${code}): ${simulatorOutput}`)));
});

const profile = mkdtempSync(join(tmpdir(), "gbg-simulator-"));
const picked = join(profile, "picked.bin");
const pickedBytes = Array.from({ length: 300 }, (_, index) => (index * 7) % 256);
writeFileSync(picked, Buffer.from(pickedBytes));
const { chromium, send, eventHandlers } = launchHeadlessChromium(chromiumPath, profile);

let finishing = false;
async function finish(report, code) {
  if (finishing) return;
  finishing = true;
  clearTimeout(watchdog);
  console.log(JSON.stringify(report));
  await closeChromium(chromium);
  simulator.kill();
  journeyServer.close();
  try {
    rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
  } catch {
    // A profile left in the temporary folder is harmless; the report is what matters.
  }
  process.exit(code);
}
const watchdog = setTimeout(() => finish({ error: `the checks did not finish within ${limitSeconds} s` }, 1), limitSeconds * 1000);
chromium.on("exit", (code) => {
  if (!finishing) finish({ error: `chromium exited (${code}) before the checks finished` }, 1);
});
const pageErrors = [];
eventHandlers.set("Runtime.exceptionThrown", ({ exceptionDetails }) => {
  pageErrors.push(exceptionDetails.exception?.description ?? exceptionDetails.text);
});

const { targetId } = await send("Target.createTarget", { url: "about:blank" });
const { sessionId } = await send("Target.attachToTarget", { targetId, flatten: true });
await send("Runtime.enable", {}, sessionId);
await send("Page.enable", {}, sessionId);
await send("DOM.enable", {}, sessionId);
await send("Emulation.setDeviceMetricsOverride", { width: 1400, height: 1000, deviceScaleFactor: 1, mobile: false }, sessionId);
await send("Page.navigate", { url: `${simulatorOrigin}/` }, sessionId);

/** Evaluates `expression` in the simulator's page; gives its value. */
async function evaluate(expression) {
  const { result, exceptionDetails } = await send("Runtime.evaluate", { expression, returnByValue: true, awaitPromise: true }, sessionId);
  if (exceptionDetails) throw new Error(`${expression}: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
  return result.value;
}

/** Waits until `selector` matches an element of the simulator's page. */
async function waitFor(selector, seconds = 20) {
  const deadline = Date.now() + seconds * 1000;
  while (!(await evaluate(`document.querySelector(${JSON.stringify(selector)}) !== null`))) {
    if (Date.now() > deadline) throw new Error(`nothing matched ${selector} in ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Clicks the middle of the element `selector` matches, with the mouse, as a developer would. */
async function click(selector) {
  await waitFor(selector);
  const box = await evaluate(`(() => {
    const element = document.querySelector(${JSON.stringify(selector)});
    element.scrollIntoView({ block: "center" });
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x: x + width / 2, y: y + height / 2 };
  })()`);
  for (const type of ["mousePressed", "mouseReleased"]) {
    await send("Input.dispatchMouseEvent", { type, x: box.x, y: box.y, button: "left", clickCount: 1 }, sessionId);
  }
}

/** Sets a form control's value and says so, as typing or choosing would. */
async function setValue(selector, value) {
  await waitFor(selector);
  await evaluate(`(() => {
    const control = document.querySelector(${JSON.stringify(selector)});
    control.value = ${JSON.stringify(value)};
    control.dispatchEvent(new Event("change", { bubbles: true }));
  })()`);
}

/** The journey's next report of `step`. */
async function reported(step, seconds = 20) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const index = reports.findIndex((report) => report.step === step || report.step === "failed");
    if (index >= 0) {
      const [report] = reports.splice(index, 1);
      if (report.step === "failed") throw new Error(`the journey failed: ${report.value}`);
      return report;
    }
    if (Date.now() > deadline) throw new Error(`the journey did not report ${step} in ${seconds} s`);
    await new Promise((resolve) => {
      waiters.push(resolve);
      setTimeout(resolve, 200);
    });
  }
}

const open = (action) => `section.request[data-action="${action}"]:not(.ended)`;
const results = [];
async function check(name, body) {
  try {
    const detail = await body();
    results.push({ name, ok: detail === "", detail });
  } catch (error) {
    results.push({ name, ok: false, detail: error instanceof Error ? error.message : String(error) });
  }
}
const json = JSON.stringify;

await check("the journey discovers the protocol's and the extension's capabilities", async () => {
  const { value } = await reported("discovery");
  const capabilities = value.capabilities ?? {};
  const wanted = ["camera.document", "camera.selfie", "nfc.read", "signature.pad"];
  const missing = wanted.filter((id) => capabilities[id]?.supported !== true);
  if (value.environment !== "web" || missing.length > 0) return `environment ${value.environment}, not supported: ${missing}`;
  return "";
});

await check("success with the sample data and a file picked for a bytes field", async () => {
  await waitFor(`${open("camera.document.capture")} input[data-field="imageData"]`);
  const { root: documentNode } = await send("DOM.getDocument", {}, sessionId);
  const { nodeId } = await send(
    "DOM.querySelector",
    { nodeId: documentNode.nodeId, selector: `${open("camera.document.capture")} input[data-field="imageData"]` },
    sessionId,
  );
  await send("DOM.setFileInputFiles", { files: [picked], nodeId }, sessionId);
  await new Promise((resolve) => setTimeout(resolve, 300)); // the page reads the file on its change event
  await click(`${open("camera.document.capture")} button[data-answer="success"]`);
  const { value } = await reported("document");
  const result = value.result ?? {};
  if (json(result.imageData) !== json(pickedBytes)) return `imageData ${json(result.imageData)?.slice(0, 80)}`;
  if (result.width !== 1 || result.mimeType !== "image/jpeg") return `sample fields ${json({ ...result, imageData: undefined })}`;
  return "";
});

await check("an error code nfc.read declares", async () => {
  await setValue(`${open("nfc.read")} select.error-code`, "NFC_ERROR");
  await click(`${open("nfc.read")} button[data-answer="error"]`);
  const { value } = await reported("nfc");
  return value.status === "error" && value.code === "NFC_ERROR" && value.recoverable === true ? "" : json(value);
});

await check("cancel", async () => {
  await click(`${open("camera.selfie.capture")} button[data-answer="cancelled"]`);
  const { value } = await reported("selfie");
  return value.status === "cancelled" && value.code === "CANCELLED" ? "" : json(value);
});

await check("the extension's action answered with its edited sample", async () => {
  const edited = { image: "AQID", points: [{ x: 0.25, y: 0.75 }], duration_ms: 1234 };
  await setValue(`${open("signature.capture")} textarea.result`, JSON.stringify(edited));
  await click(`${open("signature.capture")} button[data-answer="success"]`);
  const { value } = await reported("signature");
  return value.status === "success" && json(value.data) === json(edited) ? "" : json(value);
});

await check("unsupported, after a delay", async () => {
  await setValue(`${open("camera.document.capture")} input.delay`, "600");
  await click(`${open("camera.document.capture")} button[data-answer="unsupported"]`);
  const clicked = Date.now();
  const { value, at } = await reported("delayed");
  if (value.status !== "unsupported") return json(value);
  return at - clicked >= 550 ? "" : `answered ${at - clicked} ms after the click`;
});

await check("an event sent from its button, with edited data", async () => {
  await setValue(`div.event[data-event="host.orientation"] textarea`, `{"orientation": "landscapeLeft"}`);
  await click(`div.event[data-event="host.orientation"] button`);
  const { value } = await reported("orientation");
  return value.orientation === "landscapeLeft" ? "" : json(value);
});

await check("a capability's switch, permission state and named permissions, as capability.query reports them", async () => {
  await click(`div.capability[data-capability="camera.document"] input.supported`);
  await click(`div.capability[data-capability="nfc.read"] input.supported`);
  await setValue(`div.capability[data-capability="camera.selfie"] select.permission`, "denied");
  await setValue(`div.capability[data-capability="camera.document"] select[data-permission="photoLibrary"]`, "denied");
  await click(`div.event[data-event="host.foreground"] button`);
  const { value } = await reported("rediscovery");
  const capabilities = value.capabilities ?? {};
  const problems = [];
  if (capabilities["camera.document"]?.supported !== false) problems.push(`camera.document ${json(capabilities["camera.document"])}`);
  if (capabilities["nfc.read"]?.supported === true) problems.push(`nfc.read ${json(capabilities["nfc.read"])}`);
  if (capabilities["camera.selfie"]?.permissionState !== "denied") problems.push(`camera.selfie ${json(capabilities["camera.selfie"])}`);
  const named = json(capabilities["camera.document"]?.permissions);
  if (named !== json({ photoLibrary: "denied" })) problems.push(`camera.document's named permissions ${named}`);
  return problems.join("; ");
});

await check("the log hides nfc.read's sensitive mrz", async () => {
  const lines = await evaluate(`[...document.querySelectorAll("ol.log li")].map((line) => line.textContent)`);
  const request = lines.find((line) => line.startsWith("page → host request nfc.read "));
  if (!request) return `no nfc.read request in the log: ${json(lines).slice(0, 300)}`;
  if (lines.some((line) => line.includes("SECRET"))) return "the MRZ appears in the log";
  const panels = await evaluate(`[...document.querySelectorAll("section.request")].map((panel) => panel.textContent)`);
  if (panels.some((text) => text.includes("SECRET"))) return "the MRZ appears in a request's panel";
  return request.includes('"mrz":"<redacted>"') ? "" : `the request is logged as ${request}`;
});

finish({ results, pageErrors }, 0);
