// Checks of the client's transports that need no host: the iframe transport and its origin
// allow-list, a page with no host, unreadable input and a host of another major version. Each
// check builds the window it needs from plain objects. Run by Node; prints a report like
// conversation.ts's on its last line.

import {
  BridgeError,
  DEFAULT_DISCOVERY_TIMEOUT_MS,
  DEFAULT_REQUEST_TIMEOUT_MS,
  GBGBridgeClient,
  type BridgeClientOptions,
  type BridgeMessageEvent,
  type BridgeWindow,
} from "./gbgbridge/index.js";
import { check, runChecks } from "./checking.js";

const ALLOWED = "https://journey-host.example";

/** A window inside an iframe, whose parent records what it is sent. */
function framedWindow() {
  const posted: Array<{ message: unknown; origin: string }> = [];
  const listeners: Array<(event: BridgeMessageEvent) => void> = [];
  const parent = { postMessage: (message: unknown, origin: string) => posted.push({ message, origin }) };
  const win: BridgeWindow = { parent, addEventListener: (_type, listener) => listeners.push(listener) };
  const deliver = (data: unknown, origin: string, source: unknown = parent) =>
    listeners.forEach((listener) => listener({ data, origin, source }));
  return { win, parent, posted, deliver };
}

/** A response to `request` (JSON text the client posted), with `version` and `status`. */
function responseTo(request: unknown, status: string, version = "1.0"): string {
  const { correlationId, payload } = JSON.parse(String(request)) as { correlationId: string; payload: { action: string } };
  return JSON.stringify({ version, correlationId, type: "response", timestamp: 1, payload: { action: payload.action, status, data: {} } });
}

/** The clients a check made, disposed after it so no timer keeps Node running. */
const made: GBGBridgeClient[] = [];

function makeClient(options: BridgeClientOptions): GBGBridgeClient {
  const client = new GBGBridgeClient(options);
  made.push(client);
  return client;
}

async function settled<T>(promise: Promise<T>): Promise<T | BridgeError | "pending"> {
  const pending = new Promise<"pending">((resolve) => setTimeout(() => resolve("pending"), 50));
  return Promise.race([promise.catch((error: BridgeError) => error), pending]);
}

const checks: Array<[string, () => Promise<void>]> = [
  ["iframe posts only to the allowed origin", async () => {
    const frame = framedWindow();
    const client = makeClient({ window: frame.win, allowedOrigins: [ALLOWED] });
    check(client.transport?.kind === "iframe", `transport ${client.transport?.kind}`);
    void settled(client.request("capability.query"));
    check(frame.posted.length === 1 && frame.posted[0]?.origin === ALLOWED, `posted ${JSON.stringify(frame.posted)}`);
  }],
  ["iframe ignores other origins and windows", async () => {
    const frame = framedWindow();
    const client = makeClient({ window: frame.win, allowedOrigins: [ALLOWED] });
    const answer = client.request("capability.query", {}, { timeoutMs: 1_000 });
    const request = frame.posted[0]?.message;
    frame.deliver(responseTo(request, "success"), "https://attacker.example");
    frame.deliver(responseTo(request, "success"), ALLOWED, { postMessage() {} });
    check((await settled(answer)) === "pending", "a message from another origin or window was accepted");
    frame.deliver(responseTo(request, "success"), ALLOWED);
    const response = await settled(answer);
    check(typeof response === "object" && !(response instanceof BridgeError) && response.status === "success", "the allowed origin's answer");
  }],
  ["iframe without an allowed origin refuses to guess", async () => {
    try {
      makeClient({ window: framedWindow().win });
      throw new Error("the client posted to an unknown parent");
    } catch (error) {
      check(error instanceof BridgeError && error.code === "UNSUPPORTED", `error ${String(error)}`);
    }
  }],
  ["no host: requests fail with UNSUPPORTED", async () => {
    const client = makeClient({ window: {} });
    check(client.transport === undefined, "a transport was found in an empty window");
    const result = await settled(client.cameraDocumentCapture());
    check(result instanceof BridgeError && result.code === "UNSUPPORTED", `result ${String(result)}`);
  }],
  ["unreadable input is reported, not thrown", async () => {
    const win: BridgeWindow = {};
    const client = makeClient({ window: win });
    const problems: string[] = [];
    client.onProblem((problem) => problems.push(problem));
    win.GBGBridge?.receive?.("{not json");
    win.GBGBridge?.receive?.({ version: "1.0" });
    check(problems.length === 2, `problems ${JSON.stringify(problems)}`);
  }],
  ["discovery and requests wait their own time", async () => {
    check(DEFAULT_DISCOVERY_TIMEOUT_MS === 5_000 && DEFAULT_REQUEST_TIMEOUT_MS === 30_000, "the web SDK's defaults");
    const silent: BridgeWindow = { GBGBridge: { postMessage() {} } };
    const client = makeClient({ window: silent, discoveryTimeoutMs: 20, requestTimeoutMs: 5_000 });
    const capture = client.cameraDocumentCapture();
    const discovery = await settled(client.discoverCapabilities());
    check(discovery instanceof BridgeError && discovery.code === "TIMEOUT" && discovery.recoverable, `discovery ${String(discovery)}`);
    check((await settled(capture)) === "pending", "a request gave up at the discovery timeout");
    const overridden = await settled(client.cameraDocumentCapture({}, { timeoutMs: 10 }));
    check(overridden instanceof BridgeError && overridden.code === "TIMEOUT", `overridden ${String(overridden)}`);
  }],
  ["another major version is a VERSION_MISMATCH", async () => {
    const frame = framedWindow();
    const client = makeClient({ window: frame.win, allowedOrigins: [ALLOWED] });
    const answer = client.cameraDocumentCapture();
    frame.deliver(responseTo(frame.posted[0]?.message, "success", "2.0"), ALLOWED);
    const result = await settled(answer);
    check(result instanceof BridgeError && result.code === "VERSION_MISMATCH" && result.response !== undefined, `result ${String(result)}`);
  }],
];

runChecks(checks, () => made.splice(0).forEach((client) => client.dispose())).then((results) =>
  console.log(JSON.stringify({ transport: "none", results })),
);
