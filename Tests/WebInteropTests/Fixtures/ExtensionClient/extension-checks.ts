// Checks of an extension's module, generated from Extensions/stamp-kit.yaml, on the client of its
// base, edge-cases.yaml, run by Node against a stand-in host: base types decoded and encoded where
// the base client does not, the extension's events both ways, its codes, and the capability check
// that keeps its methods from hanging on a host without them. Prints a report like
// transport-checks.ts's.

import { BridgeError, EdgeBridgeClient, type BridgeWindow } from "./gbgbridge/index.js";
import { StampKitErrorCode, StampKitExtension, isStampKitError, type StampKitActionError } from "./edgebridge-stamp-kit/index.js";
import { check, runChecks } from "./checking.js";

interface Sent {
  correlationId: string;
  type: string;
  payload: { action: string; data: { [key: string]: unknown } };
}

/** The clients the checks made, disposed after each so no timer keeps Node running. */
const made: EdgeBridgeClient[] = [];

/** A client on an Android-like window with the extension installed: what it sent, and a stand-in host. */
function page() {
  const sent: Sent[] = [];
  const win: BridgeWindow = { GBGBridge: { postMessage: (json: string) => sent.push(JSON.parse(json)) } };
  const client = new EdgeBridgeClient({ window: win, requestTimeoutMs: 1_000 });
  made.push(client);
  const stamps = new StampKitExtension(client);
  const deliver = (message: object) => win.GBGBridge?.receive?.({ version: "1.0", timestamp: 1, ...message });
  /** Answers the last request sent with `payload`. */
  const answer = (payload: object) => {
    const request = sent[sent.length - 1];
    deliver({ correlationId: request?.correlationId, type: "response", payload: { action: request?.payload.action, ...payload } });
  };
  /** Answers capability discovery, which it starts, declaring `capabilities`. */
  const discover = async (capabilities: object) => {
    const discovery = client.discoverCapabilities();
    answer({ status: "success", data: { environment: "ios", hostVersion: "1", capabilities } });
    await discovery;
  };
  return { client, stamps, sent, deliver, answer, discover };
}

/** How `promise` ended within 50 ms: its value, its BridgeError, or "pending". */
async function settled<T>(promise: Promise<T>): Promise<T | BridgeError | "pending"> {
  const pending = new Promise<"pending">((resolve) => setTimeout(() => resolve("pending"), 50));
  return Promise.race([promise.catch((error: BridgeError) => error), pending]);
}

/** The error `promise` rejects with, narrowed to `stamp.apply`'s; fails otherwise. */
async function applyError(promise: Promise<unknown>): Promise<StampKitActionError<"stamp.apply">> {
  const result = await settled(promise);
  if (!isStampKitError(result, "stamp.apply")) throw new Error(`expected a stamp.apply error, got ${String(result)}`);
  return result;
}

/** What a journey does after a failed stamp: a switch over the action's typed codes. */
function nextStep(error: StampKitActionError<"stamp.apply">): string {
  switch (error.knownCode) {
    case "STAMP_DRY":
      return "ink the pad";
    case "CAPABILITY_UNAVAILABLE":
      return "skip stamping";
    case undefined:
      return "unknown";
    default:
      return error.recoverable ? "retry" : "give up";
  }
}

const bytes = (...values: number[]) => Uint8Array.from(values);

const checks: Array<[string, () => Promise<void>]> = [
  ["results decode base types the base client does not", async () => {
    const { stamps, answer } = page();
    const stamping = stamps.stampApply({ label: "A", block: { "image-bytes": bytes(1) } });
    answer({ status: "success", data: { "impression-png": "AAE=", options: {} } });
    const result = await stamping;
    check(Array.from(result["impression-png"]).join() === "0,1", `impression ${String(result["impression-png"])}`);
    check(result.options.side === "front" && result.options.quality === 0.8, `base defaults ${JSON.stringify(result.options)}`);
    check(result.dryness === 0.5, `the extension's default ${result.dryness}`);
  }],
  ["requests encode base types the base client does not", async () => {
    const { stamps, sent } = page();
    void stamps.stampApply({ label: "A", block: { "image-bytes": bytes(255) }, density: 5 }).catch(() => undefined);
    void stamps.stampArchiveCopy({ capture: { "image-data": bytes(1, 2), thumbnails: [{ data: bytes(3) }] } }).catch(() => undefined);
    const [apply, archive] = sent.map((message) => JSON.stringify(message.payload.data));
    check(apply === '{"label":"A","block":{"image-bytes":"/w=="},"density":5}', `stamp.apply ${apply}`);
    check(archive === '{"capture":{"image-data":"AQI=","thumbnails":[{"data":"Aw=="}]}}', `stamp.archive.copy ${archive}`);
  }],
  ["events go both ways through the base client, checked and encoded", async () => {
    const { client, stamps, sent, deliver } = page();
    const levels: number[] = [];
    const resets: object[] = [];
    const problems: string[] = [];
    client.onProblem((problem) => problems.push(problem));
    const stop = stamps.on("stamp.inked", ({ level }) => levels.push(level));
    stamps.on("stamp.reset", (data) => resets.push(data));
    deliver({ correlationId: "e1", type: "event", payload: { action: "stamp.inked", data: { level: 0.25 } } });
    deliver({ correlationId: "e2", type: "event", payload: { action: "stamp.inked", data: { level: "full" } } });
    deliver({ correlationId: "e3", type: "event", payload: { action: "stamp.reset", data: {} } });
    stop();
    deliver({ correlationId: "e4", type: "event", payload: { action: "stamp.inked", data: { level: 1 } } });
    check(levels.join() === "0.25" && resets.length === 1, `listeners got ${levels.join()} and ${resets.length} resets`);
    check(problems.length === 1 && problems[0]?.includes("data.level: expected a number") === true, `problems ${problems.join()}`);
    stamps.emit("stamp.sealed", { seal: bytes(7) });
    stamps.emit("stamp.reset");
    client.emit("session.ping");
    const events = sent.map((message) => `${message.type} ${message.payload.action} ${JSON.stringify(message.payload.data)}`);
    check(events.join("; ") === 'event stamp.sealed {"seal":"Bw=="}; event stamp.reset {}; event session.ping {}', events.join("; "));
  }],
  ["codes are the action's own, the standard ones and the extension's, recoverable as declared", async () => {
    const { stamps, answer } = page();
    const stamping = stamps.stampApply({ label: "A", block: { "image-bytes": bytes() } });
    answer({ status: "error", error: { code: StampKitErrorCode.STAMP_DRY, message: "dry" } });
    const dry = await applyError(stamping);
    check(dry.knownCode === "STAMP_DRY" && dry.recoverable && nextStep(dry) === "ink the pad", `dry ${dry.knownCode} ${dry.recoverable}`);
    const lost = stamps.stampApply({ label: "A", block: { "image-bytes": bytes() } });
    answer({ status: "error", error: { code: "STAMP_LOST", message: "gone" } });
    const unlisted = await applyError(lost);
    check(unlisted.knownCode === undefined && !unlisted.recoverable, `an unlisted code is not known: ${unlisted.knownCode}`);
    const archiving = stamps.stampArchiveCopy({ capture: { "image-data": bytes() } });
    answer({ status: "error", error: { code: "STAMP_LOST", message: "gone" } });
    const archived = await settled(archiving);
    const known = isStampKitError(archived, "stamp.archive.copy") ? archived.knownCode : "not an error";
    check(known === "STAMP_LOST", `an action listing no codes knows the extension's: ${known}`);
  }],
  ["before capability discovery, every method sends", async () => {
    const { stamps, sent } = page();
    const stamping = settled(stamps.stampApply({ label: "A", block: { "image-bytes": bytes() } }));
    check(sent.length === 1 && sent[0]?.payload.action === "stamp.apply", `sent ${sent.length}`);
    check((await stamping) === "pending", "the request waits for the host");
  }],
  ["a capability discovery did not declare rejects at once, without sending", async () => {
    const { stamps, sent, discover } = page();
    await discover({ "stamp.archive": { supported: false, version: "1.0" } });
    const before = sent.length;
    const started = Date.now();
    const missing = await applyError(stamps.stampApply({ label: "A", block: { "image-bytes": bytes() } }));
    const unsupported = await settled(stamps.stampArchiveCopy({ capture: { "image-data": bytes() } }));
    check(Date.now() - started < 40 && sent.length === before, `sent ${sent.length - before}, waited ${Date.now() - started} ms`);
    check(missing.knownCode === "CAPABILITY_UNAVAILABLE" && missing.status === undefined, `absent: ${missing.code}`);
    check(missing.message.includes("stamp.press") && nextStep(missing) === "skip stamping", missing.message);
    check(!missing.recoverable && missing.correlationId === "", "nothing was sent to retry");
    const code = isStampKitError(unsupported, "stamp.archive.copy") ? unsupported.knownCode : String(unsupported);
    check(code === "CAPABILITY_UNAVAILABLE", `supported: false is unavailable too: ${code}`);
  }],
  ["another major version is a VERSION_MISMATCH; another minor is served", async () => {
    const { stamps, sent, discover } = page();
    await discover({ "stamp.press": { supported: true, version: "3.0" }, "stamp.archive": { supported: true, version: "1.7" } });
    const before = sent.length;
    const newer = await applyError(stamps.stampApply({ label: "A", block: { "image-bytes": bytes() } }));
    check(newer.knownCode === "VERSION_MISMATCH" && sent.length === before, `3.0 for 2.1: ${newer.code}`);
    check(newer.message.includes("2.1") && newer.message.includes("3.0"), newer.message);
    void stamps.stampArchiveCopy({ capture: { "image-data": bytes() } }).catch(() => undefined);
    check(sent.length === before + 1, "1.7 serves an extension built for 1.0");
  }],
  ["the last discovery counts; methods without a capability and untyped requests always send", async () => {
    const { client, stamps, sent, answer, discover } = page();
    await discover({});
    void stamps.stampInfo().catch(() => undefined);
    void client.request("stamp.apply", {}).catch(() => undefined);
    check(sent.slice(-2).map((message) => message.payload.action).join() === "stamp.info,stamp.apply", "both were sent");
    const failed = client.discoverCapabilities();
    answer({ status: "error", error: { code: "BUSY", message: "later" } });
    await failed.catch(() => undefined);
    const still = await applyError(stamps.stampApply({ label: "A", block: { "image-bytes": bytes() } }));
    check(still.knownCode === "CAPABILITY_UNAVAILABLE", `a failed discovery keeps the last one: ${still.code}`);
    await discover({ "stamp.press": { supported: true, version: "2.0" } });
    const before = sent.length;
    void stamps.stampApply({ label: "A", block: { "image-bytes": bytes() } }).catch(() => undefined);
    check(sent.length === before + 1, "a later discovery that declares it lets it through");
  }],
];

runChecks(checks, () => made.splice(0).forEach((client) => client.dispose())).then((results) => console.log(JSON.stringify({ transport: "none", results })));
