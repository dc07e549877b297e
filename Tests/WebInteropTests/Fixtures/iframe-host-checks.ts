// Checks of the iframe host in a real browser, the journey on another origin than the host's page:
// a conversation through the private channel, 16 MiB captures compared byte for byte both ways
// (transferred and base64), a foreign origin and another frame refused, and a reload in the middle
// of a request. Each check frames a journey (iframe-journey-main.ts) that reports through the bridge.

import { BridgeFailure, GBGBridgeHost, type BridgeProblem } from "./gbgbridge/host.js";
import { check, runChecks, type ScenarioResult } from "./checking.js";
import { LARGE_CAPTURE_BYTES, PASSED, sampleCapture } from "./iframe-samples.js";

/** What a host's observer heard. */
interface Heard {
  problems: BridgeProblem[];
  sent: string[];
  sessions: string[];
}

/** Waits for `condition`, checking every 10 ms, for up to `ms`. */
export async function waitFor(condition: () => boolean, ms: number, what: string): Promise<void> {
  const deadline = performance.now() + ms;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A frame of the journey page running `script`, on `journeyOrigin`. */
export function journeyFrame(journeyOrigin: string, script: string, extra = ""): HTMLIFrameElement {
  const frame = document.createElement("iframe");
  frame.src = journeyURL(journeyOrigin, script, extra);
  document.body.appendChild(frame);
  return frame;
}

/** The journey page's URL for `script`. */
export function journeyURL(journeyOrigin: string, script: string, extra = ""): string {
  return `${journeyOrigin}/iframe-journey.html?script=${script}&host=${encodeURIComponent(location.origin)}${extra}`;
}

/** A host for `frame` that allows `origins`, answering captures with the samples, and what it heard. */
export function samplingHost(frame: HTMLIFrameElement, origins: readonly string[]): { host: GBGBridgeHost; heard: Heard } {
  const heard: Heard = { problems: [], sent: [], sessions: [] };
  const host = new GBGBridgeHost({
    frame,
    allowedOrigins: origins,
    observer: {
      problem: (problem) => heard.problems.push(problem),
      message: (direction, text) => {
        if (direction === "sent") heard.sent.push(text.length > 4096 ? text.slice(0, 4096) + `…(${text.length})` : text);
      },
      session: (origin) => heard.sessions.push(origin),
    },
  });
  // The same sample every time: the host transfers a copy, and the app's array keeps its bytes.
  host.documentCapture.handler = (request) =>
    request.data.documentType === "large"
      ? { imageData: largeSample(), width: 4096, height: 4096, mimeType: "image/png" }
      : { imageData: Uint8Array.from([1, 2, 3]), width: 3, height: 1, mimeType: "image/jpeg" };
  return { host, heard };
}

let sample: Uint8Array | undefined;

/** The 16 MiB sample, made once. */
function largeSample(): Uint8Array {
  sample ??= sampleCapture(LARGE_CAPTURE_BYTES);
  return sample;
}

/** The journey's report: `journey.complete`'s data, within `ms`. */
export function completion(host: GBGBridgeHost, ms = 60_000): Promise<{ status: string; referenceId?: string }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the journey did not report")), ms);
    host.on("journey.complete", (data) => {
      clearTimeout(timer);
      resolve(data);
    });
  });
}

async function expectPassed(host: GBGBridgeHost): Promise<void> {
  const report = await completion(host);
  check(report.status === PASSED, `the journey failed: ${report.referenceId ?? ""}`);
}

function framed<T>(body: (frames: HTMLIFrameElement[]) => Promise<T>): Promise<T> {
  const frames: HTMLIFrameElement[] = [];
  return body(frames).finally(() => frames.forEach((frame) => frame.remove()));
}

/** Runs every check against a journey served from `journeyOrigin`. */
export function runHostChecks(journeyOrigin: string): Promise<ScenarioResult[]> {
  const made: GBGBridgeHost[] = [];
  const track = (created: { host: GBGBridgeHost; heard: Heard }) => (made.push(created.host), created);
  return runChecks(
    [
      ["a journey on another origin talks to the iframe host through the private channel", () =>
        framed(async (frames) => {
          const frame = document.createElement("iframe");
          frames.push(frame);
          const { host, heard } = track(samplingHost(frame, [journeyOrigin]));
          const progress: Array<string | undefined> = [];
          host.on("journey.started", () => host.send("host.ready", { timestamp: 1.5 }));
          host.on("journey.progress", (data) => progress.push(data.step));
          frame.src = journeyURL(journeyOrigin, "basic");
          document.body.appendChild(frame);
          await expectPassed(host);
          check(heard.sessions.join() === journeyOrigin, `sessions ${heard.sessions.join()}`);
          check(progress.join() === "capture", `progress ${progress.join()}`);
          const large = heard.sent.find((text) => text.includes('"$blob":"transfer:0"'));
          check(large !== undefined && large.length < 1024, "the 16 MiB capture did not go as a transferred buffer");
          check(largeSample().length === LARGE_CAPTURE_BYTES, "the app's own array was emptied by the transfer");
          check(heard.problems.length === 0, `problems ${JSON.stringify(heard.problems)}`);
        })],
      ["a 16 MiB capture goes as base64 to a page that takes no blobs, byte for byte", () =>
        framed(async (frames) => {
          const frame = journeyFrame(journeyOrigin, "base64");
          frames.push(frame);
          const { host, heard } = track(samplingHost(frame, [journeyOrigin]));
          await expectPassed(host);
          const lengths = heard.sent.map((text) => Number(/…\((\d+)\)$/.exec(text)?.[1] ?? text.length));
          check(lengths.some((length) => length > sampleBase64Length()), `the largest message: ${Math.max(...lengths)}`);
          check(!heard.sent.some((text) => text.includes("$blob")), "a blob reference went to a page that takes none");
        })],
      ["a foreign origin is refused", () =>
        framed(async (frames) => {
          const frame = journeyFrame(journeyOrigin, "hello-only");
          frames.push(frame);
          const { heard } = track(samplingHost(frame, ["https://journey.example"]));
          await waitFor(() => heard.problems.some((problem) => problem.message.includes(journeyOrigin)), 5_000, "the refusal");
          check(heard.sessions.length === 0, `sessions ${heard.sessions.join()}`);
          check(heard.problems.every((problem) => problem.kind === "invalidMessage"), JSON.stringify(heard.problems));
        })],
      ["a flood of refused hellos is reported a few at a time and counted", () =>
        framed(async (frames) => {
          const frame = journeyFrame(journeyOrigin, "hello-flood");
          frames.push(frame);
          const { heard } = track(samplingHost(frame, ["https://journey.example"]));
          await waitFor(() => heard.problems.some((problem) => / more refused in /.test(problem.message)), 10_000, "the summary");
          check(heard.problems.length <= 7, `${heard.problems.length} reports: ${JSON.stringify(heard.problems.slice(0, 8))}`);
          const counted = heard.problems.map((problem) => Number(/^(\d+) more refused/.exec(problem.message)?.[1] ?? 0));
          const reported = heard.problems.filter((problem) => !/ more refused in /.test(problem.message)).length;
          check(reported + counted.reduce((sum, count) => sum + count, 0) >= 100, `${reported} reported, ${counted.join()} counted`);
          check(heard.sessions.length === 0, `sessions ${heard.sessions.join()}`);
        })],
      ["another frame is refused, though its origin is allowed", () =>
        framed(async (frames) => {
          const frame = journeyFrame(journeyOrigin, "hello-only");
          const other = journeyFrame(journeyOrigin, "hello-only");
          frames.push(frame, other);
          const { heard } = track(samplingHost(frame, [journeyOrigin]));
          await waitFor(() => heard.sessions.length === 1, 5_000, "the journey frame's session");
          await waitFor(() => heard.problems.some((problem) => problem.message.includes("not the journey frame")), 5_000, "the refusal");
          check(heard.sessions.length === 1, `sessions ${heard.sessions.join()}`);
        })],
      ["one array in two blob fields reaches the page in both", () =>
        framed(async (frames) => {
          const frame = journeyFrame(journeyOrigin, "selfie-shared-buffer");
          frames.push(frame);
          const { host, heard } = track(samplingHost(frame, [journeyOrigin]));
          const shared = new Uint8Array(1 << 20).fill(7);
          host.selfieCapture.handler = () => ({
            previewImageData: shared, width: 1, height: 1, encryptedBlob: new Uint8Array(0), unencryptedBlob: shared,
            mimeType: "image/jpeg",
          });
          await expectPassed(host);
          check(shared.length === 1 << 20, "the app's array was emptied by the transfer");
          check(heard.problems.length === 0, `problems ${JSON.stringify(heard.problems)}`);
        })],
      ["a host made after the journey loaded still connects: it says ping", () =>
        framed(async (frames) => {
          const frame = journeyFrame(journeyOrigin, "after-reload");
          frames.push(frame);
          await new Promise((resolve) => setTimeout(resolve, 1_500));
          const { host, heard } = track(samplingHost(frame, [journeyOrigin]));
          await expectPassed(host);
          check(heard.sessions.length === 1, `sessions ${heard.sessions.join()}`);
        })],
      ["a reload in the middle of a request ends it with CANCELLED, and the new document starts afresh", () =>
        framed(async (frames) => {
          const frame = journeyFrame(journeyOrigin, "hold");
          frames.push(frame);
          const { host, heard } = track(samplingHost(frame, [journeyOrigin]));
          let signal: AbortSignal | undefined;
          let waited: unknown;
          host.documentCapture.handler = async (request) => {
            signal = request.signal;
            try {
              return await host.documentCapture.awaitCompletion(request);
            } catch (failure) {
              waited = failure;
              throw failure;
            }
          };
          await waitFor(() => host.documentCapture.activeRequest !== undefined, 10_000, "the held capture");
          const held = host.documentCapture.activeRequest?.correlationId ?? "";
          frame.src = journeyURL(journeyOrigin, "after-reload");
          await expectPassed(host);
          const reason: unknown = signal?.reason;
          check(signal?.aborted === true && reason instanceof BridgeFailure && reason.code === "CANCELLED", `signal ${String(reason)}`);
          // The handler's wait ends with the request, so its finally runs.
          check(waited instanceof BridgeFailure && waited.code === "CANCELLED", `the wait for completion: ${String(waited)}`);
          check(host.documentCapture.activeRequest === undefined, "the slot still serves the old page's request");
          check(heard.sessions.length === 2, `sessions ${heard.sessions.join()}`);
          host.documentCapture.complete({ imageData: new Uint8Array(1), width: 1, height: 1, mimeType: "image/jpeg" });
          check(heard.problems.some((problem) => problem.kind === "noActiveRequest"), JSON.stringify(heard.problems));
          check(!heard.sent.some((text) => text.includes(`"correlationId":${JSON.stringify(held)}`)), "the old request was answered");
        })],
      ["the page's onProgress receives nfc.read's progress values, sent only after the negotiation", () =>
        framed(async (frames) => {
          const frame = journeyFrame(journeyOrigin, "progress");
          frames.push(frame);
          const { host, heard } = track(samplingHost(frame, [journeyOrigin]));
          host.handle("nfc.read", (request) => {
            request.progress({ step: "authenticating", fraction: 0.25 });
            request.progress({ step: "reading", fraction: 0.75 });
            return { chipRead: true };
          });
          const report = await completion(host);
          check(report.status === PASSED, `the journey failed: ${report.referenceId ?? ""}`);
          check(report.referenceId === "authenticating:0.25,reading:0.75", `the page saw ${report.referenceId ?? ""}`);
          check(heard.sent.filter((text) => text.includes('"type":"update"')).length === 2, "updates before the negotiation");
          check(heard.problems.length === 0, `problems ${JSON.stringify(heard.problems)}`);
        })],
      ["the page's AbortSignal cancels nfc.read: the handler's signal aborts and it sends nothing after", () =>
        framed(async (frames) => {
          const frame = journeyFrame(journeyOrigin, "abort-read");
          frames.push(frame);
          const { host, heard } = track(samplingHost(frame, [journeyOrigin]));
          let reason: unknown;
          let correlationId = "";
          host.handle("nfc.read", async (request) => {
            correlationId = request.correlationId;
            request.progress({ step: "waitingForChip", fraction: 0 });
            await new Promise((resolve) => request.signal.addEventListener("abort", resolve));
            reason = request.signal.reason;
            // What a handler that does not stop would send: both go nowhere, unreported.
            request.progress({ step: "reading", fraction: 0.5 });
            return { chipRead: true };
          });
          const report = await completion(host);
          check(report.status === PASSED && report.referenceId === "CANCELLED", `the page got ${report.referenceId ?? ""}`);
          check(reason instanceof BridgeFailure && reason.code === "CANCELLED", `the handler's signal: ${String(reason)}`);
          const about = heard.sent.filter((text) => text.includes(`"correlationId":${JSON.stringify(correlationId)}`));
          const kinds = about.map((text) => {
            const message = JSON.parse(text) as { type: string; payload: { status?: string } };
            return message.payload.status ?? message.type;
          });
          check(kinds.join() === "update,cancelled", `the host sent ${kinds.join()} for the read`);
          check(heard.problems.length === 0, `problems ${JSON.stringify(heard.problems)}`);
        })],
    ],
    () => made.splice(0).forEach((host) => host.detach()),
  );
}

/** The length of the 16 MiB sample as base64 text. */
function sampleBase64Length(): number {
  return Math.ceil(LARGE_CAPTURE_BYTES / 3) * 4;
}
