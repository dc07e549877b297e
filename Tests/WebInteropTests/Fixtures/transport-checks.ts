// Checks of the client that need no host: the iframe transport and its origin allow-list, a page
// with no host, unreadable input, a host of another major version, and answers no real host
// sends (results that break their types, errors without details, unknown statuses). Each check
// builds the window it needs from plain objects. Run by Node; prints a report like
// conversation.ts's on its last line.

import {
  BridgeError,
  DEFAULT_DISCOVERY_TIMEOUT_MS,
  DEFAULT_REQUEST_TIMEOUT_MS,
  GBGBridgeClient,
  decodeBase64,
  encodeBase64,
  isBridgeError,
  isKnownErrorCode,
  recoverableByDefault,
  resolveBlobReferences,
  type BlobFields,
  type BridgeClientOptions,
  type DocumentCaptureResult,
  type BridgeMessageEvent,
  type BridgeWindow,
} from "./gbgbridge/index.js";
import { check, runChecks } from "./checking.js";

const ALLOWED = "https://journey-host.example";
/** What the blob URLs of the framed host start with. */
const BLOB_URL_PREFIX = "gbgbridge-blob://blob/";

/**
 * A window inside an iframe whose parent plays the iframe host's side of the handshake: it answers
 * the first hello with a welcome and a port (unless `welcome` is false), and records what the client
 * posts on that port in `posted`, with the origin its hello went to. `deliver` sends from the host:
 * on the port when it comes from the parent at the allowed origin, through the window otherwise.
 */
function framedWindow(options: { welcome?: boolean } = {}) {
  const posted: Array<{ message: unknown; origin: string }> = [];
  const hellos: Array<{ message: unknown; origin: string }> = [];
  const listeners: Array<(event: BridgeMessageEvent) => void> = [];
  let port: { postMessage(data: unknown): void; onmessage: ((event: { data: unknown }) => void) | null } | undefined;
  const parent = {
    postMessage: (message: unknown, origin: string) => {
      hellos.push({ message, origin });
      if (options.welcome === false || port) return;
      const session = (message as { session?: unknown }).session;
      port = { postMessage: (data: unknown) => posted.push({ message: data, origin }), onmessage: null };
      const welcome = { gbgbridge: "welcome", version: "1.1", session };
      listeners.forEach((listener) => listener({ data: welcome, origin: ALLOWED, source: parent, ports: [port] }));
    },
  };
  const win: BridgeWindow = { parent, addEventListener: (_type, listener) => listeners.push(listener) };
  const deliver = (data: unknown, origin: string, source: unknown = parent) => {
    if (origin === ALLOWED && source === parent && port?.onmessage) port.onmessage({ data });
    else listeners.forEach((listener) => listener({ data, origin, source }));
  };
  return { win, parent, posted, hellos, listeners, deliver };
}

/** A response to `request` (JSON text the client posted), with `version` and `status`, and `answer` in its payload. */
function responseTo(request: unknown, status: string, version = "1.0", answer: object = { data: {} }): string {
  const { correlationId, payload } = JSON.parse(String(request)) as { correlationId: string; payload: { action: string } };
  return JSON.stringify({ version, correlationId, type: "response", timestamp: 1, payload: { action: payload.action, status, ...answer } });
}

/** How a document capture ends when the framed host answers it with `status` and `answer`. */
async function captureAnswered(status: string, answer: object) {
  const frame = framedWindow();
  const client = makeClient({ window: frame.win, allowedOrigins: [ALLOWED] });
  const capture = client.cameraDocumentCapture();
  frame.deliver(responseTo(frame.posted[0]?.message, status, "1.0", answer), ALLOWED);
  return settled(capture);
}

/** The document capture's result, when the framed host answers it `success` with `answer`. */
async function captureResult(answer: object): Promise<DocumentCaptureResult> {
  const result = await captureAnswered("success", answer);
  if (result instanceof BridgeError || result === "pending") throw new Error(`expected a result, got ${String(result)}`);
  return result;
}

/** The document capture's error, when the framed host answers it with `status` and `answer`. */
async function captureError(status: string, answer: object) {
  const result = await captureAnswered(status, answer);
  if (!isBridgeError(result, "camera.document.capture")) throw new Error(`expected a BridgeError, got ${String(result)}`);
  return result;
}

/** Every byte value, then bytes of each length up to 7, so each padding and every character of base64 appear. */
const SAMPLE_BYTES: Uint8Array[] = [
  Uint8Array.from({ length: 256 }, (_, index) => index),
  ...Array.from({ length: 8 }, (_, length) => Uint8Array.from({ length }, (_, index) => (index * 97 + length * 31) % 256)),
];

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
  ["an iframe in a native WebView talks to its parent, not to the host", async () => {
    // WebKit gives every frame the host's handler, but the host hears its main frame only.
    const frame = framedWindow();
    const toHost: unknown[] = [];
    frame.win.webkit = { messageHandlers: { gbgBridge: { postMessage: (message: unknown) => toHost.push(message) } } };
    const client = makeClient({ window: frame.win, allowedOrigins: [ALLOWED] });
    check(client.transport?.kind === "iframe", `transport ${client.transport?.kind}`);
    void settled(client.request("capability.query"));
    check(frame.posted.length === 1 && toHost.length === 0, `posted to the parent ${frame.posted.length}, to the host ${toHost.length}`);
    const mainFrame: BridgeWindow = { webkit: frame.win.webkit };
    mainFrame.parent = mainFrame as unknown as NonNullable<BridgeWindow["parent"]>; // a top window is its own parent
    check(makeClient({ window: mainFrame }).transport?.kind === "ios", "the main frame does not use the host's handler");
  }],
  ["the handshake takes the welcome only from the parent at an allowed origin, then talks on its port", async () => {
    const frame = framedWindow({ welcome: false });
    const client = makeClient({ window: frame.win, allowedOrigins: [ALLOWED] });
    const answer = client.request("capability.query", {}, { timeoutMs: 1_000 });
    const hello = frame.hellos[0]?.message as { gbgbridge?: string; version?: string; session?: string } | undefined;
    check(hello?.gbgbridge === "hello" && hello.version === "1.2" && typeof hello.session === "string", `hello ${JSON.stringify(hello)}`);
    check(frame.hellos[0]?.origin === ALLOWED && frame.posted.length === 0, "the request waits for the welcome");
    const sent: unknown[] = [];
    const port = { postMessage: (data: unknown) => sent.push(data), onmessage: null as ((event: { data: unknown }) => void) | null };
    const welcome = (session: unknown) => ({ gbgbridge: "welcome", version: "1.1", session });
    const offer = (data: unknown, origin: string, source: unknown) =>
      frame.listeners.forEach((listener) => listener({ data, origin, source, ports: [port] }));
    offer(welcome(hello?.session), "https://attacker.example", frame.parent);
    offer(welcome(hello?.session), ALLOWED, { postMessage() {} });
    offer(welcome("another-session"), ALLOWED, frame.parent);
    check(sent.length === 0, "a welcome from another origin, window or session was taken");
    offer(welcome(hello?.session), ALLOWED, frame.parent);
    check(sent.length === 1 && typeof sent[0] === "string", `the queued request went on the port: ${JSON.stringify(sent)}`);
    const request = sent[0];
    frame.listeners.forEach((listener) => listener({ data: responseTo(request, "success", "1.1"), origin: ALLOWED, source: frame.parent }));
    check((await settled(answer)) === "pending", "a response through the window was taken after the handshake");
    port.onmessage?.({ data: responseTo(request, "success", "1.1") });
    const response = await settled(answer);
    check(typeof response === "object" && !(response instanceof BridgeError) && response.status === "success", "the port's answer");
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
    const inherited = await settled(client.request("constructor", {}, { timeoutMs: 10 }));
    check(isBridgeError(inherited) && inherited.knownCode === "TIMEOUT", `an action named constructor: ${String(inherited)}`);
  }],
  ["a result that breaks its type is an INVALID_REQUEST naming the path", async () => {
    const wrongKind = await captureError("success", { data: { imageData: "AAEC", width: "12", height: 1 } });
    check(wrongKind.knownCode === "INVALID_REQUEST" && wrongKind.status === "success", `${wrongKind.code} ${wrongKind.status}`);
    check(wrongKind.message.includes('result.width: expected an integer, found the string "12"'), wrongKind.message);
    check(wrongKind.recoverable === (recoverableByDefault["INVALID_REQUEST"] ?? false), "INVALID_REQUEST as recoverable as the spec says");
    check(wrongKind.response?.payload.data?.["width"] === "12", "the response is kept as it came");
    const missing = await captureError("success", { data: { imageData: "AAEC", width: 1 } });
    check(missing.message.includes("result.height: required key is missing"), missing.message);
    const notBase64 = await captureError("success", { data: { imageData: "AA=A", width: 1, height: 1 } });
    check(notBase64.message.includes("result.imageData: invalid base64"), notBase64.message);
    const notAnObject = await captureError("success", { data: [1] });
    check(notAnObject.message.includes("result: expected an object, found an array"), notAnObject.message);
  }],
  ["results come with bytes decoded and defaults filled in", async () => {
    const result = await captureResult({ data: { imageData: "AAEC", width: 1, height: 2 } });
    check(result.imageData instanceof Uint8Array && Array.from(result.imageData).join() === "0,1,2", `imageData ${String(result.imageData)}`);
    check(result.mimeType === "image/jpeg", `default mimeType ${result.mimeType}`);
    // A default stands for an absent field; null is not absent, and mimeType is not nullable.
    const nullDefault = await captureError("success", { data: { imageData: "", width: 1, height: 2, mimeType: null } });
    check(nullDefault.message.includes("result.mimeType: expected a string, found null"), nullDefault.message);
    const sent = await captureResult({ data: { imageData: "", width: 1, height: 2, mimeType: "image/png" } });
    check(sent.mimeType === "image/png", `sent mimeType ${sent.mimeType}`);
  }],
  ["a status alone, or an error without details, takes the code's meaning", async () => {
    const cancelled = await captureError("cancelled", {});
    check(cancelled.knownCode === "CANCELLED" && cancelled.status === "cancelled", `cancelled ${cancelled.code}`);
    check(cancelled.recoverable === (recoverableByDefault["CANCELLED"] ?? false), "CANCELLED as recoverable as the spec says");
    const unsupported = await captureError("unsupported", { error: 5 });
    check(unsupported.knownCode === "UNSUPPORTED", `an unreadable error is no error: ${unsupported.code}`);
    const acknowledged = await captureError("acknowledged", { data: {} });
    check(acknowledged.knownCode === "ACKNOWLEDGED" && !acknowledged.recoverable, `acknowledged ${acknowledged.code}`);
    for (const status of ["error", "deferred"]) {
      const failed = await captureError(status, {});
      check(failed.knownCode === "INTERNAL_ERROR" && failed.status === status, `${status}: ${failed.code}`);
    }
    const bare = await captureError("error", { error: { code: "BUSY" } });
    check(bare.knownCode === "BUSY" && bare.recoverable === (recoverableByDefault["BUSY"] ?? false), `bare BUSY ${bare.recoverable}`);
  }],
  ["codes from newer hosts are kept but not known", async () => {
    for (const code of ["SCANNER_JAMMED", "constructor", "NFC_ERROR"]) {
      const error = await captureError("error", { error: { code, message: "m", recoverable: true } });
      check(error.code === code && error.knownCode === undefined && error.recoverable, `${code}: ${error.knownCode}`);
    }
    const inherited = await captureError("error", { error: { code: "toString", message: "m" } });
    check(inherited.recoverable === false, "a code named like an inherited property took its recoverability");
    check(isKnownErrorCode("NFC_ERROR") && isKnownErrorCode("ACKNOWLEDGED"), "a declared code and a client code are known");
    check(!isKnownErrorCode("SCANNER_JAMMED") && !isKnownErrorCode("constructor"), "an unknown code is known");
  }],
  ["event data is checked and decoded", async () => {
    const frame = framedWindow();
    const client = makeClient({ window: frame.win, allowedOrigins: [ALLOWED] });
    const problems: string[] = [];
    const readyAt: number[] = [];
    client.onProblem((problem) => problems.push(problem));
    client.on("host.ready", (data) => readyAt.push(data.timestamp));
    const event = (data: object) => JSON.stringify({ version: "1.0", correlationId: "e", type: "event", timestamp: 1, payload: { action: "host.ready", data } });
    frame.deliver(event({ timestamp: "soon" }), ALLOWED);
    frame.deliver(event({ timestamp: 12.5 }), ALLOWED);
    check(readyAt.join() === "12.5", `listener called with ${readyAt.join()}`);
    check(problems.length === 1 && problems[0]?.includes('data.timestamp: expected a number, found the string "soon"') === true, `problems ${problems.join()}`);
  }],
  ["base64 round-trips every byte and refuses what the runtimes never send", async () => {
    for (const bytes of SAMPLE_BYTES) {
      const expected = btoa(String.fromCharCode(...bytes));
      check(encodeBase64(bytes) === expected, `encodeBase64 of ${bytes.length} bytes: ${encodeBase64(bytes)}`);
      check(Array.from(decodeBase64(expected) ?? []).join() === Array.from(bytes).join(), `decodeBase64 of ${expected}`);
    }
    for (const text of ["AAE", "AA=A", "AB==", "AAB=", "A===", "AAAA====", " AAA", "AA\nA", "-_AA"]) {
      check(decodeBase64(text) === undefined, `decodeBase64 accepted ${JSON.stringify(text)}`);
    }
  }],
  ["blob references resolve into the exact bytes, fetched once; a failed fetch names the path", async () => {
    const bytes = SAMPLE_BYTES[0] ?? new Uint8Array();
    const fetched: string[] = [];
    let status = 200;
    const fetch = async (url: string) => {
      fetched.push(url);
      return { ok: status === 200, status, arrayBuffer: async () => bytes.slice().buffer };
    };
    const frame = framedWindow();
    const client = makeClient({ window: frame.win, allowedOrigins: [ALLOWED], blobs: { fetch, urlPrefix: BLOB_URL_PREFIX } });
    void settled(client.discoverCapabilities());
    const offer = JSON.parse(String(frame.posted[0]?.message)) as { payload: { data: { blobs?: { kinds: string[] } } } };
    // In an iframe, transferred buffers first (the port carries them), then URLs it fetches.
    check(offer.payload.data.blobs?.kinds.join() === "transfer,url", `offer ${JSON.stringify(offer.payload.data)}`);
    const reference = { $blob: "gbgbridge-blob://blob/0123", size: bytes.length, mimeType: "image/png" };
    const answer = { data: { imageData: reference, width: 1, height: 1, mimeType: "image/png" } };
    const capture = client.cameraDocumentCapture();
    frame.deliver(responseTo(frame.posted[1]?.message, "success", "1.0", answer), ALLOWED);
    const result = await settled(capture);
    check(!(result instanceof BridgeError) && result !== "pending", `result ${String(result)}`);
    const image = (result as DocumentCaptureResult).imageData;
    check(Array.from(image).join() === Array.from(bytes).join(), `imageData ${image.length} bytes`);
    check(fetched.join() === reference.$blob, `fetched ${fetched.join()}`);

    status = 410;
    const refused = client.cameraDocumentCapture();
    frame.deliver(responseTo(frame.posted[2]?.message, "success", "1.0", answer), ALLOWED);
    const error = await settled(refused);
    check(error instanceof BridgeError && error.code === "INTERNAL_ERROR", `refused fetch ${String(error)}`);
    check(String((error as Error).message).includes("result.imageData"), `message ${String((error as Error).message)}`);
  }],
  ["a call that asks for Blobs gets Blobs, by reference and inline, typed so", async () => {
    const bytes = SAMPLE_BYTES[0] ?? new Uint8Array();
    const blob = new Blob([bytes], { type: "image/png" });
    const fetch = async () => ({ ok: true, status: 200, arrayBuffer: async () => bytes.slice().buffer, blob: async () => blob });
    const frame = framedWindow();
    const client = makeClient({ window: frame.win, allowedOrigins: [ALLOWED], blobs: { fetch, urlPrefix: BLOB_URL_PREFIX } });
    const reference = { $blob: "gbgbridge-blob://blob/0123", size: bytes.length, mimeType: "image/png" };
    const byReference = client.cameraDocumentCapture({}, { bytes: "blob" });
    frame.deliver(responseTo(frame.posted[0]?.message, "success", "1.0", { data: { imageData: reference, width: 1, height: 1 } }), ALLOWED);
    const fetched = await byReference;
    const image: Blob = fetched.imageData; // typed as a Blob by the call's overload
    check(image === blob, `by reference: ${String(image)}`);

    const inline = client.cameraSelfieCapture({}, { bytes: "blob" });
    const base64 = encodeBase64(bytes);
    const selfie = { previewImageData: base64, width: 1, height: 1, encryptedBlob: base64, unencryptedBlob: "" };
    frame.deliver(responseTo(frame.posted[1]?.message, "success", "1.0", { data: selfie }), ALLOWED);
    const result = await inline;
    const preview: Blob = result.previewImageData;
    const previewBytes = new Uint8Array(await preview.arrayBuffer());
    check(preview instanceof Blob && previewBytes.join() === bytes.join(), `inline: ${String(preview)}`);
    check(result.unencryptedBlob instanceof Blob && result.unencryptedBlob.size === 0, "an empty value is an empty Blob");
    check(result.width === 1, "the other fields are as decoded");
  }],
  ["a client that takes no blobs offers none, and a reference it gets is an INVALID_REQUEST", async () => {
    const frame = framedWindow();
    const client = makeClient({ window: frame.win, allowedOrigins: [ALLOWED], blobs: false });
    void settled(client.discoverCapabilities());
    const query = JSON.parse(String(frame.posted[0]?.message)) as { payload: { data: object } };
    check(!("blobs" in query.payload.data), `discovery data ${JSON.stringify(query.payload.data)}`);
    const capture = client.cameraDocumentCapture();
    const reference = { $blob: "gbgbridge-blob://blob/0123", size: 3, mimeType: "image/png" };
    const answer = { data: { imageData: reference, width: 1, height: 1 } };
    frame.deliver(responseTo(frame.posted[1]?.message, "success", "1.0", answer), ALLOWED);
    const error = await settled(capture);
    check(error instanceof BridgeError && error.code === "INVALID_REQUEST", `result ${String(error)}`);
  }],
  ["a blob reference is taken only at a blob field, as the object's own members, from the host's blob URLs", async () => {
    const bytes = SAMPLE_BYTES[0] ?? new Uint8Array();
    const fetched: string[] = [];
    const fetch = async (url: string) => {
      fetched.push(url);
      return { ok: true, status: 200, arrayBuffer: async () => bytes.slice().buffer };
    };
    const frame = framedWindow();
    const client = makeClient({ window: frame.win, allowedOrigins: [ALLOWED], blobs: { fetch, urlPrefix: BLOB_URL_PREFIX } });
    const theirs = { $blob: "https://evil.example/steal", size: bytes.length, mimeType: "image/png" };
    const ours = { $blob: `${BLOB_URL_PREFIX}0123`, size: bytes.length, mimeType: "image/png" };

    // Outside blob fields (a `json` value), a reference is data: never fetched.
    const discovery = client.discoverCapabilities();
    const capabilities = { "camera.document": { supported: true, version: "1.0", constraints: { preview: ours } } };
    frame.deliver(responseTo(frame.posted[0]?.message, "success", "1.0", { data: { environment: "ios", hostVersion: "1", capabilities } }), ALLOWED);
    const declared = await settled(discovery);
    check(typeof declared === "object" && !(declared instanceof BridgeError), `discovery ${String(declared)}`);

    // At a blob field, a reference to any other URL is refused, naming the field.
    const elsewhere = client.cameraDocumentCapture();
    frame.deliver(responseTo(frame.posted[1]?.message, "success", "1.0", { data: { imageData: theirs, width: 1, height: 1 } }), ALLOWED);
    const refused = await settled(elsewhere);
    check(refused instanceof BridgeError && refused.code === "INTERNAL_ERROR", `a reference elsewhere ${String(refused)}`);
    check(String((refused as Error).message).includes("result.imageData") && String((refused as Error).message).includes("not a blob URL of the host"),
      `message ${String((refused as Error).message)}`);

    // An inherited `$blob`, as an object literal's "__proto__" key makes one, is no reference.
    const inherited = client.cameraDocumentCapture();
    const request = JSON.parse(String(frame.posted[2]?.message)) as { correlationId: string };
    const imageData: object = Object.create(ours);
    const payload = { action: "camera.document.capture", status: "success", data: { imageData, width: 1, height: 1 } };
    // As an object, as earlier iOS hosts pass one to `receive` (the iframe's port takes text only).
    frame.win.GBGBridge?.receive?.({ version: "1.0", correlationId: request.correlationId, type: "response", timestamp: 1, payload });
    const notTaken = await settled(inherited);
    check(notTaken instanceof BridgeError && notTaken.code === "INVALID_REQUEST", `an inherited reference ${String(notTaken)}`);
    check(fetched.length === 0, `fetched ${fetched.join()}`);
  }],
  ["nested blob fields resolve along the plan only: in objects, arrays and maps", async () => {
    const fetched: string[] = [];
    const fetch = async (url: string) => {
      fetched.push(url);
      return { ok: true, status: 200, arrayBuffer: async () => new Uint8Array([7]).buffer };
    };
    const reference = (name: string) => JSON.stringify({ $blob: `${BLOB_URL_PREFIX}${name}`, size: 1, mimeType: "x/y" });
    const page: BlobFields = { image: true };
    const fields: BlobFields = { pages: { array: { fields: () => page } }, byName: { map: true }, cover: true };
    // As the host hands a result over: text, whose "__proto__" key JSON.parse keeps as a key.
    const textual: unknown = JSON.parse(
      `{"pages":[{"image":${reference("p0")},"note":${reference("not-a-blob-field")}},{"image":"AQ=="}],` +
        `"byName":{"__proto__":${reference("m0")},"b":${reference("m1")}},"cover":${reference("c")},` +
        `"extra":${reference("not-in-the-plan")}}`,
    );
    const resolved = (await resolveBlobReferences(textual, fields, { fetch, urlPrefix: BLOB_URL_PREFIX }, "result")) as {
      pages: Array<{ image: unknown; note: unknown }>;
      byName: { [key: string]: unknown };
      cover: unknown;
      extra: unknown;
    };
    check(fetched.sort().join() === ["c", "m0", "m1", "p0"].map((name) => BLOB_URL_PREFIX + name).join(), `fetched ${fetched.join()}`);
    check(resolved.pages[0]?.image instanceof Uint8Array && resolved.pages[1]?.image === "AQ==", "the array's blob fields");
    check(!(resolved.pages[0]?.note instanceof Uint8Array) && !(resolved.extra instanceof Uint8Array), "what the plan does not name");
    check(Object.keys(resolved.byName).sort().join() === "__proto__,b" && resolved.byName["b"] instanceof Uint8Array, "the map");
    check(Object.getPrototypeOf(resolved.byName) === Object.prototype, "a \"__proto__\" key stayed a key");
  }],
  ["a message passed as JSON text keeps a \"__proto__\" key as data", async () => {
    const frame = framedWindow();
    const client = makeClient({ window: frame.win, allowedOrigins: [ALLOWED] });
    const unhandled: unknown[] = [];
    client.onUnhandled((message) => unhandled.push(message.payload.data));
    const text = '{"version":"1.0","correlationId":"e1","type":"event","timestamp":1,"payload":{"action":"host.future","data":{"__proto__":{"$blob":"x"},"a":1}}}';
    client.receive(text);
    const data = unhandled[0] as object;
    check(Object.keys(data).sort().join() === "__proto__,a", `keys ${Object.keys(data).join()}`);
    check(Object.getPrototypeOf(data) === Object.prototype, "the prototype was set by the message");
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
