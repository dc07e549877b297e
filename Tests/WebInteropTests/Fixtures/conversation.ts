// The page's side of the interop conversation, written against the generated client exactly as a
// web journey would use it, with two extensions installed on it: the signature pad, which the host
// serves, and Unserved (Extensions/absent-extension.yaml), which it does not. Node (node-main.mjs)
// and Chromium (browser-main.ts) both run it against BridgeStdioHost, whose scripted answers are
// described in ScriptedJourneyHost.swift.

import {
  GBGBridgeClient,
  isBridgeError,
  recoverableByDefault,
  type BridgeActionError,
  type BridgeEnvelope,
  type BridgeRequestMap,
  type UnhandledReason,
} from "./gbgbridge/index.js";
import { UnservedExtension, isUnservedError } from "./gbgbridge-unserved/index.js";
import {
  SignaturePadCapabilityID,
  SignaturePadExtension,
  isSignaturePadError,
  type SignaturePadActionError,
} from "./gbgbridge-signature-pad/index.js";
import { check, outcome, type ScenarioResult } from "./checking.js";
import { runLargeDocumentScenarios } from "./large-documents.js";

/** Text that breaks naive quoting: quotes, backslashes, U+2028, U+2029, `</script>`, non-BMP characters. */
export const TRICKY_TEXT =
  "quote \" apostrophe ' backslash \\ \\\" line\u2028sep para\u2029sep </script><script>alert(1)</script> " +
  "\u{1F600} \u{1D11E} tab\t newline\n nul\u0000 end";

/** The bytes every successful document capture of the scripted host returns. */
export const IMAGE_BYTES = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00];

interface Unhandled {
  message: BridgeEnvelope;
  reason: UnhandledReason;
}

/** What `promise` rejects with; fails when it resolves. */
async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  let value: unknown;
  try {
    value = await promise;
  } catch (error) {
    return error;
  }
  throw new Error(`expected a BridgeError, got ${JSON.stringify(value)}`);
}

/** The error of `action` that `promise` rejects with; fails when it resolves or rejects with anything else. */
async function rejection<Action extends keyof BridgeRequestMap>(
  promise: Promise<unknown>,
  action: Action,
): Promise<BridgeActionError<Action>> {
  const error = await rejectionOf(promise);
  if (isBridgeError(error, action)) return error;
  throw error;
}

/** What a journey does next after a failed chip read: a switch over the action's typed codes. */
function nextStepAfter(error: BridgeActionError<"nfc.read">): string {
  switch (error.knownCode) {
    case "CANCELLED":
      return "back to the previous step";
    case "UNSUPPORTED":
    case "NFC_NOT_AVAILABLE":
      return "skip the chip";
    case "ACKNOWLEDGED":
      return "wait for the host's event";
    case undefined:
      return `unknown code ${error.code}`;
    default:
      return error.recoverable ? "retry" : "give up";
  }
}

/** What a journey does next after a failed signature: a switch over the extension action's typed codes. */
function nextStepAfterSignature(error: SignaturePadActionError<"signature.capture">): string {
  switch (error.knownCode) {
    case "SIGNATURE_TOO_SHORT":
      return "ask for a longer signature";
    case "CANCELLED":
      return "back to the previous step";
    case "CAPABILITY_UNAVAILABLE":
      return "sign on paper";
    case undefined:
      return `unknown code ${error.code}`;
    default:
      return error.recoverable ? "retry" : "give up";
  }
}

/** The BridgeError of the signature pad's capture that `promise` rejects with. */
async function signatureRejection(promise: Promise<unknown>): Promise<SignaturePadActionError<"signature.capture">> {
  const error = await rejectionOf(promise);
  if (isSignaturePadError(error, "signature.capture")) return error;
  throw error;
}

/** Polls `find` until it returns something, or fails after `ms`. */
async function eventually<T>(find: () => T | undefined, ms: number, what: string): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Whether `value` is a Uint8Array holding exactly `expected`. */
function isBytes(value: unknown, expected: readonly number[]): boolean {
  return value instanceof Uint8Array && JSON.stringify(Array.from(value)) === JSON.stringify(expected);
}

/**
 * Runs every scenario in order; a failing scenario is reported and the next one still runs. The
 * last ones replace `client` with one that `withoutBlobs` makes, which offers no blobs; `fetches`
 * counts the blob fetches of the page so far. `hostEnvironment` is what the host reports in
 * discovery: `ios` for the Swift host, `android` for the Kotlin one.
 */
export async function runConversation(
  client: GBGBridgeClient,
  withoutBlobs: () => GBGBridgeClient,
  fetches: () => number,
  hostEnvironment = "ios",
): Promise<ScenarioResult[]> {
  const results: ScenarioResult[] = [];
  const unhandled: Unhandled[] = [];
  const pad = new SignaturePadExtension(client);
  const unserved = new UnservedExtension(client);
  client.onUnhandled((message, reason) => unhandled.push({ message, reason }));
  const lateResponse = (correlationId: string) =>
    eventually(
      () => unhandled.find((entry) => entry.reason === "lateResponse" && entry.message.correlationId === correlationId),
      5_000,
      `the late response to ${correlationId}`,
    );

  async function scenario(name: string, body: () => Promise<void>): Promise<void> {
    results.push(await outcome(name, body));
  }

  await scenario("an extension the host lacks is answered before discovery", async () => {
    const started = Date.now();
    const error = await rejectionOf(unserved.unservedProbe());
    if (!isUnservedError(error, "unserved.probe")) throw error;
    check(error.knownCode === "UNSUPPORTED_ACTION" && error.status === "unsupported", `${error.code} ${error.status}`);
    check(Date.now() - started < 2_000, `answered after ${Date.now() - started} ms`);
  });

  await scenario("capability discovery", async () => {
    const discovered = await client.discoverCapabilities();
    check(discovered.environment === hostEnvironment, `environment ${discovered.environment}`);
    check(discovered.hostVersion === "stdio-1.0", `hostVersion ${discovered.hostVersion}`);
    const document = discovered.capabilities["camera.document"];
    check(document?.supported === true && document.version === "1.0", `camera.document ${JSON.stringify(document)}`);
    check(document?.permissionState === "granted", `permission ${document?.permissionState}`);
    check(discovered.capabilities["camera.selfie"]?.supported === false, "camera.selfie should be declared unsupported");
    check(discovered.capabilities["nfc.read"] === undefined, "nfc.read should not be declared");
    const signature = discovered.capabilities[SignaturePadCapabilityID.signaturePad];
    check(signature?.supported === true && signature.version === "1.2", `the extension's capability ${JSON.stringify(signature)}`);
    check(discovered.blobs?.kind === "url" && discovered.blobs.minimumBytes > 0, `blob terms ${JSON.stringify(discovered.blobs)}`);
  });

  await scenario("an extension the host lacks is refused at once after discovery", async () => {
    const started = Date.now();
    const error = await rejectionOf(unserved.unservedProbe());
    if (!isUnservedError(error, "unserved.probe")) throw error;
    check(error.knownCode === "CAPABILITY_UNAVAILABLE" && error.status === undefined, `${error.code} ${error.status}`);
    check(error.correlationId === "" && Date.now() - started < 100, `sent, or waited ${Date.now() - started} ms`);
  });

  await scenario("document capture success", async () => {
    const result = await client.cameraDocumentCapture({ documentType: "passport", side: "front" });
    check(isBytes(result.imageData, IMAGE_BYTES), `imageData ${String(result.imageData)}`);
    check(result.width === 1920 && result.height === 1080, `size ${result.width}x${result.height}`);
    check(result.mimeType === "image/jpeg", `mimeType ${result.mimeType}`);
  });

  await scenario("the extension's capture beside the document capture", async () => {
    const cleared: number[] = [];
    const stop = pad.on("signature.cleared", ({ attempts }) => cleared.push(attempts));
    const [document, signature] = await Promise.all([
      client.cameraDocumentCapture({ documentType: "slow" }),
      pad.signatureCapture({ signerName: "Ada Lovelace", minimumPoints: 3, inkColor: "blue" }),
    ]);
    check(document.width === 1920 && isBytes(document.imageData, IMAGE_BYTES), "the document capture over the same transport");
    check(isBytes(signature.image, IMAGE_BYTES), `image ${String(signature.image)}`);
    check(signature.points.length === 3 && signature.duration_ms === 1234, `${signature.points.length} points in ${signature.duration_ms} ms`);
    check(cleared.join() === "1", `signature.cleared ${cleared.join()}`);
    const defaults = await pad.signatureCapture({ signerName: "Grace Hopper" });
    check(defaults.points.length === 20, `the host applied the default minimum: ${defaults.points.length} points`);
    stop();
  });

  await scenario("the extension's codes are typed and recoverable as its spec says", async () => {
    const short = await signatureRejection(pad.signatureCapture({ signerName: "short" }));
    check(short.knownCode === "SIGNATURE_TOO_SHORT" && short.recoverable && short.status === "error", `${short.code} ${short.status}`);
    check(nextStepAfterSignature(short) === "ask for a longer signature", nextStepAfterSignature(short));
    const cancelled = await signatureRejection(pad.signatureCapture({ signerName: "cancel" }));
    check(cancelled.knownCode === "CANCELLED" && cancelled.status === "cancelled", `${cancelled.code} ${cancelled.status}`);
  });

  await scenario("busy while a capture runs", async () => {
    const first = client.cameraDocumentCapture({ documentType: "slow" });
    const busy = await rejection(client.cameraDocumentCapture({ documentType: "passport" }), "camera.document.capture");
    check(busy.knownCode === "BUSY" && busy.recoverable && busy.status === "error", `busy ${busy.code} ${busy.status}`);
    check(busy.correlationId !== "" && busy.correlationId === busy.response?.correlationId, "busy keeps its correlation ID");
    check((await first).width === 1920, "the first capture still completes");
  });

  await scenario("cancelled by the user", async () => {
    const cancelled = await rejection(client.cameraDocumentCapture({ documentType: "cancel" }), "camera.document.capture");
    check(cancelled.knownCode === "CANCELLED" && cancelled.status === "cancelled", `${cancelled.code} ${cancelled.status}`);
    check(cancelled.message === "User dismissed camera", `message ${cancelled.message}`);
  });

  await scenario("permission denied", async () => {
    const denied = await rejection(client.cameraDocumentCapture({ documentType: "deny" }), "camera.document.capture");
    check(denied.knownCode === "CAMERA_DENIED" && denied.recoverable && denied.status === "error", `${denied.code} ${denied.status}`);
  });

  await scenario("aborted by the page", async () => {
    const controller = new AbortController();
    const capture = client.cameraDocumentCapture({ documentType: "slow" }, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    const aborted = await rejection(capture, "camera.document.capture");
    check(aborted.knownCode === "CANCELLED" && aborted.status === undefined, `${aborted.code} ${aborted.status}`);
    const late = await lateResponse(aborted.correlationId);
    // The host agreed to cancel in discovery, so it was told: its answer is the cancellation.
    const told = late.message.payload;
    check(told.status === "cancelled", "the host answers the page's cancel, and the page keeps the answer");
    check(told.error?.message === "The page cancelled the request", `late ${told.error?.message}`);
  });

  await scenario("unsupported actions", async () => {
    const selfie = await rejection(client.cameraSelfieCapture(), "camera.selfie.capture");
    check(selfie.knownCode === "UNSUPPORTED_ACTION" && selfie.status === "unsupported" && !selfie.recoverable, `selfie ${selfie.code}`);
    const nfc = await rejection(client.nfcRead({ dataGroups: ["DG1"] }), "nfc.read");
    check(nfc.message === "Action 'nfc.read' is not supported", `nfc ${nfc.message}`);
    const unknown = await client.request("user.unknownThing", { anything: true });
    check(unknown.status === "unsupported" && unknown.error?.code === "UNSUPPORTED_ACTION", `unknown ${unknown.status}`);
  });

  await scenario("a status alone keeps its meaning", async () => {
    const cancelled = await rejection(client.nfcRead({ mrz: "cancelled" }), "nfc.read");
    check(cancelled.status === "cancelled" && cancelled.knownCode === "CANCELLED", `cancelled: ${cancelled.code} ${cancelled.status}`);
    check(cancelled.recoverable === (recoverableByDefault["CANCELLED"] ?? false), "CANCELLED is as recoverable as the spec says");
    check(cancelled.response?.payload.error === undefined, "the host sent an error after all");
    check(nextStepAfter(cancelled) === "back to the previous step", `after cancelled: ${nextStepAfter(cancelled)}`);
    const unsupported = await rejection(client.nfcRead({ mrz: "unsupported" }), "nfc.read");
    check(unsupported.status === "unsupported" && unsupported.knownCode === "UNSUPPORTED", `unsupported: ${unsupported.code}`);
    check(unsupported.recoverable === (recoverableByDefault["UNSUPPORTED"] ?? false), "UNSUPPORTED is as recoverable as the spec says");
    check(nextStepAfter(unsupported) === "skip the chip", `after unsupported: ${nextStepAfter(unsupported)}`);
    const acknowledged = await rejection(client.nfcRead({ mrz: "acknowledged" }), "nfc.read");
    check(acknowledged.status === "acknowledged" && acknowledged.knownCode === "ACKNOWLEDGED", `acknowledged: ${acknowledged.code}`);
    check(!acknowledged.recoverable, "an acknowledged request is not one to send again");
    check(acknowledged.response?.payload.data?.["estimatedDuration"] === 5000, "the acknowledgement's data is kept");
    check(nextStepAfter(acknowledged) === "wait for the host's event", `after acknowledged: ${nextStepAfter(acknowledged)}`);
  });

  await scenario("chip read, bytes as Uint8Array", async () => {
    const chip = await client.nfcRead({ mrz: "read" });
    check(chip.chipRead === true && chip.mrz === undefined, `chip ${JSON.stringify(chip)}`);
    check(isBytes(chip.photo, IMAGE_BYTES), `photo ${String(chip.photo)}`);
  });

  await scenario("unknown status kept", async () => {
    const response = await client.request("test.futureStatus");
    check(response.status === "deferred", `status ${response.status}`);
    check(response.data["retryAfterMs"] === 250, `data ${JSON.stringify(response.data)}`);
  });

  await scenario("timeout on the page", async () => {
    const timedOut = await rejection(client.cameraDocumentCapture({ documentType: "hang" }, { timeoutMs: 200 }), "camera.document.capture");
    check(timedOut.knownCode === "TIMEOUT" && timedOut.recoverable && timedOut.status === undefined, `${timedOut.code} ${timedOut.status}`);
    const late = await lateResponse(timedOut.correlationId);
    check(late.message.payload.error?.code === "TIMEOUT", "the host times the request out too, and its answer is kept");
  });

  await scenario("timeout from the host", async () => {
    const timedOut = await rejection(client.cameraDocumentCapture({ documentType: "hang" }), "camera.document.capture");
    check(timedOut.knownCode === "TIMEOUT" && timedOut.status === "error", `${timedOut.code} ${timedOut.status}`);
    check(timedOut.response?.payload.action === "camera.document.capture", "the host's response is attached");
  });

  await scenario("events both ways, strings unchanged", async () => {
    let ready: number | undefined;
    let reason: string | undefined;
    let orientation: string | undefined;
    const unsubscribe = [
      client.on("host.ready", (data) => (ready = data.timestamp)),
      client.on("journey.cancel", (data) => (reason = data.reason)),
      client.on("host.orientation", (data) => (orientation = data.orientation)),
    ];
    client.emit("journey.started");
    client.emit("journey.progress", { step: TRICKY_TEXT, progress: 0.5 });
    await eventually(() => (reason !== undefined && orientation !== undefined && ready !== undefined ? true : undefined), 5_000, "the host's events");
    check(ready === 1_700_000_000.5, `host.ready ${ready}`);
    check(reason === TRICKY_TEXT, `journey.cancel reason ${JSON.stringify(reason)}`);
    check(orientation === "landscapeLeft", `orientation ${orientation}`);
    const future = await eventually(
      () => unhandled.find((entry) => entry.reason === "unknownEvent" && entry.message.payload.action === "host.futureThing"),
      5_000,
      "the unknown event",
    );
    check(future.message.payload.data?.["level"] === 3, "an unknown event keeps its data");
    for (const stop of unsubscribe) stop();
  });

  results.push(...(await runLargeDocumentScenarios(client, withoutBlobs, fetches)));
  return results;
}
