// The journey an iframe host frames, on another origin than the host's page: the generated client,
// framed, with no native host. `?script=` says what it does, `?host=` is the host page's origin.
// It reports through the bridge itself, with `journey.complete` ({status: "passed" | "failed",
// referenceId: what went wrong, or the numbers measured}), except the raw frame, which plays the page
// role of the conformance suite by hand (iframe-raw.ts).

import { GBGBridgeClient, type BridgeClientOptions } from "./gbgbridge/index.js";
import { LARGE_CAPTURE_BYTES, PASSED, firstWrongByte } from "./iframe-samples.js";
import { runRawFrame } from "./iframe-raw.js";

const parameters = new URL(location.href).searchParams;
const hostOrigin = parameters.get("host") ?? "";
const script = parameters.get("script") ?? "";

function client(options: BridgeClientOptions = {}): GBGBridgeClient {
  return new GBGBridgeClient({ allowedOrigins: [hostOrigin], requestTimeoutMs: 20_000, ...options });
}

function report(bridge: GBGBridgeClient, status: string, referenceId: string): void {
  bridge.emit("journey.complete", { status, referenceId });
}

/** Runs `body` with a client; reports `passed` with what it returns, or `failed` with why. */
async function journey(options: BridgeClientOptions, body: (bridge: GBGBridgeClient) => Promise<string>): Promise<void> {
  const bridge = client(options);
  try {
    report(bridge, PASSED, await body(bridge));
  } catch (error) {
    report(bridge, "failed", error instanceof Error ? `${error.message} ${error.stack ?? ""}` : String(error));
  }
}

function expect(condition: boolean, what: string): void {
  if (!condition) throw new Error(what);
}

/** Captures the host's 16 MiB sample and checks every byte; gives the milliseconds it took. */
async function largeCapture(bridge: GBGBridgeClient): Promise<number> {
  const started = performance.now();
  const capture = await bridge.cameraDocumentCapture({ documentType: "large" });
  const elapsed = performance.now() - started;
  expect(capture.imageData.length === LARGE_CAPTURE_BYTES, `${capture.imageData.length} bytes`);
  const wrong = firstWrongByte(capture.imageData);
  expect(wrong === -1, `byte ${wrong} differs`);
  expect(capture.mimeType === "image/png", `mimeType ${capture.mimeType}`);
  return elapsed;
}

/** The discovery, typed requests both ways, events both ways, and the large capture by transferred buffers. */
async function basic(bridge: GBGBridgeClient): Promise<string> {
  const ready = new Promise<number>((resolve) => bridge.on("host.ready", (data) => resolve(data.timestamp)));
  bridge.emit("journey.started");
  const discovery = await bridge.discoverCapabilities();
  expect(discovery.environment === "web", `environment ${discovery.environment}`);
  expect(discovery.capabilities["camera.document"]?.supported === true, "camera.document not supported");
  expect(discovery.blobs?.kind === "transfer", `blob terms ${JSON.stringify(discovery.blobs)}`);
  const small = await bridge.cameraDocumentCapture({ documentType: "small" });
  expect(small.imageData.join() === "1,2,3" && small.width === 3, `small capture ${small.imageData.join()}`);
  try {
    await bridge.cameraSelfieCapture({});
    throw new Error("a selfie was captured by a host whose selfie slot has no handler");
  } catch (error) {
    expect((error as { code?: string }).code === "UNSUPPORTED_ACTION", `camera.selfie.capture: ${String(error)}`);
  }
  bridge.emit("journey.progress", { step: "capture", progress: 0.5 });
  await largeCapture(bridge);
  expect((await ready) === 1.5, "host.ready's data");
  return "";
}

/** The large capture inline, as base64, from a client that takes no blobs. */
async function base64(bridge: GBGBridgeClient): Promise<string> {
  const discovery = await bridge.discoverCapabilities();
  expect(discovery.blobs === undefined, `blob terms ${JSON.stringify(discovery.blobs)}`);
  await largeCapture(bridge);
  return "";
}

/** The median of `values`. */
function median(values: number[]): number {
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/**
 * Round trips, in microseconds: a bare postMessage echo through the parent, and the bridge's request
 * (the client, the private port, the host and its handler), in alternating batches so that both see
 * the same machine; then the large capture, the fastest of three.
 */
async function bench(bridge: GBGBridgeClient, rounds: number): Promise<string> {
  await bridge.discoverCapabilities();
  const echo = (index: number) =>
    new Promise<void>((resolve) => {
      const listener = (event: MessageEvent) => {
        if (event.source !== parent || (event.data as { echo?: number }).echo !== index) return;
        removeEventListener("message", listener);
        resolve();
      };
      addEventListener("message", listener);
      parent.postMessage({ echo: index }, hostOrigin);
    });
  const port = await new Promise<MessagePort>((resolve) => {
    const listener = (event: MessageEvent) => {
      if (event.source !== parent || (event.data as { portEcho?: boolean }).portEcho !== true) return;
      removeEventListener("message", listener);
      resolve(event.ports[0] as MessagePort);
    };
    addEventListener("message", listener);
    parent.postMessage({ portEcho: true }, hostOrigin);
  });
  const portEcho = (index: number) =>
    new Promise<void>((resolve) => {
      port.onmessage = (event) => {
        if (event.data === JSON.stringify({ echo: index })) resolve();
      };
      port.postMessage(JSON.stringify({ echo: index }));
    });
  const request = () => bridge.nfcRead({});
  const time = async (body: (index: number) => Promise<unknown>, count: number) => {
    const started = performance.now();
    for (let index = 0; index < count; index += 1) await body(index);
    return ((performance.now() - started) * 1000) / count;
  };
  await time(echo, 200); // warm-up
  await time(portEcho, 200);
  await time(request, 200);
  const batches = 10;
  const echoes: number[] = [];
  const portEchoes: number[] = [];
  const requests: number[] = [];
  for (let batch = 0; batch < batches; batch += 1) {
    echoes.push(await time(echo, rounds / batches));
    portEchoes.push(await time(portEcho, rounds / batches));
    requests.push(await time(request, rounds / batches));
  }
  const captures: number[] = [];
  for (let index = 0; index < 3; index += 1) captures.push(await largeCapture(bridge));
  const captureMillis = Math.min(...captures);
  return JSON.stringify({ echoMicros: median(echoes), portEchoMicros: median(portEchoes), requestMicros: median(requests), captureMillis });
}

/** nfc.read's progress before the negotiation (none: the host may not send it) and after it. */
async function progress(bridge: GBGBridgeClient): Promise<string> {
  const before: number[] = [];
  await bridge.nfcRead({}, { onProgress: (value) => before.push(value.fraction) });
  expect(before.length === 0, `progress before the negotiation: ${before.join()}`);
  const discovery = await bridge.discoverCapabilities();
  expect(discovery.messageTypes?.join() === "update,cancel", `messageTypes ${JSON.stringify(discovery.messageTypes)}`);
  const steps: string[] = [];
  const result = await bridge.nfcRead({}, { onProgress: (value) => steps.push(`${value.step}:${value.fraction}`) });
  expect(result.chipRead === true, `result ${JSON.stringify(result)}`);
  return steps.join();
}

/** An nfc.read the page aborts once the host's first progress arrives; gives the error's code. */
async function abortRead(bridge: GBGBridgeClient): Promise<string> {
  await bridge.discoverCapabilities();
  const controller = new AbortController();
  const read = bridge.nfcRead({}, { signal: controller.signal, onProgress: () => controller.abort() });
  const code = await read.then(
    () => "resolved",
    (error: unknown) => String((error as { code?: unknown }).code),
  );
  // Time for the host to hear the cancel and for anything it wrongly sends after to arrive.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return code;
}

switch (script) {
  case "progress":
    void journey({}, progress);
    break;
  case "abort-read":
    void journey({}, abortRead);
    break;
  case "basic":
    void journey({}, basic);
    break;
  case "base64":
    void journey({ blobs: false }, base64);
    break;
  case "bench":
    void journey({}, (bridge) => bench(bridge, Number(parameters.get("rounds") ?? "1000")));
    break;
  case "bench-base64":
    void journey({ blobs: false }, async (bridge) => {
      const captures: number[] = [];
      for (let index = 0; index < 3; index += 1) captures.push(await largeCapture(bridge));
      return JSON.stringify({ captureMillis: Math.min(...captures) });
    });
    break;
  case "selfie-shared-buffer":
    // The host answers with one 1 MiB array in two blob fields (iframe-host-checks.ts).
    void journey({}, async (bridge) => {
      await bridge.discoverCapabilities();
      const selfie = await bridge.cameraSelfieCapture({});
      const size = 1 << 20;
      expect(selfie.previewImageData.length === size, `preview ${selfie.previewImageData.length} bytes`);
      expect(selfie.unencryptedBlob.length === size, `unencrypted ${selfie.unencryptedBlob.length} bytes`);
      expect(selfie.previewImageData[size - 1] === 7 && selfie.unencryptedBlob[size - 1] === 7, "the bytes differ");
      return "";
    });
    break;
  case "hold":
    // A capture the host holds until it reloads this frame; nobody here waits for its answer.
    void client().cameraDocumentCapture({ documentType: "hold" }).catch(() => {});
    break;
  case "after-reload":
    void journey({}, async (bridge) => {
      const discovery = await bridge.discoverCapabilities();
      expect(discovery.environment === "web", "discovery after the reload");
      return "";
    });
    break;
  case "hello-only":
    client();
    break;
  case "hello-flood":
    // A hundred hellos at once, of sessions of its own: a host that does not allow this origin
    // refuses each, and must not report each.
    for (let index = 0; index < 100; index += 1) {
      parent.postMessage({ gbgbridge: "hello", version: "1.1", session: `flood-${index}` }, hostOrigin);
    }
    break;
  case "raw":
    runRawFrame(hostOrigin);
    break;
}
